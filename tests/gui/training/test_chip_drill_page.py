"""The chip drills' pages, done by keyboard alone: deal, type, Enter, Enter; the answers
reach the history with the rake's."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

from dealer_app.gui.chip_art import StackView
from dealer_app.gui.training.chip_drill_page import ChipDrillPage
from dealer_app.gui.training.training_page import TrainingPage
from dealer_app.model.chips import ChipCounts
from dealer_app.storage.chip_presets import chip_preset
from dealer_app.storage.room_chip_sets import RoomChipSets
from dealer_app.training.chip_drills import COUNT_DRILL, CUT_DRILL, CountSpot, CutSpot
from dealer_app.training.rake_drill import RAKE_DRILL, expected_rake_answer
from tests.gui.training.training_testing import show_active

ALT = Qt.KeyboardModifier.AltModifier


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def other_cut(spot: CutSpot) -> ChipCounts:
    """A right cut other than the model's where there is one: a size of the biggest colour
    of the model's cut given as the next colour's chips, when the stacks hold them."""
    cut = spot.expected.as_dict()
    held = dict(spot.counts)
    names = spot.chip_set.names
    for name in list(cut):
        smaller = [lower for lower in names[names.index(name) + 1 :] if lower in held]
        for lower in smaller:
            worth = spot.sizes.size_value(name)
            lower_size = spot.sizes.size_value(lower)
            if worth % lower_size:
                continue
            more = worth // lower_size * spot.sizes.sized_by(lower)
            if cut.get(lower, 0) + more <= held[lower]:
                cut[name] -= spot.sizes.sized_by(name)
                cut[lower] = cut.get(lower, 0) + more
                return ChipCounts.of(cut)
    return spot.expected


def test_count_the_stacks_by_keyboard_alone(qtbot) -> None:
    page = ChipDrillPage(COUNT_DRILL, seed=5)
    show_active(qtbot, page)
    qtbot.keyClick(page, Qt.Key.Key_D, ALT)
    qtbot.waitUntil(lambda: page.progress_label.text().startswith("Spot 1 of 10"))
    records = []
    page.answered.connect(records.append)
    for number in range(3):
        spot = page.current
        assert isinstance(spot, CountSpot) and focused() is page.answer_edit
        assert [(stack.name, stack.count) for stack in page.stacks_view.stacks] == list(spot.stacks)
        typed = spot.value + (5 if number == 1 else 0)
        qtbot.keyClicks(focused(), f"{typed:,}")
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
        assert page.grades[-1].correct is (number != 1)
        assert ("Right" if number != 1 else "Wrong") in page.feedback.text()
        # the working in the set's money, like the prompt (US casino cash: dollars)
        assert f"Together: ${spot.value:,}." in page.feedback.text()
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert [record.correct for record in records] == [True, False, True]
    assert records[1].drill == COUNT_DRILL and records[1].aim_seconds
    assert records[1].given.startswith("$")
    qtbot.keyClick(page, Qt.Key.Key_A, ALT)
    qtbot.waitUntil(lambda: page.stacks_view.view is StackView.ABOVE)
    assert page.view_button.text() == "From the &side"


def test_cut_it_by_keyboard_alone_any_right_cut(qtbot) -> None:
    page = ChipDrillPage(CUT_DRILL, seed=8)
    show_active(qtbot, page)
    qtbot.keyClick(page, Qt.Key.Key_D, ALT)
    qtbot.waitUntil(lambda: page.progress_label.text().startswith("Spot 1 of 10"))
    others = 0
    for _number in range(10):
        spot = page.current
        assert isinstance(spot, CutSpot) and focused() is page.answer_edit
        cut = other_cut(spot)
        others += cut.as_dict() != spot.expected.as_dict()
        qtbot.keyClicks(focused(), cut.describe())
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
        assert page.grades[-1].correct, (spot, cut, page.feedback.text())
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert others >= 3
    assert page.prompt.text().startswith("Done: 10 of 10 right")


def test_a_cut_not_in_sizes_is_told_and_a_typo_grades_nothing(qtbot) -> None:
    page = ChipDrillPage(CUT_DRILL)
    qtbot.addWidget(page)
    page.start(seed=4)
    page.answer_edit.setText("3 chartreuse")
    assert page.submit() is None and "not a colour" in page.feedback.text()
    spot = page.current
    assert isinstance(spot, CutSpot)
    name, count = next(iter(spot.expected))
    page.answer_edit.setText(f"{count + 1} {name}")
    grade = page.submit()
    assert grade is not None and not grade.correct


@pytest.mark.parametrize("tab", ["Take the rake", "Count the stacks", "Cut it"])
def test_the_quick_drills_answers_reach_the_history(qtbot, tmp_path: Path, tab: str) -> None:
    page = TrainingPage(tmp_path / "history.sqlite3")
    qtbot.addWidget(page)
    chip_tabs = page.mastery.chips
    titles = [chip_tabs.tabText(index) for index in range(chip_tabs.count())]
    assert titles == ["Take the rake", "Count the stacks", "Cut it"]
    if tab == "Take the rake":
        rake = page.mastery.rake
        rake.start(seed=2)
        rake_spot = rake.current
        assert rake_spot is not None
        expected = expected_rake_answer(rake_spot)
        rake.amount_edit.setText(f"{expected.rake} + {expected.drop}")
        rake.chips_edit.setText(expected.chips.describe())
        assert rake.submit() is not None
        drill, tags = RAKE_DRILL, rake_spot.tags
    else:
        chips = page.mastery.count if tab == "Count the stacks" else page.mastery.cut
        chips.start(seed=2)
        spot = chips.current
        assert spot is not None
        chips.answer_edit.setText(
            str(spot.value) if isinstance(spot, CountSpot) else spot.expected.describe()
        )
        assert chips.submit() is not None
        drill, tags = chips.drill, spot.tags
    assert page.history is not None
    (record,) = page.history.records()
    assert (record.drill, record.correct, record.tags) == (drill, True, tuple(sorted(tags)))


def test_a_room_set_cuts_in_the_sizes_the_editor_gave_it(qtbot, tmp_path: Path) -> None:
    room = RoomChipSets(tmp_path / "sets")
    standard = chip_preset("standard")
    fives = standard._replace(sized_by=(("green", 5),))
    room.save(fives, "Green in fives")
    page = ChipDrillPage(CUT_DRILL, room=room)
    qtbot.addWidget(page)
    page.show()
    found = page.set_box.findData("room/green-in-fives")
    assert found >= 0
    page.set_box.setCurrentIndex(found)
    page.set_box.activated.emit(found)
    assert page.chip_set.sizes().sized_by("green") == 5
    assert "green $25 in 5s" in page.sizes_label.text()
    page.start(count=20, seed=3)
    assert all(spot.sizes.sized_by("green") == 5 for spot in page.spots)
    greens = [spot.expected["green"] for spot in page.spots if isinstance(spot, CutSpot)]
    assert any(greens) and all(count % 5 == 0 for count in greens)


def test_a_damaged_room_set_is_said_when_the_drill_shows(qtbot, tmp_path: Path) -> None:
    room = RoomChipSets(tmp_path / "sets")
    room.save(chip_preset("standard"), "Sunday")
    (tmp_path / "sets" / "sunday.json").write_text("{damaged", encoding="utf-8")
    page = ChipDrillPage(COUNT_DRILL, room=room)
    qtbot.addWidget(page)
    page.show()
    assert "sunday.json: not a chip-set file" in page.feedback.text()
    assert "kept aside as sunday.damaged-" in page.feedback.text()
    assert page.set_box.findData("room/sunday") < 0 and room.problems == []
    (aside,) = (tmp_path / "sets").iterdir()
    assert aside.read_text(encoding="utf-8") == "{damaged"


def test_practising_the_weakest_quick_tags_deals_a_run_in_their_tab(qtbot, tmp_path: Path) -> None:
    page = TrainingPage(tmp_path / "history.sqlite3")
    qtbot.addWidget(page)
    assert page.practise(("change-needed", "count-over-1000"))
    assert page.tabs.currentWidget() is page.mastery.chips
    assert page.mastery.chips.currentWidget() is page.mastery.cut
    assert page.mastery.cut.current is not None
    assert page.practise(("rake-cap",)) and page.mastery.chips.currentWidget() is page.mastery.rake
    assert page.practise(("count-many-stacks", "side-pots"))  # a showdown round, mixed
    assert page.tabs.currentIndex() == 0


@pytest.mark.parametrize(
    ("drill", "name"), [(COUNT_DRILL, "count-the-stacks"), (CUT_DRILL, "cut-it")]
)
def test_the_worksheet_button_prints_the_stacks_dealt(
    qtbot, tmp_path: Path, monkeypatch, drill, name
) -> None:
    page = ChipDrillPage(drill, seed=3)
    show_active(qtbot, page)
    target = tmp_path / f"{name}.pdf"
    asked: list[str] = []

    def pick(_parent, _caption, suggested, _filter):
        asked.append(suggested)
        return str(target), "PDF (*.pdf)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(pick))
    qtbot.keyClick(focused(), Qt.Key.Key_W, ALT)  # no run yet: one is dealt and printed
    qtbot.waitUntil(target.exists)  # a mnemonic clicks its button a moment later
    assert asked == [f"{name}.pdf"]
    assert page.current is not None
    data = target.read_bytes()
    # the stacks are pictures on the pages: far more than words alone
    assert data.startswith(b"%PDF") and len(data) > 50_000
    assert page.feedback.text() == f"Worksheet saved: {name}.pdf"
    assert sorted(path.name for path in tmp_path.iterdir()) == [f"{name}.pdf"]
