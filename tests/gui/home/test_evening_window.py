"""The guts evening window: in and out per deal, the money carried, undo, save and open."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dealer_app.gui.file_actions import SaveAnswer
from dealer_app.gui.home.evening_controller import EveningController
from dealer_app.gui.home.evening_window import EveningWindow, evening_examples
from dealer_app.gui.home.money_view import deal_moves
from dealer_app.gui.main_window import MainWindow
from dealer_app.model.play.evening import Evening
from tests.gui.table_testing import temporary_settings

NAMES = {1: "Ann", 2: "Bob", 3: "Cat", 4: "Dan"}


def window_for(qtbot, evening: Evening) -> EveningWindow:
    window = EveningWindow(EveningController(evening))
    qtbot.addWidget(window)
    window.show()
    return window


def declare_and_show(qtbot, window: EveningWindow, hands: dict[int, str]) -> None:
    for seat, cards in hands.items():
        qtbot.mouseClick(window.seats.switches[seat], Qt.MouseButton.LeftButton)
        window.seats.cards[seat].setText(cards)
        window.seats.cards[seat].editingFinished.emit()


def test_an_evening_of_three_deals_carries_the_pot_and_the_reserve(qtbot):
    window = window_for(qtbot, Evening.start("guts2", NAMES, ante=20, limit=100, button=4))
    declare_and_show(qtbot, window, {1: "AhAd", 2: "KcQd", 3: "9c9d", 4: "5s2h"})
    assert window.seats.switches[1].text() == "In"
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    evening = window.controller.evening
    assert (evening.pot, evening.reserve) == (100, 140)
    assert window.seats.balances[1].text() == "+60" and window.seats.balances[2].text() == "−100"
    moves = deal_moves(window.controller.last_deal)
    assert [(m.source, m.target, m.amount) for m in moves] == [
        ("Pot", "Ann", 80),
        ("Bob", "Next pot", 80),
        ("Cat", "Next pot", 80),
        ("Dan", "Next pot", 80),
        ("Next pot", "Reserve", 140),
    ]
    declare_and_show(qtbot, window, {2: ""})
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    declare_and_show(qtbot, window, {3: ""})
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    evening = window.controller.evening
    assert (evening.deal_number, evening.pot, evening.reserve) == (4, 40, 0)
    assert window.history.model().rowCount() == 3
    assert "Pot 40" in window.header.text() and "Deal 4" in window.header.text()
    assert window.steps.count() == len(window.controller.last_deal.step_texts)


def test_undo_goes_back_one_deal_with_who_was_in(qtbot):
    window = window_for(qtbot, Evening.start("guts2", NAMES, ante=20, limit=100, button=4))
    declare_and_show(qtbot, window, {2: ""})
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    assert window.controller.evening.deal_number == 2
    window.undo_action.trigger()
    evening = window.controller.evening
    assert evening.deal_number == 1 and evening.pot == 80 and evening.current.live_seats == (2,)
    assert window.seats.switches[2].isChecked() and window.history.model().rowCount() == 0
    window.redo_action.trigger()
    assert window.controller.evening.deal_number == 2


def test_a_deal_missing_cards_is_refused_with_a_message_and_nothing_changes(qtbot):
    window = window_for(qtbot, Evening.start("guts2", NAMES, ante=5, button=4))
    declare_and_show(qtbot, window, {1: "AhAd", 2: ""})
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    assert window.controller.evening.deal_number == 1
    assert "seat 2: shows 0 cards" in window.banner.text()
    window.seats.cards[3].setText("AhZz")
    window.seats.cards[3].editingFinished.emit()
    assert "not a card" in window.banner.text()
    assert window.controller.evening.current.seat(3).cards == ()


def test_an_evening_is_saved_and_opened(qtbot, tmp_path):
    window = window_for(qtbot, Evening.start("guts2", NAMES, ante=20, limit=100, button=4))
    declare_and_show(qtbot, window, {1: "AhAd", 2: "KcQd"})
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    path = tmp_path / "evening.json"
    assert window.controller.save_file(path)
    other = window_for(qtbot, Evening.start("guts3", NAMES, ante=5, button=1))
    assert other.controller.open_file(path)
    assert other.controller.evening.balances() == window.controller.evening.balances()
    assert other.history.model().rowCount() == 1
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": "dealer-app/guts-evening@1", "played": 3}')
    assert not other.controller.open_file(damaged)
    assert "played" in other.banner.text() and other.history.model().rowCount() == 1


def test_the_shipped_evenings_open(qtbot):
    examples = evening_examples()
    assert len(examples) >= 2
    window = window_for(qtbot, Evening.start("guts2", NAMES, ante=5, button=1))
    for path in examples:
        assert window.controller.open_file(path), window.banner.text()
        assert window.controller.evening.played


def test_the_table_window_reaches_the_evening_and_opens_an_evening_file(qtbot, tmp_path):
    table = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(table)
    table.evening_action.trigger()
    assert table.evening_window is not None and table.evening_window.isVisible()
    assert table.open_path(evening_examples()[0])
    assert table.evening_window.controller.evening.deal_number == 4


def test_an_evening_saved_before_its_first_deal_opens_from_the_table_window(qtbot, tmp_path):
    window = window_for(qtbot, Evening.start("guts2", NAMES, ante=20, button=3))
    path = tmp_path / "started.json"
    assert window.controller.save_file(path) and '"played": []' in path.read_text()
    table = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(table)
    assert table.open_path(path)
    assert table.evening_window is not None and table.evening_window.isVisible()
    assert table.evening_window.banner.text() == "Opened started.json"
    assert table.evening_window.seats.names[2].text() == "2. Bob"


def test_an_evening_that_cannot_be_opened_says_why_in_the_evening_window(qtbot, tmp_path):
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": "dealer-app/guts-evening@1", "played": 3}')
    table = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(table)
    assert not table.open_path(damaged)
    assert table.open_problem().startswith("damaged.json cannot be opened as a guts evening")


def test_an_evening_of_a_newer_version_opened_at_the_table_is_said_to_be_one(qtbot, tmp_path):
    window = window_for(qtbot, Evening.start("guts2", NAMES, ante=20, button=3))
    path = tmp_path / "newer.json"
    assert window.controller.save_file(path)
    path.write_text(path.read_text().replace("guts-evening@1", "guts-evening@2"))
    table = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(table)
    assert not table.open_path(path)
    assert table.open_problem() == (
        "newer.json cannot be opened as a guts evening: it was made by a newer version of "
        'the app (format "dealer-app/guts-evening@2", this version reads '
        '"dealer-app/guts-evening@1")'
    )


def test_quitting_asks_about_deals_played_since_the_evening_was_opened(
    qtbot, tmp_path, save_questions
):
    table = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(table)
    table.show()
    assert table.open_path(evening_examples()[0])
    evening = table.evening_window
    assert evening is not None and not evening.controller.is_modified()
    declare_and_show(qtbot, evening, {1: "AhAd", 2: "KcQd"})
    assert evening.controller.play_deal()
    save_questions.answer = SaveAnswer.Cancel
    assert not table.close()
    assert save_questions.asked == ["the guts evening"] and table.isVisible()
    save_questions.answer = SaveAnswer.Discard
    assert table.close()


def test_cards_entered_count_as_unsaved_and_opening_another_evening_asks_first(
    qtbot, save_questions
):
    window = window_for(qtbot, Evening.start("guts2", NAMES, ante=20, limit=100, button=4))
    assert not window.controller.is_modified()
    declare_and_show(qtbot, window, {1: "AhAd"})
    assert window.controller.is_modified()
    save_questions.answer = SaveAnswer.Cancel
    before = window.controller.evening
    assert not window.open_path(evening_examples()[0])
    assert window.controller.evening is before and save_questions.asked == ["the guts evening"]
    save_questions.answer = SaveAnswer.Discard
    assert window.open_path(evening_examples()[0])
    assert not window.controller.is_modified()


def test_three_five_seven_deals_its_stages_in_order_with_legs_by_the_seats(qtbot):
    window = window_for(qtbot, Evening.start("guts357", NAMES, ante=10, button=4))
    assert "stage one" in window.header.text() and "3 cards, 3s wild" in window.header.text()
    declare_and_show(qtbot, window, {2: "4s5s6s"})
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    evening = window.controller.evening
    assert evening.table.stage == 2 and evening.table.legs == ((2, 1),)
    assert "●" in window.seats.names[2].text() and "●" not in window.seats.names[1].text()
    assert "5 cards, 5s wild" in window.header.text()
    # The cards stay with the seats into the next stage; two more are added to them.
    assert window.seats.cards[2].text() == "4s5s6s"
    declare_and_show(qtbot, window, {1: "AhAdKc8d8s", 2: "4s5s6s9c9s"})
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    last = window.controller.last_deal
    assert last.guts.transfers == ((1, 2, 40),)
    moves = [(m.source, m.target, m.amount) for m in deal_moves(last)]
    assert moves == [("Ann", "Bob", 40)]
    assert window.controller.evening.table.stage == 3


def test_four_two_three_takes_its_common_cards(qtbot):
    window = window_for(qtbot, Evening.start("guts423", NAMES, ante=10, button=4))
    assert window.board.isVisible() and not window.ghost_cards.isVisible()
    window.board.setText("QhTh9s")
    window.board.editingFinished.emit()
    declare_and_show(qtbot, window, {1: "AhKh2c7d", 2: "QsQc9d8c"})
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    assert window.controller.last_deal.hands[0].name == "Royal Flush"


def test_a_seat_alone_against_the_deck_and_a_ghost_take_their_cards(qtbot):
    evening = Evening.start("guts422", NAMES, ante=10, button=4, alone_vs_deck=True)
    window = window_for(qtbot, evening)
    assert window.deck_cards.isVisible() and not window.ghost_cards.isVisible()
    window.deck_cards.setText("AcAdAs5h")
    window.deck_cards.editingFinished.emit()
    declare_and_show(qtbot, window, {1: "KcKd2h9s"})
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    last = window.controller.last_deal
    assert last.guts.payments == ((1, 40),) and last.guts.pot_stays
    assert window.controller.evening.table.deck_cards == ()
    ghost = window_for(qtbot, Evening.start("guts2", NAMES, ante=5, button=4, ghost="always"))
    ghost.ghost_cards.setText("KhZz")
    ghost.ghost_cards.editingFinished.emit()
    assert "not a card" in ghost.banner.text() and ghost.controller.evening.table.ghost_cards == ()


def test_two_plus_one_takes_a_third_card_and_a_second_declare(qtbot):
    evening = Evening.start("guts21", NAMES, ante=10, button=4, extra_ante=5)
    window = window_for(qtbot, evening)
    assert window.seats.third_cards[1].isVisible()
    for seat in (1, 2, 3):
        window.seats.third_cards[seat].setChecked(True)
    declare_and_show(qtbot, window, {1: "AhKhQh", 2: "7c7d7s"})
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    last = window.controller.last_deal
    assert last.payouts == ((2, 55),) and last.guts.payments == ((1, 55),)
    # Seat 3 took the third card and dropped: it lost its extra ante.
    assert window.controller.evening.balances()[3] == -15
    assert window.controller.evening.table.third_card == ()


def test_every_shipped_guts_deal_opens_in_the_evening_and_at_the_table(qtbot, tmp_path):
    deals = evening_examples("guts")
    assert len(deals) >= 10
    window = window_for(qtbot, Evening.start("guts2", NAMES, ante=5, button=1))
    table = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(table)
    for path in deals:
        assert window.controller.open_file(path), window.banner.text()
        assert window.controller.play_deal(), window.banner.text()
        assert table.open_path(path)
        outcome = table.controller.outcome
        assert outcome.complete, outcome.missing or outcome.problem


def test_the_money_views_title_wraps_whole_above_the_moves_in_a_narrow_window(qtbot):
    window = window_for(qtbot, Evening.start("guts2", NAMES, ante=5, limit=None, button=4))
    money = window.money
    money.resize(360, 220)
    title, place = money.title()
    line = money.fontMetrics().height()
    assert title.startswith("No deal played yet")
    assert place.height() >= 2 * line - 1  # two lines, none cut
    wide_enough = money.fontMetrics().horizontalAdvance(title)
    money.resize(int(wide_enough * 2.5), 220)
    assert money.title()[1].height() < 2 * line


def test_every_column_of_the_evening_shows_in_a_small_laptops_window(qtbot):
    window = window_for(qtbot, Evening.start("guts2", NAMES, ante=5, button=1))
    (three_stages,) = (path for path in evening_examples() if "357" in path.name)
    assert window.controller.open_file(three_stages), window.banner.text()
    window.resize(1024, 640)
    table = window.history
    header = table.horizontalHeader()
    last = table.model().columnCount() - 1

    def reserve_in_sight() -> bool:
        right = header.sectionViewportPosition(last) + header.sectionSize(last)
        return 0 < right <= table.viewport().width()

    qtbot.waitUntil(reserve_in_sight)
    qtbot.waitUntil(lambda: not table.horizontalScrollBar().isVisible())
    # A column too narrow for its payments wraps between seats, never inside one.
    assert "1:\u00a040, 2:\u00a040" in table.model().index(2, 4).data()
