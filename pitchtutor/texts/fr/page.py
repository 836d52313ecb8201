"""The page's own words (see :mod:`pitchtutor.texts.page`) in French.

The lessons' prose names the buttons: these are its names ("Avancer ▶", "Main suivante", ...).
French typography puts a non-breaking space before ``: ; ? !`` and inside ``« »``:
:func:`typeset` puts it where the words below have a plain one."""

from __future__ import annotations

import re
from collections.abc import Mapping

from pitchtutor.texts.page import catalog

_BEFORE = re.compile(r" ([:;?!»])")


def typeset(text: str) -> str:
    """French spacing: ``"Atout :"`` -> ``"Atout\\u00a0:"``, ``"« oui »"`` -> ``"«\\u00a0oui\\u00a0»"``."""
    return _BEFORE.sub("\u00a0\\1", text).replace("« ", "«\u00a0")


def _typeset(words: Mapping[str, str]) -> dict[str, str]:
    return {key: typeset(text) for key, text in words.items()}


WORDS = catalog(
    "fr",
    _typeset(
        {
            "suit.S": "pique",
            "suit.H": "cœur",
            "suit.D": "carreau",
            "suit.C": "trèfle",
            "kernel.restart": "Relancer la leçon",
            "kernel.stopped": "Le noyau Python de la leçon s'est arrêté : les cartes ne peuvent plus répondre. "
            "Vos résultats aux quiz sont conservés.",
            "kernel.reconnecting": "La connexion à la leçon a été perdue ; reconnexion… Si cela dure, le serveur "
            "a peut-être redémarré : relancez la leçon.",
            "kernel.lost": "La connexion à la leçon est perdue : le serveur a peut-être redémarré.",
            "kernel.no_answer": "Le noyau Python de la leçon ne répond pas. Si cela dure, relancez la leçon : "
            "vos résultats aux quiz sont conservés.",
            "static.note": "Ouvrez ce notebook dans Voila ou JupyterLab pour l'utiliser.",
            "static.table": "Une table de Pitch",
            "static.players": "{count} joueurs.",
            "static.your_cards": "Vos cartes : {cards}",
            "static.table_note": "Ouvrez ce notebook dans Voila ou JupyterLab pour jouer.",
            "static.quiz_note": "Ouvrez cette leçon dans Voila ou JupyterLab pour répondre.",
            "table.aria": "Table de Pitch",
            "table.tutor": "Tuteur",
            "table.commentary": "Les commentaires du tuteur",
            "table.hints": "Conseils",
            "table.four_colour": "Jeu à quatre couleurs",
            "table.take_back": "Annuler mon coup",
            "table.take_back_title": "Annuler votre dernier coup",
            "table.restart": "Recommencer la main",
            "table.restart_title": "Rejouer cette donne depuis le début",
            "table.back": "◀ Retour",
            "table.back_title": "Un coup en arrière",
            "table.forward": "Avancer ▶",
            "table.forward_title": "Le coup suivant de la donne, avec son explication",
            "table.trick": "Pli ▶▶",
            "table.trick_title": "Jusqu'à la fin de ce pli (pendant les enchères : jusqu'à leur fin)",
            "table.end": "Fin ▶▶|",
            "table.end_title": "Directement à la fin de la donne et à sa feuille de marque",
            "table.busy_answering": "Un instant : la table répond encore à votre dernier coup.",
            "table.busy_playing": "Un instant : les autres joueurs sont encore en train de jouer.",
            "table.phase.auction": "Enchères",
            "table.phase.play": "Jeu",
            "table.phase.over": "Donne finie",
            "table.phase.redeal": "Annulée",
            "table.phase.match-over": "Partie finie",
            "table.hand_number": "Donne {number}",
            "table.dealer_chip": "Donneur :",
            "table.trump_chip": "Atout :",
            "table.bid_chip": "Enchère :",
            "table.to_target": "en {target}",
            "table.trump_unset": "pas encore fixé",
            "table.bid_by": "{bid} par {seat}",
            "table.bid_high": "la plus haute {bid} ({seat})",
            "table.bid_none": "aucune pour l'instant",
            "table.face_down": "carte face cachée",
            "table.to_lead": "{name} entame : la première carte jouée fixe l'atout.",
            "table.to_lead_you": "{name} entamez : la première carte jouée fixe l'atout.",
            "table.badge_dealer": "Donneur",
            "table.badge_pitcher": "Pitcher · {bid}",
            "table.badge_partner": "Partenaire",
            "table.tricks_one": "{count} pli",
            "table.tricks_many": "{count} plis",
            "table.seat_hand_one": "Main de {name}, {count} carte",
            "table.seat_hand_many": "Main de {name}, {count} cartes",
            "table.trick_number": "Pli {number}",
            "table.played_by": "{card}, joué par {seat}",
            "table.played_by_winning": "{card}, joué par {seat}, qui remporte le pli",
            "table.playable": "{card}, jouable",
            "table.not_playable": "{card}, non jouable",
            "table.your_turn_bid": "à vous d'enchérir",
            "table.your_turn_play": "à vous de jouer",
            "table.your_hand": "Votre main",
            "table.hand_why": "Les cartes que vous pouvez jouer ressortent ; essayez-en une pour savoir pourquoi.",
            "table.idle_computer": "L'ordinateur joue cette donne : appuyez sur Avancer ▶ pour voir son coup "
            "suivant.",
            "table.idle_auction_you": "Les enchères viennent d'abord : choisissez une annonce dans la boîte "
            "d'enchères ; les cartes se jouent ensuite.",
            "table.idle_auction": "Les enchères viennent d'abord : les cartes se jouent quand tout le monde a "
            "parlé.",
            "table.idle_turn": "C'est à {name} de jouer, pas à vous : attendez votre tour.",
            "table.score_head": "Marque · en {target}",
            "table.in_the_bog": "Dans le rouge : sous zéro après un set back",
            "table.match_won": "Partie gagnée : {name}.",
            "table.hint_1": "Conseil",
            "table.hint_2": "Un conseil plus précis",
            "table.hint_3": "Montrez-moi le coup",
            "table.hint_none": "Plus de conseils",
            "table.advisor": "Conseiller d'enchères",
            "table.advisor_chance": "chance de réussir une enchère de",
            "table.advisor_pitch": "Pitch",
            "table.advisor_points": "points",
            "table.thumb": "Règle empirique : {rule}",
            "table.felt_score": "Marque : {totals} (en {target})",
            "table.auction": "Les enchères",
            "table.next_to_bid": "Prochain à parler : {name}. Appuyez sur Avancer ▶.",
            "table.to_bid_waiting": "{name} va parler…",
            "table.to_bid_waiting_you": "{name} allez parler…",
            "table.speaks_first": "{name} parle en premier, à gauche du donneur.",
            "table.speak_first_you": "{name} parlez en premier, à gauche du donneur.",
            "table.your_bid": "Votre enchère",
            "table.seat_bid": "Enchère de {name}",
            "table.seat_to_bid": "{name} va parler",
            "table.choose_call": "Choisissez une annonce. Une annonce grisée dit pourquoi elle n'est pas permise.",
            "table.bid_label": "Enchérir {label}",
            "table.not_allowed": "{label}, non permise",
            "table.advisor_pointer": "Les chiffres du conseiller d'enchères sont avec le tuteur.",
            "table.advisor_title": "Ce que rapporterait chaque couleur en pitch, sur des donnes tirées au hasard "
            "pour les autres mains",
            "table.sheet": "Marque de la donne",
            "table.sheet_made": "Donne {number} · {side} : enchère de {bid} — réussie",
            "table.sheet_set": "Donne {number} · {side} : enchère de {bid} — set back",
            "table.col_point": "Point",
            "table.col_card": "Carte",
            "table.col_side": "Marqué par",
            "table.col_why": "Pourquoi",
            "table.undealt": "non distribuée",
            "table.undealt_card": "{card}, non distribuée",
            "table.totals": "Totaux : {totals}",
            "table.review": "Revue de votre jeu",
            "table.review_ask": "Revoir mon jeu",
            "table.new_match": "Nouvelle partie",
            "table.next_hand": "Main suivante",
            "table.thrown_in": "Cartes rendues",
            "table.deal_again": "Redistribuer",
        }
    ),
)
