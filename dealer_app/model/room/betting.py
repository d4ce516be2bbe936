"""A betting round: what a call is, the smallest and the largest raise, and the pot.

The round is the structure (no-limit, pot-limit, or limit with its small and big bet and
its raise cap), the blinds, antes and straddle that open it, the pot before the street and
each action in order. Every amount of an action is what the seat has put in during this
round in all ("raise to 60", "all-in 30"), the way a dealer says it. The rules (TDA rules,
Robert's Rules of Poker):

- a raise is at least the largest previous full bet or raise of the round; pre-flop the
  big blind (or the straddle) is the opening bet;
- no-limit and pot-limit: an all-in of less than a full raise does not reopen the betting
  for a player who has already acted; several short all-ins that together make a full
  raise do;
- limit: an all-in of at least half a bet reopens the betting (it counts as a raise), less
  than half does not;
- limit: a bet and three raises cap the round (the number a house rule); the cap is lifted
  when two players remain (a house rule, on by default);
- pot-limit: the largest raise is a call, then a raise by the pot after the call.

>>> rules = BettingRules(Structure.POT_LIMIT, small_blind=1, big_blind=2)
>>> seats = (SeatStack(1), SeatStack(2), SeatStack(3))
>>> flop = BettingRound(rules, seats, button=1, street=Street.FLOP, pot=100,
...     actions=(Action(2, Move.BET, 20), Action(3, Move.CALL)))
>>> turn = follow_action(flop).turn
>>> turn.seat, turn.to_call, turn.smallest_raise_to, turn.largest_raise_to
(1, 20, 40, 180)
>>> print(turn.largest_words)
pot 100, bet 20, call 20: calling 20 makes 160, so the pot raise is to 180
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from dealer_app.model.chips import is_whole_number

__all__ = [
    "Action",
    "ActionStep",
    "BettingError",
    "BettingRound",
    "BettingRules",
    "FollowedRound",
    "Move",
    "NoRaise",
    "ReadAmount",
    "SeatPutIn",
    "SeatStack",
    "Street",
    "Structure",
    "Turn",
    "WriteAmount",
    "follow_action",
    "parse_move",
    "parse_typed_action",
]


class BettingError(ValueError):
    """A betting round or an action that breaks the rules; the message names the bad value."""


WriteAmount = Callable[[int], str]
"""How the words write an amount of chips: ``str`` (``1580``) by default; a table's money
unit writes ``$1,580`` or ``$15.80``, as the table reads it."""
ReadAmount = Callable[[str], int]
"""How an amount typed is read (a ``ValueError`` names what is wrong with it): figures alone
by default; a table's money unit reads ``$1.50`` as 150 in a set counted in cents."""


def _whole_chips(text: str) -> int:
    if not text.isascii() or not text.isdigit():
        raise BettingError(f'"{text}" is not a whole number of chips')
    return int(text)


class Structure(enum.Enum):
    """How much a player may bet: no-limit, pot-limit or fixed limit."""

    NO_LIMIT = "no-limit"
    POT_LIMIT = "pot-limit"
    LIMIT = "limit"


class Street(enum.Enum):
    """The betting round of a flop game: blinds open the pre-flop round only."""

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"


class NoRaise(enum.Enum):
    """Why the seat to act may only call or fold."""

    CALL_IS_ALL_IN = "the call puts the seat all-in"
    NOBODY_TO_RAISE = "every other player is all-in"
    NOT_REOPENED = "the betting is not reopened"
    CAPPED = "the round is capped"


class Move(enum.Enum):
    """What a player does; the amount of a bet, raise or all-in is the seat's total."""

    CHECK = "check"
    BET = "bet"
    CALL = "call"
    RAISE = "raise"
    ALL_IN = "all-in"
    FOLD = "fold"


_MOVE_KEYS = {
    "x": Move.CHECK,
    "k": Move.CHECK,
    "b": Move.BET,
    "c": Move.CALL,
    "r": Move.RAISE,
    "a": Move.ALL_IN,
    "f": Move.FOLD,
}


