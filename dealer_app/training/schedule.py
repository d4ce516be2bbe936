"""Scheduling by weakness: tags in five Leitner boxes, rounds mixing drills and games.

Every tag sits in one of :data:`BOXES` boxes, a tag never practised in the first. After
each answer, each tag of its spot moves:

- right and within the time aim: up one box (the fifth is the top);
- right but slow: it stays where it is;
- missed: back to the first box.

A round draws its tags by box, a lower box more often: each box is drawn half as often as
the one below it (:data:`BOX_WEIGHTS`), as a Leitner learner reviews box *n* every
2^(n-1) sessions. Within a round the drills and the games are mixed rather than blocked:
each spot takes the drill and the game used least so far in the round that trains its
tag, and not the previous spot's when another will do (interleaving is what makes a
dealer read the situation, not repeat a motion). The action drills' tags (a betting round,
no game) are drawn with the showdown tags when a round asks for those drills too.

>>> boxes = LeitnerBoxes()
>>> boxes = boxes.after(("side-pots",), Outcome.TIMELY).after(("side-pots",), Outcome.TIMELY)
>>> boxes.box_of("side-pots"), boxes.box_of("three-way-tie")
(3, 1)
>>> boxes.after(("side-pots",), Outcome.SLOW).box_of("side-pots")
3
>>> boxes.after(("side-pots",), Outcome.MISSED).box_of("side-pots")
1
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from dealer_app.model.hands.games import Game
from dealer_app.training.action_drills import (
    ACTION_TAGS,
    ActionDrill,
    ActionQuestion,
    generate_action_spots,
    make_action_question,
)
from dealer_app.training.aims import BUILD_POTS, NAME_HAND, READ_WINNER, SPLIT_POT
from dealer_app.training.drills import Drill, Question, make_question
from dealer_app.training.mastery import TimedAnswer, in_order
from dealer_app.training.rounds import Round, RoundSettings
from dealer_app.training.spots import generate_spots
from dealer_app.training.tags import TAGS, TRAINING_GAMES, games_for_tag

__all__ = [
    "BOXES",
    "BOX_WEIGHTS",
    "DRILLS_FOR_TAG",
    "LeitnerBoxes",
    "Outcome",
    "PlannedSpot",
    "ScheduleError",
    "draw_tags",
    "next_box",
    "outcome_of",
    "plan_round",
    "weakness_round",
    "weighted_round",
]

BOXES = 5
BOX_WEIGHTS = (16, 8, 4, 2, 1)
"""How often a tag in each box is drawn, relative to the others (box 1 first)."""

_HAND_READING = (READ_WINNER, NAME_HAND)
_POT_WORK = (BUILD_POTS, SPLIT_POT, READ_WINNER)
_SPLITTING = (SPLIT_POT, READ_WINNER)

DRILLS_FOR_TAG: Mapping[str, tuple[str, ...]] = {
    "board-plays": _HAND_READING,
    "counterfeited-kicker": _HAND_READING,
    "counterfeited-two-pair": _HAND_READING,
    "straight-on-board": _HAND_READING,
    "flush-on-board": _HAND_READING,
    "quads-on-board": _HAND_READING,
    "omaha-board-flush": _HAND_READING,
    "omaha-two-plus-three": _HAND_READING,
    "omaha8-counterfeited-low": _HAND_READING,
    "omaha8-quartered": (*_SPLITTING, NAME_HAND),
    "hilo-scoop": (*_SPLITTING, NAME_HAND),
    "three-way-tie": (*_SPLITTING, NAME_HAND),
    "odd-chip-wraps": (SPLIT_POT,),
    "odd-chip-heads-up": (SPLIT_POT,),
    "stud-odd-chip-by-suit": (SPLIT_POT,),
    "split-by-colour": (SPLIT_POT,),
    "side-pots": _POT_WORK,
    "dead-money": _POT_WORK,
    "uncalled-bet": _POT_WORK,
    "pot-limit-after-call": (ActionDrill.CALL_THE_POT.value, ActionDrill.LEGAL_RAISE.value),
    "pot-limit-preflop-blinds": (ActionDrill.CALL_THE_POT.value, ActionDrill.LEGAL_RAISE.value),
    **{
        tag: (ActionDrill.LEGAL_RAISE.value,)
        for tag in ACTION_TAGS
        if not tag.startswith("pot-limit")
    },
    "lowball-straight-counts": _HAND_READING,
    "ace-high-in-deuce7": _HAND_READING,
    "badugi-size-wins": _HAND_READING,
    "badugi-duplicate-suit": _HAND_READING,
    "split-game-scoop": (*_SPLITTING, NAME_HAND),
    "five-card-omaha-two-only": _HAND_READING,
}
"""The drills that train each tag: where the situation is what the answer turns on."""


class ScheduleError(ValueError):
    """A round that cannot be planned as asked; the message names the problem."""


class Outcome(Enum):
    """What one answer did, as the boxes see it."""

    TIMELY = "right and on time"
    SLOW = "right but slow"
    MISSED = "missed"


def outcome_of(correct: bool, seconds: float, aim_seconds: float | None) -> Outcome:
    """The outcome of an answer; one with no aim (untimed) cannot be timely.

    >>> [outcome_of(True, 5.0, 6.0).name, outcome_of(True, 7.0, 6.0).name]
    ['TIMELY', 'SLOW']
    >>> outcome_of(False, 1.0, 6.0).name, outcome_of(True, 1.0, None).name
    ('MISSED', 'SLOW')
    """
    if not correct:
        return Outcome.MISSED
    if aim_seconds is not None and seconds <= aim_seconds:
        return Outcome.TIMELY
    return Outcome.SLOW


def next_box(box: int, outcome: Outcome) -> int:
    """The box a tag moves to from ``box`` after an answer with ``outcome``."""
    if not 1 <= box <= BOXES:
        raise ScheduleError(f"box {box}: boxes are numbered 1 to {BOXES}")
    if outcome is Outcome.TIMELY:
        return min(box + 1, BOXES)
    if outcome is Outcome.SLOW:
        return box
    return 1


@dataclass(frozen=True)
class LeitnerBoxes:
    """The box of every tag practised (tags not listed are in the first box)."""

    boxes: tuple[tuple[str, int], ...] = ()

    def box_of(self, tag: str) -> int:
        """The box ``tag`` is in."""
        return dict(self.boxes).get(tag, 1)

    def after(self, tags: Iterable[str], outcome: Outcome) -> LeitnerBoxes:
        """The boxes after an answer with ``outcome`` on a spot carrying ``tags``."""
        boxes = dict(self.boxes)
        for tag in tags:
            boxes[tag] = next_box(boxes.get(tag, 1), outcome)
        return LeitnerBoxes(tuple(sorted(boxes.items())))

    @classmethod
    def from_history(cls, answers: Iterable[TimedAnswer]) -> LeitnerBoxes:
        """The boxes reached by replaying stored answers, oldest first."""
        boxes = cls()
        for answer in in_order(answers):
            outcome = outcome_of(answer.correct, answer.seconds, answer.aim_seconds)
            boxes = boxes.after(answer.tags, outcome)
        return boxes

    def weight_of(self, tag: str) -> int:
        """How often ``tag`` is drawn, relative to the others."""
        return BOX_WEIGHTS[self.box_of(tag) - 1]


def draw_tags(
    boxes: LeitnerBoxes, tags: Sequence[str], rng: random.Random, count: int
) -> tuple[str, ...]:
    """``count`` tags drawn from ``tags``, each as often as its box says.

    >>> boxes = LeitnerBoxes((("side-pots", 5),))
    >>> drawn = draw_tags(boxes, ("side-pots", "three-way-tie"), random.Random(1), 170)
    >>> drawn.count("three-way-tie") > 8 * drawn.count("side-pots")
    True
    """
    if not tags:
        raise ScheduleError("tags: no tag to draw from")
    weights = [boxes.weight_of(tag) for tag in tags]
    return tuple(rng.choices(list(tags), weights=weights, k=count))


@dataclass(frozen=True)
class PlannedSpot:
    """One spot of a planned round: the tag it trains, the drill and the game."""

    tag: str
    drill: str
    game: str


def _least_used(
    candidates: Sequence[str], used: Counter[str], previous: str | None, rng: random.Random
) -> str:
    """The candidate used least so far, not the previous one when another will do."""
    fresh = [candidate for candidate in candidates if candidate != previous] or list(candidates)
    fewest = min(used[candidate] for candidate in fresh)
    return rng.choice([candidate for candidate in fresh if used[candidate] == fewest])


def plan_round(
    boxes: LeitnerBoxes,
    rng: random.Random,
    count: int,
    *,
    tags: Sequence[str],
    games_for_tag: Callable[[str], Sequence[str]],
    drills: Sequence[str] = (READ_WINNER, BUILD_POTS, SPLIT_POT, NAME_HAND),
) -> tuple[PlannedSpot, ...]:
    """A round of ``count`` spots: tags drawn by box, drills and games mixed.

    ``tags`` are the tags to draw from (those of the chosen games); ``games_for_tag`` says
    which of the chosen games can deal a tag; ``drills`` are the drills allowed. A tag no
    allowed drill trains, or no game deals, is left out of the draw.
    """
    trainable = [
        tag
        for tag in tags
        if any(drill in drills for drill in DRILLS_FOR_TAG.get(tag, drills)) and games_for_tag(tag)
    ]
    if not trainable:
        raise ScheduleError("tags: none of them is trained by the chosen drills and games")
    drills_used: Counter[str] = Counter()
    games_used: Counter[str] = Counter()
    plan: list[PlannedSpot] = []
    previous: PlannedSpot | None = None
    for tag in draw_tags(boxes, trainable, rng, count):
        fitting = [drill for drill in DRILLS_FOR_TAG.get(tag, drills) if drill in drills]
        drill = _least_used(fitting, drills_used, previous.drill if previous else None, rng)
        games = games_for_tag(tag)
        game = _least_used(games, games_used, previous.game if previous else None, rng)
        drills_used[drill] += 1
        games_used[game] += 1
        previous = PlannedSpot(tag, drill, game)
        plan.append(previous)
    return tuple(plan)


def weakness_round(
    boxes: LeitnerBoxes,
    rng: random.Random,
    count: int,
    *,
    games: Sequence[Game] = (),
    drills: Sequence[Drill] = tuple(Drill),
    difficulty: int = 3,
    action_drills: Sequence[ActionDrill] = (),
) -> tuple[Question | ActionQuestion, ...]:
    """A round scheduled by weakness: tags drawn by box, drills and games mixed, each spot
    dealt aimed at its tag in its game and asked in its drill.

    ``games`` empty means every game. With ``action_drills`` the action tags are drawn too,
    their spots betting rounds dealt for the tag (in no game). The questions run in a
    drill's :meth:`~dealer_app.training.rounds.Round.of_questions` like any round.
    """
    chosen = tuple(games) or TRAINING_GAMES

    def playable(tag: str) -> tuple[str, ...]:
        if tag in ACTION_TAGS:
            return ("",)  # a betting round is no game's
        return tuple(game.value for game in games_for_tag(tag) if game in chosen)

    plan = plan_round(
        boxes,
        rng,
        count,
        tags=(*TAGS, *ACTION_TAGS) if action_drills else TAGS,
        games_for_tag=playable,
        drills=(*(drill.value for drill in drills), *(drill.value for drill in action_drills)),
    )
    questions: list[Question | ActionQuestion] = []
    for planned in plan:
        if planned.tag in ACTION_TAGS:
            action = ActionDrill(planned.drill)
            (betting,) = generate_action_spots(rng, 1, action, [planned.tag])
            questions.append(make_action_question(action, betting, rng))
            continue
        (spot,) = generate_spots(
            rng, 1, games=(planned.game,), tags=(planned.tag,), difficulty=difficulty
        )
        questions.append(make_question(Drill(planned.drill), spot, rng))
    return tuple(questions)


def weighted_round(
    settings: RoundSettings, action_tags: Sequence[str], rng: random.Random | None = None
) -> Round:
    """A round weighted to ``settings.tags`` and to ``action_tags`` ("Practise these").

    Each tag has its share of the spots: the showdown tags' are dealt as
    :meth:`Round.start` deals them, each action tag's are betting rounds dealt for it, asked
    in a drill that trains it; the spots come shuffled together.
    """
    rng = rng if rng is not None else random.Random(settings.seed)
    tags = len(settings.tags) + len(action_tags)
    share = round(settings.count * len(action_tags) / tags) if action_tags else 0
    if settings.tags:
        share = min(share, settings.count - 1)
    questions: list[Question | ActionQuestion] = []
    if share < settings.count:
        questions += Round.start(replace(settings, count=settings.count - share), rng).questions
    for position in range(share):
        tag = action_tags[position % len(action_tags)]
        drill = ActionDrill(rng.choice(DRILLS_FOR_TAG[tag]))
        (spot,) = generate_action_spots(rng, 1, drill, [tag])
        questions.append(make_action_question(drill, spot, rng))
    rng.shuffle(questions)
    return Round.of_questions(settings, questions)
