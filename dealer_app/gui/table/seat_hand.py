"""What a seat's hand shows: the cards that play raised, the hand in words, fitted to the plaque.

Shared by the seat plaques and the board rows of the table. The words are a
:class:`HandLine`: a pick changes every seat's hand, and a line that only repaints when its
words change (its plaque laid out again only when they take another height) keeps a pick
from laying out every plaque.
"""

from __future__ import annotations

import functools
import re
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealer_app.gui.card_art import CardState
from dealer_app.gui.pictures import draw_picture
from dealer_app.gui.recent import recent
from dealer_app.gui.table.backdrop import set_backdrop
from dealer_app.gui.table.card_row import CardSlotRow
from dealer_app.model.cards import Card
from dealer_app.model.hands.games import GameRules

if TYPE_CHECKING:
    from PySide6.QtGui import QAccessibleInterface

    from dealer_app.model.showdown.result import SeatHand

__all__ = [
    "HandLine",
    "card_states",
    "fitted_text",
    "hand_lines",
    "hand_text",
    "read_hand_lines_as_text",
    "show_cards",
]


def card_states(cards: tuple[Card, ...], hands: tuple[SeatHand, ...]) -> tuple[CardState, ...]:
    """Raise the cards that play in any of the hands given, dim the others.

    With no hand evaluated yet, every card is shown plainly.
    """
    if not hands:
        return ()
    playing: set[Card] = set()
    for hand in hands:
        playing.update(hand.best)
        if hand.low is not None:
            playing.update(hand.low.cards)
    return tuple(CardState.RAISED if card in playing else CardState.DIMMED for card in cards)


def hand_text(hands: tuple[SeatHand, ...], runs: int) -> str:
    """The seat's hand in words, a line per board; in high-low games the low on its own line,
    or, the board run more than once, beside the high ("Board 1: Fives · Low: 7-6-5-2-A"):
    four lines would leave ten plaques on a laptop no room for their cards."""
    lines = []
    for hand in hands:
        prefix = f"Board {hand.board}: " if runs > 1 else ""
        names = [half.name for half in (hand.high, hand.low) if half is not None]
        if runs > 1 and names:
            lines.append(prefix + " · ".join(names))
        else:
            lines.extend(names)
    return "\n".join(lines)


def hand_lines(rules: GameRules, runs: int) -> int:
    """How many lines :func:`hand_text` can take in this game."""
    return runs if runs > 1 else 2 if rules.is_split else 1


def show_cards(
    row: CardSlotRow, slots: int, cards: tuple[Card, ...], states: tuple[CardState, ...]
) -> None:
    """Give a row its slots, cards and raised/dimmed states, touching only what changed.

    Each setter repaints the row; a card picked elsewhere usually changes nothing here.
    """
    if row.slot_count() != slots:
        row.set_slot_count(slots)
    if row.filled_cards() != cards:
        row.set_cards(cards)
    padded = states + (CardState.NORMAL,) * (slots - len(states))
    if row.card_states() != padded[:slots]:
        row.set_card_states(states)


_FITTED_TEXTS = 512
_fitted_texts: OrderedDict[tuple[str, str, int], str] = OrderedDict()


def fitted_text(text: str, font: QFont, width: int) -> str:
    """Each line of a hand's words as it fits ``width`` (:func:`_fit`), measured once.

    The same hands come back again and again at a table (a card changed back, an undo);
    measuring the words is what a seat's update costs most.
    """
    return _fitted(text, font, font.key(), width)


def _fitted(text: str, font: QFont, font_key: str, width: int) -> str:
    """:func:`fitted_text`, ``font_key`` being ``font.key()`` (some microseconds a call)."""

    def fit() -> str:
        metrics = QFontMetrics(font)
        lines = text.split("\n") if text else []
        fitted = [_fit(line, metrics, width) for line in lines]
        if any(_SHORT_BOARD.match(line) for line in fitted):
            # One board's "B1:" makes every board's: the lines read alike.
            fitted = [_fit(line, metrics, width, short_board=True) for line in lines]
        return "\n".join(fitted)

    return recent(_fitted_texts, (text, font_key, width), fit, _FITTED_TEXTS)