def _amount(value: object, what: str) -> int:
    if not isinstance(value, int) or not is_whole_number(value) or value < 0:
        raise BettingError(f"{what} {value!r} is not a whole number of chips")
    return value


@dataclass(frozen=True)
class BettingRules:
    """The structure and the stakes: blinds, ante, straddle; limit's bets and cap."""

    structure: Structure
    small_blind: int = 0
    big_blind: int = 0
    """Pre-flop the opening bet; after the flop the smallest bet in no-limit and pot-limit."""
    ante: int = 0
    """Each seat's ante, put into the pot before the pre-flop round (not part of a bet)."""
    straddle: int = 0
    """A blind raise by the seat after the big blind (0: none); it is then the opening bet."""
    small_bet: int = 0
    """Limit: the bet and raise pre-flop and on the flop."""
    big_bet: int = 0
    """Limit: the bet and raise on the turn and the river."""
    raise_cap: int = 3
    """Limit: raises allowed after the bet (a house rule; a bet and three raises is common)."""
    uncapped_heads_up: bool = True
    """Limit: no cap when only two players remain (a house rule, on by default)."""

    def __post_init__(self) -> None:
        for name in ("small_blind", "big_blind", "ante", "straddle", "small_bet", "big_bet"):
            _amount(getattr(self, name), name.replace("_", " "))
        _amount(self.raise_cap, "raise cap")
        if self.small_blind > self.big_blind:
            raise BettingError(
                f"small blind {self.small_blind} is more than the big blind {self.big_blind}"
            )
        if self.straddle and self.straddle <= self.big_blind:
            raise BettingError(f"straddle {self.straddle} is not more than the big blind")
        if self.structure is Structure.LIMIT:
            if not self.small_bet or not self.big_bet:
                raise BettingError("limit: the small bet and the big bet are needed")
        elif not self.big_blind:
            raise BettingError(f"{self.structure.value}: the big blind is needed")

    def limit_bet(self, street: Street) -> int:
        """Limit's one bet on ``street``: the small bet pre-flop and on the flop, else the big."""
        return self.small_bet if street in (Street.PREFLOP, Street.FLOP) else self.big_bet


@dataclass(frozen=True)
class SeatStack:
    """A seat in the hand and the chips it has at the start of the round (None: not counted)."""

    seat: int
    stack: int | None = None

    def __post_init__(self) -> None:
        if not is_whole_number(self.seat) or not 1 <= self.seat <= 10:
            raise BettingError(f"seat {self.seat!r} is not a seat number from 1 to 10")
        if self.stack is not None:
            _amount(self.stack, f"seat {self.seat}: stack")


@dataclass(frozen=True)
class Action:
    """One action: the seat, the move and, for a bet, raise or all-in, the seat's total."""

    seat: int
    move: Move
    amount: int | None = None

    def __post_init__(self) -> None:
        if self.amount is not None:
            _amount(self.amount, f"seat {self.seat}: {self.move.value}")
        if self.move in (Move.BET, Move.RAISE) and self.amount is None:
            raise BettingError(f"seat {self.seat}: {self.move.value} needs an amount")
        if self.move in (Move.CHECK, Move.CALL, Move.FOLD) and self.amount is not None:
            raise BettingError(f"seat {self.seat}: {self.move.value} takes no amount")

    def keys(self) -> str:
        """The action as typed: ``b 20``, ``c``, ``r 60``, ``a``; :func:`parse_move` reads it."""
        key = "x" if self.move is Move.CHECK else self.move.value[0]
        return key if self.amount is None else f"{key} {self.amount}"

    def words(self, write: WriteAmount = str) -> str:
        """The action as a dealer says it: ``bet 20``, ``raise to 60``, ``call``.

        >>> Action(3, Move.RAISE, 1500).words(), Action(3, Move.RAISE, 1500).words("{:,}".format)
        ('raise to 1500', 'raise to 1,500')
        """
        if self.amount is None:
            return self.move.value
        move = "raise to" if self.move is Move.RAISE else self.move.value
        return f"{move} {write(self.amount)}"


