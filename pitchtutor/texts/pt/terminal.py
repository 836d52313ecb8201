"""The terminal game's own lines (``terminal.*``) in Brazilian Portuguese; the commands are typed
as in English (``moves``, ``why``, ``pass``), so the help names them that way.  The words are in
``terminal.toml`` beside this file, the reasoning in :mod:`pitchtutor.texts.terminal`."""

from __future__ import annotations

from pitchtutor.texts import catalog

catalog.load(__name__)
