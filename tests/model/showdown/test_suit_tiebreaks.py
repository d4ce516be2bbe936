"""The suit_tiebreaks house rule: each category of the rule text, both ways round."""

from __future__ import annotations

import random

import pytest

from dealer_app.model.cards import FULL_DECK, parse_cards
from dealer_app.model.formats.scenario import result_to_dict, scenario_from_dict, scenario_to_dict
from dealer_app.model.hands.games import game_rules
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import Result, SeatHand
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import ScenarioError, SeatEntry
from dealer_app.model.showdown.suit_tiebreaks import SuitTiebreaks


def showdown(
    board: str,
    holes: dict[int, str],
    *,
    game: str = "holdem",
    roshambo: dict[str, int] | None = None,
) -> Result:
    seats = [SeatEntry.of(number, cards, committed=100) for number, cards in holes.items()]
    table = Scenario.of(game, seats, board=board, button=1, suit_tiebreaks=True, roshambo=roshambo)
    return resolve(table)


def both_ways(board: str, winner: str, loser: str, *, game: str = "holdem") -> list[str]:
    """The winner's cards win from seat 1 and from seat 2; returns the deciding words."""
    words = []
    for holes, expected in (({1: winner, 2: loser}, 1), ({1: loser, 2: winner}, 2)):
        result = showdown(board, holes, game=game)
        assert result.payout_map == {expected: 200}
        pot = result.pots[0]
        assert pot.winners.high == (expected,)
        words.append(next(text for text in pot.explanation if "beats" in text))
    return words


def test_a_full_house_goes_to_the_higher_suit_in_the_pair():
    words = both_ways("Ks Kh 7d 2c 3c", winner="Kd 7s", loser="Kc 7h")
    assert words[0] == "Suits break the tie on the full house: seat 1's 7♠ beats seat 2's 7♥."
    assert words[1] == "Suits break the tie on the full house: seat 2's 7♠ beats seat 1's 7♥."


def test_a_full_house_with_its_pair_on_the_board_looks_at_the_triples():
    both_ways("7s 7h Kd Kc 2c", winner="Ks 3d", loser="Kh 4c")


def test_two_pair_compares_the_higher_pair_first():
    (words, _) = both_ways("Kc 7d 5s 2h 3c", winner="Ks 7h", loser="Kh 7s")
    assert "seat 1's K♠ beats seat 2's K♥" in words


def test_two_pair_with_the_higher_pair_on_the_board_compares_the_lower():
    (words, _) = both_ways("Ks Kh 7d 4c 2s", winner="7s 3d", loser="7h 3c")
    assert "7♠ beats seat 2's 7♥" in words


def test_seats_pairing_the_same_board_card_compare_their_own_card_of_the_pair():
    (words, _) = both_ways("Kc 9d 5c 3s 2h", winner="Ks 8d", loser="Kh 8c")
    assert words.startswith("Suits break the tie on the pair: seat 1's K♠")


def test_a_pair_on_the_board_uses_the_high_card_rule_by_suit():
    (words, _) = both_ways("Ks Kh 9d 5c 2s", winner="Jd 4h", loser="Jc 3d")
    assert words == (
        "Suits break the tie on high card (the pair is on the board): "
        "seat 1's J♦ beats seat 2's J♣."
    )


def test_a_pair_on_the_board_uses_the_high_card_rule_by_rank_first():
    both_ways("Ks Kh Qd Jc 9s", winner="8c 3c", loser="7d 2d")


def test_triples_on_the_board_use_the_high_card_rule():
    (words, _) = both_ways("9s 9h 9d 5c 2s", winner="Ad 4h", loser="Ac 3d")
    assert "high card (the triples is on the board)" in words


def test_triples_made_with_own_cards_compare_those_cards():
    both_ways("Kc Kd 8h 5c 2s", winner="Ks 4h", loser="Kh 3d")


def test_a_straight_compares_each_seat_card_of_the_determining_rank():
    (words, _) = both_ways("9c Td Jh 2s 3s", winner="Ks Qd", loser="Kh Qc")
    assert "the straight's determining rank (King): seat 1's K♠ beats seat 2's K♥" in words


def test_a_straight_skips_ranks_on_the_board_for_its_determining_rank():
    (words, _) = both_ways("9c Td Jh Kd 3s", winner="Qh 2c", loser="Qc 2d")
    assert "determining rank (Queen): seat 1's Q♥" in words


def test_a_high_card_hand_compares_the_highest_own_card_by_suit():
    (words, _) = both_ways("Kc 9d 7h 4s 2c", winner="Jh 3d", loser="Jd 3c")
    assert words.endswith("high card: seat 1's J♥ beats seat 2's J♦.")


