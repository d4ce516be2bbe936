"""Trainee profiles on the Training page: picked by keyboard, each with their own answers,
boxes and mastery; the Class tab for the instructor, with class files exported and imported."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from dealer_app.gui.message_banner import MessageBanner
from dealer_app.gui.table.state import MessageLevel
from dealer_app.gui.training.class_view import COLUMNS, ClassView
from dealer_app.gui.training.training_page import TrainingPage
from dealer_app.model.hands.games import Game
from dealer_app.storage.history import Trainee, open_history
from dealer_app.training.drills import Drill, expected_answer
from dealer_app.training.progress import AnswerRecord
from dealer_app.training.rounds import RoundSettings
from dealer_app.training.tags import TAGS
from tests.gui.training.training_testing import give_answer, show_active
from tests.training.questions import showdown

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def training(qtbot, path: Path) -> TrainingPage:
    """The Training mode's page as the mode opens it: on the trainee picker."""
    page = TrainingPage(path, ask_trainee=True)
    show_active(qtbot, page)
    return page


def add_by_keyboard(qtbot, page: TrainingPage, name: str) -> None:
    qtbot.keyClicks(page.picker.new_name, name)
    qtbot.keyClick(page.picker.new_name, Qt.Key.Key_Return)


def answer_one(page: TrainingPage, *, right: bool) -> tuple[str, ...]:
    """One spot of a seeded round answered (right and fast, or not at all); its tags."""
    settings = RoundSettings(drill=Drill.READ_WINNER, games=(Game.HOLDEM,), count=1, seed=4)
    assert page.start_round(settings)
    question = page.runner.question()
    panel = page.drill_page.panel()
    if right:
        give_answer(panel, expected_answer(showdown(question)))
    page.runner.submit(panel.answer(), seconds=1.0)
    return showdown(question).spot.ordered_tags


def mastery_rows(page: TrainingPage) -> list[tuple[str, ...]]:
    page.tabs.setCurrentWidget(page.progress)
    table = page.mastery.panel.table
    return [table.row_of(tag) for tag in TAGS]


def test_two_trainees_on_one_install_keep_separate_histories_and_boxes(
    qtbot, tmp_path: Path
) -> None:
    path = tmp_path / "history.sqlite3"
    page = training(qtbot, path)
    assert page.views.currentWidget() is page.picker
    assert QApplication.focusWidget() is page.picker.list
    assert page.picker.names() == ("Trainee",)
    add_by_keyboard(qtbot, page, "Ann")
    assert page.views.currentWidget() is page.tabs
    assert page.trainee.name == "Ann" and page.trainee_button.text().startswith("Trainee: Ann")
    assert page.mastery.exam.trainee.text() == "Ann"  # the name on an exam's report
    tags = answer_one(page, right=True)

    qtbot.mouseClick(page.trainee_button, Qt.MouseButton.LeftButton)
    # The new history's empty *Trainee* is no one beside Ann: not listed.
    assert page.picker.names() == ("Ann",)
    add_by_keyboard(qtbot, page, "Bob")
    answer_one(page, right=False)
    answer_one(page, right=False)
    bob_rows = mastery_rows(page)

    assert [record.correct for record in page.records()] == [False, False]
    assert {record.trainee for record in page.records()} == {page.trainee.id}
    page.pick_trainee()
    assert page.picker.names() == ("Ann", "Bob")
    qtbot.keyClick(page.picker.list, Qt.Key.Key_Up)  # from Bob to Ann
    qtbot.keyClick(page.picker.list, Qt.Key.Key_Return)
    assert page.trainee.name == "Ann"
    assert [record.correct for record in page.records()] == [True]
    ann_rows = mastery_rows(page)
    row = TAGS.index(tags[0])
    assert ann_rows[row][1:3] == ("2", "1 of 50")  # right and on time: up one box
    assert bob_rows[row][1:3] == ("1", "2 of 50")
    page.close()

    again = training(qtbot, path)  # the app started again: Ann was the last one chosen
    assert again.picker.selected().name == "Ann"
    qtbot.keyClick(again.picker.list, Qt.Key.Key_Return)
    assert mastery_rows(again) == ann_rows


