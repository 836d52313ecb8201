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


def _given(say: Say, card: str, seat: str, aux: str = "a") -> str:
    """ "a été distribué au joueur 2", "vous a été distribué": "à vous" goes before the verb
    (``aux`` "ait" after "bien que")."""
    if say.you(seat):
        return f"vous {aux} été distribué{_e(say, card)}"
    return f"{aux} été distribué{_e(say, card)} {say.who(seat, 'a')}"


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


def _partner(say: Say, seat: str, of: str) -> str:
    """ "le joueur 2, partenaire du joueur 0", "Nord, votre partenaire", "vous, partenaire de Nord"."""
    whose = "votre partenaire" if say.you(of) else f"partenaire {say.who(of, 'de')}"
    return f"{say.who(seat)}, {whose}"


@template("high.holder", locale="fr")
def _high_holder(say: Say) -> str:
    it = _it(say, "card")
    return (
        f"{say.c('card', start=True)} est High, l'atout le plus haut en jeu. {start(_il(say, 'card'))} "
        f"{_given(say, 'card', 'seat')}, donc le High compte pour {say.team('side')} ; l'atout le plus "
        f"haut remporte toujours son propre pli, donc celui qui {it} reçoit {it} capture aussi."
    )


@template("low.holder", locale="fr")
def _low_holder(say: Say) -> str:
    holder, capturer = say["holder"], say["capturer"]
    e = _e(say, "card")
    won = f"l'{say.verb('capturer', 'a', 'avez')} remporté{e} au pli {say['trick']}"
    tail = ""
    if say.names.partners(holder, capturer):  # won by a partner: the same side either way
        tail = f" ({_partner(say, 'capturer', 'holder')}, {won})"
    elif holder != capturer:
        won = f"l'{say.verb('capturer', 'ait', 'ayez')} remporté{e} au pli {say['trick']}"
        tail = f", bien {_que(say.who('capturer'))}{say.who('capturer')} {won}"
    return (
        f"{say.c('card', start=True)} est Low, l'atout le plus bas en jeu, et le Low va au joueur qui l'a "
        f"reçu{e} ({_rule('low_to', 'holder')}) : {say.who('holder')} l'{say.verb('holder', 'a', 'avez')} "
        f"reçu{e}, donc il compte pour {say.team('side')}{tail}."
    )


@template("low.capturer", locale="fr")
def _low_capturer(say: Say) -> str:
    it, e = _it(say, "card"), _e(say, "card")
    tail = ""
    if say.names.partners(say["holder"], say["capturer"]):
        tail = f" ({_partner(say, 'holder', 'capturer')}, l'{say.verb('holder', 'avait', 'aviez')} reçu{e})"
    elif say["holder"] != say["capturer"]:
        tail = f", bien {_que(_il(say, 'card'))}{_il(say, 'card')} {_given(say, 'card', 'holder', 'ait')}"
    return (
        f"{say.c('card', start=True)} est Low, l'atout le plus bas en jeu, et le Low va à celui qui {it} "
        "remporte "
        f"({_rule('low_to', 'capturer')}) : {say.who('capturer')} l'{say.verb('capturer', 'a', 'avez')} "
        f"remporté{e} au pli {say['trick']}{tail}, donc il compte pour {say.team('side')}."
    )


@template("low.only_trump", locale="fr")
def _low_only_trump(say: Say) -> str:
    extra = list(say.get("also", ["jack"] if say["is_jack"] else []))
    also, count = (f" (et {_points(extra)})", f"{2 + len(extra)} points") if extra else ("", "2 points")
    return (
        f"{say.c('card', start=True)} était le seul atout en jeu, donc {_il(say, 'card')} est Low en plus "
        f"de High{also} : Low compte aussi pour {say.team('side')}, {count} avec une seule carte."
    )


def _won_in(say: Say) -> str:
    it, e = _it(say, "card"), _e(say, "card")
    taken = f"{say.who('capturer')} l'{say.verb('capturer', 'a', 'avez')} remporté{e} au pli {say['trick']}"
    if say.names.partners(say["holder"], say["capturer"]):
        taken += f" ({_partner(say, 'holder', 'capturer')}, l'{say.verb('holder', 'avait', 'aviez')} reçu{e})"
    elif say["holder"] != say["capturer"]:
        taken += (
            f", en vous {it} prenant" if say.you("holder") else f", en {it} prenant {say.who('holder', 'a')}"
        )
    return taken


@template("jack.captured", locale="fr")
def _jack_captured(say: Say) -> str:
    tail = (
        " Seul atout en jeu, il vaut aussi High et Low : 3 points avec une seule carte."
        if say["only"]
        else ""
    )
    return (
        f"{say.c('card', start=True)} est Jack, qui va à celui qui le remporte : {_won_in(say)}, donc "
        "le Jack compte "
        f"pour {say.team('side')}.{tail}"
    )


def _own_point(say: Say, rule: str) -> str:
    return (
        f"{say.c('card', start=True)} vaut un point à lui seul ({_rule(rule)}) : {_won_in(say)}, donc il "
        f"compte pour {say.team('side')}."
    )


def _not_dealt(say: Say, rule: str) -> str:
    return (
        f"{say.c('card', start=True)} n'a pas été distribué dans cette donne, donc personne ne marque son "
        f"point ({_rule(rule)})."
    )


@template("ten.captured", locale="fr")
def _ten_captured(say: Say) -> str:
    return _own_point(say, "ten_of_trump_point")


@template("ten.not_dealt", locale="fr")
def _ten_not_dealt(say: Say) -> str:
    return _not_dealt(say, "ten_of_trump_point")


