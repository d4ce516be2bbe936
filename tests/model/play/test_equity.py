"""Exact equity against known values and against a brute-force count on the scalar evaluator."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations

import pytest

from dealer_app.model.cards import FULL_DECK, Card, Rank, parse_cards
from dealer_app.model.hands.games import game_rules
from dealer_app.model.hands.strength import HouseRules
from dealer_app.model.play.equity import EquityError, EquityResult, board_equity, scenario_equity
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry


def brute_force(
    game: str, holes: dict[int, tuple[Card, ...]], board: tuple[Card, ...], dead: tuple[Card, ...]
) -> dict[int, dict[str, object]]:
    """Every board dealt with itertools, every seat evaluated by the scalar evaluator."""
    rules = game_rules(game)
    used = {*board, *dead, *(card for hole in holes.values() for card in hole)}
    deck = [card for card in FULL_DECK if card not in used]
    tally = {seat: {"win": 0, "tie": 0, "high": Fraction(0), "low": Fraction(0), "scoop": 0}
             for seat in holes}  # fmt: skip
    boards = 0
    for rest in combinations(deck, 5 - len(board)):
        boards += 1
        full = (*board, *rest)
        hands = {seat: rules.evaluate(hole, full) for seat, hole in holes.items()}
        best_high = max(hand.high.strength for hand in hands.values())
        high_winners = [s for s, hand in hands.items() if hand.high.strength == best_high]
        lows = {s: hand.low.strength for s, hand in hands.items() if hand.low is not None}
        low_winners = [s for s, value in lows.items() if value == max(lows.values())]
        half = Fraction(1, 2) if low_winners else Fraction(1)
        for seat in high_winners:
            tally[seat]["high"] += half / len(high_winners)
        for seat in low_winners:
            tally[seat]["low"] += Fraction(1, 2) / len(low_winners)
        for seat in holes:
            takes = seat in high_winners or seat in low_winners
            shares = (seat in high_winners and len(high_winners) > 1) or (
                seat in low_winners and len(low_winners) > 1
            )
            if takes:
                tally[seat]["tie" if shares else "win"] += 1
            alone_high = high_winners == [seat]
            if alone_high and (not low_winners or low_winners == [seat]):
                tally[seat]["scoop"] += 1
    for values in tally.values():
        values["high"] /= boards
        values["low"] /= boards
    return tally


def assert_matches(
    result: EquityResult, expected: dict[int, dict[str, object]], hi_lo: bool
) -> None:
    for seat, values in expected.items():
        got = result.seat(seat)
        assert (got.win, got.tie) == (values["win"], values["tie"]), seat
        equity = values["high"] + values["low"]  # type: ignore[operator]
        assert got.equity == pytest.approx(float(equity), abs=1e-12)
        if hi_lo:
            assert got.high == pytest.approx(float(values["high"]), abs=1e-12)  # type: ignore[arg-type]
            assert got.low == pytest.approx(float(values["low"]), abs=1e-12)  # type: ignore[arg-type]
            assert got.scoop == values["scoop"]
        else:
            assert got.high is None and got.scoop is None


def random_spot(game: str, seats: int, board_cards: int, dead_cards: int, rng: random.Random):
    hole_cards = game_rules(game).hole_cards
    cards = rng.sample(FULL_DECK, seats * hole_cards + board_cards + dead_cards)
    holes = {
        seat: tuple(cards[i * hole_cards : (i + 1) * hole_cards])
        for i, seat in enumerate(sorted(rng.sample(range(1, 11), seats)))
    }
    rest = cards[seats * hole_cards :]
    return holes, tuple(rest[:board_cards]), tuple(rest[board_cards:])


def test_aces_king_suited_against_queens_is_the_known_count() -> None:
    result = board_equity("holdem", {1: parse_cards("As Ks"), 2: parse_cards("Qh Qd")})
    assert result.exact and result.boards == 1_712_304
    ak, qq = result.seat(1), result.seat(2)
    assert (ak.win, ak.tie) == (787_966, 6_732)
    assert (qq.win, qq.tie) == (917_606, 6_732)
    assert round(ak.equity, 6) == 0.462145
    assert ak.equity + qq.equity == pytest.approx(1.0)


@pytest.mark.parametrize("seed", range(6))
def test_holdem_from_the_flop_and_turn_matches_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    holes, board, dead = random_spot(
        "holdem", rng.randint(2, 10), rng.choice([3, 4]), rng.randint(0, 4), rng
    )
    result = board_equity("holdem", holes, board, dead)
    assert_matches(result, brute_force("holdem", holes, board, dead), hi_lo=False)


@pytest.mark.parametrize("game", ["omaha", "omaha8"])
@pytest.mark.parametrize("seed", range(5))
def test_omaha_from_the_flop_and_turn_matches_brute_force(game: str, seed: int) -> None:
    rng = random.Random(100 + seed)
    holes, board, dead = random_spot(
        game, rng.randint(2, 6), rng.choice([3, 4, 4]), rng.randint(0, 4), rng
    )
    result = board_equity(game, holes, board, dead)
    assert_matches(result, brute_force(game, holes, board, dead), hi_lo=game == "omaha8")


@pytest.mark.parametrize("game", ["holdem8", "omaha5", "bigo"])
@pytest.mark.parametrize("seed", range(4))
def test_the_mixed_board_games_match_brute_force(game: str, seed: int) -> None:
    rng = random.Random(300 + seed)
    holes, board, dead = random_spot(
        game, rng.randint(2, 4), rng.choice([3, 4, 4]), rng.randint(0, 4), rng
    )
    result = board_equity(game, holes, board, dead)
    assert_matches(result, brute_force(game, holes, board, dead), hi_lo=game != "omaha5")


def test_holdem8_counts_the_low_the_board_makes_alone() -> None:
    # The board is 8-7-3-2-A already: both seats always have a low, and split it on every
    # river that brings neither a 4, 5 nor 6 to seat 2's advantage.
    holes = {1: parse_cards("Kc Kd"), 2: parse_cards("4h Qd")}
    board = parse_cards("As 2d 3c 7h")
    result = board_equity("holdem8", holes, board)
    assert_matches(result, brute_force("holdem8", holes, board, ()), hi_lo=True)
    assert result.seat(1).low and result.seat(1).low > 0


def test_omaha8_splits_and_quarters_are_counted() -> None:
    # Both hold A-2 for the nut low: every low is quartered; the high decides the rest.
    holes = {
        1: parse_cards("Ac 2c Kd Kh"),
        3: parse_cards("Ad 2d Qs Qh"),
        5: parse_cards("9s 9c Th Js"),
    }
    board = parse_cards("3h 5s 8d")
    result = board_equity("omaha8", holes, board)
    assert_matches(result, brute_force("omaha8", holes, board, ()), hi_lo=True)
    assert result.seat(1).tie > 0 and result.seat(3).tie > 0


def test_a_complete_board_is_one_board() -> None:
    holes = {2: parse_cards("Ah Kd"), 4: parse_cards("Ac Qc")}
    result = board_equity("holdem", holes, parse_cards("Jh 2c 2d 5s 5h"))
    assert result.boards == 1 and result.exact
    assert [(s.win, s.tie, s.equity) for s in result.seats] == [(0, 1, 0.5), (0, 1, 0.5)]


def test_monte_carlo_is_seeded_and_close_to_the_exact_answer() -> None:
    holes = {1: parse_cards("As Ks"), 2: parse_cards("Qh Qd")}
    first = board_equity("holdem", holes, samples=50_000, seed=7)
    again = board_equity("holdem", holes, samples=50_000, seed=7)
    assert not first.exact and first.samples == 50_000 and first.seed == 7
    assert first.seats == again.seats
    stderr = first.seat(1).stderr
    assert stderr is not None and 0.001 < stderr < 0.005
    assert abs(first.seat(1).equity - 0.462145) < 5 * stderr


@pytest.mark.parametrize(
    ("game", "holes", "board", "dead", "message"),
    [
        (
            "stud",
            {1: "As Ks"},
            "",
            "",
            "equity deals out boards for holdem, omaha, omaha8, omaha5, bigo, holdem8, not stud",
        ),
        ("bridge", {1: "As Ks"}, "", "", 'unknown game "bridge"'),
        ("holdem", {1: "As"}, "", "", "seat 1: shows 1 card; holdem needs 2"),
        ("holdem", {1: "As Ks", 2: "As Qd"}, "", "", "card As is used twice: seat 1 and seat 2"),
        ("holdem", {1: "As Ks"}, "Qs Js", "", "board: 2 cards"),
        ("holdem", {1: "As Ks"}, "Qs Js Ts", "Ts", "card Ts is used twice: board and dead cards"),
        ("holdem", {}, "", "", "at least one seat"),
    ],
)
def test_bad_spots_are_refused_naming_the_problem(
    game: str, holes: dict[int, str], board: str, dead: str, message: str
) -> None:
    with pytest.raises(EquityError, match=message):
        board_equity(
            game,
            {s: parse_cards(c) for s, c in holes.items()},
            parse_cards(board),
            parse_cards(dead),
        )


@pytest.mark.parametrize(("game", "seats", "dead"), [("holdem", 10, 16), ("omaha8", 3, 28)])
def test_before_the_flop_with_many_dead_cards_matches_brute_force(
    game: str, seats: int, dead: int
) -> None:
    holes, board, dead_cards = random_spot(game, seats, 0, dead, random.Random(seats))
    result = board_equity(game, holes, board, dead_cards)
    assert_matches(result, brute_force(game, holes, board, dead_cards), hi_lo=game == "omaha8")


@pytest.mark.parametrize(
    ("game", "hands", "board"),
    [
        ("razz", ["Kc Kd 6h 4s 3c 2d Ah", "7c 5d 4h 3s 2c Qd Qh", "8s 7s 6s 5s 3d 9c 9d"], ""),
        ("stud8", ["As 2s 3s 4s 5h Kd Kh", "Ac 2c 3d 4d 6h 9s 9c", "Qs Qh Qd 8c 8d Jc Tc"], ""),
        ("omaha8", ["Ac 2c Kd Kh", "Ad 2d Qs Qh", "9s 9c Th Js"], "3h 5s 8d Kc Jc"),
        ("holdem", ["Ah Kd", "Ac Qc", "7s 7c"], "Jh 2c 2d 5s 5h"),
    ],
)
def test_a_complete_showdown_gives_the_showdowns_own_winners(
    game: str, hands: list[str], board: str
) -> None:
    table = Scenario.of(
        game,
        [SeatEntry.of(seat, cards, committed=100) for seat, cards in enumerate(hands, 1)],
        board=board,
        button=1,
    )
    result = scenario_equity(table)
    winners = resolve(table).pots[0].winners
    assert (result.boards, result.exact) == (1, True)
    takers = {seat.seat for seat in result.seats if seat.equity > 0}
    assert takers == set(winners.high) | set(winners.low)
    assert sum(seat.equity for seat in result.seats) == pytest.approx(1.0)
    for seat in result.seats:
        if game in ("stud8", "omaha8"):
            high = 0.5 / len(winners.high) if seat.seat in winners.high else 0.0
            low = 0.5 / len(winners.low) if seat.seat in winners.low else 0.0
            if not winners.low:
                high *= 2
            assert (seat.high, seat.low) == pytest.approx((high, low))


def test_a_scenario_deals_its_folded_cards_dead_and_refuses_what_it_cannot_deal() -> None:
    seats = [
        SeatEntry.of(1, "As Ks"),
        SeatEntry.of(2, "Qh Qd"),
        SeatEntry.of(3, "Qs Qc", folded=True),
    ]
    spot = scenario_equity(Scenario.of("holdem", seats, board="2c 7d 9h"))
    direct = board_equity("holdem", {1: parse_cards("As Ks"), 2: parse_cards("Qh Qd")},
                          parse_cards("2c 7d 9h"), parse_cards("Qs Qc"))  # fmt: skip
    assert spot.seats == direct.seats and spot.boards == 903
    with pytest.raises(EquityError, match="seat 2: shows 1 card; holdem needs 2"):
        scenario_equity(Scenario.of("holdem", [seats[0], SeatEntry.of(2, "Qh")]))
    with pytest.raises(EquityError, match="standard rules"):
        scenario_equity(
            Scenario.of("holdem", seats[:2], rules=HouseRules(wild=frozenset({Rank.TWO})))
        )
    # Stud deals no board: a hand short of its seventh card cannot be dealt out.
    with pytest.raises(EquityError, match="seat 1: shows 6 cards; stud needs 7"):
        scenario_equity(
            Scenario.of("stud", [SeatEntry.of(1, "As Ks Qs Js Ts 9s"), SeatEntry.of(2)])
        )
