"""Exam mode: a fixed set of spots, locked timing, no feedback until the end, the school's rules.

An :class:`Exam` is a list of :class:`ExamItem` (a drill on a spot, the question fixed:
which seat's hand, which mistake the push shows) and :class:`ActionExamItem` (an action
drill on a betting round, the raise said fixed), the time allowed per spot and the pass
rules a school sets. The same exam comes from the same seed (:func:`exam_from_seed`) or
from a file (:mod:`dealer_app.training.exam_file`), so a whole class takes the same exam.

An :class:`ExamSitting` takes the answers in order, each final, and says nothing about
them; an answer given after the time allowed counts as wrong. :meth:`ExamSitting.finish`
grades everything against :func:`dealer_app.model.showdown.resolve.resolve` and, for the
action drills, :func:`dealer_app.model.room.betting.follow_action` (through the drills' own
grading, by outcome) and scores it under each rule:

- :class:`OverallRule`: at least a percentage of all spots right;
- :class:`PerfectDrillRule`: every spot of one drill right (a school that will not pass a
  dealer who ever misreads a side pot);
- :class:`GameMixRule`: at least a percentage in each of the named games, so a dealer
  strong in hold'em alone does not pass a mixed-game room's exam.

>>> from dealer_app.training.spots import fixed_spots
>>> library = {spot.key: spot for spot in fixed_spots()}
>>> spot = library["holdem-aq-v-a2-kicker-counterfeited"]
>>> exam = Exam("Chop check", (ExamItem("read-winner", spot),), (OverallRule(100.0),))
>>> sitting = ExamSitting(exam)
>>> sitting.answer(expected_answer_of(sitting.question(0)), seconds=4.0)
>>> report = sitting.finish()
>>> report.score.percent, report.passed
(100.0, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from dealer_app.model.chips import ChipCounts
from dealer_app.model.hands.games import Game, LowRule
from dealer_app.training.action_drills import (
    ActionAnswer,
    ActionDrill,
    ActionQuestion,
    ActionSpot,
    action_answer_words,
    action_time_aim,
    expected_action_answer,
    explanation_of_action,
    generate_action_spots,
    grade_action,
    make_action_question,
)
from dealer_app.training.aims import DRILL_NAMES, SPOT_ERROR, Speed, TimeAim, time_aim
from dealer_app.training.dealer_errors import (
    DealerError,
    ErrorSpot,
    ErrorVerdict,
    grade_error_spot,
    inject,
    make_error_spot,
    possible_errors,
    push_of,
)
from dealer_app.training.drills import (
    Answer,
    Drill,
    Question,
    expected_answer,
    grade,
    make_question,
    name_hand_question,
)
from dealer_app.training.exam_words import answer_words, verdict_words
from dealer_app.training.quick_exam import (
    QUICK_DRILL_TITLES,
    QUICK_DRILLS,
    QuickAnswer,
    QuickExamItem,
    expected_quick_answer,
    quick_answer_words,
    quick_graded,
    quick_item_of,
)
from dealer_app.training.rake_drill import RakeAnswer
from dealer_app.training.spots import Spot, generate_spots

__all__ = [
    "EXAM_DRILLS",
    "ActionExamItem",
    "AnyAnswer",
    "AnyItem",
    "AnyQuestion",
    "Exam",
    "ExamError",
    "ExamItem",
    "ExamReport",
    "ExamScore",
    "ExamSitting",
    "ExamTiming",
    "GameMixRule",
    "ItemOutcome",
    "OverallRule",
    "PassRule",
    "PerfectDrillRule",
    "RuleOutcome",
    "drill_title",
    "exam_from_seed",
    "expected_answer_of",
    "item_aim",
    "score_exam",
]


EXAM_DRILLS = (*DRILL_NAMES, *(drill.value for drill in ActionDrill), *QUICK_DRILLS)
"""Every drill an exam may ask: the showdown drills, the action drills, the quick drills."""


class ExamError(ValueError):
    """An exam that cannot be set or sat as asked; the message names the problem."""


@dataclass(frozen=True)
class OverallRule:
    """At least ``percent`` of all spots right."""

    percent: float


@dataclass(frozen=True)
class PerfectDrillRule:
    """Every spot of ``drill`` right."""

    drill: str


@dataclass(frozen=True)
class GameMixRule:
    """At least ``percent`` right in each of ``games``."""

    percent: float
    games: tuple[str, ...]


PassRule = OverallRule | PerfectDrillRule | GameMixRule


@dataclass(frozen=True)
class ExamTiming:
    """The time allowed per spot: a fixed number of seconds, or the spot's aim times a factor.

    Locked: the trainee cannot pause or change it; it is part of the exam.
    """

    seconds: float | None = None
    aim_factor: float = 1.5

    def allowed(self, aim: TimeAim) -> float:
        """The seconds allowed for a spot whose time aim is ``aim``."""
        if self.seconds is not None:
            return self.seconds
        return round(aim.seconds * self.aim_factor, 1)


@dataclass(frozen=True)
class ExamItem:
    """One exam question: a drill on a spot, with what makes the question fixed.

    ``seat`` and ``low``: the hand to name (name-hand). ``error`` and ``error_seed``: the
    mistake the push shows (spot-error; ``None`` for a right push).
    """

    drill: str
    spot: Spot
    seat: int | None = None
    low: bool = False
    error: DealerError | None = None
    error_seed: int = 0

    def __post_init__(self) -> None:
        if self.drill not in DRILL_NAMES:
            raise ExamError(f'drill "{self.drill}" is not one of {", ".join(DRILL_NAMES)}')
        hands = {hand.seat for hand in self.spot.result.hands}
        if self.seat is not None and self.seat not in hands:
            raise ExamError(f"seat {self.seat} has no hand to name")
        if self.drill == Drill.NAME_HAND.value and not hands:
            raise ExamError("name-hand: nobody shows a hand to name")
        rules = self.spot.scenario.game_rules
        if self.low and rules.low is LowRule.NONE:
            raise ExamError(f"low: {rules.title} has no low hand to name")
        if self.error is not None and self.error not in possible_errors(self.spot.result):
            raise ExamError(f'error "{self.error.value}": this spot has no room for that mistake')

    @property
    def game(self) -> str:
        """The game, as the game-mix rule counts it."""
        return str(self.spot.game)

    @property
    def title(self) -> str:
        return self.spot.title


@dataclass(frozen=True)
class ActionExamItem:
    """One exam question on the action: an action drill on a betting round.

    ``proposed``: the raise the seat says (legal-raise; ``None`` for call-the-pot).
    """

    drill: str
    spot: ActionSpot
    proposed: int | None = None

    def __post_init__(self) -> None:
        drills = [drill.value for drill in ActionDrill]
        if self.drill not in drills:
            raise ExamError(f'drill "{self.drill}" is not one of {", ".join(drills)}')
        if (self.proposed is None) is (self.drill == ActionDrill.LEGAL_RAISE.value):
            raise ExamError(
                "raise_to: the legal-raise drill asks about a raise, and only it"
                if self.proposed is None
                else "raise_to: only the legal-raise drill asks about a raise"
            )

    def question(self) -> ActionQuestion:
        """The question, the same for everyone who sits the exam."""
        return make_action_question(
            ActionDrill(self.drill), self.spot, random.Random(0), self.proposed
        )

    @property
    def game(self) -> str:
        """The betting structure (no game of a game-mix rule counts it)."""
        return self.spot.followed.round.rules.structure.value

    @property
    def title(self) -> str:
        return self.spot.title


AnyItem = ExamItem | ActionExamItem | QuickExamItem
AnyQuestion = Question | ErrorSpot | ActionQuestion | QuickExamItem
AnyAnswer = Answer | ErrorVerdict | ActionAnswer | QuickAnswer


@dataclass(frozen=True)
class Exam:
    """A fixed set of spots, the time allowed per spot and the pass rules."""

    title: str
    items: tuple[AnyItem, ...]
    rules: tuple[PassRule, ...] = (OverallRule(80.0),)
    timing: ExamTiming = ExamTiming()
    school: str = ""

    def __post_init__(self) -> None:
        if not self.items:
            raise ExamError("spots: an exam needs at least one spot")
        drills = {item.drill for item in self.items}
        games = {item.game for item in self.items}
        for rule in self.rules:
            if isinstance(rule, PerfectDrillRule) and rule.drill not in drills:
                raise ExamError(f'pass_rules: no spot of the drill "{rule.drill}" to score')
            if isinstance(rule, GameMixRule):
                for game in rule.games:
                    if game not in games:
                        raise ExamError(f'pass_rules: no spot of the game "{game}" to score')
            if isinstance(rule, OverallRule | GameMixRule) and not 0 <= rule.percent <= 100:
                raise ExamError(f"pass_rules: {rule.percent} is not a percentage from 0 to 100")


def question_of(item: AnyItem) -> AnyQuestion:
    """The question an item asks, the same for everyone who sits the exam."""
    if isinstance(item, ActionExamItem):
        return item.question()
    if isinstance(item, QuickExamItem):
        return item  # the spot shows all its question needs
    if item.drill == SPOT_ERROR:
        result = item.spot.result
        if item.error is None:
            return ErrorSpot(result, push_of(result), None)
        error = inject(result, item.error, random.Random(item.error_seed))
        return ErrorSpot(result, error.push, error)
    if item.drill == Drill.NAME_HAND.value and item.seat is not None:
        return name_hand_question(item.spot, item.seat, low=item.low)
    return make_question(Drill(item.drill), item.spot, random.Random(0))


def expected_answer_of(question: AnyQuestion) -> AnyAnswer:
    """The right answer to an exam question."""
    if isinstance(question, ActionQuestion):
        return expected_action_answer(question)
    if isinstance(question, QuickExamItem):
        return expected_quick_answer(question)
    if isinstance(question, ErrorSpot):
        kind = question.error.kind if question.error is not None else None
        return ErrorVerdict(kind is None, kind)
    return expected_answer(question)


@dataclass(frozen=True)
class ItemOutcome:
    """One graded exam answer: what was given, the right answer and the time."""

    index: int
    drill: str
    game: str
    title: str
    prompt: str
    given: str
    expected: str
    seconds: float
    allowed: float
    correct: bool
    mistakes: tuple[str, ...] = ()
    aim: TimeAim | None = None
    working: str = ""
    """How the right answer is worked out, shown on a miss (the action drills)."""

    @property
    def speed(self) -> Speed | None:
        """Fast, on time or slow against the spot's time aim (``None``: not answered)."""
        if self.aim is None or self.seconds == float("inf"):
            return None
        return self.aim.speed(self.seconds)

    @property
    def over_time(self) -> bool:
        """Answered after the time allowed (or not at all)."""
        return self.seconds > self.allowed