@template("three.captured", locale="fr")
def _three_captured(say: Say) -> str:
    return _own_point(say, "three_of_trump_point")


@template("three.not_dealt", locale="fr")
def _three_not_dealt(say: Say) -> str:
    return _not_dealt(say, "three_of_trump_point")


def _side(say: Say, side: int, case: str = "") -> str:
    return WORDS.side(say.names, side, case)


def _sides(say: Say, key: str) -> str:
    return WORDS.and_list([_side(say, side) for side in say[key]])


def _other_pips(say: Say, exclude: list[int]) -> str:
    rest = [f"{pips} pour {_side(say, side)}" for side, pips in enumerate(say["pips"]) if side not in exclude]
    return WORDS.and_list(rest)


@template("game.won", locale="fr")
def _game_won(say: Say) -> str:
    return (
        f"{say.team('side', start=True)} {_sv(say, 'side', 'remporte', 'remportent', 'remportez')} le Game, "
        f"avec {_plural(say['best'], 'pip')} gagnés dans les plis, contre {_other_pips(say, [say['side']])} "
        "(un 10 vaut 10, un as 4, un roi 3, une dame 2, un valet 1)."
    )


@template("game.tie_none", locale="fr")
def _game_tie_none(say: Say) -> str:
    return (
        f"Le Game est à égalité entre {_sides(say, 'tied')}, à {_plural(say['best'], 'pip')} chacun, et une "
        f"égalité ne rapporte rien ({_rule('game_tie', 'none')})."
    )


@template("game.tie_defenders", locale="fr")
def _game_tie_defenders(say: Say) -> str:
    return (
        f"Le Game est à égalité à {_plural(say['best'], 'pip')} entre {_sides(say, 'tied')}, et l'égalité "
        f"revient aux défenseurs ({_rule('game_tie', 'defenders')}) : le Game compte pour {say.team('side')}."
    )


@template("game.tie_split", locale="fr")
def _game_tie_split(say: Say) -> str:
    return (
        f"Le Game est à égalité à {_plural(say['best'], 'pip')} entre {_sides(say, 'tied')}. L'égalité "
        f"revient aux défenseurs ({_rule('game_tie', 'defenders')}), mais plus d'un défenseur est à égalité "
        "et un point ne se partage pas, donc personne ne marque le Game."
    )


@template("points.no_junk", locale="fr")
def _points_no_junk(say: Say) -> str:
    name = POINTS[say["point"]]
    card = f" ({say.c('card', 'bare')})" if say["card"] else ""
    who = "les défenseurs" if len(say.names.side_seats(say["side"])) > 1 else "un défenseur"
    return (
        f"{start(name)}{card} compterait pour {say.team('side')}, {who}, mais les défenseurs ne marquent "
        f"aucun point ({_rule('no_junk')}) : personne ne marque {name}."
    )


# -- settling the hand --------------------------------------------------------


def _took(say: Say) -> str:
    points = say["points"]
    return _plural(say["taken"], "point") + (f" ({_points(points)})" if points else "")


@template("settle.made", locale="fr")
def _settle_made(say: Say) -> str:
    # Scoring the points taken, not the bid, surprises newcomers: say so when they differ.
    tail = ", les points faits, pas l'enchère" if say["taken"] != say["bid"] else ""
    return (
        f"{say.team('side', start=True)} {_has(say, 'side')} enchéri à {say['bid']} et {_has(say, 'side')} "
        f"fait {_took(say)} : l'enchère est réussie, et {say.team('side')} "
        f"{_sv(say, 'side', 'marque', 'marquent', 'marquez')} {say['taken']}{tail}."
    )


@template("settle.set_back", locale="fr")
def _settle_set_back(say: Say) -> str:
    has = _has(say, "side")
    if not say["taken"]:
        took = f"n'{has} fait aucun point"
    elif say["taken"] == 1:  # "n'a fait qu'un point (Low)", not "que 1 point"
        took = f"n'{has} fait qu'un point" + (f" ({_points(say['points'])})" if say["points"] else "")
    else:
        took = f"n'{has} fait que {_took(say)}"
    return (
        f"{say.team('side', start=True)} {has} enchéri à {say['bid']} mais {took} : set back, donc "
        f"{say.team('side')} {_sv(say, 'side', 'perd', 'perdent', 'perdez')} {_plural(say['bid'], 'point')}."
    )


@template("settle.smudge", locale="fr")
def _settle_smudge(say: Say) -> str:
    return (
        f"{say.team('side', start=True)} {_has(say, 'side')} enchéri à {say['bid']}, l'enchère maximale, et "
        f"{_has(say, 'side')} fait tous les points : un smudge ; {say.team('side')} "
        f"{_sv(say, 'side', 'marque', 'marquent', 'marquez')} {say['taken']}."
    )


@template("settle.defender", locale="fr")
def _settle_defender(say: Say) -> str:
    if not say["taken"]:
        return f"{say.team('side', start=True)} n'{_has(say, 'side')} fait aucun point."
    them = "le" if say["taken"] == 1 else "les"
    return (
        f"{say.team('side', start=True)} {_has(say, 'side')} fait {_took(say)} et {them} "
        f"{_sv(say, 'side', 'marque', 'marquent', 'marquez')} : les défenseurs marquent toujours ce qu'ils "
        "font."
    )


@template("settle.no_junk", locale="fr")
def _settle_no_junk(say: Say) -> str:
    return (
        f"{say.team('side', start=True)} ne {_sv(say, 'side', 'marque', 'marquent', 'marquez')} rien : les "
        f"défenseurs ne marquent aucun point ({_rule('no_junk')})."
    )


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


catalog.load(__name__, helpers={"point": _point, "points": _point_list, "que": _que_seat})
