"""A Pitty Pat replay's own lines (``pittypat.report.*``) in French, with the words of Pitty Pat's
sentences: la carte retournée, la pioche, la manche.  The words are in ``pittypat_report.toml``
beside this file, the reasoning in :mod:`pitchtutor.texts.pittypat_report`."""

from __future__ import annotations

from pitchtutor.texts import catalog

catalog.load(__name__)
