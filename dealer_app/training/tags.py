"""What a training spot trains: the tags, each one a predicate over the resolved showdown.

Every tag is decided from the :class:`~dealer_app.model.showdown.result.Result` of
:func:`~dealer_app.model.showdown.resolve.resolve` (and the scenario it carries), never from how a
spot was made: a spot built to show a counterfeited kicker is tagged so only when the
showdown really has such a tie, and a random spot carries every tag true of it.

>>> from dealer_app.model.showdown.scenario import Scenario, SeatEntry
>>> from dealer_app.model.showdown.resolve import resolve
>>> spot = Scenario.of("holdem", [SeatEntry.of(1, "Ac Qd", committed=200),
...                               SeatEntry.of(2, "Ah 2s", committed=200)],
...                    board="As 5d 8h 8c Kd", button=2)
>>> sorted(tags_of(resolve(spot)))
['counterfeited-kicker']

Choices where the issue's words leave room:

- Hold'em tags (the board playing, counterfeits, a straight, flush or quads on the board) are
  hold'em only: in Omaha the board never plays by itself, which is what the two Omaha tags
  train.
- ``counterfeited-kicker``: tied hold'em winners whose hole cards differ in rank (so the
  hole cards alone would have told them apart), where at least one of them plays a hole
  card (when they all play the board, ``board-plays`` says it).
- ``counterfeited-two-pair``: a tie at two pair where a winner's own pair (a pocket pair, or
  a hole card pairing the board) is not one of the two pairs that play.
- ``omaha-two-plus-three``: a seat whose cards, taken any way as in hold'em, would make a
  better category than the two-plus-three hand it really has.
- ``omaha8-counterfeited-low``: a seat holding two low cards of different ranks, with three
  low cards on the board, that has no low.
- ``stud-odd-chip-by-suit``: an odd chip shared out among tied stud winners (the halving
  unit that a lone high hand takes is not given by a card).
- ``split-by-colour``: a split between seats whose procedure evens a colour up with lower
  chips or changes chips at the rack.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping

from dealer_app.model.cards import Card, Rank
from dealer_app.model.hands.evaluated import LowHand
from dealer_app.model.hands.games import GAMES, Game
from dealer_app.model.hands.high import best_high, five_card_strength
from dealer_app.model.hands.low import EIGHT_OR_BETTER_RANKS
from dealer_app.model.hands.strength import Category, LowKind
from dealer_app.model.showdown.result import PotResult, Result, SeatHand, Winners
from dealer_app.model.showdown.steps import StepKind

__all__ = [
    "HOLDEM_ONLY",
    "TAGS",
    "TAG_GAMES",
    "TAG_PREDICATES",
    "TAG_TITLES",
    "TRAINING_GAMES",
    "TagError",
    "check_tags",
    "games_for_tag",
    "is_ace_high_in_deuce7",
    "is_badugi_duplicate_suit",
    "is_badugi_size_wins",
    "is_board_plays",
    "is_counterfeited_kicker",
    "is_counterfeited_two_pair",
    "is_dead_money",
    "is_five_card_omaha_two_only",
    "is_flush_on_board",
    "is_hilo_scoop",
    "is_lowball_straight_counts",
    "is_odd_chip_heads_up",
    "is_odd_chip_wraps",
    "is_omaha8_counterfeited_low",
    "is_omaha8_quartered",
    "is_omaha_board_flush",
    "is_omaha_two_plus_three",
    "is_quads_on_board",
    "is_side_pots",
    "is_split_by_colour",
    "is_split_game_scoop",
    "is_straight_on_board",
    "is_stud_odd_chip_by_suit",
    "is_three_way_tie",
    "is_uncalled_bet",
    "tags_of",
]


class TagError(ValueError):
    """A tag name the training mode does not know, or one no chosen game can produce."""


TAGS: tuple[str, ...] = (
    "board-plays",
    "counterfeited-kicker",
    "counterfeited-two-pair",
    "straight-on-board",
    "flush-on-board",
    "quads-on-board",
    "omaha-board-flush",
    "omaha-two-plus-three",
    "omaha8-quartered",
    "omaha8-counterfeited-low",
    "hilo-scoop",
    "three-way-tie",
    "odd-chip-wraps",
    "odd-chip-heads-up",
    "stud-odd-chip-by-suit",
    "side-pots",
    "dead-money",
    "uncalled-bet",
    "split-by-colour",
    "lowball-straight-counts",
    "ace-high-in-deuce7",
    "badugi-size-wins",
    "badugi-duplicate-suit",
    "split-game-scoop",
    "five-card-omaha-two-only",
)
"""The tags, in the order the training mode lists them."""

TAG_TITLES: Mapping[str, str] = {
    "board-plays": "The board plays",
    "counterfeited-kicker": "Counterfeited kicker",
    "counterfeited-two-pair": "Counterfeited two pair",
    "straight-on-board": "Straight on the board",
    "flush-on-board": "Flush on the board",
    "quads-on-board": "Quads on the board",
    "omaha-board-flush": "Omaha: four of a suit on the board",
    "omaha-two-plus-three": "Omaha: two from the hand, three from the board",
    "omaha8-quartered": "Omaha-8: quartered",
    "omaha8-counterfeited-low": "Omaha-8: counterfeited low",
    "hilo-scoop": "High-low scoop",
    "three-way-tie": "Three-way tie",
    "odd-chip-wraps": "Odd chip past the last seat",
    "odd-chip-heads-up": "Odd chip heads-up",
    "stud-odd-chip-by-suit": "Stud odd chip by suit",
    "side-pots": "Side pots",
    "dead-money": "Dead money",
    "uncalled-bet": "Uncalled bet",
    "split-by-colour": "Split by colour",
    "lowball-straight-counts": "Deuce-to-seven: a straight or flush counts",
    "ace-high-in-deuce7": "Deuce-to-seven: the ace is high",
    "badugi-size-wins": "Badugi: four cards beat three",
    "badugi-duplicate-suit": "Badugi: two of a suit, the higher does not play",
    "split-game-scoop": "Badeucy, badacey, razzdugi: scoop",
    "five-card-omaha-two-only": "Five-card Omaha: two from the hand only",
}
"""How a dealer names each tag."""

TRAINING_GAMES = tuple(Game)
"""The games the spot generator deals: every game, the mixed games of a dealer's audition
(lowball, badugi, badeucy and the rest) too."""

_BUTTON_GAMES = tuple(game for game in Game if GAMES[game].uses_button)
"""The games whose odd chip goes clockwise from the button (:func:`is_odd_chip_wraps`)."""
_STUD_GAMES = (Game.STUD, Game.STUD8, Game.RAZZ)
_HILO_GAMES = (Game.OMAHA8, Game.STUD8)
HOLDEM_ONLY = (Game.HOLDEM,)
_DEUCE_TO_SEVEN_GAMES = (Game.DEUCE7, Game.BADEUCY)
_BADUGI_GAMES = (Game.BADUGI, Game.BADEUCY, Game.BADACEY, Game.RAZZDUGI)
_SPLIT_GAMES = (Game.BADEUCY, Game.BADACEY, Game.RAZZDUGI)
_FIVE_CARD_OMAHA = (Game.OMAHA5, Game.BIGO)

TAG_GAMES: Mapping[str, tuple[Game, ...]] = {
    "board-plays": HOLDEM_ONLY,
    "counterfeited-kicker": HOLDEM_ONLY,
    "counterfeited-two-pair": HOLDEM_ONLY,
    "straight-on-board": HOLDEM_ONLY,
    "flush-on-board": HOLDEM_ONLY,
    "quads-on-board": HOLDEM_ONLY,
    "omaha-board-flush": (Game.OMAHA, Game.OMAHA8),
    "omaha-two-plus-three": (Game.OMAHA, Game.OMAHA8),
    "omaha8-quartered": (Game.OMAHA8,),
    "omaha8-counterfeited-low": (Game.OMAHA8,),
    "hilo-scoop": _HILO_GAMES,
    "three-way-tie": TRAINING_GAMES,
    "odd-chip-wraps": _BUTTON_GAMES,
    "odd-chip-heads-up": TRAINING_GAMES,
    "stud-odd-chip-by-suit": _STUD_GAMES,
    "side-pots": TRAINING_GAMES,
    "dead-money": TRAINING_GAMES,
    "uncalled-bet": TRAINING_GAMES,
    "split-by-colour": TRAINING_GAMES,
    "lowball-straight-counts": _DEUCE_TO_SEVEN_GAMES,
    "ace-high-in-deuce7": _DEUCE_TO_SEVEN_GAMES,
    "badugi-size-wins": _BADUGI_GAMES,
    "badugi-duplicate-suit": (Game.BADUGI,),
    "split-game-scoop": _SPLIT_GAMES,
    "five-card-omaha-two-only": _FIVE_CARD_OMAHA,
}
"""The games in which each tag can happen."""


def games_for_tag(tag: str) -> tuple[Game, ...]:
    """The games that can produce ``tag``; :class:`TagError` for an unknown tag.

    >>> [game.value for game in games_for_tag("hilo-scoop")]
    ['omaha8', 'stud8']
    """
    try:
        return TAG_GAMES[tag]
    except KeyError:
        raise TagError(f'unknown tag "{tag}" (one of: {", ".join(TAGS)})') from None


def check_tags(tags: Iterable[str], games: Iterable[Game]) -> None:
    """Refuse an unknown tag, or a tag that none of ``games`` can produce (naming it).

    >>> check_tags(["hilo-scoop"], [Game.HOLDEM])
    Traceback (most recent call last):
    ...
    dealer_app.training.tags.TagError: tag "hilo-scoop" cannot happen in Texas Hold'em \
(it needs one of: omaha8, stud8)
    """
    chosen = tuple(games)
    for tag in tags:
        possible = games_for_tag(tag)
        if chosen and not set(possible) & set(chosen):
            named = ", ".join(GAMES[game].title for game in chosen)
            needs = ", ".join(game.value for game in possible)
            raise TagError(f'tag "{tag}" cannot happen in {named} (it needs one of: {needs})')


# -- reading the result --------------------------------------------------------------------


def _contested(result: Result) -> Iterator[PotResult]:
    """The pots a showdown decides: not a returned bet, two or more seats eligible."""
    return (pot for pot in result.pots if not pot.returned and len(pot.eligible) >= 2)


def _decisions(pot: PotResult) -> Iterator[Winners]:
    """Who won each decided part: every board's part when run more than once, else the pot."""
    if pot.runs:
        yield from (run.winners for run in pot.runs)
    else:
        yield pot.winners


