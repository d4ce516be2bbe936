"""A seat's amount: any amount up to the format's limit, thousands separated, stepped by
the table's smallest chip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QValidator, QWheelEvent
from PySide6.QtWidgets import QApplication

from dealer_app.gui.table.amount_box import AmountBox, format_amount, parse_amount
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import default_state
from dealer_app.model.chips import MAX_AMOUNT
from dealer_app.storage.chip_presets import chip_preset
from tests.gui.table_testing import show_table_view


@pytest.fixture
def controller() -> TableController:
    tournament = chip_preset("tournament")
    return TableController(default_state("holdem", 3, tournament.chips, tournament.key))


@pytest.fixture
def box(qtbot, controller) -> AmountBox:
    view = show_table_view(qtbot, controller, animated=True)
    amount = view.seat_widget(1).amount
    amount.setFocus()
    return amount


def type_amount(qtbot, box: AmountBox, text: str) -> None:
    box.selectAll()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Return)


def test_docstring_examples_hold() -> None:
    assert format_amount(1_500) == "1,500"
    assert parse_amount("1,500") == parse_amount("1500") == 1_500


@pytest.mark.parametrize("typed", ["150000000", "150,000,000", "150 000 000"])
def test_a_tournament_pot_is_typed_with_or_without_separators(qtbot, controller, box, typed):
    type_amount(qtbot, box, typed)
    assert controller.state.entry(1).committed == 150_000_000
    assert box.text() == "150,000,000"


def test_amounts_go_up_to_the_formats_limit_and_no_further(qtbot, controller, box):
    type_amount(qtbot, box, str(MAX_AMOUNT))
    assert controller.state.entry(1).committed == MAX_AMOUNT == 10**12
    assert box.text() == "1,000,000,000,000"
    # One digit more is refused as it is typed: the amount stays.
    box.lineEdit().deselect()
    qtbot.keyClick(box, Qt.Key.Key_End)
    qtbot.keyClick(box, Qt.Key.Key_5)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert controller.state.entry(1).committed == MAX_AMOUNT


def test_an_amount_from_a_file_is_shown_whole(qtbot, controller, box):
    controller.set_committed(1, 150_000_000)
    assert box.text() == "150,000,000"
    assert box.value() == 150_000_000


def test_arrow_keys_and_the_wheel_step_by_the_smallest_chip(qtbot, controller, box):
    type_amount(qtbot, box, "1000")
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert controller.state.entry(1).committed == 1_025
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert controller.state.entry(1).committed == 975
    centre = QPointF(box.rect().center())
    wheel = QWheelEvent(
        centre,
        QPointF(box.mapToGlobal(box.rect().center())),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(box, wheel)
    assert controller.state.entry(1).committed == 1_000
    assert box.text() == "1,000"


def said_by(controller) -> list[str]:
    """What the controller says: its messages, and its refusals of typing kept in a box."""
    said: list[str] = []
    controller.message.connect(lambda _level, text: said.append(text))
    controller.typingRefused.connect(lambda _seat, text: said.append(text))
    return said


@pytest.mark.parametrize(
    ("typed", "why"),
    [
        ("12x5", '"12x5" is not an amount'),
        ("1e300", '"1e300" is not an amount'),
        ("-5", '"-5": an amount put in is never less than 0'),
        ("1,000,000,000,001", '"1,000,000,000,001" is more than 10^12, the most a seat can put in'),
    ],
)
def test_typed_junk_is_refused_with_a_word_never_changed(qtbot, controller, box, typed, why):
    type_amount(qtbot, box, "300")
    said = said_by(controller)
    with qtbot.assertNotEmitted(box.entered):  # Enter does not move on
        type_amount(qtbot, box, typed)
    # The amount stays; the text stays as typed, selected for correcting.
    assert controller.state.entry(1).committed == 300
    assert box.text() == typed and box.is_refused()
    assert box.lineEdit().selectedText() == typed
    assert said == [f"Seat 1: {why}"]
    type_amount(qtbot, box, "350")
    assert controller.state.entry(1).committed == 350
    assert box.text() == "350" and not box.is_refused()


def test_escape_drops_a_refused_amount_for_the_tables(qtbot, controller, box):
    type_amount(qtbot, box, "300")
    type_amount(qtbot, box, "1k")
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert box.text() == "300" and not box.is_refused()
    assert controller.state.entry(1).committed == 300


def test_5000_digits_pasted_are_refused_and_the_app_lives(qtbot, controller, box):
    type_amount(qtbot, box, "300")
    said = said_by(controller)
    box.selectAll()
    box.lineEdit().insert("9" * 5000)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert controller.state.entry(1).committed == 300 and box.text() == "300"
    assert said == ["Seat 1: 5,000 characters are not an amount; the amount stays"]
    # Even the reading behind the box never meets Python's digit limit.
    assert parse_amount("9" * 5000) is None


def test_a_fault_in_the_validator_reaches_qt_as_a_refusal(qtbot, box, monkeypatch, tmp_path):
    from dealer_app.gui import guard, table

    reported: list[str] = []
    log = tmp_path / "errors.log"
    monkeypatch.setattr(guard, "_listener", reported.append)
    monkeypatch.setattr(guard, "error_log_path", lambda: log)

    def broken(text, unit):
        raise RuntimeError("a fault")

    monkeypatch.setattr(table.amount_box, "parse_amount", broken)
    assert box.validate("12", 2)[0] is QValidator.State.Invalid
    assert reported == [f"Something went wrong; the table is as it was; details in {log}"]
    assert "RuntimeError: a fault" in log.read_text(encoding="utf-8")


@pytest.fixture
def home_box(qtbot) -> tuple[TableController, AmountBox]:
    """Seat 1's amount at a home game counted in cents (white $0.25)."""
    home = chip_preset("home")
    controller = TableController(default_state("holdem", 3, home.chips, home.key, home.unit))
    view = show_table_view(qtbot, controller, animated=True)
    amount = view.seat_widget(1).amount
    amount.setFocus()
    return controller, amount


def test_a_home_games_quarter_reads_in_dollars_in_the_box(qtbot, home_box):
    controller, box = home_box
    controller.set_committed(1, 25)
    assert box.text() == "0.25"
    type_amount(qtbot, box, "0.50")
    assert controller.state.entry(1).committed == 50 and box.text() == "0.50"
    type_amount(qtbot, box, "$1,000")
    assert controller.state.entry(1).committed == 100_000 and box.text() == "1,000"
    # The wheel and the arrow keys still step by the smallest chip, a quarter.
    type_amount(qtbot, box, "1")
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert controller.state.entry(1).committed == 125 and box.text() == "1.25"


def test_an_amount_finer_than_the_smallest_unit_is_refused_with_a_message(qtbot, home_box):
    controller, box = home_box
    type_amount(qtbot, box, "0.50")
    said = said_by(controller)
    type_amount(qtbot, box, "0.333")
    assert controller.state.entry(1).committed == 50 and box.text() == "0.333"
    assert said == ['Seat 1: "0.333" is not a whole number of the smallest unit (0.01)']


def test_an_amount_refused_as_the_focus_leaves_says_why_and_stays(qtbot, home_box):
    controller, box = home_box
    said = said_by(controller)
    box.selectAll()
    qtbot.keyClicks(box, "0.125")
    box.clearFocus()
    assert controller.state.entry(1).committed is None
    assert box.text() == "0.125" and box.is_refused()
    assert said == ['Seat 1: "0.125" is not a whole number of the smallest unit (0.01)']
    # Another edit of the table leaves it there, marked, for correcting.
    controller.set_folded(3, True)
    assert box.text() == "0.125" and box.is_refused()
