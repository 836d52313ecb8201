"""The engine's sentences in French (the keys of :mod:`pitchtutor.texts.rules`).

Standard French, not the words of text 004 (a poor translation: "tour",
"costume d'atout"): pli, atout, couleur, fournir, couper, entamer, enchère,
donneur, donne (a hand dealt and played) and main (the cards held); High,
Low, Jack, Game, pitcher, smudge and set back stay as the rule texts keep
them.  The reader is "vous" (second person plural), a named seat takes the
third person singular and a side of partners ("les joueurs 0 et 2") the
plural: verbs are given in those three forms.
"""

from __future__ import annotations

from pitchtutor.cards import parse_card
from pitchtutor.explain import Say, template
from pitchtutor.texts import catalog
from pitchtutor.texts.fr.vocabulary import FEMININE, WORDS

POINTS = {"high": "High", "low": "Low", "jack": "Jack", "ten": "le 10 d'atout",
          "three": "le 3 d'atout", "game": "Game"}  # fmt: skip
_CALLS = {"pass": "passer", "redeal": "demander une nouvelle donne"}
_PHASES = {
    "auction": "des enchères",
    "play": "du jeu",
    "over": "du décompte",
    "redeal": "de la redistribution",
}


def _rule(key: str, value: object = None) -> str:
    if value is None:
        return f"règle maison {key}"
    shown = {True: "true", False: "false"}.get(value, value) if isinstance(value, bool) else value
    return f"règle maison {key} = {shown}"


def _sv(say: Say, key: str, one: str, many: str, you: str) -> str:
    """A side's verb: "votre équipe gagne", "les joueurs 0 et 2 gagnent", "vous gagnez"."""
    return say.side_verb(key, one, many, you=you)


def _has(say: Say, key: str) -> str:
    return _sv(say, key, "a", "ont", "avez")


def _agree(say: Say, sides: list[int], one: str, many: str, you: str) -> str:
    """The verb of sides named together: "vous" among them makes it "vous" ("vous et le joueur 1
    avez"), two or more or a side of partners not yours the plural."""
    seats = [say.names.side_seats(side) for side in sides]
    if any(group == [say.names.you] for group in seats):
        return you
    if len(sides) > 1 or (len(seats[0]) > 1 and say.names.you not in seats[0]):
        return many
    return one


def _it(say: Say, key: str) -> str:
    """The object pronoun of a card before a consonant: "le" (le valet), "la" (la dame)."""
    return "la" if say[key][0] in FEMININE else "le"


def _e(say: Say, key: str) -> str:
    """The feminine ending a participle takes for a card: "remporté", "remportée" (la dame)."""
    return "e" if say[key][0] in FEMININE else ""


def _il(say: Say, key: str) -> str:
    return "elle" if say[key][0] in FEMININE else "il"


def _given(say: Say, seat: str, card: str) -> str:
    """ "a été distribué au joueur 2", "vous a été distribué": "à vous" goes before the verb
    (``{seat|given:card}``, the card's gender making "distribuée")."""
    if say.you(seat):
        return f"vous a été distribué{_e(say, card)}"
    return f"a été distribué{_e(say, card)} {say.who(seat, 'a')}"


def _the_point(point: str) -> str:
    """A point with its article, as a sentence says it: "le Low", "le 10 d'atout"."""
    name = POINTS[point]
    return name if name.startswith("le ") else f"le {name}"


def _points(points: list[str]) -> str:
    return WORDS.and_list([POINTS[p] for p in points])


def _plural(count: int, word: str) -> str:
    return WORDS.plural(count, word)


def _call(call: object) -> str:
    return f"enchérir à {call}" if isinstance(call, int) else _CALLS.get(str(call), str(call))


def _que(word: str) -> str:
    """ "que" elided before a vowel: "qu'il", "que le"."""
    return "qu'" if word[:1].lower() in "aeiouyéè" else "que "


# -- the auction -----------------------------------------------------------------


# -- the points ---------------------------------------------------------------


def _side(say: Say, side: int, case: str = "") -> str:
    return WORDS.side(say.names, side, case)


def _sides(say: Say, key: str) -> str:
    return WORDS.and_list([_side(say, side) for side in say[key]])


# -- settling the hand --------------------------------------------------------


# -- turns and phases ---------------------------------------------------------


