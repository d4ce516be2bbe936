"""What lies on the felt, built without Qt: pots, takes, flights and the words under the pots."""

from __future__ import annotations

from dealer_app.gui.steps_model import PotsModel
from dealer_app.gui.table.chip_stacks import odd_note
from dealer_app.gui.table.scene import (
    SharePile,
    pot_title,
    pot_tooltip,
    share_tooltip,
    table_scene,
    table_words,
)
from dealer_app.gui.table.state import (
    FILE_CHIPS,
    TableOutcome,
    TableState,
    outcome_for,
    state_for,
)
from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.formats.scenario import scenario_from_dict, scenario_from_json
from dealer_app.model.room.money import PLAIN
from dealer_app.model.showdown.result import OddChip
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry
from dealer_app.resources_path import resource
from dealer_app.storage.chip_presets import chip_preset
from tests.training.test_grading_by_outcome import HALVED_PER_SPLIT, RUN_TWICE_HALVED

THREE_WAY_TIE = resource("examples", "holdem-three-way-tie-two-odd-chips.json").read_text(
    encoding="utf-8"
)


def test_a_resolved_tie_shows_one_pot_three_takes_and_their_odd_chips():
    outcome = outcome_for(state_for(scenario_from_json(THREE_WAY_TIE)))
    scene = table_scene(outcome)
    (pot,) = scene.pots
    assert (pot.name, pot.amount, pot.caption) == ("Main pot", 122, "Split: seats 2, 5 and 9")
    assert [(pile.seat, pile.amount) for pile in scene.shares] == [(2, 41), (5, 40), (9, 41)]
    assert {pile.seat for pile in scene.shares if pile.odd_chips} == {2, 9}
    assert sum(stack.amount for pile in scene.shares for stack in pile.stacks) == 122
    assert [(flight.pot, flight.seat) for flight in scene.flights] == [(0, 2), (0, 5), (0, 9)]
    odd = next(pile for pile in scene.shares if pile.seat == 9)
    assert "Odd white chip ($1): first seat clockwise from the button" in share_tooltip(odd)
    assert pot_tooltip(pot).startswith("Main pot: $122 in 1 black")
    words = table_words(outcome)
    assert words.shown.startswith("Tie:") and not words.problem


def test_a_seat_taking_an_odd_chip_of_each_half_is_told_them_once(qtbot):
    # Halved per split: each half's odd chip goes to seat 1 (heads-up, the big blind).
    scenario = scenario_from_dict(HALVED_PER_SPLIT)
    outcome = outcome_for(state_for(scenario))
    pile = next(pile for pile in table_scene(outcome).shares if pile.seat == 1)
    first = "first seat clockwise from the button: the big blind, heads-up"
    assert share_tooltip(pile).endswith(f"2 odd white chips (1 each): {first}")
    assert outcome.result is not None
    pots = PotsModel()
    pots.set_result(outcome.result)
    tooltip = pots.item(0, 0).toolTip()
    assert tooltip.endswith(f"2 odd white chips to seat 1: {first}")
    assert tooltip.count("seat 1:") == 1


def test_a_table_still_being_entered_shows_its_pots_and_what_is_missing():
    scenario = Scenario.of(
        "holdem",
        [SeatEntry.of(1, "Ah Kd", committed=50), SeatEntry.of(2, committed=200)],
        button=1,
    )
    outcome = outcome_for(state_for(scenario))
    scene = table_scene(outcome)
    assert [(pile.name, pile.amount, pile.caption) for pile in scene.pots] == [
        ("Main pot", 100, "")
    ]
    assert scene.shares == () and scene.flights == ()
    words = table_words(outcome)
    assert words.shown == (
        "Still needed: seat 2: shows 0 cards; Texas Hold'em needs 2 cards (and 1 more)"
    )
    assert words.full.splitlines()[1] == "board: 0 cards; Texas Hold'em needs 5 board cards"


def _example_outcome(name: str):
    text = resource("examples", name).read_text(encoding="utf-8")
    return outcome_for(state_for(scenario_from_json(text)))


