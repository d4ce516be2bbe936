"""The room's rake: percentage, cap, no flop no drop, the jackpot drop; every chip paid or raked."""

from __future__ import annotations

import json
import random

import pytest

from dealer_app.model.chips import ChipSet
from dealer_app.model.formats.scenario import result_to_dict, scenario_from_dict, scenario_to_dict
from dealer_app.model.json_values import FormatError
from dealer_app.model.room.money import MoneyUnit
from dealer_app.model.showdown.rake import Rake, RakeError
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import ScenarioError, SeatEntry

CHIPS = ChipSet.of(black=100, green=25, red=5, white=1)


def _table(rake: Rake | None, board: str = "Jh 2c 2d 5s 5h", pot: int = 300) -> Scenario:
    return Scenario.of(
        "holdem",
        [
            SeatEntry.of(1, "Ah Kd", committed=pot),
            SeatEntry.of(4, "Ac Qc", committed=pot),
            SeatEntry.of(7, folded=True, committed=50),
        ],
        board=board,
        button=4,
        chips=CHIPS,
        rake=rake,
    )


def test_a_percentage_is_taken_rounded_down_to_the_smallest_chip():
    result = resolve(_table(Rake(percent=3)))
    # 3% of 650 is 19.5: 19 go to the box, 631 are split.
    assert result.rake is not None and (result.rake.rake, result.rake.drop) == (19, 0)
    assert sum(amount for _, amount in result.payouts) == 631
    assert result.pots[0].amount == 650 and result.pots[0].raked == 19


def test_the_cap_limits_the_rake_per_hand():
    result = resolve(_table(Rake(percent=10, cap=5)))
    assert result.rake is not None and result.rake.rake == 5
    # 645 left: the two tied seats take 322 each and the odd white goes to seat 1
    assert (result.payout(1), result.payout(4)) == (323, 322)


def test_no_flop_no_drop():
    folded_before_the_flop = Scenario.of(
        "holdem",
        [SeatEntry.of(1, committed=3), SeatEntry.of(2, folded=True, committed=1)],
        button=1,
        chips=CHIPS,
        rake=Rake(percent=10, cap=5, drop=1),
    )
    result = resolve(folded_before_the_flop)
    assert result.rake is not None and result.rake.total == 0
    assert result.payout(1) == 4
    anyway = folded_before_the_flop.replace(rake=Rake(percent=50, no_flop_no_drop=False))
    # only the contested 2 is raked; the uncalled 2 goes back whole
    assert resolve(anyway).payout(1) == 3


def test_the_drop_is_taken_first_in_the_steps_then_the_split_on_what_is_left():
    result = resolve(_table(Rake(percent=10, cap=5, drop=1, drop_from=20)))
    texts = result.step_texts
    assert texts[0].startswith("Main pot: 650: size it into")
    # One trip to the rack: the green is changed for the rake's red and the drop's white.
    assert texts[1].startswith("Rake: change 1 green at the rack for 4 red, 5 white, then drop")
    assert "drop 1 red into the box" in texts[1]
    assert texts[2] == "Jackpot drop: drop 1 white into the drop box."
    assert texts[3].startswith("Main pot: 644 in")
    assert result.rake is not None and result.rake.chips.as_dict() == {"red": 1, "white": 1}


def test_a_small_pot_takes_no_drop():
    result = resolve(_table(Rake(percent=10, cap=5, drop=1, drop_from=1000)))
    assert result.rake is not None and result.rake.drop == 0


def test_known_pot_chips_are_dropped_from_the_pot():
    table = Scenario.of(
        "holdem",
        [SeatEntry.of(1, "Ah Kd"), SeatEntry.of(2, "Ac Qc")],
        board="Jh 2c 2d 5s 5h",
        button=2,
        chips=CHIPS,
        pot={"green": 4, "red": 3},
        rake=Rake(percent=10, cap=10),
    )
    result = resolve(table)
    assert result.rake is not None and result.rake.chips.as_dict() == {"red": 2}
    assert result.step_texts[0] == "Rake: drop 2 red into the box (10% of 115, capped at 10)."


