"""Home-game extras at the table: suits that break ties, rock-paper-scissors, card draws.

:class:`HouseGames` gives the window its actions: the ``suit_tiebreaks`` house rule on or
off, rock-paper-scissors among seats that rule leaves tied three ways or more (each picks a
shape, the dealer reveals, a draw is thrown again; the winner is recorded in the
scenario's ``roshambo``), high card for the button (the cards shown, the button moved) and
a seat draw for a new table (the players' names move to the seats their cards give). The
rules themselves are the model's: :mod:`~dealer_app.model.suit_tiebreaks`,
:mod:`~dealer_app.model.roshambo`, :mod:`~dealer_app.model.high_card_draw`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import QObject, QRectF, QSize, Qt
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

from dealer_app.gui.actions import keyed_action
from dealer_app.gui.card_art import CardStyle, card_size, draw_card
from dealer_app.gui.controller import MessageLevel, TableController
from dealer_app.gui.table_state import TableOutcome
from dealer_app.gui.theme import Theme
from dealer_app.model.cards import Card
from dealer_app.model.high_card_draw import ButtonDraw, SeatDraw, draw_for_button, draw_for_seats
from dealer_app.model.roshambo import Throw, play_round

__all__ = ["ButtonDrawDialog", "DrawnCards", "HouseGames", "RoshamboDialog", "SeatDrawDialog"]

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


_Dialog = TypeVar("_Dialog", bound=QDialog)


def _opened(dialog: _Dialog, on_accept: Callable[[], object]) -> _Dialog:
    """Show ``dialog`` window-modal; ``on_accept`` runs when the dealer confirms it."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.accepted.connect(on_accept)
    dialog.open()
    return dialog


class HouseGames(QObject):
    """The window's actions for the home-game extras, and the dialogs they open."""

    def __init__(
        self,
        controller: TableController,
        theme: Theme,
        parent: QWidget,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller, self._theme, self._window = controller, theme, parent
        self._rng = rng or random.Random()
        self.suit_tiebreaks_action = keyed_action(
            parent,
            "Suits break ties",
            "Ctrl+Shift+T",
            "Home-game rule (hold'em, Omaha): suits settle two tied hands; "
            "three or more play rock-paper-scissors",
        )
        self.suit_tiebreaks_action.setCheckable(True)
        self.suit_tiebreaks_action.toggled.connect(controller.set_suit_tiebreaks)
        self.roshambo_action = keyed_action(
            parent,
            "Rock-paper-scissors…",
            "Ctrl+Shift+R",
            "Play out a pot three or more seats tie under the suit rule",
        )
        self.roshambo_action.triggered.connect(self.open_roshambo)
        self.button_draw_action = keyed_action(
            parent,
            "Draw for the button…",
            "Ctrl+Shift+B",
            "One card to each seat: the highest (by suit on equal ranks) takes the button",
        )
        self.button_draw_action.triggered.connect(self.open_button_draw)
        self.seat_draw_action = keyed_action(
            parent,
            "Draw for seats…",
            "Ctrl+Shift+D",
            "The named players draw cards: the highest sits in the first seat, and so on",
        )
        self.seat_draw_action.triggered.connect(self.open_seat_draw)
        self.actions = (
            self.suit_tiebreaks_action,
            self.roshambo_action,
            self.button_draw_action,
            self.seat_draw_action,
        )
        controller.outcomeChanged.connect(self._on_outcome)
        self._on_outcome(controller.outcome)

    def _on_outcome(self, outcome: TableOutcome) -> None:
        self.suit_tiebreaks_action.blockSignals(True)
        self.suit_tiebreaks_action.setChecked(outcome.state.scenario.suit_tiebreaks)
        self.suit_tiebreaks_action.blockSignals(False)
        self.roshambo_action.setEnabled(bool(self.waiting()) or self._stale(outcome))

    @staticmethod
    def _stale(outcome: TableOutcome) -> bool:
        # Cards changed after a game was played: its winner no longer fits the tie.
        return outcome.problem.startswith("roshambo:")

    def waiting(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """The pot parts waiting for rock-paper-scissors, as (name, tied seats)."""
        result = self._controller.outcome.result
        if result is None:
            return ()
        return tuple(part for pot in result.pots for part in pot.waiting)

    def open_roshambo(self) -> RoshamboDialog | None:
        """Open the game for the first pot waiting for it; its winner is recorded on OK."""
        if self._stale(self._controller.outcome):
            self._controller.forget_roshambo()
        waiting = self.waiting()
        if not waiting:
            return None
        where, seats = waiting[0]
        dialog = RoshamboDialog(where, seats, self._window)

        def award() -> None:
            if dialog.winner is not None:
                self._controller.set_roshambo(where, dialog.winner)

        return _opened(dialog, award)

    def open_button_draw(self) -> ButtonDrawDialog | None:
        """Draw for the button among the seats dealt in; OK moves the button."""
        seats = self._controller.scenario.seat_numbers
        if len(seats) < 2:
            self._controller.say(MessageLevel.WARNING, "Deal in two seats to draw for the button")
            return None
        dialog = ButtonDrawDialog(seats, self._theme, self._rng, self._window)
        return _opened(dialog, lambda: self._controller.set_button(dialog.draw.winner))

    def open_seat_draw(self) -> SeatDrawDialog | None:
        """The named players draw for the seats dealt in; OK moves their names there."""
        scenario = self._controller.scenario
        players = [entry.name for entry in scenario.ordered_seats if entry.name]
        if len(players) < 2 or len(set(players)) != len(players):
            self._controller.say(
                MessageLevel.WARNING, "Name two players or more (each once) to draw for seats"
            )
            return None
        dialog = SeatDrawDialog(
            players, scenario.seat_numbers, self._theme, self._rng, self._window
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def seat() -> None:
            names = {place.seat: place.player for place in dialog.draw.places}
            self._controller.set_names(
                {number: names.get(number, "") for number in scenario.seat_numbers}
            )

        dialog.accepted.connect(seat)
        dialog.open()
        return dialog