def parse_move(seat: int, text: str, read: ReadAmount = _whole_chips) -> Action:
    """An action typed the quick way: ``b 20``, ``c``, ``r 60``, ``a``, ``a 30``, ``x``, ``f``.

    >>> parse_move(3, "r 60")
    Action(seat=3, move=<Move.RAISE: 'raise'>, amount=60)
    >>> parse_move(3, "z")
    Traceback (most recent call last):
    ...
    dealer_app.model.room.betting.BettingError: "z" is not an action: b 20, c, r 60, a, x or f
    """
    # The move in any case; the amount as typed (a unit's symbol may be a capital: T25).
    words = text.split()
    if words:
        words[0] = words[0].lower()
    if words and words[0] not in _MOVE_KEYS and words[0] in {move.value for move in Move}:
        words[0] = words[0][0] if words[0] != "check" else "x"
    if not words or words[0] not in _MOVE_KEYS or len(words) > 2:
        raise BettingError(f'"{text.strip()}" is not an action: b 20, c, r 60, a, x or f')
    move = _MOVE_KEYS[words[0]]
    if len(words) == 1:
        return Action(seat, move)
    if move in (Move.CHECK, Move.CALL, Move.FOLD):
        raise BettingError(f'"{text.strip()}": {move.value} takes no amount')
    try:
        amount = read(words[1])
    except ValueError as error:
        raise BettingError(str(error)) from None
    return Action(seat, move, amount)


def parse_typed_action(
    text: str, to_act: int | None = None, read: ReadAmount = _whole_chips
) -> Action:
    """A seat then its action (``3 r 60``), or the action alone for the seat ``to_act``.

    >>> parse_typed_action("3 b 20")
    Action(seat=3, move=<Move.BET: 'bet'>, amount=20)
    >>> parse_typed_action("c", to_act=5)
    Action(seat=5, move=<Move.CALL: 'call'>, amount=None)
    >>> parse_typed_action("c")
    Traceback (most recent call last):
    ...
    dealer_app.model.room.betting.BettingError: "c": give the seat first, as in 3 c
    """
    first, _, rest = text.strip().partition(" ")
    if first.isdigit():
        return parse_move(int(first), rest, read)
    if to_act is None:
        raise BettingError(f'"{text.strip()}": give the seat first, as in 3 c')
    return parse_move(to_act, text, read)


@dataclass(frozen=True)
class BettingRound:
    """A betting round as far as it has gone: rules, seats, button, street, pot, actions."""

    rules: BettingRules
    seats: tuple[SeatStack, ...]
    button: int
    street: Street = Street.PREFLOP
    pot: int = 0
    """Chips in the pot before this street (antes are added by the round itself)."""
    actions: tuple[Action, ...] = ()

    def __post_init__(self) -> None:
        numbers = [seat.seat for seat in self.seats]
        if len(numbers) < 2:
            raise BettingError(f"seats: a round needs two seats or more, not {len(numbers)}")
        repeated = sorted({number for number in numbers if numbers.count(number) > 1})
        if repeated:
            raise BettingError(f"seats: seat {repeated[0]} is listed twice")
        if not is_whole_number(self.button) or not 1 <= self.button <= 10:
            raise BettingError(f"button {self.button!r} is not a seat number from 1 to 10")
        _amount(self.pot, "pot")

    def with_action(self, action: Action) -> BettingRound:
        """The round with one more action (checked when the round is followed)."""
        return BettingRound(
            self.rules, self.seats, self.button, self.street, self.pot, (*self.actions, action)
        )


