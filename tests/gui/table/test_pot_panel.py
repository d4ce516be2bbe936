"""The Pot panel: the action typed as it happens, the figures read, the money carried over."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.pot_panel import PotPanel
from dealer_app.gui.table.state import default_state
from dealer_app.model.room.betting import Structure
from dealer_app.model.room.money import MoneyUnit
from dealer_app.storage.chip_presets import chip_preset
from tests.gui.table_testing import active_window, make_window

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot


def make_panel(qtbot, seats: int = 6, button: int = 6) -> tuple[PotPanel, TableController]:
    controller = TableController(default_state("holdem", seats))
    controller.set_button(button)
    panel = PotPanel(controller)
    qtbot.addWidget(panel)
    panel.show()
    return panel, controller


def type_line(qtbot, panel: PotPanel, text: str) -> None:
    panel.entry.setFocus()
    qtbot.keyClicks(panel.entry, text)
    qtbot.keyClick(panel.entry, Qt.Key.Key_Return)


def test_pot_limit_preflop_the_first_pot_raise_is_to_7_in_words(qtbot) -> None:
    panel, _ = make_panel(qtbot)
    turn = panel.followed.turn
    assert (turn.seat, turn.to_call, turn.largest_raise_to) == (3, 2, 7)
    assert "calling 2 makes 5, so the pot raise is to 7" in panel.figures.text()
    assert panel.steps_list.item(1).text() == "Seat 2: big blind 2 · pot 3"


def test_typed_actions_follow_the_round_and_carry_to_the_seats(qtbot) -> None:
    panel, controller = make_panel(qtbot)
    type_line(qtbot, panel, "3 r 7")
    type_line(qtbot, panel, "f")  # the seat to act, seat 4
    type_line(qtbot, panel, "5 c")
    assert panel.entry.text() == ""
    assert panel.followed.turn.seat == 6
    # Pot 1 + 2 + 7 + 7 = 17; calling 7 makes 24; the pot raise is to 7 + 24.
    assert "<b>Seat 6 to act: call 7</b>" in panel.figures.text()
    assert "<b>Largest to 31</b>: blinds 1 and 2, raise to 7, call 7: calling 7 makes 24" in (
        panel.figures.text()
    )
    seats = {entry.seat: entry for entry in controller.scenario.seats}
    assert (seats[1].committed, seats[2].committed, seats[3].committed) == (1, 2, 7)
    assert seats[4].folded and seats[5].committed == 7 and seats[6].committed is None

    controller.undo_stack.undo()  # the table's undo takes the last carry back
    assert controller.scenario.seat(5).committed is None
    type_line(qtbot, panel, "u")  # the panel's own takes the action back
    assert panel.followed.turn.seat == 5 and panel.entry.text() == ""


def test_a_wrong_action_is_told_and_loses_nothing(qtbot) -> None:
    panel, controller = make_panel(qtbot)
    type_line(qtbot, panel, "4 c")
    assert panel.problem.text() == "action 1: seat 4 acts out of turn: seat 3 is to act"
    assert panel.entry.text() == "4 c"
    type_line(qtbot, panel, "z")
    assert panel.problem.text().startswith('"cz" is not an action')
    assert controller.undo_stack.count() == 1  # only the button


def test_next_street_keeps_the_pot_and_the_hand_totals(qtbot) -> None:
    panel, controller = make_panel(qtbot, seats=3, button=3)
    panel.structure_box.setCurrentIndex(panel.structure_box.findData(Structure.NO_LIMIT))
    for line in ("c", "c", "x"):
        type_line(qtbot, panel, line)
    assert panel.followed.turn is None
    type_line(qtbot, panel, "n")
    assert panel.street_label.text().startswith("<b>Flop</b> · pot 6")
    for line in ("1 b 4", "2 r 12", "3 f", "1 c"):
        type_line(qtbot, panel, line)
    assert [controller.scenario.seat(seat).committed for seat in (1, 2, 3)] == [14, 14, 2]
    assert controller.scenario.seat(3).folded


def test_the_window_docks_the_pot_panel_and_f8_takes_the_keys(qtbot, tmp_path: Path) -> None:
    window = active_window(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    panel = window.pot_dock.widget()
    assert isinstance(panel, PotPanel)
    assert QApplication.focusWidget() is panel.entry
    assert window.pot_dock.isVisible()


def test_the_panel_is_made_when_its_tab_is_first_shown_following_the_table(
    qtbot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    assert window.pot_dock.widget() is None
    window.controller.set_seat_count(4)
    window.controller.set_button(2)
    window.pot_dock.raise_()
    qtbot.waitUntil(lambda: window.pot_dock.widget() is not None)
    panel = window.pot_dock.widget()
    assert isinstance(panel, PotPanel)
    assert panel.isVisible()
    # Seat 3 posts the small blind and seat 4 the big: seat 1 acts first.
    assert panel.followed.turn.seat == 1
    # In the table's money: the card room's chips are dollars.
    assert panel.steps_list.item(1).text() == "Seat 4: big blind $2 · pot $3"


def make_panel_in_cents(qtbot: QtBot) -> tuple[PotPanel, TableController]:
    panel, controller = make_panel(qtbot)
    home = chip_preset("home")  # counted in cents, the white chip $0.25
    controller.set_chips(home.chips, home.key, home.unit)
    return panel, controller


def test_the_stakes_and_the_words_are_the_tables_money(qtbot) -> None:
    panel, controller = make_panel_in_cents(qtbot)
    # The blinds start at the smallest chip and twice it, as the seats write money.
    assert (panel.small_blind.text(), panel.big_blind.text()) == ("$0.25", "$0.50")
    assert panel.steps_list.item(1).text() == "Seat 2: big blind $0.50 · pot $0.75"
    type_line(qtbot, panel, "3 r 1.50")
    assert panel.problem.text() == ""
    assert controller.scenario.seat(3).committed == 150
    assert "<b>Seat 4 to act: call $1.50</b>" in panel.figures.text()
    # Pot $0.25 + $0.50 + $1.50 = $2.25; calling $1.50 makes $3.75; the pot raise is to
    # $1.50 + $3.75.
    assert "calling $1.50 makes $3.75, so the pot raise is to $5.25" in panel.figures.text()
    assert controller.undo_stack.undoText() == "Pot: seat 3 raise to $1.50"


def test_an_amount_the_money_or_the_chips_cannot_hold_is_told_in_it(qtbot: QtBot) -> None:
    panel, controller = make_panel_in_cents(qtbot)
    for typed, problem in (
        ("3 r 1.555", '"1.555" is not a whole number of the smallest unit (0.01)'),
        ("3 r 1.10", "the amount $1.10 is not a multiple of the smallest chip (white, $0.25)"),
        ("3 r -5", "the amount -$5 is negative"),
    ):
        panel.entry.clear()
        type_line(qtbot, panel, typed)
        assert panel.problem.text() == problem
        assert panel.entry.text() == typed
        assert len(panel.followed.steps) == 2 and controller.scenario.seat(3).committed is None
    panel.entry.clear()
    type_line(qtbot, panel, "3 r 100")
    assert "raise to $100 is too much" in panel.problem.text()


def test_a_stake_no_chip_makes_is_not_taken(qtbot: QtBot) -> None:
    panel, _ = make_panel_in_cents(qtbot)
    for typed, value in (("0.10", 25), ("0.75", 75)):
        panel.small_blind.lineEdit().selectAll()
        qtbot.keyClicks(panel.small_blind.lineEdit(), typed)
        panel.small_blind.interpretText()
        assert panel.small_blind.value() == value, typed


def test_stakes_in_another_money_start_again_at_its_smallest_chip(qtbot: QtBot) -> None:
    # 25 and 50 units are $0.25 and $0.50 in the home game's cents: in the card room's
    # dollars they would be $25 and $50, which no dealer chose.
    panel, controller = make_panel_in_cents(qtbot)
    room = chip_preset("standard")
    controller.set_chips(room.chips, room.key, room.unit)
    assert (panel.small_blind.text(), panel.big_blind.text()) == ("$1", "$2")


def test_a_hand_under_way_is_said_again_in_the_tables_new_money(qtbot) -> None:
    panel, controller = make_panel(qtbot)
    type_line(qtbot, panel, "3 r 7")
    controller.set_chips(controller.scenario.chips, "tournament", MoneyUnit("T"))
    # The same hand (the stakes are whole chips of the new set), in the new money.
    assert panel.followed.turn.seat == 4
    assert panel.steps_list.item(2).text() == "Seat 3: raise to T7 · pot T10"
    assert "<b>Seat 4 to act: call T7</b>" in panel.figures.text()


def test_stakes_the_new_chips_cannot_make_start_a_new_hand_at_the_smallest_chip(qtbot) -> None:
    panel, controller = make_panel(qtbot)
    type_line(qtbot, panel, "3 r 7")
    controller.undo_stack.undo()  # the seats' money, which the new chips could not make
    home = chip_preset("home")
    controller.set_chips(home.chips, home.key, home.unit)
    assert (panel.small_blind.value(), panel.big_blind.value()) == (25, 50)
    assert panel.followed.turn.seat == 3 and len(panel.followed.steps) == 2


def test_the_big_blind_is_never_below_the_small_blind(qtbot) -> None:
    panel, _ = make_panel(qtbot)
    panel.small_blind.setValue(5)
    assert panel.big_blind.value() == 5
    panel.big_blind.setValue(3)
    assert panel.big_blind.value() == 5
    assert panel.problem.text() == ""


def test_an_action_the_seats_refuse_is_taken_back_in_the_panel_too(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel, controller = make_panel(qtbot)
    type_line(qtbot, panel, "3 r 7")
    monkeypatch.setattr(controller, "carry_action", lambda *args: False)
    type_line(qtbot, panel, "4 c")
    assert panel.problem.text() == "The seats' money refused this action: see the message above."
    assert [step.words for step in panel.followed.steps[2:]] == ["raise to 7"]
    type_line(qtbot, panel, "u")
    assert [step.words for step in panel.followed.steps[2:]] == ["raise to 7"]
