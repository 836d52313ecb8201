"""The feedback a quiz-like widget sends when an answer gets no verdict.

The quizzes' page code (``quiz.js``, ``pittypat_quiz.js``, ``drills.js``) reads every
``feedback`` alike: ``correct``, the ``lines`` of reasons, and a ``summary``, or an
``error`` shown in its place.  An answer the widget cannot check (a refusal, a bug)
sends the one shape below, so that every page shows it the same way.
"""

from __future__ import annotations

from typing import Any


def error_feedback(error: str) -> dict[str, Any]:
    """The feedback of an answer that got no verdict: ``error`` (a sentence, already in the
    widget's language) where the verdict would be, not right, and no reasons to list."""
    return {"correct": False, "error": error, "lines": []}


__all__ = ["error_feedback"]