@dataclass(frozen=True)
class RuleOutcome:
    """One pass rule scored: passed or not, in words."""

    rule: PassRule
    passed: bool
    words: str


@dataclass(frozen=True)
class ExamScore:
    """The exam scored: the percentage, and each rule passed or not."""

    right: int
    total: int
    rules: tuple[RuleOutcome, ...]

    @property
    def percent(self) -> float:
        """The share of spots right, in percent."""
        return round(100.0 * self.right / self.total, 1) if self.total else 0.0

    @property
    def passed(self) -> bool:
        """Every rule passed."""
        return all(outcome.passed for outcome in self.rules)


def _percent(outcomes: Sequence[ItemOutcome]) -> float:
    if not outcomes:
        return 0.0
    return round(100.0 * sum(1 for item in outcomes if item.correct) / len(outcomes), 1)


def _tally(outcomes: Sequence[ItemOutcome]) -> str:
    right = sum(1 for item in outcomes if item.correct)
    return f"{_percent(outcomes):g}% ({right} of {len(outcomes)})"


def _score_rule(rule: PassRule, outcomes: Sequence[ItemOutcome]) -> RuleOutcome:
    if isinstance(rule, OverallRule):
        passed = _percent(outcomes) >= rule.percent
        return RuleOutcome(rule, passed, f"Overall {_tally(outcomes)}; needs {rule.percent:g}%")
    if isinstance(rule, PerfectDrillRule):
        of_drill = [item for item in outcomes if item.drill == rule.drill]
        passed = all(item.correct for item in of_drill)
        return RuleOutcome(
            rule, passed, f"{drill_title(rule.drill)}: {_tally(of_drill)}; needs every spot right"
        )
    parts = []
    passed = True
    for game in rule.games:
        of_game = [item for item in outcomes if item.game == game]
        passed &= _percent(of_game) >= rule.percent
        parts.append(f"{Game(game).value} {_tally(of_game)}")
    return RuleOutcome(rule, passed, f"Each game at least {rule.percent:g}%: " + ", ".join(parts))