def test_a_name_already_taken_is_said_in_the_picker(qtbot, tmp_path: Path) -> None:
    page = training(qtbot, tmp_path / "history.sqlite3")
    add_by_keyboard(qtbot, page, "trainee")
    assert page.views.currentWidget() is page.picker
    assert page.picker.problem.text() == "Trainee is already a trainee's name."


def test_a_trainee_renamed_and_removed_in_the_picker(qtbot, tmp_path: Path) -> None:
    page = training(qtbot, tmp_path / "history.sqlite3")
    add_by_keyboard(qtbot, page, "Ann")
    answer_one(page, right=True)
    page.pick_trainee()
    assert page.picker.rename_selected("Annie").name == "Annie"
    assert page.picker.names() == ("Annie",)
    assert page.picker.remove_selected(keep_answers=False)
    assert page.picker.names() == ("Trainee",)
    assert page.history is not None and page.history.count() == 0
    # Annie trained last: her removal hands the page to the trainee left.
    assert page.trainee.name == "Trainee"
    assert page.trainee_button.text().startswith("Trainee: Trainee")
    answer_one(page, right=True)
    assert page.history.count(trainee=page.trainee.id) == 1
    assert not page.picker.remove_selected(keep_answers=True)  # the only one stays
    assert "only trainee cannot be removed" in page.picker.problem.text()


def test_removing_the_trainee_mid_round_drops_their_round(qtbot, tmp_path: Path) -> None:
    page = training(qtbot, tmp_path / "history.sqlite3")
    add_by_keyboard(qtbot, page, "Bob")
    qtbot.mouseClick(page.trainee_button, Qt.MouseButton.LeftButton)
    add_by_keyboard(qtbot, page, "Ann")
    settings = RoundSettings(drill=Drill.READ_WINNER, games=(Game.HOLDEM,), count=4, seed=5)
    assert page.start_round(settings)
    page.runner.submit(page.drill_page.panel().answer(), seconds=1.0)
    ann = page.trainee

    qtbot.mouseClick(page.trainee_button, Qt.MouseButton.LeftButton)
    assert page.picker.remove_selected(keep_answers=True)  # Ann, picked: she trained last
    qtbot.keyClick(page.picker.list, Qt.Key.Key_Return)  # Bob, the one left but Trainee

    assert page.trainee.name == "Bob"
    assert page.practise_stack.currentWidget() is page.setup
    assert page.runner.round is None
    assert page.drill_page.submit() is None  # no answer of Ann's round lands on Bob
    assert page.records() == ()
    assert page.history is not None and page.history.count(trainee=ann.id) == 1


def test_renaming_the_trainee_training_shows_the_new_name(qtbot, tmp_path: Path) -> None:
    page = training(qtbot, tmp_path / "history.sqlite3")
    add_by_keyboard(qtbot, page, "Ann")
    page.pick_trainee()
    page.picker.rename_selected("Annie")
    assert page.trainee.name == "Annie"
    assert page.trainee_button.text().startswith("Trainee: Annie")


def test_the_new_historys_empty_trainee_is_listed_only_while_no_one_else_trains(
    qtbot, tmp_path: Path
) -> None:
    page = training(qtbot, tmp_path / "history.sqlite3")
    assert page.picker.names() == ("Trainee",)
    add_by_keyboard(qtbot, page, "Ann")
    page.tabs.setCurrentWidget(page.class_view)
    assert page.class_view.table.model().rowCount() == 1  # Ann alone, no "Trainee · 0 answers"
    page.pick_trainee()
    assert page.picker.names() == ("Ann",)


