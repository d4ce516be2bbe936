"""The training table: a spot drawn with its answer held back, seats clicked, answer shown."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt

from dealer_app.gui.training.spot_table import mark_badge
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


def test_a_seats_mark_leaves_its_number_and_name_in_sight(qtbot) -> None:
    table = shown_spot_table(qtbot)
    spot = question_on("bigo-quartered", Drill.SPLIT_POT).spot
    table.show_spot(spot.scenario, reveal=True)
    text = "You: +0 · right: +574"
    table.set_marks({seat.number: text for seat in table.view.seats})
    width = table.overlay.fontMetrics().horizontalAdvance(text) + 16
    whole = QRectF(table.overlay.rect())
    for seat in table.view.seats:
        plaque = QRectF(table.seat_rect(seat.number)).adjusted(-3, -3, 3, 3)
        badge = mark_badge(plaque, width, whole)
        for shown in (seat.seat_label, seat.name_edit):
            where = QRectF(shown.rect().translated(shown.mapTo(table, QPoint(0, 0))))
            assert not badge.intersects(where), (seat.number, badge, where)
        assert whole.contains(badge)
