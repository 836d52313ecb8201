"""The coach's sentences (``tip.*``, ``hint.*``, ``advisor.*``, ``analysis.*``, ``review.*``) in
French, addressed to "vous".  Figures take the decimal comma and a space before "%" ("+1,5",
"45 %")."""

from __future__ import annotations

from typing import Any

from pitchtutor.explain import Say, render, template
from pitchtutor.texts import catalog
from pitchtutor.texts.coach import alone
from pitchtutor.texts.fr.vocabulary import FEMININE, SUITS, WORDS
from pitchtutor.texts.fr.vocabulary import points as _points
from pitchtutor.texts.page import decimal, percent

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


def _n(value: float, spec: str = "+.1f") -> str:
    """A figure with the decimal comma: ``+1,5``."""
    return decimal("fr", value, spec)


def _pc(value: float) -> str:
    """A share as French writes it: ``45 %`` (a non-breaking space before the sign)."""
    return percent("fr", value)


def _card(code: str, case: str = "", *, start: bool = False) -> str:
    return WORDS.card(code, case, start=start)


# -- the rule texts' tips --------------------------------------------------------

_COUNT = "Comptez vos points probables avant d'enchérir"
# a hand counted: the count's verdict, named as the advisor names it
_BY_COUNT = "Selon le compte des textes de règles"


def _low(code: str, sure: object) -> str:
    return f"{_card(code)} {'sera Low à coup sûr' if sure == 'sure' else 'sera probablement Low'}"


def _reason(reason: list[Any]) -> str:
    """One reason of the rule texts' count (``SuitCount.counted``), in words."""
    kind = reason[0]
    if kind == "ace_king":
        return "l'as avec le roi vaut 2 (l'as sera High à coup sûr)"
    if kind == "ace_low":
        return (
            f"l'as avec {_card(reason[1])} vaut 2 : l'as sera High à coup sûr et {_low(reason[1], reason[2])}"
        )
    if kind == "ace_other":
        return "l'as avec un autre atout vaut 2 (l'as sera High à coup sûr)"
    if kind == "extra":
        named = WORDS.and_list([_card(code) for code in reason[2:]]) or reason[1]
        return f"un de plus pour chaque atout haut supplémentaire ({named})"
    if kind == "lone_ace":
        return "un as seul sera High à coup sûr, mais c'est tout"
    if kind == "king_high":
        return "le roi avec un autre atout haut a de bonnes chances d'être High"
    if kind == "low_capturer":
        return (
            f"{_card(reason[1])} serait Low, mais Low va à qui le remporte (règle maison low_to = capturer), "
            "donc ce n'est pas un point pour vous"
        )
    return _low(reason[1], reason[2])


@template("tip.count_points", locale="fr")
def _tip_count(say: Say) -> str:
    if "suit" not in say.facts:  # the tip itself, without a hand to count
        support = " ou un bon soutien de votre partenaire" if say.get("partners", True) else ""
        return (
            f"{_COUNT} : enchérissez à 2 avec l'as et un autre atout, ou avec as-roi ; ajoutez-en un pour "
            f"chaque atout haut supplémentaire{support}."
        )
    suit = say.s("suit")
    counted = say.get("counted", [])
    if not counted and not say.get("forced"):
        return f"{_BY_COUNT}, même à {suit}, aucun point n'est sûr, donc passez."
    if not counted:
        return (
            f"{_BY_COUNT}, même à {suit}, aucun point n'est sûr, mais vous ne pouvez pas passer : "
            "enchérissez à "
            f"{say['bid']}, le minimum permis."
        )
    if say.get("forced"):
        advice = (
            f"pas assez pour enchérir, mais vous ne pouvez pas passer : enchérissez à {say['bid']}, "
            "le minimum "
            "permis"
        )
    elif say["bid"]:
        advice = f"une enchère de {say['bid']} est raisonnable"
    elif say.get("high"):
        advice = f"ce n'est pas assez pour dépasser l'enchère la plus haute, {say['high']} : passez"
    else:
        advice = "ce n'est pas assez pour enchérir (le compte n'enchérit qu'à partir de 2) : passez"
    reasons = WORDS.and_list([_reason(reason) for reason in counted])
    return (
        f"{_BY_COUNT}, avec {suit} comme atout : {reasons}. Cela fait environ {say['count']}, donc {advice}."
    )


