"""The engine's sentences (rule keys ``bid.*``, ``play.*``, ``settle.*`` ...): the reasoning of
those that reason over their facts, once for every locale, and the helpers their placeholders
need; their words, and the sentences that only fill in facts, are in ``rules.toml`` beside this
file and in each locale's (``pt/rules.toml``, ``fr/rules.toml``).

Each sentence turns an explanation's facts into one or two sentences for a learner.  Where a
house rule decides the verdict, the sentence names it as ``house rule <key> = <value>``, the key
being the one a hand record uses.  ``pitcher_must_win`` is said in words instead ("a player wins
only by reaching the target at the end of a hand in which they pitched and made their bid (a
house rule, from text 001: ...)"), its one reading quoted from the text.  The sections follow the
game: the auction, playing a card and the tricks, the points and the settlement, the match,
turns and phases, counting pips, teaching facts.
"""

from __future__ import annotations

from pitchtutor.explain import Explanation, Names, Say, explain
from pitchtutor.rules import CHOICES
from pitchtutor.scoring import POINT_NAMES
from pitchtutor.texts import catalog
from pitchtutor.texts.catalog import Phrase

# -- the auction -----------------------------------------------------------------


_DEALER_BIDS = CHOICES["all_pass"][1]  # "dealer-bids": a rule's value, not words


@catalog.reasons("bid.pass")
def _bid_pass(say: Say, phrase: Phrase) -> str:
    if say["high_bidder"] is not None:
        return phrase("high")
    return phrase("dealer_bids" if say.get("all_pass") == _DEALER_BIDS else "nobody")


@catalog.reasons("bid.not_higher")
def _bid_not_higher(say: Say, phrase: Phrase) -> str:
    if say["seat"] == say["dealer"] and say["dealer_may_hold"]:
        return phrase("dealer")
    return phrase("hold" if say["dealer_may_hold"] else "no_hold")


@catalog.reasons("bid.above_top")
def _bid_above_top(say: Say, phrase: Phrase) -> str:
    extra = [key.removesuffix("_of_trump_point") for key in say["extra"]]
    return phrase("top", points=["high", "low", "jack", "game", *extra])


# -- playing a card -----------------------------------------------------------


@catalog.reasons("play.lead")
def _play_lead(say: Say, phrase: Phrase) -> str:
    return phrase("lead", won=say["trick"] - 1)


# -- tricks -------------------------------------------------------------------


@catalog.reasons("trick.highest_trump")
def _trick_highest_trump(say: Say, phrase: Phrase) -> str:
    if len(say["trumps"]) > 1:
        return phrase("highest")
    if say.get("led") not in (None, say["trump"]):
        return phrase("only_beats")
    return phrase("only")  # trump was led and nobody else played one


@catalog.reasons("trick.highest_led")
def _trick_highest_led(say: Say, phrase: Phrase) -> str:
    return phrase("alone" if len(say["followers"]) == 1 else "highest")


# -- the points ---------------------------------------------------------------


def _partner(say: Say, phrase: Phrase, seat: str, of: str) -> str:
    """ "seat 2, seat 0's partner", "North, your partner", "you, North's partner"."""
    return phrase("yours" if say.you(of) else "partner_of", seat=say[seat], of=say[of])


@catalog.reasons("low.holder")
def _low_holder(say: Say, phrase: Phrase) -> str:
    holder, capturer = say["holder"], say["capturer"]
    tail = ""
    if say.names.partners(holder, capturer):  # won by a partner: the same side either way
        tail = phrase("partner", partner=_partner(say, phrase, "capturer", "holder"))
    elif holder != capturer:
        tail = phrase("other")
    return phrase("low", tail=tail)


def _dealt_to(say: Say, phrase: Phrase) -> str:
    """What ``low.capturer`` and the captured points add when the player dealt the card did not
    win it: a partner (``partner``), or another side (``other``, ``other_you``)."""
    if say.names.partners(say["holder"], say["capturer"]):
        return phrase("partner", partner=_partner(say, phrase, "holder", "capturer"))
    if say["holder"] == say["capturer"]:
        return ""
    return phrase("other_you" if say.you("holder") else "other")  # French: "en vous le prenant"


