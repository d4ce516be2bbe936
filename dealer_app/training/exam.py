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
  strong in hold'em alone does not pass a mixed-game room's exam;
- :class:`EachGameRule`: at least a percentage in each game the exam deals (an audition's
  games are drawn by its seed, so its file cannot name them);
- :class:`TimedOutRule`: no more than a number of spots (of showdowns, when the exam groups
  its questions by showdown) whose time ran out.

An exam may group its questions by showdown (:attr:`Exam.showdowns`: an audition asks who
wins, the pots and the push of one hand): with a time in seconds, that time is then the
showdown's, shared by its questions, and once it has run out the showdown's questions left
are misses. :attr:`Exam.identity` names where the exam came from (the file's SHA-256, the
seed), for its report.

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
from dealer_app.model.hands.games import GAMES, LowRule, game_rules
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
    "MOST_SECONDS_PER_SPOT",
    "NO_ANSWER",
    "ActionExamItem",
    "AnyAnswer",
    "AnyItem",
    "AnyQuestion",
    "EachGameRule",
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
    "TimedOutRule",
    "drill_title",
    "exam_from_seed",
    "expected_answer_of",
    "game_title",
    "item_aim",
    "score_exam",
    "seconds_per_spot_problem",
]


NO_ANSWER = "no answer"
"""What the report says was given when the time ran out."""

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


@dataclass(frozen=True)
class EachGameRule:
    """At least ``percent`` right in each game the exam deals."""

    percent: float


@dataclass(frozen=True)
class TimedOutRule:
    """No more than ``most`` spots timed out (showdowns, in an exam grouped by showdown)."""

    most: int


PassRule = OverallRule | PerfectDrillRule | GameMixRule | EachGameRule | TimedOutRule


MOST_SECONDS_PER_SPOT = 3600.0
"""The longest a spot of an exam or an audition may be given: an hour is no clock at all."""


