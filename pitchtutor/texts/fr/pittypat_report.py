"""A Pitty Pat replay's own lines (``pittypat.report.*``) in French, with the words of Pitty Pat's
sentences: la carte retournée, la pioche, la manche."""

from __future__ import annotations

from pitchtutor.cards import parse_card
from pitchtutor.explain import Say, template
from pitchtutor.texts import catalog
from pitchtutor.texts.fr.vocabulary import WORDS
from pitchtutor.texts.pittypat_report import rules_named

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


@template("pittypat.report.rules", locale="fr")
def _rules(say: Say) -> str:
    rules = rules_named(say["changes"], "standard")
    deals = f"c'est {say.who('dealer')} qui {say.verb('dealer', 'donne', 'donnez')}"
    return f"Pitty Pat, règles {rules}, {say['players']} joueurs ; {deals}."


@template("pittypat.report.stops", locale="fr")
def _stops(say: Say) -> str:
    return (
        f"La manche enregistrée s'arrête ici : c'est {say.who('seat', 'a')} de jouer, avec en main "
        f"{say['cards']} ; carte retournée {parse_card(say['up']).pretty}, "
        f"{WORDS.plural(say['stock'], 'carte')} dans la pioche."
    )
