"""The puzzles' sentences (``puzzle.*``) in French."""

from __future__ import annotations

from pitchtutor.explain import Say, start, template
from pitchtutor.texts.coach import alone
from pitchtutor.texts.fr.vocabulary import SUITS, WORDS, points
from pitchtutor.texts.page import decimal, number


def _n(value: float, spec: str = "+.2f") -> str:
    return decimal("fr", value, spec)


def _count(count: int) -> str:
    """Thousands with a narrow space, as French writes them: ``4 000``."""
    return number("fr", count)


def _pc(value: float) -> str:
    return f"{value * 100:.0f}\u00a0%"


def _deals(say: Say) -> str:
    if say.get("exact"):
        return (
            f"sur chacune des {_count(say['deals'])} donnes des cartes cachées compatibles avec ce que "
            "vous voyez"
        )
    return (
        f"sur {_count(say['deals'])} donnes tirées au hasard des cartes cachées compatibles avec ce que vous "
        "voyez"
    )


@template("puzzle.card", locale="fr")
def _puzzle_card(say: Say) -> str:
    also = say.get("also") or []
    same = ""
    if also:
        names = [WORDS.card(code) for code in also]
        listed = f"{', '.join(names[:-1])} ou {names[-1]}" if len(names) > 1 else names[0]
        same = f" ({listed} {'ferait' if len(names) == 1 else 'feraient'} aussi bien)"
    loss = say["value"] - say["tempting_value"]
    losing = " (ici, toute carte fait perdre des points : celle-ci, le moins)" if say["value"] < 0 else ""
    worth = "ne vaut que" if say["tempting_value"] >= 0 else "vaut"
    return (
        f"Jouez {say.c('card')}{same} : {_deals(say)}, résolues exactement, cette carte vaut "
        f"{points(say['value'], '+.2f')} pour {_you(say)} en moyenne{losing}. Jouer {say.c('tempting')} est "
        f"tentant, mais {worth} {_n(say['tempting_value'])}, soit {points(loss, '.2f')} de moins par donne."
    )


def _you(say: Say) -> str:
    """Who the value goes to: "votre camp", or "vous" at a table with no partners."""
    return "vous" if alone(say) else "votre camp"


def _a_others(say: Say) -> str:
    """ "face aux autres", "face à l'autre camp"."""
    return "aux autres" if alone(say) else "à l'autre camp"


def _call(call: object, suit: str | None, *, command: bool) -> str:
    """The answer as a command ("Enchérissez à 2 avec l'atout cœur") or as a deed ("enchérir à 2 ...")."""
    if call == "pass":
        return "Passez" if command else "passer"
    trump = f" avec l'atout {SUITS[suit]}" if suit else ""
    return (f"Enchérissez à {call}" if command else f"enchérir à {call}") + trump


@template("puzzle.bid", locale="fr")
def _puzzle_bid(say: Say) -> str:
    answer = _call(say["call"], say.get("suit"), command=True)
    deals = f"sur {_count(say['deals'])} donnes tirées au hasard pour les autres mains"
    if say["call"] == "pass":
        behind = "vous laisse derrière les autres" if alone(say) else "laisse votre camp derrière l'autre"
        why = f"toute enchère que vous pouvez faire {behind} en moyenne (passer compte 0)"
    else:
        made = f", enchère réussie {_pc(say['chance'])} du temps" if say.get("chance") is not None else ""
        why = f"cela vaut {points(say['value'], '+.2f')} face {_a_others(say)}{made}"
    tempting = _call(say["tempting"], say.get("tempting_suit"), command=False)
    made = (
        f" (réussie {_pc(say['tempting_chance'])} du temps)" if say.get("tempting_chance") is not None else ""
    )
    return (
        f"{answer} : {deals}, {why}. {start(tempting)} vaut {_n(say['tempting_value'])} face "
        f"{_a_others(say)}{made} : {points(say['value'] - say['tempting_value'], '.2f')} de moins par donne."
    )
