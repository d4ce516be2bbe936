"""Help > About: version, licence, and the Qt and PySide6 versions and licences."""

from __future__ import annotations

from pathlib import Path

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QApplication

import dealer_app
from dealer_app.gui.about_dialog import AboutDialog, AboutFacts, about_facts, application_icon
from tests.gui.table_testing import make_window


def test_help_about_shows_the_versions_and_licences(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    help_menu = window.about_action.associatedObjects()[0]
    assert help_menu.title() == "&Help"
    assert window.menuBar().actions()[-1].menu() is help_menu

    window.about_action.trigger()

    dialog = window.findChild(AboutDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    text = dialog.text.text()
    assert f"Version {dealer_app.__version__}" in text
    assert "Licence: MIT" in text
    assert f"Qt {qVersion()}" in text
    assert f"PySide6 {PySide6.__version__}" in text
    assert "GNU Lesser General Public License version 3" in text
    dialog.close()


def test_about_facts_come_from_the_running_program():
    facts = about_facts()
    assert facts.version == dealer_app.__version__
    assert facts.qt_version == qVersion()
    assert facts.pyside_version == PySide6.__version__
    # Run from Python, not from the bundle: no licence folder beside the program.
    assert facts.licences_folder is None


def test_a_bundle_points_at_the_licence_texts_beside_the_program(qtbot, tmp_path):
    facts = AboutFacts("1.2.3", "MIT", "6.0.0", "6.0.0", "3.11.0", tmp_path / "licenses")
    dialog = AboutDialog(facts)
    qtbot.addWidget(dialog)
    assert "Licence texts:" in dialog.text.text()
    assert str(Path(tmp_path / "licenses")) in dialog.text.text()
    assert "gnu.org" not in dialog.text.text()


def test_about_qt_is_qts_own_box(qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(QApplication, "aboutQt", lambda: shown.append(True))
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.about_qt_button.click()
    assert shown == [True]


def test_the_application_icon_is_drawn():
    icon = application_icon()
    assert not icon.isNull()
    assert not icon.pixmap(64, 64).toImage().isNull()
