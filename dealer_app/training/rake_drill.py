"""The drill "Take the rake": the room's rake and drop, from pots with side pots and bets back.

A spot is the pots of a hand (:func:`~dealer_app.model.showdown.pots.build_pots`), each pot's
chips, the room's :class:`~dealer_app.model.showdown.rake.Rake` and whether the flop was
seen. The trainee says the amount raked, the jackpot drop and the chips dropped into the
boxes. Every right answer is read from the model's
:func:`~dealer_app.model.showdown.rake.take_rake`, never worked out again here; the chips are
graded by their outcome: any chips worth the rake and the drop together are right when each
one is in the raked pots or is smaller than a chip there (changed at the rack for it).

Tags, each a fact of the spot as the model takes it (:func:`rake_tags_of`):

- ``rake-cap``: the percentage is more than the cap, so the cap is taken;
- ``no-flop-no-drop``: no flop, and the room takes nothing though it would after a flop;
- ``rake-each-pot``: the rake comes from each pot, two or more pots are raked;
- ``rake-side-pots``: side pots, and something is raked;
- ``jackpot-drop``: the jackpot drop is taken;
- ``uncalled-bet``: a bet goes back, never raked, and something is raked from the rest.

>>> import random
>>> spot = generate_rake_spots(random.Random(3), 1, ["rake-cap"])[0]
>>> "rake-cap" in spot.tags
True
>>> expected = expected_rake_answer(spot)
>>> grade_rake(spot, expected, 3.0).correct
True
>>> grade_rake(spot, RakeAnswer(expected.rake + 1, expected.drop, expected.chips),
...     3.0).mistakes[0].startswith("The rake is")
True
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from dealer_app.model.chips import ChipCounts, ChipSet
from dealer_app.model.hands.games import Game
from dealer_app.model.room.money import PLAIN
from dealer_app.model.showdown.pots import Pot, build_pots
from dealer_app.model.showdown.rake import Rake, RakeTaken, take_rake
from dealer_app.model.words import plural
from dealer_app.training.aims import TimeAim
from dealer_app.training.drills import speed_factor
from dealer_app.training.progress import AnswerRecord
from dealer_app.training.quick_runs import spots_in_turn

__all__ = [
    "RAKE_DRILL",
    "RAKE_TAGS",
    "RAKE_TAG_TITLES",
    "ROOM_CHIPS",
    "ChipsTextError",
    "RakeAnswer",
    "RakeGrade",
    "RakeSpot",
    "expected_rake_answer",
    "generate_rake_spots",
    "grade_rake",
    "rake_record",
    "rake_spot_lines",
    "rake_spot_of",
    "rake_tags_of",
    "rake_time_aim",
    "read_chips",
]

_MONEY = PLAIN
"""How the drill writes every amount on its screen, its steps, rule and mistakes alike:
``1,250``."""

RAKE_DRILL = "take-the-rake"
"""The drill's name in the training history."""

RAKE_TAG_TITLES: dict[str, str] = {
    "rake-cap": "The cap: the percentage is more",
    "no-flop-no-drop": "No flop, no drop",
    "rake-each-pot": "The rake from each pot",
    "rake-side-pots": "The rake with side pots",
    "jackpot-drop": "The jackpot drop",
    "uncalled-bet": "An uncalled bet is not raked",
}
RAKE_TAGS: tuple[str, ...] = tuple(RAKE_TAG_TITLES)

ROOM_CHIPS = ChipSet.of(black=100, green=25, red=5, white=1)
"""The chips the drill's pots are made of."""


class ChipsTextError(ValueError):
    """Typed chips that cannot be read: the message names the bad word."""


