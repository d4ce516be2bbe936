"""Drills on the action: "Call the pot" and "Is it a legal raise?".

A spot is a betting round followed by the model
(:func:`~dealer_app.model.room.betting.follow_action`) up to a seat that must act; every
right answer is read from the followed round's :class:`~dealer_app.model.room.betting.Turn`,
never worked out again here.

- **Call the pot** (:class:`PotAnswer`): pot-limit, the seat to act says "pot": to how much?
- **Is it a legal raise?** (:class:`RaiseAnswer`): the seat to act says "raise to X": is it
  legal, and what is the smallest raise it may make (none when it may only call or fold)?

Tags, each a predicate over the followed round (:func:`action_tags_of`):

- ``pot-limit-after-call``: pot-limit, a bet or raise to call: the pot raise counts the call;
- ``pot-limit-preflop-blinds``: pot-limit pre-flop, no raise yet: the pot is the blinds
  (antes, straddle and calls);
- ``short-all-in-no-reopen``: no-limit or pot-limit, the seat has acted and a short all-in
  since does not reopen the betting for it;
- ``short-all-ins-add-up``: no-limit or pot-limit, two or more short all-ins since the seat
  acted together make a full raise: it may raise again;
- ``min-raise-after-raise``: no-limit or pot-limit, a raise on a bet: the smallest re-raise
  is the raise's size again, not the bet's;
- ``limit-half-bet-reopens``: limit, an all-in of less than a full bet since the seat acted:
  half a bet or more reopens the betting, less does not;
- ``limit-cap``: limit, the bet and the raises of the cap made (lifted heads-up or not).

>>> import random
>>> spot = generate_action_spots(random.Random(4), 1, ActionDrill.CALL_THE_POT)[0]
>>> question = make_action_question(ActionDrill.CALL_THE_POT, spot, random.Random(4))
>>> expected = expected_action_answer(question)
>>> grade_action(question, expected, 3.0).correct
True
>>> grade_action(question, PotAnswer(expected.amount + 1), 3.0).mistakes[0].startswith(
...     "The pot raise is to")
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from itertools import pairwise

from dealer_app.model.room.betting import (
    Action,
    ActionStep,
    BettingError,
    BettingRound,
    BettingRules,
    FollowedRound,
    Move,
    NoRaise,
    SeatStack,
    Street,
    Structure,
    Turn,
    follow_action,
)
from dealer_app.model.room.money import PLAIN
from dealer_app.model.words import capitalised, plural
from dealer_app.training.aims import TimeAim
from dealer_app.training.drills import speed_factor

__all__ = [
    "ACTION_TAGS",
    "ACTION_TAG_TITLES",
    "ActionAnswer",
    "ActionDrill",
    "ActionGrade",
    "ActionQuestion",
    "ActionSpot",
    "PotAnswer",
    "RaiseAnswer",
    "action_answer_words",
    "action_spot_of",
    "action_tags_of",
    "action_time_aim",
    "expected_action_answer",
    "explanation_of_action",
    "generate_action_spots",
    "grade_action",
    "make_action_question",
    "round_lines",
]


class ActionDrill(Enum):
    """The drills on the action, by the names used in the training history."""

    CALL_THE_POT = "call-the-pot"
    LEGAL_RAISE = "legal-raise"

    @property
    def title(self) -> str:
        """How a dealer names the drill."""
        return "Call the pot" if self is ActionDrill.CALL_THE_POT else "Is it a legal raise?"


ACTION_TAG_TITLES: dict[str, str] = {
    "pot-limit-after-call": "Pot-limit: the pot after the call",
    "pot-limit-preflop-blinds": "Pot-limit pre-flop: the blinds make the pot",
    "short-all-in-no-reopen": "A short all-in does not reopen the betting",
    "short-all-ins-add-up": "Short all-ins that add up to a full raise",
    "min-raise-after-raise": "The smallest re-raise after a raise",
    "limit-half-bet-reopens": "Limit: half a bet all-in reopens",
    "limit-cap": "Limit: the cap, lifted heads-up",
}
ACTION_TAGS: tuple[str, ...] = tuple(ACTION_TAG_TITLES)


# -- tags ------------------------------------------------------------------------------------


def _since_last_action(followed: FollowedRound, seat: int) -> list[tuple[int, ActionStep]]:
    """The steps after ``seat`` last acted, each with the bet it faced ([] if it has not)."""
    steps = list(followed.steps)
    last = max(
        (index for index, step in enumerate(steps) if step.seat == seat and not step.forced),
        default=None,
    )
    if last is None:
        return []
    faced = max(step.put_in for step in steps[: last + 1])
    after = []
    for step in steps[last + 1 :]:
        after.append((faced, step))
        faced = max(faced, step.put_in)
    return after


def _raises_on_a_bet(followed: FollowedRound) -> bool:
    """A full raise put in by choice over a bet already there (the big blind counts)."""
    bet = 0
    for step in followed.steps:
        if step.raised and step.full_raise and not step.forced and bet:
            return True
        bet = max(bet, step.put_in)
    return False


def _short_all_ins(since: Sequence[tuple[int, ActionStep]]) -> list[tuple[int, ActionStep]]:
    return [(faced, step) for faced, step in since if step.raised and step.all_in]


def action_tags_of(followed: FollowedRound) -> frozenset[str]:
    """The tags true of a round followed up to the seat to act (none when the round is over).

    >>> rules = BettingRules(Structure.POT_LIMIT, small_blind=1, big_blind=2)
    >>> game = BettingRound(rules, (SeatStack(1), SeatStack(2), SeatStack(3)), button=3)
    >>> sorted(action_tags_of(follow_action(game)))
    ['pot-limit-preflop-blinds']
    """
    turn = followed.turn
    if turn is None:
        return frozenset()
    structure = followed.round.rules.structure
    voluntary = any(step.raised and not step.forced for step in followed.steps)
    since = _since_last_action(followed, turn.seat)
    tags = set()
    if structure is Structure.POT_LIMIT and turn.may_raise:
        if turn.to_call and voluntary:
            tags.add("pot-limit-after-call")
        if followed.round.street is Street.PREFLOP and not voluntary:
            tags.add("pot-limit-preflop-blinds")
    if structure is Structure.LIMIT:
        if turn.no_raise is NoRaise.CAPPED or turn.cap_lifted:
            tags.add("limit-cap")
        unit = followed.round.rules.limit_bet(followed.round.street)
        if any(step.put_in - faced < unit for faced, step in _short_all_ins(since)):
            tags.add("limit-half-bet-reopens")
        return frozenset(tags)
    if turn.no_raise is NoRaise.NOT_REOPENED:
        tags.add("short-all-in-no-reopen")
    short = [step for _, step in _short_all_ins(since) if not step.full_raise]
    full_since = any(step.full_raise for _, step in since)
    if turn.may_raise and len(short) >= 2 and not full_since:
        tags.add("short-all-ins-add-up")
    if turn.may_raise and _raises_on_a_bet(followed):
        tags.add("min-raise-after-raise")
    return frozenset(tags)


# -- spots -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class ActionSpot:
    """A betting round followed up to a seat that must act, with its tags and title."""

    followed: FollowedRound
    tags: frozenset[str]
    title: str

    @property
    def turn(self) -> Turn:
        turn = self.followed.turn
        assert turn is not None, "a spot always has a seat to act"
        return turn

    @property
    def ordered_tags(self) -> tuple[str, ...]:
        return tuple(tag for tag in ACTION_TAGS if tag in self.tags)


_BLINDS = ((1, 2), (2, 5), (5, 10), (10, 20), (25, 50))
_LIMITS = ((2, 4), (5, 10), (10, 20), (20, 40), (50, 100))


@dataclass
class _Builder:
    """A round built by choosing, for whoever is to act, what they do."""

    rng: random.Random
    rules: BettingRules
    street: Street
    seats: int
    pot: int = 0
    round: BettingRound = field(init=False)
    followed: FollowedRound = field(init=False)

    def __post_init__(self) -> None:
        numbers = sorted(self.rng.sample(range(1, 11), self.seats))
        self.round = BettingRound(
            self.rules,
            tuple(SeatStack(number) for number in numbers),
            button=self.rng.choice(numbers),
            street=self.street,
            pot=self.pot,
        )
        self.followed = follow_action(self.round)

    @property
    def turn(self) -> Turn:
        turn = self.followed.turn
        if turn is None:
            raise BettingError("the round is over")
        return turn

    @property
    def unit(self) -> int:
        if self.rules.structure is Structure.LIMIT:
            return self.rules.limit_bet(self.street)
        return self.rules.big_blind

    def act(self, move: Move, amount: int | None = None) -> None:
        self.round = self.round.with_action(Action(self.turn.seat, move, amount))
        self.followed = follow_action(self.round)

    def call_or_check(self) -> None:
        self.act(Move.CALL if self.turn.to_call else Move.CHECK)

    def bet_or_raise(self, to: int) -> None:
        self.act(Move.RAISE if self.followed.current_bet else Move.BET, to)

    def some_raise(self, most_of_pot: float = 1.0) -> None:
        """A legal raise (or bet) between the smallest and the largest, in whole units."""
        turn = self.turn
        low = turn.smallest_raise_to or 0
        high = turn.largest_raise_to or low + self.unit * self.rng.randint(1, 8)
        high = max(low, int(low + (high - low) * most_of_pot))
        steps = (high - low) // self.unit
        self.bet_or_raise(low + self.unit * self.rng.randint(0, steps))

    def callers(self, most: int) -> None:
        for _ in range(self.rng.randint(0, most)):
            if self.followed.turn is None:
                return
            if self.rng.random() < 0.3 and len(_live(self.followed)) > 3:
                self.act(Move.FOLD)
            else:
                self.call_or_check()


def _live(followed: FollowedRound) -> list[int]:
    return [seat.seat for seat in followed.seats if not seat.folded]


def _stakes(rng: random.Random, structure: Structure) -> BettingRules:
    if structure is Structure.LIMIT:
        small, big = rng.choice(_LIMITS)
        return BettingRules(
            structure, small_blind=small // 2, big_blind=small, small_bet=small, big_bet=big
        )
    small, big = rng.choice(_BLINDS)
    return BettingRules(structure, small_blind=small, big_blind=big)


def _postflop(rng: random.Random) -> Street:
    return rng.choice((Street.FLOP, Street.TURN, Street.RIVER))


def _pot_limit_after_call(rng: random.Random) -> _Builder:
    rules = _stakes(rng, Structure.POT_LIMIT)
    if rng.random() < 0.25:
        build = _Builder(rng, rules, Street.PREFLOP, rng.randint(3, 7))
        build.callers(2)
        build.some_raise()
    else:
        pot = rules.big_blind * rng.randint(4, 60)
        build = _Builder(rng, rules, _postflop(rng), rng.randint(3, 7), pot)
        build.some_raise()
    build.callers(2)
    if rng.random() < 0.25:
        build.some_raise(0.5)
    return build


def _pot_limit_preflop(rng: random.Random) -> _Builder:
    small, big = rng.choice(_BLINDS)
    seats = rng.randint(3, 8)
    rules = BettingRules(
        Structure.POT_LIMIT,
        small_blind=small,
        big_blind=big,
        ante=rng.choice((small, 0, 0, 0)),
        straddle=2 * big if seats > 3 and rng.random() < 0.25 else 0,
    )
    build = _Builder(rng, rules, Street.PREFLOP, seats)
    build.callers(min(3, seats - 3))
    return build


def _short_all_in(rng: random.Random, *, pieces: int, add_up: bool | None = None) -> _Builder:
    """A bet, ``pieces`` short all-ins over it, callers, and back to the bettor."""
    structure = rng.choice((Structure.NO_LIMIT, Structure.NO_LIMIT, Structure.POT_LIMIT))
    rules = _stakes(rng, structure)
    pot = rules.big_blind * rng.randint(4, 40)
    build = _Builder(rng, rules, _postflop(rng), rng.randint(pieces + 2, min(9, pieces + 5)), pot)
    build.some_raise(0.6)
    bet = build.followed.current_bet
    if pieces == 1:
        shorts = [rng.randint(1, bet - 1)] if bet > 1 else [0]
    elif add_up:
        first = rng.randint(max(1, bet // 4), bet - 1) if bet > 1 else 1
        shorts = [first, rng.randint(max(1, bet - first), bet - 1)] if bet > 1 else [1, 1]
    else:
        first = rng.randint(1, max(1, bet // 2 - 1))
        shorts = [first, rng.randint(1, max(1, bet - first - 1))]
    for short in shorts:
        if short <= 0 or build.followed.turn is None:
            continue
        build.act(Move.ALL_IN, build.followed.current_bet + short)
    while build.followed.turn is not None and build.followed.turn.seat != _bettor(build):
        build.call_or_check()
    return build


def _bettor(build: _Builder) -> int:
    return next(step.seat for step in build.followed.steps if step.raised and not step.forced)


def _min_raise(rng: random.Random) -> _Builder:
    structure = rng.choice((Structure.NO_LIMIT, Structure.POT_LIMIT))
    rules = _stakes(rng, structure)
    if rng.random() < 0.4:
        build = _Builder(rng, rules, Street.PREFLOP, rng.randint(3, 8))
    else:
        pot = rules.big_blind * rng.randint(4, 40)
        build = _Builder(rng, rules, _postflop(rng), rng.randint(3, 8), pot)
        build.callers(1)
        build.some_raise(0.5)
    build.callers(1)
    build.some_raise(0.5)
    build.callers(1)
    return build


def _limit_half_bet(rng: random.Random) -> _Builder:
    rules = _stakes(rng, Structure.LIMIT)
    build = _Builder(rng, rules, _postflop(rng), rng.randint(4, 8), rules.small_bet * 4)
    build.bet_or_raise(build.unit)
    short = rng.randint(1, build.unit - 1)
    build.act(Move.ALL_IN, build.unit + short)
    while build.followed.turn is not None and build.followed.turn.seat != _bettor(build):
        build.call_or_check()
    return build


def _limit_cap(rng: random.Random) -> _Builder:
    rules = _stakes(rng, Structure.LIMIT)
    preflop = rng.random() < 0.3
    seats = rng.randint(2, 6) if not preflop else rng.randint(3, 6)
    street = Street.PREFLOP if preflop else _postflop(rng)
    build = _Builder(rng, rules, street, seats, 0 if preflop else rules.small_bet * 3)
    for _ in range(12):  # heads-up the raising may go on: it stops once the cap is passed
        if build.followed.turn is None or not build.turn.may_raise or build.turn.cap_lifted:
            break
        if rng.random() < 0.2 and len(_live(build.followed)) > 2:
            build.act(Move.FOLD)
            continue
        if build.followed.current_bet and rng.random() < 0.3:
            build.call_or_check()
            continue
        build.bet_or_raise(build.turn.smallest_raise_to or build.unit)
    return build


_MAKERS: dict[str, Callable[[random.Random], _Builder]] = {
    "pot-limit-after-call": _pot_limit_after_call,
    "pot-limit-preflop-blinds": _pot_limit_preflop,
    "short-all-in-no-reopen": lambda rng: _short_all_in(
        rng, pieces=rng.choice((1, 1, 2)), add_up=False
    ),
    "short-all-ins-add-up": lambda rng: _short_all_in(rng, pieces=2, add_up=True),
    "min-raise-after-raise": _min_raise,
    "limit-half-bet-reopens": _limit_half_bet,
    "limit-cap": _limit_cap,
}
_POT_LIMIT_TAGS = ("pot-limit-after-call", "pot-limit-preflop-blinds")


def _fits(drill: ActionDrill, followed: FollowedRound) -> bool:
    turn = followed.turn
    if turn is None:
        return False
    if drill is ActionDrill.CALL_THE_POT:
        return followed.round.rules.structure is Structure.POT_LIMIT and turn.may_raise
    return True


def _title(followed: FollowedRound) -> str:
    rules = followed.round.rules
    street = followed.round.street.value.replace("preflop", "pre-flop")
    small, big = (
        (rules.small_bet, rules.big_bet)
        if rules.structure is Structure.LIMIT
        else (rules.small_blind, rules.big_blind)
    )
    stakes = f"{small:,}/{big:,}"
    return f"{rules.structure.value.capitalize()} {stakes}, {street}"


def action_spot_of(followed: FollowedRound, drill: ActionDrill | None = None) -> ActionSpot:
    """The spot of a round followed up to a seat that must act (one that ``drill`` can ask).

    >>> rules = BettingRules(Structure.POT_LIMIT, small_blind=1, big_blind=2)
    >>> game = BettingRound(rules, (SeatStack(1), SeatStack(2), SeatStack(3)), button=3)
    >>> spot = action_spot_of(follow_action(game), ActionDrill.CALL_THE_POT)
    >>> spot.title, spot.turn.seat, spot.turn.largest_raise_to
    ('Pot-limit 1/2, pre-flop', 3, 7)
    """
    turn = followed.turn
    if turn is None:
        raise BettingError("the round is over: no seat is to act")
    if drill is not None and not _fits(drill, followed):
        raise BettingError(
            f"{drill.title}: only a pot-limit round where seat {turn.seat} may raise"
        )
    # The trainee reads the round's words with amounts over 999 as the table writes them.
    said = follow_action(followed.round, PLAIN.text)
    return ActionSpot(said, action_tags_of(said), _title(said))


def generate_action_spots(
    rng: random.Random,
    count: int,
    drill: ActionDrill,
    tags: Sequence[str] = (),
) -> tuple[ActionSpot, ...]:
    """``count`` spots for ``drill``, each training one of ``tags`` (all the drill's by default).

    Each spot is made to train a tag and then tagged by :func:`action_tags_of` from the
    round itself; a spot that came out without the tag it was made for is made again.
    """
    unknown = [tag for tag in tags if tag not in ACTION_TAG_TITLES]
    if unknown:
        raise BettingError(f'tag "{unknown[0]}" is not one of {", ".join(ACTION_TAGS)}')
    wanted = tuple(tags) or (_POT_LIMIT_TAGS if drill is ActionDrill.CALL_THE_POT else ACTION_TAGS)
    if drill is ActionDrill.CALL_THE_POT:
        wanted = tuple(tag for tag in wanted if tag in _POT_LIMIT_TAGS)
        if not wanted:
            raise BettingError(f"{drill.title}: only {' and '.join(_POT_LIMIT_TAGS)} fit")
    spots: list[ActionSpot] = []
    while len(spots) < count:
        tag = wanted[len(spots) % len(wanted)] if tags else rng.choice(wanted)
        for _attempt in range(50):
            try:
                followed = _MAKERS[tag](rng).followed
            except BettingError:  # the round ended, or a raise was shut off: deal again
                continue
            if tag in action_tags_of(followed) and _fits(drill, followed):
                spots.append(action_spot_of(followed))
                break
        else:  # pragma: no cover - every maker gives its tag far more often than this
            raise BettingError(f"could not deal a spot for {tag}")
    return tuple(spots)


# -- questions, answers, grades ------------------------------------------------------------


@dataclass(frozen=True)
class PotAnswer:
    """Call the pot: the amount the seat raises to."""

    amount: int


@dataclass(frozen=True)
class RaiseAnswer:
    """Is it a legal raise: yes or no, and the smallest raise to (None: it may not raise)."""

    legal: bool
    smallest: int | None


ActionAnswer = PotAnswer | RaiseAnswer


@dataclass(frozen=True)
class ActionQuestion:
    """One drill on one spot; ``proposed`` is the raise the seat says (legal-raise only)."""

    drill: ActionDrill
    spot: ActionSpot
    prompt: str
    proposed: int | None = None


def round_lines(followed: FollowedRound) -> list[str]:
    """The round as the dealer saw it: the stakes, the pot, then each step."""
    rules = followed.round.rules
    lines = [_title(followed)]
    if followed.round.pot:
        lines.append(f"Pot before the {followed.round.street.value}: {followed.round.pot:,}")
    if rules.ante:
        lines.append(f"Ante {rules.ante:,} each")
    lines.extend(f"Seat {step.seat}: {step.words}" for step in followed.steps)
    return lines


def make_action_question(
    drill: ActionDrill, spot: ActionSpot, rng: random.Random, proposed: int | None = None
) -> ActionQuestion:
    """Ask ``drill`` about ``spot``; the legal-raise drill asks about ``proposed`` (picked
    by ``rng`` when not given)."""
    turn = spot.turn
    if drill is ActionDrill.CALL_THE_POT:
        word = "raise" if turn.to_call else "bet"
        return ActionQuestion(drill, spot, f'Seat {turn.seat} says "pot": {word} to how much?')
    if proposed is None:
        proposed = _proposed_raise(spot, rng)
    word = "raise to" if spot.followed.current_bet else "bet"
    prompt = (
        f'Seat {turn.seat} says "{word} {proposed:,}". Is it legal? '
        "And what is the smallest raise it may make?"
    )
    return ActionQuestion(drill, spot, prompt, proposed)


def action_answer_words(answer: ActionAnswer) -> str:
    """An answer in a line: ``raise to 180``; ``not legal; no raise``.

    >>> action_answer_words(RaiseAnswer(True, 100))
    'legal; smallest raise to 100'
    """
    if isinstance(answer, PotAnswer):
        return f"raise to {answer.amount:,}"
    legal = "legal" if answer.legal else "not legal"
    smallest = "no raise" if answer.smallest is None else f"smallest raise to {answer.smallest:,}"
    return f"{legal}; {smallest}"


def _proposed_raise(spot: ActionSpot, rng: random.Random) -> int:
    turn = spot.turn
    rules = spot.followed.round.rules
    current = spot.followed.current_bet
    unit = (
        rules.limit_bet(spot.followed.round.street)
        if rules.structure is Structure.LIMIT
        else rules.big_blind
    )
    if not turn.may_raise or turn.smallest_raise_to is None:
        return current + unit * rng.randint(1, 3)
    smallest = turn.smallest_raise_to
    choices = [smallest, smallest, smallest + unit * rng.randint(0, 3)]
    if smallest - unit > current:
        choices.append(smallest - unit)
    last_bet = max((step.put_in for step in spot.followed.steps[:-1]), default=0)
    if current < 2 * current - last_bet < smallest:
        choices.append(2 * current - last_bet)  # raising by the last raise, too little
    if turn.largest_raise_to is not None:
        choices += [turn.largest_raise_to, turn.largest_raise_to + unit]
    return rng.choice(choices)


def expected_action_answer(question: ActionQuestion) -> ActionAnswer:
    """The right answer, read from the followed round's figures for the seat to act."""
    turn = question.spot.turn
    if question.drill is ActionDrill.CALL_THE_POT:
        assert turn.largest_raise_to is not None
        return PotAnswer(turn.largest_raise_to)
    return RaiseAnswer(_is_legal(turn, question.proposed), turn.smallest_raise_to)


def _is_legal(turn: Turn, proposed: int | None) -> bool:
    if proposed is None or not turn.may_raise or turn.smallest_raise_to is None:
        return False
    largest = turn.largest_raise_to
    return turn.smallest_raise_to <= proposed and (largest is None or proposed <= largest)


@dataclass(frozen=True)
class ActionGrade:
    """How an answer was graded; scored like the showdown drills (see ``speed_factor``)."""

    correct: bool
    score: float
    seconds: float
    mistakes: tuple[str, ...]
    explanation: str
    expected: ActionAnswer


def explanation_of_action(question: ActionQuestion) -> str:
    """The model's own working for the seat to act."""
    turn = question.spot.turn
    lines = [capitalised(turn.call_words) + "."]
    if turn.may_raise:
        lines.append(f"Smallest: {turn.smallest_words}.")
        lines.append(f"Largest: {turn.largest_words}.")
    else:
        lines.append(f"No raise: {turn.smallest_words}.")
    return "\n".join(lines)


def grade_action(
    question: ActionQuestion,
    answer: ActionAnswer,
    seconds: float,
    *,
    time_limit: float | None = None,
) -> ActionGrade:
    """Grade an answer by its outcome against the followed round's figures."""
    expected = expected_action_answer(question)
    if type(answer) is not type(expected):
        raise TypeError(
            f"this drill takes a {type(expected).__name__}, not {type(answer).__name__}"
        )
    turn = question.spot.turn
    mistakes = []
    if isinstance(answer, PotAnswer):
        assert isinstance(expected, PotAnswer)
        if answer.amount != expected.amount:
            mistakes.append(f"The pot raise is to {expected.amount:,}: {turn.largest_words}.")
    else:
        assert isinstance(expected, RaiseAnswer)
        said = f"{question.proposed or 0:,}"
        if answer.legal != expected.legal:
            if expected.legal:
                mistakes.append(f"{said} is legal: {turn.smallest_words}.")
            elif not turn.may_raise:
                mistakes.append(f"{said} is not legal: {turn.smallest_words}.")
            elif turn.smallest_raise_to is not None and (
                (question.proposed or 0) < turn.smallest_raise_to
            ):
                mistakes.append(f"{said} is too small: {turn.smallest_words}.")
            else:
                mistakes.append(f"{said} is too much: {turn.largest_words}.")
        if answer.smallest != expected.smallest:
            if expected.smallest is None:
                mistakes.append(f"Seat {turn.seat} may not raise: {turn.smallest_words}.")
            else:
                mistakes.append(
                    f"The smallest raise is to {expected.smallest:,}: {turn.smallest_words}."
                )
    correct = not mistakes
    score = speed_factor(seconds, time_limit) if correct else 0.0
    return ActionGrade(
        correct, score, seconds, tuple(mistakes), explanation_of_action(question), expected
    )


def action_time_aim(question: ActionQuestion) -> TimeAim:
    """The time a trained dealer takes, and how it is made up.

    Call the pot: 3 s plus 1 s for each bet, call or blind the pot adds up. Is it a legal
    raise: 4 s plus 1 s for each action since the last full bet or raise.
    """
    steps = question.spot.followed.steps
    drill = question.drill.value
    if question.drill is ActionDrill.CALL_THE_POT:
        pots = [question.spot.followed.round.pot, *(step.pot for step in steps)]
        count = sum(1 for before, after in pairwise(pots) if after > before)
        return TimeAim(
            drill, 3.0 + count, f"3 s + 1 s for each of {plural(count, 'amount')} in the pot"
        )
    last_full = max((index for index, step in enumerate(steps) if step.full_raise), default=-1)
    count = len(steps) - last_full - 1 if last_full >= 0 else len(steps)
    return TimeAim(
        drill,
        4.0 + count,
        f"4 s + 1 s for each of {plural(count, 'action')} since the last full raise",
    )