def test_a_pots_title_keeps_its_number_apart_from_its_amount():
    scene = table_scene(_example_outcome("holdem-three-all-ins-side-pots.json"))
    assert [pot_title(pile) for pile in scene.pots] == [
        "Main pot: $610",
        "Side pot 1: $750",
        "Side pot 2: $1,200",
    ]
    labels = [pile.label for pile in scene.shares]
    assert labels == ["Seat 3 +$1,360", "Seat 5 +$600", "Seat 6 +$600, $300 returned"]


def test_the_words_under_the_pots_speak_of_the_tied_pot_and_name_it():
    words = table_words(_example_outcome("holdem-three-all-ins-side-pots.json"))
    # Under three pots, the words say which one they speak of.
    assert words.pot == 2 and words.shown.startswith("Side pot 2 · Tie:")


def test_a_pot_divided_between_boards_never_reads_as_one_seats_win():
    outcome = _example_outcome("holdem-run-it-twice.json")
    words = table_words(outcome)
    assert words.shown == "Divided between the boards: board 1 to seat 1, board 2 to seat 2"
    assert words.pot == 0
    assert not any(line.startswith(("Seat", "Main pot: Seat")) for line in words.full.splitlines())
    assert words.full.splitlines()[0].startswith("Main pot, board 1: Seat 1 wins")


def test_a_high_low_pot_says_why_each_half_goes_where_it_goes():
    words = table_words(_example_outcome("omaha8-quartered.json"))
    high, low = words.shown.splitlines()
    assert high.startswith("High: Seat 1 wins: Three of a Kind, Kings")
    assert low.startswith("Tie: both play Low: 8-5-3-2-A")
    nobody = table_words(_example_outcome("omaha8-side-pot-nobody-has-a-low.json")).shown
    assert "No qualifying low" in nobody or "only qualifying low" in nobody


def test_a_badeucy_pot_names_its_halves_by_their_games():
    outcome = _example_outcome("badeucy-aces-high-in-the-badugi.json")
    assert [pile.caption for pile in table_scene(outcome).pots] == ["Deuce-to-seven 1 · Badugi 2"]
    first, second = table_words(outcome).shown.splitlines()
    assert first.startswith("Deuce-to-seven half: Seat 1's Ace-seven high")
    assert second.startswith("Badugi half: Seat 2's Four-card badugi, king high")


def test_a_razzdugi_and_a_big_o_pot_name_their_halves():
    razzdugi = table_scene(_example_outcome("razzdugi-badugi-tie-lowest-card.json"))
    assert all("High" not in pile.caption and "Low" not in pile.caption for pile in razzdugi.pots)
    big_o = table_scene(_example_outcome("bigo-quartered.json"))
    assert [pile.caption for pile in big_o.pots] == ["High 3 · Low 1, 2"]


def _badacey(second_seat_cards: str) -> Scenario:
    """Badacey with seat 1 holding a wheel and a four-card badugi; seat 3 holds neither."""
    return Scenario.of(
        "badacey",
        [
            SeatEntry.of(1, "5c 4d 3h 2s Ac", committed=137),
            SeatEntry.of(2, second_seat_cards, committed=137),
            SeatEntry.of(3, "Kc Qd Jh Ts Th", committed=137),
        ],
        button=1,
    )


def test_two_seats_taking_both_halves_split_the_pot_and_one_seat_scoops_it():
    chopped = table_scene(outcome_for(state_for(_badacey("5d 4h 3s 2c Ad"))))
    assert [pile.caption for pile in chopped.pots] == ["Split: seats 1 and 2"]
    scooped = table_scene(outcome_for(state_for(_badacey("9d 9h 8s 7c 7d"))))
    assert [pile.caption for pile in scooped.pots] == ["Scoop: seat 1"]


