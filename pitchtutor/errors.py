"""The project's exceptions: one hierarchy, rooted at :class:`PitchError`.

Every error a user can cause (a mistyped card, an unknown rule key, an
illegal bid, a broken hand record) is a :class:`PitchError`, so the command
line and the widgets can catch exactly these and show the message, while a
real bug still surfaces as a traceback.  Each subclass is also a
:class:`ValueError`, as in python-chess, because each is about a bad value.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pitchtutor.explain import Explanation


class PitchError(Exception):
    """Base class of every error pitchtutor raises on purpose."""


class CardError(PitchError, ValueError):
    """Text that is not a card, such as ``'1Z'``."""


class RulesError(PitchError, ValueError):
    """An unknown rule key, a bad value, or rules that cannot be combined.

    ``key`` names the rule key at fault (or ``None`` for the rule set as a
    whole, such as an unknown preset name).
    """

    def __init__(self, message: str, key: str | None = None) -> None:
        super().__init__(message)
        self.key = key


class _Explained(PitchError, ValueError):
    """An error that carries its :class:`~pitchtutor.explain.Explanation` (``why``) and prints its
    text, so each reader can be told it in their own language."""

    def __init__(self, why: Explanation) -> None:
        super().__init__(why.text)
        self.why = why

    def __reduce__(self) -> tuple[type, tuple[Explanation]]:
        # An exception pickles its args (the message) by default; rebuild from the explanation instead,
        # so the error survives a trip to another process (a worker pool, a server's log queue).
        return (type(self), (self.why,))


class IllegalActionError(_Explained):
    """A bid or a card that the rules do not allow at this point.

    Carries the engine's :class:`~pitchtutor.explain.Explanation` of why, so
    a widget or a lesson can show the same sentence the exception prints.
    The state that refused the action is left unchanged.
    """


class MatchOverError(IllegalActionError):
    """The match already has a winner: no more hands are dealt."""


class HandNotOverError(IllegalActionError):
    """The next hand was asked for while the current one is still being played."""


class ActionError(_Explained):
    """Text that is not a move, such as ``'bid seven'`` (a Pitch call or card, or a Pitty Pat move).

    Carries its :class:`~pitchtutor.explain.Explanation` (key ``action.*`` or
    ``pittypat.action.*``, the text typed among its facts), so the terminal
    and the table can say it in the reader's language."""


TYPED_LIMIT = 80  # characters of a mistyped move quoted back; the rest is cut and marked "…"


def quoted_typed(value: object) -> tuple[str, bool]:
    """What a "not a move" error quotes of ``value``: a string as typed (cut at
    :data:`TYPED_LIMIT` characters, with "…"), anything else as Python writes it; and whether
    the sentence should put it in quotation marks (only a string: ``None`` is not "None")."""
    typed = value if isinstance(value, str) else repr(value)
    if len(typed) > TYPED_LIMIT:
        typed = typed[: TYPED_LIMIT - 1] + "\u2026"
    return typed, isinstance(value, str)


class SearchLimit(PitchError):
    """The solver gave up at its node budget (the position is too big for the time allowed)."""


class DealError(PitchError, ValueError):
    """Hands that cannot have been dealt: the wrong number of cards, a card
    twice, or a dealer who is not at the table.

    ``seat`` and ``index`` say where, when the fault is one seat's hand or one
    card of it (a hand record turns them into ``hands[2][4]``)."""

    def __init__(self, message: str, seat: int | None = None, index: int | None = None) -> None:
        super().__init__(message)
        self.seat = seat
        self.index = index


class TableError(PitchError, ValueError):
    """A card table or quiz set up with options that cannot work together: a
    viewer who is not a seat, the wrong number of seat names, a bad seed."""


class RecordError(PitchError, ValueError):
    """A hand record that is malformed or breaks a rule.

    ``where`` is the field at fault in the record, in a path notation such
    as ``hands[2][4]`` or ``auction[3]``.
    """

    def __init__(self, message: str, where: str | None = None) -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.reason = message
