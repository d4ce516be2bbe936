"""Exam mode: set or open an exam, sit it against the clock with no feedback, see the report.

The exam itself (its spots, the time allowed, the pass rules, the grading and scoring) is the
training model's (:mod:`dealer_app.training.exam`); this page shows each spot on the table
with the drill's own answer panel (an action drill's round as the list of its actions, with
the boxes the Follow the action tab types in), runs the clock (it cannot be paused: a spot
whose time runs out counts as wrong and the next one comes), and ends on the report, which can be
saved as a PDF. Exams are exported and opened as files, so a class takes the same exam.

An audition (:mod:`dealer_app.training.audition`) is opened from its file and sat the same
way, a showdown at a time: its clock runs per showdown, shared by the showdown's questions.
While an exam or an audition runs, :attr:`ExamPage.runningChanged` says so (the rest of
the training and the table are closed to the trainee until it ends).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.message_banner import MessageBanner
from dealer_app.gui.table.state import MessageLevel
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.action_answer import (
    ActionAnswerForm,
    action_round_list,
    prompt_refusing,
)
from dealer_app.gui.training.answer_panel import AnswerPanel
from dealer_app.gui.training.drill_page import clock_text, drill_panels
from dealer_app.gui.training.error_call import ErrorCallPanel
from dealer_app.gui.training.exam_report import write_exam_report_pdf
from dealer_app.gui.training.quick_answer import QuickAnswerForm
from dealer_app.gui.training.side_layout import chosen_path, table_with_side
from dealer_app.gui.training.spot_table import SpotTable
from dealer_app.gui.training.stacks_view import StacksView
from dealer_app.model.hands.games import Game, game_rules
from dealer_app.storage.atomic_file import write_atomically
from dealer_app.storage.documents import DocumentReadError, read_file
from dealer_app.training.action_drills import ActionDrill, ActionQuestion, round_lines
from dealer_app.training.aims import DRILL_NAMES, SPOT_ERROR
from dealer_app.training.audition import Audition, AuditionError, audition_exam
from dealer_app.training.audition_file import AuditionFileError, audition_from_json
from dealer_app.training.dealer_errors import ErrorSpot
from dealer_app.training.exam import (
    EXAM_DRILLS,
    ActionExamItem,
    AnyAnswer,
    AnyQuestion,
    EachGameRule,
    Exam,
    ExamReport,
    ExamSitting,
    GameMixRule,
    OverallRule,
    PassRule,
    PerfectDrillRule,
    TimedOutRule,
    drill_title,
    exam_from_seed,
    game_title,
)
from dealer_app.training.exam_file import ExamFileError, exam_from_json, exam_to_json
from dealer_app.training.quick_exam import QUICK_DRILLS, QuickExamItem
from dealer_app.training.rake_drill import RakeSpot
from dealer_app.training.records import exam_records
from dealer_app.training.spots import TrainingError

__all__ = ["ExamPage"]

_TICK_MILLISECONDS = 200
_NO_RULE = ""
_PASSED = "#3fa45b"
_ACTION_DRILLS = frozenset(drill.value for drill in ActionDrill)
_EXAM_GAMES = (Game.HOLDEM, Game.OMAHA, Game.OMAHA8, Game.STUD, Game.STUD8, Game.RAZZ)


class ExamPage(QWidget):
    """Set up, sit and report an exam; :attr:`finished` carries the :class:`ExamReport`."""

    finished = Signal(object)
    answered = Signal(object)
    """An :class:`AnswerRecord` of each exam answer for the history, at the exam's end."""
    runningChanged = Signal(bool)
    """True when an exam or an audition starts, False when it ends."""

    def __init__(self, theme: Theme | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme if theme is not None else load_theme()
        self.banner = MessageBanner(self._theme, self)
        self.exam: Exam | None = None
        self.audition: Audition | None = None
        self.sitting: ExamSitting | None = None
        self.report: ExamReport | None = None
        self.started_at: datetime | None = None
        self.stack = QStackedWidget(self)
        self.setup_page = self._setup_page()
        self.sitting_page = self._sitting_page()
        self.report_page = self._report_page()
        for page in (self.setup_page, self.sitting_page, self.report_page):
            self.stack.addWidget(page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        layout.addWidget(self.stack, 1)
        self._clock = QElapsedTimer()
        self._ticker = QTimer(self)
        self._ticker.setInterval(_TICK_MILLISECONDS)
        self._ticker.timeout.connect(self._tick)
        self._show_exam()

    # -- set-up ------------------------------------------------------------------------------

    def _setup_page(self) -> QWidget:
        page = QWidget(self)
        self.trainee = QLineEdit(page)
        self.trainee.setPlaceholderText("Name on the report")
        self.seed = QSpinBox(page)
        self.seed.setRange(0, 999_999)
        self.seed.setValue(1)
        self.count = QSpinBox(page)
        self.count.setRange(1, 60)
        self.count.setValue(20)
        self.percent = QSpinBox(page)
        self.percent.setRange(0, 100)
        self.percent.setValue(80)
        self.percent.setSuffix(" %")
        self.perfect = QComboBox(page)
        self.perfect.addItem("no drill", _NO_RULE)
        for drill in EXAM_DRILLS:
            self.perfect.addItem(drill_title(drill), drill)
        self.game_boxes: dict[Game, QCheckBox] = {}
        games = QHBoxLayout()
        for game in _EXAM_GAMES:
            box = QCheckBox(game.value, page)
            box.setChecked(True)
            self.game_boxes[game] = box
            games.addWidget(box)
        games.addStretch(1)
        self.each_game = QCheckBox("and the same in each game", page)
        self.with_action = QCheckBox(
            "and the action drills (call the pot, is it a legal raise?)", page
        )
        self.with_quick = QCheckBox("and take the rake, count the stacks, cut it", page)
        make = QPushButton("Set this exam", page)
        make.clicked.connect(self.make_from_form)
        form_box = QGroupBox("Set an exam from a seed (the same seed, the same exam)", page)
        form = QFormLayout(form_box)
        form.addRow("Seed", self.seed)
        form.addRow("Spots", self.count)
        form.addRow("Games", games)
        form.addRow("", self.with_action)
        form.addRow("", self.with_quick)
        pass_at = QHBoxLayout()
        pass_at.addWidget(self.percent)
        pass_at.addWidget(self.each_game)
        form.addRow("Pass at", pass_at)
        form.addRow("Every spot right in", self.perfect)
        form.addRow(make)
        open_button = QPushButton("Open an exam file…", page)
        open_button.clicked.connect(lambda: self.open_exam())
        audition_button = QPushButton("Open an audition file…", page)
        audition_button.setToolTip(
            "A card room's audition: hold'em and three games drawn from the room's mix"
        )
        audition_button.clicked.connect(lambda: self.open_audition())
        self.export_button = QPushButton("Export this exam…", page)
        self.export_button.clicked.connect(lambda: self.export_exam())
        self.summary = QLabel(page)
        self.summary.setWordWrap(True)
        self.summary.setObjectName("examSummary")
        self.start_button = QPushButton("Start the exam", page)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start)
        files = QHBoxLayout()
        files.addWidget(open_button)
        files.addWidget(audition_button)
        files.addWidget(self.export_button)
        column = QVBoxLayout(page)
        name = QFormLayout()
        name.addRow("Trainee", self.trainee)
        column.addLayout(name)
        column.addWidget(form_box)
        column.addLayout(files)
        column.addWidget(self.summary, 1, Qt.AlignmentFlag.AlignTop)
        column.addWidget(self.start_button)
        return page

    def make_from_form(self) -> bool:
        """Set the exam the form describes (the "Set this exam" button)."""
        percent = float(self.percent.value())
        games = tuple(game for game, box in self.game_boxes.items() if box.isChecked())
        if not games:
            self.banner.show_message(MessageLevel.WARNING, "Choose at least one game.")
            return False
        rules: list[PassRule] = [OverallRule(percent)]
        if self.each_game.isChecked():
            rules.append(GameMixRule(percent, tuple(game.value for game in games)))
        drill = self.perfect.currentData()
        if drill:
            rules.append(PerfectDrillRule(drill))
        return self.make_exam(
            self.seed.value(),
            self.count.value(),
            tuple(rules),
            games,
            with_action=self.with_action.isChecked(),
            with_quick=self.with_quick.isChecked(),
        )

    def make_exam(
        self,
        seed: int,
        count: int,
        rules: tuple[PassRule, ...],
        games: tuple[Game, ...] = (),
        *,
        with_action: bool = False,
        with_quick: bool = False,
    ) -> bool:
        """Set an exam of ``count`` spots from ``seed``, every drill and ``games`` mixed
        (every game when none is given), the action drills too ``with_action``, the rake
        and the chip drills ``with_quick``."""
        drills = (
            *DRILL_NAMES,
            *(drill for drill in EXAM_DRILLS if with_action and drill in _ACTION_DRILLS),
            *(QUICK_DRILLS if with_quick else ()),
        )
        try:
            exam = exam_from_seed(seed, count, drills=drills, games=games, rules=rules)
            self.set_exam(exam)
        except (TrainingError, ValueError) as error:
            self.banner.show_message(MessageLevel.WARNING, str(error))
            return False
        return True

    def set_exam(self, exam: Exam, audition: Audition | None = None) -> None:
        """Use ``exam`` for the next sitting (the exam of ``audition``, when it is one)."""
        self.exam = exam
        self.audition = audition
        self._show_exam()

    def _show_exam(self) -> None:
        exam = self.exam
        self.start_button.setEnabled(exam is not None)
        self.start_button.setText(
            "Start the audition" if self.audition is not None else "Start the exam"
        )
        # An audition is its file (the games drawn, a clock per showdown): nothing to export.
        self.export_button.setEnabled(exam is not None and self.audition is None)
        if exam is None:
            self.summary.setText("Set an exam from a seed, or open the file your school gave you.")
            return
        drills = sorted({drill_title(item.drill) for item in exam.items})
        rules = "".join(f"<li>{_rule_words(rule)}</li>" for rule in exam.rules)
        if self.audition is not None:
            audition = self.audition
            games = ", ".join(game_rules(game).title for game in audition.games())
            pot_limit = [
                game_rules(game).title for game in audition.games() if game in audition.pot_limit
            ]
            pot = f" In {', '.join(pot_limit)} (pot-limit) a seat says “pot”." if pot_limit else ""
            spots = (
                f"<p>An audition: {games}; {audition.hands_per_game} hands each. Each "
                f"showdown: who wins, the pots, the push by colour.{pot}<br>"
                f"Time: {audition.seconds_per_showdown:g} s a showdown; the clock cannot be "
                "stopped, and nothing is graded until the end.</p>"
            )
        else:
            timing = (
                f"{exam.timing.seconds:g} s a spot"
                if exam.timing.seconds is not None
                else f"each spot's time aim × {exam.timing.aim_factor:g}"
            )
            spots = (
                f"<p>{len(exam.items)} spots: {', '.join(drills)}.<br>Time: {timing}; the "
                "clock cannot be stopped, and nothing is graded until the end.</p>"
            )
        self.summary.setText(
            f"<h3>{html.escape(exam.title)}</h3><p>{html.escape(exam.school)}</p>"
            f"{spots}<p>To pass:</p><ul>{rules}</ul>"
            f"<p><small>{html.escape(exam.identity)}</small></p>"
        )

    def open_exam(self, path: str | Path | None = None) -> bool:
        """Open an exam file; a bad one is refused with the problem named."""
        source = chosen_path(
            self, path, "Open an exam", "", "Exams (*.json);;All files (*)", save=False
        )
        if source is None:
            return False
        try:
            exam = exam_from_json(read_file(source))
        except DocumentReadError as error:
            message = f"Cannot read {source.name}: {error.reason}"
            self.banner.show_message(MessageLevel.ERROR, message)
            return False
        except ExamFileError as error:
            self.banner.show_message(
                MessageLevel.ERROR, f"{source.name} is not an exam this app can give: {error}"
            )
            return False
        self.set_exam(exam)
        self.banner.show_message(MessageLevel.INFO, f"Exam opened: {exam.title}.")
        return True

    def open_audition(self, path: str | Path | None = None) -> bool:
        """Open an audition file: its games drawn and its hands dealt by its seed; a bad
        one is refused with the problem named."""
        source = chosen_path(
            self, path, "Open an audition", "", "Auditions (*.json);;All files (*)", save=False
        )
        if source is None:
            return False
        try:
            audition = audition_from_json(read_file(source))
            exam = audition_exam(audition)
        except DocumentReadError as error:
            message = f"Cannot read {source.name}: {error.reason}"
            self.banner.show_message(MessageLevel.ERROR, message)
            return False
        except (AuditionFileError, AuditionError, TrainingError) as error:
            self.banner.show_message(
                MessageLevel.ERROR, f"{source.name} is not an audition this app can give: {error}"
            )
            return False
        self.set_exam(exam, audition)
        self.banner.show_message(MessageLevel.INFO, f"Audition opened: {exam.title}.")
        return True

    def is_running(self) -> bool:
        """An exam or an audition is being sat."""
        return self.sitting is not None and self.report is None

    def answers_given(self) -> int:
        """The answers given so far in the exam being sat (0 when none is)."""
        return self.sitting.index if self.sitting is not None and self.is_running() else 0

    def export_exam(self, path: str | Path | None = None) -> bool:
        """Write the exam to a file for the class."""
        if self.exam is None:
            return False
        text = exam_to_json(self.exam)
        return self._write(
            path,
            ("Export the exam", "exam.json", "Exams (*.json)"),
            lambda target: write_atomically(target, text),
            "Exam written to {name}.",
        )

    def _write(
        self,
        path: str | Path | None,
        dialog: tuple[str, str, str],
        write: Callable[[Path], object],
        done: str,
    ) -> bool:
        """Write a file at ``path`` (or where the user picks with ``dialog``: title, name,
        filters) and say so; a file that cannot be written is said, not raised."""
        target = chosen_path(self, path, *dialog, save=True)
        if target is None:
            return False
        try:
            write(target)
        except OSError as error:
            self.banner.show_message(MessageLevel.ERROR, f"Cannot write {target.name}: {error}")
            return False
        self.banner.show_message(MessageLevel.INFO, done.format(name=target.name))
        return True

    # -- sitting -----------------------------------------------------------------------------

    def _sitting_page(self) -> QWidget:
        page = QWidget(self)
        self.table = SpotTable(self._theme, page)
        self.action_list = action_round_list(page, "examActionSoFar")
        self.felt = QStackedWidget(page)
        self.felt.addWidget(self.table)
        self.felt.addWidget(self.action_list)
        self.stacks_view = StacksView(self._theme, page)
        self.felt.addWidget(self.stacks_view)
        self.progress_label = QLabel(page)
        self.clock_label = QLabel(page)
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.clock_label.setObjectName("examClock")
        self.drill_label = QLabel(page)
        self.prompt = QLabel(page)
        self.prompt.setWordWrap(True)
        self.panels: dict[str, AnswerPanel] = {
            drill.value: panel for drill, panel in drill_panels(self._theme, page).items()
        }
        self.error_panel = ErrorCallPanel(page)
        self.answer_stack = QStackedWidget(page)
        for panel in self.panels.values():
            self.answer_stack.addWidget(panel)
            panel.changed.connect(self._show_marks)
        self.answer_stack.addWidget(self.error_panel)
        self.error_panel.changed.connect(self._show_marks)
        self.action_form = ActionAnswerForm(page)
        self.action_form.entered.connect(self.give_answer)
        self.answer_stack.addWidget(self.action_form)
        self.quick_form = QuickAnswerForm(page)
        self.quick_form.entered.connect(self.give_answer)
        self.answer_stack.addWidget(self.quick_form)
        self.table.seatClicked.connect(self._seat_clicked)
        self.table.chipDropped.connect(self._chip_dropped)
        self.answer_button = QPushButton("Give my answer", page)
        self.answer_button.setDefault(True)
        self.answer_button.clicked.connect(self.give_answer)
        side = QWidget(page)
        column = QVBoxLayout(side)
        top = QHBoxLayout()
        top.addWidget(self.progress_label)
        top.addWidget(self.clock_label, 1)
        column.addLayout(top)
        column.addWidget(self.drill_label)
        column.addWidget(self.prompt)
        column.addWidget(self.answer_stack, 1)
        column.addWidget(self.answer_button)
        table_with_side(page, self.felt, side)
        return page

    def start(self) -> bool:
        """Sit the exam set: the first spot and its clock."""
        if self.exam is None:
            return False
        self.sitting = ExamSitting(self.exam)
        self.report = None
        self.started_at = datetime.now().astimezone()
        self.stack.setCurrentWidget(self.sitting_page)
        self.runningChanged.emit(True)
        self._show_spot()
        return True

    def current_question(self) -> AnyQuestion | None:
        """The question of the spot being answered."""
        if self.sitting is None or self.sitting.finished:
            return None
        return self.sitting.question(self.sitting.index)

    def current_panel(self) -> AnswerPanel | ErrorCallPanel | ActionAnswerForm | QuickAnswerForm:
        """The answer panel of the spot being answered."""
        panel = self.answer_stack.currentWidget()
        assert isinstance(panel, AnswerPanel | ErrorCallPanel | ActionAnswerForm | QuickAnswerForm)
        return panel

    def _show_spot(self) -> None:
        sitting = self.sitting
        question = self.current_question()
        if sitting is None or question is None:
            self.finish()
            return
        index = sitting.index
        self.progress_label.setText(_progress_words(sitting.exam, index))
        self.felt.setCurrentWidget(
            self.action_list if isinstance(question, ActionQuestion) else self.table
        )
        if isinstance(question, QuickExamItem):
            self._show_quick(question)
        elif isinstance(question, ActionQuestion):
            self.answer_stack.setCurrentWidget(self.action_form)
            self.action_list.clear()
            self.action_list.addItems(round_lines(question.spot.followed))
            self.drill_label.setText(f"<b>{question.drill.title}</b>")
            self.prompt.setText(question.prompt)
            self.action_form.set_question(question)
        elif isinstance(question, ErrorSpot):
            self.answer_stack.setCurrentWidget(self.error_panel)
            self.error_panel.set_spot(question)
            self.drill_label.setText(f"<b>{drill_title(SPOT_ERROR)}</b>")
            self.prompt.setText("Is this push right? If not, what went wrong?")
            self.table.show_spot(question.result.scenario, reveal=False)
        else:
            panel = self.panels[question.drill.value]
            self.answer_stack.setCurrentWidget(panel)
            panel.set_question(question)
            self.drill_label.setText(f"<b>{question.drill.title}</b>")
            self.prompt.setText(question.prompt)
            self.table.show_spot(
                question.spot.scenario, reveal=False, cover_pots=panel.covers_pots()
            )
            # Each spot starts with the keyboard in its answer, as in the drills: now, and
            # once the panel's new fields show (the event loop turning).
            panel.focus_answer()
            QTimer.singleShot(0, panel, panel.focus_answer)
        self._show_marks()
        self._clock.start()
        self._ticker.start()
        self._tick()

    def _show_quick(self, item: QuickExamItem) -> None:
        """A quick drill's spot: the rake's pots in words, or the stacks on the felt."""
        if isinstance(item.spot, RakeSpot):
            self.action_list.clear()
            self.action_list.addItems(item.lines())
            self.felt.setCurrentWidget(self.action_list)
        else:
            self.stacks_view.show_chips(
                item.spot.chip_set, item.spot.counts, counts_shown=item.drill != "count-the-stacks"
            )
            self.felt.setCurrentWidget(self.stacks_view)
        self.answer_stack.setCurrentWidget(self.quick_form)
        self.drill_label.setText(f"<b>{drill_title(item.drill)}</b>")
        self.prompt.setText(item.prompt)
        self.quick_form.set_item(item)

    def _seat_clicked(self, seat: int) -> None:
        panel = self.current_panel()
        if isinstance(panel, AnswerPanel):
            panel.seat_clicked(seat)

    def _chip_dropped(self, seat: int, chip: str) -> None:
        panel = self.current_panel()
        if isinstance(panel, AnswerPanel):
            panel.chip_dropped(seat, chip)

    def _show_marks(self) -> None:
        panel = self.current_panel()
        if isinstance(panel, AnswerPanel | ErrorCallPanel):
            self.table.set_marks(panel.marks())
        else:
            self.table.set_marks({})

    def seconds_left(self) -> float:
        """Seconds left on the current spot's clock."""
        if self.sitting is None or self.sitting.finished:
            return 0.0
        return self.sitting.allowed(self.sitting.index) - self._clock.elapsed() / 1000.0

    def _tick(self) -> None:
        left = self.seconds_left()
        if left <= 0 and self.sitting is not None and not self.sitting.finished:
            self.time_out()
            return
        self.clock_label.setText(f"{clock_text(max(0.0, left))} left")

    def give_answer(self) -> None:
        """Give the answer on the panel (final, not graded now) and go on."""
        if self.sitting is None or self.sitting.finished:
            return
        panel = self.current_panel()
        question = self.current_question()
        answer: AnyAnswer
        if isinstance(panel, ActionAnswerForm):
            assert isinstance(question, ActionQuestion)
            typed = panel.answer(question)
            if isinstance(typed, str):  # not an answer yet: said, and the clock runs on
                self.prompt.setText(prompt_refusing(question.prompt, typed))
                return
            answer = typed
        elif isinstance(panel, QuickAnswerForm):
            assert isinstance(question, QuickExamItem)
            quick = panel.answer(question)
            if isinstance(quick, str):
                self.prompt.setText(prompt_refusing(question.prompt, quick))
                return
            answer = quick
        else:
            answer = panel.verdict() if isinstance(panel, ErrorCallPanel) else panel.answer()
        self.sitting.answer(answer, self._clock.elapsed() / 1000.0)
        self._show_spot()

    def time_out(self) -> None:
        """The current spot's time ran out: it counts as wrong, the next one comes."""
        if self.sitting is None or self.sitting.finished:
            return
        self.sitting.time_out()
        self._show_spot()

    # -- the report --------------------------------------------------------------------------

    def _report_page(self) -> QWidget:
        page = QWidget(self)
        self.verdict = QLabel(page)
        self.verdict.setObjectName("examVerdict")
        self.verdict.setWordWrap(True)
        self.answers = QTableWidget(0, 6, page)
        self.answers.setHorizontalHeaderLabels(
            ["Drill", "Spot", "Your answer", "Right answer", "Time", "Grade"]
        )
        header = self.answers.horizontalHeader()
        for stretched in (2, 3):
            header.setSectionResizeMode(stretched, QHeaderView.ResizeMode.Stretch)
        self.answers.setWordWrap(True)
        self.answers.verticalHeader().setVisible(True)
        save = QPushButton("Save the report as PDF…", page)
        save.clicked.connect(lambda: self.save_report())
        again = QPushButton("Back to the exam set-up", page)
        again.clicked.connect(lambda: self.stack.setCurrentWidget(self.setup_page))
        buttons = QHBoxLayout()
        buttons.addWidget(save)
        buttons.addWidget(again)
        buttons.addStretch(1)
        column = QVBoxLayout(page)
        column.addWidget(self.verdict)
        column.addWidget(self.answers, 1)
        column.addLayout(buttons)
        return page

    def finish(self) -> ExamReport | None:
        """End the exam: grade and score every answer, show the report."""
        self._ticker.stop()
        if self.sitting is None:
            return None
        report = self.sitting.finish()
        self.report = report
        score = report.score
        colour = _PASSED if report.passed else self._theme.error.name()
        rules = "".join(
            f"<li>{'✔' if rule.passed else '✘'} {rule.words}</li>" for rule in score.rules
        )
        identity = html.escape(
            " · ".join(p for p in (report.exam.title, report.exam.identity) if p)
        )
        self.verdict.setText(
            f"<h2 style='color:{colour}'>{'Passed' if report.passed else 'Not passed'}: "
            f"{score.percent:g}% ({score.right} of {score.total})</h2><ul>{rules}</ul>"
            f"<p><small>{identity}</small></p>"
        )
        self.answers.setRowCount(len(report.outcomes))
        for row, outcome in enumerate(report.outcomes):
            time = "—" if outcome.seconds == float("inf") else f"{outcome.seconds:.1f} s"
            if outcome.speed is not None:
                time += f" ({outcome.speed.value})"
            time = f"{time} of {outcome.allowed:g} s"
            if outcome.timed_out and outcome.allowed == 0:
                time = "— (no time left)"
            spot = outcome.title
            if outcome.showdown is not None:
                # A hand is named on each of its rows, its cards on its first only.
                first = row == 0 or report.outcomes[row - 1].showdown != outcome.showdown
                hand = f"Hand {outcome.showdown + 1} ({game_title(outcome.game)})"
                action = isinstance(report.exam.items[row], ActionExamItem)
                spot = f"{hand}\n{outcome.title}" if first or action else hand
            cells = (
                drill_title(outcome.drill),
                spot,
                outcome.given,
                outcome.expected
                if outcome.correct
                else f"{outcome.expected}\n{outcome.working}".strip(),
                time,
                "right" if outcome.correct else "wrong\n" + "\n".join(outcome.mistakes),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.answers.setItem(row, column, item)
        self.answers.resizeRowsToContents()
        self.stack.setCurrentWidget(self.report_page)
        for record in exam_records(report, datetime.now(UTC)):
            self.answered.emit(record)
        self.runningChanged.emit(False)
        self.finished.emit(report)
        return report

    def save_report(self, path: str | Path | None = None) -> bool:
        """Save the report as a PDF."""
        if self.report is None:
            return False
        report, trainee, when = self.report, self.trainee.text().strip(), self.started_at
        return self._write(
            path,
            (
                "Save the exam report",
                "audition-report.pdf" if self.audition is not None else "exam-report.pdf",
                "PDF (*.pdf)",
            ),
            lambda target: write_exam_report_pdf(report, target, trainee=trainee, when=when),
            "Report saved as {name}.",
        )


def _rule_words(rule: PassRule) -> str:
    if isinstance(rule, OverallRule):
        return f"at least {rule.percent:g}% of all spots right"
    if isinstance(rule, PerfectDrillRule):
        return f"every spot of {drill_title(rule.drill)} right"
    if isinstance(rule, EachGameRule):
        return f"at least {rule.percent:g}% in each game dealt"
    if isinstance(rule, TimedOutRule):
        return f"no more than {rule.most} timed out"
    return f"at least {rule.percent:g}% in each of {', '.join(rule.games)}"


def _progress_words(exam: Exam, index: int) -> str:
    """Where the sitting stands: the spot, or in an audition the hand and its question."""
    showdown = exam.showdown_of(index)
    if showdown is None:
        return f"Spot {index + 1} of {len(exam.items)}"
    questions = [n for n, number in enumerate(exam.showdowns) if number == showdown]
    return (
        f"Hand {showdown + 1} of {exam.showdowns[-1] + 1} "
        f"({game_title(exam.items[index].game)}), "
        f"question {questions.index(index) + 1} of {len(questions)}"
    )