@dataclass(frozen=True)
class RakeSpot:
    """One hand's pots, their chips, the room's rake and whether the flop came."""

    chip_set: ChipSet
    rake: Rake
    pots: tuple[Pot, ...]
    pot_chips: tuple[ChipCounts, ...]
    flop_seen: bool
    taken: RakeTaken
    tags: frozenset[str]

    @property
    def title(self) -> str:
        return f"Rake: {self.rake.describe(_MONEY.text)}"

    @property
    def ordered_tags(self) -> tuple[str, ...]:
        return tuple(sorted(self.tags))


def _taken(
    rake: Rake,
    chip_set: ChipSet,
    pots: Sequence[Pot],
    chips: Sequence[ChipCounts],
    flop_seen: bool,
) -> RakeTaken:
    return take_rake(rake, chip_set, pots, chips, flop_seen=flop_seen)


def rake_tags_of(
    rake: Rake,
    chip_set: ChipSet,
    pots: Sequence[Pot],
    pot_chips: Sequence[ChipCounts],
    *,
    flop_seen: bool,
) -> frozenset[str]:
    """The tags true of a spot, each asked of the model (the rule taken another way)."""
    taken = _taken(rake, chip_set, pots, pot_chips, flop_seen)
    tags: set[str] = set()
    raked_pots = [pot for pot in pots if not pot.returned]
    if rake.cap is not None:
        uncapped = _taken(dataclasses.replace(rake, cap=None), chip_set, pots, pot_chips, flop_seen)
        if uncapped.rake > taken.rake:
            tags.add("rake-cap")
    flop_would_take = not flop_seen and _taken(rake, chip_set, pots, pot_chips, True).total
    if flop_would_take and not taken.total:
        tags.add("no-flop-no-drop")
    raked_from = [number for number, part in enumerate(taken.per_pot) if part]
    if rake.source == "each_pot" and taken.rake and len(raked_from) >= 2:
        tags.add("rake-each-pot")
    if len(raked_pots) >= 2 and taken.total:
        tags.add("rake-side-pots")
    if taken.drop:
        tags.add("jackpot-drop")
    if any(pot.returned for pot in pots) and taken.total:
        tags.add("uncalled-bet")
    return frozenset(tags)


def _random_rake(rng: random.Random) -> Rake:
    drop = rng.choice((0, 0, 1, 2))
    return Rake(
        percent=rng.choice((5, 10, 10)),
        cap=rng.choice((None, 3, 4, 5, 5)),
        no_flop_no_drop=rng.random() < 0.8,
        drop=drop,
        drop_from=rng.choice((0, 10, 20)) if drop else 0,
        source=rng.choice(("main_pot_first", "each_pot")),
    )


def _pot_chips(rng: random.Random, chip_set: ChipSet, amount: int) -> ChipCounts:
    """The chips of a pot as bets make it: a few bets, each in the fewest chips."""
    counts = [0] * len(chip_set)
    rest = amount
    while rest:
        bet = rest if rest <= 5 or rng.random() < 0.3 else rng.randint(1, rest)
        for name, count in chip_set.make_up(bet):
            counts[chip_set.index(name)] += count
        rest -= bet
    return chip_set.counts_from(counts)


def _random_spot(rng: random.Random) -> RakeSpot:
    chip_set = ROOM_CHIPS
    seats = rng.sample(range(1, 10), rng.randint(2, 5))
    unit_bets = rng.choice((1, 5, 5, 25))
    committed = {seat: unit_bets * rng.randint(1, 12) for seat in seats}
    folded = set(rng.sample(seats, rng.randint(0, len(seats) - 2)))
    if rng.random() < 0.3:
        # Everyone else calls the top: no bet goes back.
        top = max(committed.values())
        committed = {
            seat: top if seat not in folded else amount for seat, amount in committed.items()
        }
    pots = build_pots(committed, folded)
    chips = tuple(_pot_chips(rng, chip_set, pot.amount) for pot in pots)
    return rake_spot_of(
        rake=_random_rake(rng), pots=pots, pot_chips=chips, flop_seen=rng.random() < 0.75
    )