def _hands(result: Result, board: int = 1) -> dict[int, SeatHand]:
    return {hand.seat: hand for hand in result.hands_on(board)}


def _hole(result: Result, seat: int) -> tuple[Card, ...]:
    return result.scenario.seat(seat).cards


def _game(result: Result) -> Game:
    return result.scenario.game


def _board_ranks(result: Result) -> Counter[Rank]:
    return Counter(card.rank for card in result.scenario.board)


def _high_ties(result: Result) -> Iterator[tuple[SeatHand, ...]]:
    """The groups of two or more seats tied for a high pot (first board)."""
    hands = _hands(result)
    for pot in _contested(result):
        winners = pot.runs[0].winners if pot.runs else pot.winners
        if len(winners.high) >= 2:
            yield tuple(hands[seat] for seat in winners.high)


def _board_category(result: Result) -> Category | None:
    board = result.scenario.board
    if len(board) != 5:
        return None
    return best_high(board).category


# -- the predicates -----------------------------------------------------------------------


def is_board_plays(result: Result) -> bool:
    """Hold'em: every winner of every contested pot plays the board (holds nothing better
    than the five board cards make by themselves)."""
    if _game(result) is not Game.HOLDEM or len(result.scenario.board) != 5:
        return False
    board = five_card_strength(result.scenario.board)
    hands = _hands(result)
    pots = list(_contested(result))
    return bool(pots) and all(
        _strength(hands[seat]) == board for pot in pots for seat in pot.winners.high
    )


