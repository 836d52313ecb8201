"""The terminal game's own lines (``terminal.*``) in Brazilian Portuguese; the commands are typed
as in English (``moves``, ``why``, ``pass``), so the help names them that way.  The words are in
``terminal.toml`` beside this file, the reasoning in :mod:`pitchtutor.texts.terminal`."""

from __future__ import annotations

from pitchtutor.explain import Say, and_list
from pitchtutor.texts import catalog
from pitchtutor.texts.pt.vocabulary import points


def _points(say: Say, key: str, spec: str) -> str:
    return points(say[key], spec)


def _or_list(say: Say, key: str) -> str:
    return and_list(say[key], "ou")


catalog.load(__name__, helpers={"points": _points, "or_list": _or_list})
