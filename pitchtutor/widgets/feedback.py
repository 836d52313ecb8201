"""The feedback of the widgets the page sends answers to: the quizzes, the trainer, the drills.

The quizzes' page code (``quiz.js``, ``pittypat_quiz.js``, ``drills.js``) reads every
``feedback`` alike: ``correct``, the ``lines`` of reasons, and a ``summary``, or an
``error`` shown in its place.  An answer the widget cannot check (a refusal, a bug)
sends the one shape below, so that every page shows it the same way.
"""

from __future__ import annotations

import logging
from typing import Any, ClassVar

import traitlets

from pitchtutor.errors import PitchError
from pitchtutor.texts.page import sentence
from pitchtutor.widgets.words import Worded

log = logging.getLogger(__name__)


def error_feedback(error: str) -> dict[str, Any]:
    """The feedback of an answer that got no verdict: ``error`` (a sentence, already in the
    widget's language) where the verdict would be, not right, and no reasons to list."""
    return {"correct": False, "error": error, "lines": []}


class Answering(Worded):
    """A widget the page sends answers to, saying each verdict in its ``feedback``; put it
    before the widget class in the bases, in place of :class:`Worded`.

    :meth:`_dispatch` does what a message from the page asks.  A message it refuses (a
    :class:`~pitchtutor.errors.PitchError`) shows the refusal's sentence where the verdict
    would be; a bug is logged (``bug_log``) and shown as the catalog's ``bug_word``, and the
    widget stays usable."""

    feedback = traitlets.Dict().tag(sync=True)

    bug_word: ClassVar[str]
    """The catalog's sentence for a bug, its ``{error}`` naming it (:meth:`_bug_name`)."""
    bug_log: ClassVar[str]
    """The log's line for a bug, above its traceback."""

    def _dispatch(self, content: object) -> None:
        """Do what a message from the page asks, or raise a :class:`PitchError` saying why not."""
        raise NotImplementedError

    def _no_verdict(self, error: str) -> dict[str, Any]:
        """The feedback of a message that got no verdict (see :func:`error_feedback`)."""
        return error_feedback(error)

    def _bug_name(self, error: Exception) -> object:
        """A bug as the learner is told of it: its message."""
        return error

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        try:
            self._dispatch(content)
        except PitchError as error:
            self.feedback = self._no_verdict(sentence(str(error)))
        except Exception as error:  # a bug: say so in the widget, keep it usable
            log.exception(self.bug_log)
            self.feedback = self._no_verdict(self.word(self.bug_word, error=self._bug_name(error)))


__all__ = ["Answering", "error_feedback"]
