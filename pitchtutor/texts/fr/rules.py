"""The engine's sentences in French (the keys of :mod:`pitchtutor.texts.rules`).

Standard French, not the words of text 004 (a poor translation: "tour",
"costume d'atout"): pli, atout, couleur, fournir, couper, entamer, enchère,
donneur, donne (a hand dealt and played) and main (the cards held); High,
Low, Jack, Game, pitcher, smudge and set back stay as the rule texts keep
them.  The reader is "vous" (second person plural), a named seat takes the
third person singular and a side of partners ("les joueurs 0 et 2") the
plural: verbs are given in those three forms.

The words are in ``rules.toml`` beside this file, the reasoning of the sentences that reason in
:mod:`pitchtutor.texts.rules`; here are the helpers its placeholders need for French grammar (a
card's gender, "vous", elisions).
"""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.texts import catalog

POINTS = {"high": "High", "low": "Low", "jack": "Jack", "ten": "le 10 d'atout",
          "three": "le 3 d'atout", "game": "Game"}  # fmt: skip
_PHASES = {
    "auction": "des enchères",
    "play": "du jeu",
    "over": "du décompte",
    "redeal": "de la redistribution",
}


def _has(say: Say, key: str) -> str:
    """ "a", "ont", "avez" for a side: "votre équipe a", "les joueurs 0 et 2 ont", "vous avez"."""
    return say.side_verb(key, "a", "ont", "avez")


def _agree(say: Say, sides: list[int], one: str, many: str, you: str) -> str:
    """The verb of sides named together: "vous" among them makes it "vous" ("vous et le joueur 1
    avez"), two or more or a side of partners not yours the plural."""
    seats = [say.names.side_seats(side) for side in sides]
    if any(group == [say.names.you] for group in seats):
        return you
    if len(sides) > 1 or (len(seats[0]) > 1 and say.names.you not in seats[0]):
        return many
    return one


def _sides_verb(say: Say, key: str, one: str, many: str, you: str) -> str:
    """The verb of the sides of a fact: ``{reached|sides_verb:a:ont:avez}``."""
    return _agree(say, say[key], one, many, you)


def _verb_with(say: Say, key: str, side: str, *forms: str) -> str:
    """The verb of a side and other sides named with it: ``{others|verb_with:side:a:ont:avez}``
    (its three forms as :func:`_agree` takes them)."""
    one, many, you = forms
    return _agree(say, [say[side], *say[key]], one, many, you)


def _given(say: Say, seat: str, card: str) -> str:
    """ "a été distribué au joueur 2", "vous a été distribué": "à vous" goes before the verb
    (``{seat|given:card}``, the card's gender making "distribuée")."""
    if say.you(seat):
        return f"vous a été distribué{say.gender(card, '', 'e')}"
    return f"a été distribué{say.gender(card, '', 'e')} {say.who(seat, 'a')}"


def _que(word: str) -> str:
    """ "que" elided before a vowel: "qu'il", "que le"."""
    return "qu'" if word[:1].lower() in "aeiouyéè" else "que "


def _que_seat(say: Say, key: str) -> str:
    """ "que" before a seat: "qu'Est", "que vous", "que le joueur 2" (``{seat|que}{seat|who}``)."""
    return _que(say.who(key))


def _que_sides(say: Say, key: str) -> str:
    """ "que" before sides named together: "qu'Est-Ouest", "que les joueurs 1 et 3"."""
    return _que(say.sides(key))


def _the_point(say: Say, key: str) -> str:
    """A point with its article, as a sentence says it: "le Low", "le 10 d'atout"."""
    name = POINTS[say[key]]
    return name if name.startswith("le ") else f"le {name}"


catalog.load(
    __name__,
    helpers={
        "has": _has,
        "sides_verb": _sides_verb,
        "verb_with": _verb_with,
        "given": _given,
        "que": _que_seat,
        "que_sides": _que_sides,
        "phase": _PHASES,
        "point": POINTS,
        "the_point": _the_point,
    },
)
