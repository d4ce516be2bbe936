"""Undo's and Redo's keys undo and redo the table from anywhere on it.

A text field takes Ctrl+Z for its own undo (a seat's amount or name, a count of the pot's
chips, the Pot panel's entry, the tool bar's seats), and the card picker is a popup of its
own, out of reach of the window's keys: in each, Undo's keys would undo nothing on the
table, or only the field's letters. :class:`UndoKeys` watches the one control with the
keyboard, when it is on the table (its page, its docks, its tool bars, or a popup opened
from them, such as the card picker), and sends Undo's and Redo's keys to the table's undo
and redo, which enter an amount being typed first. A count half typed in a spin box (the
tool bar's seats at "1" on the way to 10, or emptied) is no value to enter: the keys drop it
first, the box showing its value again, as they drop an amount the table refuses; the next
press undoes the table. A dialog's fields keep their own undo, unless they change the
table as they are typed in (the room dialog's rake).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QSpinBox, QWidget

from dealer_app.gui.actions import is_redo_key, is_undo_key
from dealer_app.gui.guard import guarded

__all__ = ["UndoKeys"]


class UndoKeys(QObject):
    """Sends Undo's and Redo's keys, pressed in any control of ``areas``, to ``undo`` and
    ``redo``."""

    def __init__(
        self,
        undo: Callable[[], object],
        redo: Callable[[], object],
        areas: Iterable[QWidget],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._undo = undo
        self._redo = redo
        self._areas = set(areas)
        self._watched: QWidget | None = None
        # Only the control with the keyboard is watched, while it has it: a filter on every
        # control would be called for each of their events, and every pick repaints them.
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def add_area(self, area: QWidget) -> None:
        """Take the keys in ``area`` too (a dock or tool bar made later)."""
        self._areas.add(area)

    def on_the_table(self, widget: QWidget) -> bool:
        """Whether ``widget`` is in one of the areas, or in a popup opened from one."""
        shown: QWidget | None = widget
        while shown is not None:
            if shown in self._areas:
                return True
            if shown.isWindow() and shown.windowType() != Qt.WindowType.Popup:
                return False
            shown = shown.parentWidget()
        return False

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        watched = new if new is not None and self.on_the_table(new) else None
        if watched is self._watched:
            return
        # The control watched may be gone already: a list closed with its window. (Named
        # here, not at the start, which needs no more imports before its first paint.)
        import shiboken6

        if self._watched is not None and shiboken6.isValid(self._watched):
            self._watched.removeEventFilter(self)
        if watched is not None:
            watched.installEventFilter(self)
        self._watched = watched

    @guarded(lambda self, watched, event: False)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if not isinstance(event, QKeyEvent) or not is_undo_key(event):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            # Taken here, as a key press, in a window or a popup alike: neither the field's
            # own undo nor a shortcut of the window sees it.
            event.accept()
            return True
        if _drop_half_typed_count(watched):
            return True
        if is_redo_key(event):
            self._redo()
        else:
            self._undo()
        return True


def _drop_half_typed_count(field: QObject) -> bool:
    """Show a spin box's value again where its text is no value yet ("1" on the way to 10,
    nothing): True when there was such text to drop."""
    if not isinstance(field, QSpinBox) or field.hasAcceptableInput():
        return False
    # The value set again shows it again (whatever the box's correction mode) and, the
    # same value, changes nothing on the table.
    field.setValue(field.value())
    return True
