"""The result panel: its amounts read as the felt's, its pots table folds away and comes
back, new steps and verdicts lay out the panel alone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QHelpEvent, QPaintEvent, QRegion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QLabel,
    QSpinBox,
    QToolTip,
    QWidget,
)

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.step_delegate import StepDelegate
from dealer_app.gui.table.scene import share_tooltip
from dealer_app.model.play.dealing import RowKey
from dealer_app.resources_path import resource
from tests.gui.event_counting import EventCounter
from tests.gui.table_testing import deal, make_window, pick_chip_set

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot


def test_the_panel_writes_amounts_with_thousands_separators_as_the_felt_does(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    panel = window.result_panel
    assert panel.verdict.text() == (
        "Pay: seat 3 +$1,360, seat 5 +$600, seat 6 +$600; return $300 to seat 6 (uncalled)"
    )
    amounts = [panel.pots_model.item(row, 1).text() for row in range(panel.pots_model.rowCount())]
    assert amounts == ["$610", "$750", "$1,200", "$300"]
    assert "Side pot 2: $1,200 in" in panel.pots_model.item(2, 0).toolTip()
    eligible = [panel.pots_model.item(row, 0).toolTip().split("\n")[1] for row in (0, 2, 3)]
    assert eligible == [
        "Eligible: seats 1, 3, 5 and 6",
        "Eligible: seats 5 and 6",
        "Eligible: seat 6",
    ]
    assert panel.money.total.text() == "In the pots: $2,560\nReturned to seat 6: $300 (uncalled)"
    # The dealer's steps say the model's words, their amounts written as on the felt.
    result = window.controller.outcome.result
    assert result is not None
    shown = [panel.steps_model.item(row).toolTip() for row in range(panel.steps_model.rowCount())]
    assert shown == list(result.step_words(window.controller.state.unit))
    sized = "Side pot 2: $1,200: size it into 12 black (colour up the bets)."
    assert panel.steps_model.item(shown.index(sized)).text().endswith(sized)
    assert any(text.startswith("Side pot 2: $1,200 in 12 black; ") for text in shown)
    # Drawn as a dealer reads them: numbered, the pots' steps bold, chips as pictures.
    assert isinstance(panel.steps_view.itemDelegate(), StepDelegate)


def test_a_home_games_result_reads_in_dollars_and_cents(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    pick_chip_set(window, "home")
    controller = window.controller
    controller.set_seat_count(2)
    deal(controller, {RowKey.seat(1): "AhAd", RowKey.seat(2): "KcKd", RowKey.board(): "2c7d9hJs3s"})
    assert controller.set_committed(1, 25) and controller.set_committed(2, 25)
    panel = window.result_panel
    assert panel.verdict.text() == "Pay: seat 1 +$0.50"
    assert panel.pots_model.item(0, 1).text() == "$0.50"
    assert "Seat 1 takes $0.50" in panel.pots_model.item(0, 0).toolTip()
    assert panel.money.total.text() == "In the pots: $0.50"
    steps = [panel.steps_model.item(row).toolTip() for row in range(panel.steps_model.rowCount())]
    assert steps[0] == "Main pot: $0.50: size it into 2 white (colour up the bets)."
    assert steps[1].startswith("Main pot: $0.50 in 2 white; ")
    assert [pile.label for pile in window.table.share_piles()] == ["Seat 1 +$0.50"]
    assert window.table.seat_widget(2).amount.text() == "0.25"


def test_the_panel_names_a_split_pots_halves_as_the_game_does(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.open_path(resource("examples", "badeucy-aces-high-in-the-badugi.json"))
    winners = window.result_panel.pots_model.item(0, 2)
    assert winners.text() == "deuce-to-seven 1 / badugi 2"
    assert window.open_path(resource("examples", "bigo-quartered.json"))
    assert window.result_panel.pots_model.item(0, 2).text() == "high 3 / low 1, 2"


def test_the_pots_table_and_the_steps_list_come_with_the_first_pots_in_their_places(
    qtbot, tmp_path
):
    window = make_window(qtbot, tmp_path)
    panel = window.result_panel
    # The empty table has no pots and no steps: its panel has no views to make yet.
    assert panel.findChildren(QAbstractItemView) == []
    assert panel.money.findChildren(QSpinBox) == []
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    QApplication.processEvents()
    assert panel.pots_model.rowCount() == 4 and panel.steps_model.rowCount() > 5
    titles = {label.text(): label for label in panel.findChildren(QLabel)}
    steps = panel.steps_view.geometry()
    assert steps.top() > titles["Dealer's steps"].geometry().bottom()
    assert steps.bottom() < panel.money.geometry().top()
    assert panel.pots_view.geometry().top() > titles["Pots"].geometry().bottom()
    # Tab goes from the pots to the steps, then to the money, as the panel reads.
    assert next_by_tab(panel.pots_view) is panel.steps_view
    assert next_by_tab(panel.steps_view) is panel.money.by_seat


def next_by_tab(widget: QWidget) -> QWidget:
    """The widget after ``widget`` that Tab stops at (its own parts passed by)."""
    after = widget.nextInFocusChain()
    while after is not None and (
        widget.isAncestorOf(after) or not after.focusPolicy() & Qt.FocusPolicy.TabFocus
    ):
        after = after.nextInFocusChain()
    assert after is not None, "the focus chain is a ring"
    return after


def test_the_counts_by_chip_colour_are_made_when_first_shown(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    money = window.result_panel.money
    assert money.spins == {}
    money.by_chips.click()
    assert money.counts.isVisible()
    assert list(money.spins) == [chip.name for chip in window.controller.scenario.chips]
    money.spins["green"].setValue(4)
    assert window.controller.scenario.pot.as_dict() == {"green": 4}


def test_the_pots_table_folds_away_with_its_gap_without_pots_and_comes_back(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    panel = window.result_panel
    titles = {label.text(): label for label in panel.findChildren(QLabel)}
    pots_title, steps_title = titles["Pots"], titles["Dealer's steps"]
    gap = pots_title.parentWidget().layout().spacing()

    def steps_title_top() -> int:
        QApplication.processEvents()
        return steps_title.geometry().top()

    # No pots: the steps' title follows the pots' title as if the table were not there.
    assert panel.pots_model.rowCount() == 0
    assert steps_title_top() == pots_title.geometry().bottom() + 1 + gap
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    view = panel.pots_view
    assert steps_title_top() > pots_title.geometry().bottom() + 2 * gap + view.rowHeight(0)
    assert view.isVisible() and view.height() > 0
    assert view.geometry().top() == pots_title.geometry().bottom() + 1 + gap
    window.controller.next_hand()
    assert panel.pots_model.rowCount() == 0
    assert steps_title_top() == pots_title.geometry().bottom() + 1 + gap


def test_the_pots_stay_while_a_card_is_taken_out_their_winners_to_come(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    panel = window.result_panel
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    model = panel.pots_model

    def rows() -> list[tuple[str, str, str]]:
        return [
            (model.item(row, 0).text(), model.item(row, 1).text(), model.item(row, 2).text())
            for row in range(model.rowCount())
        ]

    resolved = rows()
    QApplication.processEvents()
    steps_top = panel.steps_view.geometry().top()
    window.controller.remove_card(RowKey.board(), 4)
    waiting = rows()
    # The same pots and amounts; the contested pots wait for the cards, the uncalled bet
    # goes back to its seat whatever they are.
    assert [row[:2] for row in waiting] == [row[:2] for row in resolved]
    assert [row[2] for row in waiting] == ["to come"] * 3 + ["6"]
    assert "Eligible: seats 5 and 6" in model.item(2, 0).toolTip()
    QApplication.processEvents()
    assert panel.steps_view.geometry().top() == steps_top
    window.controller.undo()
    assert rows() == resolved


def test_new_winners_repaint_the_winners_column_and_the_tooltips_shown_are_new(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    panel = window.result_panel
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    view, model = panel.pots_view, panel.pots_model
    window.controller.remove_card(RowKey.board(), 4)
    QApplication.processEvents()
    waiting_tip = model.item(2, 0).toolTip()
    painted = QRegion()

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            nonlocal painted
            if isinstance(event, QPaintEvent):
                painted = painted.united(event.region())
            return False

    watcher = Paints()
    view.viewport().installEventFilter(watcher)
    window.controller.undo()
    qtbot.waitUntil(lambda: not painted.isEmpty())
    # The pots and amounts are as they were; only the winners' cells repaint, though every
    # cell has a new tooltip.
    names = view.visualRect(model.index(0, 0)).united(view.visualRect(model.index(3, 1)))
    assert painted.intersected(names.adjusted(0, 0, -1, 0)).isEmpty()
    tip = model.item(2, 0).toolTip()
    assert tip != waiting_tip and "Seat 5 takes $600" in tip
    # The tooltip a dealer sees on hovering is the new one.
    cell = view.visualRect(model.index(2, 0)).center()
    hover = QHelpEvent(QEvent.Type.ToolTip, cell, view.viewport().mapToGlobal(cell))
    QApplication.sendEvent(view.viewport(), hover)
    assert QToolTip.text() == tip
    QToolTip.hideText()


def test_a_folded_pots_table_takes_no_keyboard(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    view = window.result_panel.pots_view
    assert view.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    assert view.focusPolicy() != Qt.FocusPolicy.NoFocus
    with qtbot.waitActive(window):
        window.activateWindow()
    view.setFocus()
    assert view.hasFocus()
    window.controller.next_hand()
    assert view.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert not view.hasFocus()


def test_new_steps_and_a_new_verdict_lay_out_neither_the_panel_nor_the_dock_round_it(
    qtbot, tmp_path
):
    window = make_window(qtbot, tmp_path)
    panel = window.result_panel
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    QApplication.processEvents()
    requests = EventCounter(QEvent.Type.LayoutRequest)
    panel.installEventFilter(requests)
    window.steps_dock.installEventFilter(requests)
    verdict, steps = panel.verdict.text(), panel.steps_model.rowCount()
    verdict_box = panel.verdict.geometry()
    for _ in range(3):
        window.controller.remove_card(RowKey.board(), 4)
        QApplication.processEvents()
        assert panel.verdict.text() != verdict and panel.steps_model.rowCount() != steps
        window.controller.undo_stack.undo()
        QApplication.processEvents()
        assert panel.verdict.text() == verdict and panel.steps_model.rowCount() == steps
    # The dock round the panel (and the main window round the dock) hears only of a change
    # in the least room the panel needs, which the steps and verdict of a hand leave as
    # they are; the panel's own parts stay where they are too: the verdict keeps two lines
    # whether it takes one ("Pay: seat 1 +$960") or two ("Waiting for ...").
    assert requests.of(panel) == 0
    assert requests.of(window.steps_dock) <= 1
    assert panel.verdict.geometry() == verdict_box
    # The parts fill the panel as the window is made taller and shorter.
    for height in (600, 760):
        window.resize(window.width(), height)
        QApplication.processEvents()
        money = panel.money.geometry()
        assert panel.height() - 20 < money.bottom() < panel.height()


def test_the_verdict_keeps_two_lines_and_takes_more_for_longer_words(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    panel = window.result_panel
    place = panel.verdict.parentWidget()
    lines = panel.verdict.fontMetrics()
    two_lines = lines.height() + lines.lineSpacing()
    place.set_text("Pay: seat 1 +$5")
    QApplication.processEvents()
    assert place.height() == two_lines
    (steps_title,) = [
        label for label in panel.findChildren(QLabel) if label.text() == "Dealer's steps"
    ]
    below = steps_title.geometry().top()
    long_verdict = ", ".join(f"seat {seat} +$1,000,000" for seat in range(1, 11))
    place.set_text(long_verdict)
    QApplication.processEvents()
    assert place.height() == panel.verdict.heightForWidth(place.width()) > two_lines
    assert panel.verdict.height() == place.height()
    assert steps_title.geometry().top() > below
    place.set_text("Pay: seat 2 +$5")
    QApplication.processEvents()
    assert place.height() == two_lines
    assert steps_title.geometry().top() == below


def test_a_hand_s_steps_come_to_the_list_as_one_insertion(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    model = window.result_panel.steps_model
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    count = model.rowCount()
    assert count > 5
    assert inserted == [(0, count - 1)]
    texts = [model.item(row).text() for row in range(count)]
    assert texts[0].startswith("1. ") and texts[-1].startswith(f"{count}. ")


def test_a_new_verdict_and_a_new_undo_tip_repaint_themselves_not_the_window_under_them(
    qtbot, tmp_path
):
    window = make_window(qtbot, tmp_path)
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    # The first edit repaints the banner that says the file was opened (it lies on the
    # window).
    window.controller.remove_card(RowKey.board(), 4)
    QApplication.processEvents()
    window.controller.undo_stack.undo()
    QApplication.processEvents()
    paints = EventCounter(QEvent.Type.Paint)
    panel = window.result_panel
    watched = (window, window.steps_dock, panel, panel.verdict, window.toolbar)
    for widget in watched:
        widget.installEventFilter(paints)
    for _ in range(2):
        window.controller.remove_card(RowKey.board(), 4)
        QApplication.processEvents()
        window.controller.undo_stack.undo()
        QApplication.processEvents()
    # The verdict and the Undo button's tip changed at each edit: each is repainted with
    # what it lies on (the panel's body, the tool bar), filled in the window's colour, so
    # the dock and the window round them are not painted again (a tenth of a pick each).
    assert paints.of(panel.verdict) >= 4
    assert paints.of(window.toolbar) >= 4
    assert paints.of(window) == paints.of(window.steps_dock) == paints.of(panel) == 0


def test_the_pots_amounts_are_never_cut_short(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    controller = window.controller
    controller.set_seat_count(3)
    deal(
        controller,
        {
            RowKey.seat(1): "AhAd",
            RowKey.seat(2): "KcKd",
            RowKey.seat(3): "QcQd",
            RowKey.board(): "2c7d9hJs3s",
        },
    )
    for seat, amount in ((1, 450_000_000), (2, 150_000_000), (3, 77_777)):
        assert controller.set_committed(seat, amount)
    panel = window.result_panel
    view, model = panel.pots_view, panel.pots_model
    amounts = [model.item(row, 1).text() for row in range(model.rowCount())]
    assert "$299,844,446" in amounts
    metrics = view.fontMetrics()
    width = view.horizontalHeader().sectionSize(1)
    assert all(metrics.horizontalAdvance(amount) + 4 < width for amount in amounts)
    # Back to small amounts, the column is as narrow as before: the winners keep their room.
    for seat, amount in ((1, 300), (2, 200), (3, 100)):
        assert controller.set_committed(seat, amount)
    assert view.horizontalHeader().sectionSize(1) == 64


def test_an_uncalled_bet_reads_as_returned_never_as_won(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    controller = window.controller
    controller.set_seat_count(2)
    deal(controller, {RowKey.seat(1): "AhAd", RowKey.seat(2): "KcKd", RowKey.board(): "2c7d9hJs3s"})
    assert controller.set_committed(1, 37) and controller.set_committed(2, 250)
    panel = window.result_panel
    assert panel.verdict.text() == "Pay: seat 1 +$74; return $213 to seat 2 (uncalled)"
    assert panel.money.total.text() == "In the pots: $74\nReturned to seat 2: $213 (uncalled)"
    rows = panel.pots_model.rowCount()
    returned = [panel.pots_model.item(row, 2).text() for row in range(rows)]
    assert returned == ["1", "returned (uncalled)"]
    piles = {pile.seat: pile for pile in window.table.share_piles()}
    assert piles[1].label == "Seat 1 +$74"
    assert piles[2].label == "Seat 2: $213 returned"
    tip = share_tooltip(piles[2])
    assert "$213 is returned, not won: Nobody called this part of seat 2's bet." in tip
    assert "not part of the pot" in tip
    # Seat 2 wins the called part too: the label tells the win from the money going back.
    assert controller.clear_cards()
    deal(controller, {RowKey.seat(1): "KcKd", RowKey.seat(2): "AhAd", RowKey.board(): "2c7d9hJs3s"})
    assert panel.verdict.text() == "Pay: seat 2 +$74; return $213 to seat 2 (uncalled)"
    (pile,) = window.table.share_piles()
    assert pile.label == "Seat 2 +$74, $213 returned"
    assert "Won from the pots: $74" in share_tooltip(pile)


def test_a_guts_deals_money_reads_in_the_tables_money(qtbot, tmp_path):
    # The reserve example in a home game counted in cents: pot $80, limit $100.
    document = json.loads(
        resource("examples", "guts", "guts2-reserve-1-four-in-losers-match.json").read_text()
    )
    document["chips"] = [
        {"name": "black", "value": 2500},
        {"name": "green", "value": 500},
        {"name": "red", "value": 100},
        {"name": "white", "value": 25},
    ]
    document["guts"].update(pot=8000, limit=10000, ante=500)
    path = tmp_path / "guts-in-cents.json"
    path.write_text(json.dumps(document))
    window = make_window(qtbot, tmp_path)
    assert window.open_path(path)
    panel = window.result_panel
    steps = [panel.steps_model.item(row).toolTip() for row in range(panel.steps_model.rowCount())]
    assert steps[-3:] == [
        "Next pot: seats 2, 3 and 4 pay $80 each (the size of the pot) into the next pot: $240.",
        "Next pot: over the limit of $100: $140 is set aside in the reserve.",
        "Next pot: $100 to play for next deal; $140 in reserve.",
    ]


def open_guts(qtbot: QtBot, tmp_path: Path, name: str) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    assert window.open_path(Path(str(resource("examples", "guts", name))))
    return window


def test_three_five_seven_verdict_pays_the_winner_what_the_losers_pay_it(qtbot, tmp_path):
    window = open_guts(qtbot, tmp_path, "guts357-stage-1-threes-wild-pairs-beat-a-suited-run.json")
    assert window.result_panel.verdict.text() == "Pay: seat 3 +40"
    assert window.result_panel.money.total.text() == "Pot: 20"


def test_a_pot_the_ghost_keeps_is_said_to_stay_and_be_matched(qtbot, tmp_path):
    window = open_guts(qtbot, tmp_path, "guts2-ghost-is-not-beaten.json")
    assert window.result_panel.verdict.text() == (
        "Nobody is paid: the pot stays and seats 1 and 2 match it (60 each)"
    )
    assert window.result_panel.money.total.text() == "Pot: 60"


def test_a_guts_tables_money_panel_says_its_pot_and_reserve(qtbot, tmp_path):
    window = open_guts(qtbot, tmp_path, "guts2-reserve-2-won-without-a-contest.json")
    guts = window.controller.state.scenario.guts
    assert guts is not None and guts.reserve
    assert window.result_panel.money.total.text() == f"Pot: {guts.pot}\nReserve: {guts.reserve}"


def test_a_bet_handed_back_leaves_the_winners_title_whole_beside_long_amounts(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    scenario = {
        "game": "holdem",
        "button": 2,
        "board": ["6s", "2d", "2s", "4h", "Qd"],
        "seats": [
            {"seat": 1, "cards": ["Ad", "Js"], "committed": 100_000_000_000},
            {"seat": 2, "cards": ["3h", "9c"], "committed": 99_999_999_993},
        ],
        "chips": [
            {"name": "black", "value": 100},
            {"name": "green", "value": 25},
            {"name": "red", "value": 5},
            {"name": "white", "value": 1},
        ],
    }
    path = tmp_path / "big.json"
    path.write_text(json.dumps(scenario))
    assert window.open_path(path)
    QApplication.sendPostedEvents()
    model, view = window.result_panel.pots_model, window.result_panel.pots_view
    assert model.item(0, 1).text() == "$199,999,999,986"
    assert model.item(1, 0).text() == "Returned to seat 1"
    # The title is centred in its column, the column as wide as the room left or more.
    header = view.horizontalHeader()
    middle = header.sectionViewportPosition(2) + header.sectionSize(2) / 2
    assert middle + header.sectionSizeFromContents(2).width() / 2 <= view.viewport().width()
