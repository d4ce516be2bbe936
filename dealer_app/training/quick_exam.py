"""The quick drills in an exam: Take the rake, Count the stacks and Cut it.

A :class:`QuickExamItem` is one such spot; it is its own question (the spot shows all the
question needs), answered by the drill's own answer (a :class:`RakeAnswer`, a count, a cut
in :class:`ChipCounts`) and graded by the drill's own grading, by outcome. In an exam file
a spot is written as (each field besides ``drill`` optional where said)::

    {"drill": "take-the-rake", "rake": {"percent": 10, "cap": 5}, "flop_seen": true,
     "pots": [{"name": "Main pot", "amount": 60, "eligible": [1, 2], "contributors": [1, 2],
               "returned": false, "chips": {"green": 2, "red": 2}}]}
    {"drill": "count-the-stacks", "stacks": [["black", 47], ["green", 20]]}
    {"drill": "cut-it", "stacks": [["green", 40], ["red", 33]], "amount": 225,
     "chips": [{"name": "green", "value": 25, "sized_by": 4}, {"name": "red", "value": 5}],
     "unit": {"symbol": "$", "per": 1}}

``stacks`` are each colour's chips on the felt (stacked in 20s); ``chips`` (optional) is
the chip set with its sizes, the card room's set sized as usual when left out; ``unit``
(optional) how its amounts read (``$225``), plain numbers when left out. The rake's
chips are the drill's own (black 100, green 25, red 5, white 1).

>>> import random
>>> from dealer_app.training.chip_drills import generate_cut_spots
>>> item = QuickExamItem(CUT_DRILL, generate_cut_spots(random.Random(2), 1)[0])
>>> quick_item_from_dict(quick_item_to_dict(item)) == item
True
>>> quick_graded(item, item.spot.expected, 2.0).correct
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dealer_app.model.chips import ChipCounts
from dealer_app.model.formats.rake import rake_from_json, rake_to_json
from dealer_app.model.json_values import FormatError, check_fields
from dealer_app.model.room.chip_sets import chip_set_from_json, sized_by_from_json
from dealer_app.model.room.chip_sizes import ChipSizes
from dealer_app.model.room.money import PLAIN, MoneyUnit, money_from_json, money_to_json
from dealer_app.model.showdown.pots import Pot
from dealer_app.training.aims import TimeAim
from dealer_app.training.chip_drills import (
    CHIP_DRILL_TITLES,
    COUNT_DRILL,
    CUT_DRILL,
    STANDARD_SIZES,
    ChipGrade,
    CountSpot,
    CutSpot,
    count_spot_of,
    count_time_aim,
    cut_spot_of,
    cut_time_aim,
    generate_count_spots,
    generate_cut_spots,
    grade_count,
    grade_cut,
    stacks_lines,
)
from dealer_app.training.rake_drill import (
    RAKE_DRILL,
    RakeAnswer,
    RakeGrade,
    RakeSpot,
    expected_rake_answer,
    generate_rake_spots,
    grade_rake,
    rake_spot_lines,
    rake_spot_of,
    rake_time_aim,
)

__all__ = [
    "QUICK_DRILLS",
    "QUICK_DRILL_TITLES",
    "QuickAnswer",
    "QuickExamItem",
    "QuickItemError",
    "expected_quick_answer",
    "quick_answer_words",
    "quick_graded",
    "quick_item_from_dict",
    "quick_item_of",
    "quick_item_to_dict",
]

QUICK_DRILLS = (RAKE_DRILL, COUNT_DRILL, CUT_DRILL)
QUICK_DRILL_TITLES = {RAKE_DRILL: "Take the rake", **CHIP_DRILL_TITLES}

QuickAnswer = RakeAnswer | int | ChipCounts
QuickSpot = RakeSpot | CountSpot | CutSpot


class QuickItemError(ValueError):
    """A quick drill's exam spot that cannot be read; the message names the field."""