def rake_spot_of(
    *,
    rake: Rake,
    pots: Sequence[Pot],
    pot_chips: Sequence[ChipCounts],
    flop_seen: bool,
    chip_set: ChipSet = ROOM_CHIPS,
) -> RakeSpot:
    """A spot of these pots and chips, the rake taken by the model and tagged."""
    taken = _taken(rake, chip_set, pots, pot_chips, flop_seen)
    tags = rake_tags_of(rake, chip_set, pots, pot_chips, flop_seen=flop_seen)
    return RakeSpot(chip_set, rake, tuple(pots), tuple(pot_chips), flop_seen, taken, tags)


def generate_rake_spots(
    rng: random.Random, count: int, tags: Sequence[str] | None = None
) -> list[RakeSpot]:
    """``count`` spots, each showing one of ``tags`` in turn (any spot when none)."""
    return spots_in_turn(rng, count, tags, _random_spot, lambda spot: spot.tags)


# -- answers ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class RakeAnswer:
    """The amount raked, the jackpot drop and the chips dropped into the boxes."""

    rake: int
    drop: int
    chips: ChipCounts


@dataclass(frozen=True)
class RakeGrade:
    correct: bool
    score: float
    seconds: float
    mistakes: tuple[str, ...]
    explanation: str
    expected: RakeAnswer


def read_chips(text: str, chip_set: ChipSet) -> ChipCounts:
    """Typed chips: ``"1 red, 1 white"``, ``"red white"`` or ``"2 white"`` (``"no chips"``,
    ``"none"`` or nothing: none).

    >>> read_chips("1 red, 2 white", ROOM_CHIPS).as_dict()
    {'red': 1, 'white': 2}
    >>> read_chips("3 blue", ROOM_CHIPS)
    Traceback (most recent call last):
    ...
    dealer_app.training.rake_drill.ChipsTextError: chips: 'blue' is not a colour of black, green, red, white
    """  # noqa: E501
    counts = dict.fromkeys(chip_set.names, 0)
    if text.strip().lower() in ("", "none", "no chips"):
        return ChipCounts.of({})
    for number, name in re.findall(r"(\d+)?\s*([A-Za-z]+)", text):
        colour = name.lower()
        if colour not in counts:
            raise ChipsTextError(f"chips: {name!r} is not a colour of " + ", ".join(chip_set.names))
        counts[colour] += int(number) if number else 1
    if re.sub(r"[\d\sA-Za-z,]", "", text):
        raise ChipsTextError(f"chips: {text!r} is not counts and colours like '1 red, 2 white'")
    return ChipCounts.of({name: count for name, count in counts.items() if count})


def expected_rake_answer(spot: RakeSpot) -> RakeAnswer:
    """The model's answer: its rake, its drop and the chips it drops."""
    return RakeAnswer(spot.taken.rake, spot.taken.drop, spot.taken.chips)


def _chips_problem(spot: RakeSpot, chips: ChipCounts) -> str | None:
    """Why ``chips`` are not a right drop (None: they are)."""
    chip_set = spot.chip_set
    value = chip_set.value_of(chips)
    if value != spot.taken.total:
        return (
            f"The chips dropped ({chips.describe()}) are worth {_MONEY.text(value)}, "
            f"not the {_MONEY.text(spot.taken.total)} the boxes take."
        )
    in_pots = [0] * len(chip_set)
    for pot, counts in zip(spot.pots, spot.pot_chips, strict=True):
        if not pot.returned:
            for position, count in enumerate(chip_set.counts_of(counts)):
                in_pots[position] += count
    biggest_there = max(
        (chip_set.values[index] for index, count in enumerate(in_pots) if count), default=0
    )
    for position, count in enumerate(chip_set.counts_of(chips)):
        if count > in_pots[position] and chip_set.values[position] >= biggest_there:
            name = chip_set.names[position]
            return (
                f"The raked pots hold {in_pots[position]} {name}: {count} cannot come from "
                "them (a returned bet is never raked)."
            )
    return None


