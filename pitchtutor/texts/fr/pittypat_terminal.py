"""The Pitty Pat terminal game's own lines (``pittypat.terminal.*``) in French; the moves and
commands are typed as in English (``pair 7s kd``, ``draw``, ``moves``), so the help and the hints
name them that way, with the game's words beside them (piocher, passer, carte libre).  The
words are in ``pittypat_terminal.toml`` beside this file, the reasoning in
:mod:`pitchtutor.texts.pittypat_terminal`."""

from __future__ import annotations

from pitchtutor.texts import catalog

catalog.load(__name__)
