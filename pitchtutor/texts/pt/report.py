"""The replay report's own lines (``report.*``) in Brazilian Portuguese: the words are in
``report.toml`` beside this file, the reasoning in :mod:`pitchtutor.texts.report`."""

from __future__ import annotations

from pitchtutor.texts import catalog
from pitchtutor.texts.pt.vocabulary import turn

catalog.load(__name__, helpers={"turn": turn})
