"""The wheel ships every package of the tree: pyproject.toml names them one by one (the
widgets' page code is mapped in as pitchtutor.static), and a package left off that list is
missing from every installed copy and from the static site, where importing pitchtutor then
fails (it happened to pitchtutor.puzzles, and to the Portuguese and French texts)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_of_the_tree_is_in_the_wheel() -> None:
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "pitchtutor").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert found <= listed, f"packages missing from pyproject.toml: {sorted(found - listed)}"


def test_every_catalog_is_in_the_wheel() -> None:
    """The sentences' catalogs (pitchtutor/texts/**/*.toml) are package data: a package whose
    catalogs were left out would fail to import wherever pitchtutor is installed."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    for catalog in (ROOT / "pitchtutor").rglob("*.toml"):
        package = ".".join(catalog.parent.relative_to(ROOT).parts)
        assert "*.toml" in data.get(package, []), f"{catalog.relative_to(ROOT)}: add '*.toml' for {package}"


def test_every_data_file_is_in_the_wheel() -> None:
    """A package's data/ files (the shipped puzzles, how the expert's hands went for the match
    equity) are package data too: without them the advisor or the trainer fails where installed."""
    from fnmatch import fnmatch

    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    for found in (ROOT / "pitchtutor").rglob("data/*"):
        package = ".".join(found.parent.parent.relative_to(ROOT).parts)
        name = f"data/{found.name}"
        assert any(fnmatch(name, pattern) for pattern in data.get(package, [])), (
            f"{name}: add it for {package}"
        )
