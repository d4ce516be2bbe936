"""The switch between the Table and the Training mode of the main window.

The table's own central widget stays as it is; it becomes the first page of a stack whose
second page, the training, is built the first time it is asked for (its charts and history
cost nothing to a dealer who only uses the table). While training, the table's toolbar and
result panel step aside and come back as they were. The switch itself sits at the right end
of the menu bar, where it takes none of the table tool bar's row.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QToolBar,
    QWidget,
)

from dealer_app.gui.actions import keyed_action
from dealer_app.gui.table.state import TableState, status_text
from dealer_app.gui.theme import Theme, load_theme

if TYPE_CHECKING:
    # The page is imported when first opened, so the table starts without it.
    from dealer_app.gui.training.training_page import TrainingPage

__all__ = ["TrainingMode", "install_training_mode"]


class _ModeStack(QStackedWidget):
    """The modes' stack, as large as the mode shown asks, not as the largest of them: the
    training page's width added to the table's steps panel would push the window past a
    1024 px screen, though the two are never shown together."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def sizeHint(self) -> QSize:
        shown = self.currentWidget()
        return shown.sizeHint() if shown is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        shown = self.currentWidget()
        return shown.minimumSizeHint() if shown is not None else super().minimumSizeHint()


class TrainingMode(QObject):
    """Owns the mode actions and the page stack of a main window."""

    aboutToSwitch = Signal()
    """The other mode is about to take the window: what hides the window's bars (full
    screen) hands them back first, so each mode keeps its own."""

    def __init__(
        self,
        window: QMainWindow,
        theme: Theme,
        history_path: Path | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._theme = theme
        self._history_path = history_path
        self._page: TrainingPage | None = None
        self._hidden: list[QWidget] = []
        self._table_status: list[QLabel] = []
        """The status bar's words of the table, which step aside while training."""
        self._spot_status: QLabel | None = None
        self._spot_words: dict[QWidget, str] = {}
        """What the status bar says of each training table's spot."""
        self._table_state: QByteArray | None = None
        # Taken, not replaced: setCentralWidget would delete the table's page.
        table_page = window.takeCentralWidget()
        assert table_page is not None, "the table is built before the modes"
        self.stack = _ModeStack(window)
        self.stack.setObjectName("modeStack")
        window.setCentralWidget(self.stack)
        self.stack.addWidget(table_page)

        self.table_action = self._mode_action("Table", "Ctrl+1", "Work at the table")
        self.training_action = self._mode_action(
            "Training", "Ctrl+2", "Practise showdowns: drills, grades and progress"
        )
        group = QActionGroup(self)
        group.setExclusive(True)
        for action in (self.table_action, self.training_action):
            group.addAction(action)
            window.addAction(action)
        self.table_action.setChecked(True)
        self.table_action.triggered.connect(self.show_table)
        self.training_action.triggered.connect(self.show_training)

        self.toolbar = QToolBar("Mode", window)
        self.toolbar.setObjectName("modeToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.addAction(self.table_action)
        self.toolbar.addAction(self.training_action)
        self._place_switch()
        menu = window.menuBar().addMenu("&Mode")
        menu.addAction(self.table_action)
        menu.addAction(self.training_action)

    def _place_switch(self) -> None:
        """The switch goes at the right end of the menu bar, a row with room to spare: the
        table's tool bar below keeps the whole width of a 1024 px screen for the actions of
        a hand. A menu bar drawn by the system (macOS) shows no widget: there the switch is
        the first tool bar."""
        window, bar = self._window, self.toolbar
        menus = window.menuBar()
        if not menus.isNativeMenuBar():
            bar.setContentsMargins(0, 0, 0, 0)
            # No taller than the menus: the table below keeps its height.
            bar.setStyleSheet(
                "QToolBar { border: none; padding: 0; spacing: 2px; }"
                " QToolButton { padding: 0px 6px; }"
            )
            menus.setCornerWidget(bar, Qt.Corner.TopRightCorner)
            return
        # A window's toolbars are its own children: no need to walk every widget of the table.
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        first = next(iter(window.findChildren(QToolBar, options=direct)), None)
        if first is not None and first is not bar:
            window.insertToolBar(first, bar)
        else:
            window.addToolBar(bar)

    def _mode_action(self, text: str, keys: str, tip: str) -> QAction:
        return keyed_action(self, text, keys, tip, checkable=True)

    @property
    def spot_status(self) -> QLabel:
        """The status bar's words of the spot while training, in place of the table's: made
        when training first asks for them."""
        if self._spot_status is None:
            bar = self._window.statusBar()
            # The status bar's own children: no search of the whole window.
            direct = Qt.FindChildOption.FindDirectChildrenOnly
            self._table_status = list(bar.findChildren(QLabel, options=direct))
            self._spot_status = QLabel(self._window)
            self._spot_status.setObjectName("spotStatus")
            bar.addPermanentWidget(self._spot_status)
            self._spot_status.hide()
        return self._spot_status

    def set_history_path(self, path: Path) -> None:
        """Keep the training history in ``path`` (before the training page is built)."""
        self._history_path = path

    def page(self) -> TrainingPage:
        """The training page, built on first use."""
        if self._page is None:
            from dealer_app.gui.training.spot_table import SpotTable
            from dealer_app.gui.training.training_page import TrainingPage

            self._page = TrainingPage(self._history_path, self._theme, self.stack, ask_trainee=True)
            self.stack.addWidget(self._page)
            for table in self._page.findChildren(SpotTable):
                self._spot_words[table] = ""
                table.spotShown.connect(
                    lambda state, shown=table: self._show_spot_status(shown, state)
                )
                # Shown or hidden with a tab, a page or the picker: the status bar follows.
                table.installEventFilter(self)
        return self._page

    def is_training(self) -> bool:
        return self._page is not None and self.stack.currentWidget() is self._page

    def show_training(self) -> None:
        page = self.page()
        if self.is_training():
            return
        self.aboutToSwitch.emit()
        # The table's layout (full screen left first), kept for the settings: what
        # training hides is not its own.
        self._table_state = self._window.saveState()
        self._hidden = [widget for widget in self._table_furniture() if not widget.isHidden()]
        for widget in self._hidden:
            widget.hide()
        spot_status = self.spot_status  # made first: the table's words are found with it
        for label in self._table_status:
            label.hide()
        spot_status.show()
        self.stack.setCurrentWidget(page)
        self.training_action.setChecked(True)

    def closed_for(self, what: str) -> bool:
        """While an exam runs in training, say that there is no ``what`` until it ends (True)."""
        return self._page is not None and self._page.closed_for(what)

    def may_close(self) -> bool:
        """Whether the window may close: the training page asks while an exam runs."""
        return self._page is None or self._page.may_close()

    def show_table(self) -> None:
        if self.closed_for("table"):
            self.training_action.setChecked(True)
            return
        if self.is_training():
            self.aboutToSwitch.emit()
        self.stack.setCurrentIndex(0)
        if self._spot_status is not None:
            self._spot_status.hide()
        for label in self._table_status:
            label.show()
        for widget in self._hidden:
            widget.show()
        self._hidden = []
        self._table_state = None
        self.table_action.setChecked(True)

    def _show_spot_status(self, table: QWidget, state: TableState) -> None:
        self._spot_words[table] = f"Spot: {status_text(state)}"
        self._tell_shown_spot()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            isinstance(watched, QWidget)
            and watched in self._spot_words
            and event.type() in (QEvent.Type.Show, QEvent.Type.Hide)
        ):
            self._tell_shown_spot()
        return super().eventFilter(watched, event)

    def _tell_shown_spot(self) -> None:
        """The status bar tells the spot on screen, and nothing where none is (another tab,
        the trainee picker): never a spot left behind."""
        shown = (words for table, words in self._spot_words.items() if table.isVisible())
        self.spot_status.setText(next((words for words in shown if words), ""))

    def table_window_state(self) -> QByteArray | None:
        """In training, the window's layout as the table had it; else None (it is the
        window's own)."""
        return self._table_state if self.is_training() else None

    def _table_furniture(self) -> list[QWidget]:
        """The table's toolbars and docks: they act on the table, not on a drill."""
        bars: list[QWidget] = [
            bar for bar in self._window.findChildren(QToolBar) if bar is not self.toolbar
        ]
        return bars + list(self._window.findChildren(QDockWidget))


def install_training_mode(
    window: QMainWindow,
    theme: Theme | None = None,
    history_path: Path | None = None,
) -> TrainingMode:
    """Give ``window`` a Table / Training switch (toolbar, Mode menu, Ctrl+1 / Ctrl+2)."""
    return TrainingMode(window, theme if theme is not None else load_theme(), history_path)
