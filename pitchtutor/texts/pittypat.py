"""Pitty Pat's sentences (rule keys ``pittypat.*``): the reasoning of each, once for every
locale, here; their words in each locale's ``pittypat.toml`` (English beside this file).

Registered beside Pitch's sentences (:mod:`pitchtutor.texts`) in the same
table, under their own prefix, so the two games never share a sentence.
Where a house rule decides the verdict, the sentence names it as
``house rule <key> = <value>``, the key being the one a record uses.
"""

from __future__ import annotations

from pitchtutor.cards import Rank, parse_card
from pitchtutor.explain import Say
from pitchtutor.texts import catalog
from pitchtutor.texts.catalog import Phrase

# -- whose turn, and which phase ------------------------------------------------


@catalog.reasons("pittypat.not_over")
def _not_over(say: Say, phrase: Phrase) -> str:
    return phrase("no_round" if say["to_act"] is None else "to_act")


# -- pairing ----------------------------------------------------------------------


@catalog.reasons("pittypat.must_pair")
def _must_pair(say: Say, phrase: Phrase) -> str:
    return phrase("many" if len(say["matches"]) > 1 else "one")


@catalog.reasons("pittypat.pair")
def _pair(say: Say, phrase: Phrase) -> str:
    return phrase("drawn" if say["drawn"] else "held")


@catalog.reasons("pittypat.not_a_match")
def _not_a_match(say: Say, phrase: Phrase) -> str:
    return phrase("not_a_match", order=phrase("swapped") if say["swapped"] else "")


@catalog.reasons("pittypat.pair_now")
def _pair_now(say: Say, phrase: Phrase) -> str:
    return phrase("last_card" if say["free_draw"] else "drawn")


# -- drawing and passing ------------------------------------------------------------


@catalog.reasons("pittypat.draw")
def _draw(say: Say, phrase: Phrase) -> str:
    note = phrase("rebuilt") if say["rebuild"] else ""
    return phrase("once" if say["draw"] == "once" else "until_match", note=note)


@catalog.reasons("pittypat.draw_free")
def _draw_free(say: Say, phrase: Phrase) -> str:
    return phrase("draw_free", note=phrase("rebuilt") if say["rebuild"] else "")


@catalog.reasons("pittypat.no_pass")
def _no_pass(say: Say, phrase: Phrase) -> str:
    if say["stock"]:
        return phrase("stock")
    under = say["pile"] - 1  # the cards under the up-card
    return phrase("rebuilt_one" if under == 1 else "rebuilt", under=under)


@catalog.reasons("pittypat.rebuild")
def _rebuild(say: Say, phrase: Phrase) -> str:
    cards = say["cards"]
    return phrase("one" if cards == 1 else "many" if cards > 1 else "none")


# -- the end of a round ----------------------------------------------------------------


def _outcome(say: Say, phrase: Phrase) -> str:
    """Who wins a blocked round: the fewest cards, then the fewest penalty points; a tie shares."""
    winners, counts, points = say["winners"], say["counts"], say["points"]
    first = winners[0]
    if len(winners) > 1:
        return phrase("shared", fewest=counts[first], penalty=points[first])
    if len(say["tied"]) > 1:
        return phrase("fewer_points", winner=first, fewest=counts[first], penalty=points[first])
    return phrase("fewest", winner=first, fewest=counts[first])


@catalog.reasons("pittypat.blocked")
@catalog.reasons("pittypat.blocked_guard")
def _blocked(say: Say, phrase: Phrase) -> str:
    return phrase("said", outcome=_outcome(say, phrase))


@catalog.reasons("pittypat.penalty_winner")
def _penalty_winner(say: Say, phrase: Phrase) -> str:
    if say["how"] == "out":
        return phrase("out")
    return phrase("shared" if say["shared"] else "blocked")


@catalog.reasons("pittypat.penalty")
def _penalty(say: Say, phrase: Phrase) -> str:
    each = zip(say["cards"], say["values"], strict=True)
    items = ", ".join(phrase("item", card=code, value=value) for code, value in each)
    return phrase("penalty" if len(say["cards"]) > 1 else "one_card", items=items)


