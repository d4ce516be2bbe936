"""The instructor's view: every trainee of the class on one tag, or on all, sortable.

One row per trainee: answers, tags mastered (on one tag: mastered or not, and its Leitner
box), accuracy, median time and the last day practised. The figures are the training
model's (:mod:`dealer_app.training.standing`); the table is an item model behind a
:class:`QSortFilterProxyModel`, so a click on a heading sorts by the figure itself (not
its words) and the field above it finds a trainee by name. The class is gathered from
several laptops with the two buttons: each trainee exported to a file of their own, and
those files imported here (:mod:`dealer_app.storage.trainee_file`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from dealer_app.storage.history import Trainee
from dealer_app.training.action_drills import ACTION_TAGS
from dealer_app.training.mastery import MASTERY_SPOTS
from dealer_app.training.progress import AnswerRecord
from dealer_app.training.standing import Standing, standings
from dealer_app.training.tags import TAGS

__all__ = ["COLUMNS", "ClassView"]

COLUMNS = ("Trainee", "Answers", "Mastered", "Box", "Accuracy", "Median time", "Last practice")
_BOX = COLUMNS.index("Box")
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
"""The figure a column sorts by (the cell's words are for reading)."""
_ALL_TAGS = "All tags"


class ClassView(QWidget):
    """The class's table, its tag and name filters, and the class file buttons."""

    exportRequested = Signal()
    importRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("classView")
        self.tag_box = QComboBox(self)
        self.tag_box.setObjectName("classTag")
        self.tag_box.addItem(_ALL_TAGS, None)
        for tag in (*TAGS, *ACTION_TAGS):
            self.tag_box.addItem(tag, tag)
        self.tag_box.setToolTip("The trainees' figures on this tag alone")
        self.find_box = QLineEdit(self)
        self.find_box.setPlaceholderText("Find a trainee")
        self.find_box.setClearButtonEnabled(True)
        self.model = QStandardItemModel(0, len(COLUMNS), self)
        self.model.setHorizontalHeaderLabels(list(COLUMNS))
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterKeyColumn(0)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.find_box.textChanged.connect(self.proxy.setFilterFixedString)
        self.table = QTableView(self)
        self.table.setObjectName("classTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The names take the room left: the figures stay together, each under its heading.
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.export_button = QPushButton("Export the class…", self)
        self.export_button.setToolTip("One file per trainee, in a folder you choose")
        self.export_button.clicked.connect(self.exportRequested)
        self.import_button = QPushButton("Import trainee files…", self)
        self.import_button.setToolTip(
            "Trainees exported on other laptops; an answer already here is not added twice"
        )
        self.import_button.clicked.connect(self.importRequested)
        self.report = QLabel(self)
        self.report.setObjectName("classReport")
        self.report.setWordWrap(True)
        self.report.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        filters = QHBoxLayout()
        filters.addWidget(QLabel("Tag:", self))
        filters.addWidget(self.tag_box)
        filters.addSpacing(16)
        filters.addWidget(self.find_box, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.import_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.report)
        self._trainees: tuple[Trainee, ...] = ()
        self._records: tuple[AnswerRecord, ...] = ()
        self.tag_box.currentIndexChanged.connect(lambda _index: self._fill())

    def show_class(self, trainees: Sequence[Trainee], records: Sequence[AnswerRecord]) -> None:
        """Show ``trainees`` with their figures from ``records`` (every trainee's answers)."""
        self._trainees = tuple(trainees)
        self._records = tuple(records)
        self._fill()

    def set_tag(self, tag: str | None) -> None:
        self.tag_box.setCurrentIndex(max(0, self.tag_box.findData(tag)))

    def _fill(self) -> None:
        tag = self.tag_box.currentData()
        ids = [trainee.id for trainee in self._trainees]
        figures: Mapping[str, Standing] = standings(
            (record for record in self._records if record.trainee in ids), tag=tag, trainees=ids
        )
        self.model.removeRows(0, self.model.rowCount())
        for trainee in self._trainees:
            row = _row(trainee, figures[trainee.id])
            self.model.appendRow(row)
        self.table.setColumnHidden(_BOX, tag is None)
        self.proxy.invalidate()

    def rows(self) -> tuple[tuple[str, ...], ...]:
        """The cells as shown, row by row in the table's order (sorted and filtered)."""
        return tuple(
            tuple(
                str(self.proxy.index(row, column).data())
                for column in range(len(COLUMNS))
                if not self.table.isColumnHidden(column)
            )
            for row in range(self.proxy.rowCount())
        )


def _row(trainee: Trainee, figures: Standing) -> list[QStandardItem]:
    accuracy = figures.accuracy
    median = figures.median_seconds
    last = figures.last_practice
    if figures.box is None:
        mastered = f"{figures.mastered} of {figures.tags_seen} tags" if figures.tags_seen else "—"
    elif figures.mastered:
        mastered = "✔ mastered"
    elif figures.answers < MASTERY_SPOTS:
        mastered = f"{figures.answers} of {MASTERY_SPOTS} spots"
    else:
        mastered = f"{figures.answers} spots, not mastered"
    # Mastered sorts by the tags mastered, then by the answers given towards them.
    cells: list[tuple[str, str | float]] = [
        (trainee.name, trainee.name.casefold()),
        (f"{figures.answers:,}", figures.answers),
        (mastered, figures.mastered * 1e9 + figures.answers),
        (str(figures.box) if figures.box is not None else "", figures.box or 0),
        (
            f"{accuracy:.0%}" if accuracy is not None else "—",
            -1.0 if accuracy is None else accuracy,
        ),
        (f"{median:.1f} s" if median is not None else "—", median if median is not None else 1e9),
        (_day(last), last.timestamp() if last is not None else 0.0),
    ]
    row = []
    for column, (text, value) in enumerate(cells):
        item = QStandardItem(text)
        item.setData(value, SORT_ROLE)
        if column:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.append(item)
    return row


def _day(when: datetime | None) -> str:
    """The last practice as a day (local time): ``2026-03-02``."""
    return when.astimezone().strftime("%Y-%m-%d") if when is not None else "never"