def class_history(path: Path) -> dict[str, Trainee]:
    """A laptop's history with three trainees at different stages."""
    history = open_history(path)
    trainees = {name: history.add_trainee(name) for name in ("Ann", "Bob", "Cy")}
    for minute in range(60):
        for name, misses_every in (("Ann", 20), ("Bob", 3)):
            history.add(
                AnswerRecord(
                    "split-pot",
                    "holdem",
                    ("side-pots", TAGS[minute % 4]),
                    minute % misses_every != 1,
                    6.0 if name == "Ann" else 12.5,
                    START + timedelta(days=name == "Bob", minutes=minute),
                    aim_seconds=10.0,
                ),
                trainee=trainees[name].id,
            )
    history.close()
    return trainees


def test_a_trainee_exported_and_imported_on_a_fresh_install_shows_the_same_mastery(
    qtbot, tmp_path: Path
) -> None:
    class_history(tmp_path / "laptop.sqlite3")
    laptop = training(qtbot, tmp_path / "laptop.sqlite3")
    qtbot.keyClicks(laptop.picker.list, "Ann")  # typing a name's first letters picks it
    qtbot.keyClick(laptop.picker.list, Qt.Key.Key_Return)
    ann_rows = mastery_rows(laptop)
    assert ann_rows[TAGS.index("side-pots")][4] == "✔ mastered"
    folder = tmp_path / "usb"
    folder.mkdir()
    assert laptop.export_class(folder)
    ann_file = folder / "Ann.trainee.json"
    assert ann_file.is_file()

    school = training(qtbot, tmp_path / "school.sqlite3")
    assert school.import_class([ann_file]) == 60
    school.tabs.setCurrentWidget(school.class_view)
    assert [row[0] for row in school.class_view.rows()] == ["Ann", "Trainee"]
    school.pick_trainee()
    qtbot.keyClick(school.picker.list, Qt.Key.Key_Home)
    qtbot.keyClick(school.picker.list, Qt.Key.Key_Return)
    assert school.trainee.name == "Ann"
    assert mastery_rows(school) == ann_rows

    assert school.import_class([ann_file]) == 0  # the second import adds nothing
    assert school.class_view.report.text() == (
        "Ann.trainee.json: nothing new for Ann (already imported)."
    )
    assert school.history is not None and school.history.count() == 60
    assert mastery_rows(school) == ann_rows


def test_a_damaged_class_file_is_said_and_kept_aside_the_others_imported(
    qtbot, tmp_path: Path
) -> None:
    class_history(tmp_path / "laptop.sqlite3")
    laptop = TrainingPage(tmp_path / "laptop.sqlite3")
    qtbot.addWidget(laptop)
    folder = tmp_path / "usb"
    folder.mkdir()
    laptop.export_class(folder)
    damaged = folder / "Bob.trainee.json"
    damaged.write_bytes(damaged.read_bytes()[:500])
    school = training(qtbot, tmp_path / "school.sqlite3")
    added = school.import_class(sorted(folder.iterdir()))
    # Ann's; Cy has no answers; the empty default trainee is not exported beside them.
    assert added == 60
    banner = school.findChild(MessageBanner)
    assert banner.level() is MessageLevel.WARNING
    assert banner.text() == (
        "Imported 2 trainee files: 60 answers added; 1 could not be read (see the Class tab)."
    )
    report = school.class_view.report.text()
    assert "Bob.trainee.json is not a trainee's class file (not valid JSON" in report
    assert not damaged.exists()
    assert len(list(folder.glob("Bob.trainee.damaged-*.json"))) == 1


def test_a_class_file_of_a_newer_version_is_said_and_left_where_it_is(
    qtbot, tmp_path: Path
) -> None:
    newer = tmp_path / "Ann.trainee.json"
    content = b'{"format": "dealer-app/trainee@2", "trainee": {"uid": "u", "name": "Ann"}}'
    newer.write_bytes(content)
    school = training(qtbot, tmp_path / "school.sqlite3")
    assert school.import_class([newer]) == 0
    assert "Ann.trainee.json: it was made by a newer version of the app" in (
        school.class_view.report.text()
    )
    assert school.findChild(MessageBanner).level() is MessageLevel.WARNING
    assert newer.read_bytes() == content
    assert sorted(path.name for path in tmp_path.glob("Ann*")) == ["Ann.trainee.json"]


