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
from pitchtutor.explain import Say, start, template
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


# -- the match ----------------------------------------------------------------


def _totals(say: Say) -> str:
    return " ; ".join(f"{_side(say, side)} à {total}" for side, total in enumerate(say["totals"]))


@template("match.continues", locale="fr")
def _match_continues(say: Say) -> str:
    return (
        f"Personne n'a atteint {say['target']} ({_totals(say)}) : la partie continue, et "
        f"{say.who('next_dealer')} {say.verb('next_dealer', 'distribue', 'distribuez')} ensuite."
    )


@template("match.target", locale="fr")
def _match_target(say: Say) -> str:
    total = say["totals"][say["side"]]
    return (
        f"{say.team('side', start=True)} {_sv(say, 'side', 'atteint', 'atteignent', 'atteignez')} {total} "
        f"(l'objectif est {say['target']}) et {_sv(say, 'side', 'remporte', 'remportent', 'remportez')} la "
        "partie."
    )


@template("match.bidder_first", locale="fr")
def _match_bidder_first(say: Say) -> str:
    both = _agree(say, [say["side"], *say["others"]], "a", "ont", "avez")
    return (
        f"{say.team('side', start=True)} et {_sides(say, 'others')} {both} atteint {say['target']} ; les "
        f"points du pitcher comptent en premier, donc {say.team('side')} "
        f"{_sv(say, 'side', 'remporte', 'remportent', 'remportez')} la partie."
    )


@template("match.count_out", locale="fr")
def _match_count_out(say: Say) -> str:
    order = _points(list(say.get("order", ["high", "low", "jack", "game"])))
    reached = _agree(say, say["reached"], "a", "ont", "avez")
    return (
        f"{start(_sides(say, 'reached'))} {reached} atteint {say['target']}. En comptant un à un les points "
        f"pris ({order}, dans cet ordre), {say.team('side')} "
        f"{_has(say, 'side')} atteint {say['target']} en premier, avec {_the_point(say['point'])}, et "
        f"{_sv(say, 'side', 'remporte', 'remportent', 'remportez')} la partie."
    )


@template("match.smudge", locale="fr")
def _match_smudge(say: Say) -> str:
    return (
        f"{say.team('side', start=True)} {_has(say, 'side')} fait un smudge, l'enchère maximale de "
        f"{say['bid']}, et {_sv(say, 'side', 'remporte', 'remportent', 'remportez')} aussitôt la partie "
        f"({_rule('smudge_wins_match')})."
    )


def _pitcher_must_win(say: Say) -> str:
    """The one reading of pitcher_must_win; text 001's sentence as text 004 gives it in French."""
    who, they = ("un joueur", "il") if say.names.teams is None else ("une équipe", "elle")
    return (
        f"{who} ne gagne qu'en atteignant l'objectif à la fin d'une donne où {they} a été pitcher et a "
        "réussi son enchère (une règle maison, d'après le texte 001, que le texte 004 traduit : \u00ab le "
        "premier joueur à atteindre au moins 7 points à la fin d'une main dans laquelle il était le lanceur "
        "remporte la partie \u00bb ; un pitcher set back n'a rien atteint)"
    )


@template("match.pitcher_reached", locale="fr")
def _match_pitcher_reached(say: Say) -> str:
    ahead = say.get("ahead") or []
    more = ""
    if ahead:
        more = (
            f", bien {_que(_sides(say, 'ahead'))}{_sides(say, 'ahead')} "
            f"{_agree(say, ahead, 'ait', 'aient', 'ayez')} plus"
        )
    has = _has(say, "side")
    return (
        f"{say.team('side', start=True)} {has} été pitcher, {has} réussi l'enchère et {has} "
        f"{say['totals'][say['side']]}, au moins l'objectif de {say['target']} : {_pitcher_must_win(say)}, "
        f"donc {say.team('side')} {_sv(say, 'side', 'remporte', 'remportent', 'remportez')} la partie{more}."
    )


@template("match.pitcher_must_win", locale="fr")
def _match_pitcher_must_win(say: Say) -> str:
    reached = say["reached"]
    pitcher = say.team("pitcher_side")
    has = _has(say, "pitcher_side")
    if say["pitcher_side"] in reached and not say["made"]:
        why = f"{pitcher} {has} été pitcher mais n'{has} pas réussi l'enchère"
    else:  # the pitcher was another side: say so, not only who pitched
        why = (
            f"{_sides(say, 'reached')} n'{_agree(say, reached, 'a', 'ont', 'avez')} pas été pitcher "
            f"dans cette donne (le pitcher : {pitcher})"
        )
    return (
        f"{start(_sides(say, 'reached'))} {_agree(say, reached, 'a', 'ont', 'avez')} atteint l'objectif de "
        f"{say['target']}, mais {_pitcher_must_win(say)}, et {why} : la partie continue, et "
        f"{say.who('next_dealer')} {say.verb('next_dealer', 'distribue', 'distribuez')} ensuite."
    )


@template("match.over", locale="fr")
def _match_over(say: Say) -> str:
    return f"La partie est finie : {say.team('side')} l'{_has(say, 'side')} remportée."


@template("match.hand_not_over", locale="fr")
def _match_hand_not_over(say: Say) -> str:
    phase = _PHASES.get(say["phase"], say["phase"])
    return f"La donne n'est pas finie (elle en est à la phase {phase}) : terminez-la avant la donne suivante."


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
        "point": _point,
        "points": _point_list,
    },
)