@dataclass(frozen=True)
class ActionStep:
    """One step of the round: a forced bet or an action, and the pot after it."""

    seat: int
    words: str
    """``blind 2``, ``bet 20``, ``call 20``, ``raise to 60``, ``all-in 30``, ``fold``."""
    put_in: int
    """The seat's total in this round after the step."""
    pot: int
    full_raise: bool
    """True when the step reopened the betting (a full bet or raise, or limit's half bet)."""
    raised: bool = False
    """True when the step put the bet up (a bet, a raise, an all-in above the bet)."""
    all_in: bool = False
    forced: bool = False
    """True for an ante, a blind or a straddle: posted, not acted."""


@dataclass(frozen=True)
class SeatPutIn:
    """What a seat put in during the round (ante and blind included) and how it stands."""

    seat: int
    put_in: int
    ante: int
    folded: bool
    all_in: bool
    stack_left: int | None


@dataclass(frozen=True)
class Turn:
    """The figures for the seat to act: the call, the raise it may make, and why."""

    seat: int
    to_call: int
    call_words: str
    may_raise: bool
    smallest_raise_to: int | None
    """The smallest raise (or bet) to, the seat's all-in if it has less; None: no raise."""
    largest_raise_to: int | None
    """The largest raise (or bet) to; None: no raise, or no-limit with the stack not counted."""
    smallest_words: str
    """How the smallest raise is worked out; when the seat may not raise, why not."""
    largest_words: str
    no_raise: NoRaise | None = None
    cap_lifted: bool = False
    """Limit: the cap is reached but lifted, two players remaining."""


@dataclass(frozen=True)
class FollowedRound:
    """A round followed action by action: each step, each seat's chips, who acts next."""

    round: BettingRound
    steps: tuple[ActionStep, ...]
    seats: tuple[SeatPutIn, ...]
    pot: int
    current_bet: int
    turn: Turn | None
    """The seat to act and its figures; None when the round is over."""
    over_words: str = ""

    def next_street(self) -> BettingRound:
        """The next street's round: the pot so far, the seats still in that can still bet.

        >>> rules = BettingRules(Structure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> game = BettingRound(rules, (SeatStack(1), SeatStack(2), SeatStack(3)), button=3,
        ...     actions=(Action(3, Move.CALL), Action(1, Move.FOLD), Action(2, Move.CHECK)))
        >>> flop = follow_action(game).next_street()
        >>> flop.street, flop.pot, [seat.seat for seat in flop.seats]
        (<Street.FLOP: 'flop'>, 5, [2, 3])
        """
        streets = list(Street)
        position = streets.index(self.round.street)
        if position + 1 == len(streets):
            raise BettingError("the river is the last street")
        return BettingRound(
            self.round.rules,
            tuple(
                SeatStack(seat.seat, seat.stack_left)
                for seat in self.seats
                if not seat.folded and not seat.all_in
            ),
            self.round.button,
            streets[position + 1],
            self.pot,
        )

    def put_in(self, seat: int) -> int:
        """What ``seat`` put in during the round, its ante included."""
        for entry in self.seats:
            if entry.seat == seat:
                return entry.put_in + entry.ante
        raise BettingError(f"seat {seat} is not in the round")


@dataclass
class _Seat:
    seat: int
    stack: int | None
    put_in: int = 0
    ante: int = 0
    folded: bool = False
    acted_at: int | None = None
    """The bet the seat matched when it last acted (None: not acted yet this round)."""

    @property
    def all_in(self) -> bool:
        return self.stack == 0

    def total_possible(self) -> int | None:
        return None if self.stack is None else self.put_in + self.stack

    def put(self, to: int) -> None:
        if self.stack is not None:
            self.stack -= to - self.put_in
        self.put_in = to


