"""A Pitty Pat replay's own lines (``pittypat.report.*``) in Brazilian Portuguese, with the words
of Pitty Pat's sentences: a carta aberta, o monte, a rodada."""

from __future__ import annotations

from pitchtutor.cards import parse_card
from pitchtutor.explain import Say, template
from pitchtutor.texts import catalog
from pitchtutor.texts.pittypat_report import rules_named
from pitchtutor.texts.pt.vocabulary import WORDS

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


@template("pittypat.report.rules", locale="pt")
def _rules(say: Say) -> str:
    rules = rules_named(say["changes"], "padrão")
    return f"Pitty Pat, regras {rules}, {say['players']} jogadores; quem distribui é {say.who('dealer')}."


@template("pittypat.report.stops", locale="pt")
def _stops(say: Say) -> str:
    turn = "a sua vez" if say.you("seat") else f"a vez {say.who('seat', 'de')}"
    return (
        f"O registro da rodada termina aqui: é {turn}, com {say['cards']} na mão; carta aberta "
        f"{parse_card(say['up']).pretty}, {WORDS.plural(say['stock'], 'carta')} no monte."
    )
