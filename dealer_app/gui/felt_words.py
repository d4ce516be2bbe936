"""The words on the felt under the pots: why a pot goes where it goes, or what is missing.

A label drawn straight on the felt (no background, clicks pass through to the table), in
the error colour when the model refused the showdown; the full text is its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from dealer_app.gui.table_scene import INFO_LINES, TableWords
from dealer_app.gui.theme import Theme

__all__ = ["FeltWords"]


class FeltWords(QLabel):
    """Up to :data:`INFO_LINES` lines of words, centred, on the felt."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self._measured: tuple[object, QRectF] = ((), QRectF())
        self.setObjectName("tableInfo")
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)

    @staticmethod
    def pixel_size(scale: float) -> int:
        """The words' font size at the table's scale."""
        return max(11, round(13 * scale))

    @classmethod
    def height_for(cls, scale: float) -> float:
        """The room the words take at the table's scale: every line they may have."""
        return cls.pixel_size(scale) * 1.5 * INFO_LINES

    def place(self, rect: QRect, base: QFont, scale: float) -> None:
        """Put the words in ``rect`` (the table's coordinates), in ``base`` at the table's scale."""
        font = QFont(base)
        font.setPixelSize(self.pixel_size(scale))
        self.setFont(font)
        self.setGeometry(rect)

    def show_words(self, words: TableWords) -> None:
        self.setText(words.shown)
        self.setToolTip(words.full)
        colour = self._theme.error if words.problem else self._theme.text
        style = f"color: {colour.name()}; background: transparent;"
        # A new style sheet restyles the label and lays it out again: only when it changes.
        if self.styleSheet() != style:
            self.setStyleSheet(style)

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
