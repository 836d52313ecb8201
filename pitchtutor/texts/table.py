"""The card table's own sentences (rule keys ``table.*``): verdicts about
the table rather than the game, such as a click on a seat the computer plays."""

from __future__ import annotations

from pitchtutor.explain import Say, template
from pitchtutor.texts import catalog

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


@template("table.new_hand")
def _new_hand(say: Say) -> str:
    speaks = say.verb("eldest", "speaks", "speak")
    return (
        f"Hand {say['number']}: {say.seat('dealer')} {say.verb('dealer', 'deals', 'deal')} six cards to each "
        f"player, three at a time. {say.seat('eldest', start=True)}, left of the dealer, {speaks} first; "
        "each player gets one chance to pass or bid higher."
    )
