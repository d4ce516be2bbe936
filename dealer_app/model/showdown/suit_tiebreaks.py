"""Suits that break ties: the ``suit_tiebreaks`` house rule of home games (hold'em, Omaha).

Two seats whose high hands tie are told apart by the suits (spades, hearts, diamonds,
clubs, highest first) of their own cards, the cards not on the board, category by
category as the house rule defines it:

- flush and straight flush: the flush's suit; the same suit (a flush on the board): the
  highest card of that suit a seat holds;
- full house: the suits of each seat's own cards in the pair, then in the triples;
- two pair: each seat's own cards in the higher pair, then in the lower pair;
- one pair, triples, four of a kind: each seat's own cards in the group; when the group is
  on the board, the high-card rule;
- straight: each seat's card of the "determining rank", the highest rank of the straight
  that is not on the board;
- high card: each seat's highest own card, by rank, then by suit.

Choices where the rule text is silent, as a home game would play them: in hold'em a seat's
own cards are both its hole cards (the high-card rule looks at the higher one even when it
does not play); in Omaha only the two that play. A full house, two pair or straight played
entirely from the board gives no card of one's own to compare: the seats split, as they do
when a board flush plays for both and neither holds a card of its suit. Four of a kind can
only tie on the board, so the high-card rule settles it like triples on the board.

Three or more seats tied are not settled by suits: they play rock-paper-scissors, and the
pot waits until the scenario's ``roshambo`` names the winner.

>>> from dealer_app.model.cards import parse_cards
>>> from dealer_app.model.hands.games import game_rules
>>> board = parse_cards("Kc 7d 4h 3s 2d")
>>> holdem = game_rules("holdem")
>>> hands = [SeatHand(seat, holdem.evaluate(parse_cards(hole), board).high, None)
...          for seat, hole in ((2, "Ks 9c"), (5, "Kh 9d"))]
>>> tiebreaks = SuitTiebreaks({2: parse_cards("Ks 9c"), 5: parse_cards("Kh 9d")})
>>> outcome = tiebreaks.settle(hands, board, "Main pot")
>>> [hand.seat for hand in outcome.winners], outcome.words
([2], "suits break the tie on the pair: seat 2's K♠ beats seat 5's K♥")
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from dealer_app.model.cards import Card, Rank, Suit
from dealer_app.model.hands.strength import Category
from dealer_app.model.showdown.result import SeatHand
from dealer_app.model.showdown.seats import ScenarioError
from dealer_app.model.words import describe_recipients

__all__ = ["SuitTiebreaks", "TieOutcome"]


@dataclass(frozen=True)
class TieOutcome:
    """How a tie for the high hand ends under the rule.

    ``winners``: the seat that takes it, or the seats still tied that split it (empty
    while the pot waits for rock-paper-scissors). ``words``: the comparison that decided,
    or why it did not. ``pending``: the seats that play rock-paper-scissors (empty once
    ``roshambo`` names the winner, or when suits settle it).
    """

    winners: tuple[SeatHand, ...]
    words: str
    pending: tuple[int, ...] = ()


def _roshambo_words(seats: Sequence[int]) -> str:
    return f"rock-paper-scissors among {describe_recipients(list(seats))}"


@dataclass(frozen=True)
class _Side:
    seat: int
    hand: SeatHand
    own: tuple[Card, ...]
    """The seat's own cards: its hole cards in hold'em, the two that play in Omaha."""

    @property
    def best(self) -> tuple[Card, ...]:
        return self.hand.best

    def own_of_rank(self, rank: Rank) -> tuple[Card, ...]:
        return tuple(card for card in self.own if card.rank == rank)

    def top_own(self, cards: Sequence[Card]) -> Card | None:
        return max(cards, key=lambda card: (card.rank, card.suit), default=None)


@dataclass(frozen=True)
class SuitTiebreaks:
    """The rule at one table: each seat's hole cards, whether every hole card is the
    seat's own (hold'em) or only the two that play (Omaha), and the rock-paper-scissors
    winners named so far (pot name, or ``"Main pot, board 2"``, to seat)."""

    hole_cards: Mapping[int, tuple[Card, ...]]
    every_hole_card_counts: bool = True
    roshambo: Mapping[str, int] = field(default_factory=dict)

    def settle(self, tied: Sequence[SeatHand], board: Sequence[Card], where: str) -> TieOutcome:
        """Settle a tie for the high hand of ``where`` (a pot, or a board's part of it)."""
        seats = tuple(hand.seat for hand in tied)
        if len(tied) > 2:
            chosen = self.roshambo.get(where)
            if chosen is None:
                words = (
                    f"suits settle only two: the pot goes to the winner of {_roshambo_words(seats)}"
                )
                return TieOutcome((), words, seats)
            if chosen not in seats:
                raise ScenarioError(
                    f"roshambo: {where}: seat {chosen} is not one of the tied "
                    f"{describe_recipients(list(seats))}"
                )
            chosen_hand = next(hand for hand in tied if hand.seat == chosen)
            return TieOutcome((chosen_hand,), f"seat {chosen} wins {_roshambo_words(seats)}")
        first, second = (self._side(hand) for hand in tied)
        decided = _compare(first, second, frozenset(board))
        if decided is None:
            return TieOutcome(tuple(tied), "no card of their own tells them apart")
        winner, words = decided
        return TieOutcome((winner.hand,), words)

    def _side(self, hand: SeatHand) -> _Side:
        hole = self.hole_cards.get(hand.seat, ())
        own = hole if self.every_hole_card_counts else tuple(c for c in hole if c in hand.best)
        return _Side(hand.seat, hand, own)


_Decision = tuple[_Side, str] | None


def _beats(winner: _Side, card: Card, loser: _Side, other: Card | None, basis: str) -> _Decision:
    against = (
        f"seat {loser.seat}'s {other.pretty}" if other else f"seat {loser.seat}, who holds none"
    )
    # Equal ranks are told apart by suit; otherwise the higher card (or any card) wins.
    breaks = (
        "suits break the tie" if other is not None and other.rank == card.rank else "the tie breaks"
    )
    return winner, f"{breaks} on {basis}: seat {winner.seat}'s {card.pretty} beats {against}"


def _by_card(a: _Side, ca: Card | None, b: _Side, cb: Card | None, basis: str) -> _Decision:
    """The side whose card ranks higher (rank first, then suit); a card beats none."""
    if ca is None and cb is None:
        return None
    if cb is None or (ca is not None and (ca.rank, ca.suit) > (cb.rank, cb.suit)):
        assert ca is not None
        return _beats(a, ca, b, cb, basis)
    return _beats(b, cb, a, ca, basis)


def _high_card(a: _Side, b: _Side, basis: str = "high card") -> _Decision:
    return _by_card(a, a.top_own(a.own), b, b.top_own(b.own), basis)


def _compare(a: _Side, b: _Side, board: frozenset[Card]) -> _Decision:
    high = a.hand.high
    assert high is not None
    counts = Counter(card.rank for card in a.best)
    board_counts = Counter(card.rank for card in board)
    # Groups as a dealer reads them: the larger first, then the higher.
    groups = sorted((rank for rank, n in counts.items() if n > 1), key=lambda r: (-counts[r], -r))
    category = high.category
    if category in (Category.FLUSH, Category.STRAIGHT_FLUSH):
        return _flush(a, b)
    if category is Category.STRAIGHT:
        return _straight(a, b, board_counts)
    if category is Category.FULL_HOUSE:
        # The rule compares the pair first; a pair on the board leaves the triples.
        return _in_groups(a, b, list(reversed(groups)), "the full house")
    if category is Category.TWO_PAIR:
        decided = _in_groups(a, b, groups, "the two pairs")
        return (
            decided
            if decided is not None
            else _high_card(a, b, "high card (both pairs on the board)")
        )
    if category in (Category.ONE_PAIR, Category.THREE_OF_A_KIND, Category.FOUR_OF_A_KIND):
        rank = groups[0]
        name = {Category.ONE_PAIR: "pair", Category.THREE_OF_A_KIND: "triples"}.get(
            category, "four of a kind"
        )
        if board_counts[rank] >= counts[rank]:
            return _high_card(a, b, f"high card (the {name} is on the board)")
        return _in_groups(a, b, groups[:1], f"the {name}")
    if category is Category.HIGH_CARD:
        return _high_card(a, b)
    return None


def _in_groups(a: _Side, b: _Side, ranks: Sequence[Rank], basis: str) -> _Decision:
    for rank in ranks:
        ca, cb = a.top_own(a.own_of_rank(rank)), b.top_own(b.own_of_rank(rank))
        decided = _by_card(a, ca, b, cb, basis)
        if decided is not None:
            return decided
    return None


def _flush_suit(side: _Side) -> Suit:
    return Counter(card.suit for card in side.best).most_common(1)[0][0]


def _flush(a: _Side, b: _Side) -> _Decision:
    suit_a, suit_b = _flush_suit(a), _flush_suit(b)
    if suit_a != suit_b:
        winner, loser, won, lost = (
            (a, b, suit_a, suit_b) if suit_a > suit_b else (b, a, suit_b, suit_a)
        )
        return winner, (
            f"suits break the tie on the flush's suit: seat {winner.seat}'s flush in "
            f"{won.plural} beats seat {loser.seat}'s in {lost.plural}"
        )
    # One flush on the board: the highest card of its suit each seat holds.
    ca = a.top_own([card for card in a.own if card.suit == suit_a])
    cb = b.top_own([card for card in b.own if card.suit == suit_a])
    return _by_card(a, ca, b, cb, f"the highest {suit_a.plural[:-1]} of their own")


def _straight(a: _Side, b: _Side, board_counts: Counter[Rank]) -> _Decision:
    ranks = sorted({card.rank for card in a.best}, reverse=True)
    for rank in ranks:
        if board_counts[rank]:
            continue
        ca, cb = a.top_own(a.own_of_rank(rank)), b.top_own(b.own_of_rank(rank))
        if ca is not None and cb is not None:
            return _by_card(a, ca, b, cb, f"the straight's determining rank ({rank.singular})")
    return None
