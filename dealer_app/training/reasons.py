"""Why an answer is wrong: the rule it broke, from a fixed set, in a dealer's words.

A grade (:func:`~dealer_app.training.drills.grade`) says what is right; :func:`reasons_for`
says why, by looking at what the trainee gave against the spot's resolved result. Each
reason is one of :class:`~dealer_app.training.share_rules.Why`:

- ``omaha-two-plus-three``: Omaha plays exactly two hole cards and three from the board.
- ``eligibility``: a seat all in for less can win only the pots it matched.
- ``folded``: a folded seat wins nothing, whatever its cards.
- ``odd-chip``: who takes the odd chip, by the game's rule, and the seat.
- ``qualifying-low``: a low needs five different ranks, eight or lower.
- ``board-plays``: the board's five are the best hand of every seat that ties.
- ``counterfeited``: a hole card that does not make the best five does not play.
- ``straight-no-kickers``: equal straights split; a higher card outside does not play.
- ``pot-size``: a pot holds every seat's chips up to the smallest all-in among its seats.
- ``equal-shares``: tied hands share a pot equally, the odd chip by the rule.
- ``halved-first``: a split pot is halved first (the odd unit to the high half), then each
  half is shared by its own winners.
- ``split-once``: when the same seats tie for high and for low, or take every board of a pot
  run more than once the same way, the pot is split once among them (not halved, not cut
  board by board), the odd chip by the odd-chip rule, as the dealer's steps do it.
- ``boards-first``: a pot run more than once is divided between the boards first (the odd
  unit to the first board), then each board's part goes to its own winners.
- ``better-hand``: who beats whom (the plain case).

>>> from dealer_app.training.drills import PotWinners, WinnerAnswer, make_question, Drill
>>> from dealer_app.training.spots import fixed_spots
>>> import random
>>> spot = {spot.key: spot for spot in fixed_spots()}["holdem-aq-v-a2-kicker-counterfeited"]
>>> question = make_question(Drill.READ_WINNER, spot, random.Random(1))
>>> only_seat_2 = WinnerAnswer((PotWinners(frozenset({2})),))
>>> [reason.why.value for reason in reasons_for(question, only_seat_2)]
['counterfeited']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dealer_app.model.cards import Card, format_cards
from dealer_app.model.hands.high import best_high
from dealer_app.model.hands.strength import Category, HighHand
from dealer_app.model.showdown.odd_chips import odd_chips_by_seat
from dealer_app.model.showdown.push_check import facts_of, odd_chips_mistake
from dealer_app.model.showdown.result import PotResult, SeatHand
from dealer_app.model.words import describe_recipients, in_parentheses
from dealer_app.training.drills import (
    Answer,
    HandAnswer,
    PotsAnswer,
    Question,
    SplitAnswer,
    WinnerAnswer,
    expected_answer,
)
from dealer_app.training.share_rules import (
    Reason,
    Why,
    lower_first,
    says_odd_chips,
    shares_reason,
)

__all__ = ["reason_words", "reasons_for"]


def reasons_for(question: Question, answer: Answer) -> tuple[Reason, ...]:
    """The rules ``answer`` breaks on ``question``'s spot (none for a right answer), each
    once, in the order found."""
    found: list[Reason] = []
    if isinstance(answer, WinnerAnswer):
        found = _winner_reasons(question, answer)
    elif isinstance(answer, PotsAnswer):
        found = _pots_reasons(question, answer)
    elif isinstance(answer, SplitAnswer):
        found = _split_reasons(question, answer)
    elif isinstance(answer, HandAnswer):
        found = _hand_reasons(question, answer)
    unique: list[Reason] = []
    for reason in found:
        if reason not in unique:
            unique.append(reason)
    return tuple(unique)


# -- the seats -------------------------------------------------------------------------------


def _hands(question: Question) -> dict[int, SeatHand]:
    return {hand.seat: hand for hand in question.spot.result.hands_on(1)}


def _seat_reason(question: Question, seat: int, pot: PotResult) -> Reason | None:
    """Why ``seat`` cannot win ``pot`` at all: it folded, or it is not in that pot."""
    scenario = question.spot.scenario
    if seat not in scenario.seat_numbers:
        return None
    entry = scenario.seat(seat)
    if entry.folded:
        return Reason(
            Why.FOLDED,
            f"Seat {seat} folded: a folded seat wins nothing, whatever its cards; its chips "
            "stay in the pots for the others.",
        )
    if seat not in pot.eligible:
        return Reason(
            Why.ELIGIBILITY,
            f"Seat {seat} is all in for {entry.committed or 0}: a seat wins only the chips "
            f"it matched, so it is not in the {lower_first(pot.name)}, which only "
            f"{describe_recipients(list(pot.eligible))} can win.",
        )
    return None


def _cards(cards: Iterable[Card]) -> str:
    return format_cards(cards)


# -- read the winner -------------------------------------------------------------------------


def _winner_reasons(question: Question, answer: WinnerAnswer) -> list[Reason]:
    expected = expected_answer(question)
    assert isinstance(expected, WinnerAnswer)
    rules = question.spot.scenario.game_rules
    reasons: list[Reason] = []
    for pot, given, wanted in zip(question.pots, answer.pots, expected.pots, strict=False):
        low_only = not rules.high
        reasons.extend(_half_reasons(question, pot, given.high, wanted.high, low=low_only))
        if rules.is_split:
            reasons.extend(_half_reasons(question, pot, given.low, wanted.low, low=True))
    return reasons


def _half_reasons(
    question: Question,
    pot: PotResult,
    given: frozenset[int],
    wanted: frozenset[int],
    *,
    low: bool,
) -> list[Reason]:
    reasons: list[Reason] = []
    hands = _hands(question)
    for seat in sorted(given - wanted):
        seat_reason = _seat_reason(question, seat, pot)
        if seat_reason is not None:
            reasons.append(seat_reason)
        elif low:
            reasons.append(_low_reason(question, seat, wanted, hands))
        else:
            reasons.append(_beaten_reason(question, seat, wanted, hands))
    missed = wanted - given
    if missed and len(wanted) > 1 and not low:
        reasons.append(_tie_reason(question, wanted, given, hands))
    elif missed and not given and not low:
        winner = min(missed)
        if winner in hands and hands[winner].high is not None:
            reasons.append(
                Reason(Why.BETTER_HAND, f"Seat {winner} wins with {hands[winner].name}.")
            )
    return reasons


def _low_reason(
    question: Question, seat: int, wanted: frozenset[int], hands: dict[int, SeatHand]
) -> Reason:
    hand = hands.get(seat)
    if not wanted:
        return Reason(
            Why.QUALIFYING_LOW,
            "A low needs five different ranks, eight or lower: nobody has one, so the high "
            "hand takes the whole pot.",
        )
    if hand is None or hand.low is None:
        return Reason(
            Why.QUALIFYING_LOW,
            f"A low needs five different ranks, eight or lower: seat {seat} has none.",
        )
    best = hands[min(wanted)]
    assert best.low is not None
    return Reason(
        Why.BETTER_HAND,
        f"Seat {best.seat}'s low {best.low.name} beats seat {seat}'s {hand.low.name}: "
        "lows are compared from the highest card down.",
    )


def _any_five(question: Question, seat: int) -> HighHand | None:
    """The seat's best five from all its cards and the board, as if any cards could play."""
    scenario = question.spot.scenario
    cards = (*scenario.seat(seat).cards, *scenario.board)
    if not 5 <= len(set(cards)) <= 9:
        return None
    return best_high(cards, scenario.rules)