@dataclass
class _State:
    rules: BettingRules
    street: Street
    order: list[_Seat]
    pot_before: int
    current_bet: int = 0
    full_size: int = 0
    """No-limit and pot-limit: the largest full bet or raise of the round."""
    level: int = 0
    """Limit: the bet of the last full bet or raise (an all-in short of half a bet is not)."""
    full_bets: int = 0
    """Limit: the bet and the raises made (the cap counts them)."""
    full_words: str = ""
    pot_words: list[str] = field(default_factory=list)
    steps: list[ActionStep] = field(default_factory=list)
    write: WriteAmount = str
    """How the words write an amount."""

    @property
    def pot(self) -> int:
        return self.pot_before + sum(seat.put_in + seat.ante for seat in self.order)

    @property
    def live(self) -> list[_Seat]:
        return [seat for seat in self.order if not seat.folded]

    def bet_unit(self) -> int:
        if self.rules.structure is Structure.LIMIT:
            return self.rules.limit_bet(self.street)
        return self.rules.big_blind

    def record(
        self, seat: _Seat, words: str, full: bool, *, raised: bool = False, forced: bool = False
    ) -> None:
        self.steps.append(
            ActionStep(seat.seat, words, seat.put_in, self.pot, full, raised, seat.all_in, forced)
        )

    def raise_by(self, seat: _Seat, to: int, words: str, *, all_in: bool = False) -> None:
        """Put ``seat`` in to ``to`` above the current bet; record whether it is a full raise."""
        was = self.current_bet
        if self.rules.structure is Structure.LIMIT:
            full = to - self.level >= (self.bet_unit() + 1) // 2
            if full:
                self.level = to
                self.full_bets += 1
        else:
            full = to - was >= self.full_size
            if full:
                self.full_size = to - was
        if full:
            write = self.write
            self.full_words = (
                f"the raise from {write(was)} to {write(to)}" if was else f"bet {write(to)}"
            )
        seat.put(to)
        self.current_bet = to
        if all_in:
            seat.stack = 0  # a stack not counted is all in too
        self.record(seat, words, full, raised=True)


def _clockwise(seats: Sequence[SeatStack], after: int) -> list[SeatStack]:
    ordered = sorted(seats, key=lambda seat: seat.seat)
    first = next((i for i, seat in enumerate(ordered) if seat.seat > after), 0)
    return ordered[first:] + ordered[:first]


def _post_forced(state: _State) -> int:
    """Antes and blinds; return the index of the seat that acts first."""
    rules = state.rules
    order = state.order
    if state.street is not Street.PREFLOP:
        return 0
    if rules.ante:
        antes = 0
        for seat in order:
            ante = rules.ante if seat.stack is None else min(rules.ante, seat.stack)
            seat.ante = ante
            if seat.stack is not None:
                seat.stack -= ante
            antes += ante
        state.pot_words.append(f"antes {state.write(antes)}")
    heads_up = len(order) == 2
    # Heads-up the button posts the small blind; otherwise the two seats after it do.
    if heads_up:
        order.insert(0, order.pop())
    forced = [("small blind", rules.small_blind), ("big blind", rules.big_blind)]
    if rules.straddle:
        if heads_up:
            raise BettingError("straddle: there is no seat after the big blind heads-up")
        forced.append(("straddle", rules.straddle))
    for index, (name, amount) in enumerate(forced):
        seat = order[index]
        to = amount if seat.total_possible() is None else min(amount, seat.total_possible() or 0)
        seat.put(to)
        state.record(seat, f"{name} {state.write(to)}", False, forced=True)
    opening = max(amount for _, amount in forced)
    state.current_bet = max(seat.put_in for seat in order)
    state.full_size = opening
    state.level = opening
    state.full_bets = 1 + (1 if rules.straddle else 0)
    write = state.write
    opener = "straddle" if rules.straddle else "big blind"
    state.full_words = f"the {opener} of {write(opening)}"
    state.pot_words.append(f"blinds {write(rules.small_blind)} and {write(rules.big_blind)}")
    if rules.straddle:
        state.pot_words.append(f"straddle {write(rules.straddle)}")
    if heads_up:
        return 0  # the button (small blind) acts first pre-flop
    return len(forced) % len(order)


def _needs_to_act(state: _State, seat: _Seat) -> bool:
    if seat.folded or seat.all_in:
        return False
    others_betting = [other for other in state.live if other is not seat and not other.all_in]
    if seat.put_in < state.current_bet:
        return True
    return seat.acted_at is None and bool(others_betting)


