"""The learner's progress through the course: which quizzes they passed.

Passing a quiz is remembered in the browser's local storage (the kernel
starts afresh on every visit), so progress survives a reload of the page in
the same browser.  :class:`Progress` shows it: on the index, every lesson
with its quizzes passed; in a lesson, that lesson's.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import anywidget
import traitlets

from pitchtutor.explain import ENGLISH, check_locale
from pitchtutor.texts.page import word
from pitchtutor.widgets.fallback import StaticFallback
from pitchtutor.widgets.table import static_text
from pitchtutor.widgets.words import Worded


class Progress(StaticFallback, Worded, anywidget.AnyWidget):
    """Lessons and their quiz ids; the page fills in what was passed, in ``lang``."""

    word_groups = ("progress",)

    _esm = static_text("progress.js")
    _css = static_text("pitch.css")

    question = traitlets.Dict().tag(sync=True)

    def __init__(self, lessons: Sequence[dict[str, Any]], *, title: str | None = None, **kwargs: Any) -> None:
        """``lessons``: ``[{"title", "href", "summary", "quizzes": [quiz ids]}, ...]``; ``title``
        by default "Your progress" in ``lang``."""
        for lesson in lessons:
            if not {"title", "quizzes"} <= set(lesson):
                raise ValueError("each lesson needs a title and its quiz ids")
        if title is None:
            title = word(check_locale(str(kwargs.get("lang", ENGLISH))), "progress.title")
        super().__init__(question={"kind": "progress", "title": title, "lessons": list(lessons)}, **kwargs)

    def static_html(self) -> str:
        """A plain list of the lessons, for pages that run no widget code."""
        items = []
        for lesson in self.question["lessons"]:
            title = html.escape(lesson["title"])
            if lesson.get("href"):
                title = f'<a href="{html.escape(lesson["href"])}">{title}</a>'
            summary = f" — {html.escape(lesson['summary'])}" if lesson.get("summary") else ""
            items.append(f"<li>{title}{summary}</li>")
        heading = html.escape(self.question["title"])
        return f'<div class="pt-static"><b>{heading}</b><ol>{"".join(items)}</ol></div>'

    def __repr__(self) -> str:
        return f"<Progress of {len(self.question['lessons'])} lessons>"