@pytest.mark.parametrize("seed", range(40))
def test_every_chip_is_paid_out_or_raked(seed: int) -> None:
    rng = random.Random(seed)
    deck = [rank + suit for rank in "23456789TJQKA" for suit in "shdc"]
    rng.shuffle(deck)
    seats = []
    for seat in range(1, rng.randint(2, 6) + 1):
        cards = f"{deck.pop()} {deck.pop()}"
        seats.append(SeatEntry.of(seat, cards, committed=rng.randint(1, 80) * 5))
    board = " ".join(deck.pop() for _ in range(5))
    rake = Rake(
        percent=rng.choice([0, 2.5, 5, 10]),
        cap=rng.choice([None, 5, 20]),
        drop=rng.choice([0, 1, 5]),
    )
    table = Scenario.of("holdem", seats, board=board, button=1, chips=CHIPS, rake=rake)
    result = resolve(table)
    committed = sum(entry.committed or 0 for entry in seats)
    assert result.rake is not None
    assert sum(amount for _, amount in result.payouts) + result.rake.total == committed
    for pot in result.pots:
        assert sum(share.amount for share in pot.shares) + pot.raked == pot.amount


def test_the_format_reads_and_writes_the_rake():
    document = scenario_to_dict(_table(Rake(percent=2.5, cap=5, drop=1)))
    assert document["rake"] == {"percent": 2.5, "cap": 5, "drop": 1}
    again = scenario_from_dict(json.loads(json.dumps(document)))
    out = result_to_dict(resolve(again))
    assert out["rake"] == {"rake": 5, "drop": 1, "chips": {"red": 1, "white": 1}}
    assert out["pots"][0]["raked"] == 6
    assert list(out) == ["game", "hands", "pots", "payouts", "rake", "steps"]
    without = result_to_dict(resolve(_table(None)))
    assert "rake" not in without and "raked" not in without["pots"][0]


@pytest.mark.parametrize(
    ("rake", "message"),
    [
        ({"percent": 120}, "percent 120"),
        ({"percent": "ten"}, "percent 'ten'"),
        ({"cap": -1}, "cap -1"),
        ({"drop": 1.5}, "drop 1.5"),
        ({"per": 10}, 'unknown field "per"'),
        ({"no_flop_no_drop": "yes"}, "no_flop_no_drop"),
    ],
)
def test_a_bad_rake_is_refused_naming_the_field(rake, message):
    document = scenario_to_dict(_table(None))
    document["rake"] = rake
    with pytest.raises(FormatError, match=message):
        scenario_from_dict(document)


def test_a_cap_the_smallest_chip_cannot_pay_is_refused():
    with pytest.raises(ScenarioError, match="rake: cap 7"):
        Scenario.of("holdem", [], chips=ChipSet.of(green=25, red=5), rake=Rake(10, cap=7))
    with pytest.raises(RakeError, match="percent"):
        Rake(percent=True)


def test_one_chip_is_changed_at_the_rack_for_the_exact_rake():
    table = Scenario.of(
        "omaha8",
        [
            SeatEntry.of(1, "Ac 2c Kd Kh", committed=200),
            SeatEntry.of(2, "As 2s Qh Qd", committed=200),
        ],
        board="3h 5s 8d Kc Jc",
        button=2,
        chips=CHIPS,
        rake=Rake(percent=10, cap=7),
    )
    result = resolve(table)
    assert result.step_texts[1] == (
        "Rake: change 1 black at the rack for 3 green, 4 red, 5 white, then drop 1 red, "
        "2 white into the box (10% of 400, capped at 7)."
    )
    assert sum(amount for _, amount in result.payouts) == 393


