"""During an exam or an audition, the table (Ctrl+1), the other training tabs and the rules
reference (F1) do nothing but say that an exam is running, until it ends."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.training.exam_page import ExamPage
from dealer_app.training.exam import OverallRule
from tests.gui.training.test_audition_page import audition_file
from tests.gui.training.test_mode import make_window

RUNNING = "An exam is running"


def start_exam(qtbot, window: MainWindow, folder: Path, *, audition: bool = False) -> ExamPage:
    window.training.training_action.trigger()
    page = window.training.page()
    qtbot.keyClick(page.picker.list, Qt.Key.Key_Return)  # the trainee picked last
    exam = page.mastery.exam
    page.tabs.setCurrentWidget(exam)
    if audition:
        assert exam.open_audition(audition_file(folder))
    else:
        assert exam.make_exam(4, 3, (OverallRule(80.0),))
    qtbot.mouseClick(exam.start_button, Qt.MouseButton.LeftButton)
    assert exam.is_running()
    return exam


def press(qtbot, window: MainWindow, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifier)


def test_ctrl_1_the_other_tabs_and_f1_only_say_an_exam_is_running(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    exam = start_exam(qtbot, window, tmp_path)
    page = window.training.page()
    banner = page.banner.label

    press(qtbot, window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert window.training.is_training() and window.training.training_action.isChecked()
    assert banner.text() == f"{RUNNING}: no table until it ends."

    page.banner.hide()
    assert not page.trainee_button.isEnabled()  # the trainee sitting it stays
    progress = page.tabs.indexOf(page.progress)
    assert not page.tabs.isTabEnabled(progress)
    bar = page.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(progress).center())
    assert page.tabs.currentWidget() is exam
    assert banner.text() == f"{RUNNING}: no other tab until it ends."

    page.banner.hide()
    press(qtbot, window, Qt.Key.Key_F1)
    assert window.room_menu.reference is None
    assert banner.text() == f"{RUNNING}: no rules reference until it ends."
    # The exam itself goes on: the same spot, its clock running.
    assert exam.sitting is not None and exam.sitting.index == 0

    while exam.sitting is not None and not exam.sitting.finished:
        exam.time_out()
    assert not exam.is_running()
    assert all(page.tabs.isTabEnabled(index) for index in range(page.tabs.count()))
    assert page.trainee_button.isEnabled()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(progress).center())
    assert page.tabs.currentWidget() is page.progress
    press(qtbot, window, Qt.Key.Key_F1)
    assert window.room_menu.reference is not None and window.room_menu.reference.isVisible()
    window.room_menu.reference.close()
    press(qtbot, window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert not window.training.is_training()


def test_an_audition_locks_the_table_too(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    exam = start_exam(qtbot, window, tmp_path, audition=True)
    window.training.table_action.trigger()  # the Mode menu's Table, as the toolbar's
    assert window.training.is_training()
    assert window.training.page().banner.label.text() == f"{RUNNING}: no table until it ends."
    while exam.sitting is not None and not exam.sitting.finished:
        exam.time_out()  # ended: the window closes without asking


def test_closing_the_window_mid_exam_asks_first_no_keeps_it_open(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    window = make_window(qtbot, tmp_path)
    exam = start_exam(qtbot, window, tmp_path)
    for _ in range(2):  # of its 3 spots
        qtbot.mouseClick(exam.answer_button, Qt.MouseButton.LeftButton)
    asked: list[tuple[str, QMessageBox.StandardButton]] = []
    reply = QMessageBox.StandardButton.No

    def question(_parent, _title, text, _buttons, default):
        asked.append((text, default))
        return reply

    monkeypatch.setattr(QMessageBox, "question", question)
    assert not window.close()
    assert asked == [
        (
            "An exam is running: its 2 answers are lost if you close. Close anyway?",
            QMessageBox.StandardButton.No,
        )
    ]
    assert window.isVisible() and exam.is_running() and exam.answers_given() == 2

    reply = QMessageBox.StandardButton.Yes
    assert window.close()
