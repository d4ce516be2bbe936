"""The mixed games of a dealer's audition, showdown by showdown, each worked out by hand.

Every case is a pot of white chips (1 each) so that the odd chips are plain to see; the
comment above each one says how the answer follows from the rules. They run through the
scenario format both ways, as ``dealer-app resolve`` does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from dealer_app.model.formats.scenario import result_to_dict, scenario_from_dict
from dealer_app.model.showdown.resolve import resolve


@dataclass(frozen=True)
class Case:
    name: str
    game: str
    seats: dict[int, str]
    pot: int
    payouts: dict[int, int]
    high: tuple[int, ...]
    low: tuple[int, ...]
    odd_chips: tuple[int, ...] = ()
    button: int | None = None
    board: str = ""
    words: tuple[str, ...] = ()
    """Words the pot's explanation or the dealer's steps must say."""


CASES = [
    # -- deuce-to-seven: the five cards as they are; the worst high hand wins -----------------
    Case(
        "deuce7-seven-five-beats-seven-six",
        "deuce7",
        {1: "7s 5d 4c 3h 2h", 2: "7h 6d 4s 3c 2d", 3: "8h 8d 4d 3d 2c"},
        9,
        {1: 9},
        (),
        (1,),
        button=3,
        words=("Seven-five low", "the second card decides, Five is lower than Six"),
    ),
    # A flush counts against the hand: a pair of nines wins.
    Case(
        "deuce7-a-pair-beats-a-flush",
        "deuce7",
        {1: "Ks Qs 9s 5s 3s", 2: "9h 9d 5h 4c 2d"},
        10,
        {2: 10},
        (),
        (2,),
        button=1,
        words=("a pair beats a flush in deuce-to-seven",),
    ),
    # A-2-3-4-5 is no straight but ace high, and any king high beats it.
    Case(
        "deuce7-the-wheel-is-ace-high",
        "deuce7",
        {1: "Ac 2d 3h 4s 5c", 2: "Kd Qc Jh 9s 8d"},
        6,
        {2: 6},
        (),
        (2,),
        button=2,
        words=("the highest card decides, King is lower than Ace",),
    ),
    # Seats 2 and 5 tie with 8-6-4-3-2; from the button (6) the first of them clockwise is 2.
    Case(
        "deuce7-tie-odd-chip-clockwise",
        "deuce7",
        {2: "8s 6d 4c 3h 2h", 5: "8h 6c 4s 3d 2d", 7: "9c 7c 5d 4d 3c"},
        11,
        {2: 6, 5: 5},
        (),
        (2, 5),
        odd_chips=(2,),
        button=6,
        words=("Eight-six low",),
    ),
    # A six-high straight counts against the hand: eight-seven wins.
    Case(
        "deuce7-a-straight-loses",
        "deuce7",
        {1: "6s 5d 4c 3h 2h", 2: "8s 7d 5c 3d 2s"},
        4,
        {2: 4},
        (),
        (2,),
        button=2,
        words=("no pair beats a straight in deuce-to-seven",),
    ),
    # -- ace-to-five: aces low, straights and flushes ignored, pairs count -----------------------
    Case(
        "ace5-the-wheel-wins",
        "ace5",
        {1: "5s 4d 3c 2h Ah", 2: "6h 4s 3d 2c Ad"},
        5,
        {1: 5},
        (),
        (1,),
        button=2,
        words=("Wheel (5-4-3-2-A)",),
    ),
    # A straight flush at high poker is only a seven-six low here, and still beats eight-four.
    Case(
        "ace5-straights-and-flushes-do-not-count",
        "ace5",
        {1: "7h 6h 5h 4h 3h", 2: "8c 4d 3s 2d As"},
        5,
        {1: 5},
        (),
        (1,),
        button=1,
        words=("Seven-six low",),
    ),
    Case(
        "ace5-a-pair-counts-against",
        "ace5",
        {1: "Kc Qd Jh Ts 9c", 2: "2s 2d 3c 4h 5d"},
        5,
        {1: 5},
        (),
        (1,),
        button=1,
        words=("no pair beats a pair in ace-to-five",),
    ),
    # Heads-up: the first seat clockwise from the button (8) is seat 3, the big blind.
    Case(
        "ace5-heads-up-tie",
        "ace5",
        {3: "6s 4s 3s 2s Ad", 8: "6d 4d 3d 2d Ac"},
        7,
        {3: 4, 8: 3},
        (),
        (3, 8),
        odd_chips=(3,),
        button=8,
    ),
    # -- badugi: the most cards of distinct ranks and suits, then the lowest ---------------------
    Case(
        "badugi-four-cards-beat-three",
        "badugi",
        {1: "Kc Qd Jh Ts", 2: "Ac 2d 3h 3s"},
        5,
        {1: 5},
        (),
        (1,),
        button=2,
        words=("four cards beat three in badugi",),
    ),
    Case(
        "badugi-seven-high-beats-eight-high",
        "badugi",
        {1: "7c 4d 3h As", 2: "8c 2d 3s Ah"},
        5,
        {1: 5},
        (),
        (1,),
        button=2,
        words=("Four-card badugi, seven high (7-4-3-A)",),
    ),
    Case(
        "badugi-the-second-card-decides",
        "badugi",
        {1: "7h 5c 3d 2s", 2: "7s 6h 3c Ad"},
        5,
        {1: 5},
        (),
        (1,),
        button=1,
        words=("the second card decides, Five is lower than Six",),
    ),
    # 6-4-3-2 twice, suits apart: a tie, seat 2 first clockwise from the button (1).
    Case(
        "badugi-suits-never-break-a-tie",
        "badugi",
        {2: "6s 4h 3d 2c", 4: "6h 4d 3c 2s", 6: "Qs Js Th 9d"},
        5,
        {2: 3, 4: 2},
        (),
        (2, 4),
        odd_chips=(2,),
        button=1,
    ),
    # -- badeucy: half deuce-to-seven, half badugi with aces high; odd unit to deuce-to-seven ----
    # Seat 1's 7-5-4-3-2 and its 7-5-4-2 badugi both beat seat 2's straight and K-Q-J-9.
    Case(
        "badeucy-scoop",
        "badeucy",
        {1: "7s 5d 4c 3h 2h", 2: "Kc Qd Jh Ts 9s"},
        9,
        {1: 9},
        (1,),
        (1,),
        button=2,
        words=("scoops the pot (deuce-to-seven and badugi)",),
    ),
    # Seat 1: 8-6-4-3-2 but only a three-card badugi; seat 2: a pair of fives and 5-4-3-2.
    # 7 halves as 4 and 3: the odd unit to the deuce-to-seven half.
    Case(
        "badeucy-halved-odd-unit-to-the-five-card-half",
        "badeucy",
        {1: "8s 6d 4d 3h 2h", 2: "2s 3d 4c 5h 5s"},
        7,
        {1: 4, 2: 3},
        (1,),
        (2,),
        odd_chips=(1,),
        button=2,
        words=("the five-card half takes the odd chip of the split",),
    ),
    # Seat 1's A-4-3-2 badugi is the worst four-card one here: aces are high. It still wins
    # the deuce-to-seven half, ace high against a pair of tens.
    Case(
        "badeucy-aces-are-high-in-the-badugi",
        "badeucy",
        {1: "Ac 2d 3h 4s 7s", 2: "Kc Qd Jh Ts Td"},
        9,
        {1: 5, 2: 4},
        (1,),
        (2,),
        odd_chips=(1,),
        button=1,
        words=("aces are high in badeucy",),
    ),
    # The same two seats tie both ways (7-5-4-3-2 and 7-5-4-2): one split, 5 and 4.
    Case(
        "badeucy-same-seats-tie-both-ways",
        "badeucy",
        {1: "7s 5d 4c 3h 2h", 2: "7h 5c 4s 3d 2d"},
        9,
        {1: 5, 2: 4},
        (1, 2),
        (1, 2),
        odd_chips=(1,),
        button=2,
        words=("split it once",),
    ),
    # -- badacey: half ace-to-five, half badugi with aces low ------------------------------------
    Case(
        "badacey-scoop",
        "badacey",
        {1: "5s 4d 3c 2h Ah", 2: "Kc Kd Qh Js Ts"},
        9,
        {1: 9},
        (1,),
        (1,),
        button=2,
    ),
    # Seat 1: 6-4-3-2-A (a spade flush does not count) but a two-card badugi; seat 2: a
    # three-card 8-3-2 badugi. 7 halves as 4 to ace-to-five and 3 to badugi.
    Case(
        "badacey-halved",
        "badacey",
        {1: "As 2s 3s 4s 6d", 2: "8c 7d 5h 3h 2d"},
        7,
        {1: 4, 2: 3},
        (1,),
        (2,),
        odd_chips=(1,),
        button=1,
        words=("three cards beat two in badugi",),
    ),
    # A pair counts against an ace-to-five hand: king-queen low beats a pair of twos; the
    # pair's 5-4-3-2 badugi beats Q-J-T-9. 5 halves as 3 and 2.
    Case(
        "badacey-a-pair-loses-the-low-wins-the-badugi",
        "badacey",
        {1: "2c 2d 3h 4s 5c", 2: "Ks Qd Jh Tc 9s"},
        5,
        {2: 3, 1: 2},
        (2,),
        (1,),
        odd_chips=(2,),
        button=1,
    ),
    # Seat 1's all-club wheel takes the ace-to-five half (6 of 11, the odd unit with it);
    # seats 2 and 3 tie the badugi half with 4-3-2 and split 5: seat 2 first from button 3.
    Case(
        "badacey-tied-badugi-half",
        "badacey",
        {1: "Ac 2c 3c 4c 5c", 2: "4d 3h 2s Kd Qd", 3: "4s 3d 2h Ks Qs"},
        11,
        {1: 6, 2: 3, 3: 2},
        (1,),
        (2, 3),
        odd_chips=(1, 2),
        button=3,
    ),
    # -- five-card Omaha: exactly two of five hole cards, three of the board ---------------------
    # One spade in seat 1's hand and four on the board make no flush: a queen-high straight,
    # which seat 2's two-spade flush beats.
    Case(
        "omaha5-one-hole-card-of-the-suit-is-no-flush",
        "omaha5",
        {1: "As Kd Qh Jc 2d", 2: "7s 3s Kc Kh 4h"},
        10,
        {2: 10},
        (2,),
        (),
        button=1,
        board="2s 5s 8s 9s Td",
    ),
    Case(
        "omaha5-tie-odd-chip-clockwise",
        "omaha5",
        {3: "Jc Tc 3d 4d 5d", 6: "Jd Th 3s 4s 6s", 8: "9c 9d 9h 8c 8d"},
        7,
        {3: 4, 6: 3},
        (3, 6),
        (),
        odd_chips=(3,),
        button=7,
        board="As Ks Qd 7c 2h",
    ),
    # Three queens in the hand and one on the board are trips, not quads: two hole cards
    # play. Seat 2's kings are higher trips.
    Case(
        "omaha5-only-two-hole-cards-play",
        "omaha5",
        {1: "Qs Qh Qd 5c 6c", 2: "Kd Kh 3d 3h Jc"},
        10,
        {2: 10},
        (2,),
        (),
        button=2,
        board="Qc 9d 4s 2h Ks",
    ),
    Case(
        "omaha5-flush-from-two-hole-cards",
        "omaha5",
        {1: "Ah 2s 2d Qc Qd", 2: "5h 4h 9s 9c Ts"},
        6,
        {2: 6},
        (2,),
        (),
        button=1,
        board="3h 7h Jh 2c Kd",
    ),
    # -- Big O: five-card Omaha high-low, eight or better ----------------------------------------
    Case(
        "bigo-scoop",
        "bigo",
        {1: "Ac 2c Kd Kh Qs", 2: "Qd Qh Jd Tc 9s"},
        9,
        {1: 9},
        (1,),
        (1,),
        button=2,
        board="3h 5s 8d Kc Jc",
    ),
    # Seat 3's trip kings take the high half (6 of 11, the odd unit); seats 1 and 2 both
    # have A-2 for 8-5-3-2-A and split the low 5: seat 1 first clockwise from button 3.
    Case(
        "bigo-quartered",
        "bigo",
        {1: "As 2d 9c 9d Th", 2: "Ad 2h Qc Qd Jh", 3: "Kd 7s 6c 4c 4h"},
        11,
        {1: 3, 2: 2, 3: 6},
        (3,),
        (1, 2),
        odd_chips=(3, 1),
        button=3,
        board="3h 5s 8d Kc Ks",
    ),
    # Only the 8 and the 2 on the board are low: no low is possible, the high takes it all.
    Case(
        "bigo-no-qualifying-low",
        "bigo",
        {1: "As Ks 7d 6d 3c", 2: "Qs Qc Jd Td 4c"},
        10,
        {2: 10},
        (2,),
        (),
        button=1,
        board="Kh Qd 9s 8c 2h",
    ),
    # Both make the eight-high straight; seat 1's A-2 makes 8-7-6-2-A for low. 9 halves as 5
    # and 4: the high 5 split 3-2 (seat 1, the big blind heads-up, first), the low 4 to 1.
    Case(
        "bigo-split-high-and-the-low",
        "bigo",
        {1: "As 2s 3s 4s 5s", 2: "4d 5h Jc Jh Ts"},
        9,
        {1: 7, 2: 2},
        (1, 2),
        (1,),
        odd_chips=(1,),
        button=2,
        board="Kd Qd 7h 8c 6c",
    ),
    # -- stud high-low with no qualifier ----------------------------------------------------------
    # Seat 2's T-4-3-2-A is no eight-or-better low, but there is no qualifier here.
    Case(
        "studhilo-a-ten-low-wins-the-low-half",
        "studhilo",
        {1: "Ks Kh Qd Qc 9s 9h 2c", 2: "As 2d 3h 4c Td Jc Kd"},
        9,
        {1: 5, 2: 4},
        (1,),
        (2,),
        odd_chips=(1,),
    ),
    Case(
        "studhilo-scoop",
        "studhilo",
        {1: "Ah 2h 3h 4h 5h Kc Qc", 2: "Ks Kd Qs Qd Js Jd 9c"},
        9,
        {1: 9},
        (1,),
        (1,),
    ),
    # Seats 1 and 2 tie 6-4-3-2-A; the lowest card by suit is seat 2's ace of diamonds.
    Case(
        "studhilo-low-tie-lowest-card-by-suit",
        "studhilo",
        {
            1: "As 2c 3d 4h 6s Qh Jh",
            2: "Ad 2d 3c 4s 6h Qs Js",
            3: "9c 9d 9h 8c 7c Tc 5d",
        },
        11,
        {1: 2, 2: 3, 3: 6},
        (3,),
        (1, 2),
        odd_chips=(3, 2),
        words=("lowest card by suit: Ad",),
    ),
    # Seats 1 and 2 tie with nine-high straights; the high half's odd chip to the highest card
    # by suit, seat 2's king of spades. Seat 3's 7-4-3-2-A takes the low 6.
    Case(
        "studhilo-high-tie-highest-card-by-suit",
        "studhilo",
        {
            1: "9s 8d 7c 6h 5c 2d 2h",
            2: "9h 8c 7d 6s 5d Ks Kc",
            3: "Ac 2s 3h 4d 7s Qd Jc",
        },
        13,
        {1: 3, 2: 4, 3: 6},
        (1, 2),
        (3,),
        odd_chips=(2,),
        words=("highest card by suit: Ks",),
    ),
    # -- hold'em high-low, eight or better ---------------------------------------------------------
    # The board alone is 8-7-3-2-A: both play it and split the low; kings take the high.
    Case(
        "holdem8-the-board-makes-the-low",
        "holdem8",
        {1: "Kc Kd", 2: "Qh Qd"},
        9,
        {1: 7, 2: 2},
        (1,),
        (1, 2),
        odd_chips=(1,),
        button=2,
        board="As 2d 3c 7h 8s",
    ),
    Case(
        "holdem8-no-low",
        "holdem8",
        {1: "Ah 5h", 2: "Kd 9d"},
        10,
        {2: 10},
        (2,),
        (),
        button=1,
        board="Ks Qd 9c 4h 2h",
    ),
    Case(
        "holdem8-quartered",
        "holdem8",
        {1: "3h 4h", 2: "3d 4c", 3: "Kc Kd"},
        11,
        {1: 3, 2: 2, 3: 6},
        (3,),
        (1, 2),
        odd_chips=(3, 1),
        button=2,
        board="As 2d 7c Kh Qs",
    ),
    Case(
        "holdem8-wheel-scoops",
        "holdem8",
        {1: "4d 5c", 2: "Ah Kd"},
        9,
        {1: 9},
        (1,),
        (1,),
        button=2,
        board="As 2d 3c 9h Ks",
    ),
    # -- razzdugi: half razz, half badugi of any four; odd unit to razz; both by lowest card ----
    Case(
        "razzdugi-scoop",
        "razzdugi",
        {1: "As 2h 3d 4c 6s Ks Kh", 2: "8c 8d 9h Ts Jc Qd Kd"},
        9,
        {1: 9},
        (1,),
        (1,),
    ),
    # Seat 1's wheel takes razz (4 of 7 with the odd unit); its spades make only a two-card
    # badugi, and seat 2's Q-8-7-6 takes the badugi 3.
    Case(
        "razzdugi-halved",
        "razzdugi",
        {1: "As 2s 3s 4s 5s Kh Kd", 2: "8c 7d 6h Qs Qc Jd Th"},
        7,
        {1: 4, 2: 3},
        (1,),
        (2,),
        odd_chips=(1,),
        words=("the five-card half takes the odd chip of the split",),
    ),
    # Razz ties at 6-4-3-2-A: the razz half's odd chip by the lowest card, seat 2's ace of
    # diamonds (in stud high-low it would go by the highest). Seat 1's 4-3-2-A badugi wins.
    Case(
        "razzdugi-razz-tie-lowest-card",
        "razzdugi",
        {1: "As 2d 3c 4h 6s Kd Kh", 2: "Ad 2c 3d 4s 6h Qd Qh"},
        9,
        {1: 6, 2: 3},
        (1, 2),
        (1,),
        odd_chips=(2,),
        words=("lowest card by suit: Ad",),
    ),
    # Seats 2 and 3 tie the badugi half with three-card 9-8-7 (no club); the lowest card by
    # suit is seat 2's seven of diamonds. Seat 1's clubs make the wheel.
    Case(
        "razzdugi-badugi-tie-lowest-card",
        "razzdugi",
        {
            1: "Ac 2c 3c 4c 5c 6c 7c",
            2: "9s 8h 7d Ks Kh Qs Qh",
            3: "9d 8s 7h Jd Js Td Ts",
        },
        11,
        {1: 6, 2: 3, 3: 2},
        (1,),
        (2, 3),
        odd_chips=(1, 2),
        words=("lowest card by suit: 7d",),
    ),
]


def scenario_of(case: Case) -> dict[str, Any]:
    document: dict[str, Any] = {
        "game": case.game,
        "seats": [{"seat": seat, "cards": cards} for seat, cards in case.seats.items()],
        "pot": {"white": case.pot},
    }
    if case.button is not None:
        document["button"] = case.button
    if case.board:
        document["board"] = case.board
    return document


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_hand_worked_showdown(case: Case) -> None:
    result = resolve(scenario_from_dict(scenario_of(case)))
    (pot,) = result.pots
    assert dict(result.payouts) == case.payouts
    assert (pot.winners.high, pot.winners.low) == (case.high, case.low)
    assert tuple(odd.seat for odd in pot.odd_chips) == case.odd_chips
    said = " ".join((*pot.explanation, *result.step_texts, *(odd.reason for odd in pot.odd_chips)))
    for words in case.words:
        assert words in said


def test_at_least_four_showdowns_for_each_game() -> None:
    games = [case.game for case in CASES]
    mixed = ("deuce7", "ace5", "badugi", "badeucy", "badacey", "omaha5", "bigo", "studhilo")
    for game in (*mixed, "holdem8", "razzdugi"):
        assert games.count(game) >= 4, game


def _hands(game: str) -> list[dict[str, Any]]:
    case = next(case for case in CASES if case.game == game)
    document = result_to_dict(resolve(scenario_from_dict(scenario_of(case))))
    assert document["game"] == game
    return list(document["hands"])


@pytest.mark.parametrize("game", ["deuce7", "ace5"])
def test_lowball_hands_report_the_five_cards_as_best_and_low(game: str) -> None:
    for hand in _hands(game):
        assert hand["category"] is None
        assert hand["best"] == hand["low"]
        assert len(hand["best"]) == 5


def test_badugi_hands_report_the_badugi_cards() -> None:
    first, second = _hands("badugi")
    assert first == {
        "seat": 1,
        "category": None,
        "name": "Four-card badugi, king high (K-Q-J-T)",
        "best": ["Kc", "Qd", "Jh", "Ts"],
        "low": ["Kc", "Qd", "Jh", "Ts"],
    }
    assert second["name"] == "Three-card badugi, three high (3-2-A)"
    assert second["best"] == second["low"] and len(second["low"]) == 3


@pytest.mark.parametrize(
    ("game", "halves"),
    [
        ("badeucy", {"high": "deuce-to-seven", "low": "badugi"}),
        ("badacey", {"high": "ace-to-five", "low": "badugi"}),
        ("razzdugi", {"high": "razz", "low": "badugi"}),
    ],
)
def test_badugi_split_games_report_their_halves(game: str, halves: dict[str, str]) -> None:
    case = next(case for case in CASES if case.game == game)
    document = result_to_dict(resolve(scenario_from_dict(scenario_of(case))))
    assert list(document)[:3] == ["game", "halves", "hands"]
    assert document["halves"] == halves
    for hand in document["hands"]:
        assert hand["category"] is None
        assert len(hand["best"]) == 5
        assert 1 <= len(hand["low"]) <= 4


@pytest.mark.parametrize(
    ("game", "category", "has_low"),
    [("omaha5", "flush", False), ("bigo", "three_of_a_kind", True)],
)
def test_omaha_games_report_as_omaha(game: str, category: str, has_low: bool) -> None:
    hands = _hands(game)
    assert category in [hand["category"] for hand in hands]
    assert any(hand["low"] is not None for hand in hands) is has_low


@pytest.mark.parametrize("game", ["omaha5", "bigo", "studhilo", "holdem8", "deuce7"])
def test_games_without_named_halves_write_no_halves(game: str) -> None:
    case = next(case for case in CASES if case.game == game)
    assert "halves" not in result_to_dict(resolve(scenario_from_dict(scenario_of(case))))


def test_razzdugis_badugi_half_names_the_cards_that_play_under_the_best_five_rule() -> None:
    # Both seats make 9-8-7 for the badugi: its odd chip goes by the lowest card by suit of
    # the three cards that play, not of "the five".
    result = resolve(
        scenario_from_dict(
            {
                "game": "razzdugi",
                "rules": {"stud_odd_chip": "best_five"},
                "seats": [
                    {
                        "seat": 1,
                        "cards": ["9s", "8h", "7d", "Ks", "Kh", "Qs", "Qh"],
                        "committed": 5,
                    },
                    {
                        "seat": 2,
                        "cards": ["9d", "8s", "7h", "Jd", "Js", "Td", "Ts"],
                        "committed": 5,
                    },
                ],
            }
        )
    )
    (odd,) = result.pots[0].odd_chips
    assert (odd.seat, odd.reason) == (1, "lowest card by suit of the cards that play: 7d")


@pytest.mark.parametrize("game", ["razz", "studhilo"])
def test_a_tied_lows_odd_chip_under_the_best_five_rule_is_the_same_in_any_card_order(
    game: str,
) -> None:
    # Seat 1 can play its A-3-6-9-T low with the ace of clubs or of spades: the lower, the
    # ace of clubs, is its lowest card by suit, below seat 2's ace of diamonds.
    seat_1 = ["Qh", "6s", "3h", "Ac", "9h", "Ts", "As"]
    seat_2 = ["Qs", "6d", "3s", "Ah", "9s", "Td", "Ad"]
    takers = set()
    for order in (seat_1, seat_1[::-1], sorted(seat_1)):
        result = resolve(
            scenario_from_dict(
                {
                    "game": game,
                    "rules": {"stud_odd_chip": "best_five"},
                    "seats": [
                        {"seat": 1, "cards": order, "committed": 5},
                        {"seat": 2, "cards": seat_2, "committed": 5},
                        {"seat": 3, "cards": [], "folded": True, "committed": 1},
                    ],
                    "chips": [{"name": "white", "value": 1}],
                }
            )
        )
        low_chips = [odd for odd in result.pots[0].odd_chips if "lowest" in odd.reason]
        takers.add(tuple((odd.seat, odd.reason) for odd in low_chips))
    assert takers == {((1, "lowest card by suit of the five that play: Ac"),)}
