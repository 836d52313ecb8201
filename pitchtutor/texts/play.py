"""Playing a card: leads, following suit, trumping, and who wins each trick."""

from __future__ import annotations

from pitchtutor.explain import Say, template
from pitchtutor.texts.common import _cards_held, _rule, _suit

# -- playing a card -----------------------------------------------------------


@template("play.not_held")
def _play_not_held(say: Say) -> str:
    return f"{say.seat('seat', start=True)} {say.verb('seat', 'does', 'do')} not hold {say.card('card')}."


@template("play.pitch")
def _play_pitch(say: Say) -> str:
    return (
        f"As pitcher, {say.seat('seat')} may lead any card, and the first card led sets trump: "
        f"{say.card('card')} makes {_suit(say, 'suit')} trump."
    )


@template("play.lead")
def _play_lead(say: Say) -> str:
    return (
        f"{say.seat('seat', start=True)} won trick {say['trick'] - 1}, so {say.seat('seat')} "
        f"{say.verb('seat', 'leads', 'lead')} trick {say['trick']} and may lead any card."
    )


@template("play.follow")
def _play_follow(say: Say) -> str:
    return f"{_suit(say, 'led', start=True)} were led and {say.card('card')} follows suit."


@template("play.follow_trump")
def _play_follow_trump(say: Say) -> str:
    return f"Trumps ({_suit(say, 'led')}) were led and {say.card('card')} follows with a trump."


@template("play.void")
def _play_void(say: Say) -> str:
    return (
        f"{say.seat('seat', start=True)} {say.verb('seat', 'has', 'have')} no {_suit(say, 'led')}, "
        f"so any card may be played."
    )


@template("play.void_trump")
def _play_void_trump(say: Say) -> str:
    return (
        f"{say.seat('seat', start=True)} {say.verb('seat', 'has', 'have')} no {_suit(say, 'led')}, "
        f"so any card may be played; {say.card('card')} is a trump and beats any {_suit(say, 'led')[:-1]}."
    )


@template("play.trump_anytime")
def _play_trump_anytime(say: Say) -> str:
    return (
        f"{_suit(say, 'led', start=True)} were led; {say.card('card')} is a trump, and in Pitch you may "
        f"always trump instead of following suit ({_rule('trump_anytime')})."
    )


@template("play.strict_no_trump")
def _play_strict_no_trump(say: Say) -> str:
    return (
        f"{_suit(say, 'led', start=True)} were led and {say.seat('seat')} "
        f"{say.verb('seat', 'holds', 'hold')} {_cards_held(say, 'following')}: with strict "
        f"follow-suit ({_rule('trump_anytime', False)}) a trump may only be played by a player "
        f"who cannot follow, so {say.card('card')} is not allowed."
    )


@template("play.must_follow")
def _play_must_follow(say: Say) -> str:
    return (
        f"{_suit(say, 'led', start=True)} were led and {say.seat('seat')} "
        f"{say.verb('seat', 'holds', 'hold')} {_cards_held(say, 'following')}: follow suit or play a "
        f"trump; {say.card('card')} is neither."
    )


@template("play.must_follow_strict")
def _play_must_follow_strict(say: Say) -> str:
    return (
        f"{_suit(say, 'led', start=True)} were led and {say.seat('seat')} "
        f"{say.verb('seat', 'holds', 'hold')} {_cards_held(say, 'following')}: with strict "
        f"follow-suit ({_rule('trump_anytime', False)}) {say.seat('seat')} must follow suit, and "
        f"{say.card('card')} does not."
    )


@template("play.must_follow_trump")
def _play_must_follow_trump(say: Say) -> str:
    return (
        f"Trumps ({_suit(say, 'led')}) were led and {say.seat('seat')} "
        f"{say.verb('seat', 'holds', 'hold')} {_cards_held(say, 'following')}: follow with a trump; "
        f"{say.card('card')} is not one."
    )


# -- tricks -------------------------------------------------------------------


@template("trick.highest_trump")
def _trick_highest_trump(say: Say) -> str:
    who = f"{say.seat('winner', start=True)} {say.verb('winner', 'wins', 'win')} trick {say['trick']}"
    if len(say["trumps"]) == 1 and say.get("led") not in (None, say["trump"]):
        return f"{who} with {say.card('card')}, the only trump played: a trump beats every other suit."
    return f"{who} with {say.card('card')}, the highest trump played."


@template("trick.highest_led")
def _trick_highest_led(say: Say) -> str:
    who = f"{say.seat('winner', start=True)} {say.verb('winner', 'wins', 'win')} trick {say['trick']}"
    led = say.suit("led").singular
    if len(say["followers"]) == 1:
        return (
            f"{who} with {say.card('card')}: no trump was played and nobody else followed suit, so the "
            f"card led wins."
        )
    return f"{who} with {say.card('card')}, the highest {led} played; no trump was played."
