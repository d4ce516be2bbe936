"""The rules reference: the hand ranking with example hands drawn as cards, the count and
odds of each rank over all 2,598,960 five-card hands (counted by the app, in a worker
thread, with the time it took, and checked against the card-room rule text), the
tie-break and odd-chip rules of the selected game in plain words, and the lows.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt, QThread, Signal
from PySide6.QtGui import QCloseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.card_art import CardStyle, card_size, draw_card
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.model.cards import Card
from dealer_app.model.hands.games import Game, game_rules
from dealer_app.model.hands.ranking import (
    FIVE_CARD_HANDS,
    FOUR_CARD_HANDS,
    PUBLISHED_COUNTS,
    HandCounts,
    LowExample,
    RankingRow,
    count_five_card_hands,
    game_rules_words,
    low_examples,
    ranking_of,
)

__all__ = ["CardsPicture", "RulesReference"]

Counter = Callable[[Callable[[int, int], None]], HandCounts]
RANK, EXAMPLE, HANDS, CHANCE, RULE_TEXT, NOTE = range(6)
_HEADERS = ("Rank", "Example", "Hands", "Chance", "Rule text", "How ties break")
_CARD_HEIGHT = 44.0


class CardsPicture(QWidget):
    """A few cards side by side, drawn as the table draws them."""

    def __init__(self, cards: tuple[Card, ...], theme: Theme, parent: QWidget | None = None):
        super().__init__(parent)
        self.cards = cards
        self.theme = theme
        self.style_ = CardStyle()

    def sizeHint(self) -> QSize:
        size = card_size(_CARD_HEIGHT)
        return QSize(int(size.width() * len(self.cards) + 4 * len(self.cards) + 8), 52)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        size = card_size(_CARD_HEIGHT)
        for position, card in enumerate(self.cards):
            rect = QRectF(4 + position * (size.width() + 4), 4, size.width(), size.height())
            draw_card(painter, rect, card, theme=self.theme, style=self.style_)
        painter.end()


class _CountingThread(QThread):
    progressed = Signal(int, int)
    counted = Signal(object)

    def __init__(self, counter: Counter, parent: QWidget) -> None:
        super().__init__(parent)
        self.counter = counter

    def run(self) -> None:
        self.counted.emit(self.counter(self.progressed.emit))


class RulesReference(QWidget):
    """The ranking, its counts and odds, the rules of a game in words, and the lows."""

    counted = Signal(object)
    """Emitted with the :class:`HandCounts` once every hand has been counted."""

    def __init__(
        self,
        game: Game | str = Game.HOLDEM,
        theme: Theme | None = None,
        counter: Counter = count_five_card_hands,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rulesReference")
        self.theme = theme if theme is not None else load_theme()
        self.counter = counter
        self.counts: HandCounts | None = None
        self._thread: _CountingThread | None = None
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        top.addWidget(QLabel("Game", self))
        self.game_box = QComboBox(self)
        for choice in Game:
            self.game_box.addItem(game_rules(choice).title, choice.value)
        self.game_box.setCurrentIndex(self.game_box.findData(Game(game).value))
        self.game_box.currentIndexChanged.connect(lambda _: self._show_game())
        top.addWidget(self.game_box)
        top.addStretch(1)
        self.count_button = QPushButton(f"Count all {FIVE_CARD_HANDS:,} hands", self)
        self.count_button.clicked.connect(self.start_count)
        top.addWidget(self.count_button)
        layout.addLayout(top)

        self.progress = QProgressBar(self)
        self.progress.setRange(0, FIVE_CARD_HANDS)
        self.progress.setVisible(False)
        layout.addWidget(self.progress)
        self.count_label = QLabel(
            f"Counts and chances come from evaluating every one of the {FIVE_CARD_HANDS:,} "
            f"five-card hands (badugi: every one of the {FOUR_CARD_HANDS:,} four-card hands).",
            self,
        )
        self.count_label.setWordWrap(True)
        layout.addWidget(self.count_label)

        self.rows: tuple[RankingRow, ...] = ()
        self.table = QTableWidget(0, len(_HEADERS), self)
        self.table.setHorizontalHeaderLabels(_HEADERS)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        for column in (RANK, EXAMPLE, HANDS, CHANCE, RULE_TEXT):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NOTE, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        layout.addWidget(self.table, 3)

        self.rules_label = QLabel(self)
        self.rules_label.setWordWrap(True)
        self.rules_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.rules_label)

        self.lows: tuple[LowExample, ...] = ()
        self.lows_row = QHBoxLayout()
        layout.addLayout(self.lows_row)
        self._show_game()

    def _fill_lows(self, lows: tuple[LowExample, ...]) -> None:
        """Lay out the lows beside the game's ladder, each in a box of its own."""
        if lows == self.lows:
            return
        self.lows = lows
        while self.lows_row.count():
            item = self.lows_row.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                # Out of the window at once: a box only deleted later still reads as shown.
                old.setParent(None)
                old.deleteLater()
        for low in lows:
            box = QWidget(self)
            column = QVBoxLayout(box)
            column.setContentsMargins(0, 0, 0, 0)
            column.addWidget(QLabel(f"<b>{low.title}</b>", box))
            column.addWidget(CardsPicture(low.cards, self.theme, box))
            text = QLabel(low.words, box)
            text.setWordWrap(True)
            column.addWidget(text)
            self.lows_row.addWidget(box, 1)
        if len(lows) == 1:
            # A lone box keeps the width it has beside another, not the whole row.
            self.lows_row.addStretch(1)

    def _fill_rows(self, rows: tuple[RankingRow, ...]) -> None:
        """Lay out the ladder of the game shown: the high ranking, or its lowball and badugi
        ladders."""
        if rows == self.rows:
            return
        self.rows = rows
        self.table.clearContents()
        self.table.setRowCount(len(rows))
        for row, rank in enumerate(rows):
            self.table.setItem(row, RANK, QTableWidgetItem(rank.title))
            self.table.setCellWidget(row, EXAMPLE, CardsPicture(rank.example, self.theme))
            self.table.setItem(row, NOTE, QTableWidgetItem(rank.note))
            self.table.setRowHeight(row, 54)
            for column in (HANDS, CHANCE, RULE_TEXT):
                self.table.setItem(row, column, QTableWidgetItem(""))
        self._show_counts()

    def game(self) -> Game:
        return Game(self.game_box.currentData())

    def set_game(self, game: Game | str) -> None:
        self.game_box.setCurrentIndex(self.game_box.findData(Game(game).value))

    def _show_game(self) -> None:
        rules = game_rules(self.game())
        self._fill_rows(ranking_of(rules.game))
        self._fill_lows(low_examples(rules.game))
        lines = "".join(f"<li>{line}</li>" for line in game_rules_words(rules.game))
        self.rules_label.setText(f"<b>{rules.title}</b><ul>{lines}</ul>")

    def start_count(self) -> None:
        """Count every five-card hand in a worker thread (the window stays responsive)."""
        if self._thread is not None:
            return
        self.count_button.setEnabled(False)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.count_label.setText(f"Evaluating all {FIVE_CARD_HANDS:,} five-card hands…")
        thread = _CountingThread(self.counter, self)
        thread.progressed.connect(lambda done, _total: self.progress.setValue(done))
        thread.counted.connect(self._counted)
        thread.finished.connect(self._thread_done)
        self._thread = thread
        thread.start()

    def _thread_done(self) -> None:
        if self._thread is not None:
            self._thread.deleteLater()
        self._thread = None
        self.count_button.setEnabled(True)

    def _counted(self, counts: HandCounts) -> None:
        self.counts = counts
        self.progress.setVisible(False)
        agree = all(counts.matches_published(key) for key in PUBLISHED_COUNTS)
        verdict = (
            "every count agrees with the card-room rule text"
            if agree
            else "some counts differ from the card-room rule text (marked)"
        )
        self.count_label.setText(
            f"Counted {counts.total:,} five-card hands in {counts.seconds:.2f} s "
            f"({counts.method}): {verdict}."
        )
        self._show_counts()
        self.counted.emit(counts)

    def _show_counts(self) -> None:
        counts = self.counts
        for row, rank in enumerate(self.rows):
            published = PUBLISHED_COUNTS.get(rank.key)
            hands = chance = check = ""
            if rank.wild:
                hands, chance, check = "with wild cards", "—", "—"
            elif counts is not None:
                hands = f"{counts.count_of(rank):,}"
                chance = _percent(float(counts.chance(rank)))
                if published is None:
                    check = "—"  # the rule text gives no count of the lowball classes
                elif counts.matches_published(rank.key):
                    check = f"✓ {published:,}"
                else:
                    check = f"✗ {published:,}"
            elif published is not None:
                check = f"{published:,}"
            for column, text in ((HANDS, hands), (CHANCE, chance), (RULE_TEXT, check)):
                item = self.table.item(row, column)
                if item is not None:
                    item.setText(text)
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )

    def wait_for_count(self) -> None:
        """Block until a running count ends (closing the window, tests)."""
        if self._thread is not None:
            self._thread.wait()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.wait_for_count()
        super().closeEvent(event)


def _percent(probability: float) -> str:
    """As the rule text writes it: three significant digits, two decimals from 10%.

    >>> [_percent(p) for p in (4 / 2598960, 624 / 2598960, 0.0211, 0.4226)]
    ['0.000154%', '0.0240%', '2.11%', '42.26%']
    """
    percent = probability * 100
    if percent <= 0:
        return "0%"
    if percent >= 10:
        return f"{percent:.2f}%"
    digits = 2 - math.floor(math.log10(percent))
    return f"{percent:.{digits}f}%"
