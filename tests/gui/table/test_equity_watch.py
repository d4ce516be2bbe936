"""The seats show their equity while they are all-in with the board still coming."""

from __future__ import annotations

import pytest

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.table.equity_watch import WAITING, answer_relay
from dealer_app.model.play.dealing import RowKey
from tests.gui.table_testing import deal, make_window


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    window.controller.set_seat_count(2)
    return window


def all_in_heads_up(qtbot, window: MainWindow, board: str = "") -> dict[int, str]:
    controller = window.controller
    rows = {RowKey.seat(1): "AsKs", RowKey.seat(2): "QhQd"}
    if board:
        rows[RowKey.board()] = board
    deal(controller, rows)
    with qtbot.waitSignal(window.equity.equityShown, timeout=20_000) as shown:
        controller.set_all_in(1, True)
    if shown.args[0] and WAITING in shown.args[0].values():
        with qtbot.waitSignal(window.equity.equityShown, timeout=20_000) as shown:
            pass
    words: dict[int, str] = shown.args[0]
    return words


def test_all_in_before_the_flop_each_seat_shows_its_equity(qtbot, window) -> None:
    words = all_in_heads_up(qtbot, window)
    assert words == {1: "Equity 46.2%", 2: "Equity 53.8%"}
    assert window.table.seat_widget(1).hand_label.text() == "Equity 46.2%"
    assert "53.8%" in window.table.seat_widget(2).hand_label.toolTip()


def test_on_the_flop_the_equity_stands_beside_the_hand(qtbot, window) -> None:
    words = all_in_heads_up(qtbot, window, board="Jh 9d 3c")
    label = window.table.seat_widget(2).hand_label.toolTip()
    assert label.startswith(words[2] + " · ") and "Queens" in label


def test_equity_goes_when_the_board_is_complete_or_nobody_is_all_in(qtbot, window) -> None:
    all_in_heads_up(qtbot, window, board="Jh 9d 3c")
    with qtbot.waitSignal(window.equity.equityShown, timeout=5_000) as shown:
        deal(window.controller, {RowKey.board(): "2s 2h"})
    assert shown.args[0] == {}
    assert "Equity" not in window.table.seat_widget(1).hand_label.toolTip()
    window.controller.remove_card(RowKey.board(), 4)
    with qtbot.waitSignal(window.equity.equityShown, timeout=5_000) as shown:
        window.controller.set_all_in(1, False)
    assert shown.args[0] == {}


def test_the_table_stays_usable_while_equity_is_worked_out(qtbot, window) -> None:
    controller = window.controller
    deal(controller, {RowKey.seat(1): "AsKs", RowKey.seat(2): "QhQd"})
    controller.set_all_in(1, True)
    # A card dealt before the answer came: the old answer is dropped, the new one shown.
    deal(controller, {RowKey.board(): "Jh 9d 3c"})
    qtbot.waitUntil(
        lambda: all(WAITING not in text and text for text in window.equity.shown.values()),
        timeout=20_000,
    )
    assert set(window.equity.shown) == {1, 2}
    assert window.equity.shown[1] != "Equity 46.2%"


def test_an_answer_for_a_watch_that_is_gone_is_dropped(qtbot, window) -> None:
    controller = window.controller
    deal(controller, {RowKey.seat(1): "AsKs", RowKey.seat(2): "QhQd"})
    watch = window.equity
    for_this_watch = id(watch)
    # The watch is gone before the worker's answer comes back; the answer goes to nobody.
    with qtbot.waitSignals(
        [watch.destroyed, answer_relay().answered],
        order="strict",
        check_params_cbs=[None, lambda asker, request, answer: asker == for_this_watch],
        timeout=20_000,
    ):
        controller.set_all_in(1, True)  # the boards are being dealt out in a worker now
        watch.deleteLater()
    assert window.table.seat_widget(1).hand_label.text() == "Equity …"
