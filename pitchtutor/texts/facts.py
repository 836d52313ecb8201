"""Teaching facts: what a tutor states of the game on its own."""

from __future__ import annotations

from pitchtutor.explain import Explanation, Names, Say, explain, template

# -- teaching facts -----------------------------------------------------------


@template("fact.high_wins_own_trick")
def _fact_high(say: Say) -> str:
    return (
        "The highest trump in play always wins the trick it is played to, since nothing can beat it: "
        "so High goes to the same side whether it is scored to the player dealt it or to the player "
        "who captures it."
    )


@template("fact.only_trump")
def _fact_only_trump(say: Say) -> str:
    return (
        "When only one trump is in play it is both the highest and the lowest: it scores High and "
        "Low, 2 points, and 3 points if it is the Jack."
    )


@template("fact.jack_not_dealt")
def _fact_jack_not_dealt(say: Say) -> str:
    return (
        "Only six cards a player are dealt, so the Jack of trump is often not in play; then nobody "
        "scores Jack, and a bid must be made from the other points."
    )


def teaching_facts(names: Names | None = None) -> list[Explanation]:
    """The facts of the game a tutor states on its own, as explanations."""
    names = names or Names(4, 2)
    keys = ("fact.high_wins_own_trick", "fact.only_trump", "fact.jack_not_dealt")
    return [explain(key, names) for key in keys]
