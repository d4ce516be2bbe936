"""The Help menu's About items: About Dealer's Table and About Qt.

The About box's own module (its dialog, its icon, Qt's SVG renderer) is imported when the
box first opens: the table's first window goes without it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from dealer_app import APPLICATION_NAME
from dealer_app.gui.actions import keyed_action

__all__ = ["add_about_actions"]


def _help_action(window: QWidget, text: str, name: str, keys: str, tip: str) -> QAction:
    action = keyed_action(window, text, keys, tip)
    action.setObjectName(name)
    return action


def add_about_actions(menu: QMenu, window: QWidget) -> tuple[QAction, QAction]:
    """Fill the Help menu: About Dealer's Table (a box over ``window``) and About Qt."""
    about = _help_action(
        window,
        f"&About {APPLICATION_NAME}",
        "aboutAction",
        "Ctrl+F1",  # F1, the help key, opens the rules reference: what a dealer looks up
        "Version and licence, and the Qt and PySide6 versions and licences",
    )
    about.setMenuRole(QAction.MenuRole.AboutRole)

    def show_about() -> None:
        from dealer_app.gui.about_dialog import AboutDialog

        dialog = AboutDialog(parent=window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    about.triggered.connect(show_about)
    about_qt = _help_action(
        window,
        "About &Qt",
        "aboutQtAction",
        "Ctrl+Shift+F1",
        "Qt's own box: its version and licences",
    )
    about_qt.setMenuRole(QAction.MenuRole.AboutQtRole)
    about_qt.triggered.connect(lambda: QApplication.aboutQt())
    menu.addAction(about)
    menu.addAction(about_qt)
    return about, about_qt
