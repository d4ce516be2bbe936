"""The felt as a Graphics View scene: items keyed by pot and seat, updated in place, each
with its own tooltip found by Qt's hit-testing, and the chips' slide to the winners."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QRectF, QVariantAnimation
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QGraphicsView, QToolTip

from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.scene import pot_tooltip, share_tooltip
from dealer_app.gui.table.state import default_state
from dealer_app.model.cards import Rank, parse_card
from dealer_app.model.hands.strength import HouseRules
from dealer_app.model.play.dealing import RowKey
from dealer_app.model.showdown.odd_chip_rules import OddChipRule, StudOddChip
from dealer_app.storage.chip_presets import chip_preset
from tests.gui.table_testing import ACES_KINGS_AND_TWO_MORE, deal, show_table_view

WAIT_MS = 10_000
"""How long a test waits for the chips to move or land: a machine busy with other work
may hold the animation's first frame back for seconds."""


@pytest.fixture
def table(qtbot):
    controller = TableController(default_state("holdem", 4))
    view = show_table_view(qtbot, controller)
    deal(controller, ACES_KINGS_AND_TWO_MORE)
    for seat, amount in {1: 100, 2: 200, 3: 200, 4: 200}.items():
        controller.set_committed(seat, amount)
    return view


def test_the_felt_is_a_scene_in_the_views_own_coordinates(table):
    felt = table.felt
    assert felt.geometry() == table.rect()
    assert felt.sceneRect() == QRectF(table.rect())
    assert felt.transform().isIdentity()
    assert felt.frameWidth() == 0 and not felt.verticalScrollBar().isVisible()
    # The table itself is painted once per size, into Qt's background cache.
    assert felt.cacheMode() & QGraphicsView.CacheModeFlag.CacheBackground
    assert felt.mapToScene(QPoint(120, 80)).toPoint() == QPoint(120, 80)
    # The plaques and boards stay widgets, over the felt.
    assert all(seat.parent() is table and seat.isVisible() for seat in table.seats)


def test_each_pot_and_each_winner_has_its_own_items(table):
    felt = table.felt
    assert [item.pile() for item in felt.pot_items()] == list(table.pot_piles())
    assert [item.pile().name for item in felt.pot_items()] == ["Main pot", "Side pot 1"]
    items = felt.payout_items()
    assert sorted(items) == [1, 2]
    for pile in table.share_piles():
        chips, label = items[pile.seat]
        look = table.payout_look(pile.seat)
        assert look is not None
        assert label.text() == look.text and label.label_box() == look.label
        assert label.box() == look.unit() and label.box().contains(look.chips)
        assert chips.box().contains(look.chips)
        assert chips.isVisible() and label.isVisible()


def test_a_change_of_one_payout_repaints_that_seat_only(table):
    felt = table.felt
    kept = {
        seat: (items, [item.pos() for item in items]) for seat, items in felt.payout_items().items()
    }
    changed: list[QRectF] = []
    felt.scene().changed.connect(changed.extend)
    # Seat 2 takes $25 less (its chips and label), seat 1 the same.
    piles = list(table.share_piles())
    looks = {pile.seat: table.payout_look(pile.seat) for pile in piles}
    second = next(index for index, pile in enumerate(piles) if pile.seat == 2)
    piles[second] = piles[second]._replace(
        amount=piles[second].amount - 25, stacks=piles[second].stacks[:1]
    )
    looks[2] = looks[2]._replace(text="Seat 2 +$275")
    felt.show_payouts(piles, looks)
    QApplication.processEvents()
    after = felt.payout_items()
    assert after == {seat: items for seat, (items, _) in kept.items()}
    assert [item.pos() for item in after[1]] == kept[1][1]
    assert after[2][1].text() == "Seat 2 +$275"
    assert changed
    seat_one = [item.sceneBoundingRect() for item in after[1]]
    assert not [rect for rect in changed for mine in seat_one if rect.intersects(mine)]