# -- the match ---------------------------------------------------------------------------


@catalog.reasons("pittypat.dealer_draw")
def _dealer_draw(say: Say, phrase: Phrase) -> str:
    drawn = [
        phrase("each", seat=seat, card=code) for seat, code in enumerate(say["cards"]) if code is not None
    ]
    return phrase("dealer_draw", drawn=", ".join(drawn))


@catalog.reasons("pittypat.stake_pot")
def _stake_pot(say: Say, phrase: Phrase) -> str:
    return phrase("carried" if say["carried"] else "pot")


@catalog.reasons("pittypat.stake_shared")
def _stake_shared(say: Say, phrase: Phrase) -> str:
    return phrase("left" if say["left"] else "shared")


def _standings(say: Say, phrase: Phrase) -> str:
    """Each seat's total, in seat order."""
    totals = (phrase("total", seat=seat, total=total) for seat, total in enumerate(say["totals"]))
    return phrase("separator").join(totals)


@catalog.reasons("pittypat.match_target")
def _match_target(say: Say, phrase: Phrase) -> str:
    return phrase("many" if len(say["reached"]) > 1 else "one", standings=_standings(say, phrase))


@catalog.reasons("pittypat.match_tie")
def _match_tie(say: Say, phrase: Phrase) -> str:
    return phrase("said", standings=_standings(say, phrase))


@catalog.reasons("pittypat.match_rounds")
def _match_rounds(say: Say, phrase: Phrase) -> str:
    return phrase("said" if say["rounds"] > 1 else "one_round", standings=_standings(say, phrase))


@catalog.reasons("pittypat.match_goes_on")
def _match_goes_on(say: Say, phrase: Phrase) -> str:
    return phrase("round_of" if say["target"] is None else "target", standings=_standings(say, phrase))


# -- the tips, for the strategy quizzes --------------------------------------------------


@catalog.reasons("pittypat.tip_shed")
def _tip_shed(say: Say, phrase: Phrase) -> str:
    """Why the free card is the one to shed, then the basic player's score of it worked out
    ("4 + 6 × 1 = 10", the same figures in every language)."""
    placed = say["placed"]
    end = say.get("kept") == 2  # two cards kept after this pair: the end of the round (tip 4)
    if placed >= 3:
        reason = phrase("dead")
    elif say["in_hand"]:
        # kept beside a card of another rank: two chances to go out (tip 4); else the reserve (tip 3)
        reason = phrase("in_hand_end" if end and say.get("kept_ranks") == 2 else "in_hand")
    elif placed:
        reason = phrase("placed_one" if placed == 1 else "placed")
    elif say.get("doubled"):
        reason = phrase("doubled_end" if end else "doubled")  # two of a rank kept: one chance
    else:
        reason = ""
    return phrase("tip", reason=reason, shed_score=phrase("worked" if placed else "score"))


# -- text that is not a move (ActionError), quoted as typed ------------------------------------


@catalog.reasons("pittypat.action.invalid")
def _invalid(say: Say, phrase: Phrase) -> str:
    shown = phrase("quoted" if say["quoted"] else "as_typed")
    reason = say["reason"]  # "move", "card" or "pair"
    return phrase(reason if reason in ("card", "pair") else "move", shown=shown)


# -- the grammar of the catalog's words ---------------------------------------------------------


def _a_rank(say: Say, key: str) -> str:
    """A card's rank with its article: ``'8H'`` -> "an 8"; ``'KD'`` -> "a King"."""
    rank = parse_card(say[key]).rank
    return ("an " if rank in (Rank.ACE, Rank.EIGHT) else "a ") + rank.word


def _whose(say: Say, key: str) -> str:
    """A seat's, as in "whose turn": "your", "seat 2's", "Ann's"."""
    return "your" if say.you(key) else f"{say.seat(key)}'s"


_HELPERS: dict[str, catalog.Helper] = {"a_rank": _a_rank, "whose": _whose}
catalog.load(__name__, helpers=_HELPERS)  # the words of every sentence of this topic
