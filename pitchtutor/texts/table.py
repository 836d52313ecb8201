"""The card table's own sentences (rule keys ``table.*``): verdicts about
the table rather than the game, such as a click on a seat the computer plays."""

from __future__ import annotations

from pitchtutor.explain import Say, template


@template("table.new_hand")
def _new_hand(say: Say) -> str:
    speaks = say.verb("eldest", "speaks", "speak")
    return (
        f"Hand {say['number']}: {say.seat('dealer')} {say.verb('dealer', 'deals', 'deal')} six cards to each "
        f"player, three at a time. {say.seat('eldest', start=True)}, left of the dealer, {speaks} first; "
        "each player gets one chance to pass or bid higher."
    )


@template("table.no_hint")
def _no_hint(say: Say) -> str:
    return "There is nothing to advise on now: it is not your turn."


@template("table.bot_seat")
def _bot_seat(say: Say) -> str:
    return f"{say.seat('seat', start=True)} is played by the computer here; wait for your turn."


@template("table.nothing_to_undo")
def _nothing_to_undo(say: Say) -> str:
    return "There is nothing to take back: no move has been made yet in this hand."


@template("table.hand_over")
def _hand_over(say: Say) -> str:
    return "The hand is over: there is no next move. Deal the next hand, or step back."


@template("table.hints_off")
def _hints_off(say: Say) -> str:
    return "Hints are switched off at this table."


@template("table.advice_in_auction")
def _advice_in_auction(say: Say) -> str:
    return "The bid advisor is for the auction."


@template("table.review_when_over")
def _review_when_over(say: Say) -> str:
    return "A hand can be reviewed once it is over."
