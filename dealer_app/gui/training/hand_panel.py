"""Name the hand: the category and the five cards that play for the seat asked about."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from dealer_app.gui.card_art import CardState, card_size, draw_card
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.answer_panel import AnswerPanel
from dealer_app.model.cards import Card
from dealer_app.model.hands.strength import Category
from dealer_app.training.drills import CATEGORY_KEYS, HandAnswer, Question

__all__ = ["CardChoice", "HandPanel"]

HAND_SIZE = 5
_CARD_HEIGHT = 64.0
_GAP = 6.0


class CardChoice(QWidget):
    """A row of cards to pick from; chosen cards stand raised, the others dimmed."""

    toggled = Signal(object, bool)

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self._cards: tuple[Card, ...] = ()
        self._chosen: set[Card] = set()
        self._limit = HAND_SIZE
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_cards(self, cards: Sequence[Card], limit: int = HAND_SIZE) -> None:
        self._cards = tuple(cards)
        self._chosen = set()
        self._limit = limit
        self.updateGeometry()
        self.update()

    def cards(self) -> tuple[Card, ...]:
        return self._cards

    def chosen(self) -> frozenset[Card]:
        return frozenset(self._chosen)

    def toggle(self, card: Card) -> bool:
        """Choose ``card`` or take it back; refused when the hand is full already."""
        if card in self._chosen:
            self._chosen.discard(card)
        elif len(self._chosen) < self._limit and card in self._cards:
            self._chosen.add(card)
        else:
            return False
        self.toggled.emit(card, card in self._chosen)
        self.update()
        return True

    def card_rect(self, index: int) -> QRectF:
        size = card_size(_CARD_HEIGHT)
        return QRectF(_GAP + index * (size.width() + _GAP), _GAP + 8, size.width(), size.height())

    def sizeHint(self) -> QSize:
        size = card_size(_CARD_HEIGHT)
        count = max(1, len(self._cards))
        return QSize(round(count * (size.width() + _GAP) + _GAP), round(size.height() + 24))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        for index, card in enumerate(self._cards):
            if self.card_rect(index).contains(event.position()):
                self.toggle(card)
                return

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for index, card in enumerate(self._cards):
            rect = self.card_rect(index)
            chosen = card in self._chosen
            if chosen:
                rect.translate(0, -8)
            state = CardState.RAISED if chosen else CardState.NORMAL
            draw_card(painter, rect, card, theme=self._theme, state=state)
        painter.end()


class HandPanel(AnswerPanel):
    """The seat's cards and the board's to pick the five from, and the category."""

    def __init__(self, theme: Theme | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme = theme if theme is not None else load_theme()
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.category_box = QComboBox(self)
        self.category_box.addItem("Choose…", None)
        titles = {category.key: category.title for category in Category}
        for key in CATEGORY_KEYS:
            self.category_box.addItem(titles[key], key)
        self.category_box.currentIndexChanged.connect(lambda _index: self.changed.emit())
        self.hole = CardChoice(theme, self)
        self.board = CardChoice(theme, self)
        for row in (self.hole, self.board):
            row.toggled.connect(self._on_toggled)
        self.count_label = QLabel(self)
        form = QFormLayout()
        self.category_label = QLabel("Category", self)
        form.addRow(self.category_label, self.category_box)
        form.addRow("Seat's cards", self.hole)
        form.addRow("Board", self.board)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addLayout(form)
        layout.addWidget(self.count_label)
        layout.addStretch(1)

    def set_question(self, question: Question) -> None:
        super().set_question(question)
        scenario = question.spot.scenario
        seat = question.seat
        entry = next((e for e in scenario.seats if e.seat == seat), None)
        self.hole.set_cards(entry.cards if entry is not None else ())
        board = scenario.boards[0] if scenario.boards else ()
        self.board.set_cards(board)
        self.board.setVisible(bool(board))
        self.category_box.setCurrentIndex(0)
        # A low (a deuce-to-seven hand, a badugi) is named by its cards alone.
        self.category_box.setVisible(not question.by_cards)
        self.category_label.setVisible(not question.by_cards)
        if question.by_cards:
            what = question.hand_words.removesuffix(" hand")
            words = f"pick the cards of its {what} (none when it has no qualifying low)"
        else:
            words = "pick the hand and the five cards that play"
        self.prompt.setText(f"Seat {seat}: {words}.")
        self._on_toggled()

    def _on_toggled(self, *_args: object) -> None:
        chosen = len(self.hole.chosen()) + len(self.board.chosen())
        self.count_label.setText(f"{chosen} of {HAND_SIZE} cards chosen")
        self.changed.emit()

    def choose(self, category: str | None, cards: Sequence[Card]) -> None:
        """Give the answer at once (as picking would): a category key and the cards."""
        self.category_box.setCurrentIndex(max(0, self.category_box.findData(category)))
        for card in cards:
            row = self.hole if card in self.hole.cards() else self.board
            row.toggle(card)

    def answer(self) -> HandAnswer:
        return HandAnswer(
            category=None
            if self.question is not None and self.question.by_cards
            else self.category_box.currentData(),
            cards=self.hole.chosen() | self.board.chosen(),
        )

    def marks(self) -> dict[int, str]:
        seat = self.question.seat if self.question is not None else None
        return {seat: "This hand"} if seat is not None else {}
