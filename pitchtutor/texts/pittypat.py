"""The English sentence of every Pitty Pat rule key (``pittypat.*``).

Registered beside Pitch's sentences (:mod:`pitchtutor.texts`) in the same
table, under their own prefix, so the two games never share a sentence.
Where a house rule decides the verdict, the sentence names it as
``house rule <key> = <value>``, the key being the one a record uses.
"""

from __future__ import annotations

from pitchtutor.cards import Rank, parse_card
from pitchtutor.explain import Say, and_list, plural, template
from pitchtutor.texts import catalog
from pitchtutor.texts.catalog import Phrase


def _rule(key: str, value: object = None) -> str:
    if value is None:
        return f"house rule {key}"
    return f"house rule {key} = {value}"


def _pretty(code: str) -> str:
    return parse_card(code).pretty


def _rank(code: str) -> str:
    return parse_card(code).rank.word


def _up(say: Say) -> str:
    return f"the up-card {_pretty(say['up'])}"


def _who(say: Say, key: str = "seat") -> str:
    return say.seat(key, start=True)


def _cards(codes: list[str]) -> str:
    return and_list([_pretty(code) for code in codes])


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
def _blocked(say: Say, phrase: Phrase) -> str:
    return phrase("blocked", outcome=_outcome(say, phrase))


@catalog.reasons("pittypat.blocked_guard")
def _blocked_guard(say: Say, phrase: Phrase) -> str:
    return phrase("guard", outcome=_outcome(say, phrase))


@catalog.reasons("pittypat.penalty_winner")
def _penalty_winner(say: Say, phrase: Phrase) -> str:
    if say["how"] == "out":
        return phrase("out")
    return phrase("shared" if say["shared"] else "blocked")


@catalog.reasons("pittypat.penalty")
def _penalty(say: Say, phrase: Phrase) -> str:
    each = zip(say["cards"], say["values"], strict=True)
    return phrase("penalty", items=", ".join(phrase("item", card=code, value=value) for code, value in each))


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


@catalog.reasons("pittypat.match_rounds")
def _match_rounds(say: Say, phrase: Phrase) -> str:
    return phrase("rounds", standings=_standings(say, phrase))


@catalog.reasons("pittypat.match_tie")
def _match_tie(say: Say, phrase: Phrase) -> str:
    return phrase("tie", standings=_standings(say, phrase))


@catalog.reasons("pittypat.match_goes_on")
def _match_goes_on(say: Say, phrase: Phrase) -> str:
    return phrase("round_of" if say["target"] is None else "target", standings=_standings(say, phrase))


# -- the tips, for the strategy quizzes --------------------------------------------------


@template("pittypat.tip_shed")
def _tip_shed(say: Say) -> str:
    card = _pretty(say["card"])
    rank = _rank(say["card"])
    cost = plural(say["penalty"], "penalty point")
    text = f"The {card} as the free card: left in your hand it would cost {cost}"
    placed, doubled = say["placed"], say.get("doubled")
    if placed >= 3:
        text += f", and the other {rank}s are out of play, so it can never be a match again: dead weight"
    elif say["in_hand"]:
        text += (
            f", but you hold another {rank}, which waits for the same up-cards: shed one, keep the other in "
            "reserve"
        )
    elif placed:
        text += f", and {plural(placed, 'other ' + rank)} already out of play make it a poor match"
    elif doubled:
        text += f", but you would keep two {_rank(doubled)}s, which wait for the same up-cards"
    return f"{text}. Score for shedding it: {shed_sum(say)} (shed the card that scores highest)."


def shed_sum(say: Say) -> str:
    """The basic player's score of a free card, worked out: "4 + 6 × 1 = 10" (the same figures in
    every language)."""
    placed = say["placed"]
    return f"{say['penalty']} + 6 × {placed} = {say['score']}" if placed else str(say["score"])


# -- text that is not a move (ActionError), quoted as typed ------------------------------------

_MOVES = "a move is 'pair MATCH FREE' (such as 'pair 7s kd'), 'draw' or 'pass'"


@template("pittypat.action.invalid")
def _invalid(say: Say) -> str:
    typed = f"invalid move {say['typed']!r}" if say["quoted"] else f"invalid move {say['typed']}"
    if say["reason"] == "card":
        return (
            f"{typed}: {say['word']!r} is not a card (a card is a rank (2-10, J, Q, K, A) and "
            "a suit (S, H, D, C or ♠ ♥ ♦ ♣), such as AS or 10h)"
        )
    if say["reason"] == "pair":
        return f"{typed}: a pair is two cards, the match first; {_MOVES}"
    return f"{typed}: {_MOVES}"


# -- the grammar of the catalog's words ---------------------------------------------------------


def _a_rank(say: Say, key: str) -> str:
    """A card's rank with its article: ``'8H'`` -> "an 8"; ``'KD'`` -> "a King"."""
    rank = parse_card(say[key]).rank
    return ("an " if rank in (Rank.ACE, Rank.EIGHT) else "a ") + rank.word


def _rank_word(say: Say, key: str) -> str:
    """A card's rank: "8", "King"."""
    return parse_card(say[key]).rank.word


def _seats(say: Say, key: str) -> str:
    """Seats named together: "seat 1, you and seat 3"."""
    return and_list([say.names.seat(seat) for seat in say[key]])


_HELPERS: dict[str, catalog.Helper] = {"a_rank": _a_rank, "rank": _rank_word, "seats": _seats}
catalog.load(__name__, helpers=_HELPERS)  # the words of every sentence of this topic
