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
- ``pot-chips``: a push is made of the pot's own chips; the rack changes a chip only for
  lower ones.

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
from dealer_app.model.hands.badugi import clashing_pair
from dealer_app.model.hands.evaluated import HighHand, LowHand
from dealer_app.model.hands.games import LowRule
from dealer_app.model.hands.high import best_high
from dealer_app.model.hands.low import not_eight_or_better, paired_cards
from dealer_app.model.hands.strength import Category
from dealer_app.model.hands.words import why_lower_wins
from dealer_app.model.showdown.odd_chips import (
    odd_chips_by_seat,
)
from dealer_app.model.showdown.push_check import (
    PotFacts,
    chips_to_the_rack,
    facts_of,
    odd_chips_mistake,
    pushed_by_colour,
)
from dealer_app.model.showdown.result import PotResult, SeatHand
from dealer_app.model.words import describe_recipients, in_parentheses, lower_first
from dealer_app.training.drills import (
    Answer,
    HandAnswer,
    PotsAnswer,
    PotSplit,
    Question,
    SplitAnswer,
    WinnerAnswer,
    expected_answer,
    named_cards_hand,
)
from dealer_app.training.share_rules import Reason, Why, says_odd_chips, shares_reason

__all__ = ["reason_words", "reasons_for"]

_OMAHA_RULE = "Omaha plays exactly two hole cards and three from the board"


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
            reasons.append(_beaten_reason(question, seat, wanted, hands, pot))
    missed = wanted - given
    if missed and len(wanted) > 1 and not low:
        reasons.append(_tie_reason(question, wanted, given, hands, pot=pot))
    elif missed and len(wanted) > 1:
        reasons.append(_low_tie_reason(question, wanted, hands, pot))
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
    return _lower_wins_reason(best.seat, best.low, seat, hand.low)


def _lower_wins_reason(winner: int, better: LowHand, seat: int, worse: LowHand) -> Reason:
    """Seat ``winner``'s low beats seat ``seat``'s, by the rule of the game that decides."""
    return Reason(
        Why.BETTER_HAND,
        f"Seat {winner}'s {better.name} beats seat {seat}'s {worse.name}: "
        f"{why_lower_wins(better, worse)}.",
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
        f"{_OMAHA_RULE}: seat {seat} has {hand.name} ({_cards(hand.high.cards)}), not {loose.name} "
        f"({_cards(loose.cards)}).",
    )


def _hole_cards_used_reason(seat: int, used: int, which: str, plays: str) -> Reason:
    """Five cards named that use ``used`` hole cards, not Omaha's two (``which`` half)."""
    rule = ", ".join(part for part in (_OMAHA_RULE, which) if part)
    return Reason(
        Why.OMAHA_TWO_PLUS_THREE,
        f"{rule}: these five use {used} of seat {seat}'s; {plays}.",
    )


def _beaten_reason(
    question: Question,
    seat: int,
    wanted: frozenset[int],
    hands: dict[int, SeatHand],
    pot: PotResult,
) -> Reason:
    hand = hands.get(seat)
    if hand is None or hand.high is None or not wanted:
        return Reason(Why.BETTER_HAND, f"Seat {seat} shows no hand that wins this pot.")
    omaha = _omaha_reason(question, seat, hand)
    if omaha is not None:
        return omaha
    best = hands[min(wanted)]
    if best.high is not None and best.high.strength == hand.high.strength:
        return _tie_reason(question, wanted | {seat}, frozenset({seat}), hands, pot=pot)
    if isinstance(best.high, LowHand) and isinstance(hand.high, LowHand):
        return _lower_wins_reason(best.seat, best.high, seat, hand.high)
    counterfeit = _counterfeit_reason(question, seat, hand)
    if counterfeit is not None and best.category == hand.category:
        return counterfeit
    return Reason(
        Why.BETTER_HAND,
        f"Seat {best.seat}'s {best.name} beats seat {seat}'s {hand.name}.",
    )


def _counterfeit_reason(
    question: Question, seat: int, hand: SeatHand, *, named: Iterable[Card] | None = None
) -> Reason | None:
    """A hole card higher than a card that plays yet left out of the best five (of those
    ``named``, when the trainee named some)."""
    if hand.high is None:
        return None
    hole = question.spot.scenario.seat(seat).cards if named is None else sorted(named)
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
    *,
    pot: PotResult | None = None,
) -> Reason:
    """Why the seats ``wanted`` tie for the pot (for its first half, in a split game, when
    ``pot`` is given: the words then say what becomes of the other half)."""
    seats = sorted(wanted)
    tied = [hands[seat] for seat in seats if seat in hands]
    names = describe_recipients(seats)
    board = set(question.spot.scenario.board)
    if tied and board and all(set(hand.best) <= board for hand in tied):
        return Reason(
            Why.BOARD_PLAYS,
            f"The board plays: {_cards(tied[0].best)} is the best hand of {names}, so "
            f"{_tie_split_words(question, seats, pot)}.",
        )
    if tied and tied[0].category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return Reason(
            Why.STRAIGHT_NO_KICKERS,
            f"A straight has no kickers: {names} hold the same {tied[0].name}, so "
            f"{_tie_split_words(question, seats, pot)}; a higher card outside the five does "
            "not play.",
        )
    for seat in sorted(given & wanted) or seats:
        counterfeit = _counterfeit_reason(question, seat, hands[seat])
        if counterfeit is not None:
            return counterfeit
    return Reason(
        Why.BETTER_HAND,
        f"{names.capitalize()} hold the same {_tied_hand(question, pot)}"
        f"{' ' + in_parentheses(tied[0].name) if tied else ''}: "
        f"{_tie_split_words(question, seats, pot)}.",
    )


