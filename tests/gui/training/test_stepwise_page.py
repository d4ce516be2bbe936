"""The step-by-step split: the first wrong step flagged and named, the rest replayed."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dealer_app.gui.training.stepwise_page import BUILD, PUSH, StepwisePage
from dealer_app.training.spots import fixed_spots
from dealer_app.training.stepwise import ColourPush, OddChipPush, PotStep, RackChange

LIBRARY = {spot.key: spot for spot in fixed_spots()}


def make_page(qtbot) -> StepwisePage:
    page = StepwisePage()
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    return page


def give(page: StepwisePage, step) -> None:
    if isinstance(step, ColourPush):
        page.push_colour(step.pot, step.chip, dict(step.counts))
    elif isinstance(step, OddChipPush):
        page.push_odd_chip(step.pot, step.seat)
    elif isinstance(step, RackChange):
        page.change_at_rack(step.pot, step.chip, step.count)
    else:
        assert isinstance(step, PotStep)
        page.build_pot(step.amount, sorted(step.eligible))


def test_the_split_flags_the_first_wrong_step_and_replays_the_rest(qtbot) -> None:
    page = make_page(qtbot)
    page.start(LIBRARY["holdem-three-way-tie-two-odd-chips"], PUSH)
    assert page.drill is not None
    steps = page.drill.expected
    odd = next(index for index, step in enumerate(steps) if isinstance(step, OddChipPush))
    right_seat = steps[odd].seat
    for step in steps[:odd]:
        give(page, step)
    assert page.steps_list.count() == odd
    assert all(page.steps_list.item(row).text().startswith("✔") for row in range(odd))
    takers = [step.seat for step in steps[odd:] if isinstance(step, OddChipPush)]
    assert len(takers) == 2 and takers[0] == right_seat
    # Who takes the odd chips is the rule, not their order: a seat that takes none is wrong.
    wrong_seat = next(s for s in page.spot.scenario.live_seats if s not in takers)
    page.push_odd_chip(steps[odd].pot, wrong_seat)

    flagged = page.steps_list.item(odd).text()
    assert flagged.startswith(f"✘ {odd + 1}.")
    assert f"Step {odd + 1} is wrong." in page.message.text()
    assert (
        f"This pot's odd white chips go to seat {right_seat} (first seat clockwise from the "
        f"button) and seat {takers[1]} (next seat clockwise from the button)."
        in page.message.text()
    )
    # Nothing more can be pushed until the trainee replays from the wrong step.
    assert not page.push_button.isEnabled() and not page.odd_button.isEnabled()
    assert page.replay_button.isEnabled()

    qtbot.mouseClick(page.replay_button, Qt.MouseButton.LeftButton)
    assert page.steps_list.count() == odd
    assert page.push_button.isEnabled()
    for step in steps[odd:]:
        give(page, step)
    assert page.drill.done
    assert "Every step right." in page.message.text()
    assert page.table.is_revealed()


def test_pushing_a_lower_colour_first_is_named(qtbot) -> None:
    page = make_page(qtbot)
    page.start(LIBRARY["holdem-three-all-ins-side-pots"], PUSH)
    steps = page.drill.expected
    pots = [step.pot for step in steps]
    pot = next(p for p in pots if sum(isinstance(s, ColourPush) and s.pot == p for s in steps) > 1)
    colours = [s for s in steps if isinstance(s, ColourPush) and s.pot == pot]
    for step in steps[: steps.index(colours[0])]:
        give(page, step)
    give(page, colours[1])
    assert "colour by colour, highest first" in page.message.text()


def test_the_chips_pushed_so_far_are_marked_on_the_seats(qtbot) -> None:
    page = make_page(qtbot)
    page.start(LIBRARY["holdem-three-way-tie-two-odd-chips"], PUSH)
    steps = page.drill.expected
    first = next(step for step in steps if isinstance(step, ColourPush))
    for step in steps[: steps.index(first) + 1]:
        give(page, step)
    value = page.spot.scenario.chips.chip(first.chip).value
    assert page.table.marks() == {seat: f"+{count * value}" for seat, count in first.counts}


def test_building_the_pots_flags_an_all_in_seat_put_in_a_side_pot(qtbot) -> None:
    page = make_page(qtbot)
    page.start(LIBRARY["holdem-three-all-ins-side-pots"], BUILD)
    assert page.table.pots_covered()
    main, side = page.drill.expected[:2]
    give(page, main)
    page.build_pot(side.amount, sorted(main.eligible))
    short = sorted(main.eligible - side.eligible)[0]
    assert f"seat {short} is all in for" in page.message.text()
    qtbot.mouseClick(page.replay_button, Qt.MouseButton.LeftButton)
    for step in page.drill.expected[1:]:
        give(page, step)
    assert page.drill.done


def test_a_dealt_spot_starts_the_chosen_mode(qtbot) -> None:
    page = make_page(qtbot)
    page.deal(BUILD, seed=4)
    assert page.mode == BUILD and page.inputs.currentIndex() == 0
    assert page.spot is not None
    assert page.spot.tags & {"side-pots", "dead-money", "uncalled-bet"}


def test_a_push_other_than_the_models_is_right_step_by_step(qtbot) -> None:
    from dealer_app.model.chips import ChipSet
    from dealer_app.model.showdown.scenario import Scenario
    from dealer_app.model.showdown.seats import SeatEntry
    from dealer_app.training.spots import spot_from_scenario

    scenario = Scenario.of(
        "holdem",
        [SeatEntry.of(9, "2c 3c"), SeatEntry.of(10, "4c 5c")],
        board="As Ks Qs Js Ts",
        button=8,
        chips=ChipSet.of(black=100, green=25, red=5, white=1),
        pot={"green": 15, "red": 4, "white": 5},
    )
    page = make_page(qtbot)
    page.start(spot_from_scenario(scenario), PUSH)
    # A needless change at the rack: right, with the trip a dealer saves said at the end.
    page.push_colour(0, "green", {9: 7, 10: 7})
    page.change_at_rack(0, "green", 1)
    page.push_colour(0, "red", {9: 5, 10: 4})
    page.push_colour(0, "white", {10: 5})
    assert page.steps_list.count() == 4
    assert all(page.steps_list.item(row).text().startswith("✔") for row in range(4))
    assert page.drill is not None and page.drill.done
    assert "Every step right." in page.message.text()
    assert "one chip fewer to the rack: seat 9 takes the last green" in page.message.text()
    # The trainee's own push is drawn on the seats, beside the one the table shows.
    assert page.table.marks() == {9: "You: 7 green, 5 red", 10: "You: 7 green, 4 red, 5 white"}


def test_the_odd_unit_of_the_high_half_pushed_with_its_whites_finishes_the_push(qtbot) -> None:
    from dealer_app.training.spots import spot_from_scenario
    from tests.training.test_stepwise import POT_61, hilo_pot

    page = make_page(qtbot)
    page.start(spot_from_scenario(hilo_pot(POT_61).scenario), PUSH)
    # 61: 31 to seat 1's high half, its odd white pushed with it; 30 to seat 2's low half.
    page.push_colour(0, "red", {1: 6, 2: 6})
    page.push_colour(0, "white", {2: 1})
    assert (
        "that gives seat 2 31, more than its share of 30. A split pot is halved first and "
        "the high hand takes the odd chip of the high-low split" in page.message.text()
    )
    qtbot.mouseClick(page.replay_button, Qt.MouseButton.LeftButton)
    page.push_colour(0, "white", {1: 1})
    assert page.drill is not None and page.drill.done
    assert [page.steps_list.item(row).text() for row in range(page.steps_list.count())] == [
        "✔ 1. Main pot: 6 red each to seats 1 and 2.",
        "✔ 2. Main pot: 1 white to seat 1.",
    ]
    assert "Every step right." in page.message.text()
    assert not page.odd_button.isEnabled()
    assert page.table.marks() == {1: "You: 6 red, 1 white", 2: "You: 6 red"}


def test_counts_and_amounts_beyond_a_spin_box_are_typed_whole(qtbot) -> None:
    page = make_page(qtbot)
    page.start(LIBRARY["holdem-three-way-tie-two-odd-chips"], PUSH)
    count = next(iter(page.count_spins.values()))
    qtbot.keyClicks(count, "20000")
    assert count.value() == 20_000
    page.change_count.selectAll()
    qtbot.keyClicks(page.change_count, "12000")
    assert page.change_count.value() == 12_000
    page.start(LIBRARY["holdem-three-way-tie-two-odd-chips"], BUILD)
    page.amount.selectAll()
    qtbot.keyClicks(page.amount, "5000000000")
    assert page.amount.value() == 5_000_000_000
