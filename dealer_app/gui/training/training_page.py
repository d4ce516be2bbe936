"""The Training mode's page: set up a round, play it, see how it went, follow progress.

The history lives in the platform's data folder (``QStandardPaths.AppDataLocation``) unless
a path is given (tests give their own). When it cannot be opened or written the trainee is
told and the round goes on; the answers of this session are then kept in memory only.

While an exam or an audition runs, the page keeps to the Exam tab: the other tabs are shut
(a click on one only says that an exam is running), and :meth:`TrainingPage.closed_for`
tells the window the same of the table and the rules reference.

Several trainees may share the history: the page trains one at a time (:attr:`trainee`,
picked on the :class:`TraineePicker` the mode opens on, or with the button beside the
tabs). Every answer saved is theirs and every figure shown is read from their answers
alone; the Class tab shows them all, for the instructor.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QStandardPaths, Qt
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMessageBox,
    QStackedWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.message_banner import MessageBanner
from dealer_app.gui.table.state import MessageLevel
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.class_view import ClassView
from dealer_app.gui.training.drill_page import DrillPage
from dealer_app.gui.training.mastery_tabs import install_mastery
from dealer_app.gui.training.progress_view import ProgressView
from dealer_app.gui.training.round_runner import RoundRunner
from dealer_app.gui.training.round_summary import RoundSummary
from dealer_app.gui.training.setup_panel import RoundSetup
from dealer_app.gui.training.trainee_picker import TraineePicker
from dealer_app.model.words import plural
from dealer_app.storage.history import (
    DEFAULT_TRAINEE_NAME,
    HISTORY_FILE_NAME,
    HistoryError,
    Trainee,
    TrainingHistory,
    listed_trainees,
    open_history,
)
from dealer_app.storage.trainee_file import (
    TRAINEE_SUFFIX,
    ClassFileError,
    export_trainees,
    import_trainee_file,
)
from dealer_app.training.action_drills import ACTION_TAGS
from dealer_app.training.chip_drills import COUNT_TAGS, CUT_TAGS
from dealer_app.training.progress import DEFAULT_TRAINEE, AnswerRecord
from dealer_app.training.rake_drill import RAKE_TAGS
from dealer_app.training.rounds import Round, RoundSettings
from dealer_app.training.schedule import LeitnerBoxes, weighted_round
from dealer_app.training.spots import TrainingError
from dealer_app.training.tags import TAGS

__all__ = ["TrainingPage", "default_history_path"]


def default_history_path() -> Path:
    """The history file in the platform's data folder for this application."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / HISTORY_FILE_NAME