def drill_title(drill: str) -> str:
    """How a dealer names a drill, the spot-the-error and the action drills too."""
    if drill == SPOT_ERROR:
        return "Spot the dealer's error"
    if drill in {action.value for action in ActionDrill}:
        return ActionDrill(drill).title
    if drill in QUICK_DRILL_TITLES:
        return QUICK_DRILL_TITLES[drill]
    return Drill(drill).title


def item_aim(item: AnyItem) -> TimeAim:
    """A trained dealer's time for an exam item."""
    if isinstance(item, ActionExamItem):
        return action_time_aim(item.question())
    if isinstance(item, QuickExamItem):
        return item.aim()
    return time_aim(item.drill, item.spot.result)


def score_exam(exam: Exam, outcomes: Sequence[ItemOutcome]) -> ExamScore:
    """Score graded answers under each of the exam's rules."""
    right = sum(1 for item in outcomes if item.correct)
    return ExamScore(
        right, len(exam.items), tuple(_score_rule(rule, outcomes) for rule in exam.rules)
    )


@dataclass(frozen=True)
class ExamReport:
    """The end of an exam: every answer with the right one and the time, and the score."""

    exam: Exam
    outcomes: tuple[ItemOutcome, ...]
    score: ExamScore

    @property
    def passed(self) -> bool:
        """Every pass rule met."""
        return self.score.passed


