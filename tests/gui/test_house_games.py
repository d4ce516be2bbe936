"""The home-game extras in the window: suits break ties, rock-paper-scissors, draws."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt

from dealer_app.gui.house_games import HouseGames
from dealer_app.gui.room.house_rules_panel import HouseRulesPanel
from dealer_app.gui.steps_model import PotsModel
from dealer_app.model.home.roshambo import Throw
from dealer_app.resources_path import resource
from tests.gui.table_testing import make_window

THREE_WAY = "holdem-suit-tiebreak-three-way-rock-paper-scissors.json"


def open_example(window, name: str) -> None:
    assert window.controller.open_file(str(resource("examples") / name))


def test_the_menu_turns_the_rule_on_and_the_tie_is_broken(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    open_example(window, "holdem-suit-tiebreak-kings-by-suit.json")
    games = window.house_games
    assert games.suit_tiebreaks_action.isChecked()
    assert window.controller.outcome.result.payout_map == {2: 325}
    games.suit_tiebreaks_action.trigger()
    assert not window.controller.scenario.suit_tiebreaks
    assert window.controller.outcome.result.payout_map == {2: 163, 5: 162}
    window.controller.undo_stack.undo()
    assert games.suit_tiebreaks_action.isChecked()


def test_a_three_way_tie_is_played_out_and_its_winner_paid(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    open_example(window, THREE_WAY)
    games = window.house_games
    assert games.roshambo_action.isEnabled()
    assert window.controller.outcome.result.payout_map == {5: 300}
    pots = PotsModel()
    pots.set_result(window.controller.outcome.result)
    assert pots.item(0, 2).text() == "waiting: rock-paper-scissors"
    dialog = games.open_roshambo()
    assert dialog is not None and dialog.where == "Main pot"
    assert not dialog.reveal_button.isEnabled()
    for seat in (2, 5, 9):
        dialog.pick(seat, Throw.ROCK)
    qtbot.mouseClick(dialog.reveal_button, Qt.MouseButton.LeftButton)
    assert dialog.playing == (2, 5, 9) and "A draw" in dialog.log.text()
    for seat, throw in ((2, Throw.ROCK), (5, Throw.PAPER), (9, Throw.PAPER)):
        dialog.pick(seat, throw)
    qtbot.mouseClick(dialog.reveal_button, Qt.MouseButton.LeftButton)
    assert dialog.playing == (5, 9)
    assert not dialog.groups[2].buttons()[0].isEnabled()
    dialog.pick(5, Throw.SCISSORS)
    dialog.pick(9, Throw.PAPER)
    qtbot.mouseClick(dialog.reveal_button, Qt.MouseButton.LeftButton)
    assert dialog.winner == 5 and dialog.award_button.isEnabled()
    qtbot.mouseClick(dialog.award_button, Qt.MouseButton.LeftButton)
    assert window.controller.scenario.roshambo == (("Main pot", 5),)
    assert window.controller.outcome.result.payout_map == {5: 450}
    assert not games.roshambo_action.isEnabled()


def test_high_card_for_the_button_shows_the_cards_and_moves_the_button(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    games = HouseGames(window.controller, window.theme, window, random.Random(4))
    dialog = games.open_button_draw()
    assert dialog is not None
    seats = window.controller.scenario.seat_numbers
    assert [seat for seat, _ in dialog.draw.cards] == list(seats)
    winner = dialog.draw.winner
    best = max(card for _, card in dialog.draw.cards)
    assert dict(dialog.draw.cards)[winner] == best
    assert dialog.words.text().endswith(f"the button goes to seat {winner}.")
    qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
    assert window.controller.scenario.button == winner


def test_a_seat_draw_moves_the_players_names(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    controller = window.controller
    for seat, name in ((1, "Ann"), (2, "Bo"), (3, "Cy")):
        controller.set_name(seat, name)
    games = HouseGames(controller, window.theme, window, random.Random(9))
    dialog = games.open_seat_draw()
    assert dialog is not None
    places = dialog.draw.places
    dialog.accept()
    names = {entry.seat: entry.name for entry in controller.scenario.seats if entry.name}
    assert names == {place.seat: place.player for place in places}
    assert sorted(names) == [1, 2, 3]
    assert window.banner.text().startswith("Seats drawn: ")


def test_a_seat_draw_without_named_players_says_what_to_do(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.house_games.open_seat_draw() is None
    assert "Name two players" in window.banner.text()


@pytest.mark.parametrize("names", [["Ann", "Ann "], ["Ann Lee", "Ann  Lee"], ["Ann", " "]])
def test_names_alike_but_for_their_spaces_are_one_player_to_the_seat_draw(qtbot, tmp_path, names):
    window = make_window(qtbot, tmp_path)
    path = tmp_path / "names.json"
    seats = [{"seat": seat, "name": name, "cards": []} for seat, name in enumerate(names, start=1)]
    path.write_text(json.dumps({"game": "holdem", "button": 1, "seats": seats}))
    assert window.open_path(path)
    assert window.house_games.open_seat_draw() is None
    assert "Name two players" in window.banner.text()
    assert window.banner.text().endswith(")"), "the problem named"


def test_the_house_rules_panel_shows_and_switches_the_rule(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    panel = HouseRulesPanel(window.controller)
    qtbot.addWidget(panel)
    assert not panel.suit_tiebreaks_box.isChecked()
    window.house_games.suit_tiebreaks_action.trigger()
    assert panel.suit_tiebreaks_box.isChecked()
    panel.suit_tiebreaks_box.click()
    assert not window.controller.scenario.suit_tiebreaks
    assert not window.house_games.suit_tiebreaks_action.isChecked()


def test_a_winner_the_cards_no_longer_allow_is_played_again(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    open_example(window, THREE_WAY)
    controller = window.controller
    controller.set_roshambo("Main pot", 2)
    assert controller.outcome.result.payout_map == {2: 150, 5: 300}
    controller.set_folded(2, True)
    assert controller.outcome.problem == "roshambo: Main pot: seat 2 cannot win it"
    assert window.house_games.roshambo_action.isEnabled()
    assert window.house_games.open_roshambo() is None
    assert controller.scenario.roshambo == ()
    assert controller.outcome.result is not None
