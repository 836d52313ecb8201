"""The table's labels (``label.*``) in French: the words are in ``labels.toml`` beside this
file, the reasoning in :mod:`pitchtutor.texts.labels`."""

from __future__ import annotations

from pitchtutor.texts import catalog

catalog.load(__name__)