def _strength(hand: SeatHand) -> int:
    return hand.high.strength if hand.high is not None else 0


def is_counterfeited_kicker(result: Result) -> bool:
    """Hold'em: a tie the hole cards alone would have broken (AQ v A2 on A-5-8-8-K)."""
    if _game(result) is not Game.HOLDEM:
        return False
    if len(result.scenario.board) != 5:
        return False
    board = five_card_strength(result.scenario.board)
    for tied in _high_ties(result):
        holes = {tuple(sorted(card.rank for card in _hole(result, h.seat))) for h in tied}
        plays_hole = any(_strength(hand) != board for hand in tied)
        if len(holes) > 1 and plays_hole:
            return True
    return False


def is_counterfeited_two_pair(result: Result) -> bool:
    """Hold'em: a two-pair tie where a winner's own pair does not play (66 v 44 on KTT7K)."""
    if _game(result) is not Game.HOLDEM:
        return False
    board_ranks = _board_ranks(result)
    for tied in _high_ties(result):
        if tied[0].category is not Category.TWO_PAIR:
            continue
        for hand in tied:
            best_ranks = Counter(card.rank for card in hand.best)
            playing_pairs = {rank for rank, n in best_ranks.items() if n == 2}
            hole_ranks = Counter(card.rank for card in _hole(result, hand.seat))
            own_pairs = {rank for rank, n in hole_ranks.items() if n == 2 or board_ranks[rank] >= 1}
            if own_pairs - playing_pairs:
                return True
    return False


