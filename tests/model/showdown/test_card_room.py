"""The showdown as a card room pushes it: whole pots stay whole, odd chips one per player,
made-up chips sized first, no live seat silently left out, and a dealer's words."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.formats.scenario import (
    result_to_dict,
    scenario_from_dict,
    scenario_from_json,
    scenario_to_dict,
)
from dealer_app.model.json_values import FormatError
from dealer_app.model.showdown.odd_chip_rules import OddChipRule
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import Result
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import IncompleteScenarioError, ScenarioError, SeatEntry
from dealer_app.model.showdown.steps import StepKind
from tests.model.showdown.showdown_tables import seat, table

FOUR_BLACK_ONE_RED = {"black": 4, "red": 1}


def kinds(result: Result) -> list[StepKind]:
    return [step.kind for step in result.steps]


def shares(result: Result, pot: int = 0) -> dict[int, tuple[int, dict[str, int] | None]]:
    return {
        share.seat: (share.amount, share.chips.as_dict() if share.chips is not None else None)
        for share in result.pots[pot].shares
    }


# -- a pot one seat takes whole is pushed intact -------------------------------------------


def test_a_scooped_omaha8_pot_is_pushed_as_it_is() -> None:
    # Seat 1: trip kings and 8-5-3-2-A; seat 2 has no low and a worse high.
    result = resolve(
        table(
            "omaha8",
            seat(1, "Ac 2c Kd Kh", 200),
            seat(2, "Qs Qh Jd Tc", 200),
            seat(3, "", 5, folded=True),
            board="3h 5s 8d Kc Jc",
            button=3,
            pot_chips=[FOUR_BLACK_ONE_RED],
        )
    )
    pot = result.pots[0]
    assert pot.winners.high == pot.winners.low == (1,)
    assert shares(result) == {1: (405, FOUR_BLACK_ONE_RED)}
    assert pot.odd_chips == ()
    assert kinds(result) == [StepKind.POT, StepKind.KILL, StepKind.TAKE]
    assert result.step_texts[1] == "Main pot: kill seat 2's losing hand before the push."
    assert result.step_texts[2] == "Main pot: seat 1 scoops the pot (high and low): 4 black, 1 red."
    assert "scoops the pot" in result.step_texts[0]


def test_a_scooped_stud8_pot_is_pushed_as_it_is() -> None:
    result = resolve(
        table(
            "stud8",
            seat(1, "8d 6d 4h 2s Ac Kd Kh", 200),
            seat(2, "8c 7c 5d 3h 2c Qd Qc", 200),
            seat(3, "", 5, folded=True),
            pot_chips=[FOUR_BLACK_ONE_RED],
        )
    )
    assert result.pots[0].winners.high == result.pots[0].winners.low == (1,)
    assert shares(result) == {1: (405, FOUR_BLACK_ONE_RED)}
    assert result.pots[0].odd_chips == ()
    assert StepKind.CHANGE not in kinds(result)
    assert StepKind.ODD_CHIP not in kinds(result)


def test_a_pot_run_twice_and_won_on_both_boards_is_pushed_whole() -> None:
    scenario = table(
        "holdem",
        seat(1, "As Ad", 200),
        seat(2, "Kc Kd", 200),
        seat(3, "", 5, folded=True),
        boards=["2c 7d 9h Jc 3s", "2c 7d 9h 5h 4s"],
        button=3,
        pot_chips=[FOUR_BLACK_ONE_RED],
    )
    result = resolve(scenario)
    pot = result.pots[0]
    assert shares(result) == {1: (405, FOUR_BLACK_ONE_RED)}
    assert pot.odd_chips == ()
    # Each run keeps its amount and its winners; its shares say amounts only.
    assert [(run.amount, run.winners.high) for run in pot.runs] == [(203, (1,)), (202, (1,))]
    assert [shares_of_run for run in pot.runs for shares_of_run in run.shares] == [
        type(pot.shares[0])(1, 203, None),
        type(pot.shares[0])(1, 202, None),
    ]
    assert all(run.odd_chips == () for run in pot.runs)
    assert kinds(result) == [StepKind.POT, StepKind.KILL, StepKind.TAKE]
    assert result.step_texts[2] == "Main pot: seat 1 wins on both boards: 4 black, 1 red."
    written = result_to_dict(result)["pots"][0]
    assert written["shares"] == {"1": {"amount": 405, "chips": {"black": 4, "red": 1}}}
    assert [run["shares"] for run in written["runs"]] == [
        {"1": {"amount": 203, "chips": None}},
        {"1": {"amount": 202, "chips": None}},
    ]


def test_a_board_part_one_seat_scoops_is_not_halved() -> None:
    # Omaha-8 run twice: seat 1 scoops the first board, seat 2 wins the second.
    result = resolve(
        table(
            "omaha8",
            seat(1, "Ac 2c Kd Kh", 200),
            seat(2, "Qs Qh Jd Tc", 200),
            seat(3, "", 5, folded=True),
            boards=["3h 5s 8d Kc Jc", "3h 5s 8d Qd 9s"],
            button=3,
        )
    )
    first = [step for step in result.steps if step.where.startswith("Main pot, board 1")]
    assert [step.kind for step in first] == [StepKind.POT, StepKind.TAKE]
    assert "scoops it (high and low)" in first[1].text
    assert result.pots[0].runs[0].winners.high == result.pots[0].runs[0].winners.low == (1,)


# -- the same seats tie both halves: one split ---------------------------------------------


@pytest.mark.parametrize("rule", list(OddChipRule))
def test_the_same_two_seats_tying_high_and_low_split_once(rule: OddChipRule) -> None:
    scenario = table(
        "omaha8",
        seat(1, "Ac 2c Kd Qh", 200),
        seat(2, "Ad 2d Ks Qc", 200),
        seat(3, "", 5, folded=True),
        board="3h 5s 8d Kc Jc",
        button=3,
        pot_chips=[FOUR_BLACK_ONE_RED],
        odd_chips=rule,
    )
    result = resolve(scenario)
    pot = result.pots[0]
    assert pot.winners.high == pot.winners.low == (1, 2)
    assert dict(result.payouts) == {1: 203, 2: 202}
    # One split of the whole pot: no halves, one trip to the rack, one odd chip.
    assert {step.where for step in result.steps} == {"Main pot"}
    assert kinds(result).count(StepKind.CHANGE) == 1
    assert [(odd.seat, odd.reason) for odd in pot.odd_chips] == [
        (1, "first seat clockwise from the button")
    ]
    assert "split it once between them" in result.step_texts[0]


def test_stud8_same_seats_both_ways_keep_the_odd_chip_of_the_low_half() -> None:
    # 23 units: halving gives 12 (6 + 6) and 11 (6 to the lowest card, Ac): 12 and 11.
    result = resolve(
        table(
            "stud8",
            seat(1, "Ac 2c 3d 5h 7s Kd Ks", 10),
            seat(2, "Ad 2d 3c 5s 7h Kc Kh", 10),
            seat(3, "", 3, folded=True),
        )
    )
    assert dict(result.payouts) == {1: 12, 2: 11}
    assert [odd.reason for odd in result.pots[0].odd_chips] == ["lowest card by suit: Ac"]
    assert not any("half" in step.where for step in result.steps)


# -- one odd chip per player, across the halves --------------------------------------------

QUARTERED = (
    seat(1, "Ac 2c Kd Kh", 41),  # the high and a share of the low
    seat(2, "As 2d Qs Qh", 41),  # a share of the low
    seat(3, "Jh Jd Tc 9c", 41),
)


def test_a_quartered_pot_gives_one_odd_chip_per_player_by_default() -> None:
    # 123 halves into 62 and 61; seat 1 takes the high half whole, with its odd unit, so
    # the low half's odd chip passes to seat 2 although seat 1 is first from the button.
    result = resolve(table("omaha8", *QUARTERED, board="3h 5s 8d Kc Jc", button=3))
    assert dict(result.payouts) == {1: 92, 2: 31}
    assert [(odd.seat, odd.reason) for odd in result.pots[0].odd_chips] == [
        (1, "the high hand takes the odd chip of the high-low split"),
        (
            2,
            "next seat clockwise from the button; seat 1 already has an odd chip of this pot,"
            " one per player",
        ),
    ]
    assert result.step_texts[-1].startswith("Main pot, low half: the odd white chip goes to seat 2")


def test_a_quartered_pot_per_split_gives_each_split_its_own_odd_chips() -> None:
    scenario = table(
        "omaha8", *QUARTERED, board="3h 5s 8d Kc Jc", button=3, odd_chips=OddChipRule.PER_SPLIT
    )
    result = resolve(scenario)
    assert dict(result.payouts) == {1: 93, 2: 30}
    assert [odd.seat for odd in result.pots[0].odd_chips] == [1, 1]
    assert scenario_to_dict(scenario)["rules"]["odd_chips"] == "per_split"
    assert scenario_from_dict(scenario_to_dict(scenario)) == scenario


# -- pots whose chips are not known ---------------------------------------------------------


def test_made_up_chips_are_sized_first_side_pot_before_the_main_pot() -> None:
    result = resolve(
        table(
            "holdem",
            seat(1, "As Ad", 100),
            seat(2, "Kc Kd", 475),
            seat(3, "Qc Qd", 475),
            board="2c 7d 9h Jc 3s",
            button=3,
        )
    )
    side = [text for text in result.step_texts if text.startswith("Side pot 1")]
    assert side[0] == "Side pot 1: 750: size it into 7 black, 2 green (colour up the bets)."
    assert side[1].startswith("Side pot 1: 750 in 7 black, 2 green;")
    main = [text for text in result.step_texts if text.startswith("Main pot")]
    assert main[0] == "Main pot: 300: size it into 3 black (colour up the bets)."


BY_POT: dict[str, Any] = {"pot": FOUR_BLACK_ONE_RED, "seats": [{}, {}]}
BY_POTS: dict[str, Any] = {
    "pots": [{"chips": FOUR_BLACK_ONE_RED}],
    "seats": [{"committed": 200}, {"committed": 200}, {"folded": True, "committed": 5}],
}


@pytest.mark.parametrize("money", [BY_POT, BY_POTS], ids=["pot", "pots"])
def test_chips_given_are_not_sized(money: dict[str, Any]) -> None:
    hands = [["As", "Ad"], ["Kc", "Kd"], []]
    document = {
        "game": "holdem",
        "button": 2,
        "seats": [
            {"seat": number, "cards": cards, **extra}
            for number, cards, extra in zip((1, 2, 3), hands, money["seats"], strict=False)
        ],
        "board": ["2c", "7d", "9h", "Jc", "3s"],
        **{key: value for key, value in money.items() if key != "seats"},
    }
    result = resolve(scenario_from_dict(document))
    assert StepKind.SIZE not in kinds(result)
    assert shares(result) == {1: (405, FOUR_BLACK_ONE_RED)}


# -- a live seat that put nothing in ----------------------------------------------------------

NOTHING_IN = "seat 2 is in the hand but put nothing in: mark it folded or enter what it put in"


@pytest.mark.parametrize("cards", ["Kc Kd", ""])
def test_a_live_seat_with_nothing_committed_is_refused(cards: str) -> None:
    scenario = table(
        "holdem", seat(1, "As Ad", 100), seat(2, cards), board="2c 7d 9h Jc 3s", button=2
    )
    assert NOTHING_IN in scenario.missing()
    with pytest.raises(IncompleteScenarioError) as caught:
        resolve(scenario)
    assert str(caught.value) == NOTHING_IN
    zero = scenario.with_seat(seat(2, cards, 0))
    assert NOTHING_IN in zero.missing()
    # Folding it, or entering its money, settles it.
    assert NOTHING_IN not in scenario.with_seat(seat(2, cards, folded=True)).missing()
    assert NOTHING_IN not in scenario.with_seat(seat(2, cards, 100)).missing()


# -- titles, tags, all-in; limits -------------------------------------------------------------

LABELLED = {
    "format": "dealer-app/scenario@1",
    "title": "Quartered at the final table",
    "tags": ["quartering", "odd-chip"],
    "game": "omaha8",
    "rules": {"wild": [], "around_the_corner": False, "odd_chips": "per_split"},
    "button": 3,
    "seats": [
        {"seat": 1, "name": "Ann", "cards": ["Ac", "2c", "Kd", "Kh"], "committed": 41},
        {"seat": 2, "cards": ["As", "2d", "Qs", "Qh"], "committed": 41, "all_in": True},
        {"seat": 3, "cards": ["Jh", "Jd", "Tc", "9c"], "committed": 41},
    ],
    "board": ["3h", "5s", "8d", "Kc", "Jc"],
    "chips": [{"name": "green", "value": 25}, {"name": "white", "value": 1}],
}


def test_title_tags_and_all_in_are_read_and_written_back_unchanged() -> None:
    scenario = scenario_from_json(json.dumps(LABELLED))
    assert scenario.title == "Quartered at the final table"
    assert scenario.tags == ("quartering", "odd-chip")
    assert [entry.all_in for entry in scenario.ordered_seats] == [False, True, False]
    assert scenario_to_dict(scenario) == LABELLED
    assert resolve(scenario).payouts  # the rules ignore them


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"seat": 23}, "seat 23: a seat number is a whole number from 1 to 10"),
        ({"committed": 1e300}, "seat 1: committed 1e+300 is more than 10^12"),
        ({"committed": 10**13}, "seat 1: committed 10000000000000 is more than 10^12"),
        ({"all_in": "yes"}, "seat 1: all_in must be true or false, not text"),
    ],
)
def test_numbers_outside_the_limits_are_refused_naming_the_field(
    change: dict[str, Any], message: str
) -> None:
    document = json.loads(json.dumps(LABELLED))
    document["seats"][0].update(change)
    with pytest.raises(FormatError) as caught:
        scenario_from_dict(document)
    assert str(caught.value) == message


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"button": 11}, "button: 11 is not a seat number (1 to 10)"),
        ({"tags": ["ok", 3]}, "tags: 3 is not a tag"),
        ({"title": 5}, "title must be text, not a number"),
        ({"chips": [{"name": "white", "value": 2e12}]}, "chips: white: value"),
        ({"rules": {"odd_chips": "never"}}, 'rules: odd_chips "never" is not "per_pot"'),
    ],
)
def test_top_level_fields_outside_the_format_are_refused(
    change: dict[str, Any], message: str
) -> None:
    with pytest.raises(ScenarioError, match=re.escape(message)):
        scenario_from_dict({**LABELLED, **change})


# -- words a dealer uses -------------------------------------------------------------------------


def test_razz_speaks_of_lows_and_never_of_counterfeited_pockets() -> None:
    tie = resolve(
        table("razz", seat(1, "Ad 2d 3h 4s 6c Kd Kh", 5), seat(2, "Ac 2c 3d 4h 6s Qd Qc", 5))
    )
    assert "counterfeited" not in " ".join(tie.pots[0].explanation)
    assert all(hand.category is None for hand in tie.hands)
    win = resolve(
        table("razz", seat(1, "8c 7c 5d 3h 2c Qd Qc", 5), seat(2, "8d 6d 4h 2s Ac Kd Kh", 5))
    )
    assert win.pots[0].explanation == (
        "Seat 2's 8-6-4-2-A beats 8-7-5-3-2: the second card decides, 6 is lower than 7",
    )


def test_no_hand_is_named_just_high_card() -> None:
    result = resolve(
        table("stud", seat(1, "8d 6d 4h 2s Ac Kd Th", 5), seat(2, "8c 7c 5d 3h 2c Qd Jc", 5))
    )
    assert [hand.name for hand in result.hands] == [
        "Ace high, King-Ten-Eight-Six",
        "Queen high, Jack-Eight-Seven-Five",
    ]


def test_missing_cards_are_said_with_the_games_name() -> None:
    scenario = table("omaha8", seat(1, "Ac 2c", 5), seat(2, "Kd Kh Qs Qh", 5), button=1)
    assert scenario.missing()[0] == "seat 1: shows 2 cards; Omaha Hi-Lo 8 or Better needs 4 cards"


def test_a_showdown_without_money_says_who_wins_and_nothing_about_chips() -> None:
    result = resolve(
        table(
            "omaha8",
            seat(1, "Ac 2c Kd Kh"),
            seat(2, "Qs Qh Jd Tc"),
            board="3h 5s 8d Kc Jc",
            button=2,
        )
    )
    assert [(pot.name, pot.amount, pot.shares) for pot in result.pots] == [("Main pot", 0, ())]
    assert len(result.step_texts) == 1
    assert "scoops" in result.step_texts[0]
    assert "no chips" not in result.step_texts[0] and "0 in" not in result.step_texts[0]
    assert ChipCounts() == result.pots[0].chips


# -- losing hands are killed before a pot is pushed ----------------------------------------


def test_each_losing_hand_is_killed_once_when_it_can_win_no_pot_still_to_push() -> None:
    # Seats 5 and 6 split side pot 2 and lose side pot 1 and the main pot to seat 3; seat 1,
    # all in for the main pot only, loses it. Robert's Rules: "All losing hands will be
    # killed by the dealer before a pot is awarded."
    result = resolve(
        table(
            "holdem",
            seat(1, "Ah Kd", 100),
            seat(3, "Qs Qh", 250),
            seat(5, "Jc Tc", 650),
            seat(6, "Jd Th", 650),
            board="Qd Jh 7s 4c 2c",
            button=1,
        )
    )
    kills = [text for text in result.step_texts if "kill" in text]
    assert kills == [
        "Side pot 1: kill the losing hands of seats 5 and 6 before the push.",
        "Main pot: kill seat 1's losing hand before the push.",
    ]
    # Announced first, killed, then pushed.
    texts = list(result.step_texts)
    main = texts.index(kills[1])
    assert texts[main - 1].startswith("Main pot: 400 in ") and "seat 3 wins" in texts[main - 1]
    assert texts[main + 1].startswith("Main pot: seat 3 takes")


def test_a_short_all_in_that_wins_the_main_pot_stays_live_through_the_side_pot() -> None:
    result = resolve(
        table(
            "holdem",
            seat(1, "Ah Ad", 100),
            seat(3, "Kh Kd", 300),
            seat(5, "Qc Qd", 300),
            board="2c 7d 9h Jc 3s",
            button=1,
        )
    )
    assert [text for text in result.step_texts if "kill" in text] == [
        "Side pot 1: kill seat 5's losing hand before the push.",
        "Main pot: kill seat 3's losing hand before the push.",
    ]


def test_a_hand_killed_in_a_pot_run_twice_is_said_to_win_on_neither_board() -> None:
    # The pot is announced before its boards' winners are: the kill says why.
    result = resolve(
        table(
            "holdem",
            seat(1, "As Ad", 50),
            seat(2, "Kh Kd", 50),
            seat(3, "4c 5d", 50),
            boards=["2s 7h 9d Jc 3c", "2s 7h 9d Ks 8c"],
            button=3,
        )
    )
    assert "Main pot: kill seat 3's losing hand before the push (it wins on neither board)." in (
        result.step_texts
    )


def test_a_board_whose_part_of_the_pot_is_nothing_is_said_once_with_nothing_to_push() -> None:
    # 2 white run three times: boards 1 and 2 take a white each, board 3 nothing.
    result = resolve(
        table(
            "omaha",
            seat(3, "Kc 8s 2c 3s", 750),
            seat(6, "Ts 9c 7h Js", 1),
            boards=["5d 9s 2s 4d 9h", "5d 9s 2s 2d Qc", "5d 9s 2s 3c 7c"],
            button=3,
            chips=ChipSet.of(red=5, white=1),
        )
    )
    board_3 = [text for text in result.step_texts if text.startswith("Main pot, board 3")]
    assert board_3 == ["Main pot, board 3: nothing is left for this board; nothing to push."]
    assert not [text for text in result.step_texts if "no chips" in text]
    assert [run.amount for run in result.pots[0].runs] == [1, 1, 0]


def test_eight_stud_hands_to_seventh_street_are_said_to_need_more_than_a_deck() -> None:
    # Eight seats of seven cards take 56: Robert's Rules deal one common card, which the
    # format has no place for; the dealer is told to fold the seats that did not show.
    seats = [SeatEntry.of(number, "", committed=10) for number in range(1, 9)]
    scenario = Scenario.of("studhilo", seats)
    first = scenario.missing()[0]
    assert first.startswith("cards: 8 seats showing 7 cards each need 56, more than a deck's 52")
    assert "one common card" in first and "fold the seats" in first
    seven = Scenario.of("studhilo", [*seats[:7], SeatEntry.of(8, "", committed=10, folded=True)])
    assert not any(problem.startswith("cards:") for problem in seven.missing())
    holdem = Scenario.of("holdem", [SeatEntry.of(n, "", committed=10) for n in range(1, 11)])
    assert not any(problem.startswith("cards:") for problem in holdem.missing())


def test_ten_hands_of_big_o_are_said_to_need_more_than_a_deck_without_a_common_card() -> None:
    seats = [SeatEntry.of(number, "", committed=10) for number in range(1, 11)]
    first = Scenario.of("bigo", seats, button=1).missing()[0]
    assert first.startswith("cards: 10 seats showing 5 cards each and 1 board need 55")
    assert "common card" not in first


def test_nine_hands_of_big_o_run_twice_fit_a_deck() -> None:
    # The second board shares the flop: 45 + 5 + its turn and river, 52 at most.
    seats = [SeatEntry.of(number, "", committed=10) for number in range(1, 10)]
    scenario = Scenario.of("bigo", seats, button=1, boards=["", ""])
    assert not any(problem.startswith("cards:") for problem in scenario.missing())
