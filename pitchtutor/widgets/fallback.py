"""The static picture every widget carries for pages that run no widget code
(a repository's notebook preview, nbviewer): one mixin, one way to add it."""

from __future__ import annotations

import html
from typing import Any

NOTE = "Open this notebook in Voila or JupyterLab to use it."


class StaticFallback:
    """Adds ``text/html`` (from :meth:`static_html`) to a widget's mime bundle,
    beside the live view; put it before the widget class in the bases."""

    def static_html(self) -> str:
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        if bundle is None:
            return None
        data = bundle[0] if isinstance(bundle, tuple) else bundle  # ipywidgets gives a dict, anywidget a pair
        data["text/html"] = self.static_html()
        return bundle


def static_block(*paragraphs: str, note: str = NOTE) -> str:
    """A plain block of escaped paragraphs, with the note saying where the live widget works."""
    body = "".join(f"<p>{html.escape(text)}</p>" for text in paragraphs)
    return f'<div class="pt-static">{body}<p><i>{html.escape(note)}</i></p></div>'