@catalog.reasons("low.capturer")
def _low_capturer(say: Say, phrase: Phrase) -> str:
    return phrase("low", tail=_dealt_to(say, phrase))


@catalog.reasons("low.only_trump")
def _low_only_trump(say: Say, phrase: Phrase) -> str:
    extra = list(say.get("also", ["jack"] if say["is_jack"] else []))
    more = phrase("more", points=extra) if extra else ""
    return phrase("low", more=more, count=2 + len(extra))


@catalog.reasons("jack.captured")
def _jack_captured(say: Say, phrase: Phrase) -> str:
    return phrase("jack", tail=_dealt_to(say, phrase), only=phrase("only") if say["only"] else "")


@catalog.reasons("ten.captured")
@catalog.reasons("three.captured")
def _own_point_captured(say: Say, phrase: Phrase) -> str:
    """The 10 and the 3 of trump, each a point of its own under its house rule."""
    return phrase("captured", tail=_dealt_to(say, phrase))


@catalog.reasons("game.won")
def _game_won(say: Say, phrase: Phrase) -> str:
    others = [
        phrase("pips", side=side, pips=pips) for side, pips in enumerate(say["pips"]) if side != say["side"]
    ]
    return phrase("won", others=others)


@catalog.reasons("points.no_junk")
def _points_no_junk(say: Say, phrase: Phrase) -> str:
    shown = phrase("card") if say["card"] else ""
    return phrase("defenders" if len(say.names.side_seats(say["side"])) > 1 else "defender", shown=shown)


# -- settling the hand --------------------------------------------------------


def _listed(say: Say, phrase: Phrase) -> str:
    """The points a side took, named after their count where there are any: " (High and Game)"."""
    return phrase("listed") if say["points"] else ""


@catalog.reasons("settle.made")
def _settle_made(say: Say, phrase: Phrase) -> str:
    # Scoring the points taken, not the bid, surprises newcomers: say so when they differ.
    return phrase("as_bid" if say["taken"] == say["bid"] else "not_as_bid", listed=_listed(say, phrase))


def _how_many(say: Say) -> str:
    """The variant for a count of points taken: ``none``, ``one`` (French "qu'un point") or ``some``."""
    return "none" if not say["taken"] else "one" if say["taken"] == 1 else "some"


@catalog.reasons("settle.set_back")
def _settle_set_back(say: Say, phrase: Phrase) -> str:
    return phrase(_how_many(say), listed=_listed(say, phrase))


@catalog.reasons("settle.defender")
def _settle_defender(say: Say, phrase: Phrase) -> str:
    return phrase(_how_many(say), listed=_listed(say, phrase))


# -- the match ----------------------------------------------------------------


@catalog.reasons("match.continues")
def _match_continues(say: Say, phrase: Phrase) -> str:
    totals = (phrase("total", side=side, total=total) for side, total in enumerate(say["totals"]))
    return phrase("continues", totals=phrase("between").join(totals))


@catalog.reasons("match.target")
def _match_target(say: Say, phrase: Phrase) -> str:
    return phrase("target", total=say["totals"][say["side"]])


@catalog.reasons("match.bidder_first")
def _match_bidder_first(say: Say, phrase: Phrase) -> str:
    if len(say["others"]) == 1:
        return phrase("two")
    return phrase("more", reached=[say["side"], *say["others"]])  # "you, seat 1 and seat 2 all reached"


@catalog.reasons("match.count_out")
def _match_count_out(say: Say, phrase: Phrase) -> str:
    order = list(say.get("order", ["high", "low", "jack", "game"]))
    return phrase("two" if len(say["reached"]) == 2 else "more", order=order)


def _pitcher_must_win(say: Say, phrase: Phrase) -> str:
    """The one reading of pitcher_must_win, said the same way wherever it decides: in words, with
    text 001's own, for a player alone, for a pair of partners or for a larger team (Portuguese
    "dupla", "equipe")."""
    names = say.names
    if names.teams is None:
        return phrase("rule_alone")
    return phrase("rule_pairs" if names.players == 2 * names.teams else "rule_teams")