def test_an_odd_chip_held_in_larger_chips_is_marked_on_them():
    # Big O three ways: seat 3's low quarter is 2 green with the main pot's odd red held in
    # them (the even-up gave it the last green, the others 4 red each for it).
    scenario = Scenario.of(
        "bigo",
        [
            SeatEntry.of(1, "Ac 2c Kh Kd 9s", committed=200),
            SeatEntry.of(2, "Ad 2d Qh Qc 9h", committed=200),
            SeatEntry.of(3, "Ah 2h Jd Jc 9d", committed=95, all_in=True),
        ],
        chips=ChipSet.of(black=100, green=25, red=5),
        button=2,
        board="3s 5c 7d Ks Th",
    )
    scene = table_scene(outcome_for(state_for(scenario)))
    marks = {pile.seat: sum(stack.odd for stack in pile.stacks) for pile in scene.shares}
    assert marks == {pile.seat: len(pile.odd_chips) for pile in scene.shares} == {1: 2, 2: 0, 3: 1}
    seat_3 = next(pile for pile in scene.shares if pile.seat == 3)
    assert [(stack.name, stack.count, stack.odd) for stack in seat_3.stacks] == [("green", 2, 1)]
    # The felt says the odd chip is a red inside the greens, not that a green is odd.
    assert [odd_note(stack) for stack in seat_3.stacks] == ["1 odd red inside"]
    assert "odd chip: 1 red held in the green" in share_tooltip(seat_3)
    assert "Odd red chip (5): first seat clockwise from the button" in share_tooltip(seat_3)
    flight = next(flight for flight in scene.flights if (flight.pot, flight.seat) == (0, 3))
    assert sum(stack.odd for stack in flight.stacks) == 1


def _home_game() -> Scenario:
    """Heads-up at a home game counted in cents, a quarter in from each seat."""
    return Scenario.of(
        "holdem",
        [SeatEntry.of(1, "Ah Ad", committed=25), SeatEntry.of(2, "Kc Kd", committed=25)],
        chips=chip_preset("home").chips,
        button=1,
        board="2c 7d 9h Js 3s",
    )


def test_a_home_games_pots_and_takes_read_in_dollars_and_cents():
    home = chip_preset("home")
    scene = table_scene(outcome_for(TableState(_home_game(), 2, home.key, home.unit)))
    (pot,) = scene.pots
    assert pot_title(pot) == "Main pot: $0.50"
    assert pot_tooltip(pot).startswith("Main pot: $0.50 in 2 white")
    (take,) = scene.shares
    assert take.label == "Seat 1 +$0.50"
    assert share_tooltip(take).startswith("Seat 1 takes $0.50")


def test_a_file_with_a_presets_chips_reads_in_its_money():
    # The format has no unit: a home game saved and opened again reads in dollars again.
    state = state_for(_home_game())
    assert (state.chip_set_name, state.unit) == ("home", chip_preset("home").unit)


def test_a_files_own_chips_read_plain_numbers():
    text = resource("examples", "holdem-three-all-ins-side-pots.json").read_text(encoding="utf-8")
    own = ChipSet.of(onyx=100, jade=25, ruby=5)
    state = state_for(scenario_from_json(text).replace(chips=own))
    assert (state.chip_set_name, state.unit) == (FILE_CHIPS, PLAIN)
    scene = table_scene(outcome_for(state))
    labels = [pile.label for pile in scene.shares]
    assert labels == ["Seat 3 +1,360", "Seat 5 +600", "Seat 6 +600, 300 returned"]
    assert pot_title(scene.pots[2]) == "Side pot 2: 1,200"


def test_a_seats_odd_chips_are_said_by_colour_in_the_order_given():
    high = "the high hand takes the odd chip of the high-low split"
    first = "first seat clockwise from the button"
    odd = (
        OddChip(3, 5, "red", high),
        OddChip(3, 1, "white", first),
        OddChip(3, 5, "red", first),
    )
    pile = SharePile(3, 11, ChipCounts(), (), odd)
    assert share_tooltip(pile).splitlines()[1:] == [
        f"2 odd red chips (5 each): {high}; {first}",
        f"Odd white chip (1): {first}",
    ]


def test_a_high_low_pot_run_twice_says_each_boards_halves():
    # Omaha-8 run twice: seat 1 takes the high half and seat 2 the low half of each board.
    outcome = outcome_for(state_for(scenario_from_dict(RUN_TWICE_HALVED)))
    scene = table_scene(outcome)
    assert [pile.caption for pile in scene.pots] == ["B1: high 1 / low 2 · B2: high 1 / low 2"]
    # The words under it say the one split its steps make, not a division by board.
    assert table_words(outcome).shown.startswith(
        "The board was run twice and seats 1 and 2 take both boards the same way: the pot is "
        "split once between them, not cut board by board."
    )


def guts_outcome(name: str) -> TableOutcome:
    text = resource("examples", "guts", name).read_text(encoding="utf-8")
    return outcome_for(state_for(scenario_from_json(text)))


