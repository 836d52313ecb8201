"""Run every lesson and save its outputs (``make lessons``).

The lessons are committed with their outputs so that they read well on a
repository page.  Widget state is not stored: pages that run no widget code
then show each widget's static HTML fallback, while JupyterLab and Voila run
the cells and show the live widgets.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

LESSONS = Path(__file__).resolve().parent.parent / "lessons"


def execute(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(notebook, timeout=300, kernel_name="python3", store_widget_state=False,
                            resources={"metadata": {"path": str(path.parent)}})  # fmt: skip
    client.execute()
    notebook.metadata.pop("widgets", None)
    nbformat.validate(notebook)
    nbformat.write(notebook, path)


def main(names: list[str]) -> None:
    paths = [LESSONS / name for name in names] if names else sorted(LESSONS.glob("*.ipynb"))
    for path in paths:
        execute(path)
        print(f"executed {path.relative_to(LESSONS.parent)}")


if __name__ == "__main__":
    main(sys.argv[1:])