def is_straight_on_board(result: Result) -> bool:
    """Hold'em: the five board cards make a straight (AA v AK on 9-7-5-6-8)."""
    return (
        _game(result) is Game.HOLDEM
        and any(True for _ in _contested(result))
        and _board_category(result) is Category.STRAIGHT
    )


def is_flush_on_board(result: Result) -> bool:
    """Hold'em: the five board cards are one suit (a hole card of it may beat it, or not)."""
    return (
        _game(result) is Game.HOLDEM
        and any(True for _ in _contested(result))
        and _board_category(result) is Category.FLUSH
    )


def is_quads_on_board(result: Result) -> bool:
    """Hold'em: four of a kind on the board, so the kicker decides."""
    return (
        _game(result) is Game.HOLDEM
        and any(True for _ in _contested(result))
        and 4 in _board_ranks(result).values()
    )


def is_omaha_board_flush(result: Result) -> bool:
    """Omaha: four or more of a suit on the board and a seat holding one of it has no flush."""
    if _game(result) not in (Game.OMAHA, Game.OMAHA8):
        return False
    suits = Counter(card.suit for card in result.scenario.board)
    flush_suits = {suit for suit, n in suits.items() if n >= 4}
    for hand in result.hands_on(1):
        held = Counter(card.suit for card in _hole(result, hand.seat))
        if any(held[suit] == 1 for suit in flush_suits) and hand.category not in (
            Category.FLUSH,
            Category.STRAIGHT_FLUSH,
        ):
            return True
    return False


def is_omaha_two_plus_three(result: Result) -> bool:
    """Omaha: a seat whose cards taken any way would make more than its real hand."""
    return _game(result) in (Game.OMAHA, Game.OMAHA8) and _looks_better_than_it_is(result)


def is_five_card_omaha_two_only(result: Result) -> bool:
    """Five-card Omaha or Big O: a seat whose hand looks made with three of its cards (three
    to a flush, a straight, a full house...) but whose real hand, two of its own and three of
    the board, is less."""
    return _game(result) in _FIVE_CARD_OMAHA and _looks_better_than_it_is(result)