@template("tip.protect_jack", locale="fr")
def _tip_protect_jack(say: Say) -> str:
    who = "vous allez remporter" if alone(say) else "vous ou votre partenaire allez remporter"
    return (
        f"Protégez le valet : jouez-le sur un pli que {who}, jamais sous un atout plus fort déjà joué par un "
        "adversaire."
    )


@template("tip.feed_partner", locale="fr")
def _tip_feed(say: Say) -> str:
    winner = "vous remportez" if alone(say) else "votre partenaire remporte"
    feed = (
        "Chaque carte qui compte jetée sur un pli que remporte un adversaire grossit son Game ; gardez vos "
        f"cartes qui comptent, les 10 avant tout, pour les plis que {winner}."
    )
    if alone(say) or say.get("side") == "pitcher":
        return feed
    if say.get("side") == "defender":
        return f"{feed} En défense, chargez avant tout les plis de votre partenaire, pas ceux du pitcher."
    return f"{feed} En défense, on charge avant tout les plis de son partenaire, pas ceux du pitcher."


# -- the hint ladder -------------------------------------------------------------


@template("hint.pointer", locale="fr")
def _pointer(say: Say) -> str:
    key = say["tip"]
    if key == "tip.lead_trumps":
        if say.get("first"):
            return (
                "Vous entamez : la couleur de votre carte deviendra l'atout. Dans quelle couleur vos "
                "points sont-ils les plus sûrs ?"
            )
        return (
            "Regardez vos atouts : tant que les adversaires en ont encore, lequel des vôtres les fait "
            "tomber le mieux ?"
        )
    if say.get("leading"):
        return "Vous entamez : quelle carte remporte un pli, ou du moins ne donne rien ?"
    winning = say.c("winning", start=True)
    it = "la" if say["winning"][0] in FEMININE else "le"
    if key == "tip.protect_jack":
        return (
            f"{winning} tient le pli pour l'instant et bat votre valet : une carte garde-t-elle le "
            "valet en "
            "sécurité ?"
        )
    if say.get("partner"):
        theirs = f"{winning} de votre partenaire"
        if say.get("counter"):
            return (
                f"{theirs} tient le pli pour l'instant : ce que vous jetez ici compte pour le Game "
                "de votre "
                "équipe."
            )
        return (
            f"{theirs} tient le pli pour l'instant : inutile de le prendre. Quelle carte vous coûte le "
            "moins ?"
        )
    if say.get("takes"):
        if say.get("cheapest"):
            return (
                f"{winning} tient le pli pour l'instant : laquelle de vos cartes {it} bat au moindre coût ?"
            )
        return (
            f"{winning} tient le pli pour l'instant : laquelle de vos cartes doit le prendre, en gardant "
            "les autres en sécurité ?"
        )
    if say.get("can_win"):
        return (
            f"{winning} tient le pli pour l'instant : vous pourriez {it} battre, mais cela vaut-il une "
            "carte dont "
            "vous aurez besoin plus tard ? Quelle carte coûte le moins ?"
        )
    return (
        f"{winning} tient le pli pour l'instant et vous ne pouvez pas {it} battre : quelle carte donne le "
        "moins de pips ?"
    )


@template("hint.forced", locale="fr")
def _hint_forced(say: Say) -> str:
    card = say.c("card")
    reason = say["reason"]
    if reason == "last":
        return f"Jouez {card} : c'est votre dernière carte."
    if reason == "only_of_led":
        return (
            f"Jouez {card} : c'est votre seule carte permise, puisque la couleur demandée est {say.s('led')} "
            "et que c'est votre seule carte de cette couleur."
        )
    if reason == "only_trump":
        return (
            f"Jouez {card} : c'est votre seule carte permise (votre seul atout, et vous ne pouvez pas "
            "fournir)."
        )
    return f"Jouez {card} : c'est votre seule carte permise."


def _choice(code: str, mean: float, made: float | None) -> str:
    made_text = f", l'enchère réussie {_pc(made)} du temps" if made is not None else ""
    return f"{_card(code)} {_n(mean)}{made_text}"


@template("hint.card", locale="fr")
def _hint_card(say: Say) -> str:
    choices = say["choices"]
    best = _choice(*choices[0])
    rest = "".join(f" ; {_choice(*c)}" for c in choices[1:4])  # items hold commas: semicolons between
    whose = "de votre score" if alone(say) else "du score de votre équipe"
    return (
        f"Jouez {say.c('card')}. Sur {say['samples']} donnes compatibles avec ce que vous avez vu, résolues "
        f"exactement, la variation moyenne {whose} est : {best}{rest}."
    )


