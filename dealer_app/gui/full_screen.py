"""View > Full screen (F11): the felt alone, for a laptop turned to the players.

The tool bars, the chip tray, the side panels, the menu bar, the status bar and the message
banner over the felt go; the table fills the screen. A message said meanwhile is kept, not
shown, and shows when full screen ends (unless it was closed or cleared before). F11 again,
Escape, or a switch to the other mode (Table or Training) brings back what was shown before.
The window's keys keep working with the menus out of sight.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QToolBar, QWidget

from dealer_app.gui.actions import keyed_action
from dealer_app.gui.message_banner import MessageBanner

__all__ = ["FullScreen"]


class FullScreen(QObject):
    """The full-screen switch of ``window``: its action, and what it hid to bring back."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._hidden: list[QWidget] = []
        self._held: list[MessageBanner] = []
        self._state_before = QByteArray()
        self._was_maximized = False
        self.action = keyed_action(
            window,
            "&Full screen",
            "F11",
            "Show the table alone on the whole screen, for the players (F11 or Esc back)",
            checkable=True,
        )
        self.action.toggled.connect(self.set_on)
        window.addAction(self.action)
        window.installEventFilter(self)

    def is_on(self) -> bool:
        return bool(self._hidden) or self._window.isFullScreen()

    def set_on(self, on: bool) -> None:
        if on == self.is_on():
            return
        window = self._window
        if on:
            self._state_before = window.saveState()
            self._was_maximized = window.isMaximized()
            self._keep_keys()
            self._hidden = [widget for widget in self._chrome() if not widget.isHidden()]
            focus, felt = window.focusWidget(), window.centralWidget()
            outside = focus is None or any(part.isAncestorOf(focus) for part in self._hidden)
            if outside and felt is not None:
                # Not on a seat of the table: the keyboard goes to the table, no seat framed.
                felt.setFocus(Qt.FocusReason.OtherFocusReason)
            for widget in self._hidden:
                widget.hide()
            self._held = self._banners()
            for banner in self._held:
                banner.set_held(True)
            window.showFullScreen()
        else:
            hidden, self._hidden = self._hidden, []
            for widget in hidden:
                widget.show()
            held, self._held = self._held, []
            for banner in held:
                banner.set_held(False)
            if self._was_maximized:
                window.showMaximized()
            else:
                window.showNormal()
        if self.action.isChecked() != on:
            self.action.setChecked(on)

    def window_state(self) -> QByteArray:
        """The tool bars and panels as the dealer laid them out (before full screen)."""
        return self._state_before if self.is_on() else self._window.saveState()

    def _chrome(self) -> list[QWidget]:
        window = self._window
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        bars: list[QWidget] = list(window.findChildren(QToolBar, options=direct))
        docks: list[QWidget] = list(window.findChildren(QDockWidget, options=direct))
        return [window.menuBar(), *bars, *docks, window.statusBar()]

    def _banners(self) -> list[MessageBanner]:
        """The message banners of this window (not those of a window it opened)."""
        window = self._window
        return [
            banner for banner in window.findChildren(MessageBanner) if banner.window() is window
        ]

    def _keep_keys(self) -> None:
        """Put every action of the menus on the window itself: their keys work while the
        menu bar is out of sight."""
        window = self._window
        mine = set(window.actions())
        menus = [action.menu() for action in window.menuBar().actions()]
        while menus:
            menu = menus.pop()
            if not isinstance(menu, QMenu):
                continue
            for action in menu.actions():
                if action.menu() is not None:
                    menus.append(action.menu())
                elif action not in mine:
                    window.addAction(action)
                    mine.add(action)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Escape leaves full screen when nothing on the table used it (a card half typed,
        # the card picker) and it reached the window.
        if (
            watched is self._window
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and self.is_on()
        ):
            self.set_on(False)
            return True
        return super().eventFilter(watched, event)
