"""The chip race on screen: players in, who gets what and the steps out, problems shown."""

from __future__ import annotations

import random

from dealer_app.gui.room.chip_race_panel import RESULT_GETS, ChipRacePanel


def test_a_race_shows_who_gets_what_and_the_steps(qtbot):
    panel = ChipRacePanel(rng=random.Random(1))
    qtbot.addWidget(panel)
    assert panel.leaving_box.currentData() == "green"
    panel.players_box.setValue(3)
    panel.set_player(0, 13, 500, "2c")
    panel.set_player(1, 2, 0, "Kd 7c")
    panel.set_player(2, 1, 0, "As")
    race = panel.run_race()
    assert race is not None and race.winners == (3,)
    assert panel.results.item(2, RESULT_GETS).text() == "1 black, wins the race"
    assert panel.results.item(1, RESULT_GETS).text() == "1 black, kept in: no one is raced out"
    assert panel.steps.count() == len(race.steps)
    assert panel.steps.item(0).text().startswith("Colour up: green (25) leaves play")


def test_cards_are_dealt_when_none_are_typed(qtbot):
    panel = ChipRacePanel(rng=random.Random(7))
    qtbot.addWidget(panel)
    panel.players_box.setValue(4)
    for row in range(4):
        panel.set_player(row, row + 1, 100)
    race = panel.run_race()
    assert race is not None
    assert [len(player.cards) for player in race.players] == [1, 2, 3, 0]


def test_a_problem_is_shown_not_raised(qtbot):
    panel = ChipRacePanel()
    qtbot.addWidget(panel)
    panel.players_box.setValue(2)
    panel.set_player(0, 2, 0, "As")
    panel.set_player(1, 1, 0, "Kd")
    assert panel.run_race() is None
    assert "seat 1 races 2 chips and needs 2 cards, not 1" in panel.problem.text()


def test_the_chip_set_shown_is_the_one_raced(qtbot):
    from dealer_app.model.chips import ChipSet

    panel = ChipRacePanel()
    qtbot.addWidget(panel)
    assert panel.set_box.currentData() == "tournament"
    panel.set_chips(ChipSet.of(black=100, green=25, white=5))
    assert panel.set_box.currentText() == "The table's chips"
    assert [panel.leaving_box.itemData(i) for i in range(panel.leaving_box.count())] == [
        "white",
        "green",
    ]


def test_after_the_race_the_colour_leaves_the_tables_chips(qtbot):
    from dealer_app.gui.table.controller import TableController
    from dealer_app.gui.table.state import default_state
    from dealer_app.storage.chip_presets import chip_preset

    controller = TableController(default_state("holdem", 4))
    tournament = chip_preset("tournament").chips
    assert controller.set_chips(tournament, "tournament")
    panel = ChipRacePanel(tournament, controller=controller, rng=random.Random(2))
    qtbot.addWidget(panel)
    assert not panel.drop_button.isEnabled()
    panel.players_box.setValue(2)
    panel.set_player(0, 5, 100)
    panel.set_player(1, 2, 100)
    assert panel.run_race() is not None
    assert panel.drop_button.isEnabled()
    panel.drop_button.click()
    chips = controller.scenario.chips
    assert "green" not in chips.names and chips.unit == 100
    assert not panel.drop_button.isEnabled()
