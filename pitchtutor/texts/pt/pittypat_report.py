"""A Pitty Pat replay's own lines (``pittypat.report.*``) in Brazilian Portuguese, with the words
of Pitty Pat's sentences: a carta aberta, o monte, a rodada.  The words are in
``pittypat_report.toml`` beside this file, the reasoning in :mod:`pitchtutor.texts.pittypat_report`."""

from __future__ import annotations

from pitchtutor.texts import catalog
from pitchtutor.texts.pt.vocabulary import turn

catalog.load(__name__, helpers={"turn": turn})
