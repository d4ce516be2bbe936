"""The home-game dialogs the table's actions open: cards drawn for the button or for seats,
and rock-paper-scissors among seats tied three ways or more.

Opened from :class:`dealer_app.gui.house_games.HouseGames`, and imported only then: the
table starts without them. The rules are the model's: :mod:`~dealer_app.model.home.roshambo`,
:mod:`~dealer_app.model.home.high_card_draw`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.card_art import CardStyle, card_size, draw_card
from dealer_app.gui.theme import Theme
from dealer_app.model.cards import Card
from dealer_app.model.home.high_card_draw import (
    ButtonDraw,
    SeatDraw,
    draw_for_button,
    draw_for_seats,
)
from dealer_app.model.home.roshambo import Throw, play_round

__all__ = ["ButtonDrawDialog", "DrawnCards", "RoshamboDialog", "SeatDrawDialog"]

_CARD_HEIGHT = 96.0
_GAP = 14.0
_CAPTION = 22.0


class DrawnCards(QWidget):
    """Cards drawn, each with a caption under it; the winning card raised and ringed."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self._style = CardStyle()
        self._cards: tuple[tuple[str, Card], ...] = ()
        self._winner: int | None = None

    def set_cards(self, cards: Sequence[tuple[str, Card]], winner: int | None) -> None:
        """Show ``cards`` (caption, card); ``winner`` is the index of the card that wins."""
        self._cards, self._winner = tuple(cards), winner
        self.updateGeometry()
        self.update()

    def _card_width(self) -> float:
        return float(card_size(_CARD_HEIGHT).width())

    def sizeHint(self) -> QSize:
        width = len(self._cards) * (self._card_width() + _GAP) + _GAP
        return QSize(int(width), int(_CARD_HEIGHT + _CAPTION + 2 * _GAP))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(self.rect(), self._theme.felt)
        width = self._card_width()
        left = (self.width() - len(self._cards) * (width + _GAP) + _GAP) / 2
        for index, (caption, card) in enumerate(self._cards):
            won = index == self._winner
            top = _GAP - (6 if won else 0)
            rect = QRectF(left + index * (width + _GAP), top, width, _CARD_HEIGHT)
            draw_card(painter, rect, card, theme=self._theme, style=self._style, highlighted=won)
            painter.setPen(self._theme.accent if won else self._theme.text)
            label = QRectF(rect.left() - _GAP / 2, _GAP + _CARD_HEIGHT + 4, width + _GAP, _CAPTION)
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, caption)
        painter.end()


