"""A choice box whose list always opens under it, the same place whatever is chosen.

Some styles (Fusion, the one used off the desktop) open a choice box's list over the box,
with the current choice under the pointer: each game chosen moves every row of the list, so
a dealer reaching for "Omaha hi-lo" finds it somewhere else every time. Here the list drops
below the box, its rows in the same place every time.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QProxyStyle,
    QStyle,
    QStyleHintReturn,
    QStyleOption,
    QWidget,
)

__all__ = ["ListBelowStyle", "open_below"]


class ListBelowStyle(QProxyStyle):
    """The application's style, but a choice box's list drops below it."""

    def styleHint(
        self,
        hint: QStyle.StyleHint,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
        return_data: QStyleHintReturn | None = None,
    ) -> int:
        if hint == QStyle.StyleHint.SH_ComboBox_Popup:
            return 0
        return super().styleHint(hint, option, widget, return_data)


def open_below(box: QComboBox) -> None:
    """Have ``box``'s list open below it, in the same place whatever is chosen."""
    style = ListBelowStyle(box.style().name())
    style.setParent(box)
    box.setStyle(style)
