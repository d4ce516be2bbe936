"""The drills on the action: each tag true of its spots, answers graded by their outcome."""

from __future__ import annotations

import random

import pytest

from dealer_app.model.room.betting import (
    Action,
    BettingError,
    FollowedRound,
    Move,
    Street,
    Structure,
    follow_action,
)
from dealer_app.training.action_drills import (
    ACTION_TAGS,
    ActionDrill,
    ActionSpot,
    PotAnswer,
    RaiseAnswer,
    action_time_aim,
    expected_action_answer,
    generate_action_spots,
    grade_action,
    make_action_question,
)


def raise_refused(followed: FollowedRound, to: int) -> str:
    """Why the model refuses the seat to act raising (or betting) to ``to`` ("": it takes it)."""
    assert followed.turn is not None
    move = Move.RAISE if followed.current_bet else Move.BET
    try:
        follow_action(followed.round.with_action(Action(followed.turn.seat, move, to)))
    except BettingError as error:
        return str(error)
    return ""


def raise_is_accepted(followed: FollowedRound, to: int) -> bool:
    return not raise_refused(followed, to)


def steps_since_seat_acted(spot: ActionSpot) -> list[tuple[int, int, bool]]:
    """(bet before, put in, all-in) of each step after the seat to act last acted."""
    steps = spot.followed.steps
    seat = spot.turn.seat
    last = max(i for i, step in enumerate(steps) if step.seat == seat and not step.forced)
    out = []
    bet = max(step.put_in for step in steps[: last + 1])
    for step in steps[last + 1 :]:
        out.append((bet, step.put_in, step.all_in))
        bet = max(bet, step.put_in)
    return out


def check_tag(tag: str, spot: ActionSpot) -> None:
    followed, turn = spot.followed, spot.turn
    rules = followed.round.rules
    current = followed.current_bet
    pot_raise = current + followed.pot + turn.to_call
    voluntary_raises = [s for s in followed.steps if s.put_in > 0 and not s.forced and s.raised]
    if tag == "pot-limit-after-call":
        assert rules.structure is Structure.POT_LIMIT and turn.to_call > 0 and voluntary_raises
        assert turn.largest_raise_to == pot_raise
        assert raise_is_accepted(followed, pot_raise)
        assert not raise_is_accepted(followed, pot_raise + 1)
    elif tag == "pot-limit-preflop-blinds":
        assert rules.structure is Structure.POT_LIMIT
        assert followed.round.street is Street.PREFLOP and not voluntary_raises
        assert turn.largest_raise_to == pot_raise
        assert raise_is_accepted(followed, pot_raise)
    elif tag == "short-all-in-no-reopen":
        assert rules.structure is not Structure.LIMIT
        since = steps_since_seat_acted(spot)
        assert any(all_in and put > bet for bet, put, all_in in since)
        assert "the betting is not reopened" in raise_refused(followed, current * 2)
    elif tag == "short-all-ins-add-up":
        since = [(bet, put) for bet, put, all_in in steps_since_seat_acted(spot) if all_in]
        raises = [put - bet for bet, put in since if put > bet]
        assert len(raises) >= 2 and all(size < turn.smallest_raise_to - current for size in raises)
        assert turn.smallest_raise_to is not None
        assert raise_is_accepted(followed, turn.smallest_raise_to)
    elif tag == "min-raise-after-raise":
        assert rules.structure is not Structure.LIMIT
        assert turn.smallest_raise_to is not None
        assert raise_is_accepted(followed, turn.smallest_raise_to)
        assert not raise_is_accepted(followed, turn.smallest_raise_to - 1)
        assert turn.smallest_raise_to - current >= rules.big_blind
    elif tag == "limit-half-bet-reopens":
        assert rules.structure is Structure.LIMIT
        unit = rules.limit_bet(followed.round.street)
        shorts = [
            put - bet for bet, put, all_in in steps_since_seat_acted(spot) if all_in and put > bet
        ]
        assert shorts and all(short < unit for short in shorts)
        assert turn.may_raise == (max(shorts) * 2 >= unit)
    elif tag == "limit-cap":
        assert rules.structure is Structure.LIMIT
        full_bets = sum(
            1 for step in followed.steps if step.full_raise or step.words.startswith("big blind")
        )
        assert full_bets >= 1 + rules.raise_cap
        live = [seat for seat in followed.seats if not seat.folded]
        assert turn.may_raise == (len(live) == 2)
    else:  # pragma: no cover
        raise AssertionError(tag)