def explanation_of_rake(spot: RakeSpot) -> str:
    """The room's rule and the model's steps, in a dealer's words."""
    lines = [f"The room's rake: {spot.rake.describe(_MONEY.text)}."]
    rounded_away = spot.taken.rounded_away
    if rounded_away is not None:
        lines.append(f"Rake: {rounded_away.written(_MONEY.text)}: nothing goes into the box.")
    elif not spot.taken.total:
        lines.append(
            "No flop, no drop: nothing is taken."
            if "no-flop-no-drop" in spot.tags
            else "Nothing is taken."
        )
    lines.extend(step.words(_MONEY) for step in spot.taken.steps)
    return "\n".join(lines)


def grade_rake(
    spot: RakeSpot, answer: RakeAnswer, seconds: float, time_limit: float | None = None
) -> RakeGrade:
    """Grade by outcome: the right rake and drop, and any right chips for them."""
    expected = expected_rake_answer(spot)
    mistakes: list[str] = []
    if answer.rake != expected.rake:
        # A rake that rounds down to nothing has no step to show its working: it is said here.
        rounded_away = spot.taken.rounded_away
        working = f" ({rounded_away.written(_MONEY.text)})" if rounded_away is not None else ""
        mistakes.append(
            f"The rake is {_MONEY.text(expected.rake)}, not {_MONEY.text(answer.rake)}: "
            f"{spot.rake.describe(_MONEY.text)}{working}."
        )
    if answer.drop != expected.drop:
        mistakes.append(
            f"The jackpot drop is {_MONEY.text(expected.drop)}, not {_MONEY.text(answer.drop)}."
        )
    problem = _chips_problem(spot, answer.chips)
    if problem is not None:
        mistakes.append(problem)
    correct = not mistakes
    aim = rake_time_aim(spot).seconds
    score = speed_factor(seconds, time_limit if time_limit is not None else aim) if correct else 0
    return RakeGrade(
        correct, float(score), seconds, tuple(mistakes), explanation_of_rake(spot), expected
    )


def rake_spot_lines(spot: RakeSpot) -> list[str]:
    """The spot as the dealer sees it: the rule, the street and each pot with its chips."""
    lines = [
        f"Rake: {spot.rake.describe(_MONEY.text)}.",
        "The flop was dealt." if spot.flop_seen else "The hand ended before the flop.",
    ]
    for pot, chips in zip(spot.pots, spot.pot_chips, strict=True):
        lines.append(f"{pot.name}: {_MONEY.text(pot.amount)} in {chips.describe()}")
    return lines


def rake_time_aim(spot: RakeSpot) -> TimeAim:
    """4 s to read the rule plus 3 s for each trip to the box (a change at the rack as one)."""
    trips = len(spot.taken.steps)
    return TimeAim(
        RAKE_DRILL, 4.0 + 3.0 * trips, f"4 s + 3 s for each of {plural(trips, 'trip')} to the box"
    )


def rake_record(
    spot: RakeSpot,
    grade: RakeGrade,
    answer: RakeAnswer,
    when: datetime | None = None,
    *,
    source: str = "practice",
) -> AnswerRecord:
    """The history's record of one answer, with the answer in words (kept in hold'em's
    name, like the action drills: the rake is no game's)."""
    given = f"rake {answer.rake}" + (f" + drop {answer.drop}" if answer.drop else "")
    return AnswerRecord(
        drill=RAKE_DRILL,
        game=Game.HOLDEM.value,
        tags=spot.ordered_tags,
        correct=grade.correct,
        seconds=grade.seconds,
        when=when if when is not None else datetime.now(UTC),
        score=grade.score,
        title=spot.title,
        aim_seconds=rake_time_aim(spot).seconds,
        given=f"{given}; {answer.chips.describe()}",
        source=source,
    )
