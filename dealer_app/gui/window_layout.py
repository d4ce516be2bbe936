"""The main window's layout kept between runs: its size, and where its bars and panels are.

What is saved is always the table's layout: in the Training mode the table's tool bars and
result panel step aside, and saving that would bring the table back without them at the
next start. So the layout is taken as the table had it before training began. A layout
read back never hides a tool bar, and View > Reset layout puts every bar and panel back
where the window first had them, whatever a damaged saved state did. Full screen is for the
players, the hand: the next start opens as the window was before it, and as large as the
screen it opens on allows, every panel in sight.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QObject, QSize, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar

from dealer_app.gui.actions import keyed_action
from dealer_app.gui.full_screen import FullScreen
from dealer_app.gui.screen_fit import fit_to_screen
from dealer_app.gui.settings import TableSettings
from dealer_app.gui.training.mode import TrainingMode

__all__ = ["WindowLayout"]


class WindowLayout(QObject):
    """Restores, remembers and resets ``window``'s layout (make it once the window is built)."""

    def __init__(
        self,
        window: QMainWindow,
        settings: TableSettings,
        training: TrainingMode,
        full_screen: FullScreen,
        default_size: QSize,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._training = training
        self._full_screen = full_screen
        self._default_size = default_size
        self._first_state = window.saveState()
        self.reset_action = keyed_action(
            window,
            "Reset &layout",
            "Ctrl+Shift+L",
            "Put the tool bars and the result panel back where they were at first",
        )
        self.reset_action.triggered.connect(self.reset)

    def restore(self) -> None:
        """The size and layout remembered (a tool bar is never left hidden)."""
        window, settings = self._window, self._settings
        geometry = settings.window_geometry
        if geometry is not None:
            window.restoreGeometry(geometry)
        state = settings.window_state
        if state is not None:
            window.restoreState(state)
            # Only a layout read back can hide a tool bar: a window without one has its
            # bars as built, shown (and no search of its children at the start).
            for bar in self._toolbars():
                bar.show()
        # The size is kept on its own, and given as far as this screen allows: a window
        # remembered on a large screen opens whole on a small one.
        fit_to_screen(window, settings.window_size or self._default_size)

    def table_state(self) -> QByteArray:
        """The window's layout as the table has it (in training, as it was before; in full
        screen, as it was before the bars went)."""
        before_training = self._training.table_window_state()
        return before_training or self._full_screen.window_state()

    def remember(self) -> None:
        window, settings = self._window, self._settings
        if not self._full_screen.is_on():
            settings.window_geometry = window.saveGeometry()
        if not window.isMaximized() and not window.isFullScreen():
            settings.window_size = window.size()
        settings.window_state = self.table_state()
        settings.sync()

    def reset(self) -> None:
        """Back to the table, every tool bar and panel where the window first had them."""
        self._training.show_table()
        self._window.restoreState(self._first_state)
        for widget in [*self._toolbars(), *self._window.findChildren(QDockWidget)]:
            widget.show()
        self._settings.window_state = self._window.saveState()

    def _toolbars(self) -> list[QToolBar]:
        # A main window's tool bars are its own children: a search of the whole tree of
        # widgets below would make a Python object of each (some 3 ms at a start).
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        return list(self._window.findChildren(QToolBar, options=direct))