def test_three_five_seven_winner_paid_by_the_losers_is_framed_and_takes_their_chips():
    # Stage one: seats 1 and 2 each pay 20 to seat 3, seat to seat; the pot of 20 stays.
    outcome = guts_outcome("guts357-stage-1-threes-wild-pairs-beat-a-suited-run.json")
    assert outcome.winners == {3}
    scene = table_scene(outcome)
    (pile,) = scene.shares
    assert pile.label == "Seat 3 +40"
    assert sum(stack.amount for stack in pile.stacks) == 40
    (pot,) = scene.pots
    assert (pot.name, pot.amount, pot.caption, pot.winners) == (
        "Pot",
        20,
        "Stays: stage 2 next",
        (),
    )
    assert scene.flights == ()  # the chips come from the losers, not from the pot
    words = table_words(outcome)
    assert words.pot == 0
    assert words.shown.splitlines()[:2] == [
        "Seat 1 pays 20 (the size of the pot) to seat 3.",
        "Seat 2 pays 20 (the size of the pot) to seat 3.",
    ]


def test_a_pot_the_ghost_keeps_stays_in_the_middle_saying_who_matches_it():
    outcome = guts_outcome("guts2-ghost-is-not-beaten.json")
    assert outcome.winners == frozenset()
    scene = table_scene(outcome)
    assert scene.shares == ()
    (pot,) = scene.pots
    assert (pot.amount, pot.caption) == (60, "Stays: seats 1 and 2 match")
    assert sum(stack.amount for stack in pot.stacks) == 60
    assert table_words(outcome).shown.splitlines() == [
        "The ghost is not beaten: the pot stays and every seat in matches it.",
        "Seats 1 and 2 pay 60 each (the size of the pot) into the next pot: 120.",
        "180 to play for next deal; 0 in reserve.",
    ]


def test_the_dealer_forced_in_takes_the_pot_in_guts_words_not_as_if_the_others_folded():
    outcome = guts_outcome("guts2-dealer-in-when-everyone-else-is-out.json")
    assert outcome.winners == {3}
    assert table_words(outcome).shown == "Seat 3 takes it: the dealer, forced in."


RAKED = {
    "format": "dealer-app/scenario@1",
    "game": "holdem",
    "button": 2,
    "board": ["Qs", "7c", "2d", "Js", "4h"],
    "rake": {"percent": 10, "cap": 5, "drop": 1},
    "chips": [
        {"name": "black", "value": 100},
        {"name": "green", "value": 25},
        {"name": "red", "value": 5},
        {"name": "white", "value": 1},
    ],
    "seats": [
        {"seat": 1, "cards": ["Qh", "Qd"], "committed": 30, "all_in": True},
        {"seat": 2, "cards": ["Jc", "Jd"], "committed": 290},
        {"seat": 3, "cards": ["Ac", "Kd"], "committed": 350},
    ],
}


def test_a_raked_pot_says_what_the_box_took_under_it():
    # The $90 main pot pays seat 1 $84: the felt says where the $6 went.
    scene = table_scene(outcome_for(state_for(scenario_from_dict(RAKED))))
    assert [(pile.name, pile.amount, pile.caption) for pile in scene.pots] == [
        ("Main pot", 90, "To seat 1 · $6 to the house"),
        ("Side pot 1", 520, "To seat 2"),
    ]
    assert {pile.seat: pile.amount for pile in scene.shares}[1] == 84


def test_a_pot_the_box_takes_whole_says_so_under_it():
    # Seat 1 all in for 1: the $3 main pot goes whole to the box (10% of all, up to $5,
    # taken from the main pot first).
    seats = [dict(seat) for seat in RAKED["seats"]]
    seats[0]["committed"] = 1
    document = {**RAKED, "rake": {"percent": 10, "cap": 5}, "seats": seats}
    scene = table_scene(outcome_for(state_for(scenario_from_dict(document))))
    main = scene.pots[0]
    assert (main.name, main.amount, main.caption) == ("Main pot", 3, "All $3 to the house")
    # Seat 1 wins the main pot but takes nothing of it: not framed, and the words under
    # the pots speak of the side pot, which pays.
    outcome = outcome_for(state_for(scenario_from_dict(document)))
    assert 1 not in outcome.winners and 2 in outcome.winners
    words = table_words(outcome)
    assert words.shown.startswith("Side pot 1 · ") and words.pot == 1
