"""The terminal game's own lines (rule keys ``terminal.*``): ``pitchtutor play``'s greeting,
prompts, help and table, around the engine's sentences.  The commands typed stay the same words
in every language (``moves``, ``why``, ``pass``...), so the help names them as they are typed."""

from __future__ import annotations

from pitchtutor.cards import Suit
from pitchtutor.explain import Say, template
from pitchtutor.texts import catalog
from pitchtutor.texts.rules import RULE_MEANINGS, RULE_VALUES

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


@template("terminal.partners")
def _partners(say: Say) -> str:
    names = ", ".join(say.names.seat(seat) for seat in say["partners"])
    return f"Your partner{'s' if len(say['partners']) > 1 else ''}: {names}."


@template("terminal.your_cards")
def _your_cards(say: Say) -> str:
    playable = "   ([ ] = playable)" if say.get("playable") else ""
    return f"Your cards: {say['cards']}{playable}"


@template("terminal.advice_suit")
def _advice_suit(say: Say) -> str:
    odds = ", ".join(f"{bid}+ {chance:.0%}" for bid, chance in say["chance"] if chance)
    return f"{Suit(say['suit']).plural.capitalize()}: {say['mean']:.1f} points on average ({odds})"


@template("terminal.auction")
def _auction(say: Say) -> str:
    if say["high_bidder"] is None:
        return "Auction: no bid yet."
    return f"Auction: high bid {say['high']} ({say.seat('high_bidder')})."


@template("terminal.trick")
def _trick(say: Say) -> str:
    trick = ", ".join(f"{say.names.seat(seat)} {card}" for seat, card in say["played"]) or "you lead"
    return (
        f"Trump: {Suit(say['trump']).plural} (pitcher {say.seat('pitcher')}, bid {say['bid']}). "
        f"Trick {say['trick']}: {trick}."
    )


@template("terminal.totals")
def _totals(say: Say) -> str:
    totals = ", ".join(f"{say.names.side(side)} {total}" for side, total in enumerate(say["totals"]))
    return f"Totals: {totals}."


# -- pitchtutor rules: each rule key, the values it allows and what it means -------------------


@template("terminal.unknown_preset")
def _unknown_preset(say: Say) -> str:
    close = f" (did you mean {say['close']!r}?)" if say["close"] else ""
    return f"unknown preset {say['name']!r}{close}: choose one of {', '.join(map(repr, say['presets']))}"


@template("terminal.rule_keys")
def _rule_keys(say: Say) -> str:
    return f"rule keys: {', '.join(say['keys'])}"


@template("terminal.rule_values")
def _rule_values(say: Say) -> str:
    return RULE_VALUES[say["key"]]


@template("terminal.rule_meaning")
def _rule_meaning(say: Say) -> str:
    return RULE_MEANINGS[say["key"]]
