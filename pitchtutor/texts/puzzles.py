"""The puzzles' sentences (rule keys ``puzzle.*``): why a puzzle's answer is best,
and why the tempting wrong answer is not, with the numbers behind it."""

from __future__ import annotations

from pitchtutor.cards import Suit, parse_card
from pitchtutor.explain import Say, and_list, template
from pitchtutor.texts.coach import alone


def _deals(say: Say) -> str:
    if say.get("exact"):
        return (
            f"on every one of the {say['deals']:,} deals of the hidden cards consistent with what you can see"
        )
    return f"over {say['deals']:,} random deals of the hidden cards consistent with what you can see"


@template("puzzle.card")
def _puzzle_card(say: Say) -> str:
    card, tempting = say.bare_card("card"), say.bare_card("tempting")
    also = say.get("also") or []
    same = (
        f" (the {and_list([parse_card(code).pretty for code in also], 'or')} would do just as well)"
        if also
        else ""
    )
    loss = say["value"] - say["tempting_value"]
    losing = " (every card loses points here: this one the fewest)" if say["value"] < 0 else ""
    return (
        f"Play the {card}{same}: {_deals(say)}, solved exactly, it is worth {say['value']:+.2f} points to "
        f"{_you(say)} on average{losing}. The {tempting} is tempting but worth "
        f"{_only(say)}{say['tempting_value']:+.2f}, "
        f"{loss:.2f} points a hand less."
    )


def _only(say: Say) -> str:
    """ "worth only +0.50", but not "only -0.66": a loss is no smaller for the word."""
    return "only " if say["tempting_value"] >= 0 else ""


def _you(say: Say) -> str:
    """Who the value goes to: "your side", or "you" at a table with no partners."""
    return "you" if alone(say) else "your side"


def _others(say: Say) -> str:
    return "the others" if alone(say) else "the other side"


def _call(call: object, suit: str | None, *, start: bool = False) -> str:
    if call == "pass":
        return "Pass" if start else "passing"
    text = f"bid {call}" + (f" and pitch {Suit(suit).plural}" if suit else "")
    return text[0].upper() + text[1:] if start else text


@template("puzzle.bid")
def _puzzle_bid(say: Say) -> str:
    answer = _call(say["call"], say.get("suit"), start=True)
    deals = f"over {say['deals']:,} random deals of the other hands"
    if say["call"] == "pass":
        why = f"every bid you may make leaves {_you(say)} behind {_others(say)} on average (a pass counts 0)"
    else:
        made = f", made {say['chance']:.0%} of the time" if say.get("chance") is not None else ""
        why = f"it is worth {say['value']:+.2f} points against {_others(say)}{made}"
    tempting = _call(say["tempting"], say.get("tempting_suit"))
    made = (
        f" (made {say['tempting_chance']:.0%} of the time)" if say.get("tempting_chance") is not None else ""
    )
    return (
        f"{answer}: {deals}, {why}. {tempting[0].upper() + tempting[1:]} is worth "
        f"{say['tempting_value']:+.2f} against {_others(say)}{made}: "
        f"{say['value'] - say['tempting_value']:.2f} points a hand less."
    )