@template("turn.not_yours", locale="fr")
def _turn_not_yours(say: Say) -> str:
    doing = "d'enchérir" if say["phase"] == "auction" else "de jouer"
    return f"C'est {say.who('to_act', 'a')} {doing}, pas {say.who('seat', 'a')}."


@template("phase.play", locale="fr")
def _phase_play(say: Say) -> str:
    return (
        f"Les enchères sont finies : {say.who('seat')} {say.verb('seat', 'doit', 'devez')} jouer une carte "
        f"maintenant, pas {_call(say['call'])}."
    )


@template("phase.not_over", locale="fr")
def _phase_not_over(say: Say) -> str:
    if say["phase"] == "auction":
        return "La donne ne peut pas encore être comptée : les enchères ne sont pas finies."
    return (
        f"La donne ne peut pas encore être comptée : on n'a joué que {_plural(say['tricks'], 'pli')} sur six."
    )


# -- seats and turns ----------------------------------------------------------


@template("pips.count", locale="fr")
def _pips_count(say: Say) -> str:
    counted = [f"{parse_card(code).pretty} {pips}" for code, pips in say["cards"] if pips]
    if not counted:
        return "Ces cartes valent 0 pip : seuls les 10, as, rois, dames et valets comptent pour le Game."
    rest = " ; les autres cartes ne comptent rien pour le Game" if len(counted) < len(say["cards"]) else ""
    return f"{' + '.join(counted)} = {_plural(say['total'], 'pip')}{rest}."


# -- teaching facts -----------------------------------------------------------


# -- un texte qui n'est pas un coup (ActionError), cité tel qu'il a été tapé ---------------------


def _typed(say: Say) -> str:
    return f"« {say['typed']} »" if say["quoted"] else say["typed"]


@template("action.invalid_call", locale="fr")
def _invalid_call(say: Say) -> str:
    return (
        f"{_typed(say)} n'est pas une annonce : tapez pass pour passer, une enchère (un nombre, comme 2) "
        "ou, avec une main blanche, redeal pour demander une nouvelle donne"
    )


@template("action.invalid_move", locale="fr")
def _invalid_move(say: Say) -> str:
    return (
        f"{_typed(say)} n'est ni une carte ni une enchère : une carte se tape en anglais, avec sa valeur et "
        "sa couleur (AS est l'as de pique, 10h le 10 de cœur), une enchère est un nombre, comme 2, "
        "et pour passer, tapez pass"
    )


# -- the words a catalog's placeholders need code for -----------------------------------------


def _sides_verb(say: Say, key: str, one: str, many: str, you: str) -> str:
    return _agree(say, say[key], one, many, you)


def _verb_with(say: Say, key: str, side: str, *forms: str) -> str:
    """The verb of a side and other sides named with it: ``{others|verb_with:side:a:ont:avez}``
    (its three forms as :func:`_agree` takes them)."""
    one, many, you = forms
    return _agree(say, [say[side], *say[key]], one, many, you)


def _que_sides(say: Say, key: str) -> str:
    """ "que" before sides named together, elided before a vowel: "qu'aucun", "que les joueurs"."""
    return _que(_sides(say, key))


def _the_point_said(say: Say, key: str) -> str:
    return _the_point(say[key])


def _phase(say: Say, key: str) -> str:
    """A phase of the hand by its code: "auction" -> "des enchères"."""
    return str(_PHASES.get(say[key], say[key]))


def _point(say: Say, key: str) -> str:
    """A point by its code: "high" -> "High", "ten" -> "le 10 d'atout"."""
    return POINTS[say[key]]


def _point_list(say: Say, key: str) -> str:
    return _points(say[key])


def _que_seat(say: Say, key: str) -> str:
    """ "que" before a seat, elided before a vowel: "qu'il", "que vous", "que le joueur 2"."""
    return _que(say.who(key))


catalog.load(
    __name__,
    helpers={
        "has": _has,
        "it": _it,
        "e": _e,
        "il": _il,
        "given": _given,
        "que": _que_seat,
        "sides": _sides,
        "sides_verb": _sides_verb,
        "verb_with": _verb_with,
        "que_sides": _que_sides,
        "the_point": _the_point_said,
        "phase": _phase,
        "point": _point,
        "points": _point_list,
    },
)
