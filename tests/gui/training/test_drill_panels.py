"""Each drill's answer panel builds the answer the model grades: right and wrong ones."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication, QWidget

from dealer_app.gui.training.hand_panel import HandPanel
from dealer_app.gui.training.pots_panel import AmountBox, PotsPanel
from dealer_app.gui.training.split_panel import CountBox, SplitPanel
from dealer_app.gui.training.spot_table import SpotTable, chip_mime_data
from dealer_app.gui.training.winner_panel import LOW, WinnerPanel
from dealer_app.training.drills import (
    Drill,
    expected_answer,
    grade,
    make_question,
    name_hand_question,
)
from dealer_app.training.spots import fixed_spots, generate_spots, spot_from_dict
from dealer_app.training.typed_hand import CATEGORY_WORDS
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


def split_panel_given_the_shares(qtbot, table: SpotTable, question) -> SplitPanel:
    """Split the pot on ``question``, every seat given its share of the first pot, chip by
    chip, as the model pushes it."""
    panel = SplitPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    for share in question.pots[0].shares:
        for name, count in share.chips:
            panel.give(share.seat, name, count)
    return panel


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
    assert wrong.mistakes == ("Side pot 2 holds 1,200, not 1,100.",)
    panel.set_pot(2, 1200, {5, 6})
    assert grade(question, panel.answer(), 20.0).correct


def test_split_the_pot_chip_by_chip_with_the_odd_chips(qtbot, table: SpotTable) -> None:
    question = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    panel = split_panel_given_the_shares(qtbot, table, question)
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


# Razz keeps its winners as the pot's low: no halved pot, its odd chip is in the counts too.
@pytest.mark.parametrize(
    "key", ["holdem-three-way-tie-two-odd-chips", "razz-odd-chip-lowest-card-by-suit"]
)
def test_the_odd_chips_are_given_once_in_the_table(qtbot, table: SpotTable, key: str) -> None:
    question = question_on(key, Drill.SPLIT_POT)
    expected = question.pots[0]
    assert expected.odd_chips
    panel = split_panel_given_the_shares(qtbot, table, question)
    # The chips in the table hold the odd chips: the odd-chip line follows them.
    assert panel.answer().pots[0].odd_chip_seats == tuple(odd.seat for odd in expected.odd_chips)
    assert "(from the counts)" in panel.odd_label.text()
    assert grade(question, panel.answer(), 30.0).correct
    assert panel.given_value() == expected.amount
    assert "(0)" in panel.left_label.text() and "More given" not in panel.left_label.text()


RUN_TWICE_SMALLER_SHARE_ODD = {
    "game": "holdem",
    "button": 3,
    "seats": [
        {"seat": 1, "cards": ["As", "Ks"], "committed": 51},
        {"seat": 2, "cards": ["Ad", "Kd"], "committed": 51},
        {"seat": 3, "folded": True, "committed": 1},
    ],
    "boards": [["2s", "7s", "9h", "Js", "3c"], ["2s", "7s", "9h", "Qh", "4c"]],
    "chips": [
        {"name": "black", "value": 100},
        {"name": "green", "value": 25},
        {"name": "red", "value": 5},
        {"name": "white", "value": 1},
    ],
}
"""Seat 1 wins board 1 and its odd unit; seats 1 and 2 tie board 2, whose odd chip goes to
seat 2 (one per player): the smaller share takes an odd chip."""


def test_a_pot_run_twice_takes_its_odd_chips_from_the_counts(qtbot, table: SpotTable) -> None:
    spot = spot_from_dict(RUN_TWICE_SMALLER_SHARE_ODD)
    question = make_question(Drill.SPLIT_POT, spot, random.Random(0))
    expected = question.pots[0]
    assert [odd.seat for odd in expected.odd_chips] == [1, 2]
    panel = split_panel_given_the_shares(qtbot, table, question)
    assert panel.answer().pots[0].odd_chip_seats == (1, 2)
    assert grade(question, panel.answer(), 30.0).correct


def test_counts_beyond_the_pot_are_said(qtbot, table: SpotTable) -> None:
    question = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    panel = SplitPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    in_pot = dict(question.pots[0].chips)
    colour = next(name for name, count in in_pot.items() if count)
    seat = question.pots[0].shares[0].seat
    panel.give(seat, colour, in_pot[colour] + 2)
    assert panel.left_in_pot()[colour] == -2
    assert "More given than the pot holds" in panel.left_label.text()
    assert f"from a pot of {question.pots[0].amount}" in panel.left_label.text()


def test_typing_in_a_count_replaces_it_and_enter_moves_on(qtbot) -> None:
    question = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    panel = SplitPanel()
    qtbot.addWidget(panel)
    panel.set_question(question)
    panel.show()
    qtbot.waitExposed(panel)
    panel.activateWindow()
    panel.focus_answer()
    first = panel.cell(0, 0)
    qtbot.waitUntil(first.hasFocus)
    qtbot.wait(10)  # the cell selects its text once the keyboard is in
    qtbot.keyClicks(first, "7")
    assert first.value() == 7
    qtbot.keyClick(first, Qt.Key.Key_Return)
    assert panel.cell(0, 1).hasFocus()
    qtbot.wait(10)
    qtbot.keyClicks(panel.cell(0, 1), "3")
    qtbot.keyClick(panel.cell(0, 1), Qt.Key.Key_Return)
    assert panel.cell(0, 1).value() == 3
    qtbot.keyClick(first, Qt.Key.Key_Return)  # back on the first: 7 typed over 7
    first.setFocus()
    qtbot.wait(10)
    qtbot.keyClicks(first, "5")
    assert first.value() == 5


def test_eligible_seats_and_a_side_pot_typed(qtbot, table: SpotTable) -> None:
    question = question_on("holdem-three-all-ins-side-pots", Drill.BUILD_POTS)
    panel = PotsPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    qtbot.keyClicks(panel.amount_field(0), "610")
    qtbot.keyClicks(panel.seats_field(0), "1 3 5 6")
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.amount_field(1), "750")
    qtbot.keyClicks(panel.seats_field(1), "3,5,6")
    panel.set_pot(2, 1200, {5, 6})
    assert panel.seats_field(2).text() == "5 6"
    assert grade(question, panel.answer(), 20.0).correct


def test_five_of_a_kind_is_offered_only_with_wild_cards(qtbot) -> None:
    panel = HandPanel()
    qtbot.addWidget(panel)
    panel.set_question(question_on("holdem-66-v-44-pairs-counterfeited", Drill.NAME_HAND))
    assert panel.category_box.findData("five_of_a_kind") == -1
    assert panel.category_box.findData("straight_flush") == 1
    wild = generate_spots(random.Random(2), 1, games=["guts357"], difficulty=2)[0]
    seat = wild.result.hands_on(1)[0].seat
    panel.set_question(name_hand_question(wild, seat))
    assert wild.scenario.game_rules.wild  # three-five-seven plays with wild cards
    assert panel.category_box.findData("five_of_a_kind") == 1


@pytest.mark.parametrize(
    ("key", "typed"),
    [
        ("holdem-66-v-44-pairs-counterfeited", "2p KK"),
        ("holdem-aa-v-ak-straight-on-board", "st 9"),
        ("holdem-three-way-tie-two-odd-chips", "ST a"),
    ],
)
def test_a_hand_typed_short_picks_its_five_cards(qtbot, key: str, typed: str) -> None:
    question = question_on(key, Drill.NAME_HAND)
    panel = HandPanel()
    qtbot.addWidget(panel)
    panel.set_question(question)
    qtbot.keyClicks(panel.cards_edit, typed)
    assert grade(question, panel.answer(), 3.0).correct
    assert len(panel.answer().cards) == 5


def test_an_omaha_hand_typed_short_plays_two_and_three(qtbot) -> None:
    question = question_on("omaha8-quartered", Drill.NAME_HAND)
    assert question.seat is not None
    if question.low:
        question = name_hand_question(question.spot, question.seat)
    assert question.seat is not None
    panel = HandPanel()
    qtbot.addWidget(panel)
    panel.set_question(question)
    hand = next(h for h in question.spot.result.hands_on(1) if h.seat == question.seat)
    words = {value.key: word for word, value in reversed(CATEGORY_WORDS.items())}
    ranks = "".join(card.rank.char for card in hand.high.cards)
    qtbot.keyClicks(panel.cards_edit, f"{words[hand.category.key]} {ranks}")
    assert grade(question, panel.answer(), 3.0).correct
    hole = set(question.spot.scenario.seat(question.seat).cards)
    assert len(panel.answer().cards & hole) == 2


def test_a_share_given_wrong_is_not_read_as_odd_chips(qtbot, table: SpotTable) -> None:
    question = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    expected = question.pots[0]
    panel = split_panel_given_the_shares(qtbot, table, question)
    biggest = next(iter(question.spot.scenario.chips)).name
    panel.give(expected.shares[0].seat, biggest, 1)
    assert panel.answer().pots[0].odd_chip_seats == ()
    assert "★" not in "".join(table.marks().values())


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
    # The halving's odd unit is in seat 1's half: the push is right named or not.
    assert grade(question, panel.answer(), 30.0).correct
    panel.odd_button.click()
    click_seats(qtbot, table, 1)
    assert grade(question, panel.answer(), 30.0).correct
    panel.odd_button.click()
    click_seats(qtbot, table, 2)
    assert not grade(question, panel.answer(), 30.0).correct


def test_build_a_big_o_pot(qtbot, table: SpotTable) -> None:
    question = question_on("bigo-quartered", Drill.BUILD_POTS)
    panel = PotsPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    pot = question.pots[0]
    panel.set_pot(0, pot.amount, set(pot.eligible))
    assert grade(question, panel.answer(), 10.0).correct


def test_a_stud_hand_shows_every_card_whole_no_board_and_no_short_form_hint(qtbot) -> None:
    question = question_on("razz-odd-chip-lowest-card-by-suit", Drill.NAME_HAND)
    assert question.by_cards and not any(question.spot.scenario.boards)
    panel = HandPanel()
    qtbot.addWidget(panel)
    panel.set_question(question)
    panel.resize(340, 400)  # the side of a 1024 px window
    panel.show()
    qtbot.waitExposed(panel)
    cards = panel.hole.cards()
    assert len(cards) == 7
    assert panel.hole.card_rect(len(cards) - 1).right() <= panel.hole.width()
    assert not panel.form.isRowVisible(panel.board)  # no empty "Board" heading
    assert "FH" not in panel.cards_edit.placeholderText()
    qtbot.keyClicks(panel.cards_edit, "FH QQQ99")  # no category is asked: nothing is picked
    assert not panel.hole.chosen()

    panel.set_question(question_on("holdem-66-v-44-pairs-counterfeited", Drill.NAME_HAND))
    assert panel.form.isRowVisible(panel.board)
    assert panel.cards_edit.placeholderText().startswith("FH QQQ99")


@pytest.mark.parametrize("box_type", [AmountBox, CountBox], ids=["amount", "count"])
def test_a_box_dealt_away_as_the_keyboard_reaches_it_leaves_nothing_behind(qtbot, box_type) -> None:
    # Enter, Enter on a spot's answer deals the next spot: the box that had the keyboard
    # goes while its "select all on arrival" still waits to run. Run on the deleted box, it
    # raised (the window's "Something went wrong"), which pytest-qt fails the test on.
    holder = QWidget()
    qtbot.addWidget(holder)
    box = box_type(holder)
    QApplication.sendEvent(box, QFocusEvent(QEvent.Type.FocusIn))
    box.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(20)
    assert holder.findChildren(box_type) == []


def test_a_high_low_pot_given_every_share_takes_its_odd_chips_from_the_counts(
    qtbot, table: SpotTable
) -> None:
    question = question_on("omaha8-quartered-one-odd-chip-per-player", Drill.SPLIT_POT)
    expected = question.pots[0]
    assert expected.winners.halved and expected.odd_chips
    panel = split_panel_given_the_shares(qtbot, table, question)
    assert panel.answer().pots[0].odd_chip_seats == tuple(odd.seat for odd in expected.odd_chips)
    assert grade(question, panel.answer(), 30.0).correct


def big_chop(committed: int) -> dict[str, object]:
    """Two seats chop a pot of ``committed`` each, in red (5) and white (1) chips."""
    return {
        "game": "holdem",
        "button": 2,
        "chips": [{"name": "red", "value": 5}, {"name": "white", "value": 1}],
        "board": ["2c", "7d", "9h", "Js", "3s"],
        "seats": [
            {"seat": 1, "cards": ["As", "Kd"], "committed": committed},
            {"seat": 2, "cards": ["Ah", "Kc"], "committed": committed},
        ],
    }


def test_a_count_of_five_figures_is_typed_whole(qtbot, table: SpotTable) -> None:
    # A pot of 100,000 in 20,000 red: each seat's share is 10,000 red.
    question = make_question(Drill.SPLIT_POT, spot_from_dict(big_chop(50_000)), random.Random(0))
    panel = SplitPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    for row in (0, 1):
        qtbot.keyClicks(panel.cell(row, 0), "10000")
        qtbot.keyClick(panel.cell(row, 0), Qt.Key.Key_Return)
    assert [panel.cell(row, 0).value() for row in (0, 1)] == [10_000, 10_000]
    assert panel.left_label.text() == "Left in the pot: no chips (0)"
    assert grade(question, panel.answer(), 30.0).correct


def test_a_pot_over_a_hundred_million_is_typed_whole(qtbot, table: SpotTable) -> None:
    question = make_question(
        Drill.BUILD_POTS, spot_from_dict(big_chop(60_000_000)), random.Random(0)
    )
    panel = PotsPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    qtbot.keyClicks(panel.amount_field(0), "120000000")
    qtbot.keyClicks(panel.seats_field(0), "1 2")
    assert panel.amount_field(0).value() == 120_000_000
    assert grade(question, panel.answer(), 20.0).correct


def test_a_seat_not_at_the_table_is_refused_as_typed(qtbot, table: SpotTable) -> None:
    question = question_on("holdem-three-all-ins-side-pots", Drill.BUILD_POTS)
    assert question.spot.scenario.seat_numbers == (1, 3, 5, 6, 8)
    panel = PotsPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    panel.show()
    qtbot.keyClicks(panel.seats_field(0), "1 3 5 -6 99")
    assert panel.refusal.isVisible()
    assert panel.refusal.text() == (
        "Main pot: -6, 99 are not seats at this table (seats 1, 3, 5, 6, 8); left out."
    )
    assert panel.answer().pots[0].eligible == {1, 3, 5}
    qtbot.keyClick(panel.seats_field(0), Qt.Key.Key_Backspace)
    qtbot.keyClick(panel.seats_field(0), Qt.Key.Key_Backspace)
    assert panel.refusal.text() == (
        "Main pot: -6 is not a seat at this table (seats 1, 3, 5, 6, 8); left out."
    )
    click_seats(qtbot, table, 6)  # the field shows the seats clicked: nothing refused
    assert panel.seats_field(0).text() == "1 3 5 6"
    assert not panel.refusal.isVisible()


def test_a_chip_broken_at_the_rack_is_no_longer_left_in_the_pot(qtbot, table: SpotTable) -> None:
    question = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    assert dict(question.pots[0].chips) == {"black": 1, "red": 4, "white": 2}
    panel = SplitPanel()
    qtbot.addWidget(panel)
    ask(table, panel, question)
    panel.give(question.pots[0].shares[0].seat, "green", 4)
    assert panel.left_label.text() == (
        "Left in the pot: 4 red, 2 white (22); changed in from the rack: 4 green"
    )