def test_the_instructors_view_sorts_by_each_figure_and_finds_a_name(qtbot, tmp_path: Path) -> None:
    trainees = class_history(tmp_path / "history.sqlite3")
    history = open_history(tmp_path / "history.sqlite3")
    view = ClassView()
    qtbot.addWidget(view)
    view.show_class(history.trainees(), history.records())
    assert COLUMNS[3] == "Box" and view.table.isColumnHidden(3)
    assert view.rows() == (
        ("Ann", "60", "1 of 5 tags", "95%", "6.0 s", "2026-03-02"),
        ("Bob", "60", "0 of 5 tags", "67%", "12.5 s", "2026-03-03"),
        ("Cy", "0", "—", "—", "—", "never"),
        ("Trainee", "0", "—", "—", "—", "never"),
    )
    view.table.sortByColumn(COLUMNS.index("Accuracy"), Qt.SortOrder.DescendingOrder)
    assert [row[0] for row in view.rows()] == ["Ann", "Bob", "Cy", "Trainee"]
    view.table.sortByColumn(COLUMNS.index("Last practice"), Qt.SortOrder.DescendingOrder)
    assert [row[0] for row in view.rows()][:2] == ["Bob", "Ann"]
    view.table.sortByColumn(COLUMNS.index("Median time"), Qt.SortOrder.AscendingOrder)
    assert [row[0] for row in view.rows()][:2] == ["Ann", "Bob"]

    view.set_tag("side-pots")
    assert not view.table.isColumnHidden(3)
    by_name = {row[0]: row for row in view.rows()}
    assert by_name["Ann"][2:4] == ("✔ mastered", "5")
    assert by_name["Bob"][2:4] == ("60 spots, not mastered", "1")
    assert by_name["Cy"][2:4] == ("0 of 50 spots", "1")
    qtbot.keyClicks(view.find_box, "b")
    assert [row[0] for row in view.rows()] == ["Bob"]
    assert trainees["Bob"].name == "Bob"


def answer_the_dialog(button_text: str | None = None, text: str | None = None) -> None:
    """Answer the next dialog opened (a removal's question, a rename's name) as a user does."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QMessageBox):
            (chosen,) = [button for button in dialog.buttons() if button.text() == button_text]
            chosen.click()
        elif isinstance(dialog, QInputDialog):
            dialog.setTextValue(text or "")
            dialog.accept()
        else:
            QTimer.singleShot(20, answer)

    QTimer.singleShot(0, answer)


def test_f2_renames_and_delete_asks_whether_the_answers_stay(qtbot, tmp_path: Path) -> None:
    page = training(qtbot, tmp_path / "history.sqlite3")
    add_by_keyboard(qtbot, page, "Ann")
    answer_one(page, right=True)
    page.pick_trainee()
    assert QApplication.focusWidget() is page.picker.list
    answer_the_dialog(text="Ann Lee")
    qtbot.keyClick(page.picker.list, Qt.Key.Key_F2)
    assert page.picker.names() == ("Ann Lee",)
    assert page.picker.selected().name == "Ann Lee"
    # The offscreen platform has no window manager to give the window back its keyboard.
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    assert QApplication.focusWidget() is page.picker.list
    answer_the_dialog(button_text="Keep the answers")
    qtbot.keyClick(page.picker.list, Qt.Key.Key_Delete)
    assert page.picker.names() == ("Trainee",)
    assert page.history is not None and page.history.count() == 1
    add_by_keyboard(qtbot, page, "Ann Lee")  # back, with the answer kept
    assert [record.correct for record in page.records()] == [True]
