"""The words on the felt: under the pot they speak of, and the house rules in force."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize
from PySide6.QtWidgets import QApplication

from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.felt_words import house_rules_words
from dealer_app.gui.table.state import default_state
from dealer_app.gui.table.view import TableView
from dealer_app.model.cards import Rank
from dealer_app.model.hands.strength import HouseRules
from dealer_app.model.showdown.odd_chip_rules import OddChipRule, StudOddChip
from dealer_app.resources_path import resource
from tests.gui.table_testing import make_window, show_table_view


def _table(qtbot, example: str) -> TableView:
    controller = TableController(default_state("holdem", 6))
    assert controller.open_file(Path(str(resource("examples", example))))
    view = show_table_view(qtbot, controller, QSize(980, 640))
    view.grab()
    return view


def test_a_tie_is_explained_under_the_tied_pot(qtbot):
    view = _table(qtbot, "holdem-three-all-ins-side-pots.json")
    rects = [rect for rect, _ in view.pot_rects()]
    assert [pile.name for _, pile in view.pot_rects()] == ["Main pot", "Side pot 1", "Side pot 2"]
    words = view.info.text_rect()
    assert view.info.text().startswith("Side pot 2 · Tie:")
    assert words.top() >= rects[2].bottom() - 1
    assert rects[2].left() <= words.center().x() <= rects[2].right()
    assert not rects[1].left() <= words.center().x() <= rects[1].right()


def test_plain_rules_say_nothing_and_house_rules_are_shown_on_the_felt(qtbot):
    view = _table(qtbot, "holdem-three-all-ins-side-pots.json")
    controller = view.controller()
    assert house_rules_words(controller.scenario) == ""
    assert view.rules_line() == ("", QRectF())
    controller.set_house_rules(
        HouseRules(frozenset({Rank.TWO}), around_the_corner=True),
        StudOddChip.ALL_CARDS,
        OddChipRule.PER_SPLIT,
    )
    view.grab()
    text, rect = view.rules_line()
    assert text == "House rules: twos wild, wrap-around straights, odd chips per split"
    assert view.table_geometry().felt.contains(rect.center())
    assert not any(rect.intersects(QRectF(seat.geometry())) for seat in view.seats)
    assert not any(rect.intersects(QRectF(row.geometry())) for row in view.boards)


def test_suits_breaking_ties_is_a_house_rule_shown(qtbot):
    view = _table(qtbot, "holdem-suit-tiebreak-kings-by-suit.json")
    assert view.rules_line()[0] == "House rules: suits break ties"


def test_words_too_long_for_their_box_are_cut_at_a_word_and_each_line_keeps_its_start(qtbot):
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFont

    from dealer_app.gui.table.felt_words import FeltWords
    from dealer_app.gui.table.scene import TableWords
    from dealer_app.gui.theme import load_theme

    words = FeltWords(load_theme())
    qtbot.addWidget(words)
    words.place(QRect(0, 0, 260, 60), QFont(), 1.0, (), QRectF())
    high = "High: Seat 1 wins: Three of a Kind, Kings, Jack-Eight kickers beats Three of a Kind"
    low = "Tie: both play Low: 8-5-3-2-A; the King and the Queen do not play"
    words.show_words(TableWords(f"{high}\n{low}", f"{high}\n{low}"))
    shown = words.text().split("\n")
    assert len(shown) == 2
    assert shown[0].startswith("High: Seat 1 wins") and shown[0].endswith("…")
    assert shown[1].startswith("Tie: both play Low")
    assert words.text_rect().height() <= words.height()
    assert words.toolTip() == f"{high}\n{low}"


def test_a_box_of_one_line_keeps_the_first_line_cut_and_the_rest_in_the_tooltip(qtbot):
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFont

    from dealer_app.gui.table.felt_words import FeltWords
    from dealer_app.gui.table.scene import TableWords
    from dealer_app.gui.theme import load_theme

    words = FeltWords(load_theme())
    qtbot.addWidget(words)
    # A crowded table's explanation: one line tall, as the felt gives it.
    words.place(QRect(0, 0, 260, round(FeltWords.height_for(1.0, 1))), QFont(), 1.0, (), QRectF())
    high = "High: Seat 5 wins: Straight, Six high"
    low = "Low: Seat 10's 5-4-3-2-A beats 6-4-3-2-A"
    words.show_words(TableWords(f"{high}\n{low}", f"{high}\n{low}"))
    assert words.text() == f"{high}…"
    assert words.toolTip() == f"{high}\n{low}"


def test_a_house_rule_too_long_beside_the_games_name_is_shown_whole_alone(qtbot, tmp_path):
    # Stud has no board: its title line names the game and the house rules. On a small
    # laptop both do not fit; the rule that decides the odd chip is shown whole, the game
    # being named on the tool bar.
    window = make_window(qtbot, tmp_path, QSize(1024, 700))
    assert window.open_path(Path(str(resource("examples", "stud-odd-chip-best-five-rule.json"))))
    title = window.table.felt.title_item()
    assert title is not None
    assert title.shown_text() == "House rules: stud odd chip by the best five"
    assert title.toolTip() == ""
    window.resize(QSize(1920, 1080))
    QApplication.sendPostedEvents()
    assert title.shown_text() == "Seven-Card Stud · House rules: stud odd chip by the best five"
