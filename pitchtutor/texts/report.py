"""The replay report's own lines (rule keys ``report.*``): the headings and the position around
the engine's sentences in ``pitchtutor replay``, so that a replay in another locale has no
English left between its sentences.  The reasoning of each line is here, once; its words are
in each locale's ``report.toml``."""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.texts import catalog
from pitchtutor.texts.catalog import Phrase


@catalog.reasons("report.rules")
def _rules(say: Say, phrase: Phrase) -> str:
    if say["teams"] is None:
        return phrase("alone")
    teams = phrase("against").join(phrase("side", side=side) for side in range(say["sides"]))
    return phrase("pairs" if say["players"] == 2 * say["sides"] else "teams", teams=teams)


@catalog.reasons("report.totals")
def _totals(say: Say, phrase: Phrase) -> str:
    each = zip(say["totals"], say["delta"], strict=True)
    totals = ", ".join(
        phrase("side", side=side, total=total, delta=delta) for side, (total, delta) in enumerate(each)
    )
    return phrase("totals", totals=totals)


@catalog.reasons("report.to_bid")
def bid_standing(say: Say, phrase: Phrase) -> str:
    """The auction so far, as a position is shown (here, and at the terminal as its own key): the
    ``no_bid`` variant, or ``high_bid`` with its bidder."""
    return phrase("no_bid" if say["high_bidder"] is None else "high_bid")


def played_so_far(say: Say, phrase: Phrase, none: str) -> str:
    """The trick's cards so far, each in its ``played`` variant, or the variant ``none``."""
    played = [phrase("played", seat=seat, card=card) for seat, card in say["played"]]
    return ", ".join(played) if played else phrase(none)


@catalog.reasons("report.to_play")
def _to_play(say: Say, phrase: Phrase) -> str:
    return phrase("to_play", played=played_so_far(say, phrase, "nothing_yet"))


@catalog.reasons("report.call")
def _call(say: Say, phrase: Phrase) -> str:
    """A call as a replay line shows it: "pass", "bid 2", "redeal"."""
    return phrase("bid" if isinstance(say["call"], int) else say["call"])


catalog.load(__name__)  # the words of these lines, and of those that only fill in facts