def test_an_outcome_that_pays_the_same_touches_no_pot_and_no_payout(table):
    felt = table.felt
    items = [*felt.pot_items(), *(item for pair in felt.payout_items().values() for item in pair)]
    places = [item.pos() for item in items]
    changed: list[QRectF] = []
    felt.scene().changed.connect(changed.extend)
    # Another losing hand for seat 4: the result is worked out again, the payouts the same.
    assert table.controller().place_card(RowKey.seat(4), 1, parse_card("2d"))
    QApplication.processEvents()
    assert [
        *felt.pot_items(),
        *(item for pair in felt.payout_items().values() for item in pair),
    ] == items
    assert [item.pos() for item in items] == places
    boxes = [item.sceneBoundingRect() for item in items]
    assert not [rect for rect in changed for box in boxes if rect.intersects(box)]


def test_pots_and_payouts_carry_their_tooltips_found_by_qts_hit_testing(table, qtbot):
    felt = table.felt
    side = felt.pot_items()[1]
    assert table.tooltip_at(side.box().center().toPoint()) == pot_tooltip(side.pile())
    shares = {pile.seat: pile for pile in table.share_piles()}
    _, label = felt.payout_items()[2]
    point = label.box().center().toPoint()
    assert table.tooltip_at(point) == share_tooltip(shares[2])
    assert table.tooltip_at(QPoint(2, 2)) == ""
    # The tooltip event itself, as the pointer resting there sends it to the felt.
    viewport = felt.viewport()
    event = QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    QApplication.sendEvent(viewport, event)
    assert QToolTip.text() == share_tooltip(shares[2])
    QToolTip.hideText()