def _short_stack_hand(source: str) -> Scenario:
    # Seat 1 is all in for 10 and has the best hand: a 30 main pot; the side pot is 580.
    return Scenario.of(
        "holdem",
        [
            SeatEntry.of(1, "Ah Ad", committed=10, all_in=True),
            SeatEntry.of(2, "Kc Kd", committed=300),
            SeatEntry.of(3, "Qc Qd", committed=300),
        ],
        board="2s 7h 9d Jc 3c",
        button=3,
        chips=CHIPS,
        rake=Rake(percent=10, source=source),
    )


def test_main_pot_first_takes_the_short_stacks_whole_main_pot():
    result = resolve(_short_stack_hand("main_pot_first"))
    assert result.rake is not None and result.rake.rake == 61
    assert dict(result.payouts).get(1, 0) == 0


def test_each_pot_gives_the_short_stack_its_main_pot_less_10_percent():
    result = resolve(_short_stack_hand("each_pot"))
    assert result.rake is not None and result.rake.rake == 61
    payouts = dict(result.payouts)
    assert payouts[1] == 27 and payouts[2] == 522
    rake_steps = [step.text for step in result.steps if step.where.startswith("Rake")]
    assert len(rake_steps) == 2 and "10% of each pot" in rake_steps[0]
    # Each names the pot its chips come from, the main pot too.
    assert [text.split(":")[0] for text in rake_steps] == ["Rake, Main pot", "Rake, Side pot 1"]


def test_an_uncalled_bet_goes_back_before_the_rake_is_dropped():
    scenario = Scenario.of(
        "holdem",
        [
            SeatEntry.of(1, "Ah Ad", committed=100, all_in=True),
            SeatEntry.of(2, "Kh Kd", committed=300),
            SeatEntry.of(3, folded=True, committed=25),
        ],
        board="2c 7d 9h Jc 3s",
        button=1,
        chips=CHIPS,
        rake=Rake(percent=10, cap=5, drop=1),
    )
    texts = resolve(scenario).step_texts
    # It was never in the pot: back to its owner first, then the box, then the pot.
    assert texts[0] == "Returned to seat 2: nobody called this part of seat 2's bet."
    assert texts[1] == "Returned to seat 2: push seat 2's uncalled 200 back."
    assert texts[2].startswith("Main pot: 225: size it into")
    assert texts[3].startswith("Rake: ")


def test_each_pot_stops_at_the_cap_main_pot_first():
    scenario = _short_stack_hand("each_pot")
    capped = Scenario.of(
        "holdem",
        list(scenario.seats),
        board="2s 7h 9d Jc 3c",
        button=3,
        chips=CHIPS,
        rake=Rake(percent=10, cap=5, source="each_pot"),
    )
    result = resolve(capped)
    assert result.rake is not None and result.rake.rake == 5
    assert dict(result.payouts)[1] == 27


def test_the_format_reads_and_writes_where_the_rake_comes_from():
    from dealer_app.model.formats.rake import rake_from_json, rake_to_json

    rake = rake_from_json({"percent": 10, "from": "each_pot"})
    assert rake.source == "each_pot" and rake_to_json(rake) == {"percent": 10, "from": "each_pot"}
    assert rake_to_json(rake_from_json({"percent": 10})) == {"percent": 10}
    with pytest.raises(FormatError, match="rake: from 'both'"):
        rake_from_json({"percent": 10, "from": "both"})


def test_the_rake_changes_exactly_what_is_needed_at_the_rack() -> None:
    from dealer_app.model.chips import ChipCounts
    from dealer_app.model.showdown.pots import single_pot
    from dealer_app.model.showdown.rake import take_rake

    # 7 of a pot of 1 green and 1 red: the red goes in the box with 2 white from the green's
    # change; changing the red too (for 5 white) was a needless chip to the rack.
    taken = take_rake(
        Rake(percent=50, cap=7),
        CHIPS,
        [single_pot(30, [1, 4])],
        [ChipCounts.of({"green": 1, "red": 1})],
        flop_seen=True,
    )
    (step,) = taken.steps
    assert step.changed_out.as_dict() == {"green": 1}
    assert step.changed_in.as_dict() == {"red": 4, "white": 5}
    assert taken.chips.as_dict() == {"red": 1, "white": 2}
    assert taken.left[0].as_dict() == {"red": 4, "white": 3}
    assert step.text.startswith("Rake: change 1 green at the rack for 4 red, 5 white, then drop")


