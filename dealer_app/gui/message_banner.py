"""A strip above the table for messages to the dealer: never a modal box that blocks play.

Warnings (a card already used, a typo) fade after a few seconds; errors (a file that could
not be opened) stay until closed. A message about something a change took off the table
carries the action that brings it back (Undo) as a button, and goes once it is brought
back, by that button, Undo's keys, or the game or seat put back.

A banner can be held out of sight (full screen shows the felt alone, for the players): its
message is kept, and shows again when the banner is let go, unless it was closed, cleared
or timed out meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
        self.action_button = self._action_button()
        self.more_buttons: list[QToolButton] = []
        """Buttons for the actions after the first, made when a message first has them."""
        self._actions: tuple[QAction, ...] = ()
        self._without_action = ""
        """The message's words once its actions are withdrawn ("" to keep them)."""
        self._stale: Callable[[], bool] | None = None
        self._present = False
        """A message is there to say (shown, or kept while the banner is held)."""
        self._held = False
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
        self._layout = layout
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
        *,
        more: Sequence[QAction] = (),
        lasting: bool = False,
        without_action: str = "",
    ) -> None:
        """Show ``text``; with ``action`` (and ``more``), a button beside it for each, which
        triggers it and closes. A ``lasting`` message stays until closed or replaced; with
        ``stale``, the message goes at the first :meth:`recheck` that finds it true (what it
        reports was undone or mended). ``without_action``: the words shown instead once the
        actions are withdrawn, when ``text`` offers them ("... Undo with Ctrl+Z")."""
        self._level = level
        self.label.setText(text)
        self._without_action = without_action
        self._stale = stale
        self._actions = tuple(shown for shown in (action, *more) if shown is not None)
        while len(self.more_buttons) < len(self._actions) - 1:
            button = self._action_button()
            self._layout.insertWidget(self._layout.indexOf(self.close_button), button)
            self.more_buttons.append(button)
        buttons = [self.action_button, *self.more_buttons]
        for index, button in enumerate(buttons):
            if index < len(self._actions):
                button.setText(self._actions[index].text())
                button.setToolTip(self._actions[index].toolTip())
            button.setVisible(index < len(self._actions))
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
        self._present = True
        if not self._held:
            self.show()
        self._timer.stop()
        if level in _SHOWN_MILLISECONDS and not lasting:
            self._timer.start(_SHOWN_MILLISECONDS[level])

    def _action_button(self) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName("bannerAction")
        button.clicked.connect(lambda checked=False, button=button: self._on_action(button))
        button.hide()
        return button

    def _on_action(self, button: QToolButton) -> None:
        index = [self.action_button, *self.more_buttons].index(button)
        action = self._actions[index] if index < len(self._actions) else None
        self.dismiss()
        if action is not None and action.isEnabled():
            action.trigger()

    def recheck(self) -> bool:
        """Close the message if what it reports no longer holds; True when it closed."""
        if self._stale is None or not self._says() or not self._stale():
            return False
        self.dismiss()
        return True

    def withdraw_action(self, action: QAction | None = None) -> None:
        """Take the actions' buttons away (what they would act on has changed); the text
        stays. With ``action``, only when it is one of them."""
        if action is not None and action not in self._actions:
            return
        self._actions = ()
        for button in (self.action_button, *self.more_buttons):
            button.hide()
        if self._without_action:
            self.label.setText(self._without_action)
            self._without_action = ""

    def set_held(self, held: bool) -> None:
        """Keep the banner out of sight (``True``), its message kept; let go, the message
        still there shows again."""
        self._held = held
        if held:
            self.hide()
        elif self._present:
            self.show()

    def _says(self) -> bool:
        """A message is shown, or kept while the banner is held."""
        return self.isVisible() or (self._held and self._present)

    def level(self) -> MessageLevel:
        return self._level

    def text(self) -> str:
        return self.label.text() if self._says() else ""

    def dismiss(self) -> None:
        self._timer.stop()
        self.withdraw_action()
        self._present = False
        self.hide()
