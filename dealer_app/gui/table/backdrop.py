"""A backdrop: one colour a widget of a plaque paints under what it shows (the plaque's
own), which makes the widget opaque, so that what changes in it repaints it alone and
not the plaque and the felt under it::

    self._backdrop = set_backdrop(self, self._backdrop, theme.panel)
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

__all__ = ["set_backdrop"]


def set_backdrop(widget: QWidget, shown: QColor | None, colour: QColor | None) -> QColor | None:
    """Give ``widget``, whose backdrop is ``shown``, the backdrop ``colour`` (None: none,
    what is under it shows through); the backdrop it has now. The widget is repainted only
    when its backdrop changes."""
    # Compared with None, a colour has PySide6 make QImage's Python type (some 3.5 million
    # instructions of the start) while it looks for a conversion.
    if colour is None and shown is None:
        return None
    if colour is not None and shown is not None and colour == shown:
        return shown
    widget.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, colour is not None)
    widget.update()
    return QColor(colour) if colour is not None else None
