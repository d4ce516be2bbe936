"""The games: each one a small rule over the evaluator core.

A game says how many cards a seat shows, whether there is a board, which cards may
combine, whether it plays for high, for low or both, and how an odd chip is given out.

>>> rules = game_rules("omaha8")
>>> rules.title, rules.hole_cards, rules.low
('Omaha Hi-Lo 8 or Better', 4, <LowRule.EIGHT_OR_BETTER: 'eight_or_better'>)
>>> seat = rules.evaluate(parse_cards("Ac 2c Kd Kh"), parse_cards("3h 5s 8d Kc Jc"))
>>> seat.high.name, seat.low.name
('Three of a Kind, Kings, Jack-Eight kickers', 'Low: 8-5-3-2-A')
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import TYPE_CHECKING, Protocol, TypeVar

from dealer_app.model.cards import FULL_DECK, Card, Rank, parse_cards
from dealer_app.model.hands.strength import STANDARD_RULES, EvaluationError, HouseRules, LowKind

if TYPE_CHECKING:
    # The evaluators make the hands, loaded with the first hand evaluated: the table's
    # games are known, and its first window shown, before.
    from dealer_app.model.hands.evaluated import HighHand, LowHand

__all__ = [
    "GAMES",
    "THREE_FIVE_SEVEN_STAGES",
    "Game",
    "GameRules",
    "LowRule",
    "OddChipOrder",
    "SeatEvaluation",
    "UnknownGameError",
    "game_rules",
]


class UnknownGameError(ValueError):
    """A game name the app does not know."""


class Game(StrEnum):
    """The games, by the names used in scenario files."""

    HOLDEM = "holdem"
    OMAHA = "omaha"
    OMAHA8 = "omaha8"
    STUD = "stud"
    STUD8 = "stud8"
    RAZZ = "razz"
    DRAW = "draw"
    GUTS2 = "guts2"
    GUTS3 = "guts3"
    GUTS21 = "guts21"
    GUTS422 = "guts422"
    GUTS423 = "guts423"
    GUTS357 = "guts357"
    DEUCE7 = "deuce7"
    ACE5 = "ace5"
    BADUGI = "badugi"
    BADEUCY = "badeucy"
    BADACEY = "badacey"
    OMAHA5 = "omaha5"
    BIGO = "bigo"
    STUDHILO = "studhilo"
    HOLDEM8 = "holdem8"
    RAZZDUGI = "razzdugi"


class LowRule(Enum):
    """Whether a game plays for low, and with which qualifier."""

    NONE = "none"
    EIGHT_OR_BETTER = "eight_or_better"
    ANY = "any"


class OddChipOrder(Enum):
    """How tied winners are ordered for odd chips."""

    BUTTON = "button"
    """First tied winner clockwise from the button, then the next."""
    STUD_CARDS = "stud_cards"
    """Highest card by suit for high, lowest card by suit for low."""


class _Combine(Enum):
    ANY = "any"
    OMAHA = "omaha"
    GUTS = "guts"
    GUTS_PLAIN = "guts_plain"
    """Three-card guts with only trips, pairs and high cards (no straights or flushes)."""


# Members read from the module: an Enum member read through its class is slow, and every
# seat's evaluation asks these.
_OMAHA, _GUTS, _NO_LOW = _Combine.OMAHA, _Combine.GUTS, LowRule.NONE


@dataclass(frozen=True)
class SeatEvaluation:
    """What one seat's cards make: a high hand, a low hand, or both (``None`` when not).

    ``high`` is the hand for the pot's first half: a poker high hand, or in the split games
    of a five-card and a four-card hand (badeucy, badacey, razzdugi) the five-card low.
    """

    high: HighHand | LowHand | None
    low: LowHand | None


@dataclass(frozen=True)
class GameRules:
    """The rules of one game that the evaluator and the split need."""

    game: Game
    title: str
    hole_cards: int
    board_cards: int
    high: bool
    low: LowRule
    odd_chip: OddChipOrder
    combine: _Combine = _Combine.ANY
    wild: frozenset[Rank] = frozenset()
    """Ranks the game itself makes wild (deuces in 4-2-2), on top of the house's."""
    low_kind: LowKind = LowKind.ACE_TO_FIVE
    """How the low hand plays: A-5, deuce-to-seven or badugi."""
    high_kind: LowKind | None = None
    """When set, the first half is not a high hand but this low (badeucy's deuce-to-seven,
    badacey's ace-to-five, razzdugi's razz): the five-card half, which takes the halving's
    odd unit as a high half does."""
    halves: tuple[str, ...] = ()
    """What the two halves are called when they are not high and low: (first, second)."""

    def __hash__(self) -> int:
        # One set of rules per game: the game alone is a good hash, and a cheap one (the
        # showdown looks evaluations up by the rules).
        return hash(self.game)

    @property
    def half_names(self) -> tuple[str, str]:
        """What the dealer calls the two halves of a split pot: high and low, or the games'
        names where the halves are named (badeucy's deuce-to-seven and badugi).

        >>> game_rules("badeucy").half_names, game_rules("omaha8").half_names
        (('deuce-to-seven', 'badugi'), ('high', 'low'))
        """
        if self.halves:
            return self.halves[0], self.halves[1]
        return "high", "low"

    @property
    def uses_button(self) -> bool:
        """True for games that give odd chips clockwise from the button."""
        return self.odd_chip is OddChipOrder.BUTTON

    @property
    def high_half_by_lowest_card(self) -> bool:
        """True when tied winners of the first half take odd chips by their lowest card
        (razzdugi: both halves are lows)."""
        return self.high_kind is not None

    @property
    def has_board(self) -> bool:
        """True for games with community cards."""
        return self.board_cards > 0

    def fewest_cards_dealt(self, hands: int, boards: int = 1) -> int:
        """The fewest cards ``hands`` hands shown in full and ``boards`` boards take from
        the deck: a board run again shares the cards turned before it is run, and adds its
        river at least.

        >>> game_rules("studhilo").fewest_cards_dealt(8)
        56
        >>> game_rules("bigo").fewest_cards_dealt(10)
        55
        >>> game_rules("bigo").fewest_cards_dealt(9, boards=2)
        51
        """
        return hands * self.hole_cards + (self.board_cards + boards - 1 if boards else 0)

    @property
    def hands_a_deck_deals(self) -> int:
        """The most hands one deck deals in full with one board: seven in the stud games,
        nine in five-card Omaha and Big O.

        >>> game_rules("stud").hands_a_deck_deals, game_rules("holdem").hands_a_deck_deals
        (7, 23)
        """
        return (len(FULL_DECK) - self.board_cards) // self.hole_cards

    @property
    def two_hole_cards_exactly(self) -> bool:
        """True for Omaha games: a hand is exactly two hole cards and three of the board."""
        return self.combine is _Combine.OMAHA

    @property
    def is_split(self) -> bool:
        """True for high-low games, whose pots are halved first."""
        return self.high and self.low is not LowRule.NONE

    def evaluate(
        self,
        hole: Sequence[Card],
        board: Sequence[Card] = (),
        house: HouseRules = STANDARD_RULES,
    ) -> SeatEvaluation:
        """Evaluate one seat's shown cards (and the board) under this game's rules.

        >>> game_rules("razz").evaluate(parse_cards("Kc Kd 6h 4s 3c 2d Ah")).low.name
        'Low: 6-4-3-2-A'
        """
        hole, board = parse_cards(hole), parse_cards(board)
        if len(hole) != self.hole_cards:
            raise EvaluationError(
                f"{self.title} needs {self.hole_cards} cards per seat, got {len(hole)}"
            )
        if not self.has_board and board:
            raise EvaluationError(f"{self.title} has no board, got {len(board)} board cards")
        if self.has_board and not 3 <= len(board) <= self.board_cards:
            raise EvaluationError(
                f"{self.title} needs 3 to {self.board_cards} board cards, got {len(board)}"
            )
        if board and not set(hole).isdisjoint(board):
            parse_cards((*hole, *board))  # names the card used twice
        return self.evaluate_unchecked(hole, board, house)

    def evaluate_unchecked(
        self, hole: tuple[Card, ...], board: tuple[Card, ...], house: HouseRules
    ) -> SeatEvaluation:
        """:meth:`evaluate` without checking the cards: the speed path.

        The caller promises what :meth:`evaluate` checks: each card once, as many hole
        cards as the game has, a board of 3 to its full size (none without one). A scenario
        checks its cards when it is built, so the showdown and batch paths come in here;
        wrong cards give a wrong answer or a plain Python error, never a clear message.
        """
        if self.wild and not self.wild <= house.wild:
            house = dataclasses.replace(house, wild=house.wild | self.wild)
        high = self._high_evaluator(hole, board, house) if self.high else None
        low_evaluator = self._low_evaluator
        low = low_evaluator(hole, board, house) if low_evaluator is not None else None
        return SeatEvaluation(high=high, low=low)

    def evaluate_half_unchecked(
        self, hole: tuple[Card, ...], board: tuple[Card, ...], house: HouseRules, *, second: bool
    ) -> HighHand | LowHand | None:
        """The hand of one half only (``second``: the low or badugi half) of exactly these
        cards, unchecked as :meth:`evaluate_unchecked`: whether other cards a seat names make
        the same hand.

        >>> rules = game_rules("razzdugi")
        >>> rules.evaluate_half_unchecked(parse_cards("Ac 2d 3h 4s 5d"), (), STANDARD_RULES,
        ...                               second=False).name
        'Wheel (5-4-3-2-A)'
        """
        if self.wild and not self.wild <= house.wild:
            house = dataclasses.replace(house, wild=house.wild | self.wild)
        if second:
            low_evaluator = self._low_evaluator
            return low_evaluator(hole, board, house) if low_evaluator is not None else None
        return self._high_evaluator(hole, board, house) if self.high else None

    def __getstate__(self) -> dict[str, object]:
        # The evaluators chosen are functions of this module's own: a copy chooses its own.
        state = dict(self.__dict__)
        state.pop("_high_evaluator", None)
        state.pop("_low_evaluator", None)
        return state

    # The evaluators are chosen, and loaded, with the game's first hand evaluated: a table
    # just laid out, which names the games, needs none of them; every hand after that goes
    # straight to its game's evaluator.

    @functools.cached_property
    def _high_evaluator(self) -> _Evaluator[HighHand | LowHand]:
        if self.high_kind is not None:
            return _lowball_evaluator(self, self.high_kind, lowball_names=True)
        if self.combine is _OMAHA:
            from dealer_app.model.hands.omaha import best_omaha_high_unchecked

            return best_omaha_high_unchecked
        if self.combine is _GUTS or self.combine is _Combine.GUTS_PLAIN:
            from dealer_app.model.hands.guts import best_guts_unchecked

            straights_and_flushes = self.combine is _GUTS

            def guts(hole: Cards, board: Cards, house: HouseRules) -> HighHand:
                return best_guts_unchecked(hole, house, straights_and_flushes=straights_and_flushes)

            return guts
        from dealer_app.model.hands.high import best_high_unchecked, board_cards_play

        def high(hole: Cards, board: Cards, house: HouseRules) -> HighHand:
            return board_cards_play(best_high_unchecked((*hole, *board), house), board, house)

        return high

    @functools.cached_property
    def _low_evaluator(self) -> _Evaluator[LowHand | None] | None:
        if self.low is _NO_LOW:
            return None
        if self.combine is _OMAHA:
            from dealer_app.model.hands.omaha import best_omaha_low_unchecked

            return best_omaha_low_unchecked
        if self.low is LowRule.EIGHT_OR_BETTER:
            from dealer_app.model.hands.low import best_low_unchecked

            def eight_or_better(hole: Cards, board: Cards, house: HouseRules) -> LowHand | None:
                return best_low_unchecked((*hole, *board), True, house)

            return eight_or_better
        # A high-low game's low half reads as a low ("Low: 8-5-3-2-A"); a game of lows alone
        # names its hands as a lowball dealer does, but razz, dealt before the lowball games
        # joined, keeps the names it has always reported (the format keeps a game's output).
        lowball_names = not self.high and self.game is not Game.RAZZ
        return _lowball_evaluator(self, self.low_kind, lowball_names=lowball_names)


