"""pytest's settings for the whole tree (tests, doctests, the lessons under nbval)."""

import os

import pytest

# The trainers and lessons the tests run must not teach this machine's own course its
# puzzle ratings (pitchtutor.puzzles.community): sharing is off unless a test gives a file.
os.environ["PITCHTUTOR_PUZZLE_RATINGS"] = "off"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Which tests must share a worker when `make test` runs them on both cores (pytest-xdist's
    ``--dist loadgroup``): the cells of one notebook (nbval runs them in order in one kernel), and
    the tests of a module that share a module-scoped fixture (a server, a built site: started
    once, not once per worker).  Every other test goes to whichever worker is free."""
    for item in items:
        path = str(item.path)
        if path.endswith(".ipynb"):
            group = path
        else:
            fixtures = getattr(item, "_fixtureinfo", None)
            defs = fixtures.name2fixturedefs.values() if fixtures is not None else ()
            shared = ("module", "package", "class")
            if not any(fixturedef.scope in shared for chain in defs for fixturedef in chain):
                continue
            group = item.nodeid.split("::", 1)[0]
        item.add_marker(pytest.mark.xdist_group(group))
