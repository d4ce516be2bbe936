"""The style that has a choice box's list drop below the box (see :mod:`dealer_app.gui.drop_list`).

A module of its own because a style's Python type is made with every enumeration of Qt's
``QStyle`` (some 6 ms): it is loaded when a list first opens, not with the window.
"""

from __future__ import annotations

from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleHintReturn, QStyleOption, QWidget

__all__ = ["ListBelowStyle"]


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
