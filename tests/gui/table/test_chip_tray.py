"""The chip tray: the table's chips, put in for the seat in focus by click, right-click, wheel."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QIcon, QWheelEvent
from PySide6.QtWidgets import QApplication, QToolButton

from dealer_app.model.chips import ChipSet
from tests.gui.table_testing import make_window, pick_chip_set


def _committed(window, seat: int) -> int:
    entry = window.controller.state.entry(seat)
    return entry.committed or 0 if entry is not None else 0


def test_the_tray_shows_the_tables_chips_with_their_values(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    tray = window.chip_tray
    chips = window.controller.scenario.chips
    assert [button.chip for button in tray.chips] == list(chips)
    black = tray.chip_button("black")
    # The room's card-room set reads in dollars.
    assert black.text() == "$100" and "black $100" in black.toolTip()
    window.controller.set_chips(ChipSet.of(gold=5000, brown=1000, purple=500), "Big game")
    assert [button.text() for button in tray.chips] == ["5,000", "1,000", "500"]
    # Only the new set is on the tray: the old set's buttons are gone from it.
    window.resize(1600, 900)
    window.show()
    qtbot.waitExposed(window)
    shown = [widget.text() for widget in tray.findChildren(type(black)) if widget.isVisible()]
    assert shown == ["5,000", "1,000", "500"]


def test_clicks_add_chips_to_the_seat_clicked_and_right_clicks_take_them_off(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    tray = window.chip_tray
    qtbot.mouseClick(tray.chip_button("black"), Qt.MouseButton.LeftButton)
    assert _committed(window, 2) == 0  # no seat chosen yet: nothing moves
    qtbot.mouseClick(window.table.seat_widget(2).amount, Qt.MouseButton.LeftButton)
    assert tray.seat() == 2 and "seat 2" in tray.seat_label.text()
    for name in ("black", "black", "green", "red"):
        qtbot.mouseClick(tray.chip_button(name), Qt.MouseButton.LeftButton)
    assert _committed(window, 2) == 230
    assert window.table.seat_widget(2).amount.value() == 230
    assert QApplication.focusWidget() is not tray.chip_button("red")
    qtbot.mouseClick(tray.chip_button("black"), Qt.MouseButton.RightButton)
    assert _committed(window, 2) == 130
    qtbot.mouseClick(tray.chip_button("black"), Qt.MouseButton.RightButton)
    qtbot.mouseClick(tray.chip_button("black"), Qt.MouseButton.RightButton)
    assert _committed(window, 2) == 0  # never below nothing
    # A whole run of chips is one step to undo.
    qtbot.mouseClick(tray.chip_button("green"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tray.chip_button("green"), Qt.MouseButton.LeftButton)
    window.controller.undo_stack.undo()
    assert _committed(window, 2) == 0


def test_call_matches_the_most_put_in_and_the_wheel_steps_by_the_smallest_chip(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    tray = window.chip_tray
    window.controller.set_committed(1, 325)
    qtbot.mouseClick(window.table.seat_widget(3).fold_button, Qt.MouseButton.LeftButton)
    window.controller.set_folded(3, False)
    assert tray.seat() == 3
    qtbot.mouseClick(tray.call_button, Qt.MouseButton.LeftButton)
    assert _committed(window, 3) == 325
    wheel = QWheelEvent(
        QPointF(5, 5),
        QPointF(tray.mapToGlobal(QPoint(5, 5))),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(tray, wheel)
    assert _committed(window, 3) == 327


def test_a_home_games_tray_reads_in_dollars_and_cents(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    pick_chip_set(window, "home")
    tray = window.chip_tray
    white = tray.chip_button("white")
    assert white.text() == "$0.25" and "white $0.25" in white.toolTip()
    assert [button.text() for button in tray.chips] == ["$25", "$5", "$1", "$0.25"]
    tray.set_seat(1)
    qtbot.mouseClick(white, Qt.MouseButton.LeftButton)
    assert _committed(window, 1) == 25
    assert "(in: $0.25)" in tray.seat_label.text()
    assert window.table.seat_widget(1).amount.text() == "0.25"


def test_the_chip_buttons_stay_in_place_however_large_the_amount(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    tray = window.chip_tray

    def places() -> list[QPoint]:
        buttons = [*tray.chips, tray.call_button]
        return [button.mapTo(window, QPoint(0, 0)) for button in buttons]

    before = places()
    tray.set_seat(1)
    window.controller.set_committed(1, 10**12)
    assert "1,000,000,000,000" in tray.seat_label.text()
    qtbot.wait(10)
    assert places() == before
    assert all(button.isVisible() for button in tray.chips)


def test_the_next_hand_and_a_new_table_choose_no_seat(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    tray = window.chip_tray
    tray.set_seat(4)
    window.next_hand_action.trigger()
    assert tray.seat() is None and "click a seat" in tray.seat_label.text()
    tray.set_seat(3)
    window.files.new_action.trigger()
    assert tray.seat() is None


def test_a_click_on_a_plaques_words_or_on_its_amounts_text_chooses_that_seat(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    tray, table = window.chip_tray, window.table
    qtbot.mouseClick(table.seat_widget(2).amount, Qt.MouseButton.LeftButton)
    assert tray.seat() == 2
    qtbot.mouseClick(table.seat_widget(4).seat_label, Qt.MouseButton.LeftButton)
    assert tray.seat() == 4 and "seat 4" in tray.seat_label.text()
    # The keyboard never left seat 2's amount: the click alone chooses the seat again.
    qtbot.mouseClick(table.seat_widget(2).amount.lineEdit(), Qt.MouseButton.LeftButton)
    assert tray.seat() == 2
    qtbot.mouseClick(table.seat_widget(5).fold_button, Qt.MouseButton.LeftButton)
    assert tray.seat() == 5
    qtbot.mouseClick(table.seat_widget(6).name_edit, Qt.MouseButton.LeftButton)
    assert tray.seat() == 6


def test_a_run_of_chips_after_an_amount_typed_undoes_to_that_amount(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    tray = window.chip_tray
    amount = window.table.seat_widget(2).amount
    qtbot.mouseClick(amount, Qt.MouseButton.LeftButton)
    amount.selectAll()
    qtbot.keyClicks(amount, "250")
    qtbot.keyClick(amount, Qt.Key.Key_Return)
    qtbot.mouseClick(tray.chip_button("green"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tray.chip_button("green"), Qt.MouseButton.LeftButton)
    assert _committed(window, 2) == 300
    window.controller.undo_stack.undo()
    assert _committed(window, 2) == 250 and amount.text() == "250"


def test_a_tray_chip_looks_as_a_tool_button_with_the_chip_as_its_icon(qtbot, tmp_path):
    # The chip is drawn by the button itself (no QIcon in the first window): the same
    # pixels as Qt's tool button with the chip's picture as its icon, at rest, under the
    # mouse and pressed, at the tray's icon size.
    window = make_window(qtbot, tmp_path)
    window.show()
    qtbot.waitExposed(window)
    tray = window.chip_tray
    for chip in tray.chips:
        plain = QToolButton()
        plain.setIcon(QIcon(chip.picture()))
        plain.setIconSize(chip.iconSize())
        plain.setText(chip.text())
        plain.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        plain.setAutoRaise(True)
        plain.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        tray.addWidget(plain)
        QApplication.processEvents()
        assert plain.size() == chip.size()
        for state in ("rest", "hover", "down"):
            for button in (chip, plain):
                button.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, state != "rest")
                button.setDown(state == "down")
            assert chip.grab().toImage() == plain.grab().toImage(), (chip.chip.name, state)
        for button in (chip, plain):
            button.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, False)
            button.setDown(False)
        tray.removeAction(tray.actions()[-1])
