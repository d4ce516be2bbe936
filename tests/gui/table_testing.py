"""Helpers for the table's tests: a main window with its own settings file, quick deals."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, QSize, Qt

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.settings import TableSettings
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.view import TableView
from dealer_app.model.play.dealing import RowKey

ACES_KINGS_AND_TWO_MORE = {
    RowKey.seat(1): "AsAd",
    RowKey.seat(2): "KsKd",
    RowKey.seat(3): "7c2h",
    RowKey.seat(4): "8c3h",
    RowKey.board(): "Qh 9c 4d Js 5s",
}
"""Four seats and a board with no straight or flush: aces win, kings second."""


def temporary_settings(folder: Path) -> TableSettings:
    """Settings kept in a file of the test's own, never the user's."""
    return TableSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))


LAPTOP = QSize(1280, 720)


def make_window(qtbot, folder: Path, size: QSize = LAPTOP) -> MainWindow:
    window = MainWindow(temporary_settings(folder))
    qtbot.addWidget(window)
    window.table.set_animated(False)
    window.resize(size)
    window.show()
    qtbot.waitExposed(window)
    return window


def active_window(qtbot, folder: Path, size: QSize = LAPTOP) -> MainWindow:
    """:func:`make_window`, made the active window: its keys work, as a dealer's window's do."""
    window = make_window(qtbot, folder, size)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


TABLE_ALONE = QSize(1000, 640)


def show_table_view(
    qtbot, controller: TableController, size: QSize = TABLE_ALONE, *, animated: bool = False
) -> TableView:
    """The table view alone, shown at ``size`` (the chips land at once unless ``animated``)."""
    view = TableView(controller)
    qtbot.addWidget(view)
    view.set_animated(animated)
    view.resize(size)
    view.show()
    qtbot.waitExposed(view)
    return view


def deal(controller: TableController, rows: dict[RowKey, str]) -> None:
    """Type cards into rows the way the controller is told by the widgets."""
    for row, text in rows.items():
        assert controller.type_cards(row, text), f"could not deal {text} to {row.label}"


def click_slot(qtbot, row_widget, slot: int) -> None:
    qtbot.mouseClick(
        row_widget, Qt.MouseButton.LeftButton, pos=row_widget.slot_rect(slot).center().toPoint()
    )


def click_card(qtbot, picker, card) -> None:
    point: QPoint = picker.card_rect(card).center().toPoint()
    qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=point)


def pick_chip_set(window: MainWindow, key: str) -> None:
    """Choose the chip set ``key`` in the tool bar's chip-set box, as the dealer does."""
    index = window.chips_box.findData(key)
    assert index >= 0, f"no chip set {key} in the box"
    window.chips_box.setCurrentIndex(index)
    window.chips_box.activated.emit(index)
