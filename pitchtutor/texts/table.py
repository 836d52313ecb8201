"""The card table's own sentences (rule keys ``table.*``): verdicts about
the table rather than the game, such as a click on a seat the computer plays."""

from __future__ import annotations

from pitchtutor.texts import catalog

catalog.load(__name__)  # this topic's sentences, which only fill in facts: the .toml beside this file