@dataclass
class _Given:
    answer: AnyAnswer | None
    seconds: float


@dataclass
class ExamSitting:
    """One trainee sitting an exam: answers in order, each final, no feedback until the end."""

    exam: Exam
    _given: list[_Given] = field(default_factory=list)
    _questions: dict[int, AnyQuestion] = field(default_factory=dict)

    @property
    def index(self) -> int:
        """The position of the spot being answered."""
        return len(self._given)

    @property
    def finished(self) -> bool:
        """Every spot answered (or timed out)."""
        return len(self._given) == len(self.exam.items)

    def question(self, index: int) -> AnyQuestion:
        """The question of spot ``index`` (made once, the same for every sitting)."""
        if index not in self._questions:
            self._questions[index] = question_of(self.exam.items[index])
        return self._questions[index]

    def allowed(self, index: int) -> float:
        """The seconds allowed for spot ``index``."""
        return self.exam.timing.allowed(item_aim(self.exam.items[index]))

    def answer(self, answer: AnyAnswer | None, seconds: float) -> None:
        """Give the answer to the current spot (``None``: time ran out); it is final."""
        if self.finished:
            raise ExamError("every spot is answered already")
        self._given.append(_Given(answer, seconds))

    def time_out(self) -> None:
        """The current spot's time ran out without an answer."""
        self.answer(None, self.allowed(self.index))

    def finish(self) -> ExamReport:
        """Grade every answer and score the exam (spots never reached count as wrong)."""
        while not self.finished:
            self._given.append(_Given(None, float("inf")))
        outcomes = tuple(self._outcome(index) for index in range(len(self.exam.items)))
        return ExamReport(self.exam, outcomes, score_exam(self.exam, outcomes))

    def _outcome(self, index: int) -> ItemOutcome:
        item = self.exam.items[index]
        given = self._given[index]
        question = self.question(index)
        allowed = self.allowed(index)
        expected = expected_answer_of(question)
        prompt = "Is this push right?" if isinstance(question, ErrorSpot) else question.prompt
        mistakes: tuple[str, ...] = ()
        working = ""
        if given.answer is None:
            correct = False
            words = "no answer"
            mistakes = (f"Time ran out after {allowed:g} s with no answer.",)
        elif isinstance(question, ActionQuestion):
            assert isinstance(given.answer, ActionAnswer)
            action_grade = grade_action(question, given.answer, given.seconds)
            correct = action_grade.correct
            mistakes = action_grade.mistakes
            words = action_answer_words(given.answer)
        elif isinstance(question, QuickExamItem):
            assert isinstance(given.answer, RakeAnswer | int | ChipCounts)
            quick_grade = quick_graded(question, given.answer, given.seconds)
            correct = quick_grade.correct
            mistakes = quick_grade.mistakes
            words = quick_answer_words(given.answer)
        elif isinstance(question, ErrorSpot):
            assert isinstance(given.answer, ErrorVerdict)
            verdict = grade_error_spot(question, given.answer)
            correct = verdict.correct
            mistakes = () if correct else (verdict.words,)
            words = verdict_words(given.answer)
        else:
            assert not isinstance(given.answer, ErrorVerdict | ActionAnswer | RakeAnswer)
            assert not isinstance(given.answer, int | ChipCounts)
            graded = grade(question, given.answer, given.seconds)
            correct = graded.correct
            mistakes = graded.mistakes
            words = answer_words(question, given.answer)
        if given.answer is not None and given.seconds > allowed:
            correct = False
            mistakes = (f"Time ran out: {given.seconds:.1f} s of {allowed:g} s allowed.", *mistakes)
        if isinstance(question, ActionQuestion):
            expected_words = action_answer_words(expected)  # type: ignore[arg-type]
            if not correct:
                working = explanation_of_action(question)
        elif isinstance(question, QuickExamItem):
            expected_words = quick_answer_words(expected)  # type: ignore[arg-type]
            if not correct:
                working = quick_graded(question, expected, 0.0).explanation  # type: ignore[arg-type]
        elif isinstance(question, ErrorSpot):
            expected_words = verdict_words(expected)  # type: ignore[arg-type]
        else:
            expected_words = answer_words(question, expected)  # type: ignore[arg-type]
        return ItemOutcome(
            index=index,
            drill=item.drill,
            game=item.game,
            title=item.title,
            prompt=prompt,
            given=words,
            expected=expected_words,
            seconds=given.seconds,
            allowed=allowed,
            aim=item_aim(item),
            correct=correct,
            mistakes=mistakes,
            working=working,
        )


