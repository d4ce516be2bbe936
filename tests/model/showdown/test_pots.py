"""Pots from contributions: levels, dead money, merging, returned bets, uncontested pots."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_app.model.showdown.pots import PotError, build_pots, single_pot


def summary(pots: tuple) -> list[tuple[str, int, tuple[int, ...]]]:
    return [(pot.name, pot.amount, pot.eligible) for pot in pots]


def test_equal_contributions_make_one_main_pot() -> None:
    assert summary(build_pots({1: 300, 4: 300}, folded=())) == [("Main pot", 600, (1, 4))]


def test_folded_money_stays_in_but_the_folded_seat_cannot_win() -> None:
    pots = build_pots({1: 300, 4: 300, 7: 50}, folded={7})
    assert summary(pots) == [("Main pot", 650, (1, 4))]
    assert pots[0].contributors == (1, 4, 7)


def test_each_all_in_level_forms_a_side_pot() -> None:
    pots = build_pots({1: 100, 2: 250, 3: 400, 4: 400}, folded=())
    assert summary(pots) == [
        ("Main pot", 400, (1, 2, 3, 4)),
        ("Side pot 1", 450, (2, 3, 4)),
        ("Side pot 2", 300, (3, 4)),
    ]


def test_dead_money_levels_with_the_same_eligible_seats_are_one_pot() -> None:
    # Three folded seats put in 10, 20 and 35: four levels below the all-in, same eligible
    # seats, so one main pot (its odd chip is counted once, not once per level).
    pots = build_pots({1: 10, 2: 20, 3: 35, 4: 100, 5: 100}, folded={1, 2, 3})
    assert summary(pots) == [("Main pot", 265, (4, 5))]


def test_dead_money_between_all_in_levels_goes_to_the_pot_of_its_level() -> None:
    pots = build_pots({1: 50, 2: 150, 3: 300, 4: 300, 5: 120}, folded={5})
    assert summary(pots) == [
        ("Main pot", 250, (1, 2, 3, 4)),
        ("Side pot 1", 370, (2, 3, 4)),
        ("Side pot 2", 300, (3, 4)),
    ]


def test_an_uncalled_top_layer_goes_back_to_its_seat() -> None:
    pots = build_pots({1: 100, 2: 500, 3: 100}, folded=())
    assert summary(pots) == [("Main pot", 300, (1, 2, 3)), ("Returned to seat 2", 400, (2,))]
    assert pots[-1].returned and not pots[0].returned


def test_an_uncalled_bet_goes_back_even_to_a_seat_that_folded_later() -> None:
    pots = build_pots({1: 100, 2: 300}, folded={2})
    assert summary(pots) == [("Main pot", 200, (1,)), ("Returned to seat 2", 200, (2,))]


def test_a_pot_with_one_eligible_seat_is_won_without_a_showdown() -> None:
    pots = build_pots({1: 100, 2: 300, 3: 300}, folded={3})
    assert summary(pots) == [("Main pot", 300, (1, 2)), ("Side pot 1", 400, (2,))]
    assert pots[0].contested and not pots[1].contested and not pots[1].returned


def test_everyone_else_folded() -> None:
    pots = build_pots({1: 50, 2: 100, 3: 100}, folded={1, 2})
    assert summary(pots) == [("Main pot", 250, (3,))]


def test_every_seat_folded_is_an_error() -> None:
    with pytest.raises(PotError, match="every seat has folded"):
        build_pots({1: 50, 2: 50}, folded={1, 2})


def test_a_negative_contribution_is_an_error_naming_the_seat() -> None:
    with pytest.raises(PotError, match="seat 2: committed -5 is negative"):
        build_pots({1: 50, 2: -5}, folded=())


def test_no_money_forms_no_pots() -> None:
    assert build_pots({1: 0, 2: 0}, folded=()) == ()


def test_a_single_pot_given_as_chips_is_open_to_every_seat_still_in() -> None:
    assert summary((single_pot(650, [4, 1]),)) == [("Main pot", 650, (1, 4))]


tables = st.dictionaries(st.integers(1, 10), st.integers(0, 1000), min_size=2, max_size=10)


@given(tables, st.data())
def test_pots_hold_exactly_what_was_committed(
    committed: dict[int, int], data: st.DataObject
) -> None:
    folded = data.draw(st.sets(st.sampled_from(sorted(committed)), max_size=len(committed) - 1))
    pots = build_pots(committed, folded)
    assert sum(pot.amount for pot in pots) == sum(committed.values())
    live = set(committed) - folded
    for pot in pots:
        assert pot.amount > 0
        if not pot.returned:
            assert set(pot.eligible) <= live
    eligibles = [pot.eligible for pot in pots if not pot.returned]
    # Merged: no two pots share the same eligible seats; each is inside the one before.
    assert len(set(eligibles)) == len(eligibles)
    for wider, narrower in itertools.pairwise(eligibles):
        assert set(narrower) < set(wider)
