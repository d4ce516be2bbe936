"""The table keeps the showdown contract: a live seat with no money waits, labels survive."""

from __future__ import annotations

import json

import pytest

from dealer_app.gui.main_window import MainWindow
from tests.gui.table_testing import ACES_KINGS_AND_TWO_MORE, deal, make_window

NOTHING_IN = "seat 3 is in the hand but put nothing in: mark it folded or enter what it put in"


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    return make_window(qtbot, tmp_path)


def test_a_live_seat_without_money_is_what_is_still_needed_and_nobody_is_paid(window):
    controller = window.controller
    deal(controller, ACES_KINGS_AND_TWO_MORE)
    for number in controller.scenario.seat_numbers:
        if number > 4:
            controller.set_folded(number, True)
        elif number != 3:
            controller.set_committed(number, 100)
    verdict = window.result_panel.verdict.text()
    assert NOTHING_IN in controller.scenario.missing()
    assert NOTHING_IN in verdict
    assert "Pay" not in verdict
    controller.set_committed(3, 100)
    assert window.result_panel.verdict.text().startswith("Pay")


def test_a_file_with_title_tags_and_all_in_is_saved_back_unchanged(window, tmp_path):
    document = {
        "format": "dealer-app/scenario@1",
        "title": "Kings all in against aces",
        "tags": ["all-in", "side-pot"],
        "game": "holdem",
        "rules": {"wild": [], "around_the_corner": False},
        "button": 2,
        "seats": [
            {"seat": 1, "cards": ["As", "Ad"], "committed": 100},
            {"seat": 2, "name": "Ann", "cards": ["Ks", "Kd"], "committed": 60, "all_in": True},
        ],
        "board": ["Qh", "9c", "4d", "Js", "5s"],
        "chips": [{"name": "green", "value": 25}, {"name": "red", "value": 5}],
    }
    source = tmp_path / "labelled.json"
    source.write_text(json.dumps(document), encoding="utf-8")
    assert window.open_path(source)
    saved = tmp_path / "saved.json"
    assert window.save_path(saved)
    assert json.loads(saved.read_text(encoding="utf-8")) == document