def _omaha_reason(question: Question, seat: int, hand: SeatHand) -> Reason | None:
    """When the seat's hand reads better with any cards than Omaha's two-plus-three lets it."""
    if not question.spot.scenario.game_rules.two_hole_cards_exactly or hand.high is None:
        return None
    loose = _any_five(question, seat)
    if loose is None or loose.strength <= hand.high.strength:
        return None
    return Reason(
        Why.OMAHA_TWO_PLUS_THREE,
        "Omaha plays exactly two hole cards and three from the board: seat "
        f"{seat} has {hand.name} ({_cards(hand.high.cards)}), not {loose.name} "
        f"({_cards(loose.cards)}).",
    )


def _beaten_reason(
    question: Question, seat: int, wanted: frozenset[int], hands: dict[int, SeatHand]
) -> Reason:
    hand = hands.get(seat)
    if hand is None or hand.high is None or not wanted:
        return Reason(Why.BETTER_HAND, f"Seat {seat} shows no hand that wins this pot.")
    omaha = _omaha_reason(question, seat, hand)
    if omaha is not None:
        return omaha
    best = hands[min(wanted)]
    if best.high is not None and best.high.strength == hand.high.strength:
        return _tie_reason(question, wanted | {seat}, frozenset({seat}), hands)
    counterfeit = _counterfeit_reason(question, seat, hand)
    if counterfeit is not None and best.category == hand.category:
        return counterfeit
    return Reason(
        Why.BETTER_HAND,
        f"Seat {best.seat}'s {best.name} beats seat {seat}'s {hand.name}.",
    )


