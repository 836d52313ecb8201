"""The puzzles' sentences (``puzzle.*``) in Brazilian Portuguese."""

from __future__ import annotations

from pitchtutor.explain import Say, start, template
from pitchtutor.texts.coach import alone
from pitchtutor.texts.page import decimal, number
from pitchtutor.texts.pt.vocabulary import SUITS, WORDS, points


def _n(value: float, spec: str = "+.2f") -> str:
    return decimal("pt", value, spec)


def _count(count: int) -> str:
    """Thousands with a dot, as Brazil writes them: ``4.000``."""
    return number("pt", count)


def _deals(say: Say) -> str:
    if say.get("exact"):
        return (
            f"em cada uma das {_count(say['deals'])} distribuições das cartas escondidas compatíveis "
            "com o que "
            "você vê"
        )
    return (
        f"em {_count(say['deals'])} distribuições aleatórias das cartas escondidas compatíveis com o que "
        "você vê"
    )


@template("puzzle.card", locale="pt")
def _puzzle_card(say: Say) -> str:
    also = say.get("also") or []
    same = ""
    if also:
        names = [WORDS.card(code) for code in also]
        listed = f"{', '.join(names[:-1])} ou {names[-1]}" if len(names) > 1 else names[0]
        same = f" ({listed} {'daria' if len(names) == 1 else 'dariam'} o mesmo resultado)"
    loss = say["value"] - say["tempting_value"]
    losing = " (aqui toda carta perde pontos: esta, menos)" if say["value"] < 0 else ""
    only = "só " if say["tempting_value"] >= 0 else ""  # "só -0,66" would read as a small loss
    return (
        f"Jogue {say.c('card')}{same}: {_deals(say)}, resolvidas com exatidão, essa carta vale "
        f"{points(say['value'], '+.2f')} para {_you(say)}, em média{losing}. Jogar {say.c('tempting')} é "
        f"tentador, mas vale {only}{_n(say['tempting_value'])}, {points(loss, '.2f')} a menos por mão."
    )


def _you(say: Say) -> str:
    """Who the value goes to: "o seu lado", or "você" at a table with no partners."""
    return "você" if alone(say) else "o seu lado"


def _others(say: Say) -> str:
    return "os outros" if alone(say) else "o outro lado"


def _call(call: object, suit: str | None, *, command: bool) -> str:
    """The answer as a command ("Aposte 2 e faça de copas o trunfo") or as a deed ("apostar 2 e ...")."""
    if call == "pass":
        return "Passe" if command else "passar"
    trump = (
        (f" e faça de {SUITS[suit]} o trunfo" if command else f" e fazer de {SUITS[suit]} o trunfo")
        if suit
        else ""
    )
    return (f"Aposte {call}" if command else f"apostar {call}") + trump


@template("puzzle.bid", locale="pt")
def _puzzle_bid(say: Say) -> str:
    answer = _call(say["call"], say.get("suit"), command=True)
    deals = f"em {_count(say['deals'])} distribuições aleatórias das outras mãos"
    if say["call"] == "pass":
        behind = "você atrás dos outros" if alone(say) else "o seu lado atrás do outro"
        why = f"qualquer aposta que você pode fazer deixa {behind}, em média (passar conta 0)"
    else:
        made = f", cumprida em {say['chance']:.0%} das vezes" if say.get("chance") is not None else ""
        why = f"essa aposta vale {points(say['value'], '+.2f')} contra {_others(say)}{made}"
    tempting = _call(say["tempting"], say.get("tempting_suit"), command=False)
    made = (
        f" (cumprida em {say['tempting_chance']:.0%} das vezes)"
        if say.get("tempting_chance") is not None
        else ""
    )
    return (
        f"{answer}: {deals}, {why}. {start(tempting)} vale {_n(say['tempting_value'])} contra "
        f"{_others(say)}{made}: {points(say['value'] - say['tempting_value'], '.2f')} a menos por mão."
    )