@catalog.reasons("match.pitcher_reached")
def _match_pitcher_reached(say: Say, phrase: Phrase) -> str:
    more = phrase("more") if say.get("ahead") else ""
    total = say["totals"][say["side"]]
    # French: a team "avait le pitcher", a player "a été pitcher"
    reached = "reached_team" if say.names.teams is not None else "reached"
    return phrase(reached, rule=_pitcher_must_win(say, phrase), more=more, total=total)


@catalog.reasons("match.pitcher_must_win")
def _match_pitcher_must_win(say: Say, phrase: Phrase) -> str:
    not_made = say["pitcher_side"] in say["reached"] and not say["made"]
    if not not_made:
        why = phrase("other_pitched")  # another side pitched: say so
    else:  # French: a team "avait le pitcher", a player "a été pitcher"
        why = phrase("not_made_team" if say.names.teams is not None else "not_made")
    return phrase("goes_on", rule=_pitcher_must_win(say, phrase), why=why)


# -- turns and phases ---------------------------------------------------------


@catalog.reasons("turn.not_yours")
def _turn_not_yours(say: Say, phrase: Phrase) -> str:
    whose = phrase("your_turn" if say.you("to_act") else "turn_of")
    other = phrase("yours" if say.you("seat") else "of")
    return phrase("bid" if say["phase"] == "auction" else "play", whose=whose, other=other)


@catalog.reasons("phase.play")
def _phase_play(say: Say, phrase: Phrase) -> str:
    call = say["call"]
    said = "bid" if isinstance(call, int) else call if call in ("pass", "redeal") else "other"
    return phrase("play", instead=phrase(said))


@catalog.reasons("phase.not_over")
def _phase_not_over(say: Say, phrase: Phrase) -> str:
    return phrase("auction" if say["phase"] == "auction" else "tricks")


# -- counting pips ------------------------------------------------------------


@catalog.reasons("pips.count")
def _pips_count(say: Say, phrase: Phrase) -> str:
    counted = [phrase("card", card=card, pips=pips) for card, pips in say["cards"] if pips]
    if not counted:
        return phrase("none")
    # "the other cards" only where there are some: a pile of counting cards alone has none
    return phrase("some" if len(counted) < len(say["cards"]) else "all", counted=" + ".join(counted))


# -- teaching facts -----------------------------------------------------------


def teaching_facts(names: Names | None = None) -> list[Explanation]:
    """The facts of the game a tutor states on its own, as explanations."""
    names = names or Names(4, 2)
    keys = ("fact.high_wins_own_trick", "fact.only_trump", "fact.jack_not_dealt")
    return [explain(key, names) for key in keys]


# -- text that is not a move (ActionError), quoted as typed ------------------------------------


@catalog.reasons("action.invalid_call")
@catalog.reasons("action.invalid_move")
def _invalid(say: Say, phrase: Phrase) -> str:
    return phrase("quoted" if say["quoted"] else "bare")


# -- the words a catalog's placeholders need code for -----------------------------------------


def _suit_named(say: Say, key: str) -> str:
    """A suit's name as a sentence says it: "hearts" (``{led|Suit}``: "Hearts")."""
    return say.suit(key).plural


def _one_of_suit(say: Say, key: str) -> str:
    """One card of a suit: "heart", as in "the highest heart"."""
    return say.suit(key).singular


def _sides_verb(say: Say, key: str, third: str, other: str) -> str:
    """The verb agreeing with sides named together: "have" for more than one, or for one whose
    name takes a plural verb (you, "seats 0 & 2"), "has" for the others ("seat 1", "your side")."""
    sides = say[key]
    return other if len(sides) > 1 or say.names.side_is_plural(sides[0]) else third


catalog.load(
    __name__,
    helpers={
        "suit": _suit_named,
        "one_of": _one_of_suit,
        "point": POINT_NAMES,
        "sides_verb": _sides_verb,
    },
)
