"""The coach's sentences (``tip.*``, ``hint.*``, ``advisor.*``, ``analysis.*``, ``review.*``) in
French, addressed to "vous": the words are in ``coach.toml`` beside this file, the reasoning in
:mod:`pitchtutor.texts.coach`.  Figures take the decimal comma and a space before "%" ("+1,5",
"45 %")."""

from __future__ import annotations

from pitchtutor.texts import catalog

catalog.load(__name__)