def test_a_board_flush_goes_to_the_highest_card_of_its_suit_held():
    (words, _) = both_ways("Ah Kh 9h 6h 5h", winner="3h 2c", loser="2h 3c")
    assert "the highest heart of their own: seat 1's 3♥ beats seat 2's 2♥" in words
    both_ways("Ah Kh 9h 6h 5h", winner="2h 3c", loser="4d 4c")


def test_flushes_of_different_suits_go_to_the_higher_suit_whatever_the_ranks_below():
    # One deck and one board cannot give two tied flushes of different suits, so the
    # rule is checked on hands made away from a board.
    holdem = game_rules("holdem")
    spades = holdem.evaluate(parse_cards("As Ks"), parse_cards("Qs 9s 4s")).high
    hearts = holdem.evaluate(parse_cards("Ah Kh"), parse_cards("Qh 9h 4h")).high
    rule = SuitTiebreaks({1: parse_cards("As Ks"), 2: parse_cards("Ah Kh")})
    for first, second in ((1, 2), (2, 1)):
        hands = {1: SeatHand(1, spades, None), 2: SeatHand(2, hearts, None)}
        outcome = rule.settle([hands[first], hands[second]], (), "Main pot")
        assert [hand.seat for hand in outcome.winners] == [1]
        assert outcome.words.endswith("seat 1's flush in spades beats seat 2's in hearts")


def test_omaha_compares_the_two_hole_cards_that_play():
    (words, _) = both_ways(
        "Ks Kh 9d 5c 2s", winner="Jh Td 3c 4d", loser="Jd Tc 3d 4c", game="omaha"
    )
    assert words.endswith("seat 1's J♥ beats seat 2's J♦.")


@pytest.mark.parametrize(
    ("board", "holes"),
    [
        ("Ah Kh 9h 6h 5h", {1: "4d 4c", 2: "3s 3d"}),  # a board flush nobody improves
        ("5s 6h 7d 8c 9s", {1: "2d 2c", 2: "3s 3d"}),  # a board straight
        ("7s 7h Kd Kc 7c", {1: "2d 3c", 2: "2s 3d"}),  # a board full house
    ],
)
def test_two_seats_with_nothing_of_their_own_to_compare_still_split(board, holes):
    result = showdown(board, holes)
    assert result.payout_map == {1: 100, 2: 100}
    assert "no card of their own tells them apart" in result.step_texts[1]


def test_a_three_way_tie_waits_for_rock_paper_scissors_then_pays_its_winner():
    board, holes = "Kc 7d 4h 3s 2d", {2: "Ks 9c", 5: "Kh 9d", 9: "Kd 9h"}
    waiting = showdown(board, holes)
    pot = waiting.pots[0]
    assert pot.pending == "rock-paper-scissors among seats 2, 5 and 9"
    assert pot.shares == () and waiting.payouts == ()
    assert result_to_dict(waiting)["pots"][0]["pending"] == pot.pending
    assert "nothing is paid from it" in waiting.step_texts[-1]

    decided = showdown(board, holes, roshambo={"Main pot": 5})
    assert decided.payout_map == {5: 300}
    assert not decided.pots[0].pending
    assert "seat 5 wins rock-paper-scissors among seats 2, 5 and 9" in decided.step_texts[1]


def test_a_side_pot_two_of_the_three_contest_is_settled_by_suits():
    seats = [
        SeatEntry.of(2, "Kd 9h", committed=50),
        SeatEntry.of(5, "Ks 9c", committed=100),
        SeatEntry.of(9, "Kh 9d", committed=100),
    ]
    table = Scenario.of("holdem", seats, board="Kc 7d 4h 3s 2d", button=1, suit_tiebreaks=True)
    result = resolve(table)
    assert [pot.pending for pot in result.pots] == [
        "rock-paper-scissors among seats 2, 5 and 9",
        "",
    ]
    assert result.payout_map == {5: 100}


def test_the_rule_and_the_roshambo_winner_survive_save_and_open():
    seats = [SeatEntry.of(n, cards, committed=100) for n, cards in ((2, "Ks 9c"), (5, "Kh 9d"))]
    table = Scenario.of(
        "holdem",
        [*seats, SeatEntry.of(9, "Kd 9h", committed=100)],
        board="Kc 7d 4h 3s 2d",
        button=2,
        suit_tiebreaks=True,
        roshambo={"Main pot": 9},
    )
    document = scenario_to_dict(table)
    assert document["rules"]["suit_tiebreaks"] is True
    assert document["roshambo"] == {"Main pot": 9}
    assert scenario_from_dict(document) == table


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"roshambo": {"Main pot": 4}}, "roshambo: Main pot: seat 4 is not at the table"),
        ({"roshambo": {"Side pot 3": 2}}, 'roshambo: "Side pot 3" is not a pot of this showdown'),
        ({"roshambo": {"Main pot": "x"}}, "roshambo: Main pot"),
        ({"rules": {"suit_tiebreaks": "yes"}}, "rules: suit_tiebreaks must be true or false"),
    ],
)
def test_bad_rule_input_is_refused_naming_the_field(change, message):
    document = {
        "game": "holdem",
        "rules": {"suit_tiebreaks": True},
        "button": 2,
        "seats": [
            {"seat": 2, "cards": ["Ks", "9c"]},
            {"seat": 5, "cards": ["Kh", "9d"]},
        ],
        "board": ["Kc", "7d", "4h", "3s", "2d"],
        "pot": {"black": 2},
    } | change
    with pytest.raises(ValueError, match=message):
        resolve(scenario_from_dict(document))