def test_the_chips_slide_from_each_pot_to_the_winners_zone_and_land_there(table, qtbot):
    table.set_animated(True)
    table.deal_it()
    assert table.is_dealing()
    flights = table.felt.flight_items()
    # Seat 1 takes the main pot, seat 2 the side pot: one flight each.
    assert sorted(flights) == [(0, 1), (1, 2)]
    cells = [item.cell().center() for item in table.felt.pot_items()]
    starts = {key: QRectF(flight.start, flight.start) for key, flight in flights.items()}
    assert starts[(1, 2)].center() == cells[1]
    # The payouts wait for their chips.
    assert not any(
        item.isVisible() for items in table.felt.payout_items().values() for item in items
    )
    # Moments of the slide set rather than waited for: a busy event loop (other windows'
    # work) may show no frame of it at all, or hold it back past any wait.
    slide = table.findChild(QVariantAnimation)
    assert slide is not None
    slide.setCurrentTime(slide.duration() // 5)
    assert flights[(1, 2)].isVisible()
    assert flights[(1, 2)].pos() not in (flights[(1, 2)].start, table.share_anchor(2))
    slide.setCurrentTime(slide.duration())
    qtbot.waitUntil(lambda: not table.is_dealing(), timeout=WAIT_MS)
    assert table.deal_progress() == 1.0
    for (_, seat), flight in flights.items():
        assert flight.pos() == table.share_anchor(seat)
        assert table.payout_zone(seat).contains(flight.pos())
        assert not flight.isVisible()
    assert all(item.isVisible() for items in table.felt.payout_items().values() for item in items)


def test_with_the_animation_off_the_chips_land_at_once(table):
    table.deal_it()
    assert not table.is_dealing() and table.deal_progress() == 1.0
    assert all(item.isVisible() for items in table.felt.payout_items().values() for item in items)
    assert not any(flight.isVisible() for flight in table.felt.flight_items().values())


def test_a_house_rules_line_cut_short_has_the_whole_line_in_its_tooltip(table):
    controller = table.controller()
    wild = frozenset({Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX})
    controller.set_house_rules(
        HouseRules(wild, around_the_corner=True), StudOddChip.ALL_CARDS, OddChipRule.PER_SPLIT
    )
    table.resize(600, 420)
    QApplication.processEvents()
    words, line = table.rules_line()
    assert words.startswith("House rules: sixes, fives")
    title = table.felt.title_item()
    assert title is not None
    assert title.isVisible() and title.box() == line
    assert table.tooltip_at(line.center().toPoint()) == words


def test_new_words_that_change_no_size_leave_the_middle_stacked_as_it_was(table, monkeypatch):
    controller = table.controller()
    assert controller.place_card(RowKey.seat(3), 0, parse_card("Qs"))
    QApplication.processEvents()
    board = table.boards[0]
    stacked: list[float] = []
    set_card_height = board.set_card_height

    def counting(height: float) -> None:
        stacked.append(height)
        set_card_height(height)

    monkeypatch.setattr(board, "set_card_height", counting)
    board_place = board.geometry()
    captions = [pile.caption for pile in table.pot_piles()]
    # Three queens for seat 3: it takes both pots, "To seat 1" and "To seat 2" become
    # "To seat 3", words as wide as before.
    assert controller.place_card(RowKey.seat(3), 1, parse_card("Qd"))
    QApplication.processEvents()
    assert [pile.caption for pile in table.pot_piles()] != captions
    assert [pile.seat for pile in table.share_piles()] == [3]
    assert stacked == []
    assert board.geometry() == board_place
    # The payout zones are those of the new winner.
    assert table.share_rect(3).intersects(table.payout_zone(3))


def test_wider_words_under_a_pot_stack_the_middle_again(table):
    before = {pile.name: rect for rect, pile in table.pot_rects()}
    # Ten times the money: every pot's title is wider, its room too.
    for seat, amount in {1: 1000, 2: 2000, 3: 2000, 4: 2000}.items():
        table.controller().set_committed(seat, amount * 1000)
    QApplication.processEvents()
    after = {pile.name: rect for rect, pile in table.pot_rects()}
    assert after.keys() == before.keys()
    assert all(after[name].width() > before[name].width() for name in after)
    rects = list(after.values())
    assert not [a for a in rects for b in rects if a is not b and a.intersects(b)]
    middle = [rect for name, rect in table.felt_parts() if name.startswith("board")]
    assert not [a for a in rects for b in middle if a.intersects(b)]


def test_a_payouts_tooltip_follows_the_money_though_its_chips_look_the_same(table):
    # The tournament set has the same chips for these amounts, counted in "T" not "$".
    tournament = chip_preset("tournament")
    table.controller().set_chips(tournament.chips, tournament.key, tournament.unit)
    shares = {pile.seat: pile for pile in table.share_piles()}
    chips, label = table.felt.payout_items()[1]
    assert chips.toolTip() == share_tooltip(shares[1]) == label.toolTip()
    assert table.tooltip_at(chips.box().center().toPoint()) == share_tooltip(shares[1])
    assert "T" in share_tooltip(shares[1]) and "$" not in share_tooltip(shares[1])


def test_chips_in_flight_go_where_the_table_is_laid_out_again_and_leave_when_landed(table, qtbot):
    table.set_animated(True)
    table.deal_it()
    qtbot.waitUntil(lambda: table.deal_progress() > 0.0, timeout=WAIT_MS)
    table.resize(820, 560)
    QApplication.processEvents()
    cells = [item.cell().center() for item in table.felt.pot_items()]
    flights = table.felt.flight_items()
    assert flights
    scale = table.table_geometry().scale
    for (pot, seat), flight in flights.items():
        assert flight.start == cells[pot]
        assert flight.end == table.share_anchor(seat)
        assert flight.diameter() == pytest.approx(22.0 * scale)  # the payouts' chips
    qtbot.waitUntil(lambda: not table.is_dealing(), timeout=WAIT_MS)
    # Landed, the chips are the payouts: no flight is left in the scene.
    assert table.felt.flight_items() == {}
    assert all(flight.scene() is None for flight in flights.values())
    for (_, seat), flight in flights.items():
        assert flight.pos() == table.share_anchor(seat)


def test_no_flight_is_left_behind_when_the_result_is_undone_mid_deal(table, qtbot):
    table.set_animated(True)
    table.deal_it()
    qtbot.waitUntil(lambda: table.deal_progress() > 0.0, timeout=WAIT_MS)
    table.controller().undo()  # seat 4's 200 taken back: other payouts, dealt again
    table.controller().remove_card(RowKey.board(), 4)  # no result at all
    assert not table.is_dealing()
    assert table.felt.flight_items() == {}
    flights = [item for item in table.felt.scene().items() if item not in _standing(table)]
    assert flights == []


def _standing(table) -> set[object]:
    """The items a felt keeps between results: the title, board labels, pots, payouts."""
    felt = table.felt
    items: set[object] = {felt.title_item(), felt.board_labels_item(), *felt.pot_items()}
    for chips, label in felt.payout_items().values():
        items |= {chips, label}
    return items