@dataclass(frozen=True)
class QuickExamItem:
    """One exam question of a quick drill: the drill and its spot."""

    drill: str
    spot: QuickSpot

    def __post_init__(self) -> None:
        kinds = {RAKE_DRILL: RakeSpot, COUNT_DRILL: CountSpot, CUT_DRILL: CutSpot}
        if not isinstance(self.spot, kinds.get(self.drill, ())):
            raise QuickItemError(f'drill "{self.drill}": not a spot of that drill')

    @property
    def game(self) -> str:
        """No game of a game-mix rule counts the quick drills."""
        return "chips"

    @property
    def title(self) -> str:
        return self.spot.title

    @property
    def prompt(self) -> str:
        if isinstance(self.spot, RakeSpot):
            return "How much is raked (+ the drop), and which chips go in the boxes?"
        if isinstance(self.spot, CutSpot):
            amount = self.spot.sizes.text(self.spot.amount)
            return f"Cut {amount} from these stacks: how many of each colour?"
        return "What are these stacks worth?"

    def lines(self) -> list[str]:
        """The spot in words (the rake's pots; the stacks, colour by colour)."""
        if isinstance(self.spot, RakeSpot):
            return rake_spot_lines(self.spot)
        return stacks_lines(self.spot.sizes, self.spot.counts)

    def aim(self) -> TimeAim:
        if isinstance(self.spot, RakeSpot):
            return rake_time_aim(self.spot)
        if isinstance(self.spot, CutSpot):
            return cut_time_aim(self.spot)
        return count_time_aim(self.spot)


def quick_item_of(drill: str, rng: random.Random) -> QuickExamItem:
    """A spot of the quick ``drill`` dealt by ``rng`` (an exam from a seed)."""
    if drill == RAKE_DRILL:
        return QuickExamItem(drill, generate_rake_spots(rng, 1)[0])
    if drill == CUT_DRILL:
        return QuickExamItem(drill, generate_cut_spots(rng, 1)[0])
    return QuickExamItem(drill, generate_count_spots(rng, 1)[0])


def expected_quick_answer(item: QuickExamItem) -> QuickAnswer:
    """The model's answer: the rake's, the stacks' value, the cut in the fewest chips."""
    if isinstance(item.spot, RakeSpot):
        return expected_rake_answer(item.spot)
    if isinstance(item.spot, CutSpot):
        return item.spot.expected
    return item.spot.value


def quick_answer_words(answer: QuickAnswer) -> str:
    """An answer in words: ``rake 5 + drop 1; 1 red, 1 white``, ``1,475``, ``12 green``."""
    if isinstance(answer, RakeAnswer):
        drop = f" + drop {answer.drop}" if answer.drop else ""
        return f"rake {answer.rake}{drop}; {answer.chips.describe()}"
    if isinstance(answer, ChipCounts):
        return answer.describe()
    return f"{answer:,}"


def quick_graded(item: QuickExamItem, answer: QuickAnswer, seconds: float) -> RakeGrade | ChipGrade:
    """The drill's own grade of ``answer`` (any right chips, any right cut)."""
    spot = item.spot
    if isinstance(spot, RakeSpot) and isinstance(answer, RakeAnswer):
        return grade_rake(spot, answer, seconds)
    if isinstance(spot, CutSpot) and isinstance(answer, ChipCounts):
        return grade_cut(spot, answer, seconds)
    if isinstance(spot, CountSpot) and isinstance(answer, int):
        return grade_count(spot, answer, seconds)
    raise QuickItemError(f"{quick_answer_words(answer)!r} is not an answer of {item.drill}")


# -- files -----------------------------------------------------------------------------------


def _sizes_to_json(sizes: ChipSizes) -> list[dict[str, Any]]:
    return [
        {"name": chip.name, "value": chip.value, "sized_by": sizes.sized_by(chip.name)}
        for chip in sizes.chip_set
    ]


def quick_item_to_dict(item: QuickExamItem) -> dict[str, Any]:
    """The item as an exam file's spot."""
    spot = item.spot
    if isinstance(spot, RakeSpot):
        return {
            "drill": item.drill,
            "rake": rake_to_json(spot.rake),
            "flop_seen": spot.flop_seen,
            "pots": [
                {
                    "name": pot.name,
                    "amount": pot.amount,
                    "eligible": list(pot.eligible),
                    "contributors": list(pot.contributors),
                    "returned": pot.returned,
                    "chips": chips.as_dict(),
                }
                for pot, chips in zip(spot.pots, spot.pot_chips, strict=True)
            ],
        }
    document: dict[str, Any] = {"drill": item.drill, "stacks": [list(pair) for pair in spot.counts]}
    if isinstance(spot, CutSpot):
        document["amount"] = spot.amount
    if spot.sizes.chip_set != STANDARD_SIZES.chip_set or spot.sizes.sizes != STANDARD_SIZES.sizes:
        document["chips"] = _sizes_to_json(spot.sizes)
    if spot.sizes.money != PLAIN:
        document["unit"] = money_to_json(spot.sizes.money)
    return document


def _whole(value: object, field: str) -> int:
    if type(value) is not int or value < 0:
        raise QuickItemError(f"{field} {value!r} is not a whole number")
    return value


