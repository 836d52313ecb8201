"""The terminal game's own lines (rule keys ``terminal.*``): ``pitchtutor play``'s greeting,
prompts, help and table, around the engine's sentences.  The commands typed stay the same words
in every language (``moves``, ``why``, ``pass``...), so the help names them as they are typed."""

from __future__ import annotations

from pitchtutor.cards import Suit
from pitchtutor.explain import Say, template
from pitchtutor.texts.rules import RULE_MEANINGS, RULE_VALUES


@template("terminal.start")
def _start(say: Say) -> str:
    return f"Pitch — {say['rules']}, {say['players']} players, target {say['target']}."


@template("terminal.partners")
def _partners(say: Say) -> str:
    names = ", ".join(say.names.seat(seat) for seat in say["partners"])
    return f"Your partner{'s' if len(say['partners']) > 1 else ''}: {names}."


@template("terminal.help_hint")
def _help_hint(say: Say) -> str:
    return "Type help for the commands."


@template("terminal.help")
def _help(say: Say) -> str:
    return """Type a card (AS, 10h, q♠), a bid (2), pass, or redeal (coke hand).
  moves    your legal moves, and why the others are not allowed
  why X    is X legal, and why? (nothing is played)
  hand     the table: your cards, the auction, the trick
  undo     take back your last move
  hint     the coach's next hint: the principle, then a pointer, then the move
  advice   in the auction: what pitching each suit would bring
  quit     stop"""


@template("terminal.goodbye")
def _goodbye(say: Say) -> str:
    return "Goodbye."


@template("terminal.new_hand")
def _new_hand(say: Say) -> str:
    return f"New hand: {say.seat('dealer')} {say.verb('dealer', 'deals', 'deal')}."


@template("terminal.your_cards")
def _your_cards(say: Say) -> str:
    playable = "   ([ ] = playable)" if say.get("playable") else ""
    return f"Your cards: {say['cards']}{playable}"


@template("terminal.prompt")
def _prompt(say: Say) -> str:
    return "your move> "


@template("terminal.not_allowed")
def _not_allowed(say: Say) -> str:
    return "Not allowed:"


@template("terminal.allowed")
def _allowed(say: Say) -> str:
    return "Allowed:"


@template("terminal.hint")
def _hint(say: Say) -> str:
    return f"Hint {say['level']} of 3:"


@template("terminal.advice_suit")
def _advice_suit(say: Say) -> str:
    odds = ", ".join(f"{bid}+ {chance:.0%}" for bid, chance in say["chance"] if chance)
    return f"{Suit(say['suit']).plural.capitalize()}: {say['mean']:.1f} points on average ({odds})"


@template("terminal.rule_of_thumb")
def _rule_of_thumb(say: Say) -> str:
    return "Rule of thumb:"


@template("terminal.type_help")
def _type_help(say: Say) -> str:
    return "(type help for the commands)"


@template("terminal.why_what")
def _why_what(say: Say) -> str:
    return "why what? For example: why KC"


@template("terminal.nothing_to_undo")
def _nothing_to_undo(say: Say) -> str:
    return "Nothing of yours to take back in this hand."


@template("terminal.taken_back")
def _taken_back(say: Say) -> str:
    return "Taken back."


@template("terminal.auction")
def _auction(say: Say) -> str:
    if say["high_bidder"] is None:
        return "Auction: no bid yet."
    return f"Auction: high bid {say['high']} ({say.seat('high_bidder')})."


@template("terminal.to_pitch")
def _to_pitch(say: Say) -> str:
    return f"You pitch at {say['bid']}: the first card you lead sets trump."


@template("terminal.trick")
def _trick(say: Say) -> str:
    trick = ", ".join(f"{say.names.seat(seat)} {card}" for seat, card in say["played"]) or "you lead"
    return (
        f"Trump: {Suit(say['trump']).plural} (pitcher {say.seat('pitcher')}, bid {say['bid']}). "
        f"Trick {say['trick']}: {trick}."
    )


@template("terminal.points")
def _points(say: Say) -> str:
    return "Points:"


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


@template("terminal.rule_columns")
def _rule_columns(say: Say) -> str:
    return "each key, the values it allows, and what it means:"


@template("terminal.rule_values")
def _rule_values(say: Say) -> str:
    return RULE_VALUES[say["key"]]


@template("terminal.rule_meaning")
def _rule_meaning(say: Say) -> str:
    return RULE_MEANINGS[say["key"]]