def seconds_per_spot_problem(seconds: float) -> str | None:
    """Why ``seconds`` cannot be the time a spot is given; None where it can.

    >>> seconds_per_spot_problem(90) is None, seconds_per_spot_problem(0)
    (True, 'must be more than 0 and at most 3600')
    """
    if 0 < seconds <= MOST_SECONDS_PER_SPOT:
        return None
    return f"must be more than 0 and at most {MOST_SECONDS_PER_SPOT:g}"


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
    ``dealt_in``: the game whose hand the round is the action of (an audition's pot-limit
    Omaha), counted in that game by the game rules; empty, it counts in no game.
    """

    drill: str
    spot: ActionSpot
    proposed: int | None = None
    dealt_in: str = ""

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
        """The game the round was dealt in, else the betting structure (no game of a
        game-mix rule counts it)."""
        return self.dealt_in or self.spot.followed.round.rules.structure.value

    @property
    def title(self) -> str:
        return self.spot.title


AnyItem = ExamItem | ActionExamItem | QuickExamItem
AnyQuestion = Question | ErrorSpot | ActionQuestion | QuickExamItem
AnyAnswer = Answer | ErrorVerdict | ActionAnswer | QuickAnswer


@dataclass(frozen=True)
class Exam:
    """A fixed set of spots, the time allowed per spot and the pass rules.

    ``showdowns``, when given, holds for each item the number of the showdown it asks
    about (items of one showdown in a row): the time in seconds is then per showdown.
    ``identity`` names the exam's source for its report (``seed 7``, a file's SHA-256).
    """

    title: str
    items: tuple[AnyItem, ...]
    rules: tuple[PassRule, ...] = (OverallRule(80.0),)
    timing: ExamTiming = ExamTiming()
    school: str = ""
    identity: str = ""
    showdowns: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.items:
            raise ExamError("spots: an exam needs at least one spot")
        if self.showdowns and len(self.showdowns) != len(self.items):
            raise ExamError(
                f"showdowns: {len(self.showdowns)} given for {len(self.items)} questions"
            )
        drills = {item.drill for item in self.items}
        games = {item.game for item in self.items}
        for rule in self.rules:
            if isinstance(rule, PerfectDrillRule) and rule.drill not in drills:
                raise ExamError(f'pass_rules: no spot of the drill "{rule.drill}" to score')
            if isinstance(rule, GameMixRule):
                for game in rule.games:
                    if game not in games:
                        raise ExamError(f'pass_rules: no spot of the game "{game}" to score')
            if (
                isinstance(rule, OverallRule | GameMixRule | EachGameRule)
                and not 0 <= rule.percent <= 100
            ):
                raise ExamError(f"pass_rules: {rule.percent} is not a percentage from 0 to 100")
            if isinstance(rule, TimedOutRule) and rule.most < 0:
                raise ExamError(f"pass_rules: timed out at most {rule.most}: 0 or more")

    @property
    def games(self) -> tuple[str, ...]:
        """The games the exam deals, in the order they first come."""
        return tuple(dict.fromkeys(item.game for item in self.items))

    def showdown_of(self, index: int) -> int | None:
        """The showdown item ``index`` asks about (``None``: the exam has no showdowns)."""
        return self.showdowns[index] if self.showdowns else None


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
    timed_out: bool = False
    """The time ran out: no answer, or one given after the time allowed."""
    showdown: int | None = None
    """The showdown the question is about, in an exam grouped by showdown."""

    @property
    def speed(self) -> Speed | None:
        """Fast, on time or slow against the spot's time aim (``None``: not answered)."""
        if self.aim is None or self.seconds == float("inf") or self.given == NO_ANSWER:
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
    if isinstance(rule, TimedOutRule):
        # A showdown whose time ran out is one time-out, however many questions it had left.
        late = {
            item.index if item.showdown is None else item.showdown
            for item in outcomes
            if item.timed_out
        }
        return RuleOutcome(
            rule,
            len(late) <= rule.most,
            f"Timed out: {len(late)}; at most {rule.most} allowed",
        )
    games = (
        # The games dealt: not the chip drills' "chips" nor an action drill's betting
        # structure without its game.
        tuple(dict.fromkeys(item.game for item in outcomes if item.game in GAMES))
        if isinstance(rule, EachGameRule)
        else rule.games
    )
    parts = []
    passed = True
    for game in games:
        of_game = [item for item in outcomes if item.game == game]
        passed &= _percent(of_game) >= rule.percent
        parts.append(f"{game_title(game)} {_tally(of_game)}")
    return RuleOutcome(rule, passed, f"Each game at least {rule.percent:g}%: " + ", ".join(parts))


def game_title(game: str) -> str:
    """How a dealer names ``game`` (an action drill's betting structure as it is)."""
    try:
        return game_rules(game).title
    except ValueError:  # an action drill's betting structure
        return game


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
        """The seconds allowed for spot ``index``: in an exam grouped by showdown with a time
        in seconds, what is left of the showdown's time once its earlier questions are
        answered."""
        exam = self.exam
        allowed = exam.timing.allowed(item_aim(exam.items[index]))
        showdown = exam.showdown_of(index)
        if showdown is None or exam.timing.seconds is None:
            return allowed
        spent = sum(
            min(given.seconds, allowed)
            for earlier, given in enumerate(self._given[:index])
            if exam.showdown_of(earlier) == showdown
        )
        return round(max(0.0, allowed - spent), 1)

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
            words = NO_ANSWER
            mistakes = (
                (f"Time ran out after {allowed:g} s with no answer.",)
                if allowed > 0
                else ("The showdown's time had run out before this question.",)
            )
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
            timed_out=given.answer is None or given.seconds > allowed,
            showdown=self.exam.showdown_of(index),
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
    return Exam(
        title or f"Exam {seed}", tuple(items), tuple(rules), timing, identity=f"seed {seed}"
    )


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