def test_the_rake_takes_its_value_and_changes_at_most_one_chip_when_one_will_do() -> None:
    from dealer_app.model.chips import ChipCounts
    from dealer_app.model.showdown.pots import single_pot
    from dealer_app.model.showdown.rake import take_rake

    rng = random.Random(22)
    for _ in range(500):
        held = {name: rng.randint(0, 3) for name in CHIPS.names}
        pot = CHIPS.value_of(ChipCounts.of(held))
        if not pot:
            continue
        cap = rng.randint(1, pot)
        taken = take_rake(
            Rake(percent=100, cap=cap),
            CHIPS,
            [single_pot(pot, [1, 4])],
            [ChipCounts.of(held)],
            flop_seen=True,
        )
        assert CHIPS.value_of(taken.chips) == cap
        assert CHIPS.value_of(taken.left[0]) == pot - cap
        out = sum(step.changed_out.chip_count for step in taken.steps)
        # With nested chip values one chip worth more than what the others leave always
        # suffices.
        assert out <= 1, (held, cap)


def test_the_rakes_basis_is_written_as_the_table_writes_money():
    result = resolve(_table(Rake(percent=10, cap=50, drop=100), pot=1000))
    assert result.step_words(MoneyUnit("$"))[1:3] == (
        "Rake: drop 2 green into the box (10% of $2,050, capped at $50).",
        "Jackpot drop: drop 1 black into the drop box.",
    )
    # The result document says it in the smallest unit, as the format always has.
    assert result.step_texts[1] == "Rake: drop 2 green into the box (10% of 2050, capped at 50)."
    each = resolve(_table(Rake(percent=10, cap=5000, source="each_pot"), pot=1000))
    assert each.step_words(MoneyUnit("$"))[1].endswith("(10% of each pot).")


@pytest.mark.parametrize(
    ("rake", "took"),
    [
        (Rake(percent=10, cap=5), "the rake"),
        (Rake(percent=10, cap=2, drop=1), "the rake and the jackpot drop"),
    ],
)
def test_a_pot_the_box_takes_whole_is_said_once_neither_halved_nor_killed_for(
    rake: Rake, took: str
) -> None:
    # Omaha-8, seat 1 all in for 1: the box takes the main pot's 3 white before the split.
    # Seat 2 wins high and seat 1 low, but there is nothing to halve or push.
    scenario = Scenario.of(
        "omaha8",
        [
            SeatEntry.of(1, "Ah 4h Qd Qc", committed=1, all_in=True),
            SeatEntry.of(2, "Kc Kd 9s 9h", committed=100),
            SeatEntry.of(3, "Jc Jd Ts Th", committed=100),
        ],
        board="As 2d 3c 7h Ks",
        button=1,
        chips=CHIPS,
        rake=rake,
    )
    result = resolve(scenario)
    main = [text for text in result.step_texts if text.startswith("Main pot:")]
    assert main == [
        "Main pot: 3: size it into 3 white (colour up the bets).",
        f"Main pot: {took} took it all; nothing to push.",
    ]
    assert not [text for text in result.step_texts if "halved" in text]
    # Seat 3's hand is killed where it has nothing left to win, as before; not again.
    assert [text for text in result.step_texts if "kill" in text] == [
        "Side pot 1: kill seat 3's losing hand before the push."
    ]
    assert result.pots[0].shares == () and result.pots[0].raked == 3