class TrainingPage(QWidget):
    """Everything of the Training mode, beside the table."""

    def __init__(
        self,
        history_path: str | Path | None = None,
        theme: Theme | None = None,
        parent: QWidget | None = None,
        *,
        ask_trainee: bool = False,
    ) -> None:
        """With ``ask_trainee`` the page opens on the trainee picker (the Training mode's
        start); else it trains the trainee chosen last."""
        super().__init__(parent)
        self._theme = theme if theme is not None else load_theme()
        self.banner = MessageBanner(self._theme, self)
        self.setup = RoundSetup(self)
        self.runner = RoundRunner(self._save, self)
        self.drill_page = DrillPage(self.runner, self._theme, self)
        self.summary = RoundSummary(self)
        self.progress = ProgressView(self._theme, self)
        self.practise_stack = QStackedWidget(self)
        for page in (self.setup, self.drill_page, self.summary):
            self.practise_stack.addWidget(page)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.practise_stack, "Practise")
        self.tabs.addTab(self.progress, "Progress")
        self.picker = TraineePicker(self)
        self.trainee_button = QToolButton(self)
        self.trainee_button.setObjectName("traineeButton")
        self.trainee_button.setToolTip("Another trainee, or a new one")
        self.trainee_button.setAutoRaise(True)
        self.trainee_button.clicked.connect(self.pick_trainee)
        self.tabs.setCornerWidget(self.trainee_button, Qt.Corner.TopRightCorner)
        self.views = QStackedWidget(self)
        self.views.addWidget(self.tabs)
        self.views.addWidget(self.picker)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.views, 1)
        # The message bar lies over the page under the tabs: appearing, it never pushes the
        # page down under the pointer.
        self.banner.installEventFilter(self)

        self.setup.startRequested.connect(self.start_round)
        self.drill_page.roundFinished.connect(self._on_round_finished)
        self.drill_page.reviewClosed.connect(
            lambda: self.practise_stack.setCurrentWidget(self.summary)
        )
        self.summary.reviewRequested.connect(self.review)
        self.summary.replayRequested.connect(self.replay_missed)
        self.summary.newRoundRequested.connect(
            lambda: self.practise_stack.setCurrentWidget(self.setup)
        )
        self.summary.progressRequested.connect(self.show_progress)
        self.progress.practiseRequested.connect(self.practise)
        self.progress.exportRequested.connect(self.export_history)
        self.mastery = install_mastery(
            self.tabs, self.progress, self._theme, self.runner, self.drill_page.feedback.title
        )
        self.mastery.errors.answered.connect(self._save)
        self.mastery.action.answered.connect(self._save)
        for quick in (self.mastery.rake, self.mastery.count, self.mastery.cut):
            quick.answered.connect(self._save)
        self.mastery.exam.answered.connect(self._save)
        self.mastery.shift.answered.connect(self._save)
        self.mastery.roundReady.connect(lambda round_: self._play(round_, round_.settings))
        self.mastery.exam.runningChanged.connect(self._lock_tabs)
        self.tabs.tabBar().installEventFilter(self)
        self.class_view = ClassView(self)
        self.tabs.addTab(self.class_view, "Class")
        self.class_view.exportRequested.connect(lambda: self.export_class())
        self.class_view.importRequested.connect(lambda: self.import_class())

        self._unsaved: list[AnswerRecord] = []
        self.history: TrainingHistory | None = None
        self.trainee = Trainee(DEFAULT_TRAINEE, DEFAULT_TRAINEE, DEFAULT_TRAINEE_NAME)
        self._open_history(Path(history_path) if history_path else default_history_path())
        self._progress_stale = True
        self._class_stale = True
        self.tabs.currentChanged.connect(lambda _index: self._refresh_progress())
        self.tabs.currentChanged.connect(lambda _index: self._refresh_action_boxes())
        self.tabs.currentChanged.connect(lambda _index: self._refresh_class())
        self.picker.chosen.connect(self.set_trainee)
        self.picker.removed.connect(self._trainee_removed)
        self.picker.renamed.connect(self._trainee_renamed)
        self.picker.set_history(self.history)
        if self.history is not None:
            try:
                self.trainee = self.history.last_trainee()
            except HistoryError as error:
                self.banner.show_message(MessageLevel.ERROR, str(error))
        self._show_trainee_name()
        if ask_trainee:
            self.pick_trainee()

    # -- the trainees ----------------------------------------------------------------------

    def pick_trainee(self) -> None:
        """Show the trainee picker (the trainee training now picked)."""
        self.picker.refresh(self.trainee)
        if self.history is None:
            self.picker.show_trainees((self.trainee,), self.trainee)
        self.views.setCurrentWidget(self.picker)
        self.picker.list.setFocus()

    def set_trainee(self, trainee: Trainee) -> None:
        """Train as ``trainee`` from now on: their answers saved, their figures shown."""
        self._train_as(trainee)
        if self.history is not None:
            try:
                self.history.choose_trainee(trainee.id)
            except HistoryError as error:
                self.banner.show_message(MessageLevel.ERROR, str(error))
        self.views.setCurrentWidget(self.tabs)
        self._refresh_progress()
        self._refresh_action_boxes()
        self._refresh_class()

    def _train_as(self, trainee: Trainee) -> None:
        """The one place the trainee training changes, whichever way (picked, the one
        training removed, renamed, imported): a round half played was the other trainee's,
        so it is dropped and the set-up shown; none of its answers can be saved under
        ``trainee``."""
        if trainee.id != self.trainee.id:
            self.runner.stop()
            self.practise_stack.setCurrentWidget(self.setup)
        self.trainee = trainee
        self._show_trainee_name()
        self._progress_stale = self._class_stale = True

    def _trainee_removed(self, trainee: Trainee) -> None:
        """The trainee training now taken off the list: answers from now on are the one
        chosen last's (the picker still asks who trains next)."""
        if trainee.id != self.trainee.id or self.history is None:
            return
        try:
            self._train_as(self.history.last_trainee())
        except HistoryError as error:
            self.banner.show_message(MessageLevel.ERROR, str(error))
            return
        self.picker.refresh(self.trainee)

    def _trainee_renamed(self, trainee: Trainee) -> None:
        """A trainee renamed on the picker: the one training now shows the new name."""
        if trainee.id == self.trainee.id:
            self._train_as(trainee)

    def _show_trainee_name(self) -> None:
        self.trainee_button.setText(f"Trainee: {self.trainee.name}  ▾")
        # An exam's report carries the name of the trainee sitting it.
        self.mastery.exam.trainee.setText(self.trainee.name)

    # -- the exam lock ---------------------------------------------------------------------

    def exam_running(self) -> bool:
        """An exam or an audition is being sat."""
        return self.mastery.exam.is_running()

    def closed_for(self, what: str) -> bool:
        """While an exam runs, say that there is no ``what`` until it ends, and return True."""
        if not self.exam_running():
            return False
        self.banner.show_message(
            MessageLevel.WARNING, f"An exam is running: no {what} until it ends."
        )
        return True

    def may_close(self) -> bool:
        """Whether the window may close now: asked while an exam runs, No the default.

        An exam is graded and saved whole, when it ends: a trainer reads its report as one
        sitting, so a half-sat exam is not saved in part (its report would pass or fail on
        spots never asked). Closing by mistake is what the question is for."""
        if not self.exam_running():
            return True
        given = self.mastery.exam.answers_given()
        lost = {0: "it ends unsat", 1: "its answer is lost"}.get(
            given, f"its {given} answers are lost"
        )
        answer = QMessageBox.question(
            self,
            "An exam is running",
            f"An exam is running: {lost} if you close. Close anyway?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _lock_tabs(self, running: bool) -> None:
        """Shut every tab but the exam's while it runs (no key or click reaches them)."""
        for index in range(self.tabs.count()):
            if self.tabs.widget(index) is not self.mastery.exam:
                self.tabs.setTabEnabled(index, not running)
        # The trainee sitting the exam stays the one its answers and report are saved under.
        self.trainee_button.setEnabled(not running)
        if running:
            self.tabs.setCurrentWidget(self.mastery.exam)

    # -- the history -----------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.tabs.tabBar()
            and event.type() == QEvent.Type.MouseButtonPress
            and isinstance(event, QMouseEvent)
        ):
            index = self.tabs.tabBar().tabAt(event.position().toPoint())
            if index >= 0 and self.tabs.widget(index) is not self.mastery.exam:
                return self.closed_for("other tab")
        if watched is self.banner and event.type() in (
            QEvent.Type.Show,
            QEvent.Type.LayoutRequest,
        ):
            self._place_banner()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_banner()

    def _place_banner(self) -> None:
        top = self.tabs.geometry().top() + self.tabs.tabBar().height()
        height = self.banner.sizeHint().height()
        self.banner.setGeometry(0, top, self.width(), height)
        self.banner.raise_()

    def _open_history(self, path: Path) -> None:
        try:
            self.history = open_history(path)
        except HistoryError as error:
            self.banner.show_message(
                MessageLevel.ERROR, f"{error}. This session's answers are not kept."
            )
            return
        if self.history.problem:
            self.banner.show_message(MessageLevel.WARNING, self.history.problem)
        self.progress.export_button.setToolTip(f"Your answers are kept in {self.history.path}")

    def _save(self, record: AnswerRecord) -> None:
        record = replace(record, trainee=self.trainee.id)
        if self.history is not None:
            try:
                self.history.add(record, trainee=self.trainee.id)
            except HistoryError as error:
                self.banner.show_message(MessageLevel.ERROR, str(error))
                self._unsaved.append(record)
        else:
            self._unsaved.append(record)
        self._progress_stale = self._class_stale = True

    def records(self) -> tuple[AnswerRecord, ...]:
        """The answers of the trainee training now, oldest first."""
        return self._records_of(self.trainee.id)

    def _records_of(self, trainee: str | None) -> tuple[AnswerRecord, ...]:
        """``trainee``'s answers (everyone's when None), the ones not saved included."""
        stored: tuple[AnswerRecord, ...] = ()
        if self.history is not None:
            try:
                stored = self.history.records(trainee=trainee)
            except HistoryError as error:
                self.banner.show_message(MessageLevel.ERROR, str(error))
        unsaved = tuple(r for r in self._unsaved if trainee is None or r.trainee == trainee)
        return stored + unsaved

    def _refresh_progress(self) -> None:
        """Read the history again for the progress view, when it is shown and out of date."""
        if self._progress_stale and self.tabs.currentWidget() is self.progress:
            self._progress_stale = False
            records = self.records()
            self.progress.show_records(records)
            self.mastery.show_records(records)

    def _refresh_action_boxes(self) -> None:
        """The action drills draw their tags by the boxes the history has reached."""
        if self.tabs.currentWidget() is self.mastery.action:
            self.mastery.action.set_boxes(LeitnerBoxes.from_history(self.records()))

    def _refresh_class(self) -> None:
        """Read every trainee's answers for the Class tab, when it is shown and out of date."""
        if not (self._class_stale and self.tabs.currentWidget() is self.class_view):
            return
        self._class_stale = False
        trainees: tuple[Trainee, ...] = (self.trainee,)
        if self.history is not None:
            try:
                trainees = self.history.trainees()
            except HistoryError as error:
                self.banner.show_message(MessageLevel.ERROR, str(error))
        records = self._records_of(None)
        answers = Counter(record.trainee for record in records)
        answers_of = {trainee.id: answers[trainee.id] for trainee in trainees}
        self.class_view.show_class(listed_trainees(trainees, answers_of, self.trainee.id), records)

    def export_class(self, folder: str | Path | None = None) -> bool:
        """Write one class file per trainee into ``folder`` (asked when None)."""
        if folder is None:
            folder = QFileDialog.getExistingDirectory(self, "Export the class into a folder")
            if not folder:
                return False
        if self.history is None:
            self.banner.show_message(MessageLevel.ERROR, "There is no history file to export.")
            return False
        try:
            written = export_trainees(self.history, folder)
        except (ClassFileError, HistoryError) as error:
            self.banner.show_message(MessageLevel.ERROR, str(error))
            return False
        names = ", ".join(path.name for path in written)
        self.class_view.report.setText(f"Exported into {folder}: {names}.")
        self.banner.show_message(
            MessageLevel.INFO,
            f"Exported {plural(len(written), 'trainee')}, one file each, into {folder}.",
        )
        return True

    def import_class(self, paths: Sequence[str | Path] | None = None) -> int:
        """Import trainee files (asked for when None); returns the answers added. A damaged
        file adds nothing (a damaged class file is kept aside); the others are imported all
        the same."""
        if paths is None:
            chosen, _filter = QFileDialog.getOpenFileNames(
                self,
                "Import trainee files",
                "",
                f"Trainee files (*{TRAINEE_SUFFIX});;JSON (*.json)",
            )
            paths = chosen
        if not paths:
            return 0
        if self.history is None:
            self.banner.show_message(MessageLevel.ERROR, "There is no history to import into.")
            return 0
        lines: list[str] = []
        added = 0
        problems = 0
        for path in paths:
            try:
                result = import_trainee_file(self.history, path)
            except ClassFileError as error:
                problems += 1
                lines.append(str(error))
                continue
            added += result.added
            lines.append(result.words)
        self.class_view.report.setText("\n".join(lines))
        try:
            # An import may bring back a removed trainee under a new name: the one
            # training is read again, so the page never shows a name the history lost.
            current = self.history.trainee(self.trainee.id)
        except HistoryError as error:
            self.banner.show_message(MessageLevel.ERROR, str(error))
            current = None
        if current is not None:
            self._train_as(current)
        level = MessageLevel.WARNING if problems else MessageLevel.INFO
        damaged = f"; {problems} could not be read (see the Class tab)" if problems else ""
        read = len(paths) - problems
        self.banner.show_message(
            level,
            f"Imported {plural(read, 'trainee file')}: {plural(added, 'answer')} added{damaged}.",
        )
        self._progress_stale = self._class_stale = True
        self._refresh_class()
        return added

    def show_progress(self) -> None:
        """The Progress tab, of the trainee training now (the picker left as it stands)."""
        self.views.setCurrentWidget(self.tabs)
        self.tabs.setCurrentWidget(self.progress)

    def export_history(self, target: str | Path | None = None) -> bool:
        if target is None:
            chosen, _filter = QFileDialog.getSaveFileName(
                self, "Export the training history", "training-history.csv", "CSV (*.csv)"
            )
            if not chosen:
                return False
            target = chosen
        if self.history is None:
            self.banner.show_message(MessageLevel.ERROR, "There is no history file to export.")
            return False
        try:
            count = self.history.export_csv(target, trainee=self.trainee.id)
        except HistoryError as error:
            self.banner.show_message(MessageLevel.ERROR, str(error))
            return False
        self.banner.show_message(
            MessageLevel.INFO, f"Exported {plural(count, 'answer')} to {Path(target).name}."
        )
        return True

    # -- rounds ----------------------------------------------------------------------------

    def start_round(self, settings: RoundSettings) -> bool:
        # A long hard round takes a moment to deal: the pointer says so.
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            round_ = Round.start(settings)
        except TrainingError as error:
            self.banner.show_message(MessageLevel.WARNING, str(error))
            return False
        finally:
            QApplication.restoreOverrideCursor()
        self._play(round_, settings)
        return True

    def _play(self, round_: Round, settings: RoundSettings) -> None:
        self.drill_page.timed = settings.timed
        self.drill_page.grade_at_end = settings.grade_at_end
        self.views.setCurrentWidget(self.tabs)
        self.tabs.setCurrentIndex(0)
        self.practise_stack.setCurrentWidget(self.drill_page)
        self.runner.start(round_)

    def _on_round_finished(self) -> None:
        if self.runner.round is not None:
            self.summary.show_round(self.runner.round, self.runner.round_seconds())
        self.practise_stack.setCurrentWidget(self.summary)

    def review(self, index: int) -> None:
        round_ = self.runner.round
        graded = round_.grades[index] if round_ is not None else None
        if round_ is None or graded is None:
            return
        self.drill_page.review(round_.questions[index], graded)
        self.practise_stack.setCurrentWidget(self.drill_page)

    def replay_missed(self) -> None:
        round_ = self.runner.round
        if round_ is None or not round_.missed():
            return
        replay = Round.of_questions(replace(round_.settings, grade_at_end=False), round_.missed())
        self._play(replay, replay.settings)

    def practise(self, tags: tuple[str, ...]) -> bool:
        """Start a round weighted to ``tags`` (the weakest ones), as set up otherwise.

        The games are mixed: a weak tag may come from a game the set-up does not name. A
        tag of the action drills has its share of the round dealt as betting rounds. Tags
        of the quick drills (the rake, the chips) only: a run in the weakest one's own tab.
        """
        if tags and not any(tag in TAGS or tag in ACTION_TAGS for tag in tags):
            return self._practise_quick(tags[0])
        tags = tuple(tag for tag in tags if tag in TAGS or tag in ACTION_TAGS)
        action_tags = tuple(tag for tag in tags if tag in ACTION_TAGS)
        self.setup.set_tags(tuple(tag for tag in tags if tag not in ACTION_TAGS))
        self.setup.set_games(())
        if not action_tags:
            return self.start_round(self.setup.settings())
        settings = self.setup.settings()
        try:
            round_ = weighted_round(settings, action_tags)
        except TrainingError as error:
            self.banner.show_message(MessageLevel.WARNING, str(error))
            return False
        self._play(round_, settings)
        return True

    def _practise_quick(self, tag: str) -> bool:
        """Deal a run in the tab whose drill trains ``tag`` (the rake's, then the chips')."""
        quick = self.mastery
        pages = ((RAKE_TAGS, quick.rake), (COUNT_TAGS, quick.count), (CUT_TAGS, quick.cut))
        for trained, page in pages:
            if tag in trained:
                self.mastery.bring_forward(page)
                page.start()
                return True
        self.banner.show_message(MessageLevel.WARNING, f'No drill trains the tag "{tag}".')
        return False
