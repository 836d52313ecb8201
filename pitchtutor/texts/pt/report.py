"""The replay report's own lines (``report.*``) in Brazilian Portuguese: the words are in
``report.toml`` beside this file, the reasoning in :mod:`pitchtutor.texts.report`."""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.texts import catalog


def _turn(say: Say, key: str) -> str:
    """ "a sua vez", "a vez do jogador 2"."""
    return "a sua vez" if say.you(key) else f"a vez {say.who(key, 'de')}"


catalog.load(__name__, helpers={"turn": _turn})