def _fit(text: str, metrics: QFontMetrics, width: int, *, short_board: bool = False) -> str:
    """The hand's name as it fits: whole, else the model's shorter names of it, which keep
    the ranks that decide ("Queens full of Jacks", "Queens full") before the category, else
    its first parts, else cut. A board's name goes before it, "Board 1: ", else (or with
    ``short_board``) "B1: ".

    The full name stays in the tooltip.
    """
    board = _BOARD.match(text)
    if metrics.horizontalAdvance(text) <= width and not (board and short_board):
        return text
    if board is not None:
        rest = text[board.end() :]
        # The board gives up its name before its hand is cut or said by its category alone.
        if not short_board:
            prefix = board.group(0)
            line = _after_board(prefix, rest, metrics, width)
            if line and not _says_less(line.removeprefix(prefix), rest):
                return line
        return _after_board(f"B{board.group(1)}: ", rest, metrics, width) or (
            metrics.elidedText(text, _ELIDE, width)
        )
    halves = text.split(" · ")
    if len(halves) > 1:
        return _within(lambda room: _fit_halves(halves, metrics, room), metrics, width, width)
    # Loaded with the first hand too long for its plaque: an empty table has none.
    from dealer_app.model.hands.words import shorter_names

    for shorter in shorter_names(text):
        if metrics.horizontalAdvance(shorter) <= width:
            return shorter
    parts = text.split(", ")
    while len(parts) > 1:
        parts.pop()
        shorter = ", ".join(parts)
        if metrics.horizontalAdvance(shorter) <= width:
            return shorter
    return metrics.elidedText(text, _ELIDE, width)


_ELIDE = Qt.TextElideMode.ElideRight


def _after_board(prefix: str, rest: str, metrics: QFontMetrics, width: int) -> str:
    """``prefix`` and the hand ``rest`` fitted after it within ``width``; "" where no word
    of the hand fits."""

    def after(room: int) -> str:
        return prefix + _fit(rest, metrics, room)

    line = _within(after, metrics, width - metrics.horizontalAdvance(prefix), width)
    fits = line != prefix and metrics.horizontalAdvance(line) <= width
    return line if fits else ""


def _says_less(fitted: str, whole: str) -> bool:
    """Whether a hand's words fitted lose more than a shorter name does: a half cut, or
    said by the last and least of its names, with no rank in figures ("Flush" of "Flush,
    Ace high"; a low's cards, "8-6-4-2-A", say all)."""
    from dealer_app.model.hands.words import shorter_names

    for shown, half in zip(fitted.split(" · "), whole.split(" · "), strict=False):
        if "…" in shown:
            return True
        names = shorter_names(half)
        least = len(names) > 1 and shown == names[-1]
        if least and not any(letter.isdigit() for letter in shown):
            return True
    return False


def _within(make: Callable[[int], str], metrics: QFontMetrics, room: int, width: int) -> str:
    """What ``make`` fits to ``room``, measured whole no wider than ``width``: parts fitted
    one by one and set side by side may come a pixel or two wider than each measured."""
    line = make(room)
    for narrower in range(room - 1, room - 4, -1):
        if metrics.horizontalAdvance(line) <= width:
            break
        line = make(narrower)
    return line