def _looks_better_than_it_is(result: Result) -> bool:
    """A seat whose hole cards and board, taken any way as in hold'em, make a better
    category than its hand of exactly two hole cards and three of the board (of five hole
    cards, any three with the board: a hand that looks made with three of them)."""
    board = result.scenario.board
    for hand in result.hands_on(1):
        if hand.category is None:
            continue
        hole = _hole(result, hand.seat)
        looks = max(
            best_high((*cards, *board)).category
            for cards in itertools.combinations(hole, 3 if len(hole) == 5 else len(hole))
        )
        if looks > hand.category:
            return True
    return False


def is_omaha8_quartered(result: Result) -> bool:
    """Omaha-8: one seat wins the high alone and shares the low."""
    if _game(result) is not Game.OMAHA8:
        return False
    return any(
        len(winners.high) == 1 and winners.high[0] in winners.low and len(winners.low) >= 2
        for pot in _contested(result)
        for winners in _decisions(pot)
    )


_LOW_RANKS = frozenset(EIGHT_OR_BETTER_RANKS)


def is_omaha8_counterfeited_low(result: Result) -> bool:
    """Omaha-8: two low cards in the hand, three on the board, and no low after all."""
    if _game(result) is not Game.OMAHA8:
        return False
    board_lows = sum(1 for card in result.scenario.board if card.rank in _LOW_RANKS)
    if board_lows < 3:
        return False
    for hand in result.hands_on(1):
        low_ranks = {card.rank for card in _hole(result, hand.seat) if card.rank in _LOW_RANKS}
        if len(low_ranks) >= 2 and hand.low is None:
            return True
    return False


def is_hilo_scoop(result: Result) -> bool:
    """High-low: one seat takes a whole contested pot, with or without a qualifying low."""
    if _game(result) not in _HILO_GAMES:
        return False
    return any(len(pot.winners.seats) == 1 for pot in _contested(result))


def is_three_way_tie(result: Result) -> bool:
    """Three or more seats share a pot or a half of one."""
    return any(
        len(winners.high) >= 3 or len(winners.low) >= 3
        for pot in _contested(result)
        for winners in _decisions(pot)
    )


def is_odd_chip_wraps(result: Result) -> bool:
    """A button game whose odd chip goes to a seat numbered below the button."""
    scenario = result.scenario
    if not scenario.game_rules.uses_button or scenario.button is None:
        return False
    button = scenario.button
    return any(odd.seat < button for pot in result.pots for odd in pot.odd_chips)


def is_odd_chip_heads_up(result: Result) -> bool:
    """Exactly two seats contest a pot that has an odd chip."""
    return any(len(pot.eligible) == 2 and pot.odd_chips for pot in _contested(result))


def is_stud_odd_chip_by_suit(result: Result) -> bool:
    """Stud, stud-8 or razz: an odd chip given among tied winners, by a card's suit."""
    if _game(result) not in _STUD_GAMES:
        return False
    for pot in _contested(result):
        winners = pot.winners
        halved = winners.halved
        lone_high = winners.high[0] if halved and len(winners.high) == 1 else None
        tied = {seat for group in (winners.high, winners.low) if len(group) >= 2 for seat in group}
        if any(odd.seat in tied and odd.seat != lone_high for odd in pot.odd_chips):
            return True
    return False


def is_side_pots(result: Result) -> bool:
    """Besides the main pot, a side pot that two or more seats contest."""
    return any(True for pot in result.pots[1:] if not pot.returned and len(pot.eligible) >= 2)


def is_dead_money(result: Result) -> bool:
    """A folded seat's chips are in a pot (not all of them handed back)."""
    returned = Counter[int]()
    for pot in result.pots:
        if pot.returned:
            returned[pot.eligible[0]] += pot.amount
    return any(
        entry.folded and (entry.committed or 0) > returned[entry.seat]
        for entry in result.scenario.seats
    )


def is_uncalled_bet(result: Result) -> bool:
    """Part of a bet nobody called goes back to its seat."""
    return any(pot.returned for pot in result.pots)


