"""The page's own words: the widgets' buttons, chips, badges, headings and status lines.

The tutor's sentences are templates (rule keys, rendered for a reader); the words
around them are fixed, so each locale has one *catalog*: a word key and its
template, ``{name}`` marking a value put in when the word is said
(``"Hand {number}"``).  The widgets get their language's catalog as a synced
trait (``words``) and say each word through one helper, ``word(key, vars)`` in
``widgets/src/dom.js``; Python says the same words through :func:`word` (a quiz's
question and verdict, a notice).  English is :data:`WORDS`; ``pt`` and ``fr``
register theirs (``pitchtutor.texts.<locale>.page``), with the same keys and the
same placeholders (the tests hold them to it); the pseudo-locale ``xx`` is made
from English (see :func:`pitchtutor.explain.pseudo`), placeholders kept.

Keys are grouped by where they are shown: ``suit.*`` (a suit's name on a chip),
``kernel.*`` (the banner when the lesson's kernel stops), ``static.*`` (the
picture of a widget for pages that run no widget code), ``table.*``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from pitchtutor.explain import ENGLISH, PSEUDO, check_locale, pseudo

WORDS: dict[str, str] = {
    # a suit's name beside its symbol ("Trump: ♥ hearts")
    "suit.S": "spades",
    "suit.H": "hearts",
    "suit.D": "diamonds",
    "suit.C": "clubs",
    # the banner when the lesson's kernel is gone (the README's "When things go wrong" quotes them)
    "kernel.restart": "Restart the lesson",
    "kernel.stopped": "The lesson's Python kernel has stopped, so the cards cannot answer any more. "
    "Your quiz results are kept.",
    "kernel.reconnecting": "The connection to the lesson was lost; reconnecting… If this lasts, the server "
    "may have restarted: restart the lesson.",
    "kernel.lost": "The connection to the lesson is lost: the server may have restarted.",
    "kernel.no_answer": "No answer from the lesson's Python kernel. If this lasts, restart the lesson: "
    "your quiz results are kept.",
    # the static picture, for pages that run no widget code
    "static.note": "Open this notebook in Voila or JupyterLab to use it.",
    "static.table": "A Pitch table",
    "static.players": "{count} players.",
    "static.your_cards": "Your cards: {cards}",
    "static.table_note": "Open this notebook in Voila or JupyterLab to play.",
    "static.quiz_note": "Open this lesson in Voila or JupyterLab to answer.",
    # the card table: its frame, tools and switches
    "table.aria": "Pitch card table",
    "table.tutor": "Tutor",
    "table.commentary": "The tutor's commentary",
    "table.hints": "Hints",
    "table.four_colour": "Four-colour deck",
    "table.take_back": "Take back",
    "table.take_back_title": "Take back your last move",
    "table.restart": "Restart hand",
    "table.restart_title": "Play this deal again from the start",
    "table.back": "◀ Back",
    "table.back_title": "One move back",
    "table.forward": "Forward ▶",
    "table.forward_title": "The next move of the hand, with why",
    "table.trick": "Trick ▶▶",
    "table.trick_title": "Forward to the end of this trick (in the auction: to its end)",
    "table.end": "End ▶▶|",
    "table.end_title": "Straight to the end of the hand and its score sheet",
    "table.busy_answering": "One moment: the table is still answering your last move.",
    "table.busy_playing": "One moment: the other players are still making their moves.",
    # the bar over the felt
    "table.phase.auction": "Bidding",
    "table.phase.play": "Play",
    "table.phase.over": "Hand over",
    "table.phase.redeal": "Thrown in",
    "table.phase.match-over": "Match over",
    "table.hand_number": "Hand {number}",
    "table.dealer_chip": "Dealer:",
    "table.trump_chip": "Trump:",
    "table.bid_chip": "Bid:",
    "table.to_target": "to {target}",
    "table.trump_unset": "not yet set",
    "table.bid_by": "{bid} by {seat}",
    "table.bid_high": "high {bid} ({seat})",
    "table.bid_none": "none yet",
    # the seats, the trick and the viewer's hand
    "table.face_down": "face-down card",
    "table.to_lead": "{name} to lead: the first card led sets trump.",
    "table.to_lead_you": "{name} to lead: the first card led sets trump.",
    "table.badge_dealer": "Dealer",
    "table.badge_pitcher": "Pitcher · {bid}",
    "table.badge_partner": "Partner",
    "table.tricks_one": "{count} trick",
    "table.tricks_many": "{count} tricks",
    "table.seat_hand_one": "{name}'s hand, {count} card",
    "table.seat_hand_many": "{name}'s hand, {count} cards",
    "table.trick_number": "Trick {number}",
    "table.played_by": "{card}, played by {seat}",
    "table.played_by_winning": "{card}, played by {seat}, winning the trick",
    "table.playable": "{card}, playable",
    "table.not_playable": "{card}, not playable",
    "table.your_turn_bid": "your turn to bid",
    "table.your_turn_play": "your turn to play",
    "table.your_hand": "Your hand",
    "table.hand_why": "Your cards that may be played stand out; try any card to hear why.",
    "table.idle_computer": "The computer plays this hand: press Forward ▶ to see its next move.",
    "table.idle_auction_you": "The auction comes first: choose a call in the bidding box; the cards are played "
    "after it.",
    "table.idle_auction": "The auction comes first: the cards are played once everyone has bid.",
    "table.idle_turn": "It is {name}'s turn to play, not yours: wait for your turn.",
    # the side: score, hints, bid advisor, last line
    "table.score_head": "Score · to {target}",
    "table.in_the_bog": "In the bog: below zero after a set-back",
    "table.match_won": "{name} won the match.",
    "table.hint_1": "Hint",
    "table.hint_2": "A stronger hint",
    "table.hint_3": "Show me the move",
    "table.hint_none": "No more hints",
    "table.advisor": "Bid advisor",
    "table.advisor_chance": "chance to make a bid of",
    "table.advisor_pitch": "Pitch",
    "table.advisor_points": "points",
    "table.thumb": "Rule of thumb: {rule}",
    "table.felt_score": "Score: {totals} (to {target})",
    # over the felt: the auction, the bidding box, the score sheet, a thrown-in deal
    "table.auction": "The auction",
    "table.next_to_bid": "Next to bid: {name}. Press Forward ▶.",
    "table.to_bid_waiting": "{name} to bid…",
    "table.to_bid_waiting_you": "{name} to bid…",
    "table.speaks_first": "{name} speaks first, left of the dealer.",
    "table.speak_first_you": "{name} speak first, left of the dealer.",
    "table.your_bid": "Your bid",
    "table.seat_bid": "{name}'s bid",
    "table.seat_to_bid": "{name} to bid",
    "table.choose_call": "Choose a call. A greyed call says why it is not allowed.",
    "table.bid_label": "Bid {label}",
    "table.not_allowed": "{label}, not allowed",
    "table.advisor_pointer": "The bid advisor's figures are with the tutor.",
    "table.advisor_title": "What pitching each suit would bring, from random deals of the other hands",
    "table.sheet": "Score of the hand",
    "table.sheet_made": "Hand {number}: {side} bid {bid} — made",
    "table.sheet_set": "Hand {number}: {side} bid {bid} — set back",
    "table.col_point": "Point",
    "table.col_card": "Card",
    "table.col_side": "Scores for",
    "table.col_why": "Why",
    "table.undealt": "not dealt",
    "table.undealt_card": "{card}, not dealt",
    "table.totals": "Totals: {totals}",
    "table.review": "Review of your play",
    "table.review_ask": "Review my play",
    "table.new_match": "New match",
    "table.next_hand": "Next hand",
    "table.thrown_in": "Cards thrown in",
    "table.deal_again": "Deal again",
}
"""The English words, by key."""

CATALOGS: dict[str, Mapping[str, str]] = {ENGLISH: WORDS}
"""Each locale's words, registered by its ``page`` module."""

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def catalog(locale: str, words: Mapping[str, str]) -> Mapping[str, str]:
    """Register a locale's words (``CATALOGS[locale]``)."""
    CATALOGS[locale] = words
    return words


