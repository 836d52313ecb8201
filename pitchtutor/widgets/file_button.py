"""A button that reads one chosen file in the browser and sends its text to the kernel.

ipywidgets' ``FileUpload`` labels itself "Upload (0)" (a count of the files chosen so far,
which nobody asked for) and keeps the bytes in its synced state.  This button says only
what it does; the page reads the file and sends its name, size and text once, as a message,
and the kernel checks all three before anything reads them: a page may send anything.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from pitchtutor.widgets.table import static_text

Chosen = Callable[[str, int, str], None]
"""What to do with a chosen file: its name, its size in bytes and its text ("" where it was
larger than ``max_bytes`` or could not be read as text)."""

NAME_LIMIT = 255  # a longer file name is cut there, as file systems would


class FileButton(anywidget.AnyWidget):
    """A button labelled ``label`` that asks for one file (``accept``: the chooser's filter) and
    hands it to ``on_file``."""

    _esm = static_text("file_button.js")
    _css = static_text("pitch.css")

    label = traitlets.Unicode().tag(sync=True)
    tip = traitlets.Unicode().tag(sync=True)
    accept = traitlets.Unicode(".json,application/json").tag(sync=True)
    max_bytes = traitlets.Int(32 * 1024).tag(sync=True)

    def __init__(self, on_file: Chosen | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._on_file = on_file
        self.on_msg(self._on_message)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A file chosen in the page: handed on only when its name, size and text are what the
        page's code sends (anything else is dropped: a page may send anything)."""
        if not isinstance(content, dict) or content.get("type") != "file" or self._on_file is None:
            return
        name, size, text = content.get("name"), content.get("size"), content.get("text")
        if not isinstance(name, str) or not isinstance(size, int) or isinstance(size, bool) or size < 0:
            return
        if not isinstance(text, str):
            return
        # the text is never longer than the size says, nor than the limit allows to be read
        self._on_file(name[:NAME_LIMIT], size, text[: self.max_bytes + 1])

    def __repr__(self) -> str:
        return f"<FileButton {self.label!r}>"
