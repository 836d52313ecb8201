"""The replay report's own lines (``report.*``) in French: the words are in ``report.toml``
beside this file, the reasoning in :mod:`pitchtutor.texts.report`."""

from __future__ import annotations

from pitchtutor.texts import catalog

catalog.load(__name__)
