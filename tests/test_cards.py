from __future__ import annotations

import pytest

from pitchtutor import DECK, CardError, Rank, Suit, card_code, card_pretty, parse_card, parse_cards
from pitchtutor.cards import Card, is_coke_hand, sort_for_display


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("AS", "AS"),
        ("as", "AS"),
        ("10h", "TH"),
        ("Th", "TH"),
        ("TH", "TH"),
        ("A♠", "AS"),
        ("10♥", "TH"),
        ("q♦", "QD"),
        ("  7c ", "7C"),
        ("J♣\ufe0f", "JC"),
        ("10 ♥", "TH"),
        ("ace of spades", "AS"),
        ("Queen of Hearts", "QH"),
        ("ten of diamonds", "TD"),
        ("2♡", "2H"),
        ("k-s", "KS"),
    ],
)
def test_parse_forgiving_forms(text: str, code: str) -> None:
    assert parse_card(text).code == code


@pytest.mark.parametrize("text", ["", "1H", "11S", "ZZ", "AX", "A", "S", "10", "AS KS", "ace of", "♠A", 12])
def test_bad_text_raises_quoting_the_token(text: object) -> None:
    with pytest.raises(CardError) as error:
        parse_card(text)  # type: ignore[arg-type]
    assert repr(text) in str(error.value)
    assert isinstance(error.value, ValueError)


def test_print_forms() -> None:
    ten = Card(Rank.TEN, Suit.HEARTS)
    assert card_code(ten) == "TH" and str(ten) == "TH"
    assert card_pretty(ten) == "10♥"
    assert ten.name == "10 of hearts"
    assert parse_card("AS").name == "Ace of spades"
    assert parse_card("7H").name == "7 of hearts"


def test_every_card_round_trips_through_both_forms() -> None:
    for card in DECK:
        assert parse_card(card.code) == card
        assert parse_card(card.pretty) == card
        assert parse_card(card.name) == card


def test_pips() -> None:
    pips = {rank: Card(rank, Suit.CLUBS).pips for rank in Rank}
    assert pips[Rank.TEN] == 10 and pips[Rank.ACE] == 4 and pips[Rank.KING] == 3
    assert pips[Rank.QUEEN] == 2 and pips[Rank.JACK] == 1
    assert all(pips[rank] == 0 for rank in Rank if rank <= Rank.NINE)
    # The digest's teaching point: the four tens hold 40 pips, all honours together 40.
    assert sum(c.pips for c in DECK if c.rank is Rank.TEN) == 40
    assert sum(c.pips for c in DECK if c.rank > Rank.TEN) == 40


def test_deck_has_52_distinct_cards_ranked_ace_high() -> None:
    assert len(set(DECK)) == 52
    assert max(Rank) is Rank.ACE and min(Rank) is Rank.TWO


def test_parse_cards_accepts_strings_and_lists() -> None:
    assert [c.code for c in parse_cards("AS, kh 10d")] == ["AS", "KH", "TD"]
    assert [c.code for c in parse_cards(["A♠", "2c"])] == ["AS", "2C"]
    with pytest.raises(CardError, match="'XX'"):
        parse_cards("AS XX")


def test_display_order_puts_trump_first_and_alternates_colours() -> None:
    hand = parse_cards("2D AS 3H KC 9S TH")
    assert [c.code for c in sort_for_display(hand)] == ["AS", "9S", "TH", "3H", "KC", "2D"]
    assert next(iter(sort_for_display(hand, Suit.DIAMONDS))).code == "2D"


def test_coke_hand_means_nothing_above_nine() -> None:
    assert is_coke_hand(parse_cards("9S 8H 2C 3D 4D 5S"))
    assert not is_coke_hand(parse_cards("9S 8H 2C 3D 4D TS"))


def test_a_card_made_with_a_plain_int_rank_equals_and_hashes_as_the_card() -> None:
    # Card(14, Suit.SPADES) == the Ace of spades (IntEnum), so sets and dicts must find it too.
    plain = Card(14, Suit.SPADES)  # type: ignore[arg-type]
    assert plain == Card(Rank.ACE, Suit.SPADES) and hash(plain) == hash(Card(Rank.ACE, Suit.SPADES))
    assert plain in {Card(Rank.ACE, Suit.SPADES)}
