"""Each drill's answer panel builds the answer the model grades: right and wrong ones."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from dealer_app.gui.training.hand_panel import HandPanel
from dealer_app.gui.training.pots_panel import PotsPanel
from dealer_app.gui.training.split_panel import SplitPanel
from dealer_app.gui.training.spot_table import SpotTable, chip_mime_data
from dealer_app.gui.training.winner_panel import LOW, WinnerPanel
from dealer_app.training.drills import (
    Drill,
    expected_answer,
    grade,
    make_question,
    name_hand_question,
)
from dealer_app.training.spots import fixed_spots
from tests.gui.training.training_testing import (
    click_seats,
    give_answer,
    question_on,
    shown_spot_table,
)


@pytest.fixture
def table(qtbot) -> SpotTable:
    return shown_spot_table(qtbot)


def ask(table: SpotTable, panel, question) -> None:
    table.seatClicked.connect(panel.seat_clicked)
    table.chipDropped.connect(panel.chip_dropped)
    panel.changed.connect(lambda: table.set_marks(panel.marks()))
    panel.set_question(question)
    table.show_spot(question.spot.scenario, reveal=False, cover_pots=panel.covers_pots())


def test_read_the_winner_by_clicking_both_tied_seats(qtbot, table: SpotTable) -> None:
    question = question_on("holdem-aq-v-a2-kicker-counterfeited", Drill.READ_WINNER)
    panel = WinnerPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    click_seats(qtbot, table, 2)
    missed = grade(question, panel.answer(), 3.0)
    assert not missed.correct
    assert missed.mistakes == ("Main pot: seat 6 ties for the pot too.",)
    click_seats(qtbot, table, 6)
    assert table.marks() == {2: "Main", 6: "Main"}
    assert grade(question, panel.answer(), 3.0).correct


def test_read_the_winner_of_each_half_in_high_low(qtbot, table: SpotTable) -> None:
    question = question_on("omaha8-quartered", Drill.READ_WINNER)
    panel = WinnerPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    click_seats(qtbot, table, 1)
    panel.line(0, LOW).click()
    click_seats(qtbot, table, 1)
    assert not grade(question, panel.answer(), 3.0).correct
    click_seats(qtbot, table, 2)
    assert "low half: 1, 2" in panel.line(0, LOW).text()
    assert grade(question, panel.answer(), 3.0).correct


def test_build_the_pots_amount_and_eligible_seats(qtbot, table: SpotTable) -> None:
    question = question_on("holdem-three-all-ins-side-pots", Drill.BUILD_POTS)
    panel = PotsPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    assert table.pots_covered()
    panel.set_pot(0, 610, {1, 3, 5, 6})
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    click_seats(qtbot, table, 3, 5, 6)
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    click_seats(qtbot, table, 5, 6)
    panel.set_pot(1, 750, {3, 5, 6})
    panel.set_pot(2, 1100, {5, 6})
    wrong = grade(question, panel.answer(), 20.0)
    assert wrong.mistakes == ("Side pot 2 holds 1200, not 1100.",)
    panel.set_pot(2, 1200, {5, 6})
    assert grade(question, panel.answer(), 20.0).correct


def test_split_the_pot_chip_by_chip_with_the_odd_chips(qtbot, table: SpotTable) -> None:
    question = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    expected = question.pots[0]
    panel = SplitPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    for share in expected.shares:
        for name, count in share.chips:
            panel.give(share.seat, name, count)
    # The trainee drops one white chip too many on seat 2, then gives the odd chips.
    table.chipDropped.emit(2, "white")
    panel.odd_button.click()
    click_seats(qtbot, table, 9, 2)
    wrong = grade(question, panel.answer(), 30.0)
    assert not wrong.correct
    assert len(wrong.mistakes) == 1 and wrong.mistakes[0].startswith("Main pot: seat 2 gets")
    panel.give(2, "white", -1)
    assert grade(question, panel.answer(), 30.0).correct
    assert table.marks()[9].endswith("★")


def test_a_chip_dragged_onto_a_seat_lands_there(qtbot, table: SpotTable) -> None:
    question = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    panel = SplitPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    assert chip_mime_data("red").hasFormat("application/x-dealer-app-chip")
    table.chipDropped.emit(5, "red")
    share = panel.answer().pots[0].shares[5]
    assert share == {"red": 1}


def test_name_the_hand_category_and_cards(qtbot, table: SpotTable) -> None:
    question = question_on("holdem-66-v-44-pairs-counterfeited", Drill.NAME_HAND)
    panel = HandPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    seat = question.seat
    best = question.spot.result.hands_on(1)
    hand = next(hand for hand in best if hand.seat == seat)
    panel.choose("one_pair", hand.best)
    wrong = grade(question, panel.answer(), 5.0)
    assert not wrong.correct and wrong.mistakes[0].startswith(f"Seat {seat} has Two Pair")
    panel.category_box.setCurrentIndex(panel.category_box.findData("two_pair"))
    assert grade(question, panel.answer(), 5.0).correct
    assert table.marks() == {seat: "This hand"}


PANELS = {
    Drill.READ_WINNER: WinnerPanel,
    Drill.BUILD_POTS: PotsPanel,
    Drill.SPLIT_POT: SplitPanel,
    Drill.NAME_HAND: HandPanel,
}


@pytest.mark.parametrize("drill", list(Drill), ids=lambda drill: drill.value)
def test_the_right_answer_entered_on_the_panel_is_graded_right_on_every_fixed_spot(
    qtbot, drill: Drill
) -> None:
    panel = PANELS[drill]()
    qtbot.addWidget(panel)
    for spot in fixed_spots():
        for seed in (0, 1):
            question = make_question(drill, spot, random.Random(seed))
            panel.set_question(question)
            give_answer(panel, expected_answer(question))
            graded = grade(question, panel.answer(), 1.0)
            assert graded.correct, (spot.key, graded.mistakes)


BADEUCY = "badeucy-aces-high-in-the-badugi"


def test_read_the_winner_of_each_badeucy_half_by_its_name(qtbot, table: SpotTable) -> None:
    question = question_on(BADEUCY, Drill.READ_WINNER)
    assert question.prompt == "Who wins the main pot (deuce-to-seven and badugi)?"
    panel = WinnerPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    click_seats(qtbot, table, 1)
    panel.line(0, LOW).click()
    click_seats(qtbot, table, 1)
    assert not grade(question, panel.answer(), 3.0).correct
    click_seats(qtbot, table, 1, 2)
    assert "deuce-to-seven half: 1" in panel.line(0).text()
    assert "badugi half: 2" in panel.line(0, LOW).text()
    assert grade(question, panel.answer(), 3.0).correct


def test_name_a_badeucy_hand_by_its_cards_alone(qtbot, table: SpotTable) -> None:
    panel = HandPanel()
    qtbot.addWidget(panel)
    spot = {spot.key: spot for spot in fixed_spots()}[BADEUCY]
    for low, words in ((False, "deuce-to-seven"), (True, "badugi")):
        question = name_hand_question(spot, 2, low=low)
        assert question.prompt.startswith(f"Name seat 2's {words} hand")
        ask(table, panel, question)
        assert panel.category_box.isHidden() and words in panel.prompt.text()
        hand = next(hand for hand in spot.result.hands_on(1) if hand.seat == 2)
        cards = hand.low.cards if low and hand.low is not None else hand.best
        panel.choose(None, cards[:-1])
        assert not grade(question, panel.answer(), 5.0).correct
        panel.choose(None, cards[-1:])
        assert grade(question, panel.answer(), 5.0).correct
        panel.choose(None, cards)  # picked again: every card off for the next question


def test_split_a_badeucy_pot_between_its_halves(qtbot, table: SpotTable) -> None:
    question = question_on(BADEUCY, Drill.SPLIT_POT)
    panel = SplitPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    assert "deuce-to-seven: 1, badugi: 2" in panel.given.text()
    expected = question.pots[0]
    for share in expected.shares:
        for name, count in share.chips:
            panel.give(share.seat, name, count)
    assert not grade(question, panel.answer(), 30.0).correct  # the odd chip not yet given
    panel.odd_button.click()
    click_seats(qtbot, table, 1)
    assert grade(question, panel.answer(), 30.0).correct


def test_build_a_big_o_pot(qtbot, table: SpotTable) -> None:
    question = question_on("bigo-quartered", Drill.BUILD_POTS)
    panel = PotsPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    pot = question.pots[0]
    panel.set_pot(0, pot.amount, set(pot.eligible))
    assert grade(question, panel.answer(), 10.0).correct