class _DrawDialog(QDialog):
    """Cards drawn face up, what they decide, and buttons to draw again or to act on it."""

    def __init__(self, title: str, accept_text: str, theme: Theme, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.cards = DrawnCards(theme, self)
        self.words = QLabel(self)
        self.words.setWordWrap(True)
        buttons = QDialogButtonBox(self)
        self.again_button = buttons.addButton("Draw again", QDialogButtonBox.ButtonRole.ResetRole)
        self.accept_button = buttons.addButton(accept_text, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.again_button.clicked.connect(self.redraw)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.cards)
        layout.addWidget(self.words)
        layout.addWidget(buttons)

    def redraw(self) -> None:
        """A fresh shuffle and a card to everyone drawing."""
        raise NotImplementedError


class ButtonDrawDialog(_DrawDialog):
    """High card for the button: the cards each seat drew, and who takes the button."""

    def __init__(
        self, seats: Sequence[int], theme: Theme, rng: random.Random, parent: QWidget | None = None
    ) -> None:
        super().__init__("Draw for the button", "Move the button", theme, parent)
        self._seats, self._rng = tuple(seats), rng
        self.draw: ButtonDraw
        self.redraw()

    def redraw(self) -> None:
        self.draw = draw_for_button(self._seats, self._rng)
        self.cards.set_cards(
            [(f"Seat {seat}", card) for seat, card in self.draw.cards],
            self._seats.index(self.draw.winner),
        )
        self.words.setText(self.draw.steps[-1])


class SeatDrawDialog(_DrawDialog):
    """A seat draw for a new table: each named player's card and the seat it gives."""

    def __init__(
        self,
        players: Sequence[str],
        seats: Sequence[int],
        theme: Theme,
        rng: random.Random,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("Draw for seats", "Seat the players", theme, parent)
        self._players, self._seats, self._rng = tuple(players), tuple(seats), rng
        self.draw: SeatDraw
        self.redraw()

    def redraw(self) -> None:
        self.draw = draw_for_seats(self._players, self._seats, self._rng)
        places = self.draw.places
        self.cards.set_cards([(f"{p.player} → {p.seat}", p.card) for p in places], 0)
        self.words.setText("\n".join(self.draw.steps))


class RoshamboDialog(QDialog):
    """Rock-paper-scissors among tied seats: each picks a shape, then the dealer reveals."""

    def __init__(self, where: str, seats: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Rock-paper-scissors: {where}")
        self.where = where
        self.playing = tuple(seats)
        self.winner: int | None = None
        grid = QGridLayout()
        self.groups: dict[int, QButtonGroup] = {}
        self.labels: dict[int, QLabel] = {}
        for row, seat in enumerate(seats):
            self.labels[seat] = QLabel(f"Seat {seat}", self)
            grid.addWidget(self.labels[seat], row, 0)
            group = QButtonGroup(self)
            for column, throw in enumerate(Throw, 1):
                button = QPushButton(throw.value.capitalize(), self)
                button.setCheckable(True)
                button.setAccessibleName(f"Seat {seat}: {throw.value}")
                group.addButton(button, column)
                grid.addWidget(button, row, column)
            group.buttonToggled.connect(self._update_buttons)
            self.groups[seat] = group
        self.log = QLabel("Each seat picks a shape; then reveal them together.", self)
        self.log.setWordWrap(True)
        self.reveal_button = QPushButton("Reveal", self)
        self.reveal_button.clicked.connect(self.reveal)
        buttons = QDialogButtonBox(self)
        self.award_button = buttons.addButton(
            "Award the pot", QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # The dialog grows with the rounds' log instead of cutting it off.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.addWidget(QLabel(f"{where}: the tied seats play until one is left.", self))
        layout.addLayout(grid)
        layout.addWidget(self.reveal_button)
        layout.addWidget(self.log)
        layout.addWidget(buttons)
        self._lines: list[str] = []
        self._update_buttons()

    def pick(self, seat: int, throw: Throw) -> None:
        """Seat ``seat`` picks ``throw`` (what a click on its button does)."""
        button = self.groups[seat].button(list(Throw).index(throw) + 1)
        button.setChecked(True)

    def _throw_of(self, seat: int) -> Throw | None:
        checked = self.groups[seat].checkedId()
        return list(Throw)[checked - 1] if checked > 0 else None

    def _update_buttons(self) -> None:
        picked = all(self._throw_of(seat) is not None for seat in self.playing)
        self.reveal_button.setEnabled(self.winner is None and picked)
        self.award_button.setEnabled(self.winner is not None)

    def reveal(self) -> None:
        """Show every shape at once: seats beaten are out, a draw is thrown again."""
        throws = {seat: self._throw_of(seat) for seat in self.playing}
        picked = {seat: throw for seat, throw in throws.items() if throw is not None}
        if len(picked) != len(self.playing):
            return
        result = play_round(picked)
        shown = "; ".join(f"seat {seat}: {throw.value}" for seat, throw in picked.items())
        self._lines.append(f"{shown[0].upper()}{shown[1:]}. {result.words}")
        self.log.setText("\n".join(self._lines))
        self.playing = result.survivors
        self.winner = result.winner
        for seat, group in self.groups.items():
            group.setExclusive(False)
            for button in group.buttons():
                button.setChecked(False)
                button.setEnabled(seat in self.playing and self.winner is None)
            group.setExclusive(True)
            self.labels[seat].setEnabled(seat in self.playing)
        if self.winner is not None:
            self.award_button.setText(f"Award it to seat {self.winner}")
        self._update_buttons()
