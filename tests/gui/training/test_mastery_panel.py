"""Mastery per tag in the progress view, rounds by weakness, and the mastery tabs' hooks."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import Qt

from dealer_app.gui.training.mastery_tabs import MasteryPanel
from dealer_app.gui.training.training_page import TrainingPage
from dealer_app.training.action_drills import ACTION_TAGS, ActionQuestion, PotAnswer
from dealer_app.training.exam import expected_answer_of
from dealer_app.training.progress import AnswerRecord
from dealer_app.training.spots import fixed_spots, spot_to_dict
from dealer_app.training.tags import TAGS
from tests.gui.training.test_exam_page import focused, type_and_enter
from tests.gui.training.training_testing import give_answer, show_active
from tests.training.questions import showdown

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def record(tag: str, correct: bool, minute: int) -> AnswerRecord:
    return AnswerRecord(
        drill="build-pots",
        game="holdem",
        tags=(tag,),
        correct=correct,
        seconds=8.0,
        when=START + timedelta(minutes=minute),
    )


def test_the_mastery_table_lists_every_tag_with_its_box_and_spots(qtbot) -> None:
    panel = MasteryPanel()
    qtbot.addWidget(panel)
    history = [record("side-pots", True, n) for n in range(12)]
    history += [record("dead-money", False, 20)]
    panel.show_records(history)
    # The showdown's tags, then those of the action drills (Call the pot, legal raise).
    assert panel.table.rowCount() == len(TAGS) + len(ACTION_TAGS)
    assert panel.table.row_of("limit-cap")[:3] == ("limit-cap", "1", "0 of 50")
    tag, box, spots, last, mastered = panel.table.row_of("side-pots")
    # Stored without a time aim: right, but never shown to be on time, so it stays in box 1.
    assert (tag, box, spots, last, mastered) == ("side-pots", "1", "12 of 50", "0 of 12", "")
    assert panel.table.row_of("dead-money")[2] == "1 of 50"
    assert panel.table.row_of("three-way-tie")[2:4] == ("0 of 50", "—")
    assert not panel.mistakes_button.isEnabled()


def test_practise_by_weakness_hands_a_mixed_round_to_play(qtbot) -> None:
    panel = MasteryPanel()
    qtbot.addWidget(panel)
    rounds = []
    panel.roundReady.connect(rounds.append)
    qtbot.mouseClick(panel.weakness_button, Qt.MouseButton.LeftButton)
    (round_,) = rounds
    assert len(round_.questions) == 10
    assert len({question.drill for question in round_.questions}) >= 2


def test_the_training_page_has_the_mastery_tabs_and_keeps_error_calls(
    qtbot, tmp_path: Path
) -> None:
    page = TrainingPage(tmp_path / "history.sqlite3")
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    titles = [page.tabs.tabText(index) for index in range(page.tabs.count())]
    assert titles[:2] == ["Practise", "Progress"]
    assert {"Step by step", "Spot the error", "Exam"} <= set(titles)
    assert page.mastery.panel.parent() is page.progress

    page.tabs.setCurrentWidget(page.mastery.errors)
    errors = page.mastery.errors
    assert errors.current is not None  # dealt when first opened
    errors.panel.call(None)
    qtbot.mouseClick(errors.check_button, Qt.MouseButton.LeftButton)
    (stored,) = page.records()
    assert stored.drill == "spot-error"
    page.tabs.setCurrentWidget(page.progress)  # the progress view reads the history when shown
    assert page.mastery.panel.table.row_of(stored.tags[0])[2] == "1 of 50"

    page.tabs.setCurrentWidget(page.mastery.stepwise)
    assert page.mastery.stepwise.drill is not None

    page.mastery.panel.weakness_round(seed=3)
    assert page.tabs.currentIndex() == 0
    assert page.runner.round is not None and len(page.runner.round.questions) == 10


def test_timed_records_master_a_tag_and_missed_spots_replay(qtbot) -> None:
    spot = fixed_spots()[0]
    text = json.dumps(spot_to_dict(spot))
    history = [
        AnswerRecord(
            "build-pots",
            "holdem",
            ("side-pots",),
            True,
            8.0,
            START + timedelta(minutes=n),
            aim_seconds=10.0,
        )
        for n in range(50)
    ]
    history.append(
        AnswerRecord(
            "split-pot",
            "holdem",
            spot.ordered_tags,
            False,
            20.0,
            START + timedelta(hours=2),
            aim_seconds=15.0,
            scenario_json=text,
        )
    )
    panel = MasteryPanel()
    qtbot.addWidget(panel)
    panel.show_records(history)
    assert panel.table.row_of("side-pots")[1:] == ("5", "50", "30 of 30", "✔ mastered")
    assert panel.mistakes_button.isEnabled()
    assert panel.mistakes_button.text() == "Replay my mistakes (1)"
    rounds = []
    panel.roundReady.connect(rounds.append)
    qtbot.mouseClick(panel.mistakes_button, Qt.MouseButton.LeftButton)
    (round_,) = rounds
    (question,) = round_.questions
    assert question.drill.value == "split-pot"
    assert question.spot.scenario == spot.scenario


def test_a_pot_pushed_wrong_in_a_round_waits_in_the_step_by_step_tab(qtbot, tmp_path: Path) -> None:
    from dealer_app.model.hands.games import Game
    from dealer_app.training.drills import Drill
    from dealer_app.training.rounds import RoundSettings

    page = TrainingPage(tmp_path / "history.sqlite3")
    qtbot.addWidget(page)
    page.show()
    settings = RoundSettings(drill=Drill.SPLIT_POT, games=(Game.HOLDEM,), count=1, seed=4)
    assert page.start_round(settings)
    qtbot.mouseClick(page.drill_page.check_button, Qt.MouseButton.LeftButton)  # nothing pushed
    stepwise = page.mastery.stepwise
    assert stepwise.spot is page.runner.round.questions[0].spot
    assert stepwise.mode == "push"
    assert "Missed in your round (Split the pot)" in stepwise.origin.text()


def test_a_graded_drill_answer_says_fast_on_time_or_slow_against_its_aim(
    qtbot, tmp_path: Path
) -> None:
    from dealer_app.model.hands.games import Game
    from dealer_app.training.drills import Drill, expected_answer
    from dealer_app.training.rounds import RoundSettings
    from tests.gui.training.training_testing import give_answer

    page = TrainingPage(tmp_path / "history.sqlite3")
    qtbot.addWidget(page)
    page.show()
    settings = RoundSettings(drill=Drill.READ_WINNER, games=(Game.HOLDEM,), count=1, seed=2)
    assert page.start_round(settings)
    give_answer(page.drill_page.panel(), expected_answer(showdown(page.runner.question())))
    qtbot.mouseClick(page.drill_page.check_button, Qt.MouseButton.LeftButton)
    title = page.drill_page.feedback.title.text()
    assert title.startswith("The right answer is drawn beside yours on the table.")
    assert "s: fast against a trained dealer's " in title or "s: on time against" in title
    assert "1.5 s for each of" in title


def test_a_spot_missed_yesterday_is_replayed_and_timed_from_the_stored_history(
    qtbot, tmp_path: Path
) -> None:
    from dealer_app.model.hands.games import Game
    from dealer_app.training.drills import Drill
    from dealer_app.training.rounds import RoundSettings, time_limit

    path = tmp_path / "history.sqlite3"
    yesterday = TrainingPage(path)
    qtbot.addWidget(yesterday)
    yesterday.show()
    settings = RoundSettings(drill=Drill.SPLIT_POT, games=(Game.HOLDEM,), count=1, seed=4)
    assert yesterday.start_round(settings)
    missed = yesterday.runner.round.questions[0]
    qtbot.mouseClick(yesterday.drill_page.check_button, Qt.MouseButton.LeftButton)
    yesterday.close()

    today = TrainingPage(path)  # the app started again: only the file remembers
    qtbot.addWidget(today)
    today.show()
    (stored,) = today.records()
    assert stored.aim_seconds == time_limit(missed)
    today.tabs.setCurrentWidget(today.progress)
    panel = today.mastery.panel
    assert panel.mistakes_button.text() == "Replay my mistakes (1)"
    rounds = []
    panel.roundReady.connect(rounds.append)
    qtbot.mouseClick(panel.mistakes_button, Qt.MouseButton.LeftButton)
    (question,) = rounds[0].questions
    assert question.spot.scenario == missed.spot.scenario


def test_weak_action_tags_are_dealt_and_played_in_the_round_by_weakness(
    qtbot, tmp_path: Path
) -> None:
    page = TrainingPage(tmp_path / "history.sqlite3")
    show_active(qtbot, page)
    # Every showdown tag right and on time four times over (box 5); the action tags unseen.
    mastered = [
        AnswerRecord("read-winner", "holdem", (tag,), True, 2.0, START, aim_seconds=9.0)
        for tag in TAGS
        for _ in range(4)
    ]
    page.mastery.panel.show_records(mastered)
    round_ = page.mastery.panel.weakness_round(seed=5)
    actions = [index for index, q in enumerate(round_.questions) if isinstance(q, ActionQuestion)]
    assert len(actions) >= 5 and len(actions) < 10
    drill_page = page.drill_page
    for index, question in enumerate(round_.questions):
        assert page.runner.index == index
        expected = expected_answer_of(question)
        if isinstance(question, ActionQuestion):
            assert drill_page.felt.currentWidget() is drill_page.action_list
            assert drill_page.action_list.count() >= 2
            if isinstance(expected, PotAnswer):
                assert focused() is drill_page.action_form.amount_edit
                type_and_enter(qtbot, str(expected.amount))
            else:
                assert focused() is drill_page.action_form.legal_edit
                qtbot.keyClicks(focused(), "y" if expected.legal else "n")
                qtbot.keyClick(focused(), Qt.Key.Key_Tab)
                smallest = expected.smallest
                type_and_enter(qtbot, "" if smallest is None else str(smallest))
        else:
            assert drill_page.felt.currentWidget() is drill_page.table
            give_answer(drill_page.panel(), expected)
            qtbot.keyClick(drill_page, Qt.Key.Key_Return)
        assert drill_page.side_stack.currentWidget() is drill_page.feedback
        assert "Right." in drill_page.feedback.text.toPlainText()
        assert "trained dealer" in drill_page.feedback.title.text().splitlines()[-1]
        if isinstance(question, ActionQuestion):
            title = drill_page.feedback.title.text()
            assert len(title.splitlines()) == 1 and "table" not in title  # the verdict alone
        qtbot.keyClick(drill_page, Qt.Key.Key_Return)
    assert page.practise_stack.currentWidget() is page.summary
    assert round_.correct == 10
    stored = page.records()
    action_records = [record for record in stored if record.drill != "read-winner"]
    assert len(action_records) == len(actions)
    assert [set(record.tags) for record in action_records] == [
        round_.questions[index].spot.tags for index in actions
    ]
    assert all(set(record.tags) <= set(ACTION_TAGS) for record in action_records)


def test_practise_these_with_a_weak_action_tag_deals_its_rounds(qtbot, tmp_path: Path) -> None:
    page = TrainingPage(tmp_path / "history.sqlite3")
    qtbot.addWidget(page)
    assert page.practise(("limit-cap", "side-pots"))
    round_ = page.runner.round
    assert round_ is not None and page.practise_stack.currentWidget() is page.drill_page
    actions = [q for q in round_.questions if isinstance(q, ActionQuestion)]
    assert actions and all("limit-cap" in question.spot.tags for question in actions)
    assert page.setup.tags_label.text() == "Weighted to: side-pots"
