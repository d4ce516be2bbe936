"""The words on the felt: under the pots, why a pot goes where it goes or what is missing;
above the boards, the house rules in force.

A label drawn straight on the felt (no background, clicks pass through to the table), in
the error colour when the model refused the showdown; the full text is its tooltip. Words
about one pot sit under that pot.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from dealer_app.gui.recent import recent
from dealer_app.gui.room.room_settings import RoomRules, describe_rules
from dealer_app.gui.table.scene import INFO_LINES, TableWords
from dealer_app.gui.theme import Theme
from dealer_app.model.showdown.scenario import Scenario

__all__ = ["FeltWords", "house_rules_words"]

_BOX_WIDTH = 360
"""The words' box across at a scale of one (pixels)."""

_FITTED_KEPT = 256
"""How many fittings of words to a box are kept (all are forgotten when there are more)."""


def house_rules_words(scenario: Scenario) -> str:
    """The house rules a dealer must know at this table, in the room's words; empty when the
    table plays by the plain rules: ``"House rules: twos wild, wrap-around straights"``."""
    rules = RoomRules.of(scenario)
    return f"House rules: {describe_rules(rules)}" if rules != RoomRules() else ""


class FeltWords(QLabel):
    """Up to :data:`INFO_LINES` lines of words, centred, on the felt."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self._measured: tuple[object, QRectF] = ((), QRectF())
        self._fitted: OrderedDict[tuple[str, str, int, int], str] = OrderedDict()
        self._place = QRect()
        self._pot: int | None = None
        self._words = ""
        self._centres: tuple[float, ...] = ()
        self._felt = QRectF()
        self.setObjectName("tableInfo")
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)

    @staticmethod
    def pixel_size(scale: float) -> int:
        """The words' font size at the table's scale."""
        return max(11, round(13 * scale))

    @classmethod
    def line_height(cls, scale: float) -> float:
        """The room one line of the words takes at the table's scale."""
        return cls.pixel_size(scale) * 1.5

    @staticmethod
    def width_for(scale: float) -> float:
        """The width of the words' box at the table's scale (they wrap to it)."""
        return _BOX_WIDTH * scale

    @classmethod
    def height_for(cls, scale: float, lines: int = INFO_LINES) -> float:
        """The room the words take at the table's scale: every line they may have (or
        ``lines`` of them)."""
        return cls.line_height(scale) * lines

    @classmethod
    def lines_height(cls, lines: int, base: QFont, scale: float) -> float:
        """The room ``lines`` lines of the words take in ``base`` at the table's scale, in the
        lines' own spacing, as the words are cut to the box (:meth:`_fitted_words`)."""
        font = QFont(base)
        font.setPixelSize(cls.pixel_size(scale))
        flags = int(Qt.AlignmentFlag.AlignHCenter) | Qt.TextFlag.TextWordWrap
        # Measured as the words are (a fractional line spacing rounds up line by line).
        lined = "\n".join(["X"] * lines)
        return QFontMetrics(font).boundingRect(QRect(0, 0, 100, 100_000), flags, lined).height()

    @classmethod
    def lines_for(cls, text: str, base: QFont, scale: float, width: float) -> int:
        """How many lines ``text`` takes, wrapped at ``width``, in ``base`` at the table's
        scale."""
        if not text:
            return 0
        font = QFont(base)
        font.setPixelSize(cls.pixel_size(scale))
        metrics = QFontMetrics(font)
        flags = int(Qt.AlignmentFlag.AlignHCenter) | Qt.TextFlag.TextWordWrap
        box = QRect(0, 0, max(1, round(width)), 100_000)
        height = metrics.boundingRect(box, flags, text).height()
        # A wrapped text's box is a few pixels taller than its lines' spacing adds up to.
        return max(1, round(height / max(1, metrics.lineSpacing())))

    def place(
        self,
        rect: QRect,
        base: QFont,
        scale: float,
        centres: Sequence[float],
        felt: QRectF,
    ) -> None:
        """Put the words in ``rect`` (the table's coordinates), in ``base`` at the table's
        scale; ``centres`` and ``felt`` are the pots' middles across the table and the felt
        the words stay on (the words move once, straight to their place under their pot)."""
        font = QFont(base)
        font.setPixelSize(self.pixel_size(scale))
        self.setFont(font)
        self._place = QRect(rect)
        self._centres = tuple(centres)
        self._felt = QRectF(felt)
        self._align()
        self._fit()

    def _align(self) -> None:
        """Under the pot the words speak of (when there are several), kept on the felt."""
        rect = QRect(self._place)
        pot = self._pot
        if pot is not None and len(self._centres) > 1 and pot < len(self._centres):
            centre = _on_felt(self._centres[pot], rect.width() / 2, self._felt)
            rect.moveLeft(round(centre - rect.width() / 2))
        if self.geometry() != rect:
            self.setGeometry(rect)

    def _fit(self) -> None:
        """Show as much of each line as the box holds, cut at a word with "…" (the whole is
        in the tooltip): a line cut through the middle reads as nonsense, and a long first
        line must not push the others (the low half's reason) out of sight.

        Each of the words is fitted once per font and box: a pick fits them as they are
        placed, moved under their pot and given, and the same words come back often (a
        card changed back, an undo)."""
        key = (self._words, self.font().key(), self.width(), self.height())
        text = recent(self._fitted, key, self._fitted_words, _FITTED_KEPT)
        if self.text() != text:
            self.setText(text)

    def _fitted_words(self) -> str:
        """The words as :meth:`_fit` shows them in the box as it is now."""
        text = self._words
        if self.height() > 0 and self._height_of(text) > self.height():
            lines = text.split("\n")
            one = QFontMetrics(self.font()).lineSpacing()
            held = max(1, self.height() // max(1, one))
            if len(lines) > held:
                # A box of fewer lines than the words (a crowded table's) keeps the first,
                # ending in "…": the rest are in the tooltip.
                lines = [*lines[: held - 1], lines[held - 1].rstrip(".") + "…"]
            left = self.height()
            kept: list[str] = []
            for index, line in enumerate(lines):
                room = left - one * (len(lines) - index - 1)
                if room < one:
                    break
                kept.append(self._cut(line, room))
                left -= self._height_of(kept[-1])
            text = "\n".join(kept)
        return text

    def _cut(self, line: str, room: int) -> str:
        """``line``, or as many of its first words as fit ``room`` pixels, then "…"."""
        if self._height_of(line) <= room:
            return line
        words = line.split(" ")
        low, high = 0, len(words) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if self._height_of(" ".join(words[:middle]) + "…") <= room:
                low = middle
            else:
                high = middle - 1
        return " ".join(words[:low]).rstrip(";,:") + "…"

    def _height_of(self, text: str) -> int:
        flags = int(self.alignment()) | Qt.TextFlag.TextWordWrap
        box = QRect(0, 0, max(1, self.width()), 100_000)
        return QFontMetrics(self.font()).boundingRect(box, flags, text).height()

    def speak_of(self, pot: int | None) -> None:
        """Take ``pot`` as the pot the next words speak of (placed under it when next
        placed), without moving now."""
        self._pot = pot

    def show_words(self, words: TableWords) -> None:
        self._words = words.shown
        self.setToolTip(words.full)
        self._pot = words.pot
        self._align()
        self._fit()
        colour = self._theme.error if words.problem else self._theme.text
        style = f"color: {colour.name()}; background: transparent;"
        # A new style sheet restyles the label and lays it out again: only when it changes.
        if self.styleSheet() != style:
            self.setStyleSheet(style)

    @staticmethod
    def room_in(place: QRectF, centres: Sequence[float], felt: QRectF) -> QRectF:
        """The whole box words placed at ``place`` may take, under the middle or under any
        of the pots centred at ``centres``, kept on ``felt``."""
        room = QRectF(place)
        half = place.width() / 2
        for centre in centres if len(centres) > 1 and not place.isEmpty() else ():
            centre = _on_felt(centre, half, felt)
            room = room.united(QRectF(centre - half, place.top(), place.width(), place.height()))
        return room

    def text_rect(self) -> QRectF:
        """Where the words are, in the table's coordinates (measured once per text)."""
        key = (self.text(), self.font().key(), self.geometry().getRect())
        if key != self._measured[0]:
            text = QRectF()
            if key[0]:
                metrics = QFontMetrics(self.font())
                flags = int(self.alignment()) | Qt.TextFlag.TextWordWrap
                text = QRectF(metrics.boundingRect(self.rect(), flags, key[0]))
                text.translate(QPointF(self.pos()))
            self._measured = (key, text)
        return self._measured[1]


def _on_felt(centre: float, half: float, felt: QRectF) -> float:
    """``centre`` moved as little as keeps words ``half`` as wide each side on ``felt``
    (left where it is on a table with no felt yet)."""
    if felt.isEmpty():
        return centre
    return min(max(centre, felt.left() + half), felt.right() - half)
