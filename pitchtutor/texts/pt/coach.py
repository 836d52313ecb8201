"""The coach's sentences (``tip.*``, ``hint.*``, ``advisor.*``, ``analysis.*``, ``review.*``) in
Brazilian Portuguese, addressed to "você": the words are in ``coach.toml`` beside this file, the
reasoning in :mod:`pitchtutor.texts.coach`.  Figures take the decimal comma ("+1,5", "45%")."""

from __future__ import annotations

from pitchtutor.texts import catalog

catalog.load(__name__)
