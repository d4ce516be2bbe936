"""The File menu: nothing entered is lost, the title follows the file, the examples."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog

from dealer_app.gui.file_actions import (
    OverwriteAnswer,
    SaveAnswer,
    example_files,
    example_menu_text,
    example_title,
)
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.table.state import MessageLevel
from dealer_app.model.cards import parse_cards
from dealer_app.model.formats import scenario as scenario_format
from dealer_app.model.play.dealing import RowKey
from tests.gui.event_counting import EventCounter
from tests.gui.table_testing import deal, make_window

AA_V_AK = "holdem-aa-v-ak-straight-on-board.json"


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    return make_window(qtbot, tmp_path)


def example_action(window: MainWindow, file_name: str):
    names = [entry.name for entry in example_files()]
    return window.files.example_actions[names.index(file_name)]


def test_an_example_on_an_untouched_table_opens_without_a_question(window, save_questions):
    example_action(window, AA_V_AK).trigger()
    assert save_questions.asked == []
    assert window.controller.scenario.title == "Hold'em: AA against AK, straight on the board"


def test_cancel_keeps_the_table_and_what_was_typed(window, save_questions):
    deal(window.controller, {RowKey.seat(1): "AsKd"})
    before = window.controller.state
    save_questions.answer = SaveAnswer.Cancel
    example_action(window, AA_V_AK).trigger()
    assert save_questions.asked == ["Untitled"]
    assert window.controller.state == before
    assert window.controller.undo_stack.canUndo()
    assert window.isWindowModified()


def test_discard_opens_the_example(window, save_questions, tmp_path):
    deal(window.controller, {RowKey.seat(1): "AsKd"})
    save_questions.answer = SaveAnswer.Discard
    example_action(window, AA_V_AK).trigger()
    assert save_questions.asked == ["Untitled"]
    assert window.controller.state.cards(RowKey.seat(1)) == parse_cards("As Ah")
    assert not (tmp_path / "showdown.json").exists()


def test_save_writes_the_open_file_before_the_example_replaces_it(window, save_questions, tmp_path):
    path = tmp_path / "hand.json"
    assert window.save_path(path)
    deal(window.controller, {RowKey.seat(1): "7s2d"})
    save_questions.answer = SaveAnswer.Save
    example_action(window, AA_V_AK).trigger()
    assert save_questions.asked == ["hand.json"]
    saved = scenario_format.scenario_from_json(path.read_text())
    assert [str(card) for card in saved.seat(1).cards] == ["7s", "2d"]
    assert window.controller.scenario.title.startswith("Hold'em: AA against AK")


def test_save_without_a_file_asks_where_and_a_cancelled_save_keeps_the_table(
    window, save_questions, tmp_path, monkeypatch
):
    deal(window.controller, {RowKey.seat(1): "7s2d"})
    before = window.controller.state
    save_questions.answer = SaveAnswer.Save
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: ("", "")))
    window.files.new_action.trigger()
    assert window.controller.state == before
    target = tmp_path / "kept.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), ""))
    )
    window.files.new_action.trigger()
    assert json.loads(target.read_text())["seats"][0]["cards"] == ["7s", "2d"]
    assert window.controller.state.cards(RowKey.seat(1)) == ()
    assert window.windowTitle().startswith("Untitled")


def test_quit_asks_and_cancel_keeps_the_window_open(window, save_questions, qtbot):
    deal(window.controller, {RowKey.seat(1): "AsKd"})
    save_questions.answer = SaveAnswer.Cancel
    window.files.quit_action.trigger()
    assert window.isVisible()
    assert save_questions.asked == ["Untitled"]
    save_questions.answer = SaveAnswer.Discard
    window.files.quit_action.trigger()
    assert not window.isVisible()


def test_an_open_file_dialog_is_not_shown_when_the_dealer_cancels(
    window, save_questions, monkeypatch
):
    deal(window.controller, {RowKey.seat(1): "AsKd"})
    shown: list[object] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *args: shown.append(args) or ("", ""))
    )
    save_questions.answer = SaveAnswer.Cancel
    window.files.open_action.trigger()
    assert shown == []
    save_questions.answer = SaveAnswer.Discard
    window.files.open_action.trigger()
    assert len(shown) == 1


def test_the_title_follows_the_file_the_example_and_a_new_table(window, tmp_path):
    assert window.windowTitle().startswith("Untitled")
    assert window.save_path(tmp_path / "saved.json")
    assert window.windowTitle().startswith("saved.json")
    example_action(window, AA_V_AK).trigger()
    assert window.windowTitle().startswith("Hold'em: AA against AK, straight on the board")
    assert "saved.json" not in window.windowTitle()
    assert not window.isWindowModified()
    window.controller.move_button()
    assert window.isWindowModified()
    window.controller.undo_stack.undo()
    assert not window.isWindowModified()
    window.files.new_action.trigger()
    assert window.windowTitle().startswith("Untitled")


def test_examples_read_as_a_dealer_says_them(window):
    titles = [example_title(entry) for entry in example_files()]
    assert "Hold'em: AA against AK, straight on the board" in titles
    for entry, title in zip(example_files(), titles, strict=True):
        assert json.loads(entry.read_text(encoding="utf-8"))["title"] == title
        assert title != entry.name.removesuffix(".json").replace("-", " ").capitalize()


def test_every_example_has_its_own_menu_key_and_the_first_ten_a_shortcut(window):
    actions = window.files.example_actions
    assert len(actions) == len(example_files()) >= 14
    keys = [re.match(r"&(\w)", action.text()).group(1) for action in actions]
    assert len(set(keys)) == len(keys)
    shortcuts = [action.shortcut().toString() for action in actions[:10]]
    assert shortcuts == [f"Ctrl+Alt+{n % 10}" for n in range(1, 11)]
    assert window.examples_menu.title().startswith("&")


def test_the_readme_lists_every_example_with_its_key_in_the_menus_order(window):
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    listed = re.findall(r"^- (?:Ctrl\+Alt\+\w or )?(\w): (.+)$", readme, re.MULTILINE)
    # The menu says each file's title once it opens: the titles are the files'.
    keys = [re.match(r"&(\w)", action.text()).group(1) for action in window.files.example_actions]
    titles = [example_title(entry) for entry in example_files()]
    assert [(key.lower(), title) for key, title in listed] == list(zip(keys, titles, strict=True))


def test_the_examples_menu_says_each_title_once_it_opens(window, qtbot):
    menu = window.examples_menu
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(menu.isVisible)
    menu.hide()
    titles = [example_title(entry) for entry in example_files()]
    assert [action.text() for action in window.files.example_actions] == [
        example_menu_text(number, title) for number, title in enumerate(titles, 1)
    ]
    shown = [action.text() for action in menu.actions()]
    assert "&1  Ace-to-five: the wheel beats six-four" in shown


def test_ctrl_alt_0_opens_the_tenth_example(window, qtbot):
    tenth = example_files()[9]
    qtbot.keyClick(
        window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
    )
    assert window.controller.scenario.title == example_title(tenth)
    assert QKeySequence("Ctrl+Alt+0") == window.files.example_actions[9].shortcut()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"committed": 1e300}, "seat 1: committed 1e+300 is more than 10^12"),
        ({"seat": 11}, "seat 11: a seat number is a whole number from 1 to 10"),
    ],
)
def test_a_file_over_the_limits_is_refused_in_the_message_bar(window, tmp_path, change, message):
    deal(window.controller, {RowKey.seat(2): "AsKd"})
    before = window.controller.state
    width = window.width()
    document = {
        "game": "holdem",
        "button": 1,
        "seats": [
            {"seat": 1, "cards": ["Ah", "Kd"], "committed": 100} | change,
            {"seat": 2, "cards": ["Qh", "Qd"], "committed": 100},
        ],
        "chips": [{"name": "white", "value": 1}],
    }
    path = tmp_path / "over.json"
    path.write_text(json.dumps(document))
    assert not window.open_path(path)
    assert window.banner.level() is MessageLevel.ERROR
    assert window.banner.text().endswith(message)
    assert window.controller.state == before
    assert window.width() == width
    assert window.minimumSizeHint().width() <= width


def test_a_chip_set_of_300_colours_is_refused_in_the_words_of_the_command(window, tmp_path):
    before = window.controller.state
    document = {
        "game": "holdem",
        "button": 1,
        "seats": [
            {"seat": 1, "cards": ["Ah", "Kd"], "committed": 100},
            {"seat": 2, "cards": ["Qh", "Qd"], "committed": 100},
        ],
        "chips": [{"name": f"c{value}", "value": value} for value in range(1, 301)],
    }
    path = tmp_path / "colours.json"
    path.write_text(json.dumps(document))
    assert not window.open_path(path)
    assert window.banner.level() is MessageLevel.ERROR
    assert window.banner.text().endswith("chips: 300 denominations; this app takes at most 32")
    assert window.controller.state == before


def test_a_name_with_half_a_character_is_refused_on_open_never_failing_a_save(window, tmp_path):
    before = window.controller.state
    path = tmp_path / "surrogate.json"
    document = {
        "game": "holdem",
        "button": 1,
        "seats": [{"seat": 1, "name": "\ud800", "cards": ["Ah", "Kd"]}],
        "chips": [{"name": "white", "value": 1}],
    }
    path.write_text(json.dumps(document))
    assert not window.open_path(path)
    assert window.banner.level() is MessageLevel.ERROR
    assert window.banner.text().endswith(
        "seats[0].name: a lone surrogate (\\ud800-\\udfff, half of a character) is not text"
    )
    assert window.controller.state == before


def test_a_file_nested_100000_deep_is_refused_and_the_table_kept(window, tmp_path):
    before = window.controller.state
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    assert not window.open_path(path)
    assert window.banner.level() is MessageLevel.ERROR
    assert window.banner.text().endswith("nested more than 64 deep")
    assert window.controller.state == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_is_refused_at_once_and_the_table_kept(window, tmp_path):
    deal(window.controller, {RowKey.seat(1): "AsKd"})
    before = window.controller.state
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    # No writer ever comes: a table that read it would wait for good.
    assert not window.open_path(pipe)
    assert window.banner.level() is MessageLevel.ERROR
    assert window.banner.text() == "Could not read pipe.json: not a file (a pipe or a device)"
    assert window.controller.state == before


def test_a_file_with_a_byte_order_mark_opens(window, tmp_path):
    path = tmp_path / "bom.json"
    example = next(entry for entry in example_files() if entry.name == AA_V_AK)
    path.write_bytes(b"\xef\xbb\xbf" + example.read_bytes())
    assert window.open_path(path)
    assert window.banner.text() == "Opened bom.json"


def test_a_save_that_fails_on_a_full_disk_leaves_the_old_file_whole(window, tmp_path, monkeypatch):
    import errno

    path = tmp_path / "showdown.json"
    assert window.save_path(path)
    old = path.read_bytes()
    deal(window.controller, {RowKey.seat(1): "AhKd"})

    def full_disk(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full_disk)
    assert not window.save_path(path)
    assert window.banner.text() == "Could not save showdown.json: No space left on device"
    assert path.read_bytes() == old
    assert [entry.name for entry in tmp_path.iterdir() if entry.suffix == ".part"] == []


def test_an_export_that_fails_leaves_the_old_picture_whole(window, tmp_path, monkeypatch):
    import errno

    path = tmp_path / "table.png"
    path.write_bytes(b"the old picture")

    def full_disk(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full_disk)
    assert not window.files.render_window(path)
    assert window.banner.text() == "Could not write the picture table.png: No space left on device"
    assert path.read_bytes() == b"the old picture"
    assert [entry.name for entry in tmp_path.iterdir() if entry.suffix == ".part"] == []


def type_without_enter(window: MainWindow, qtbot, seat: int, text: str) -> None:
    """Type ``text`` into a seat's amount box, as a dealer does who has not pressed Enter."""
    box = window.table.seat_widget(seat).amount
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, text)
    assert box.text().replace(",", "").endswith(text) and box.pending()