def _counterfeit_reason(question: Question, seat: int, hand: SeatHand) -> Reason | None:
    """A hole card higher than a card that plays yet left out of the best five."""
    if hand.high is None:
        return None
    hole = question.spot.scenario.seat(seat).cards
    left_out = [card for card in hole if not hand.high.plays(card)]
    lowest_playing = min(card.rank for card in hand.high.cards)
    idle = [card for card in left_out if card.rank >= lowest_playing]
    if not idle or not question.spot.scenario.board:
        return None
    return Reason(
        Why.COUNTERFEITED,
        f"Seat {seat}'s {_cards(idle)} does not play: the board counterfeits it, and only the "
        f"best five count ({_cards(hand.high.cards)}, {hand.name}).",
    )


def _tie_reason(
    question: Question,
    wanted: frozenset[int],
    given: frozenset[int],
    hands: dict[int, SeatHand],
) -> Reason:
    seats = sorted(wanted)
    tied = [hands[seat] for seat in seats if seat in hands]
    names = describe_recipients(seats)
    board = set(question.spot.scenario.board)
    if tied and board and all(set(hand.best) <= board for hand in tied):
        return Reason(
            Why.BOARD_PLAYS,
            f"The board plays: {_cards(tied[0].best)} is the best hand of {names}, so they "
            "split the pot.",
        )
    if tied and tied[0].category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return Reason(
            Why.STRAIGHT_NO_KICKERS,
            f"A straight has no kickers: {names} hold the same {tied[0].name}, so they split; "
            "a higher card outside the five does not play.",
        )
    for seat in sorted(given & wanted) or seats:
        counterfeit = _counterfeit_reason(question, seat, hands[seat])
        if counterfeit is not None:
            return counterfeit
    return Reason(
        Why.BETTER_HAND,
        f"{names.capitalize()} hold the same five-card hand"
        f"{' ' + in_parentheses(tied[0].name) if tied else ''}: they split the pot.",
    )


# -- build the pots --------------------------------------------------------------------------


def _pots_reasons(question: Question, answer: PotsAnswer) -> list[Reason]:
    scenario = question.spot.scenario
    reasons: list[Reason] = []
    for pot, given in zip(question.pots, answer.pots, strict=False):
        if given.amount != pot.amount:
            reasons.append(
                Reason(
                    Why.POT_SIZE,
                    "A pot holds what every seat put in up to the smallest all-in among the "
                    "seats that can win it, folded seats' chips too; the rest goes to the next "
                    f"pot: the {lower_first(pot.name)} holds {pot.amount}.",
                )
            )
        for seat in sorted(given.eligible - set(pot.eligible)):
            seat_reason = _seat_reason(question, seat, pot)
            if seat_reason is not None:
                reasons.append(seat_reason)
        for seat in sorted(set(pot.eligible) - given.eligible):
            put_in = scenario.seat(seat).committed or 0
            reasons.append(
                Reason(
                    Why.ELIGIBILITY,
                    f"Seat {seat} put in {put_in} and did not fold: it can win every pot "
                    f"it matched, the {lower_first(pot.name)} too.",
                )
            )
    return reasons


# -- split the pot ---------------------------------------------------------------------------