@template("hint.bid", locale="fr")
def _hint_bid(say: Say) -> str:
    if say["call"] == "pass":
        call = "Passez"
    elif say["call"] == "redeal":
        call = "Jetez vos cartes et demandez une nouvelle donne"
    else:
        call = f"Enchérissez à {say['bid']}" + (
            f" avec l'atout {SUITS[say['suit']]}" if say.get("suit") else ""
        )
    parts = []
    for suit, mean, chance in say["suits"]:
        odds = ", ".join(f"{int(b)}+\u00a0{_pc(p)}" for b, p in chance.items() if p > 0)
        parts.append(f"atout {SUITS[suit]} : {_points(mean, '.1f')} en moyenne ({odds})")
    over = (
        f" Sur {say['samples']} donnes tirées au hasard pour les autres mains : " + " ; ".join(parts) + "."
        if parts
        else ""
    )
    return f"{call}.{over}"


# -- the bid advisor -------------------------------------------------------------


@template("advisor.best", locale="fr")
def _advisor_best(say: Say) -> str:
    deals = f"sur {say['samples']} donnes tirées au hasard pour les autres mains"
    partners = say.get("partners", True)
    you, them = ("votre équipe", "de l'équipe adverse") if partners else ("vous", "des autres")
    held = say.get("partner") is not None  # a partner holds the high bid
    if not say["samples"]:
        return (
            "Le conseiller n'a pas pu calculer assez de donnes à temps, il n'a donc pas de chiffres "
            "pour cette "
            "main : comptez vos points comme le fait la règle empirique ci-dessous."
        )
    if not say["suit"]:
        behind = "laisse votre équipe derrière l'autre" if partners else "vous laisse derrière les autres"
        kept = f" Passer laisse le contrat {say.who('partner', 'a')}, votre partenaire." if held else ""
        return f"Passez : {deals}, toute enchère que vous pouvez faire {behind} en moyenne.{kept}"
    forced = (
        " Vous ne pouvez pas passer, et c'est la meilleure enchère permise." if say.get("must_bid") else ""
    )
    kept = (
        f" Passer, compté 0 dans ces chiffres, laisserait le contrat {say.who('partner', 'a')}, votre "
        "partenaire."
        if held
        else ""
    )
    best = "la meilleure des enchères que vous pouvez faire"
    if say.get("later"):
        more = "autant" if say.get("cheaper_gain", 1.0) < 0.05 else "un peu plus"
        best = (
            f"une enchère moins chère rapporterait {more} si personne ne la dépassait, mais les joueurs "
            "après vous pourraient prendre le contrat : enchérissez au plus haut de ce que vous réussirez "
            "probablement"
        )
    made = f"les {say['bid']} points" if say["bid"] == say.get("top") else f"{say['bid']} ou plus"
    return (
        f"Enchérissez à {say['bid']} avec l'atout {say.s('suit')} : {deals}, vous faites {made} "
        f"{_pc(say['chance'])} du temps, ce qui vaut {_points(say['value'])} par donne pour {you}, ou "
        f"{_n(say.get('edge', 0.0))} une fois déduits les points {them} : {best}.{forced}{kept}"
    )


@template("advisor.disagree", locale="fr")
def _advisor_disagree(say: Say) -> str:
    best = say["best"]
    advice = render(best["key"], best["facts"], say.names, "fr")
    thumb = f"d'enchérir à {say['thumb_bid']}" if say["thumb_bid"] else "de passer"
    others = "de votre partenaire et des autres" if say.get("partners", True) else "des autres"
    made = f"{say['thumb_bid']} ou plus dans {_pc(say['thumb_chance'])} des cas"
    if say["thumb_bid"] > say["bid"] > 0:
        why = (
            "plus qu'il ne faut : une enchère réussie marque les points pris, pas l'enchère, donc "
            f"enchérir à {say['thumb_bid']} ne marquerait pas plus que {say['bid']} et coûterait plus en "
            f"cas de set back ({made})"
        )
    elif say["thumb_bid"] > say["bid"]:
        gains = "ne fait gagner votre équipe" if say.get("partners", True) else "ne vous fait gagner"
        why = (
            f"mais, sur les donnes, aucune enchère {gains} en moyenne ({made}, et un set back coûte toute "
            "l'enchère)"
        )
    else:
        why = (
            "car il ne compte que les cartes sûres de faire High et Low ; les donnes trouvent aussi "
            "le valet, "
            f"le point de Game et ce qu'apportent les cartes {others} : {_points(say['mean'], '.1f')} en "
            "moyenne"
        )
    return f"{advice} Le compte des textes de règles dit {thumb} à {say.s('suit')}, {why}."