@pytest.mark.parametrize("leave", ["new table", "example", "close"])
def test_an_amount_typed_without_enter_is_a_change_asked_about_before_the_table_goes(
    window, save_questions, qtbot, tmp_path, leave
):
    path = tmp_path / "hand.json"
    assert window.save_path(path)
    type_without_enter(window, qtbot, 1, "999")
    save_questions.answer = SaveAnswer.Cancel
    if leave == "new table":
        window.files.new_action.trigger()
    elif leave == "example":
        example_action(window, AA_V_AK).trigger()
    else:
        window.close()
    # The dealer is asked, and Cancel keeps the table with the amount entered.
    assert save_questions.asked == ["hand.json"]
    assert window.isVisible()
    entry = window.controller.state.entry(1)
    assert entry is not None and entry.committed == 999
    assert window.isWindowModified()


def test_ctrl_s_saves_the_amount_and_name_the_boxes_show(window, qtbot, tmp_path):
    path = tmp_path / "hand.json"
    assert window.save_path(path)

    def saved_seat(seat: int) -> dict[str, object]:
        seats = json.loads(path.read_text())["seats"]
        return next(entry for entry in seats if entry["seat"] == seat)

    type_without_enter(window, qtbot, 1, "999")
    amount = window.table.seat_widget(1).amount
    qtbot.keyClick(amount, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert saved_seat(1)["committed"] == 999
    name = window.table.seat_widget(2).name_edit
    name.setFocus()
    qtbot.keyClicks(name, "Ann")
    qtbot.keyClick(name, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert saved_seat(2)["name"] == "Ann"
    assert not window.isWindowModified()


def two_windows_on_one_file(qtbot, tmp_path: Path) -> tuple[MainWindow, MainWindow, Path]:
    path = tmp_path / "shared.json"
    first = make_window(qtbot, tmp_path / "first")
    deal(first.controller, {RowKey.seat(1): "AsKd"})
    assert first.save_path(path)
    second = make_window(qtbot, tmp_path / "second")
    assert second.open_path(path) and first.open_path(path)
    return first, second, path


def saved_cards(path: Path, seat: int) -> list[str]:
    return [
        str(card) for card in scenario_format.scenario_from_json(path.read_bytes()).seat(seat).cards
    ]


def test_a_save_over_a_file_another_window_saved_asks_and_cancel_keeps_theirs(
    qtbot, tmp_path, overwrite_questions
):
    first, second, path = two_windows_on_one_file(qtbot, tmp_path)
    deal(second.controller, {RowKey.seat(2): "7s2d"})
    assert second.save_path(path) and overwrite_questions.asked == []
    deal(first.controller, {RowKey.seat(3): "QhQc"})
    assert not first.files.save()
    assert overwrite_questions.asked == ["shared.json"]
    assert saved_cards(path, 2) == ["7s", "2d"]
    assert first.isWindowModified()
    assert first.controller.state.cards(RowKey.seat(3)) == parse_cards("Qh Qc")
    assert first.banner.level() is MessageLevel.WARNING
    assert "changed on disk" in first.banner.text()


def test_overwrite_saves_over_the_changed_file_and_asks_no_more(
    qtbot, tmp_path, overwrite_questions
):
    first, _second, path = two_windows_on_one_file(qtbot, tmp_path)
    path.write_text(path.read_text().replace('"seat": 1', '"seat": 1, "name": "Other"'))
    overwrite_questions.answer = OverwriteAnswer.Overwrite
    deal(first.controller, {RowKey.seat(3): "QhQc"})
    assert first.files.save()
    assert saved_cards(path, 3) == ["Qh", "Qc"] and not first.isWindowModified()
    deal(first.controller, {RowKey.seat(4): "JhJc"})
    assert first.files.save()
    assert overwrite_questions.asked == ["shared.json"]  # its own save is not a change
    assert saved_cards(path, 4) == ["Jh", "Jc"]


def test_save_as_keeps_the_changed_file_and_saves_under_a_new_name(
    qtbot, tmp_path, overwrite_questions, monkeypatch
):
    first, second, path = two_windows_on_one_file(qtbot, tmp_path)
    deal(second.controller, {RowKey.seat(2): "7s2d"})
    assert second.save_path(path)
    overwrite_questions.answer = OverwriteAnswer.SaveAs
    target = tmp_path / "mine.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), ""))
    )
    deal(first.controller, {RowKey.seat(3): "QhQc"})
    assert first.files.save()
    assert saved_cards(path, 2) == ["7s", "2d"] and saved_cards(target, 3) == ["Qh", "Qc"]
    assert first.files.current_path == target


def test_a_file_removed_meanwhile_is_saved_again_without_a_question(
    window, tmp_path, overwrite_questions
):
    path = tmp_path / "hand.json"
    assert window.save_path(path)
    path.unlink()
    deal(window.controller, {RowKey.seat(1): "7s2d"})
    assert window.files.save()
    assert overwrite_questions.asked == [] and saved_cards(path, 1) == ["7s", "2d"]


def test_save_through_a_symbolic_link_changes_the_linked_file_and_keeps_the_link(
    window, tmp_path, overwrite_questions
):
    real = tmp_path / "real.json"
    assert window.save_path(real)
    link = tmp_path / "link.json"
    link.symlink_to("real.json")
    assert window.open_path(link)
    deal(window.controller, {RowKey.seat(1): "7s2d"})
    assert window.files.save() and window.banner.text() == "Saved link.json"
    assert link.is_symlink() and saved_cards(real, 1) == ["7s", "2d"]
    assert overwrite_questions.asked == []


def written_by_another_program_right_after(
    monkeypatch: pytest.MonkeyPatch, window: MainWindow, method: str, path: Path
) -> None:
    """Another program saves ``path`` just after the table's next read or write of it,
    before anything else the window does."""
    done = getattr(window.controller, method)

    def then_another_program(target: str | Path) -> str | None:
        stamp = done(target)
        path.write_text(path.read_text().replace('"seat": 1', '"seat": 1, "name": "Other"'))
        monkeypatch.setattr(window.controller, method, done)
        return stamp

    monkeypatch.setattr(window.controller, method, then_another_program)


def saved_name(path: Path, seat: int) -> str | None:
    return scenario_format.scenario_from_json(path.read_bytes()).seat(seat).name


@pytest.mark.parametrize("method", ["open_file", "save_file"])
def test_a_file_written_just_after_the_window_read_or_wrote_it_is_asked_about(
    qtbot, tmp_path, overwrite_questions, monkeypatch, method
):
    path = tmp_path / "shared.json"
    window = make_window(qtbot, tmp_path / "window")
    deal(window.controller, {RowKey.seat(1): "AsKd"})
    written_by_another_program_right_after(monkeypatch, window, method, path)
    if method == "open_file":
        assert window.controller.save_file(path)
        assert window.open_path(path)
    else:
        assert window.save_path(path)
    assert saved_name(path, 1) == "Other"
    deal(window.controller, {RowKey.seat(3): "QhQc"})
    assert not window.files.save()
    assert overwrite_questions.asked == ["shared.json"]
    assert saved_name(path, 1) == "Other" and saved_cards(path, 3) == []


def test_a_name_typed_without_json_is_asked_about_the_file_it_lands_on(
    window, tmp_path, overwrite_questions, monkeypatch
):
    # The save dialog asks about "hand"; .json is added after it: hand.json is another file.
    other = tmp_path / "hand.json"
    other.write_bytes(b"kept")
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(tmp_path / "hand"), ""))
    )
    deal(window.controller, {RowKey.seat(1): "AsKd"})
    assert not window.files.save_as_dialog()
    assert overwrite_questions.asked == ["hand.json"]
    assert other.read_bytes() == b"kept"
    assert window.banner.level() is MessageLevel.WARNING
    assert window.banner.text() == "Not saved: hand.json already exists."
    overwrite_questions.answer = OverwriteAnswer.Overwrite
    assert window.files.save_as_dialog()
    assert overwrite_questions.asked == ["hand.json", "hand.json"]
    assert saved_cards(other, 1) == ["As", "Kd"]
    # Saved again under its own name, nothing more is asked.
    assert window.files.save() and len(overwrite_questions.asked) == 2


def test_the_title_is_set_again_only_when_the_file_or_its_saved_state_changes(window):
    changes = EventCounter(QEvent.Type.ModifiedChange)
    window.installEventFilter(changes)
    deal(window.controller, {RowKey.seat(1): "AsKd"})
    assert window.isWindowModified() and window.windowTitle().startswith("Untitled")
    marked = changes.of(window)
    assert marked >= 1
    # More cards change the table, not its title: the window system is not asked again.
    deal(window.controller, {RowKey.seat(2): "QhQd", RowKey.board(): "2c 7d 9s"})
    assert changes.of(window) == marked
    window.controller.undo_stack.setClean()
    window.controller.remove_card(RowKey.board(), 2)
    window.controller.undo_stack.undo()
    assert not window.isWindowModified()
    assert changes.of(window) > marked
