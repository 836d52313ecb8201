"""The card table's own sentences (``table.*``) in French."""

from __future__ import annotations

from pitchtutor.texts import catalog

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file