def _fit_halves(halves: list[str], metrics: QFontMetrics, width: int) -> str:
    """Halves of a hand ("Fives · Low: 7-6-5-2-A") fitted to an equal share of ``width``
    each, the room a half leaves then given to the halves shortened, in order."""
    room = width - metrics.horizontalAdvance(" · ") * (len(halves) - 1)
    fitted = [_fit(half, metrics, room // len(halves)) for half in halves]
    spare = room - sum(metrics.horizontalAdvance(half) for half in fitted)
    for index, half in enumerate(halves):
        if fitted[index] != half and spare > 0:
            taken = metrics.horizontalAdvance(fitted[index])
            fitted[index] = _fit(half, metrics, taken + spare)
            spare -= metrics.horizontalAdvance(fitted[index]) - taken
    if not all(fitted):
        # Too narrow to say each half: the line cut as it comes.
        return metrics.elidedText(" · ".join(halves), _ELIDE, width)
    return " · ".join(fitted)


_BOARD = re.compile(r"Board (\d+): ")
"""How :func:`hand_text` starts a hand's line when the board was run more than once."""
_SHORT_BOARD = re.compile(r"B\d+: ")

_MEASURE_ROOM = 2000
"""The width a line's words are measured in, as a label measures its size (none is wider)."""


_MEASURED_KEPT = 64
"""How many sizes of its words a hand line keeps (all are forgotten when there are more)."""


class HandLine(QWidget):
    """A seat's hand in words, centred, in the colour of the seat's look; as a label
    written with :meth:`set_text` and drawn as one (the style's item text).

    Unlike a label, new words only repaint the line: the plaque round it is laid out again
    only when they take another height (another number of lines). Its colour is chosen
    when it is painted (:meth:`set_ink`), not set as a palette. It is measured as a label
    measures its plain text: a line that never had words is one line of its font tall,
    and words are measured whole, with nothing centred (no half pixels rounded).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._had_text = False
        self._ink: QColor | None = None
        self._backdrop: QColor | None = None
        self._measured: OrderedDict[tuple[str, str], QSize] = OrderedDict()
        self._font: QFont | None = None
        self._font_key = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def text(self) -> str:
        return self._text

    def set_fitted_text(self, text: str, width: int) -> None:
        """Show ``text``, each line fitted to ``width`` (:func:`fitted_text`)."""
        self.set_text(_fitted(text, *self._font_and_key(), width))

    def set_text(self, text: str) -> None:
        """Show ``text`` (one line per hand, ``\\n`` between them)."""
        if text == self._text:
            return
        height = self.sizeHint().height()
        self._text = text
        self._had_text = True
        # What a label gives a screen reader: its words.
        self.setAccessibleName(text)
        if self.sizeHint().height() != height:
            self.updateGeometry()
        self.update()

    def set_ink(self, colour: QColor) -> None:
        """Write the words in ``colour`` (the palette's text colour until set)."""
        # Compared with None, a colour has PySide6 make QImage's Python type (some 3.5
        # million instructions of the start) while it looks for a conversion.
        if self._ink is None or colour != self._ink:
            self._ink = QColor(colour)
            self.update()

    def set_backdrop(self, colour: QColor | None) -> None:
        """Paint ``colour`` under the words, the whole line (None: nothing, the plaque
        shows through). A line with a backdrop is opaque: new words repaint it alone."""
        self._backdrop = set_backdrop(self, self._backdrop, colour)

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        if not self._had_text:
            return QSize(metrics.averageCharWidth(), metrics.lineSpacing())
        text = self._text

        def measure() -> QSize:
            return metrics.boundingRect(0, 0, _MEASURE_ROOM, _MEASURE_ROOM, 0, text).size()

        key = (text, self._font_and_key()[1])
        return QSize(recent(self._measured, key, measure, _MEASURED_KEPT))

    def _font_and_key(self) -> tuple[QFont, str]:
        """The line's font and its key: the key is made again only for a new font (a
        font's key takes some microseconds, asked for at each measure)."""
        font = self.font()
        if self._font is None or font != self._font:
            self._font, self._font_key = font, font.key()
        return font, self._font_key

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._backdrop is None and not self._text:
            return
        painter = QPainter(self)
        if not self._text:
            self._paint_words(painter, QRectF(self.rect()))
            painter.end()
            return
        # Every seat's line has new words after a pick, and a dealer trying cards meets the
        # same words again: copied from a picture of them, not laid out and drawn anew.
        look = (
            "hand line",
            self._text,
            self._font_and_key()[1],
            self._ink.rgba() if self._ink is not None else None,
            self._backdrop.rgba() if self._backdrop is not None else None,
            self.isEnabled(),
            self.palette().cacheKey(),
            self.style(),
        )
        draw_picture(painter, QRectF(self.rect()), look, self._paint_words)
        painter.end()

    def _paint_words(self, painter: QPainter, box: QRectF) -> None:
        """The line's backdrop and words in ``box``: the line's own rectangle, on the line
        or in the picture of it."""
        rect = box.toRect()
        painter.setFont(self.font())
        if self._backdrop is not None:
            painter.fillRect(rect, self._backdrop)
        if self._text:
            palette = QPalette(self.palette())
            if self._ink is not None:
                palette.setColor(QPalette.ColorRole.WindowText, self._ink)
            flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextForceLeftToRight)
            self.style().drawItemText(
                painter,
                rect,
                flags,
                palette,
                self.isEnabled(),
                self._text,
                QPalette.ColorRole.WindowText,
            )


@functools.cache
def read_hand_lines_as_text() -> None:
    """Have screen readers read every hand line as static text, as they read a label (once;
    the app does it after its first paint: Qt's accessibility types cost some 2 ms to make)."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QAccessibleWidget

    def static_text(key: str, widget: QObject) -> QAccessibleInterface | None:
        if isinstance(widget, HandLine):
            return QAccessibleWidget(widget, QAccessible.Role.StaticText)
        return None

    QAccessible.installFactory(static_text)