Cards = tuple[Card, ...]
_Hand = TypeVar("_Hand", covariant=True)


class _Evaluator(Protocol[_Hand]):
    """One game's evaluator for one half: (hole cards, board, house rules) -> the hand."""

    def __call__(self, hole: Cards, board: Cards, house: HouseRules, /) -> _Hand: ...


def _lowball_evaluator(
    rules: GameRules, kind: LowKind, *, lowball_names: bool = True
) -> _Evaluator[LowHand]:
    """A low of ``kind`` with no qualifier: five cards of ace-to-five or deuce-to-seven as
    they are, the best badugi of any four, the best razz low of any five.

    With ``lowball_names`` an ace-to-five low of more cards than five (razzdugi's razz half)
    is named as ace-to-five names its hands (``"Six-four low (6-4-3-2-A)"``): the same
    ranking, said the same way; without it (stud high-low's low half) as a low half reads.
    """
    if kind is LowKind.ACE_TO_FIVE:
        from dealer_app.model.hands.low import best_low_unchecked
        from dealer_app.model.hands.lowball import ace_to_five_unchecked
        from dealer_app.model.hands.words import ace_to_five_name

        def ace_to_five(hole: Cards, board: Cards, house: HouseRules) -> LowHand:
            cards = (*hole, *board)
            if len(cards) == 5 and not house.wild:
                return ace_to_five_unchecked(cards)
            low = best_low_unchecked(cards, False, house)
            assert low is not None  # without a qualifier there is always a low
            if lowball_names:
                return dataclasses.replace(low, name=ace_to_five_name(low.strength))
            return low

        return ace_to_five

    def no_wild_cards(house: HouseRules) -> None:
        if house.wild:
            raise EvaluationError(f"wild cards do not play in {rules.title}")

    if kind is LowKind.DEUCE_TO_SEVEN:
        from dealer_app.model.hands.lowball import deuce_to_seven_unchecked

        def deuce_to_seven(hole: Cards, board: Cards, house: HouseRules) -> LowHand:
            no_wild_cards(house)
            return deuce_to_seven_unchecked((*hole, *board))

        return deuce_to_seven
    from dealer_app.model.hands.badugi import best_badugi_unchecked

    aces_high = kind is LowKind.BADUGI_ACES_HIGH

    def badugi(hole: Cards, board: Cards, house: HouseRules) -> LowHand:
        no_wild_cards(house)
        return best_badugi_unchecked((*hole, *board), aces_high)

    return badugi


