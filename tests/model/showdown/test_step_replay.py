"""The dealer's steps replayed chip by chip: every even-up leaves the seats level, each odd
chip is named once, at the seat that takes it, and the steps reach exactly the shares."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.formats.scenario import scenario_from_dict
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.split import split_chips
from dealer_app.model.showdown.steps import Step, StepKind
from dealer_app.model.words import Recipient

CASINO = ChipSet.of(black=100, green=25, red=5, white=1)
REASONS = ("first clockwise", "next clockwise", "third clockwise")


def replay_mistakes(
    chip_set: ChipSet,
    steps: Sequence[Step],
    recipients: Sequence[Recipient],
    targets: Sequence[int],
    odd_chips: Sequence[Recipient],
) -> list[str]:
    """What is wrong with ``steps`` when the dealer pushes the chips exactly as they say."""
    worth = dict(zip(chip_set.names, chip_set.values, strict=True))
    held = dict.fromkeys(recipients, 0)
    named_odd: Counter[Recipient] = Counter()
    wrong: list[str] = []
    for step in steps:
        for handout in step.handouts:
            held[handout.to] += handout.count * worth[handout.chip]
        if step.kind is StepKind.EVEN_UP:
            spread = max(held.values()) - min(held.values())
            # Level after an even-up, but for an odd unit a taker keeps inside its chips,
            # which the step then says.
            if spread > chip_set.unit or (spread > 0) != bool(step.short):
                wrong.append(f"not level after: {step.text} {held}")
        elif step.kind is StepKind.ODD_CHIP:
            named_odd[step.handouts[0].to] += 1
        elif step.kind is StepKind.TAKE and step.reason:
            wrong.append(f"a share made up afterwards: {step.text}")
    if [held[recipient] for recipient in recipients] != list(targets):
        wrong.append(f"the steps reach {held}, not {list(targets)}")
    if sorted(named_odd.elements(), key=str) != sorted(odd_chips, key=str):
        wrong.append(f"odd chips named {dict(named_odd)}, taken by {list(odd_chips)}")
    return wrong


def test_a_three_way_tie_evens_a_red_up_in_five_white_and_names_the_odd_chip_once() -> None:
    split = split_chips(
        CASINO,
        ChipCounts.of({"red": 2, "white": 6}),
        [2, 3, 1],
        "Main pot",
        odd_chip_reasons=REASONS,
    )
    assert [step.text for step in split.steps] == [
        "Main pot: 2 red left over: seats 2 and 3 take one each; seat 1 takes 5 white to even up.",
        "Main pot: the odd white chip goes to seat 2 (first clockwise).",
    ]
    assert not replay_mistakes(CASINO, split.steps, [2, 3, 1], split.targets, split.odd_chips)


def _four_way_tie(pot: dict[str, int]) -> dict[str, Any]:
    cards = [["8s", "2d", "3c", "4h", "7h"], ["8d", "2c", "3h", "4s", "7s"]]
    cards += [["8c", "2h", "3s", "4d", "7d"], ["8h", "2s", "3d", "4c", "7c"]]
    return {
        "game": "deuce7",
        "button": 1,
        "seats": [{"seat": seat, "cards": hand} for seat, hand in enumerate(cards, 1)],
        "chips": [
            {"name": name, "value": value}
            for name, value in zip(CASINO.names, CASINO.values, strict=True)
        ],
        "pot": pot,
    }


def test_a_large_four_way_tie_evens_every_colour_up_in_full() -> None:
    many = 999_999
    result = resolve(scenario_from_dict(_four_way_tie(dict.fromkeys(CASINO.names, many))))
    texts = result.step_texts
    assert (
        "Main pot: 3 black left over: seats 2, 3 and 4 take one each; seat 1 takes 4 green to "
        "even up." in texts
    )
    assert not [text for text in texts if "staying with" in text or "make up" in text]
    (pot,) = result.pots
    seats = [1, 2, 3, 4]
    amounts = {share.seat: share.amount for share in pot.shares}
    targets = [amounts[seat] for seat in seats]
    odd = [odd.seat for odd in pot.odd_chips]
    assert not replay_mistakes(CASINO, result.steps[1:], seats, targets, odd)


@pytest.mark.parametrize("seed", range(4))
def test_random_three_and_four_way_ties_replay_to_their_shares(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(400):
        recipients = rng.sample(range(1, 10), rng.choice((3, 4)))
        pot = ChipCounts.of({name: rng.randint(0, 12) for name in CASINO.names})
        split = split_chips(CASINO, pot, recipients, "Main pot", odd_chip_reasons=REASONS)
        wrong = replay_mistakes(CASINO, split.steps, recipients, split.targets, split.odd_chips)
        assert not wrong, (pot, recipients, wrong)
