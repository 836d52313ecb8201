"""The terminal game's own lines (rule keys ``terminal.*``): ``pitchtutor play``'s greeting,
prompts, help and table, around the engine's sentences.  The commands typed stay the same words
in every language (``moves``, ``why``, ``pass``...), so the help names them as they are typed.
The reasoning of each line is here, once; its words are in each locale's ``terminal.toml``."""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.rules import CHOICES, TRUE_OR_FALSE_KEYS
from pitchtutor.texts import catalog
from pitchtutor.texts.catalog import Phrase
from pitchtutor.texts.report import bid_standing, played_so_far


@catalog.reasons("terminal.partners")
def _partners(say: Say, phrase: Phrase) -> str:
    names = [phrase("partner", seat=seat) for seat in say["partners"]]
    return phrase("many" if len(names) > 1 else "one", names=names)


@catalog.reasons("terminal.your_cards")
def _your_cards(say: Say, phrase: Phrase) -> str:
    return phrase("playable" if say.get("playable") else "cards")


@catalog.reasons("terminal.advice_suit")
def _advice_suit(say: Say, phrase: Phrase) -> str:
    odds = ", ".join(phrase("odds", bid=bid, chance=chance) for bid, chance in say["chance"] if chance)
    return phrase("advice", odds=odds)


@catalog.reasons("terminal.auction")
def _auction(say: Say, phrase: Phrase) -> str:
    return bid_standing(say, phrase)


@catalog.reasons("terminal.trick")
def _trick(say: Say, phrase: Phrase) -> str:
    return phrase("trick", played=played_so_far(say, phrase, "you_lead"))


@catalog.reasons("terminal.totals")
def _totals(say: Say, phrase: Phrase) -> str:
    totals = ", ".join(phrase("side", side=side, total=total) for side, total in enumerate(say["totals"]))
    return phrase("totals", totals=totals)


# -- pitchtutor rules: each rule key, the values it allows and what it means -------------------


@catalog.reasons("terminal.unknown_preset")
def _unknown_preset(say: Say, phrase: Phrase) -> str:
    return phrase("close" if say["close"] else "unknown")


@catalog.reasons("terminal.rule_keys")
def _rule_keys(say: Say, phrase: Phrase) -> str:
    return phrase("keys", listed=", ".join(say["keys"]))


@catalog.reasons("terminal.rule_values")
def _rule_values(say: Say, phrase: Phrase) -> str:
    key = say["key"]
    if key in CHOICES:
        return phrase("or").join(phrase("choice", value=value) for value in CHOICES[key])
    return phrase("true_or_false" if key in TRUE_OR_FALSE_KEYS else key)


@catalog.reasons("terminal.rule_meaning")
def _rule_meaning(say: Say, phrase: Phrase) -> str:
    return phrase(say["key"])


catalog.load(__name__)