_BUTTON, _STUD = OddChipOrder.BUTTON, OddChipOrder.STUD_CARDS
_ANY, _EIGHT = LowRule.ANY, LowRule.EIGHT_OR_BETTER
_DEUCE_TO_SEVEN, _ACE_TO_FIVE = LowKind.DEUCE_TO_SEVEN, LowKind.ACE_TO_FIVE
_BADUGI = LowKind.BADUGI
_TWOS = frozenset({Rank.TWO})

THREE_FIVE_SEVEN_STAGES: dict[int, GameRules] = {
    1: GameRules(
        Game.GUTS357,
        "Three-Five-Seven, stage one",
        3,
        0,
        True,
        LowRule.NONE,
        _BUTTON,
        _Combine.GUTS_PLAIN,
        frozenset({Rank.THREE}),
    ),
    2: GameRules(
        Game.GUTS357,
        "Three-Five-Seven, stage two",
        5,
        0,
        True,
        LowRule.NONE,
        _BUTTON,
        wild=frozenset({Rank.FIVE}),
    ),
    3: GameRules(
        Game.GUTS357,
        "Three-Five-Seven, stage three",
        7,
        0,
        True,
        LowRule.NONE,
        _BUTTON,
        wild=frozenset({Rank.SEVEN}),
    ),
}
"""Three-five-seven's stages: three cards, threes wild, trips, pairs and high cards only;
five cards, fives wild; seven cards (best five), sevens wild."""

