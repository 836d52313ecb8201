"""The puzzles' sentences (rule keys ``puzzle.*``): why a puzzle's answer is best,
and why the tempting wrong answer is not, with the numbers behind it.  The reasoning of each
sentence is here, once; its words are in each locale's ``puzzles.toml``."""

from __future__ import annotations

from pitchtutor.explain import Say, and_list
from pitchtutor.texts import catalog
from pitchtutor.texts.catalog import Phrase
from pitchtutor.texts.coach import alone, holder_named
from pitchtutor.texts.page import number


@catalog.reasons("puzzle.card")
def _puzzle_card(say: Say, phrase: Phrase) -> str:
    also = [phrase("also", card=code) for code in say.get("also") or []]
    same = phrase("same_one" if len(also) == 1 else "same_many", listed=and_list(also, phrase("or")))
    tempting = say["tempting_value"]
    return phrase(
        "sentence",
        same=same if also else "",
        sample=phrase("exact" if say.get("exact") else "random"),
        you=phrase("you_alone" if alone(say) else "your_side"),
        losing=phrase("losing") if say["value"] < 0 else "",
        # "worth only +0.50", but not "only -0.66": a loss is no smaller for the word
        worth=phrase("worth_only" if tempting >= 0 else "worth"),
        loss=say["value"] - tempting,
    )


def _call(phrase: Phrase, call: object, suit: str | None, *, answer: bool, hold: bool = False) -> str:
    """The answer as a command ("Bid 2 and pitch hearts"), the tempting call as a deed
    ("Passing"): a variant each, for a call, a call and its trump, a pass; a dealer's bid of
    the high bid is a hold ("Hold at 2")."""
    bid = "hold" if hold else "bid"
    kind = "pass" if call == "pass" else f"{bid}_trump" if suit else bid
    return phrase(kind if answer else f"{kind}_deed", call=call, suit=suit)


@catalog.reasons("puzzle.bid")
def _puzzle_bid(say: Say, phrase: Phrase) -> str:
    others = phrase("other_side")
    if alone(say):  # each for themselves, the net is against the one opponent, or an average one of several
        others = phrase("others_rivals" if say.get("rivals", 1) > 1 else "others_alone")
    # where another seat holds the high bid, a pass leaves its contract: worth what it is, not 0
    holder = holder_named(say, phrase)
    if say["call"] == "pass":
        if holder is not None:
            why = phrase("why_pass_held", others=others, holder=holder)
        else:
            why = phrase("why_pass_alone" if alone(say) else "why_pass_side")
    else:
        made = "" if say.get("chance") is None else phrase("made")
        why = phrase("why_bid", others=others, made=made)
    tempting_pass = say["tempting"] == "pass"
    if tempting_pass and holder is not None:
        tempting = phrase("pass_held_deed", holder=holder)
    else:
        tempting = _call(
            phrase,
            say["tempting"],
            say.get("tempting_suit"),
            answer=False,
            hold=bool(say.get("tempting_hold")),
        )
    return phrase(
        # a pass is worth nothing by definition: "Passing counts 0", not "is worth +0.00 against"
        "sentence_pass" if tempting_pass and holder is None else "sentence",
        answer=_call(phrase, say["call"], say.get("suit"), answer=True, hold=bool(say.get("hold"))),
        why=why,
        tempting=tempting,
        others=others,
        tempting_made="" if say.get("tempting_chance") is None else phrase("tempting_made"),
        loss=say["value"] - say["tempting_value"],
    )


def _thousands(say: Say, key: str) -> str:
    """A count with its thousands marked as the reader's language marks them: 4,000 / 4.000."""
    return number(say.locale, say[key])


HELPERS = {"thousands": _thousands}
"""The placeholder helpers every locale's puzzles say their words with."""

catalog.load(__name__, helpers=HELPERS)