def is_split_by_colour(result: Result) -> bool:
    """A split between seats that evens a colour up with lower chips or changes at the rack."""
    seats_by_place: dict[str, set[int]] = {}
    evened: set[str] = set()
    for step in result.steps:
        for handout in step.handouts:
            if isinstance(handout.to, int):
                seats_by_place.setdefault(step.where, set()).add(handout.to)
        if step.kind in (StepKind.EVEN_UP, StepKind.CHANGE):
            evened.add(step.where)
    return any(len(seats_by_place.get(place, ())) >= 2 for place in evened)


def _low_contests(
    result: Result, kinds: frozenset[LowKind]
) -> Iterator[tuple[list[LowHand], list[LowHand]]]:
    """Each contested pot's half (or whole pot) played for a low of ``kinds``: the winners'
    hands and the losers' hands (a deuce-to-seven hand is the first half in badeucy, the
    only one in deuce-to-seven; a badugi the second half)."""
    hands = _hands(result)
    for pot in _contested(result):
        for winners, first in ((pot.winners.high, True), (pot.winners.low, False)):
            lows = {}
            for seat in pot.eligible:
                hand = hands.get(seat)
                low = None if hand is None else hand.high if first else hand.low
                if isinstance(low, LowHand) and low.kind in kinds:
                    lows[seat] = low
            if lows and winners:
                won = [low for seat, low in lows.items() if seat in winners]
                lost = [low for seat, low in lows.items() if seat not in winners]
                yield won, lost


_DEUCE_TO_SEVEN = frozenset({LowKind.DEUCE_TO_SEVEN})
_BADUGI_KINDS = frozenset({LowKind.BADUGI, LowKind.BADUGI_ACES_HIGH})
_RUINING = frozenset({Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH})
_WHEEL = frozenset({Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE})


def is_lowball_straight_counts(result: Result) -> bool:
    """Deuce-to-seven (badeucy's first half too): a seat's five cards of no pair make a
    straight or a flush, and it loses to a hand it would beat if they did not count: a pair,
    or a higher no-pair hand (2-3-4-5-6 loses to 8-6-5-3-2 and to a pair of nines)."""
    if _game(result) not in _DEUCE_TO_SEVEN_GAMES:
        return False
    for won, lost in _low_contests(result, _DEUCE_TO_SEVEN):
        for loser in lost:
            if loser.category not in _RUINING:
                continue
            for winner in won:
                if winner.category >= Category.STRAIGHT:
                    continue
                if winner.category > Category.HIGH_CARD or _descending(winner) > _descending(loser):
                    return True
    return False


def _descending(low: LowHand) -> tuple[int, ...]:
    """A deuce-to-seven hand's ranks, highest first (aces high), as a no-pair hand reads."""
    return tuple(sorted((int(card.rank) for card in low.cards), reverse=True))


def is_ace_high_in_deuce7(result: Result) -> bool:
    """Deuce-to-seven (badeucy's first half too): A-2-3-4-5, the best ace-to-five hand, is
    an ace-high here (no straight) and loses to a no-pair hand without an ace (a king-high)."""
    if _game(result) not in _DEUCE_TO_SEVEN_GAMES:
        return False
    return any(
        {card.rank for card in loser.cards} == _WHEEL
        and loser.category is Category.HIGH_CARD
        and any(winner.category is Category.HIGH_CARD for winner in won)
        for won, lost in _low_contests(result, _DEUCE_TO_SEVEN)
        for loser in lost
    )


def is_badugi_size_wins(result: Result) -> bool:
    """A four-card badugi beats a three-card hand whose cards are all lower."""
    if _game(result) not in _BADUGI_GAMES:
        return False
    return any(
        len(winner.cards) == 4 and len(loser.cards) == 3 and max(loser.ranks) < max(winner.ranks)
        for won, lost in _low_contests(result, _BADUGI_KINDS)
        for winner in won
        for loser in lost
    )