def _split_reasons(question: Question, answer: SplitAnswer) -> list[Reason]:
    reasons: list[Reason] = []
    hands = _hands(question)
    result = question.spot.result
    for pot, given in zip(question.pots, answer.pots, strict=False):
        paid = {seat for seat, chips in given.shares.items() if any(chips.values())}
        winners = {share.seat for share in pot.shares if share.amount}
        for seat in sorted(paid - winners):
            seat_reason = _seat_reason(question, seat, pot)
            if seat_reason is not None:
                reasons.append(seat_reason)
            else:
                reasons.append(_beaten_reason(question, seat, frozenset(winners), hands))
        values = {chip.name: chip.value for chip in question.spot.scenario.chips}
        paid_value = {
            seat: sum(values.get(name, 0) * count for name, count in chips.items())
            for seat, chips in given.shares.items()
        }
        short = [
            share.seat
            for share in pot.shares
            if share.amount and paid_value.get(share.seat, 0) != share.amount
        ]
        shares = shares_reason(result, pot) if short else None
        if shares is not None:
            reasons.append(shares)
        facts = facts_of(result, pot)
        odd_chips_said = shares is not None and says_odd_chips(result, pot, shares)
        if odd_chips_mistake(facts, given.odd_chip_seats) is not None and not odd_chips_said:
            reasons.append(_odd_chip_reason(pot))
    return reasons


def _odd_chip_reason(pot: PotResult) -> Reason:
    if not pot.odd_chips:
        return Reason(
            Why.ODD_CHIP,
            f"The {lower_first(pot.name)} splits evenly: there is no odd chip to give.",
        )
    first, *rest = odd_chips_by_seat([(odd.seat, odd.reason) for odd in pot.odd_chips])
    goes = "goes" if first.count == 1 else "go"
    others = "".join(f"; {taken.share()} ({taken.reason})" for taken in rest)
    return Reason(
        Why.ODD_CHIP,
        f"The {first.chips(pot.odd_chips[0].chip)} {goes} to seat {first.seat}: "
        f"{first.reason}{others}.",
    )


# -- name the hand ---------------------------------------------------------------------------


def _hand_reasons(question: Question, answer: HandAnswer) -> list[Reason]:
    expected = expected_answer(question)
    assert isinstance(expected, HandAnswer)
    if answer == expected or question.seat is None:
        return []
    hand = _hands(question).get(question.seat)
    if hand is None:
        return []
    scenario = question.spot.scenario
    seat = question.seat
    hole = set(scenario.seat(seat).cards)
    reasons: list[Reason] = []
    if question.low:
        if hand.low is None:
            reasons.append(
                Reason(
                    Why.QUALIFYING_LOW,
                    f"A low needs five different ranks, eight or lower: seat {seat} has none.",
                )
            )
        return reasons
    if scenario.game_rules.two_hole_cards_exactly and answer.cards:
        used = len(answer.cards & hole)
        omaha = _omaha_reason(question, seat, hand)
        if used != 2 and omaha is None and hand.high is not None:
            omaha = Reason(
                Why.OMAHA_TWO_PLUS_THREE,
                "Omaha plays exactly two hole cards and three from the board: "
                f"these five use {used} of seat {seat}'s; its hand is {hand.name} "
                f"({_cards(hand.high.cards)}).",
            )
        if omaha is not None:
            reasons.append(omaha)
    board = set(scenario.board)
    if board and set(hand.best) <= board and answer.cards & hole:
        reasons.append(
            Reason(
                Why.BOARD_PLAYS,
                f"The board plays for seat {seat}: its best five are the board's "
                f"{_cards(hand.best)}; no hole card beats them.",
            )
        )
    elif answer.cards & hole and not all(
        hand.high and hand.high.plays(c) for c in answer.cards & hole
    ):
        counterfeit = _counterfeit_reason(question, seat, hand)
        if counterfeit is not None:
            reasons.append(counterfeit)
    if (
        hand.category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH)
        and answer.category != expected.category
        and hand.high is not None
    ):
        reasons.append(
            Reason(
                Why.STRAIGHT_NO_KICKERS,
                f"Seat {seat}'s five cards run in sequence: {hand.name} "
                f"({_cards(hand.high.cards)}), with no kickers.",
            )
        )
    if not reasons and hand.high is not None:
        reasons.append(
            Reason(
                Why.BETTER_HAND,
                f"The best five of seat {seat}'s cards and the board make {hand.name}: "
                f"{_cards(hand.high.cards)}.",
            )
        )
    return reasons


def reason_words(reasons: Sequence[Reason]) -> tuple[str, ...]:
    """The reasons' texts, for a report or a list."""
    return tuple(reason.text for reason in reasons)