@pytest.mark.parametrize("drill", list(ActionDrill))
def test_every_tag_is_true_of_its_spots_over_300_spots(drill: ActionDrill) -> None:
    spots = generate_action_spots(random.Random(28), 300, drill)
    seen = set()
    for spot in spots:
        assert spot.followed.turn is not None
        for tag in spot.tags:
            check_tag(tag, spot)
            seen.add(tag)
    wanted = (
        {"pot-limit-after-call", "pot-limit-preflop-blinds"}
        if drill is ActionDrill.CALL_THE_POT
        else set(ACTION_TAGS)
    )
    assert wanted <= seen


@pytest.mark.parametrize("tag", ACTION_TAGS)
def test_a_round_asked_for_one_tag_trains_it(tag: str) -> None:
    for spot in generate_action_spots(random.Random(5), 20, ActionDrill.LEGAL_RAISE, [tag]):
        assert tag in spot.tags
        check_tag(tag, spot)


def test_call_the_pot_takes_only_pot_limit_tags() -> None:
    with pytest.raises(BettingError, match="Call the pot: only"):
        generate_action_spots(random.Random(1), 3, ActionDrill.CALL_THE_POT, ["limit-cap"])
    with pytest.raises(BettingError, match='tag "nope"'):
        generate_action_spots(random.Random(1), 3, ActionDrill.LEGAL_RAISE, ["nope"])


def test_call_the_pot_is_graded_by_the_amount_with_the_working() -> None:
    spot = generate_action_spots(
        random.Random(2), 1, ActionDrill.CALL_THE_POT, ["pot-limit-after-call"]
    )[0]
    question = make_action_question(ActionDrill.CALL_THE_POT, spot, random.Random(0))
    right = spot.turn.largest_raise_to
    assert right is not None and expected_action_answer(question) == PotAnswer(right)
    assert grade_action(question, PotAnswer(right), 2.0).correct
    missed = grade_action(question, PotAnswer(right - spot.turn.to_call), 2.0)
    assert not missed.correct and missed.score == 0
    assert f"The pot raise is to {right}: " in missed.mistakes[0]
    assert "calling" in missed.mistakes[0] and "so the pot raise is to" in missed.mistakes[0]


def test_legal_raise_asks_yes_or_no_and_the_smallest() -> None:
    spots = generate_action_spots(
        random.Random(3), 30, ActionDrill.LEGAL_RAISE, ["short-all-in-no-reopen"]
    )
    rng = random.Random(3)
    for spot in spots:
        question = make_action_question(ActionDrill.LEGAL_RAISE, spot, rng)
        assert expected_action_answer(question) == RaiseAnswer(False, None)
        assert grade_action(question, RaiseAnswer(False, None), 3.0).correct
        wrong = grade_action(question, RaiseAnswer(True, question.proposed), 3.0)
        assert wrong.mistakes[0].endswith("may only call or fold.")


def test_legal_raise_too_small_is_told_with_the_rule() -> None:
    rng = random.Random(9)
    for spot in generate_action_spots(rng, 60, ActionDrill.LEGAL_RAISE, ["min-raise-after-raise"]):
        question = make_action_question(ActionDrill.LEGAL_RAISE, spot, rng)
        smallest = spot.turn.smallest_raise_to
        assert smallest is not None and question.proposed is not None
        expected = expected_action_answer(question)
        assert isinstance(expected, RaiseAnswer)
        assert expected.legal == (
            question.proposed >= smallest
            and (
                spot.turn.largest_raise_to is None
                or question.proposed <= spot.turn.largest_raise_to
            )
        )
        if question.proposed < smallest:
            grade = grade_action(question, RaiseAnswer(True, smallest), 3.0)
            assert grade.mistakes == (
                f"{question.proposed:,} is too small: {spot.turn.smallest_words}.",
            )


def test_a_wrong_kind_of_answer_is_refused() -> None:
    spot = generate_action_spots(random.Random(2), 1, ActionDrill.CALL_THE_POT)[0]
    question = make_action_question(ActionDrill.CALL_THE_POT, spot, random.Random(0))
    with pytest.raises(TypeError, match="takes a PotAnswer"):
        grade_action(question, RaiseAnswer(True, 4), 1.0)


def test_time_aims_grow_with_the_action() -> None:
    spot = generate_action_spots(
        random.Random(2), 1, ActionDrill.CALL_THE_POT, ["pot-limit-preflop-blinds"]
    )[0]
    question = make_action_question(ActionDrill.CALL_THE_POT, spot, random.Random(0))
    aim = action_time_aim(question)
    words = [step.words for step in spot.followed.steps]
    amounts = sum(1 for said in words if not said.startswith(("fold", "check")))
    assert aim.seconds == 3.0 + amounts and aim.basis.startswith("3 s + 1 s for each of")
    assert aim.verdict(1.0).startswith("1.0 s: fast against a trained dealer's")