GAMES: dict[Game, GameRules] = {
    rules.game: rules
    for rules in (
        GameRules(Game.HOLDEM, "Texas Hold'em", 2, 5, True, LowRule.NONE, _BUTTON),
        GameRules(Game.OMAHA, "Omaha", 4, 5, True, LowRule.NONE, _BUTTON, _Combine.OMAHA),
        GameRules(
            Game.OMAHA8,
            "Omaha Hi-Lo 8 or Better",
            4,
            5,
            True,
            LowRule.EIGHT_OR_BETTER,
            _BUTTON,
            _Combine.OMAHA,
        ),
        GameRules(Game.STUD, "Seven-Card Stud", 7, 0, True, LowRule.NONE, _STUD),
        GameRules(
            Game.STUD8,
            "Seven-Card Stud Hi-Lo 8 or Better",
            7,
            0,
            True,
            LowRule.EIGHT_OR_BETTER,
            _STUD,
        ),
        GameRules(Game.RAZZ, "Razz", 7, 0, False, LowRule.ANY, _STUD),
        GameRules(Game.DRAW, "Five-Card Draw", 5, 0, True, LowRule.NONE, _BUTTON),
        GameRules(Game.GUTS2, "Two-Card Guts", 2, 0, True, LowRule.NONE, _BUTTON, _Combine.GUTS),
        GameRules(Game.GUTS3, "Three-Card Guts", 3, 0, True, LowRule.NONE, _BUTTON, _Combine.GUTS),
        GameRules(Game.GUTS21, "Two Plus One", 3, 0, True, LowRule.NONE, _BUTTON, _Combine.GUTS),
        GameRules(Game.GUTS422, "Four-Two-Two", 6, 0, True, LowRule.NONE, _BUTTON, wild=_TWOS),
        GameRules(Game.GUTS423, "Four-Two-Three", 4, 3, True, LowRule.NONE, _BUTTON, wild=_TWOS),
        # The mixed games of a dealer's audition (scenario-format.md says each one).
        GameRules(
            Game.DEUCE7,
            "Deuce-to-Seven Lowball",
            5,
            0,
            False,
            _ANY,
            _BUTTON,
            low_kind=_DEUCE_TO_SEVEN,
        ),
        GameRules(Game.ACE5, "Ace-to-Five Lowball", 5, 0, False, _ANY, _BUTTON),
        GameRules(Game.BADUGI, "Badugi", 4, 0, False, _ANY, _BUTTON, low_kind=_BADUGI),
        GameRules(
            Game.BADEUCY,
            "Badeucy",
            5,
            0,
            True,
            _ANY,
            _BUTTON,
            low_kind=LowKind.BADUGI_ACES_HIGH,
            high_kind=_DEUCE_TO_SEVEN,
            halves=("deuce-to-seven", "badugi"),
        ),
        GameRules(
            Game.BADACEY,
            "Badacey",
            5,
            0,
            True,
            _ANY,
            _BUTTON,
            low_kind=_BADUGI,
            high_kind=_ACE_TO_FIVE,
            halves=("ace-to-five", "badugi"),
        ),
        GameRules(
            Game.OMAHA5, "Five-Card Omaha", 5, 5, True, LowRule.NONE, _BUTTON, _Combine.OMAHA
        ),
        GameRules(Game.BIGO, "Big O", 5, 5, True, _EIGHT, _BUTTON, _Combine.OMAHA),
        GameRules(Game.STUDHILO, "Seven-Card Stud Hi-Lo, no qualifier", 7, 0, True, _ANY, _STUD),
        GameRules(Game.HOLDEM8, "Hold'em Hi-Lo 8 or Better", 2, 5, True, _EIGHT, _BUTTON),
        GameRules(
            Game.RAZZDUGI,
            "Razzdugi",
            7,
            0,
            True,
            _ANY,
            _STUD,
            low_kind=_BADUGI,
            high_kind=_ACE_TO_FIVE,
            halves=("razz", "badugi"),
        ),
        # Without guts money (no stage), a three-five-seven hand is read as its last stage.
        GameRules(
            Game.GUTS357,
            "Three-Five-Seven",
            7,
            0,
            True,
            LowRule.NONE,
            _BUTTON,
            wild=frozenset({Rank.SEVEN}),
        ),
    )
}
"""Every game, by its :class:`Game`."""

# A Game is a StrEnum, so a member and its name both find the rules here.
_RULES_BY_NAME: dict[str, GameRules] = {game.value: rules for game, rules in GAMES.items()}


def game_rules(game: Game | str) -> GameRules:
    """Return the rules of a game by its name.

    >>> game_rules("holdem").title
    "Texas Hold'em"
    >>> try:
    ...     game_rules("bridge")
    ... except UnknownGameError as error:
    ...     print(error)
    unknown game "bridge" (one of: holdem, omaha, omaha8, stud, stud8, razz, draw, guts2, ...)
    """
    try:
        return _RULES_BY_NAME[game]
    except (KeyError, TypeError):
        names = ", ".join(g.value for g in Game)
        raise UnknownGameError(f'unknown game "{game}" (one of: {names})') from None