def placeholders(template: str) -> set[str]:
    """The names a word's template puts values in: ``"Hand {number}"`` -> ``{"number"}``."""
    return set(_PLACEHOLDER.findall(template))


def _pseudo_template(template: str) -> str:
    """A template made visibly foreign, its placeholders kept as they are."""
    parts = _PLACEHOLDER.split(template)  # text, name, text, name, ...
    text = "".join(pseudo(part)[1:-1] if i % 2 == 0 else "{" + part + "}" for i, part in enumerate(parts))
    return pseudo("")[0] + text + pseudo("")[1]


def page_words(lang: str = ENGLISH, groups: Iterable[str] | None = None) -> dict[str, str]:
    """The catalog a widget in ``lang`` gets: every key (or those of the ``groups`` it shows, the
    key's part before its first dot), in that language.  A key a locale lacks is said in English;
    the tests make sure none is missing."""
    wanted = None if groups is None else frozenset(groups)
    keys = [key for key in WORDS if wanted is None or key.split(".", 1)[0] in wanted]
    if check_locale(lang) == PSEUDO:
        return {key: _pseudo_template(WORDS[key]) for key in keys}
    local = CATALOGS.get(lang, WORDS)
    return {key: local.get(key, WORDS[key]) for key in keys}


def fill(template: str, values: Mapping[str, object]) -> str:
    """A template with its placeholders filled (one left without a value stays as written)."""
    return _PLACEHOLDER.sub(lambda m: str(values[m[1]]) if m[1] in values else m[0], template)


def word(lang: str, key: str, **values: object) -> str:
    """One word of the page in a language, its placeholders filled: ``word("pt", "table.hand_number",
    number=2)`` -> ``"Mão 2"``."""
    words = page_words(lang)
    if key not in words:
        raise KeyError(f"no word {key!r} in the page's catalog")
    return fill(words[key], values)