def exam_from_seed(
    seed: int,
    count: int,
    *,
    drills: Sequence[str] = ("read-winner", "build-pots", "split-pot", "name-hand"),
    games: Sequence[str] = (),
    difficulty: int = 3,
    rules: Sequence[PassRule] = (OverallRule(80.0),),
    timing: ExamTiming = ExamTiming(),
    title: str = "",
) -> Exam:
    """The same exam from the same seed: spots dealt and drills mixed by ``random.Random(seed)``.

    ``drills`` may name the action drills too (:data:`EXAM_DRILLS`): their rounds are dealt
    by the same generator.
    """
    if not drills:
        raise ExamError("drills: an exam needs at least one drill")
    rng = random.Random(seed)
    spots = generate_spots(rng, count, games=games, difficulty=difficulty)
    order = [drills[position % len(drills)] for position in range(count)]
    rng.shuffle(order)
    items = []
    for drill, spot in zip(order, spots, strict=True):
        items.append(_item(drill, spot, rng))
    return Exam(title or f"Exam {seed}", tuple(items), tuple(rules), timing)


def _item(drill: str, spot: Spot, rng: random.Random) -> AnyItem:
    if drill in QUICK_DRILLS:
        return quick_item_of(drill, rng)
    if drill in {action.value for action in ActionDrill}:
        action = ActionDrill(drill)
        (action_spot,) = generate_action_spots(rng, 1, action)
        proposed = make_action_question(action, action_spot, rng).proposed
        return ActionExamItem(drill, action_spot, proposed)
    if drill == SPOT_ERROR:
        error_seed = rng.randrange(1 << 30)
        shown = make_error_spot(spot.result, random.Random(error_seed))
        kind = shown.error.kind if shown.error is not None else None
        return ExamItem(drill, spot, error=kind, error_seed=error_seed)
    if drill == Drill.NAME_HAND.value:
        question = make_question(Drill.NAME_HAND, spot, rng)
        return ExamItem(drill, spot, seat=question.seat, low=question.low)
    return ExamItem(drill, spot)
