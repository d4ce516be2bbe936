"""Who is in this deal: one row per seat, with its In/Out switch, its cards and its balance."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QLineEdit, QPushButton, QWidget

from dealer_app.gui.home.evening_controller import EveningController

__all__ = ["SeatRows"]


def _signed(amount: int) -> str:
    return f"+{amount}" if amount > 0 else f"−{-amount}" if amount < 0 else "0"


class SeatRows(QWidget):
    """Every seat of the deal being entered; edits go to the controller."""

    def __init__(self, controller: EveningController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.switches: dict[int, QPushButton] = {}
        self.cards: dict[int, QLineEdit] = {}
        self.balances: dict[int, QLabel] = {}
        self.names: dict[int, QLabel] = {}
        self.third_cards: dict[int, QCheckBox] = {}
        self._built: tuple[int, ...] = ()
        controller.changed.connect(self.refresh)
        self.refresh()

    def _build(self, seats: tuple[int, ...]) -> None:
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for column, title in enumerate(("Player", "Declares", "Cards", "Evening", "")):
            self._layout.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        for widgets in (self.switches, self.cards, self.balances, self.names, self.third_cards):
            widgets.clear()
        for row, seat in enumerate(seats, 1):
            switch = QPushButton("Out")
            switch.setCheckable(True)
            switch.setToolTip(f"Seat {seat}: click when the player declares in")
            switch.toggled.connect(lambda on, seat=seat: self._controller.set_seat_in(seat, on))
            cards = QLineEdit()
            cards.setPlaceholderText("cards shown, e.g. AhKd")
            cards.setMaximumWidth(150)
            cards.editingFinished.connect(lambda seat=seat: self._cards_typed(seat))
            self.switches[seat], self.cards[seat] = switch, cards
            self.balances[seat], self.names[seat] = QLabel(), QLabel()
            third = QCheckBox("3rd card")
            third.setToolTip("Two plus one: stayed in for a third card and paid the extra ante")
            third.toggled.connect(lambda on, seat=seat: self._controller.set_third_card(seat, on))
            self.third_cards[seat] = third
            row_widgets = (self.names[seat], switch, cards, self.balances[seat], third)
            for column, widget in enumerate(row_widgets):
                self._layout.addWidget(widget, row, column)
        self._layout.setRowStretch(len(seats) + 1, 1)
        self._built = seats

    def _cards_typed(self, seat: int) -> None:
        text = self.cards[seat].text()
        entry = self._controller.evening.current.seat(seat)
        if text.replace(" ", "") != "".join(map(str, entry.cards)):
            self._controller.set_cards(seat, text)

    def refresh(self) -> None:
        """Show the deal being entered and the balances."""
        evening = self._controller.evening
        deal = evening.current
        if deal.seat_numbers != self._built:
            self._build(deal.seat_numbers)
        balances = evening.balances()
        table = evening.table
        second_declare = table.extra_ante is not None
        for entry in deal.ordered_seats:
            seat = entry.seat
            switch = self.switches[seat]
            switch.blockSignals(True)
            switch.setChecked(not entry.folded)
            switch.setText("In" if not entry.folded else "Out")
            switch.blockSignals(False)
            third = self.third_cards[seat]
            third.setVisible(second_declare)
            third.blockSignals(True)
            third.setChecked(seat in table.third_card)
            third.blockSignals(False)
            cards = self.cards[seat]
            if not cards.hasFocus():
                cards.setText("".join(map(str, entry.cards)))
            dealer = " (dealer)" if seat == deal.button else ""
            legs = dict(evening.table.legs).get(seat, 0)
            tokens = f"  {'●' * legs}" if legs else ""
            self.names[seat].setText(f"{seat}. {entry.name or f'Seat {seat}'}{dealer}{tokens}")
            self.names[seat].setToolTip(f"{legs} leg(s) of three" if legs else "")
            self.balances[seat].setText(_signed(balances.get(seat, 0)))