def _next_index(state: _State, start: int) -> int | None:
    if len(state.live) < 2:
        return None
    count = len(state.order)
    for step in range(count):
        index = (start + step) % count
        if _needs_to_act(state, state.order[index]):
            return index
    return None


@dataclass(frozen=True)
class _Raise:
    no_raise: NoRaise | None
    smallest: int | None = None
    largest: int | None = None
    smallest_words: str = ""
    largest_words: str = ""
    cap_lifted: bool = False


def _raise_limits(state: _State, seat: _Seat) -> _Raise:
    """Whether ``seat`` may raise, the smallest and largest raise to, and the words of each."""
    rules = state.rules
    current = state.current_bet
    to_call = current - seat.put_in
    most = seat.total_possible()
    name = f"seat {seat.seat}"
    write = state.write
    if most is not None and most <= current:
        return _Raise(
            NoRaise.CALL_IS_ALL_IN,
            None,
            None,
            f"{name} has only {write(seat.stack or 0)}: all-in to call",
        )
    if not [other for other in state.live if other is not seat and not other.all_in]:
        return _Raise(
            NoRaise.NOBODY_TO_RAISE, None, None, "every other player is all-in: no one to raise"
        )
    bet_or_raise = "raise" if current else "bet"
    if rules.structure is Structure.LIMIT:
        unit = state.bet_unit()
        if seat.acted_at is not None and current - seat.acted_at < (unit + 1) // 2:
            words = _no_reopen_words(state, seat, f"half a bet of {write(unit)}")
            return _Raise(NoRaise.NOT_REOPENED, None, None, words)
        capped = state.full_bets >= 1 + rules.raise_cap
        heads_up = len(state.live) == 2 and rules.uncapped_heads_up
        if capped and not heads_up:
            return _Raise(
                NoRaise.CAPPED,
                None,
                None,
                f"limit: the bet and {rules.raise_cap} raises have been made: the round is "
                f"capped; {name} may only call or fold",
            )
        to = state.level + unit
        cap_words = " (the cap is lifted: two players remain)" if capped else ""
        words = f"limit: a {bet_or_raise} is one bet of {write(unit)}, to {write(to)}{cap_words}"
        if most is not None and most < to:
            words += f"; {name} has {write(most)} in all: all-in to {write(most)}"
            to = most
        return _Raise(None, to, to, words, words, capped)
    if seat.acted_at is not None and current - seat.acted_at < state.full_size:
        words = _no_reopen_words(state, seat, f"a full raise of {write(state.full_size)}")
        return _Raise(NoRaise.NOT_REOPENED, None, None, words)
    if current:
        smallest = current + state.full_size
        full = write(state.full_size)
        small_words = (
            f"the largest full bet or raise is {full} ({state.full_words}), "
            f"so the smallest raise is to {write(smallest)} ({write(current)} + {full})"
        )
    else:
        smallest = state.bet_unit()
        small_words = f"the smallest bet is the big blind, {write(smallest)}"
    if most is not None and most < smallest:
        small_words += f"; {name} has {write(most)} in all: all-in to {write(most)}"
        smallest = most
    if rules.structure is Structure.NO_LIMIT:
        if most is None:
            return _Raise(None, smallest, None, small_words, f"no-limit: all of {name}'s chips")
        return _Raise(
            None, smallest, most, small_words, f"no-limit: all of {name}'s chips, to {write(most)}"
        )
    after_call = state.pot + to_call
    largest = current + after_call
    history = ", ".join(state.pot_words) or f"pot {write(state.pot_before)}"
    if to_call:
        large_words = (
            f"{history}: calling {write(to_call)} makes {write(after_call)}, "
            f"so the pot raise is to {write(largest)}"
        )
    elif current:
        large_words = f"{history}: nothing to call, so the pot raise is to {write(largest)}"
    else:
        large_words = f"{history}: the pot bet is {write(largest)}"
    if most is not None and most < largest:
        large_words += f"; {name} has {write(most)} in all: all-in to {write(most)}"
        largest = most
    return _Raise(None, smallest, largest, small_words, large_words)


