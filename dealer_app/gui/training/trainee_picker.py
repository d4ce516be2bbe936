"""Who is training: the trainees of the history, the last one chosen first, and a new one.

The Training mode opens on this page when several trainees share the laptop. Every key
works: the arrows pick a name, Enter starts, F2 renames, Delete removes (asking whether
the answers stay), and a name typed in the field below with Enter adds a trainee and
starts. The names and the choice are kept in the history file
(:mod:`dealer_app.storage.history`), so the last trainee is picked again the next time.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.storage.history import (
    HistoryError,
    Trainee,
    TraineeError,
    TrainingHistory,
    listed_trainees,
)

__all__ = ["TraineePicker"]

_WIDTH = 460


class TraineePicker(QWidget):
    """The list of trainees; :attr:`chosen` carries the :class:`Trainee` who trains now."""

    chosen = Signal(object)
    removed = Signal(object)
    """The :class:`Trainee` just taken off the list."""
    renamed = Signal(object)
    """The :class:`Trainee` just renamed, with the new name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("traineePicker")
        self._history: TrainingHistory | None = None
        title = QLabel("Who is training?", self)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        note = QLabel(
            "Each trainee has their own history, boxes, mastery and exams. "
            "Enter starts; F2 renames; Delete removes.",
            self,
        )
        note.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("traineeList")
        self.list.setSpacing(3)
        font = self.list.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.list.setFont(font)
        self.list.setMaximumHeight(self.list.fontMetrics().height() * 14)
        self.list.itemActivated.connect(lambda _item: self.start())
        self.start_button = QPushButton("Start training", self)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(lambda: self.start())
        self.rename_button = QPushButton("Rename…", self)
        self.rename_button.clicked.connect(lambda: self.rename_selected())
        self.remove_button = QPushButton("Remove…", self)
        self.remove_button.clicked.connect(lambda: self.remove_selected())
        rename_key = QShortcut(QKeySequence("F2"), self.list)
        rename_key.activated.connect(lambda: self.rename_selected())
        remove_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list)
        remove_key.activated.connect(lambda: self.remove_selected())
        for shortcut in (rename_key, remove_key):
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
        self.new_name = QLineEdit(self)
        self.new_name.setObjectName("newTraineeName")
        self.new_name.setPlaceholderText("A new trainee's name")
        self.new_name.returnPressed.connect(lambda: self.add_and_start())
        self.add_button = QPushButton("Add and start", self)
        self.add_button.clicked.connect(lambda: self.add_and_start())
        self.problem = QLabel(self)
        self.problem.setObjectName("traineeProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()

        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addStretch(1)
        buttons.addWidget(self.rename_button)
        buttons.addWidget(self.remove_button)
        adding = QHBoxLayout()
        adding.addWidget(self.new_name, 1)
        adding.addWidget(self.add_button)
        panel = QWidget(self)
        panel.setMaximumWidth(_WIDTH)
        column = QVBoxLayout(panel)
        column.addWidget(title)
        column.addWidget(note)
        column.addWidget(self.list)
        column.addLayout(buttons)
        column.addSpacing(12)
        column.addLayout(adding)
        column.addWidget(self.problem)
        column.addStretch(1)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(panel, 3)
        outer.addStretch(1)
        self.setTabOrder(self.list, self.start_button)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The keyboard starts on the list, wherever it was before the picker came up.
        self.list.setFocus()

    def set_history(self, history: TrainingHistory | None) -> None:
        """Take the trainees from ``history`` (None: no file, one trainee for the session)."""
        self._history = history
        for widget in (self.new_name, self.add_button, self.rename_button, self.remove_button):
            widget.setEnabled(history is not None)

    def show_trainees(self, trainees: Sequence[Trainee], current: Trainee) -> None:
        """List ``trainees`` with ``current`` picked and the keyboard on the list."""
        self.list.clear()
        answers_of = {trainee.id: self._answers(trainee) for trainee in trainees}
        for trainee in listed_trainees(trainees, answers_of, current.id):
            answers = answers_of[trainee.id]
            item = QListWidgetItem(f"{trainee.name}  ·  {_count(answers)}", self.list)
            item.setData(Qt.ItemDataRole.UserRole, trainee)
            if trainee.id == current.id:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        self.problem.hide()
        self.new_name.clear()
        self.list.setFocus()

    def refresh(self, current: Trainee | None = None) -> None:
        """List the history's trainees again (``current``, else the one picked, kept)."""
        if self._history is None:
            return
        keep = current or self.selected()
        try:
            trainees = self._history.trainees()
        except HistoryError as error:
            self._say(str(error))
            return
        self.show_trainees(trainees, keep if keep is not None else trainees[0])

    def _answers(self, trainee: Trainee) -> int | None:
        if self._history is None:
            return None
        try:
            return self._history.count(trainee=trainee.id)
        except HistoryError:
            return None

    def selected(self) -> Trainee | None:
        item = self.list.currentItem()
        value = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return value if isinstance(value, Trainee) else None

    def names(self) -> tuple[str, ...]:
        """The names listed, in order (the picked one's included)."""
        return tuple(
            str(self.list.item(row).text()).split("  ·  ")[0] for row in range(self.list.count())
        )

    def start(self) -> Trainee | None:
        """Train as the trainee picked."""
        trainee = self.selected()
        if trainee is not None:
            self.chosen.emit(trainee)
        return trainee

    def add_and_start(self, name: str | None = None) -> Trainee | None:
        """Add the trainee named in the field (or ``name``) and train as them."""
        if self._history is None:
            return None
        try:
            trainee = self._history.add_trainee(self.new_name.text() if name is None else name)
        except (TraineeError, HistoryError) as error:
            self._say(_sentence(str(error)))
            self.new_name.setFocus()
            return None
        self.refresh(trainee)
        self.chosen.emit(trainee)
        return trainee

    def rename_selected(self, name: str | None = None) -> Trainee | None:
        """Rename the trainee picked (asked for the new name when ``name`` is None)."""
        trainee = self.selected()
        if trainee is None or self._history is None:
            return None
        if name is None:
            name, given = QInputDialog.getText(
                self, "Rename a trainee", f"New name for {trainee.name}:", text=trainee.name
            )
            if not given:
                return None
        try:
            renamed = self._history.rename_trainee(trainee.id, name)
        except (TraineeError, HistoryError) as error:
            self._say(_sentence(str(error)))
            return None
        self.refresh(renamed)
        self.renamed.emit(renamed)
        return renamed

    def remove_selected(self, *, keep_answers: bool | None = None) -> bool:
        """Remove the trainee picked. Whether their answers stay in the history is asked
        when ``keep_answers`` is None (and nothing is removed when the question is closed)."""
        trainee = self.selected()
        if trainee is None or self._history is None:
            return False
        if keep_answers is None:
            keep_answers = self._ask_keep(trainee)
            if keep_answers is None:
                return False
        try:
            self._history.remove_trainee(trainee.id, keep_answers=keep_answers)
        except (TraineeError, HistoryError) as error:
            self._say(_sentence(str(error)))
            return False
        self.refresh(None)
        self.removed.emit(trainee)
        return True

    def _ask_keep(self, trainee: Trainee) -> bool | None:
        answers = _count(self._answers(trainee))
        box = QMessageBox(
            QMessageBox.Icon.Question,
            "Remove a trainee",
            f"Remove {trainee.name} from the list?",
            QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setInformativeText(
            f"Their answers ({answers}) can stay in the history file: adding {trainee.name} "
            "again brings them back. Export the class first to keep a copy elsewhere."
        )
        keep = box.addButton("Keep the answers", QMessageBox.ButtonRole.AcceptRole)
        delete = box.addButton("Delete the answers", QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(keep)
        box.exec()
        clicked = box.clickedButton()
        if clicked is keep:
            return True
        if clicked is delete:
            return False
        return None

    def _say(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()


def _count(answers: int | None) -> str:
    if answers is None:
        return "answers not kept"
    return "1 answer" if answers == 1 else f"{answers:,} answers"


def _sentence(text: str) -> str:
    """An error's words as a sentence (``"Ann is already a trainee's name."``)."""
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