def _low_tie_reason(
    question: Question, wanted: frozenset[int], hands: dict[int, SeatHand], pot: PotResult
) -> Reason:
    """Why the seats ``wanted`` tie for the low (the second half of a split game, or the
    whole pot of a game of lows), and what becomes of the other half."""
    seats = sorted(wanted)
    lows = [hands[seat].low for seat in seats if seat in hands]
    name = next((f" {in_parentheses(low.name)}" for low in lows if low is not None), "")
    rules = question.spot.scenario.game_rules
    names = describe_recipients(seats).capitalize()
    if not rules.is_split:
        return Reason(Why.BETTER_HAND, f"{names} hold the same hand{name}: they split the pot.")
    second = rules.half_names[1]
    hand = "low" if second == "low" else f"{second} hand"
    split = _tie_split_words(question, seats, pot, second_half=True)
    return Reason(Why.BETTER_HAND, f"{names} hold the same {hand}{name}: {split}.")


def _tied_hand(question: Question, pot: PotResult | None) -> str:
    """What tied: a five-card hand, or the first half's hand of a game whose halves are
    named (``"razz hand"``)."""
    first = question.spot.scenario.game_rules.half_names[0]
    return f"{first} hand" if pot is not None and first != "high" else "five-card hand"


def _tie_split_words(
    question: Question,
    tied: Sequence[int],
    pot: PotResult | None,
    *,
    second_half: bool = False,
) -> str:
    """What the seats ``tied`` for the pot (its first half, in a split game, when ``pot`` is
    given; its second half with ``second_half``) split: the pot, or that half and what
    becomes of the other."""
    rules = question.spot.scenario.game_rules
    if pot is None or not rules.is_split:
        return "they split the pot"
    first, second = rules.half_names
    others = sorted(pot.winners.low)
    if second_half:
        first, second = second, first
        others = sorted(pot.winners.high)
    if not others:
        return f"nobody has a qualifying {second}, so they split the whole pot"
    if others == sorted(tied):
        both = f"they tie for the {first} half and the {second} half too"
        if pot.split_both_ways:
            return f"{both}, so the pot is split once between them"
        # Halved first all the same (an odd chip per split): each half is theirs to share.
        return f"{both}, so each half is split between them"
    takes = "take" if len(others) > 1 else "takes"
    return f"they split the {first} half; {describe_recipients(others)} {takes} the {second} half"


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
                    f"pot: the {lower_first(pot.name)} holds {pot.amount:,}.",
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
        # A seat paid that wins nothing lost both halves: told against the high half's
        # winners, the hands its own high compares with (a badugi winner's five cards can
        # be worse than the loser's).
        beaten_by = frozenset(pot.winners.high if pot.winners.halved else winners)
        for seat in sorted(paid - winners):
            seat_reason = _seat_reason(question, seat, pot)
            if seat_reason is not None:
                reasons.append(seat_reason)
            else:
                reasons.append(_beaten_reason(question, seat, beaten_by, hands, pot))
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
        elif shares is None and not paid - winners:
            # Every seat given the right value, the odd chips right: the chips themselves.
            pot_chips = _pot_chips_reason(question, facts, given)
            if pot_chips is not None:
                reasons.append(pot_chips)
    return reasons


