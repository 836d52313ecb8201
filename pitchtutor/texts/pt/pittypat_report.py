"""A Pitty Pat replay's own lines (``pittypat.report.*``) in Brazilian Portuguese, with the words
of Pitty Pat's sentences: a carta aberta, o monte, a rodada.  The words are in
``pittypat_report.toml`` beside this file, the reasoning in :mod:`pitchtutor.texts.pittypat_report`."""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.texts import catalog


def _turn(say: Say, key: str) -> str:
    """Whose turn it is: "a sua vez" for the reader, "a vez do jogador 2" for another seat."""
    return "a sua vez" if say.you(key) else f"a vez {say.who(key, 'de')}"


catalog.load(__name__, helpers={"turn": _turn})