def _no_reopen_words(state: _State, seat: _Seat, needed: str) -> str:
    faced = state.current_bet - (seat.acted_at or 0)
    write = state.write
    return (
        f"seat {seat.seat} acted at {write(seat.acted_at or 0)} and faces {write(faced)} more, "
        f"less than {needed}: the betting is not reopened, so seat {seat.seat} may only call "
        "or fold"
    )


def _turn(state: _State, seat: _Seat) -> Turn:
    to_call = state.current_bet - seat.put_in
    most = seat.total_possible()
    write = state.write
    if to_call == 0:
        call_words = f"seat {seat.seat} may check"
    elif most is not None and most <= state.current_bet:
        to_call = most - seat.put_in
        call_words = f"seat {seat.seat} calls all-in for {write(to_call)} more"
    else:
        call_words = f"seat {seat.seat} calls {write(to_call)} (to {write(state.current_bet)})"
    limits = _raise_limits(state, seat)
    return Turn(
        seat.seat,
        to_call,
        call_words,
        limits.no_raise is None,
        limits.smallest,
        limits.largest,
        limits.smallest_words,
        limits.largest_words,
        limits.no_raise,
        limits.cap_lifted,
    )


def _apply(state: _State, seat: _Seat, action: Action, turn: Turn) -> None:
    move, amount = action.move, action.amount
    current = state.current_bet
    most = seat.total_possible()
    write = state.write
    said = action.words(write)
    if move is Move.ALL_IN:
        if most is None:
            if amount is None:
                raise BettingError(
                    f"seat {seat.seat}: all-in needs an amount (its stack is not counted)"
                )
            most = amount
        elif amount is not None and amount != most:
            raise BettingError(
                f"seat {seat.seat}: all-in {write(amount)} is not its {write(most)} in all"
            )
        if most <= seat.put_in:
            raise BettingError(
                f"seat {seat.seat}: all-in {write(most)}: it has nothing more to put in"
            )
        if most <= current:
            paid = most - seat.put_in
            seat.put(most)
            seat.stack = 0
            state.pot_words.append(f"call {write(paid)}")
            state.record(seat, f"all-in {write(most)} (a call)", False)
            return
        if not turn.may_raise:
            raise BettingError(
                f"seat {seat.seat}: all-in {write(most)} is a raise, and {turn.smallest_words}"
            )
        if turn.largest_raise_to is not None and most > turn.largest_raise_to:
            raise BettingError(
                f"seat {seat.seat}: all-in {write(most)} is more than the largest "
                f"{'raise' if current else 'bet'}, to {write(turn.largest_raise_to)}"
            )
        state.pot_words.append(f"all-in {write(most)}")
        state.raise_by(seat, most, f"all-in {write(most)}", all_in=True)
        return
    if move is Move.FOLD:
        seat.folded = True
        state.record(seat, "fold", False)
        return
    if move is Move.CHECK:
        if current > seat.put_in:
            raise BettingError(
                f"seat {seat.seat}: check, but there is {write(current - seat.put_in)} to call"
            )
        state.record(seat, "check", False)
        return
    if move is Move.CALL:
        if current == seat.put_in:
            raise BettingError(f"seat {seat.seat}: call, but there is nothing to call: check")
        to = current if most is None else min(current, most)
        paid = to - seat.put_in
        seat.put(to)
        state.pot_words.append(f"call {write(paid)}")
        call = f"call {write(paid)}" if to == current else f"all-in call {write(paid)}"
        state.record(seat, call, False)
        return
    assert amount is not None
    if move is Move.BET and current:
        raise BettingError(
            f"seat {seat.seat}: {said}, but there is a bet of {write(current)}: call or raise"
        )
    if move is Move.RAISE and not current:
        raise BettingError(f"seat {seat.seat}: {said}, but there is no bet: bet")
    if most is not None and amount > most:
        raise BettingError(f"seat {seat.seat}: {said}, but it has {write(most)} in all")
    if not turn.may_raise:
        raise BettingError(f"seat {seat.seat}: {said}: {turn.smallest_words}")
    all_in = most is not None and amount == most
    assert turn.smallest_raise_to is not None
    if amount < turn.smallest_raise_to and not all_in:
        raise BettingError(f"seat {seat.seat}: {said} is too small: {turn.smallest_words}")
    if turn.largest_raise_to is not None and amount > turn.largest_raise_to:
        raise BettingError(f"seat {seat.seat}: {said} is too much: {turn.largest_words}")
    state.pot_words.append(said)
    state.raise_by(seat, amount, said)


