"""A strip above the table for messages to the dealer: never a modal box that blocks play.

Warnings (a card already used, a typo) fade after a few seconds; errors (a file that could
not be opened) stay until closed. A message about something a change took off the table
carries the action that brings it back (Undo) as a button, and goes once it is brought
back, by that button, Undo's keys, or the game or seat put back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from dealer_app.gui.table.state import MessageLevel
from dealer_app.gui.theme import Theme

__all__ = ["MessageBanner"]

_SHOWN_MILLISECONDS = {MessageLevel.INFO: 4000, MessageLevel.WARNING: 7000}


class MessageBanner(QFrame):
    """One line of text with a close button; hidden when there is nothing to say."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self._level = MessageLevel.INFO
        self.setObjectName("messageBanner")
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.action_button = QToolButton(self)
        self.action_button.setObjectName("bannerAction")
        self.action_button.clicked.connect(self._on_action)
        self.action_button.hide()
        self._action: QAction | None = None
        self._stale: Callable[[], bool] | None = None
        self.close_button = QToolButton(self)
        self.close_button.setText("✕")
        self.close_button.setToolTip("Dismiss this message (Esc)")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 5, 6, 5)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.action_button)
        layout.addWidget(self.close_button)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        self.hide()

    def show_message(
        self,
        level: MessageLevel,
        text: str,
        action: QAction | None = None,
        stale: Callable[[], bool] | None = None,
    ) -> None:
        """Show ``text``; with ``action``, a button beside it that triggers it and closes;
        with ``stale``, the message goes at the first :meth:`recheck` that finds it true
        (what it reports was undone or mended)."""
        self._level = level
        self.label.setText(text)
        self._action = action
        self._stale = stale
        if action is not None:
            self.action_button.setText(action.text())
            self.action_button.setToolTip(action.toolTip())
        self.action_button.setVisible(action is not None)
        colour = {
            MessageLevel.INFO: self._theme.focus,
            MessageLevel.WARNING: self._theme.accent,
            MessageLevel.ERROR: self._theme.error,
        }[level]
        self.setStyleSheet(
            f"#messageBanner {{ background: {self._theme.panel.name()};"
            f" border-left: 4px solid {colour.name()}; }}"
            f" QLabel {{ color: {self._theme.text.name()}; }}"
            f" QToolButton {{ color: {self._theme.text_muted.name()}; border: none; }}"
            f" #bannerAction {{ color: {self._theme.text.name()};"
            f" border: 1px solid {colour.name()}; padding: 2px 10px; }}"
        )
        self.show()
        self._timer.stop()
        if level in _SHOWN_MILLISECONDS:
            self._timer.start(_SHOWN_MILLISECONDS[level])

    def _on_action(self) -> None:
        action = self._action
        self.dismiss()
        if action is not None and action.isEnabled():
            action.trigger()

    def recheck(self) -> bool:
        """Close the message if what it reports no longer holds; True when it closed."""
        if self._stale is None or not self.isVisible() or not self._stale():
            return False
        self.dismiss()
        return True

    def withdraw_action(self) -> None:
        """Take the action's button away (what it would act on has changed); the text stays."""
        self._action = None
        self.action_button.hide()

    def level(self) -> MessageLevel:
        return self._level

    def text(self) -> str:
        return self.label.text() if self.isVisible() else ""

    def dismiss(self) -> None:
        self._timer.stop()
        self.withdraw_action()
        self.hide()