def _sizes(value: object, money: MoneyUnit) -> ChipSizes:
    if value is None:
        return ChipSizes.of(STANDARD_SIZES.chip_set, money=money)
    if not isinstance(value, list):
        raise QuickItemError("chips must be a list of chips")
    plain = [
        {key: entry[key] for key in entry if key != "sized_by"}
        if isinstance(entry, dict)
        else entry
        for entry in value
    ]
    chip_set = chip_set_from_json(plain)
    chosen = {
        entry["name"]: sized_by_from_json(entry["sized_by"], entry["name"])
        for entry in value
        if "sized_by" in entry
    }
    return ChipSizes.of(chip_set, chosen, money)


def _stacks(value: object, sizes: ChipSizes) -> tuple[tuple[str, int], ...]:
    if not isinstance(value, list) or not value:
        raise QuickItemError("stacks must be a list of [colour, chips]")
    counts: list[tuple[str, int]] = []
    for number, entry in enumerate(value, 1):
        if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], str):
            raise QuickItemError(
                f'stacks, entry {number}: must be [colour, chips] like ["red", 47]'
            )
        if entry[0] not in sizes.chip_set.names:
            raise QuickItemError(f"stacks, entry {number}: {entry[0]!r} is not a chip of the set")
        if any(name == entry[0] for name, _count in counts):
            # One entry per colour: its chips stand in stacks of 20 and a short one.
            raise QuickItemError(f"stacks, entry {number}: {entry[0]!r} is given twice")
        counts.append((entry[0], _whole(entry[1], f"stacks, entry {number}: chips")))
    return tuple(counts)


def _pot(value: object, number: int) -> tuple[Pot, ChipCounts]:
    where = f"pots, entry {number}"
    if not isinstance(value, dict):
        raise QuickItemError(f"{where} must be an object")
    check_fields(
        value, frozenset({"name", "amount", "eligible", "contributors", "returned", "chips"}), ""
    )
    seats = []
    for field in ("eligible", "contributors"):
        entries = value.get(field, [])
        if not isinstance(entries, list):
            raise QuickItemError(f"{where}: {field} must be a list of seats")
        seats.append(tuple(_whole(seat, f"{where}: {field}: seat") for seat in entries))
    chips = value.get("chips", {})
    if not isinstance(chips, dict):
        raise QuickItemError(f"{where}: chips must be an object of counts")
    name = value.get("name", f"Pot {number}")
    returned = value.get("returned", False)
    if not isinstance(name, str) or not isinstance(returned, bool):
        raise QuickItemError(f"{where}: name must be text and returned true or false")
    pot = Pot(name, _whole(value.get("amount"), f"{where}: amount"), seats[0], seats[1], returned)
    return pot, ChipCounts.of(chips)


def quick_item_from_dict(document: Mapping[str, Any]) -> QuickExamItem:
    """Read an exam file's spot of a quick drill; :class:`QuickItemError` names the field."""
    drill = document.get("drill")
    try:
        if drill == RAKE_DRILL:
            check_fields(document, frozenset({"drill", "rake", "flop_seen", "pots"}), "")
            pots = document.get("pots")
            if not isinstance(pots, list) or not pots:
                raise QuickItemError("pots must be a list of pots")
            read = [_pot(pot, number) for number, pot in enumerate(pots, 1)]
            flop_seen = document.get("flop_seen", True)
            if not isinstance(flop_seen, bool):
                raise QuickItemError("flop_seen must be true or false")
            spot: QuickSpot = rake_spot_of(
                rake=rake_from_json(document.get("rake", {})),
                pots=[pot for pot, _chips in read],
                pot_chips=[chips for _pot, chips in read],
                flop_seen=flop_seen,
            )
        elif drill in (COUNT_DRILL, CUT_DRILL):
            known = {"drill", "stacks", "chips", "unit"}
            known |= {"amount"} if drill == CUT_DRILL else set()
            check_fields(document, frozenset(known), "")
            sizes = _sizes(document.get("chips"), money_from_json(document.get("unit")))
            counts = _stacks(document.get("stacks"), sizes)
            if drill == CUT_DRILL:
                spot = cut_spot_of(sizes, counts, _whole(document.get("amount"), "amount"))
            else:
                spot = count_spot_of(sizes, counts)
        else:
            raise QuickItemError(f'drill "{drill}" is not one of {", ".join(QUICK_DRILLS)}')
    except QuickItemError:
        raise
    except (FormatError, ValueError) as error:
        raise QuickItemError(str(error)) from None
    return QuickExamItem(str(drill), spot)
