"""The training table: a spot drawn with its answer held back, seats clicked, answer shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QRectF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from dealer_app.gui.training.spot_table import SpotTable
from dealer_app.model.formats.scenario import scenario_from_dict
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.training.drills import Drill
from tests.gui.training.training_testing import click_seats, question_on, shown_spot_table


def test_a_question_holds_back_the_result_until_revealed(qtbot) -> None:
    table = shown_spot_table(qtbot)
    spot = question_on("holdem-three-all-ins-side-pots", Drill.BUILD_POTS).spot
    table.show_spot(spot.scenario, reveal=False, cover_pots=True)
    assert table.view.outcome().result is None
    assert table.pots_covered() and not table.cover_rect().isEmpty()
    table.reveal()
    assert table.view.outcome().result == spot.result
    assert not table.pots_covered()
    assert {pile.seat for pile in table.view.share_piles()} == {3, 5, 6}


def test_clicking_a_seat_reports_it_and_the_table_stays_unedited(qtbot) -> None:
    table = shown_spot_table(qtbot)
    spot = question_on("holdem-aq-v-a2-kicker-counterfeited", Drill.READ_WINNER).spot
    table.show_spot(spot.scenario, reveal=False)
    with qtbot.waitSignal(table.seatClicked) as clicked:
        click_seats(qtbot, table, 6)
    assert clicked.args == [6]
    assert table.controller.scenario == spot.scenario
    assert table.controller.undo_stack.count() == 0


def test_a_spot_is_not_a_table_to_edit(qtbot) -> None:
    table = shown_spot_table(qtbot)
    question = question_on("holdem-three-all-ins-side-pots", Drill.READ_WINNER)
    table.show_spot(question.spot.scenario, reveal=False)
    qtbot.wait(5)
    for seat in table.view.seats:
        assert seat.fold_button.isHidden() and seat.deal_in_button.isHidden()
        assert seat.name_edit.isReadOnly() and seat.amount.isReadOnly()
        assert seat.focusPolicy() == Qt.FocusPolicy.NoFocus
        assert seat.all_in_button.isHidden() or seat.all_in_button.isChecked()
    table.reveal()
    assert all(seat.fold_button.isHidden() for seat in table.view.seats)


def seated(seats: int, game: str) -> Scenario:
    """A showdown of ``game`` with ``seats`` players, each dealt from the top of one deck
    (a seat the deck has no cards left for has folded)."""
    deck = [rank + suit for rank in "AKQJT98765432" for suit in "shdc"]
    hole = 5 if game == "bigo" else 4
    rows = []
    for seat in range(1, seats + 1):
        cards = deck[(seat - 1) * hole : seat * hole] if seat * hole <= 47 else []
        rows.append({"seat": seat, "cards": cards, "committed": 100 * seat, "folded": not cards})
    document = {
        "format": "dealer-app/scenario@1",
        "game": game,
        "button": 1,
        "seats": rows,
        "board": deck[-5:],
    }
    return scenario_from_dict(document)


def in_table(table: SpotTable, part: QWidget) -> QRectF:
    return QRectF(part.rect().translated(part.mapTo(table, QPoint(0, 0))))


@pytest.mark.parametrize("game", ["omaha8", "bigo"])
@pytest.mark.parametrize("seats", [2, 6, 10])
def test_a_seats_mark_covers_neither_its_name_nor_another_plaque(qtbot, seats, game) -> None:
    table = shown_spot_table(qtbot)
    # As large as the table is in a 1024x700 window beside the answer's side panel.
    table.resize(634, 610)
    table.show_spot(seated(seats, game), reveal=True)
    text = "You: +860 · right: +861 ★"
    table.set_marks({seat.number: text for seat in table.view.seats}, wrong={1})
    badges = table.overlay.badges()
    assert set(badges) == {seat.number for seat in table.view.seats}
    for number, badge in badges.items():
        plaque = QRectF(table.seat_rect(number))
        assert plaque.contains(badge.rect), (number, badge.rect, plaque)
        seat = table.view.seat_widget(number)
        name_row = in_table(table, seat.seat_label).united(in_table(table, seat.name_edit))
        name_row.setLeft(plaque.left())
        name_row.setTop(plaque.top())
        assert not badge.rect.intersects(name_row), (number, badge.rect, name_row)
        for other in table.view.seats:
            if other.number != number:
                assert not badge.rect.intersects(QRectF(table.seat_rect(other.number)))
        # The whole mark is the plaque's tooltip when it is cut short.
        assert "".join(badge.lines).replace("…", "") in text.replace(" · ", "")


def test_a_mark_too_long_for_its_plaque_is_read_whole_in_its_tooltip(qtbot) -> None:
    table = shown_spot_table(qtbot)
    table.resize(634, 610)
    table.show_spot(seated(10, "bigo"), reveal=True)
    text = "You: +860 · right: +861 ★"
    table.set_marks({8: text})
    assert table.overlay.badges()[8].lines == ("You: +860", "right: +861 ★")
    where = table.seat_rect(8).center()
    event = QHelpEvent(QEvent.Type.ToolTip, where, table.overlay.mapToGlobal(where))
    QApplication.sendEvent(table.overlay, event)
    assert QToolTip.text() == text
