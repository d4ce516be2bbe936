"""Mastery per tag, for the progress view: each tag's Leitner box, its spots and how near it
is to mastered (50 spots, 27 of the last 30 right and within their time aim).

The numbers are the training model's (:mod:`dealer_app.training.mastery`,
:mod:`dealer_app.training.schedule`); the table only lays them out.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from dealer_app.training.action_drills import ACTION_TAGS
from dealer_app.training.mastery import MASTERY_SPOTS, MASTERY_WINDOW, mastery_by_tag
from dealer_app.training.progress import AnswerRecord
from dealer_app.training.schedule import LeitnerBoxes
from dealer_app.training.tags import TAGS

__all__ = ["MasteryTable"]

_MASTERED = QColor("#3fa45b")
_ROWS = TAGS + ACTION_TAGS
"""The showdown's tags, then the action drills' ones."""
_HEADERS = ("Tag", "Box", "Spots", f"Last {MASTERY_WINDOW} right, on time", "Mastered")


class MasteryTable(QTableWidget):
    """One row per tag: box, spots, the last 30 and whether it is mastered."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(len(_ROWS), len(_HEADERS), parent)
        self.setObjectName("masteryTable")
        self.setHorizontalHeaderLabels(list(_HEADERS))
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.show_records(())

    def show_records(self, records: Sequence[AnswerRecord]) -> None:
        """Fill the table from the history."""
        answers = tuple(records)
        mastery = mastery_by_tag(answers)
        boxes = LeitnerBoxes.from_history(answers)
        for row, tag in enumerate(_ROWS):
            entry = mastery.get(tag)
            spots = entry.spots if entry is not None else 0
            good = f"{entry.good_of_last} of {entry.last}" if entry is not None else "—"
            mastered = entry is not None and entry.mastered
            cells = (
                tag,
                str(boxes.box_of(tag)),
                f"{spots} of {MASTERY_SPOTS}" if spots < MASTERY_SPOTS else str(spots),
                good,
                "✔ mastered" if mastered else "",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                if mastered:
                    item.setForeground(QBrush(_MASTERED))
                self.setItem(row, column, item)

    def row_of(self, tag: str) -> tuple[str, ...]:
        """The cells of ``tag``'s row, as shown."""
        row = _ROWS.index(tag)
        items = (self.item(row, column) for column in range(self.columnCount()))
        return tuple(item.text() if item is not None else "" for item in items)
