"""Reading and writing cards."""

import pytest

from dealer_app.model.cards import (
    FULL_DECK,
    Card,
    CardError,
    DuplicateCardError,
    Rank,
    Suit,
    card_from_index,
    format_cards,
    parse_card,
    parse_cards,
)


@pytest.mark.parametrize("text", ["As", "AS", "as", "A♠", "a♤", " As "])
def test_every_spelling_of_the_ace_of_spades(text):
    assert parse_card(text) == Card(Rank.ACE, Suit.SPADES)


@pytest.mark.parametrize("text", ["10h", "Th", "TH", "10♥"])
def test_ten_is_written_t_or_10(text):
    card = parse_card(text)
    assert card == Card(Rank.TEN, Suit.HEARTS)
    assert str(card) == "Th"


@pytest.mark.parametrize("text", ["Zh", "A", "Ax", "1s", "", "AsK", "11h"])
def test_bad_text_names_itself(text):
    with pytest.raises(CardError, match=f'"{text.strip()}" is not a card'):
        parse_card(text)


def test_card_errors_are_value_errors():
    assert issubclass(CardError, ValueError)
    assert issubclass(DuplicateCardError, CardError)


@pytest.mark.parametrize("text", ["AsKd", "as kd", "As, Kd", "A♠K♦", "as;kd"])
def test_several_cards_in_one_string(text):
    assert format_cards(parse_cards(text)) == "As Kd"


def test_a_list_of_texts():
    assert format_cards(parse_cards(["10c", "2d"])) == "Tc 2d"


def test_bad_card_inside_a_string_is_named():
    with pytest.raises(CardError, match='"Zh" is not a card'):
        parse_cards("AsZhKd")


def test_a_card_twice_is_refused():
    with pytest.raises(DuplicateCardError, match="card As is used twice"):
        parse_cards("As Kd as")


def test_the_deck_has_52_different_cards_in_index_order():
    assert len(set(FULL_DECK)) == 52
    assert [card.index for card in FULL_DECK] == list(range(52))
    assert card_from_index(0) == Card(Rank.TWO, Suit.CLUBS)
    with pytest.raises(CardError, match="52"):
        card_from_index(52)


def test_suits_rank_spades_hearts_diamonds_clubs():
    twos = sorted(parse_cards("2c 2s 2d 2h"), reverse=True)
    assert format_cards(twos) == "2s 2h 2d 2c"


def test_cards_order_by_rank_before_suit():
    assert parse_card("3c") > parse_card("2s")
    assert parse_card("As") >= parse_card("As") and parse_card("2c") <= parse_card("2d")
    assert max(parse_cards("Kd Ks Kh")) == parse_card("Ks")


def test_a_card_is_ordered_among_cards_only():
    with pytest.raises(TypeError):
        assert parse_card("As") < 14  # type: ignore[operator]


def test_names_for_people():
    card = parse_card("Qh")
    assert card.pretty == "Q♥"
    assert card.full_name == "Queen of hearts"
    assert Rank.SIX.plural == "Sixes"
    assert Rank.ACE.low_value == 1