# -- the exact analysis ----------------------------------------------------------


def _you_end(say: Say) -> str:
    return "vous finissez" if alone(say) else "votre équipe finit"


@template("analysis.best_card", locale="fr")
def _best_card(say: Say) -> str:
    others = [code for code in say["equal"] if code != say["card"]]
    also = ""
    if others:
        alternatives = ", ".join(_card(code) for code in others[:-1])
        alternatives = f"{alternatives} ou {_card(others[-1])}" if alternatives else _card(others[-1])
        also = f" ({alternatives} {'ferait' if len(others) == 1 else 'feraient'} aussi bien)"
    return (
        f"{say.c('card', start=True)} est la meilleure carte : en jouant parfaitement d'ici la fin, "
        f"{_you_end(say)} la donne à {say['value']:+d}{also}."
    )


@template("analysis.better_card", locale="fr")
def _better_card(say: Say) -> str:
    return (
        f"Avec {say.c('card')}, {_you_end(say)} la donne à {say['value']:+d} ; {say.c('best')} fait mieux, "
        f"{say['best_value']:+d}, en jouant parfaitement d'ici la fin."
    )


# -- the review of a hand --------------------------------------------------------


def _how(say: Say) -> str:
    return (
        "en jouant parfaitement à partir de là"
        if say["exact"]
        else "en moyenne sur les donnes compatibles avec ce que vous avez vu"
    )


@template("review.good", locale="fr")
def _review_good(say: Say) -> str:
    return (
        f"Pli {say['trick']} : jouer {say.c('card')} valait n'importe quel autre coup ({_n(say['value'])}, "
        f"{_how(say)})."
    )


@template("review.mistake", locale="fr")
def _review_mistake(say: Say) -> str:
    whom = say.who("seat") if alone(say) else "l'équipe"
    played = f"{say.who('seat')} {say.verb('seat', 'a', 'avez')} joué {say.c('card')}"
    better = "meilleure" if say["best"][0] in FEMININE else "meilleur"  # la dame, le roi
    return (
        f"Pli {say['trick']} : {played}, mais {say.c('best')} était {better} : {_n(say['best_value'])} au "
        f"lieu de {_n(say['value'])} pour {whom}, {_how(say)}."
    )


@template("review.hinted", locale="fr")
def _review_hinted(say: Say) -> str:
    who = say.who("seat")
    could = say.verb("seat", "pouvait", "pouviez")
    return (
        f"Pli {say['trick']} : {who} {say.verb('seat', 'a', 'avez')} joué {say.c('card')} comme le "
        "conseillait "
        f"l'indice : d'après ce que {who} {could} voir, c'était la meilleure carte ({_n(say['mean'])} en "
        f"moyenne sur {say['samples']} donnes). Avec toutes les mains connues, {say.c('best')} aurait fait "
        f"mieux ({_n(say['best_value'])} contre {_n(say['value'])}) : un choix serré que les cartes cachées "
        "ont tranché, pas une erreur."
    )


@template("review.summary", locale="fr")
def _review_summary(say: Say) -> str:
    who, plays, best = say.who("seat", start=True), say["plays"], say["best"]
    has = say.verb("seat", "a", "avez")
    if not plays:
        return f"{who} n'{has} pas eu de vrai choix de carte dans cette donne."
    made = f"{who} {has} fait {WORDS.plural(plays, 'choix', 'choix')} de carte (hors cartes forcées)"
    if best == plays:
        return f"{made}, {'aussi bon' if plays == 1 else 'tous aussi bons'} que le meilleur."
    loss = _points(say["loss"], ".1f")
    if plays == 1:
        return f"{made}, et il a coûté {loss} par rapport au meilleur."
    missed = plays - best
    good = {0: "aucun aussi bon", 1: "dont 1 aussi bon"}.get(best, f"dont {best} aussi bons")
    if missed == 1:
        return f"{made}, {good} que le meilleur ; l'autre a coûté {loss}."
    others = "ils ont" if best == 0 else f"les {missed} autres ont"
    return f"{made}, {good} que le meilleur ; {others} coûté {loss} en tout."
