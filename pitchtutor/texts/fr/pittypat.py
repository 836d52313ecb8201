"""Pitty Pat's sentences (``pittypat.*``) in French.

The game's words: une manche (a round), la pioche (the stock), la défausse
(the discard pile), la carte retournée (the up-card, on top of the discard),
une paire (the matching card and the free card, discarded together), piocher
(to draw); "Pitty Pat !" stays.
"""

from __future__ import annotations

from pitchtutor.explain import Say, start, template
from pitchtutor.texts import catalog
from pitchtutor.texts.fr.vocabulary import ELIDED, FEMININE, RANKS, WORDS
from pitchtutor.texts.pittypat import shed_sum


def _rule(key: str, value: object = None) -> str:
    return f"règle maison {key}" if value is None else f"règle maison {key} = {value}"


def _card(code: str, case: str = "") -> str:
    return WORDS.card(code, case)


def _a_rank(code: str) -> str:
    """``'8H'`` -> "un 8"; ``'QD'`` -> "une dame"."""
    return ("une " if code[0] in FEMININE else "un ") + RANKS.get(code[0], code[0])


def _ranks(code: str) -> str:
    """The rank in the plural: "7", "rois", "dames", "as"."""
    word = RANKS.get(code[0], code[0])
    return word if code[0] in ELIDED or word.isdigit() else word + "s"


def _other(code: str, count: int) -> str:
    """ "un autre 7", "une autre dame", "d'autres rois"."""
    if count == 1:
        return f"{'une' if code[0] in FEMININE else 'un'} autre {RANKS.get(code[0], code[0])}"
    return f"autres {_ranks(code)}"


def _no_rank(code: str) -> str:
    """The rank after a negation: "pas de 9", "pas de dame", "pas d'as"."""
    word = RANKS.get(code[0], code[0])
    return ("d'" if code[0] in ELIDED else "de ") + word


def _e(code: str) -> str:
    """The feminine ending a participle takes for a card ("assortie" for a queen)."""
    return "e" if code[0] in FEMININE else ""


def _il(code: str) -> str:
    return "elle" if code[0] in FEMININE else "il"


def _up(say: Say, case: str = "") -> str:
    """ "la carte retournée (le 4 de cœur)": the card named in brackets, so the sentence reads on."""
    article = {"": "la", "de": "de la", "a": "à la"}[case]
    return f"{article} carte retournée ({_card(say['up'])})"


def _who(say: Say, key: str = "seat") -> str:
    return say.who(key, start=True)


def _n(count: int, one: str, many: str) -> str:
    return f"{count} {one if abs(count) < 2 else many}"


def _seats(say: Say, key: str) -> str:
    return WORDS.and_list([WORDS.seat(say.names, seat) for seat in say[key]])


def _all_you(say: Say, key: str, one: str, many: str, you: str) -> str:
    """The verb of seats named together: "vous" among them makes it "vous"."""
    seats = say[key]
    if say.names.you in seats:
        return you
    return many if len(seats) > 1 else one


# -- whose turn, and which phase ------------------------------------------------


# -- pairing ----------------------------------------------------------------------


# -- drawing and passing ------------------------------------------------------------


# -- the end of a round ----------------------------------------------------------------


# -- the match ---------------------------------------------------------------------------


# -- the tips, for the strategy quizzes --------------------------------------------------


@template("pittypat.tip_shed", locale="fr")
def _tip_shed(say: Say) -> str:
    card = say["card"]
    cost = _n(say["penalty"], "point de pénalité", "points de pénalité")
    text = (
        f"{start(_card(card))} comme carte libre : gardé{_e(card)} en main, {_il(card)} vous coûterait {cost}"
    )
    placed, doubled = say["placed"], say.get("doubled")
    if placed >= 3:
        text += (
            f", et les {_other(card, 2)} sont hors jeu, {_il(card)} ne pourra donc plus jamais être "
            f"assorti{_e(card)} : un poids mort"
        )
    elif say["in_hand"]:
        one = "l'une" if card[0] in FEMININE else "l'un"
        text += (
            f", mais vous avez {_other(card, 1)}, qui attend les mêmes cartes retournées : défaussez {one}, "
            "gardez l'autre en réserve"
        )
    elif placed:
        other = _other(card, 1) if placed == 1 else f"{placed} {_other(card, placed)}"
        gone = "déjà hors jeu en fait" if placed == 1 else "déjà hors jeu en font"
        text += f", et {other} {gone} un mauvais candidat pour une paire"
    elif doubled:
        text += f", mais vous garderiez deux {_ranks(doubled)}, qui attendent les mêmes cartes retournées"
    return f"{text}. Score pour la défausser : {shed_sum(say)} (défaussez la carte au score le plus haut)."


# -- un texte qui n'est pas un coup (ActionError), cité tel qu'il a été tapé ---------------------


@template("pittypat.action.invalid", locale="fr")
def _invalid(say: Say) -> str:
    shown = f"« {say['typed']} »" if say["quoted"] else say["typed"]
    typed = f"{shown} n'est pas un coup"
    if say["reason"] == "card":
        return (
            f"{typed} : « {say['word']} » n'est pas une carte (une carte se tape en anglais, avec sa valeur "
            "et sa couleur : AS est l'as de pique, 10h le 10 de cœur, kd le roi de carreau)"
        )
    if say["reason"] == "pair":
        return (
            f"{typed} : une paire, ce sont deux cartes, d'abord la carte assortie, puis la carte libre "
            "(comme pair 7s kd)"
        )
    return (
        f"{typed} : tapez pair et les deux cartes (l'assortie puis la libre, comme pair 7s kd), "
        "draw pour piocher ou pass pour passer"
    )


# -- the grammar of the catalog's words ---------------------------------------------------------


def _gender(say: Say, key: str, masculine: str, feminine: str) -> str:
    """The word agreeing with a card's gender: ``pioché{card|gender::e}``, ``{card|gender:il:elle}``."""
    return feminine if say[key][0] in FEMININE else masculine


def _rank(say: Say, key: str) -> str:
    """A card's rank: "7", "roi", "dame"."""
    code: str = say[key]
    return RANKS.get(code[0], code[0])


def _de_rank(say: Say, key: str) -> str:
    """A card's rank after "de", elided: "de 9", "de dame", "d'as"."""
    code: str = say[key]
    return ("d'" if code[0] in ELIDED else "de ") + RANKS.get(code[0], code[0])


_HELPERS: dict[str, catalog.Helper] = {
    "gender": _gender,
    "rank": _rank,
    "de_rank": _de_rank,
    "seats": _seats,
    "all_you": _all_you,
}
catalog.load(__name__, helpers=_HELPERS)
