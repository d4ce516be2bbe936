"""Spot the dealer's error: the push shown pot by pot, and the trainee's call on it.

The pushes come from the training model (:mod:`dealer_app.training.dealer_errors`): right
on a share of the spots, with one classic mistake on the others. The panel draws the push
shown and takes the call, right or which mistake; it never works out a push itself.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.training.dealer_errors import (
    DealerError,
    ErrorSpot,
    ErrorVerdict,
    Push,
    describe_push,
)

__all__ = ["ErrorCallPanel", "push_marks"]

_RIGHT = 100


def push_marks(push: Push) -> dict[int, str]:
    """What the push shown gives each seat, in value, to write on the seats of the table."""
    return {seat: f"Paid {amount:,}" for seat, amount in push.payouts.items() if amount}


class ErrorCallPanel(QWidget):
    """The push shown, and the call: "the push is right" or one of the mistakes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spot: ErrorSpot | None = None
        self.push_label = QLabel(self)
        self.push_label.setWordWrap(True)
        self.push_label.setObjectName("pushShown")
        shown = QGroupBox("The dealer pushed", self)
        shown_layout = QVBoxLayout(shown)
        shown_layout.addWidget(self.push_label)
        self.calls = QButtonGroup(self)
        call_box = QGroupBox("Your call", self)
        call_layout = QVBoxLayout(call_box)
        self.right_button = QRadioButton("The push is right", call_box)
        self.calls.addButton(self.right_button, _RIGHT)
        call_layout.addWidget(self.right_button)
        self.error_buttons: dict[DealerError, QRadioButton] = {}
        for number, kind in enumerate(DealerError):
            button = QRadioButton(f"Wrong: {kind.title.lower()}", call_box)
            self.calls.addButton(button, number)
            self.error_buttons[kind] = button
            call_layout.addWidget(button)
        self.calls.idClicked.connect(lambda _id: self.changed.emit())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(shown)
        layout.addWidget(call_box)
        layout.addStretch(1)

    def set_spot(self, spot: ErrorSpot) -> None:
        """Show the push of ``spot`` and clear the call."""
        self.spot = spot
        self.push_label.setText("\n".join(describe_push(spot.shown)))
        self.calls.setExclusive(False)
        for button in self.calls.buttons():
            button.setChecked(False)
        self.calls.setExclusive(True)
        self.changed.emit()

    def call(self, kind: DealerError | None) -> None:
        """Make the call: ``None`` for "the push is right", else the mistake named."""
        button = self.right_button if kind is None else self.error_buttons[kind]
        button.setChecked(True)
        self.changed.emit()

    def has_call(self) -> bool:
        """Whether a call has been made."""
        return self.calls.checkedButton() is not None

    def verdict(self) -> ErrorVerdict:
        """The call as the drill grades it (no call counts as "the push is right")."""
        checked = self.calls.checkedButton()
        for kind, button in self.error_buttons.items():
            if button is checked:
                return ErrorVerdict(False, kind)
        return ErrorVerdict(True)

    def marks(self) -> dict[int, str]:
        """The push shown, written on the seats."""
        return push_marks(self.spot.shown) if self.spot is not None else {}
