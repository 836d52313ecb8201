"""The stack of states both games' state machines keep: undo, rewind, copy.

A Pitch :class:`~pitchtutor.hand.Hand` and a Pitty Pat
:class:`~pitchtutor.pittypat.round.Round` each hold a list of frozen states
(one a moment, values) and a list of steps (who took which action), with
``_states[i]`` the state before step ``i``.  Going back is dropping the
tail of both lists, and a copy is a copy of the two lists, since the states
are values.  This is the part of OpenSpiel's ``State`` both games share;
what a state holds and how an action changes it is each game's own.
"""

from __future__ import annotations

from typing import ClassVar, Generic, Protocol, Self, TypeVar


class _HasTurn(Protocol):
    @property
    def to_act(self) -> int | None: ...


StateT = TypeVar("StateT", bound=_HasTurn)
StepT = TypeVar("StepT")


class Timeline(Generic[StateT, StepT]):
    """A game's states and steps, the newest last."""

    unit: ClassVar[str] = "game"  # what the rewind error calls it: "hand", "round"

    def __init__(self, first: StateT) -> None:
        self._states: list[StateT] = [first]
        self._steps: list[StepT] = []  # who took which action; _states[i] is the state before step i

    @property
    def state(self) -> StateT:
        return self._states[-1]

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is, or ``None`` when the game is over."""
        return self.state.to_act

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` actions (at most back to the deal)."""
        if steps < 0:
            raise ValueError("steps must not be negative")
        self.rewind(max(0, len(self._steps) - steps))

    def rewind(self, actions: int) -> None:
        """Go back to the point where ``actions`` actions had been taken
        (0: just dealt)."""
        if not 0 <= actions <= len(self._steps):
            raise ValueError(
                f"cannot rewind to step {actions}: the {self.unit} has {len(self._steps)} actions"
            )
        del self._states[actions + 1 :]
        del self._steps[actions:]

    def restart(self) -> None:
        """Back to the deal."""
        self.rewind(0)

    def copy(self) -> Self:
        """An independent copy at this point (states are values, so copying
        the two lists is enough)."""
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._states = list(self._states)
        other._steps = list(self._steps)
        return other


__all__ = ["Timeline"]
