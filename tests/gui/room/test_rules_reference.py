"""The rules reference: counts computed in a worker thread, shown with the time, rules in words."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from dealer_app.gui.room.rules_reference import CHANCE, HANDS, NOTE, RULE_TEXT, RulesReference
from dealer_app.model.hands.ranking import PUBLISHED_COUNTS, RANKING, HandCounts


def _row(key: str) -> int:
    return next(row for row, rank in enumerate(RANKING) if rank.key == key)


def _quick_counter(progress):
    # Stands in for the 2.6-million-hand enumeration (tested in the model and as a slow
    # test below): one count deliberately off to show a disagreement is marked.
    progress(1, 2)
    counts = dict(PUBLISHED_COUNTS, flush=5107, high_card=1_302_541)
    return HandCounts(counts, 0.25, "test counter")


def test_counts_are_shown_with_the_time_and_checked(qtbot):
    panel = RulesReference("holdem", counter=_quick_counter)
    qtbot.addWidget(panel)
    assert panel.table.item(_row("flush"), HANDS).text() == ""
    with qtbot.waitSignal(panel.counted, timeout=10_000):
        panel.count_button.click()
    panel.wait_for_count()
    assert "in 0.25 s" in panel.count_label.text()
    assert "differ" in panel.count_label.text()
    assert panel.table.item(_row("royal_flush"), HANDS).text() == "4"
    assert panel.table.item(_row("royal_flush"), CHANCE).text() == "0.000154%"
    assert panel.table.item(_row("royal_flush"), RULE_TEXT).text().startswith("✓")
    assert panel.table.item(_row("flush"), RULE_TEXT).text() == "✗ 5,108"
    assert panel.table.item(_row("five_of_a_kind"), HANDS).text() == "with wild cards"


def test_the_rules_in_words_follow_the_game(qtbot):
    panel = RulesReference("holdem", counter=_quick_counter)
    qtbot.addWidget(panel)
    assert "clockwise from the button" in panel.rules_label.text()
    panel.set_game("stud8")
    text = panel.rules_label.text()
    assert "highest card by suit" in text and "eight or better" in text


@pytest.mark.slow
def test_every_hand_is_counted_in_the_panel(qtbot):
    panel = RulesReference("holdem")
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.counted, timeout=120_000):
        panel.start_count()
    panel.wait_for_count()
    assert "every count agrees with the card-room rule text" in panel.count_label.text()
    assert panel.table.item(_row("one_pair"), CHANCE).text() == "42.26%"


def _quick_lowball_counter(progress):
    progress(1, 2)
    lows = {"d27_7": 4080, "badugi_4": 17_160, "badugi_aces_high_4": 17_160}
    return HandCounts(dict(PUBLISHED_COUNTS), 0.25, "test counter", lows)


def test_a_lowball_game_shows_its_own_ladder_and_counts(qtbot):
    panel = RulesReference("holdem", counter=_quick_lowball_counter)
    qtbot.addWidget(panel)
    panel.set_game("badeucy")
    titles = [panel.table.item(row, 0).text() for row in range(panel.table.rowCount())]
    assert titles[0] == "Seven low" and "Ace high" in titles and titles[-4] == "Four-card badugi"
    with qtbot.waitSignal(panel.counted, timeout=10_000):
        panel.count_button.click()
    panel.wait_for_count()
    assert panel.table.item(0, HANDS).text() == "4,080"
    assert panel.table.item(0, CHANCE).text() == "0.157%"
    assert panel.table.item(0, RULE_TEXT).text() == "—"
    badugi = titles.index("Four-card badugi")
    assert panel.table.item(badugi, CHANCE).text() == "6.34%"  # of every four-card hand
    # Badeucy's badugi plays aces high: its best is 5-4-3-2, not 4-3-2-A.
    assert panel.table.item(badugi, NOTE).text().startswith("Four ranks, four suits; aces are high")
    assert "badugi of any four" in panel.rules_label.text()
    panel.set_game("holdem")
    assert panel.table.rowCount() == len(RANKING)
    assert panel.table.item(_row("royal_flush"), HANDS).text() == "4"


def _shown_words(panel: RulesReference) -> str:
    labels = panel.findChildren(QLabel)
    return " ".join(label.text() for label in labels if label.isVisibleTo(panel))


def test_the_eight_or_better_low_shows_only_in_games_that_qualify_a_low(qtbot):
    panel = RulesReference("studhilo", counter=_quick_counter)
    qtbot.addWidget(panel)
    words = _shown_words(panel)
    assert "Eight or better" not in words and "the high hand takes the whole pot" not in words
    assert "Any low (high-low with no qualifier)" in words
    assert "whatever its highest card (K-Q-J-9-7 takes it" in words
    panel.set_game("omaha8")
    words = _shown_words(panel)
    assert "Eight or better" in words and "Any low" not in words
    for game in ("badeucy", "razzdugi", "deuce7", "holdem"):
        panel.set_game(game)
        words = _shown_words(panel)
        assert "Eight or better" not in words and "A-5 low" in words, game