def is_badugi_duplicate_suit(result: Result) -> bool:
    """Badugi: a seat at the showdown holds two (or more) cards of one suit and a higher one
    does not play, the lowest does (K♠ 2♠ 3♥ 4♦ is a three-card 4-3-2), whichever of its
    equal badugis plays (2♣ 2♦ 3♣ 3♥ plays 3-2 in three ways, 2♦ 3♣ among them: not such a
    hand)."""
    if _game(result) is not Game.BADUGI or not any(True for _ in _contested(result)):
        return False
    for hand in result.hands_on(1):
        low = hand.low
        if low is None:
            continue
        hole = _hole(result, hand.seat)
        if all(_higher_of_a_suit_left_out(hole, plays) for plays in _equal_badugis(low, hole)):
            return True
    return False


def _equal_badugis(low: LowHand, hole: Iterable[Card]) -> Iterator[frozenset[Card]]:
    """Every set of ``hole`` cards that plays as ``low`` does: its ranks, each in a suit of
    its own (a rank held in two suits may play in either)."""
    held = tuple(hole)
    choices = [[card for card in held if card.rank is played.rank] for played in low.cards]
    for chosen in itertools.product(*choices):
        if len({card.suit for card in chosen}) == len(chosen):
            yield frozenset(chosen)


def _higher_of_a_suit_left_out(hole: Iterable[Card], plays: frozenset[Card]) -> bool:
    """Whether a card of ``plays`` has a higher card of its suit in ``hole`` left out."""
    by_suit: dict[object, list[Card]] = {}
    for card in hole:
        by_suit.setdefault(card.suit, []).append(card)
    for cards in by_suit.values():
        # The card of the suit that plays need not be its lowest: a lower one may share a
        # rank with a card of another suit that plays.
        ordered = sorted(cards, key=_badugi_value)
        for position, card in enumerate(ordered):
            if card in plays and any(other not in plays for other in ordered[position + 1 :]):
                return True
    return False


def _badugi_value(card: Card) -> int:
    """A card's value in badugi, where aces are low."""
    return 1 if card.rank is Rank.ACE else int(card.rank)


def is_split_game_scoop(result: Result) -> bool:
    """Badeucy, badacey or razzdugi: one seat takes both halves of a contested pot."""
    if _game(result) not in _SPLIT_GAMES:
        return False
    return any(len(pot.winners.seats) == 1 for pot in _contested(result))


TAG_PREDICATES: Mapping[str, Callable[[Result], bool]] = {
    "board-plays": is_board_plays,
    "counterfeited-kicker": is_counterfeited_kicker,
    "counterfeited-two-pair": is_counterfeited_two_pair,
    "straight-on-board": is_straight_on_board,
    "flush-on-board": is_flush_on_board,
    "quads-on-board": is_quads_on_board,
    "omaha-board-flush": is_omaha_board_flush,
    "omaha-two-plus-three": is_omaha_two_plus_three,
    "omaha8-quartered": is_omaha8_quartered,
    "omaha8-counterfeited-low": is_omaha8_counterfeited_low,
    "hilo-scoop": is_hilo_scoop,
    "three-way-tie": is_three_way_tie,
    "odd-chip-wraps": is_odd_chip_wraps,
    "odd-chip-heads-up": is_odd_chip_heads_up,
    "stud-odd-chip-by-suit": is_stud_odd_chip_by_suit,
    "side-pots": is_side_pots,
    "dead-money": is_dead_money,
    "uncalled-bet": is_uncalled_bet,
    "split-by-colour": is_split_by_colour,
    "lowball-straight-counts": is_lowball_straight_counts,
    "ace-high-in-deuce7": is_ace_high_in_deuce7,
    "badugi-size-wins": is_badugi_size_wins,
    "badugi-duplicate-suit": is_badugi_duplicate_suit,
    "split-game-scoop": is_split_game_scoop,
    "five-card-omaha-two-only": is_five_card_omaha_two_only,
}
"""Each tag's predicate over a resolved showdown."""


def tags_of(result: Result) -> frozenset[str]:
    """Every tag true of a resolved showdown."""
    return frozenset(tag for tag in TAGS if TAG_PREDICATES[tag](result))