def test_a_roshambo_winner_outside_the_tie_is_refused():
    with pytest.raises(ScenarioError, match="roshambo: Main pot: seat 2 is not one of the tied"):
        showdown(
            "Kc 7d 4h 3s 2d",
            {2: "Qs 9c", 5: "Ks 9d", 9: "Kh 9h", 7: "Kd 9s"},
            roshambo={"Main pot": 2},
        )


def test_other_games_ignore_the_rule():
    seats = [
        SeatEntry.of(2, "Ks 9c 5c 5h", committed=100),
        SeatEntry.of(5, "Kh 9d 5d 5s", committed=100),
    ]
    table = Scenario.of("omaha8", seats, board="Kc 7d 4h 3s Qd", button=1, suit_tiebreaks=True)
    assert resolve(table).payout_map == {2: 100, 5: 100}


def test_without_the_rule_suits_never_break_a_tie():
    seats = [SeatEntry.of(2, "Ks 9c", committed=100), SeatEntry.of(5, "Kh 9d", committed=100)]
    table = Scenario.of("holdem", seats, board="Kc 7d 4h 3s 2d", button=1)
    assert resolve(table).payout_map == {2: 100, 5: 100}


def test_a_straight_flush_on_the_board_goes_to_the_highest_card_of_its_suit_held():
    (words, _) = both_ways("5h 6h 7h 8h 9h", winner="4h 2c", loser="3h 2d")
    assert "seat 1's 4♥ beats seat 2's 3♥" in words


def test_each_board_of_a_pot_run_twice_waits_for_its_own_game():
    board_one, board_two = "Kc 7d 4h 3s 2d", "Kc 7d 4h 3s As"
    seats = [
        SeatEntry.of(seat, cards, committed=100)
        for seat, cards in ((2, "Ks 9c"), (5, "Kh 9d"), (9, "Kd 9h"))
    ]

    def table(roshambo: dict[str, int]) -> Result:
        scenario = Scenario.of(
            "holdem",
            seats,
            boards=[board_one, board_two],
            button=1,
            suit_tiebreaks=True,
            roshambo=roshambo,
        )
        return resolve(scenario)

    waiting = table({})
    assert [where for where, _ in waiting.pots[0].waiting] == [
        "Main pot, board 1",
        "Main pot, board 2",
    ]
    assert waiting.pots[0].pending.startswith("board 1: rock-paper-scissors among seats 2, 5")
    half = table({"Main pot, board 1": 9})
    assert half.payout_map == {9: 150}
    assert half.pots[0].pending == "board 2: rock-paper-scissors among seats 2, 5 and 9"
    both = table({"Main pot, board 1": 5, "Main pot, board 2": 5})
    assert both.payout_map == {5: 300} and not both.pots[0].pending


@pytest.mark.parametrize(("game", "wanted"), [("holdem", 40), ("omaha", 12)])
def test_on_random_ties_the_same_cards_win_whichever_seat_holds_them(game, wanted):
    rules = game_rules(game)
    deck = list(FULL_DECK)
    rng = random.Random(14)
    size = rules.hole_cards
    ties = decided = 0
    while ties < wanted:
        rng.shuffle(deck)
        first, second = tuple(deck[:size]), tuple(deck[size : 2 * size])
        board = tuple(deck[2 * size : 2 * size + 5])
        strengths = {rules.evaluate(hole, board).high.strength for hole in (first, second)}
        if len(strengths) > 1:
            continue
        ties += 1
        winners = []
        for holes in ((first, second), (second, first)):
            seats = [SeatEntry.of(n, cards, committed=10) for n, cards in enumerate(holes, 1)]
            table = Scenario.of(game, seats, board=board, button=2, suit_tiebreaks=True)
            winners.append(resolve(table).pots[0].winners.high)
        if len(winners[0]) == 1:
            decided += 1
            assert winners[1] == (3 - winners[0][0],)
        else:
            assert winners == [(1, 2), (1, 2)]
    assert decided > ties // 2