def _pot_chips_reason(question: Question, facts: PotFacts, given: PotSplit) -> Reason | None:
    """A push of chips the pot (of the ``facts``) does not hold, where the rack would have
    to give a bigger chip for smaller ones (:func:`chips_to_the_rack`)."""
    chip_set = question.spot.scenario.chips
    pushed = pushed_by_colour(chip_set, given.shares)
    if chips_to_the_rack(chip_set, facts.chips, pushed)[1] is None:
        return None
    return Reason(
        Why.POT_CHIPS,
        f"A push is made of the pot's own chips, and the rack changes a chip only for lower "
        f"ones, never for a bigger chip: the {lower_first(facts.name)} holds "
        f"{facts.chips.describe()}.",
    )


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
        used = len(answer.cards & hole)
        if scenario.game_rules.two_hole_cards_exactly and answer.cards and used != 2:
            low = f"{_cards(hand.low.cards)} {in_parentheses(hand.low.name)}"
            return [_hole_cards_used_reason(seat, used, "for the low too", f"its low is {low}")]
        named = _named_cards_reason(question, answer, hand.low)
        return [named] if named is not None else []
    if scenario.game_rules.two_hole_cards_exactly and answer.cards:
        used = len(answer.cards & hole)
        omaha = _omaha_reason(question, seat, hand)
        if used != 2 and omaha is None and hand.high is not None:
            high = f"{hand.name} ({_cards(hand.high.cards)})"
            omaha = _hole_cards_used_reason(seat, used, "", f"its hand is {high}")
        if omaha is not None:
            reasons.append(omaha)
    board = set(scenario.board)
    named_hole = answer.cards & hole
    if board and set(hand.best) <= board and named_hole:
        reasons.append(
            Reason(
                Why.BOARD_PLAYS,
                f"The board plays for seat {seat}: its best five are the board's "
                f"{_cards(hand.best)}; no hole card beats them.",
            )
        )
    elif named_hole and not all(hand.high and hand.high.plays(c) for c in named_hole):
        # The five named make a worse hand than the best five: that, not a counterfeit, is
        # why; a hole card counterfeited only when those five cannot be read as a hand.
        named = _named_cards_reason(question, answer, hand.high)
        if named is None and not reasons:
            named = _counterfeit_reason(question, seat, hand, named=named_hole)
        if named is not None:
            reasons.append(named)
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
    if not reasons and answer.cards != expected.cards:
        named = _named_cards_reason(question, answer, hand.high)
        if named is not None:
            reasons.append(named)
    if not reasons and hand.high is not None:
        cards = "cards and the board" if board else "cards"
        reasons.append(
            Reason(
                Why.BETTER_HAND,
                f"The best five of seat {seat}'s {cards} make {hand.name}: "
                f"{_cards(hand.high.cards)}.",
            )
        )
    return reasons


def _named_cards_reason(
    question: Question, answer: HandAnswer, wanted: HighHand | LowHand | None
) -> Reason | None:
    """Why the cards named are not the seat's hand ``wanted``: the rule of the hand they
    break (a badugi's suits and ranks, a low's five ranks of eight or lower), or the better
    hand the seat's best cards make, by the rule that decides between the two."""
    scenario = question.spot.scenario
    seat = question.seat
    named = answer.cards
    if wanted is None or seat is None or not named:
        return None
    hole = set(scenario.seat(seat).cards)
    if not named <= hole | set(scenario.board):
        return None
    broken = _low_rule_broken(question, named, wanted)
    if broken is not None:
        return broken
    given = named_cards_hand(question, seat, named, second=question.low)
    if given is None or given.strength >= wanted.strength or len(given.cards) != len(named):
        return None
    if isinstance(wanted, LowHand) and isinstance(given, LowHand):
        return Reason(
            Why.BETTER_HAND,
            f"Seat {seat}'s {_cards(wanted.cards)} {in_parentheses(wanted.name)} beat the "
            f"{_cards(sorted(named, reverse=True))} named {in_parentheses(given.name)}: "
            f"{why_lower_wins(wanted, given)}.",
        )
    board_plays = [card for card in wanted.cards if card not in hole]
    made_by = f"Seat {seat}'s {_cards(card for card in wanted.cards if card in hole)}"
    if board_plays:
        made_by += f" with the board's {_cards(board_plays)}"
    return Reason(
        Why.BETTER_HAND,
        f"{made_by} make {wanted.name}; the {_cards(sorted(named, reverse=True))} named make "
        f"only {given.name}: only the best five count.",
    )


def _low_rule_broken(
    question: Question, named: frozenset[Card], wanted: HighHand | LowHand
) -> Reason | None:
    """The rule of a badugi, or of a low with a qualifier, that the cards named break."""
    if not isinstance(wanted, LowHand):
        return None
    ordered = sorted(named, reverse=True)
    seat_has = f"seat {question.seat}'s is {wanted.name}: {_cards(wanted.cards)}"
    if wanted.kind.is_badugi:
        clash = clashing_pair(ordered)
        if clash is None:
            return None
        first, second = clash
        return Reason(
            Why.BETTER_HAND,
            "A badugi plays one card of each suit and no pair: "
            f"{first} and {second} cannot both play; {seat_has}.",
        )
    rules = question.spot.scenario.game_rules
    if not question.low or rules.low is not LowRule.EIGHT_OR_BETTER:
        return None
    pair = paired_cards(ordered)
    if pair is not None:
        first, second = pair
        return Reason(
            Why.QUALIFYING_LOW,
            "A low plays five different ranks, eight or lower: "
            f"{first} and {second} pair; {seat_has}.",
        )
    high = not_eight_or_better(ordered)
    if high:
        return Reason(
            Why.QUALIFYING_LOW,
            "A low plays five different ranks, eight or lower: "
            f"{_cards(high)} {'is' if len(high) == 1 else 'are'} above eight; {seat_has}.",
        )
    return None


def reason_words(reasons: Sequence[Reason]) -> tuple[str, ...]:
    """The reasons' texts, for a report or a list."""
    return tuple(reason.text for reason in reasons)
