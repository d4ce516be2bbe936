"""View > card size and the four-colour deck: applied to the table and remembered."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence

from dealer_app.gui.view_actions import CARD_ZOOM_STEP
from dealer_app.model.play.dealing import RowKey
from tests.gui.table_testing import make_window


def test_ctrl_shift_plus_and_minus_size_the_cards_not_the_seat_count(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    actions = window.view_actions
    assert QKeySequence("Ctrl+Shift+=") in actions.larger_action.shortcuts()
    assert QKeySequence("Ctrl+Shift+-") in actions.smaller_action.shortcuts()
    # No other action of the window answers these keys (Ctrl+= and Ctrl+- are the seats').
    mine = {keys.toString() for action in actions.actions for keys in action.shortcuts()}
    others = {
        keys.toString()
        for action in window.findChildren(QAction)
        if action not in actions.actions
        for keys in action.shortcuts()
    }
    assert "Ctrl+=" in others and "Ctrl+-" in others
    assert not mine & others
    seats = window.controller.state.seat_count
    actions.larger_action.trigger()
    actions.larger_action.trigger()
    assert window.table.card_zoom() == round(1 + 2 * CARD_ZOOM_STEP, 2)
    actions.smaller_action.trigger()
    assert window.table.card_zoom() == round(1 + CARD_ZOOM_STEP, 2)
    assert window.controller.state.seat_count == seats
    for _ in range(3):
        actions.smaller_action.trigger()
    assert window.table.card_zoom() == 0.8 and not actions.smaller_action.isEnabled()


def test_card_size_and_the_four_colour_deck_are_remembered(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert not window.table.card_style().four_color
    window.view_actions.larger_action.trigger()
    window.view_actions.four_color_action.trigger()
    assert window.table.card_style().four_color
    assert all(seat.isVisible() for seat in window.table.seats)
    assert len(window.table.seats) == window.controller.state.seat_count
    window.close()
    again = make_window(qtbot, tmp_path)
    assert again.table.card_zoom() == round(1 + CARD_ZOOM_STEP, 2)
    assert again.table.card_style().four_color
    assert again.view_actions.four_color_action.isChecked()


def _blue_pixels(widget) -> int:
    image = widget.grab().toImage()
    return sum(
        1
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
        if (colour := image.pixelColor(x, y)).hslSaturation() > 120
        and 200 <= colour.hslHue() <= 250
    )


def test_the_four_colour_deck_paints_diamonds_blue(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.controller.type_cards(RowKey.board(), "Ad Kd Qd")
    assert _blue_pixels(window.table.boards[0]) == 0
    window.view_actions.four_color_action.trigger()
    assert _blue_pixels(window.table.boards[0]) > 50
