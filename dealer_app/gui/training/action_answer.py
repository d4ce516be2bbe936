"""The answer to an action drill, typed: the pot raise's amount, or legal yes or no and the
smallest raise (blank: it may not raise). Enter in any box gives it.

The Follow the action tab, a round by weakness and the exam page take their answers here
and list the round with :func:`action_round_list`, so a trainee sees and types the same in
each; a round and the exam say what is not an answer yet under the spot's prompt
(:func:`prompt_refusing`).
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QListWidget, QWidget

from dealer_app.model.room.money import PLAIN, MoneyError
from dealer_app.training.action_drills import (
    ActionDrill,
    ActionQuestion,
    PotAnswer,
    RaiseAnswer,
)

__all__ = ["ActionAnswerForm", "action_round_list", "prompt_refusing", "typed_chips"]


def action_round_list(parent: QWidget, name: str) -> QListWidget:
    """The list a betting round is shown in (filled from ``round_lines``), a little larger
    than the text around it, and never taking the keyboard from the answer."""
    listing = QListWidget(parent)
    listing.setObjectName(name)
    listing.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    font = QFont(listing.font())
    font.setPointSizeF(font.pointSizeF() * 1.15)
    listing.setFont(font)
    return listing


def prompt_refusing(prompt: str, refusal: str) -> str:
    """The spot's ``prompt`` with ``refusal`` (what is not an answer yet) under it, as rich
    text for the prompt's label. The refusal is the spot's: it goes when the next spot
    shows its own prompt, never outliving the spot as a message elsewhere would.

    >>> prompt_refusing("Seat 3 says pot: raise to?", "Type the amount <in chips>.")
    'Seat 3 says pot: raise to?<br><i>Type the amount &lt;in chips&gt;.</i>'
    """
    return f"{html.escape(prompt, quote=False)}<br><i>{html.escape(refusal, quote=False)}</i>"


class ActionAnswerForm(QWidget):
    """The boxes of the drill asked; :attr:`entered` when Enter is pressed in one."""

    entered = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.amount_edit = QLineEdit(self)
        self.amount_edit.setPlaceholderText("raise to")
        self.legal_edit = QLineEdit(self)
        self.legal_edit.setPlaceholderText("y or n")
        self.legal_edit.setMaxLength(3)
        self.smallest_edit = QLineEdit(self)
        self.smallest_edit.setPlaceholderText("blank: it may not raise")
        self.amount_label = QLabel("Pot raise t&o:", self)
        self.amount_label.setBuddy(self.amount_edit)
        self.legal_label = QLabel("&Legal?", self)
        self.legal_label.setBuddy(self.legal_edit)
        self.smallest_label = QLabel("&Smallest raise to:", self)
        self.smallest_label.setBuddy(self.smallest_edit)
        for edit in (self.amount_edit, self.legal_edit, self.smallest_edit):
            edit.returnPressed.connect(self.entered)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.amount_label, self.amount_edit)
        form.addRow(self.legal_label, self.legal_edit)
        form.addRow(self.smallest_label, self.smallest_edit)

    def set_question(self, question: ActionQuestion | None) -> None:
        """Show the boxes ``question`` asks for, empty, the first one focused."""
        pot_drill = question is not None and question.drill is ActionDrill.CALL_THE_POT
        raise_drill = question is not None and not pot_drill
        for widget in (self.amount_label, self.amount_edit):
            widget.setVisible(pot_drill)
        for widget in (self.legal_label, self.legal_edit, self.smallest_label, self.smallest_edit):
            widget.setVisible(raise_drill)
        for edit in (self.amount_edit, self.legal_edit, self.smallest_edit):
            edit.clear()
        if question is not None:
            self.setFocusProxy(self.amount_edit if pot_drill else self.legal_edit)
            self.setFocus()

    def answer(self, question: ActionQuestion) -> PotAnswer | RaiseAnswer | str:
        """The typed answer, or what is wrong with it."""
        if question.drill is ActionDrill.CALL_THE_POT:
            amount = typed_chips(self.amount_edit.text())
            if amount is None:
                return "Type the amount the pot raise goes to, in chips."
            return PotAnswer(amount)
        legal = self.legal_edit.text().strip().lower()
        if legal not in ("y", "n", "yes", "no"):
            return "Type y (legal) or n (not legal)."
        text = self.smallest_edit.text().strip()
        smallest = typed_chips(text) if text else None
        if text and smallest is None:
            return "Type the smallest raise to, in chips, or leave it blank: it may not raise."
        return RaiseAnswer(legal.startswith("y"), smallest)


def typed_chips(text: str) -> int | None:
    """An amount of chips typed as the table writes it (``1,050`` or ``1050``); ``None``
    for anything else (a negative, a fraction, a superscript two).

    >>> typed_chips("1,050"), typed_chips("²"), typed_chips("-5")
    (1050, None, None)
    """
    try:
        amount = PLAIN.parse(text)
    except MoneyError:
        return None
    return amount if amount >= 0 else None