def follow_action(betting_round: BettingRound, write: WriteAmount = str) -> FollowedRound:
    """Follow the round's actions in order; each is checked against the rules. The words
    (and the errors) write each amount with ``write``.

    >>> rules = BettingRules(Structure.NO_LIMIT, small_blind=1, big_blind=2)
    >>> game = BettingRound(rules, (SeatStack(1), SeatStack(2), SeatStack(3, 30)), button=1,
    ...     street=Street.FLOP, actions=(Action(2, Move.BET, 20), Action(3, Move.ALL_IN)))
    >>> turn = follow_action(game).turn
    >>> turn.seat, turn.to_call, turn.may_raise
    (1, 30, True)
    >>> follow_action(game.with_action(Action(1, Move.CALL))).turn.may_raise
    False
    >>> follow_action(game.with_action(Action(1, Move.RAISE, 40)))
    Traceback (most recent call last):
    ...
    dealer_app.model.room.betting.BettingError: action 3: seat 1: raise to 40 is too small: \
the largest full bet or raise is 20 (bet 20), so the smallest raise is to 50 (30 + 20)
    """
    rules = betting_round.rules
    seats = _clockwise(betting_round.seats, betting_round.button)
    state = _State(
        rules,
        betting_round.street,
        [_Seat(seat.seat, seat.stack) for seat in seats],
        betting_round.pot,
        full_size=rules.big_blind,
        full_words=f"the big blind of {write(rules.big_blind)}",
        write=write,
    )
    if betting_round.pot or betting_round.street is not Street.PREFLOP:
        state.pot_words.append(f"pot {write(betting_round.pot)}")
    start = _post_forced(state)
    by_number = {seat.seat: seat for seat in state.order}
    index = _next_index(state, start)
    for number, action in enumerate(betting_round.actions, 1):
        seat = by_number.get(action.seat)
        if seat is None:
            raise BettingError(f"action {number}: seat {action.seat} is not in the round")
        if index is None:
            raise BettingError(
                f"action {number}: seat {action.seat} {action.words(write)}: the round is over"
            )
        to_act = state.order[index]
        if seat is not to_act:
            raise BettingError(
                f"action {number}: seat {action.seat} acts out of turn: seat {to_act.seat} is "
                "to act"
            )
        try:
            _apply(state, seat, action, _turn(state, seat))
        except BettingError as error:
            raise BettingError(f"action {number}: {error}") from None
        seat.acted_at = state.current_bet
        index = _next_index(state, (index + 1) % len(state.order))
    turn = None if index is None else _turn(state, state.order[index])
    if turn is None:
        live = state.live
        over = (
            f"seat {live[0].seat} wins the pot: every other seat folded"
            if len(live) == 1
            else "the round is over: every bet is called"
        )
    else:
        over = ""
    return FollowedRound(
        betting_round,
        tuple(state.steps),
        tuple(
            SeatPutIn(seat.seat, seat.put_in, seat.ante, seat.folded, seat.all_in, seat.stack)
            for seat in sorted(state.order, key=lambda seat: seat.seat)
        ),
        state.pot,
        state.current_bet,
        turn,
        over,
    )
