"""Name the hand: the category and the five cards that play for the seat asked about."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from dealer_app.gui.card_art import CARD_ASPECT, CardState, card_size, draw_card
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.answer_panel import AnswerPanel
from dealer_app.model.cards import Card, CardError, parse_card
from dealer_app.model.hands.strength import Category
from dealer_app.training.drills import CATEGORY_KEYS, Answer, HandAnswer, Question
from dealer_app.training.typed_hand import read_typed_hand

__all__ = ["CardChoice", "HandPanel"]

HAND_SIZE = 5
_CARD_HEIGHT = 64.0
_SMALLEST_CARD_HEIGHT = 36.0
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

    def set_chosen(self, cards: frozenset[Card]) -> None:
        """Choose exactly the cards of ``cards`` this row holds (up to the limit)."""
        self._chosen = set(card for card in self._cards if card in cards)
        while len(self._chosen) > self._limit:
            self._chosen.pop()
        self.update()

    def _card_height(self) -> float:
        """The cards' height: the full size when the row has room, else as large as lets
        every card show whole in the width given (seven stud cards on a laptop's panel)."""
        count = max(1, len(self._cards))
        room = (self.width() - _GAP * (count + 1)) / count
        return max(_SMALLEST_CARD_HEIGHT, min(_CARD_HEIGHT, room / CARD_ASPECT))

    def card_rect(self, index: int) -> QRectF:
        size = card_size(self._card_height())
        return QRectF(_GAP + index * (size.width() + _GAP), _GAP + 8, size.width(), size.height())

    def sizeHint(self) -> QSize:
        return self._size_at(_CARD_HEIGHT)

    def minimumSizeHint(self) -> QSize:
        return self._size_at(_SMALLEST_CARD_HEIGHT)

    def _size_at(self, height: float) -> QSize:
        size = card_size(height)
        count = max(1, len(self._cards))
        # The row keeps its full height: the cards shrink in width, not the row under them.
        return QSize(round(count * (size.width() + _GAP) + _GAP), round(_CARD_HEIGHT + 24))

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
        self._offer_categories(wild=False)
        self.category_box.currentIndexChanged.connect(lambda _index: self.changed.emit())
        self.hole = CardChoice(theme, self)
        self.board = CardChoice(theme, self)
        for row in (self.hole, self.board):
            row.toggled.connect(self._on_toggled)
        self.cards_edit = QLineEdit(self)
        self.cards_edit.textEdited.connect(self._cards_typed)
        self.count_label = QLabel(self)
        form = QFormLayout()
        self.form = form
        self.category_label = QLabel("Category", self)
        form.addRow(self.category_label, self.category_box)
        form.addRow("Seat's cards", self.hole)
        form.addRow("Board", self.board)
        form.addRow("Cards that play", self.cards_edit)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addLayout(form)
        layout.addWidget(self.count_label)
        layout.addStretch(1)

    def _offer_categories(self, *, wild: bool) -> None:
        """The categories the game can make: Five of a Kind only with wild cards."""
        self.category_box.blockSignals(True)
        self.category_box.clear()
        self.category_box.addItem("Choose…", None)
        titles = {category.key: category.title for category in Category}
        for key in CATEGORY_KEYS:
            if key != Category.FIVE_OF_A_KIND.key or wild:
                self.category_box.addItem(titles[key], key)
        self.category_box.blockSignals(False)

    def set_question(self, question: Question) -> None:
        super().set_question(question)
        scenario = question.spot.scenario
        self._offer_categories(wild=bool(scenario.rules.wild or scenario.game_rules.wild))
        seat = question.seat
        entry = next((e for e in scenario.seats if e.seat == seat), None)
        self.hole.set_cards(entry.cards if entry is not None else ())
        board = scenario.boards[0] if scenario.boards else ()
        self.board.set_cards(board)
        # A draw or stud game has no board: its row goes, heading and all.
        self.form.setRowVisible(self.board, bool(board))
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
        self._hint_typing(by_cards=question.by_cards)
        self.cards_edit.clear()
        self._on_toggled()

    def _hint_typing(self, *, by_cards: bool) -> None:
        """The field's hint offers the short form (FH QQQ99) only where a category is asked:
        a hand named by its cards is typed as its cards."""
        if by_cards:
            self.cards_edit.setPlaceholderText("The cards: 7h 5d 4c 3s 2h")
            self.cards_edit.setToolTip("Type the cards that play, or click them")
            return
        self.cards_edit.setPlaceholderText("FH QQQ99, st 9, fl A ... or the cards: Qh Qd 9c")
        self.cards_edit.setToolTip(
            "Type the hand short (FH QQQ99, 2p KK7, st 9, fl A: the five cards are picked) "
            "or the cards themselves, or click them"
        )

    def focus_answer(self) -> None:
        (
            self.cards_edit
            if self.question is not None and self.question.by_cards
            else self.category_box
        ).setFocus()

    def _cards_typed(self, text: str) -> None:
        if self._hand_typed(text):
            return
        typed: set[Card] = set()
        for word in text.replace(",", " ").split():
            try:
                typed.add(parse_card(word))
            except CardError:
                continue
        chosen = frozenset(typed)
        self.hole.set_chosen(chosen)
        self.board.set_chosen(chosen)
        self._on_toggled()

    def _on_toggled(self, *_args: object) -> None:
        chosen = len(self.hole.chosen()) + len(self.board.chosen())
        self.count_label.setText(f"{chosen} of {HAND_SIZE} cards chosen")
        self.changed.emit()

    def _hand_typed(self, text: str) -> bool:
        """A hand typed short (``FH QQQ99``): its category chosen and its five cards picked."""
        if self.question is None or self.question.by_cards:
            return False
        rules = self.question.spot.scenario.game_rules
        typed = read_typed_hand(
            text,
            self.hole.cards(),
            self.board.cards(),
            two_from_hole=rules.two_hole_cards_exactly,
        )
        if typed is None:
            return False
        self.category_box.setCurrentIndex(max(0, self.category_box.findData(typed.category)))
        chosen = frozenset(typed.cards)
        self.hole.set_chosen(chosen)
        self.board.set_chosen(chosen)
        self._on_toggled()
        return True

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

    def marks_for(self, answer: Answer) -> dict[int, str]:
        seat = self.question.seat if self.question is not None else None
        return {seat: "This hand"} if seat is not None else {}
