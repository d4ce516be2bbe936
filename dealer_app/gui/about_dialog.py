"""Help > About: the program's version and licence, and the Qt and PySide6 it runs on.

Qt and PySide6 are used under the GNU LGPL version 3; the box says so with their
versions, and points at the licence texts: beside the program in the desktop bundle,
on the web otherwise. *About Qt* is Qt's own box.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

import dealer_app
from dealer_app import APPLICATION_NAME
from dealer_app.resources_path import resource

__all__ = ["AboutDialog", "AboutFacts", "about_facts", "application_icon"]

QT_LICENCE = "GNU Lesser General Public License version 3"
LGPL_URL = "https://www.gnu.org/licenses/lgpl-3.0.html"
LICENCES_FOLDER = "licenses"
ICON_SIZE = 96


@dataclass(frozen=True)
class AboutFacts:
    """What the About box tells, gathered once."""

    version: str
    licence: str
    qt_version: str
    pyside_version: str
    python_version: str
    licences_folder: Path | None


def bundled_licences_folder() -> Path | None:
    """The licence texts shipped with the desktop bundle, or None when run from Python."""
    if not getattr(sys, "frozen", False):
        return None
    places = [Path(sys.executable).resolve().parent / LICENCES_FOLDER]
    inside = getattr(sys, "_MEIPASS", None)
    if inside is not None:
        places.append(Path(inside) / LICENCES_FOLDER)
    return next((place for place in places if place.is_dir()), None)


def about_facts() -> AboutFacts:
    # Looked up when the box opens: the package metadata's import slows the start.
    import platform
    from importlib import metadata

    try:
        licence = metadata.metadata(dealer_app.DISTRIBUTION)["License"] or "MIT"
    except metadata.PackageNotFoundError:
        licence = "MIT"
    return AboutFacts(
        version=dealer_app.__version__,
        licence=licence,
        qt_version=qVersion(),
        pyside_version=PySide6.__version__,
        python_version=platform.python_version(),
        licences_folder=bundled_licences_folder(),
    )


def application_icon() -> QIcon:
    """The program's icon (the ace of spades and two chip stacks on the felt)."""
    return QIcon(str(resource("icons", "dealer-app.svg")))


def _text(facts: AboutFacts) -> str:
    from html import escape  # with its table of entities, when the box first opens

    from PySide6.QtCore import QUrl

    if facts.licences_folder is not None:
        url = QUrl.fromLocalFile(str(facts.licences_folder)).toString()
        where = f'Licence texts: <a href="{escape(url)}">{escape(str(facts.licences_folder))}</a>'
    else:
        where = f'Licence text: <a href="{LGPL_URL}">{LGPL_URL}</a>'
    return (
        f"<h2>{APPLICATION_NAME}</h2>"
        f"<p>Version {escape(facts.version)}<br>"
        "Split-pot dealer assistant: every seat's hand, the side pots, "
        "and the chips split by colour.</p>"
        f"<p>Licence: {escape(facts.licence)}</p>"
        f"<p>Built with Qt {escape(facts.qt_version)} and "
        f"PySide6 {escape(facts.pyside_version)} (Qt for Python), "
        f"both used under the {QT_LICENCE}; Python {escape(facts.python_version)}.<br>"
        f"{where}</p>"
    )


class AboutDialog(QDialog):
    """The About box: icon, version, licence, and the Qt and PySide6 versions and licences."""

    def __init__(self, facts: AboutFacts | None = None, parent: QWidget | None = None) -> None:
        # The box's own classes, when it first opens: the table starts without them.
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QDesktopServices
        from PySide6.QtWidgets import QDialogButtonBox

        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(f"About {APPLICATION_NAME}")
        self.facts = facts if facts is not None else about_facts()

        picture = QLabel(self)
        picture.setPixmap(application_icon().pixmap(ICON_SIZE, ICON_SIZE))
        picture.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text = QLabel(_text(self.facts), self)
        self.text.setObjectName("aboutText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.linkActivated.connect(lambda link: QDesktopServices.openUrl(QUrl(link)))
        self.text.setMinimumWidth(420)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.about_qt_button = buttons.addButton("About Qt", QDialogButtonBox.ButtonRole.HelpRole)
        self.about_qt_button.clicked.connect(lambda: QApplication.aboutQt())
        buttons.rejected.connect(self.reject)

        row = QHBoxLayout()
        row.setSpacing(18)
        row.addWidget(picture)
        row.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
