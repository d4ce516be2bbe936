"""The Pot panel: the dealer types the action as it happens and reads the call and raises.

The dealer sets the structure and the stakes once, then types each action as quickly as a
card: the seat, then ``b 20``, ``c``, ``r 60``, ``a 30``, ``x`` or ``f`` (the seat may be
left out for the seat to act), Enter; ``u`` takes the last action back and ``n`` deals the
next street. The panel shows each step with the pot after it and,
for the seat to act, the call and the smallest and largest raise with the working in words.
Amounts are the table's money, typed and shown as the seats show them (``r 1.50`` is a raise
to $1.50 in a set counted in cents); the stakes start at the smallest chip and twice it.
What each seat put in over the hand, and who folded or is all-in, goes to the seats' money
for the showdown through the controller (one undoable edit per action).

No rule is decided here: the round is the model's
(:func:`~dealer_app.model.room.betting.follow_action`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.money_box import MoneySpinBox
from dealer_app.gui.table.controller import TableController
from dealer_app.model.room.betting import (
    BettingError,
    BettingRound,
    BettingRules,
    FollowedRound,
    SeatStack,
    Street,
    Structure,
    follow_action,
    parse_typed_action,
)
from dealer_app.model.room.money import MoneyUnit

__all__ = ["PotPanel"]


def _amount_box(parent: QWidget) -> MoneySpinBox:
    box = MoneySpinBox(parent)
    box.setKeyboardTracking(False)
    return box


class PotPanel(QWidget):
    """Follows one hand's betting, street by street, for the table's dealt-in seats."""

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("potPanel")
        self._controller = controller
        self.structure_box = QComboBox(self)
        for structure in Structure:
            self.structure_box.addItem(structure.value, structure)
        self.structure_box.setCurrentIndex(1)  # pot-limit: the figure dealers need most
        self.small_blind = _amount_box(self)
        self.big_blind = _amount_box(self)
        self.small_bet = _amount_box(self)
        self.big_bet = _amount_box(self)
        self._money: tuple[MoneyUnit, int] | None = None
        """The unit and the smallest chip the stakes are in."""
        self._follow_the_money()
        self.new_hand_button = QPushButton("New hand", self)
        self.new_hand_button.setToolTip("Start the betting again: pre-flop, the blinds posted")
        self.new_hand_button.clicked.connect(self.new_hand)
        self.street_label = QLabel(self)
        self.steps_list = QListWidget(self)
        self.steps_list.setObjectName("potSteps")
        self.steps_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.figures = QLabel(self)
        self.figures.setObjectName("potFigures")
        self.figures.setWordWrap(True)
        self.figures.setTextFormat(Qt.TextFormat.RichText)
        self.problem = QLabel(self)
        self.problem.setObjectName("potProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #d05050")
        self.entry = QLineEdit(self)
        self.entry.setObjectName("potEntry")
        self.entry.setPlaceholderText("seat, then b 20 · c · r 60 · a 30 · x · f · u · n")
        self.entry.returnPressed.connect(self._on_enter)
        self.undo_button = QPushButton("Undo action (u)", self)
        self.undo_button.clicked.connect(self.undo_action)
        self.next_street_button = QPushButton("Next street (n)", self)
        self.next_street_button.clicked.connect(self.next_street)

        stakes = QFormLayout()
        stakes.addRow("Betting", self.structure_box)
        blinds = QHBoxLayout()
        blinds.addWidget(self.small_blind)
        blinds.addWidget(self.big_blind)
        stakes.addRow("Blinds", blinds)
        bets = QHBoxLayout()
        bets.addWidget(self.small_bet)
        bets.addWidget(self.big_bet)
        self.bets_label = QLabel("Limit bets", self)
        stakes.addRow(self.bets_label, bets)
        top = QHBoxLayout()
        top.addWidget(self.street_label, 1)
        top.addWidget(self.new_hand_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.next_street_button)
        layout = QVBoxLayout(self)
        layout.addLayout(stakes)
        layout.addLayout(top)
        layout.addWidget(self.steps_list, 1)
        layout.addWidget(self.figures)
        layout.addWidget(self.problem)
        layout.addWidget(self.entry)
        layout.addLayout(buttons)

        # A big blind below the small blind is no stake: the box does not go below it.
        self.small_blind.valueChanged.connect(self.big_blind.setMinimum)
        for box in self._stake_boxes:
            box.valueChanged.connect(lambda _value: self.new_hand())
        self.structure_box.currentIndexChanged.connect(lambda _index: self.new_hand())
        self._earlier: list[FollowedRound] = []
        self._round: BettingRound | None = None
        self.followed: FollowedRound | None = None
        self.new_hand()
        controller.outcomeChanged.connect(lambda _outcome: self._follow_the_table())

    # -- the hand --------------------------------------------------------------------------

    def rules(self) -> BettingRules:
        structure = self.structure_box.currentData()
        assert isinstance(structure, Structure)
        limit = structure is Structure.LIMIT
        return BettingRules(
            structure,
            small_blind=self.small_blind.value(),
            big_blind=self.big_blind.value(),
            small_bet=self.small_bet.value() if limit else 0,
            big_bet=self.big_bet.value() if limit else 0,
        )

    def new_hand(self) -> None:
        """The betting from the start: pre-flop, the table's dealt-in seats, the blinds."""
        limit = self.structure_box.currentData() is Structure.LIMIT
        for widget in (self.bets_label, self.small_bet, self.big_bet):
            widget.setVisible(limit)
        scenario = self._controller.scenario
        self._earlier = []
        if scenario.button is None:
            self._round = None
            self._show(None, "Put the button on the table: the blinds follow it.")
            return
        try:
            self._round = BettingRound(
                self.rules(),
                tuple(SeatStack(entry.seat) for entry in scenario.seats if not entry.folded),
                button=scenario.button,
            )
        except BettingError as error:
            self._round = None
            self._show(None, str(error))
            return
        self._follow(self._round)

    def _follow_the_table(self) -> None:
        """Before the first action the seats and the button are the table's, as they change;
        the money is the table's always (stakes in another money start a new hand)."""
        stakes = self._stakes()
        money_changed = self._follow_the_money()
        in_hand = self._round is not None and bool(self._earlier or self._round.actions)
        if not in_hand or self._stakes() != stakes:
            self.new_hand()
        elif money_changed and self._round is not None:
            # The steps and figures were written in the old money: a dealer reads the new.
            self._earlier = [follow_action(done.round, self._write) for done in self._earlier]
            self._follow(self._round)

    @property
    def _stake_boxes(self) -> tuple[MoneySpinBox, ...]:
        return (self.small_blind, self.big_blind, self.small_bet, self.big_bet)

    def _stakes(self) -> tuple[int, ...]:
        return tuple(box.value() for box in self._stake_boxes)

    def _follow_the_money(self) -> bool:
        """Take the table's money unit and smallest chip; stakes in another money, or not a
        whole number of the smallest chip, start again at the chip and twice it (500 units
        are $5 in one set and $500 in another: no stake a dealer chose). Whether either
        changed."""
        state = self._controller.state
        chip = state.scenario.chips.unit
        money = (state.unit, chip)
        if money == self._money:
            return False
        same_money = self._money is not None and self._money[0] == state.unit
        self._money = money
        stakes = (chip, 2 * chip, 2 * chip, 4 * chip)
        kept = same_money and all(stake and stake % chip == 0 for stake in self._stakes())
        for box, stake in zip(self._stake_boxes, stakes, strict=True):
            box.blockSignals(True)
            box.set_unit(state.unit)
            box.set_multiple(chip)
            box.setSingleStep(chip)
            if not kept:
                box.setMinimum(0)
                box.setValue(stake)
            box.blockSignals(False)
        self.big_blind.setMinimum(self.small_blind.value())
        return True

    def _write(self, amount: int) -> str:
        """An amount as the table writes money."""
        return self._controller.state.unit.text(amount)

    def _read(self, text: str) -> int:
        """An amount typed as the table writes money, a whole number of its smallest chip
        (a ``ValueError`` names what is wrong, in the table's money)."""
        state = self._controller.state
        amount = state.unit.parse(text)
        state.scenario.chips.check_value(amount, "the amount", state.unit.text)
        return amount

    def _follow(self, betting_round: BettingRound) -> bool:
        try:
            followed = follow_action(betting_round, self._write)
        except BettingError as error:
            self.problem.setText(str(error))
            return False
        self._round = betting_round
        self._show(followed, "")
        return True

    def type_action(self, text: str) -> bool:
        """Apply one typed action (``3 r 60``, or ``c`` for the seat to act)."""
        if self._round is None or self.followed is None:
            return False
        turn = self.followed.turn
        try:
            action = parse_typed_action(text, turn.seat if turn is not None else None, self._read)
        except BettingError as error:
            self.problem.setText(str(error))
            return False
        return self._step_to(
            self._round.with_action(action), f"Pot: seat {action.seat} {action.words(self._write)}"
        )

    def _step_to(self, betting_round: BettingRound, text: str) -> bool:
        """Follow ``betting_round`` and give its money to the seats (``text`` the edit's
        name); where the seats refuse it (the banner says why), the panel goes back to the
        round before rather than run on ahead of them."""
        before = self._round
        if not self._follow(betting_round):
            return False
        if self._carry(text):
            return True
        if before is not None:
            self._follow(before)
        self.problem.setText("The seats' money refused this action: see the message above.")
        return False

    def undo_action(self) -> bool:
        """Take the last action back (the seats' money follows)."""
        if self._round is None or not self._round.actions:
            return False
        last = self._round.actions[-1]
        betting_round = BettingRound(
            self._round.rules,
            self._round.seats,
            self._round.button,
            self._round.street,
            self._round.pot,
            self._round.actions[:-1],
        )
        self._step_to(betting_round, f"Pot: take back seat {last.seat} {last.words(self._write)}")
        return True

    def next_street(self) -> bool:
        """Deal the next street: the pot so far, the seats still betting."""
        if self.followed is None:
            return False
        try:
            following = self.followed.next_street()
        except BettingError as error:
            self.problem.setText(str(error))
            return False
        self._earlier.append(self.followed)
        return self._follow(following)

    def _carry(self, text: str) -> bool:
        """What each seat put in over the hand goes to the seats' money, in one edit;
        whether the table took it."""
        rounds = [*self._earlier, *([self.followed] if self.followed else [])]
        put_in: dict[int, int] = {}
        folded: set[int] = set()
        all_in: set[int] = set()
        for followed in rounds:
            for seat in followed.seats:
                put_in[seat.seat] = put_in.get(seat.seat, 0) + seat.put_in + seat.ante
                if seat.folded:
                    folded.add(seat.seat)
                if seat.all_in:
                    all_in.add(seat.seat)
        return self._controller.carry_action(put_in, folded, all_in, text)

    # -- showing ---------------------------------------------------------------------------

    def _show(self, followed: FollowedRound | None, problem: str) -> None:
        self.followed = followed
        self.problem.setText(problem)
        self.steps_list.clear()
        if followed is None:
            self.street_label.setText("")
            self.figures.setText("")
            return
        write = self._write
        street = followed.round.street.value.replace("preflop", "pre-flop")
        self.street_label.setText(f"<b>{street.capitalize()}</b> · pot {write(followed.pot)}")
        if followed.round.pot:
            self.steps_list.addItem(f"Pot before the {street}: {write(followed.round.pot)}")
        for step in followed.steps:
            self.steps_list.addItem(f"Seat {step.seat}: {step.words} · pot {write(step.pot)}")
        self.steps_list.scrollToBottom()
        self.next_street_button.setEnabled(followed.round.street is not Street.RIVER)
        turn = followed.turn
        if turn is None:
            self.figures.setText(f"<b>{followed.over_words.capitalize()}.</b>")
            return
        call = f"call {write(turn.to_call)}" if turn.to_call else "check"
        if not turn.may_raise:
            self.figures.setText(
                f"<b>Seat {turn.seat} to act: {call}</b>, no raise.<br>{turn.smallest_words}."
            )
            return
        largest = "the stack" if turn.largest_raise_to is None else write(turn.largest_raise_to)
        raise_word = "raise" if followed.current_bet else "bet"
        self.figures.setText(
            f"<b>Seat {turn.seat} to act: {call}</b>.<br>"
            f"<b>Smallest {raise_word} to {write(turn.smallest_raise_to or 0)}</b>: "
            f"{turn.smallest_words}."
            f"<br><b>Largest to {largest}</b>: {turn.largest_words}."
        )

    def _on_enter(self) -> None:
        text = self.entry.text().strip().lower()
        command = {"u": self.undo_action, "n": self.next_street}.get(text)
        done = command() if command is not None else self.type_action(text)
        if done:
            self.entry.clear()
