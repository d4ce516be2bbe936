"""The error injector: each injected mistake really makes the push wrong against resolve."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_app.model.chips import ChipCounts
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import Share
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry
from dealer_app.training.dealer_errors import (
    DealerError,
    ErrorSpot,
    ErrorVerdict,
    InjectedError,
    InjectionError,
    PotPush,
    Push,
    another_right_push,
    describe_push,
    grade_error_spot,
    inject,
    make_error_spot,
    possible_errors,
    push_mistakes,
    push_of,
)
from dealer_app.training.spots import spot_from_dict
from tests.training.mastery_tables import all_in_tables
from tests.training.test_grading_by_outcome import HALVED_PER_SPLIT

ODD_CHIP_CHOP = Scenario.of(
    "holdem",
    [
        SeatEntry.of(1, "Ah Kd", committed=300),
        SeatEntry.of(4, "Ac Qc", committed=300),
        SeatEntry.of(7, folded=True, committed=51),
    ],
    board="Jh 2c 2d 5s 5h",
    button=4,
)
COUNTERFEITED_KICKER = Scenario.of(
    "holdem",
    [SeatEntry.of(2, "Ad Qs", committed=200), SeatEntry.of(5, "Ah 2c", committed=200)],
    board="As 5d 8h 8c Kd",
    button=2,
)
SHORT_STACK_WINS = Scenario.of(
    "holdem",
    [
        SeatEntry.of(1, "Ah Ad", committed=100),
        SeatEntry.of(3, "Ks Kh", committed=400),
        SeatEntry.of(6, "Qs Qh", committed=400),
        SeatEntry.of(8, folded=True, committed=50),
    ],
    board="2c 7d 9h Js 4c",
    button=8,
)
OMAHA8_SCOOP = Scenario.of(
    "omaha8",
    [
        SeatEntry.of(1, "Ah 2h 3c Kd", committed=500),
        SeatEntry.of(2, "Ks Qs Jd Td", committed=500),
    ],
    board="4h 5h 8h Tc Kc",
    button=2,
)

RAZZ_ALONE = Scenario.of(
    "razz",
    [
        SeatEntry.of(1, "As 2d 3c 4h 6s Kd Kh", committed=500),
        SeatEntry.of(2, "Qs Qd Jc Jh 9s 8d 7c", committed=500),
    ],
    button=2,
)
BADUGI_ALONE = Scenario.of(
    "badugi",
    [SeatEntry.of(1, "As 2d 3c 4h", committed=500), SeatEntry.of(2, "Ks Qs Jd Td", committed=500)],
    button=2,
)


def check_really_wrong(result_scenario: Scenario, error: InjectedError) -> None:
    """The mistake changes who is paid, loses no chip, and is the mistake it claims."""
    right_result = resolve(result_scenario)
    right = push_of(right_result)
    wrong = error.push
    assert wrong.payouts != right.payouts
    assert sum(wrong.payouts.values()) == sum(right.payouts.values())
    for pot in wrong.pots:
        assert sum(share.amount for share in pot.shares) == pot.amount
    true_pot = right_result.pots[error.pot_index]
    bad_pot = wrong.pots[error.pot_index]
    paid = {share.seat for share in bad_pot.shares}
    changed = {
        seat
        for seat in set(wrong.payouts) | set(right.payouts)
        if wrong.payouts.get(seat, 0) != right.payouts.get(seat, 0)
    }
    unit = result_scenario.chips.unit
    if error.kind is DealerError.WRONG_ODD_CHIP:
        assert len(changed) == 2
        assert sorted(wrong.payouts.get(s, 0) - right.payouts.get(s, 0) for s in changed) == [
            -unit,
            unit,
        ]
        assert changed <= set(true_pot.winners.seats)
    elif error.kind is DealerError.COUNTERFEITED_KICKER_PAID:
        assert len(true_pot.winners.high) >= 2
        assert len(paid) == 1 and paid < set(true_pot.winners.high)
    elif error.kind is DealerError.FOLDED_SEAT_PAID:
        folded = {entry.seat for entry in result_scenario.seats if entry.folded}
        assert paid & folded
    elif error.kind is DealerError.INELIGIBLE_SEAT_PAID:
        assert error.pot_index > 0
        assert not paid <= set(true_pot.eligible)
    else:
        assert len(true_pot.winners.seats) == 1
        assert len(paid) == 2 and set(true_pot.winners.seats) < paid


@pytest.mark.parametrize(
    ("scenario", "kind", "words"),
    [
        (ODD_CHIP_CHOP, DealerError.WRONG_ODD_CHIP, "it goes to seat 1 (first seat clockwise"),
        (COUNTERFEITED_KICKER, DealerError.COUNTERFEITED_KICKER_PAID, "paid whole to seat 2"),
        (ODD_CHIP_CHOP, DealerError.FOLDED_SEAT_PAID, "seat 7 folded and can win nothing"),
        (SHORT_STACK_WINS, DealerError.INELIGIBLE_SEAT_PAID, "paid to seat 1, which is all in"),
        (OMAHA8_SCOOP, DealerError.SCOOP_SPLIT, "seat 1 wins both halves and scoops it"),
        # Razz and badugi have no halves: their one winner takes the pot alone.
        (RAZZ_ALONE, DealerError.SCOOP_SPLIT, "seat 1 wins it alone and scoops it"),
        (BADUGI_ALONE, DealerError.SCOOP_SPLIT, "seat 1 wins it alone and scoops it"),
    ],
)
def test_each_mistake_makes_the_push_wrong(
    scenario: Scenario, kind: DealerError, words: str
) -> None:
    result = resolve(scenario)
    assert kind in possible_errors(result)
    error = inject(result, kind, random.Random(5))
    assert error.kind is kind
    assert words in error.words
    check_really_wrong(scenario, error)


def test_a_spot_without_room_for_a_mistake_refuses_it() -> None:
    result = resolve(COUNTERFEITED_KICKER)
    assert DealerError.FOLDED_SEAT_PAID not in possible_errors(result)
    with pytest.raises(InjectionError, match="folded-seat-paid"):
        inject(result, DealerError.FOLDED_SEAT_PAID, random.Random(1))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(all_in_tables(), st.integers(0, 1000))
def test_every_possible_mistake_is_really_wrong(scenario: Scenario, seed: int) -> None:
    result = resolve(scenario)
    for kind in possible_errors(result):
        check_really_wrong(scenario, inject(result, kind, random.Random(seed)))


def test_make_error_spot_draws_every_mistake_the_spot_has_room_for() -> None:
    seen: set[DealerError] = set()
    for seed in range(200):
        spot = make_error_spot(resolve(SHORT_STACK_WINS), random.Random(seed))
        if spot.error is not None:
            seen.add(spot.error.kind)
    assert seen == set(possible_errors(resolve(SHORT_STACK_WINS)))


def test_a_share_of_spots_is_shown_right() -> None:
    result = resolve(SHORT_STACK_WINS)
    spots = [make_error_spot(result, random.Random(seed)) for seed in range(400)]
    right = sum(1 for spot in spots if spot.is_right)
    assert 80 < right < 160
    for spot in spots:
        assert spot.is_right == (spot.error is None)
        if spot.is_right:
            assert push_mistakes(result, spot.shown) == ()


def wrong_spot() -> ErrorSpot:
    result = resolve(SHORT_STACK_WINS)
    error = inject(result, DealerError.INELIGIBLE_SEAT_PAID, random.Random(2))
    return ErrorSpot(result, error.push, error)


def test_a_wrong_push_is_caught_only_with_its_mistake_named() -> None:
    spot = wrong_spot()
    caught = grade_error_spot(spot, ErrorVerdict(False, DealerError.INELIGIBLE_SEAT_PAID))
    assert caught.correct and "cannot win it" in caught.words
    assert not grade_error_spot(spot, ErrorVerdict(True)).correct
    misnamed = grade_error_spot(spot, ErrorVerdict(False, DealerError.SCOOP_SPLIT))
    assert not misnamed.correct
    assert "not that way: a side pot went to a seat not in it" in misnamed.words


def test_a_right_push_must_be_called_right() -> None:
    result = resolve(SHORT_STACK_WINS)
    spot = ErrorSpot(result, push_of(result), None)
    assert grade_error_spot(spot, ErrorVerdict(True)).correct
    assert not grade_error_spot(spot, ErrorVerdict(False, DealerError.WRONG_ODD_CHIP)).correct


def test_a_push_is_described_pot_by_pot() -> None:
    lines = describe_push(push_of(resolve(ODD_CHIP_CHOP)))
    assert lines == (
        "Main pot (651): seat 1 takes 3 black, 1 green, 1 white; seat 4 takes 3 black, "
        "1 green; the odd white chip to seat 1.",
    )
    assert isinstance(push_of(resolve(ODD_CHIP_CHOP)), Push)


def test_a_seat_taking_two_odd_chips_of_a_pot_is_named_once() -> None:
    lines = describe_push(push_of(spot_from_dict(HALVED_PER_SPLIT).result))
    assert lines == (
        "Main pot (14): seat 1 takes 8 white; seat 2 takes 6 white; 2 odd white chips to seat 1.",
    )


@pytest.mark.parametrize(
    ("tag", "kind"),
    [
        ("odd-chip-wraps", DealerError.WRONG_ODD_CHIP),
        ("counterfeited-kicker", DealerError.COUNTERFEITED_KICKER_PAID),
        ("dead-money", DealerError.FOLDED_SEAT_PAID),
        ("side-pots", DealerError.INELIGIBLE_SEAT_PAID),
        ("hilo-scoop", DealerError.SCOOP_SPLIT),
    ],
)
def test_generated_spots_of_the_situation_show_the_mistake_really_wrong(
    tag: str, kind: DealerError
) -> None:
    from dealer_app.training.spots import generate_spots

    spots = generate_spots(random.Random(tag), 40, tags=(tag,), difficulty=4)
    showing = 0
    for number, spot in enumerate(spots):
        for possible in possible_errors(spot.result):
            check_really_wrong(spot.scenario, inject(spot.result, possible, random.Random(number)))
        showing += kind in possible_errors(spot.result)
    assert showing >= 20


@pytest.mark.slow
@pytest.mark.parametrize(
    "tag",
    [
        "side-pots",
        "dead-money",
        "odd-chip-wraps",
        "three-way-tie",
        "counterfeited-kicker",
        "hilo-scoop",
        "uncalled-bet",
    ],
)
def test_every_mistake_on_300_generated_spots_of_a_tag_is_really_wrong(tag: str) -> None:
    from dealer_app.training.spots import generate_spots

    for number, spot in enumerate(
        generate_spots(random.Random(tag), 300, tags=(tag,), difficulty=5)
    ):
        for kind in possible_errors(spot.result):
            check_really_wrong(spot.scenario, inject(spot.result, kind, random.Random(number)))


def test_another_right_push_shown_is_called_right() -> None:
    from dealer_app.model.chips import ChipSet

    # The 400 pot of 15 green, 4 red, 5 white between seats 9 and 10.
    result = resolve(
        Scenario.of(
            "holdem",
            [SeatEntry.of(9, "2c 3c"), SeatEntry.of(10, "4c 5c")],
            board="As Ks Qs Js Ts",
            button=8,
            chips=ChipSet.of(black=100, green=25, red=5, white=1),
            pot={"green": 15, "red": 4, "white": 5},
        )
    )
    other = another_right_push(result)
    assert other is not None and other != push_of(result)
    takes = {share.seat: dict(share.chips or {}) for share in other.pots[0].shares}
    model = {share.seat: dict(share.chips or {}) for share in push_of(result).pots[0].shares}
    assert takes == {9: model[10], 10: model[9]}
    assert sorted(map(len, takes.values())) == [1, 3]  # 8 green; 7 green, 4 red, 5 white
    spot = ErrorSpot(result, other, None)
    assert spot.is_right
    assert grade_error_spot(spot, ErrorVerdict(True)).correct
    assert not grade_error_spot(spot, ErrorVerdict(False, DealerError.WRONG_ODD_CHIP)).correct
    spots = [make_error_spot(result, random.Random(seed)) for seed in range(60)]
    assert {spot.shown for spot in spots if spot.error is None} == {push_of(result), other}
    # A seat short of its share is wrong by the facts, whatever the spot says of itself.
    short = Share(9, 200, ChipCounts.of({"green": 7, "red": 4, "white": 4}))
    pot = other.pots[0]
    wrong = Push((PotPush(pot.name, pot.amount, (short, pot.shares[1]), ()),))
    assert push_mistakes(result, wrong) == ("Main pot: seat 9 gets 199 in value, not 200.",)
    assert not ErrorSpot(result, wrong, None).is_right
