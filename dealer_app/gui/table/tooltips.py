"""Tooltips that depend on where the pointer is over a widget: a card, a slot (the felt's
items carry their own, found by Qt's Graphics View)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QWidget

__all__ = ["answer_tooltip"]


def answer_tooltip(widget: QWidget, event: QEvent, text_at: Callable[[QPoint], str]) -> bool:
    """Show ``text_at`` the pointer for a tooltip event (hide it where there is none).

    Returns whether ``event`` was a tooltip event, for ``event()`` to return::

        def event(self, event):
            return answer_tooltip(self, event, self.tooltip_at) or super().event(event)
    """
    if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
        return False
    # Named at the first tooltip, not at the start (a Qt class's Python type is made when
    # first named).
    from PySide6.QtWidgets import QToolTip

    text = text_at(event.pos())
    if text:
        QToolTip.showText(event.globalPos(), text, widget)
    else:
        QToolTip.hideText()
    return True
