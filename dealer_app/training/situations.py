"""The cards of the situations dealers get wrong, chosen on purpose.

Each builder picks the board and the hole cards that make one situation (a board that
plays, a kicker the board counterfeits, a quartered low ...) for the seats it is given,
and leaves every other card to the model's dealing (:func:`~dealer_app.model.play.dealing.
deal_remaining`). A builder only chooses cards; whether the spot really shows the
situation is decided afterwards, on the resolved showdown (:mod:`dealer_app.training.tags`).

A builder returns a :class:`Cards`: the cards chosen for some seats and the board cards
chosen (the rest of the board is dealt).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from dealer_app.model.cards import FULL_DECK, Card, Rank, Suit
from dealer_app.model.hands.games import GAMES, Game, LowRule
from dealer_app.model.hands.high import best_high, five_card_strength
from dealer_app.model.hands.low import EIGHT_OR_BETTER_RANKS
from dealer_app.model.hands.strength import Category, LowKind

__all__ = [
    "BUILDERS",
    "LOW_RANKS",
    "Cards",
    "Shoe",
    "hilo_scoop",
    "losing_hands",
    "split_game_scoop",
    "tied_cards",
]

LOW_RANKS = EIGHT_OR_BETTER_RANKS
"""The ranks that count for an eight-or-better low (the ace among them)."""
_HIGH_RANKS = tuple(rank for rank in Rank if rank not in EIGHT_OR_BETTER_RANKS)
_BADUGI_KINDS = (LowKind.BADUGI, LowKind.BADUGI_ACES_HIGH)


class Shoe:
    """The cards not yet chosen, drawn at random by ``rng`` (the same seed, the same cards)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.left: set[Card] = set(FULL_DECK)

    def draw(self, where: Callable[[Card], bool] = lambda card: True) -> Card:
        """One card that ``where`` accepts, taken out of the shoe."""
        choices = [card for card in FULL_DECK if card in self.left and where(card)]
        if not choices:
            raise LookupError("no card left that fits")
        card = self.rng.choice(choices)
        self.left.discard(card)
        return card

    def rank(self, rank: Rank, avoid: Sequence[Suit] = ()) -> Card:
        """A card of ``rank``, of a suit not in ``avoid`` when one is left."""
        try:
            return self.draw(lambda card: card.rank is rank and card.suit not in avoid)
        except LookupError:
            return self.draw(lambda card: card.rank is rank)

    def put_back(self, cards: Sequence[Card]) -> None:
        """Return cards to the shoe (a choice that did not fit)."""
        self.left.update(cards)


@dataclass
class Cards:
    """Cards chosen for a situation: by seat position (0 for the first key seat) and board."""

    hands: list[list[Card]] = field(default_factory=list)
    board: list[Card] = field(default_factory=list)


def _ranks(rng: random.Random, count: int, among: Sequence[Rank] = tuple(Rank)) -> list[Rank]:
    return rng.sample(list(among), count)


def _mixed_suits(shoe: Shoe, ranks: Sequence[Rank]) -> list[Card]:
    """Cards of ``ranks`` with no three of one suit (so they make no flush by themselves)."""
    cards: list[Card] = []
    for rank in ranks:
        crowded = [suit for suit in Suit if sum(card.suit is suit for card in cards) >= 2]
        cards.append(shoe.rank(rank, avoid=crowded))
    return cards


def _plays_board(hole: Sequence[Card], board: Sequence[Card]) -> bool:
    return best_high((*hole, *board)).strength == five_card_strength(board)


def _hole_pair(shoe: Shoe, fits: Callable[[list[Card]], bool], tries: int = 60) -> list[Card]:
    """Two hole cards for which ``fits`` holds (drawn again when they do not)."""
    for _ in range(tries):
        hole = [shoe.draw(), shoe.draw()]
        if fits(hole):
            return hole
        shoe.put_back(hole)
    raise LookupError("no hole cards fit")


# -- hold'em ----------------------------------------------------------------------------------


def _straight_ranks(rng: random.Random) -> list[Rank]:
    top = rng.randint(5, 14)
    return [Rank(14) if rank == 1 else Rank(rank) for rank in range(top - 4, top + 1)]


def _board_of(shoe: Shoe, kind: str) -> list[Card]:
    """A board that makes a strong five by itself: a straight, a full house, two pair and
    an ace, quads, or a flush."""
    rng = shoe.rng
    if kind == "straight":
        return _mixed_suits(shoe, _straight_ranks(rng))
    if kind == "flush":
        suit = rng.choice(list(Suit))
        for _ in range(100):
            picked = [Card(rank, suit) for rank in _ranks(rng, 5)]
            free = all(card in shoe.left for card in picked)
            # Five of a suit, not in a row: a straight flush is a different lesson.
            if free and best_high(picked).category is Category.FLUSH:
                shoe.left.difference_update(picked)
                return picked
        raise LookupError("no flush board left in the shoe")
    if kind == "quads":
        rank, kicker = _ranks(rng, 2, [r for r in Rank if r is not Rank.ACE])
        kicker = Rank.ACE if rng.random() < 0.6 else kicker
        quads = [Card(rank, suit) for suit in Suit]
        shoe.left.difference_update(quads)
        return [*quads, shoe.rank(kicker)]
    if kind == "full":
        trips, pair = _ranks(rng, 2, [r for r in Rank if r >= Rank.SEVEN])
        return _mixed_suits(shoe, [trips, trips, trips, pair, pair])
    high, low = sorted(
        _ranks(rng, 2, [r for r in Rank if Rank.SIX <= r <= Rank.KING]), reverse=True
    )
    return _mixed_suits(shoe, [high, high, low, low, Rank.ACE])


def board_plays(shoe: Shoe, seats: int) -> Cards:
    """Hold'em: a board no key seat's hole cards improve, so every one plays the board."""
    board = _board_of(shoe, shoe.rng.choice(("straight", "flush", "full", "two_pair", "quads")))
    hands = [_hole_pair(shoe, lambda hole: _plays_board(hole, board)) for _ in range(seats)]
    return Cards(hands, board)


def counterfeited_kicker(shoe: Shoe, seats: int) -> Cards:
    """Hold'em: seats share a rank with the board; their other cards are outkicked by the
    board's (AQ v A2 on A-5-8-8-K)."""
    rng = shoe.rng
    shared, paired, kicker = _ranks(rng, 3, [r for r in Rank if r >= Rank.FIVE])
    if rng.random() < 0.5:
        # Two pair on board and hand: the board's kicker outranks the seats' second cards.
        ranks = [shared, paired, paired, kicker, rng.choice([r for r in Rank if r < kicker])]
        threshold = kicker
    else:
        # One pair: the board's three best other cards play as the kickers.
        extra = _ranks(rng, 2, [r for r in Rank if r not in (shared, paired, kicker)])
        ranks = [shared, paired, kicker, *extra]
        threshold = sorted([paired, kicker, *extra])[-3]
    board = _mixed_suits(shoe, ranks)
    board_ranks = {card.rank for card in board}
    low_enough = sorted({r for r in Rank if r not in board_ranks and r < threshold})
    seconds = rng.sample(low_enough, min(seats, len(low_enough)))
    hands = [[shoe.rank(shared), shoe.rank(second)] for second in seconds]
    return Cards(hands, board)


def counterfeited_two_pair(shoe: Shoe, seats: int) -> Cards:
    """Hold'em: pocket pairs (or a card pairing the board) under two higher pairs on the
    board and its kicker (66 v 44 on K-T-T-7-K)."""
    rng = shoe.rng
    top, second = sorted(_ranks(rng, 2, [r for r in Rank if r >= Rank.SEVEN]), reverse=True)
    kicker = rng.choice([r for r in Rank if r not in (top, second) and r >= Rank.FIVE])
    board = _mixed_suits(shoe, [top, top, second, second, kicker])
    under = [r for r in Rank if r < min(second, kicker)]
    pairs = rng.sample(under, min(seats, len(under)))
    hands = [[shoe.rank(rank), shoe.rank(rank)] for rank in pairs]
    if len(hands) < seats or (kicker < second and rng.random() < 0.3):
        # A card pairing the board's kicker (below both pairs) makes a pair that does not
        # play either.
        hands[-1:] = [[shoe.rank(kicker), shoe.rank(rng.choice(under))]]
    return Cards(hands, board)


def straight_on_board(shoe: Shoe, seats: int) -> Cards:
    """Hold'em: five in a row on the board; sometimes a seat holds the card above it."""
    ranks = _straight_ranks(shoe.rng)
    board = _mixed_suits(shoe, ranks)
    shoe.rng.shuffle(board)
    top = ranks[-1]
    hands: list[list[Card]] = []
    if top < Rank.ACE and shoe.rng.random() < 0.4:
        hands.append([shoe.rank(Rank(top + 1)), shoe.draw()])
    while len(hands) < seats:
        hands.append(_hole_pair(shoe, lambda hole: _plays_board(hole, board)))
    return Cards(hands, board)


def flush_on_board(shoe: Shoe, seats: int) -> Cards:
    """Hold'em: five of one suit on the board; sometimes a seat holds a card of it that
    plays."""
    board = _board_of(shoe, "flush")
    suit = board[0].suit
    hands: list[list[Card]] = []
    if shoe.rng.random() < 0.5:
        lowest = min(card.rank for card in board)
        hands.append([shoe.draw(lambda c: c.suit is suit and c.rank > lowest), shoe.draw()])
    while len(hands) < seats:
        hands.append([shoe.draw(lambda c: c.suit is not suit) for _ in range(2)])
    return Cards(hands, board)


def quads_on_board(shoe: Shoe, seats: int) -> Cards:
    """Hold'em: four of a kind on the board; the best kicker in a hand may play."""
    board = _board_of(shoe, "quads")
    hands = [[shoe.draw(), shoe.draw()] for _ in range(seats)]
    return Cards(hands, board)


# -- Omaha ------------------------------------------------------------------------------------


def _four_suited_board(shoe: Shoe) -> list[Card]:
    suit = shoe.rng.choice(list(Suit))
    board = [shoe.draw(lambda c: c.suit is suit) for _ in range(4)]
    board.append(shoe.draw(lambda c: c.suit is not suit))
    shoe.rng.shuffle(board)
    return board


def omaha_board_flush(shoe: Shoe, seats: int) -> Cards:
    """Omaha: four of a suit on the board and a seat holding exactly one of it."""
    board = _four_suited_board(shoe)
    suit = max(Suit, key=lambda s: sum(card.suit is s for card in board))
    one = [
        shoe.draw(lambda c: c.suit is suit),
        *(shoe.draw(lambda c: c.suit is not suit) for _ in range(3)),
    ]
    hands = [one]
    if seats > 1 and shoe.rng.random() < 0.5:
        flush = [shoe.draw(lambda c: c.suit is suit) for _ in range(2)]
        hands.append([*flush, *(shoe.draw(lambda c: c.suit is not suit) for _ in range(2))])
    return Cards(hands, board)


def omaha_two_plus_three(shoe: Shoe, seats: int) -> Cards:
    """Omaha: a hand that looks made but is not: one hole card to a four-flush or four to a
    straight on the board, or the board's two pair (or full house) with no hole card to
    play with them."""
    rng = shoe.rng
    kind = rng.choice(("flush", "straight", "board_pairs"))
    if kind == "flush":
        return omaha_board_flush(shoe, seats)
    if kind == "straight":
        ranks = _straight_ranks(rng)
        missing = ranks.pop(rng.randrange(5))
        low, high = min(int(r) for r in ranks), max(int(r) for r in ranks)
        # Cards far from the run, so that no two hole cards make a straight after all.
        far = [r for r in Rank if not low - 2 <= r <= high + 2 and r is not missing]
        board = _mixed_suits(shoe, ranks)
        board.append(shoe.rank(rng.choice(far)))
        hole = [shoe.rank(missing), *(shoe.rank(r) for r in rng.sample(far, 3))]
    else:
        top, second, fifth = _ranks(rng, 3)
        board_ranks = [top, top, second, second, fifth if rng.random() < 0.5 else second]
        board = _mixed_suits(shoe, board_ranks)
        others = [r for r in Rank if r not in board_ranks]
        hole = _mixed_suits(shoe, rng.sample(others, 4))
    rng.shuffle(board)
    return Cards([hole], board)


def _low_cards(shoe: Shoe, ranks: Sequence[Rank]) -> list[Card]:
    return [shoe.rank(rank) for rank in ranks]


def omaha8_quartered(shoe: Shoe, seats: int, tries: int = 30) -> Cards:
    """Omaha-8: seats hold the same two low cards; one of them also holds the high (a set),
    which no other seat's cards reach (a straight with the shared lows is dealt again)."""
    rng = shoe.rng
    rules = GAMES[Game.OMAHA8]
    for _ in range(tries):
        lows = _ranks(rng, 3, [r for r in LOW_RANKS if r not in (Rank.ACE, Rank.TWO)])
        high, other = _ranks(rng, 2, _HIGH_RANKS)
        board = [*_low_cards(shoe, lows), shoe.rank(high), shoe.rank(other)]
        rng.shuffle(board)
        shared = _ranks(rng, 2, [r for r in LOW_RANKS if r not in lows])
        junk = [r for r in _HIGH_RANKS if r not in (high, other)]
        winner = [*_low_cards(shoe, shared), shoe.rank(high), shoe.rank(high)]
        hands = [winner]
        for _ in range(max(1, seats - 1)):
            pair = [shoe.rank(r) for r in _ranks(rng, 2, junk)]
            hands.append([*_low_cards(shoe, shared), *pair])
        best = rules.evaluate(winner, board).high
        others = [rules.evaluate(hand, board).high for hand in hands[1:]]
        if best is not None and all(h is not None and h.strength < best.strength for h in others):
            return Cards(hands, board)
        shoe.put_back([*board, *(card for hand in hands for card in hand)])
    raise LookupError("no quartered Omaha-8 hands found")


def omaha8_counterfeited_low(shoe: Shoe, seats: int) -> Cards:
    """Omaha-8: two low cards in the hand and three on the board, but the board's pair or a
    low rank held twice leaves no low."""
    rng = shoe.rng
    if rng.random() < 0.5:
        a, b, c, d = _ranks(rng, 4, LOW_RANKS)
        board_lows, hole_lows = [a, b, c], [a, d]
    else:
        a, b, c, d = _ranks(rng, 4, LOW_RANKS)
        board_lows, hole_lows = [a, a, b], [c, d]
    high_ranks = _ranks(rng, 2, _HIGH_RANKS)
    board = [*_low_cards(shoe, board_lows), *(shoe.rank(r) for r in high_ranks)]
    rng.shuffle(board)
    hole = [
        *_low_cards(shoe, hole_lows),
        *(shoe.draw(lambda c: c.rank in _HIGH_RANKS) for _ in range(2)),
    ]
    return Cards([hole], board)


def hilo_scoop(shoe: Shoe, seats: int, game: Game) -> Cards:
    """High-low: one seat holds both ends (or the board leaves no low) and takes it all."""
    rng = shoe.rng
    if game is Game.STUD8:
        wheel = _mixed_suits(shoe, [Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE])
        return Cards([[*wheel, *(shoe.draw(lambda c: c.rank in _HIGH_RANKS) for _ in range(2))]])
    if rng.random() < 0.5:
        # No low possible: at most two low cards on the board.
        few = [shoe.draw(lambda c: c.rank in LOW_RANKS) for _ in range(rng.randint(0, 2))]
        board = few + [shoe.draw(lambda c: c.rank in _HIGH_RANKS) for _ in range(5 - len(few))]
        rng.shuffle(board)
        return Cards([], board)
    lows = _ranks(rng, 3, [r for r in LOW_RANKS if r not in (Rank.ACE, Rank.TWO)])
    high = rng.choice(_HIGH_RANKS)
    board = [*_low_cards(shoe, lows), shoe.rank(high), shoe.draw(lambda c: c.rank in _HIGH_RANKS)]
    rng.shuffle(board)
    hole = [shoe.rank(Rank.ACE), shoe.rank(Rank.TWO), shoe.rank(high), shoe.rank(high)]
    return Cards([hole], board)


# -- ties -------------------------------------------------------------------------------------


def _tie_ranks(rng: random.Random, game: Game) -> tuple[list[Rank], list[Rank]]:
    """The ranks every tied seat holds, and the board's ranks: a straight shared between
    the hands and the board (a low one in games with a low), or a good razz low."""
    rules = GAMES[game]
    if game is Game.RAZZ:
        return [*rng.sample(LOW_RANKS, 5), *rng.sample(_HIGH_RANKS, 2)], []
    if rules.low_kind in _BADUGI_KINDS and rules.hole_cards == 4:
        # Badugi: four ranks, each seat's in four suits.
        return rng.sample([r for r in Rank if Rank.TWO <= r <= Rank.NINE], 4), []
    if rules.hole_cards < 5 and not rules.has_board:
        # Guts: three in a row (a straight in three-card guts), or the two best cards.
        top = rng.randint(4, 14)
        run = [Rank(14) if r == 1 else Rank(r) for r in range(top - 2, top + 1)]
        return (run if rules.hole_cards == 3 else [Rank.ACE, rng.choice(_HIGH_RANKS[:-1])]), []
    if rules.low is LowRule.NONE:
        straight = _straight_ranks(rng)
    else:
        top = rng.randint(5, 8)
        straight = [Rank(14) if r == 1 else Rank(r) for r in range(top - 4, top + 1)]
    outside = [rank for rank in Rank if rank not in straight]
    if not rules.has_board:
        return [*straight, *rng.sample(outside, rules.hole_cards - 5)], []
    held = rng.sample(straight, 2)
    board = [rank for rank in straight if rank not in held]
    junk = rng.sample(outside, rules.hole_cards - 2 + rules.board_cards - 3)
    hole_junk, board_junk = junk[: rules.hole_cards - 2], junk[rules.hole_cards - 2 :]
    return [*held, *hole_junk], [*board, *board_junk]


def tied_cards(shoe: Shoe, seats: int, game: Game) -> Cards:
    """Cards that tie ``seats`` seats: the same ranks in other suits, so the same hand (a
    straight, or a good low), or in hold'em sometimes a board they all play."""
    rng = shoe.rng
    if game is Game.HOLDEM and rng.random() < 0.5:
        return board_plays(shoe, seats)
    ranks, board_ranks = _tie_ranks(rng, game)
    start = rng.randrange(4)
    hands = []
    for position in range(seats):
        hand = []
        for index, rank in enumerate(ranks):
            # Each seat's suits turn round the four, so no seat holds three of one suit.
            card = Card(rank, Suit((start + position + index) % 4))
            hand.append(card)
            shoe.left.discard(card)
        hands.append(hand)
    board = _mixed_suits(shoe, board_ranks)
    rng.shuffle(board)
    return Cards(hands, board)


def losing_hands(
    shoe: Shoe,
    game: Game,
    board: Sequence[Card],
    key: Sequence[Sequence[Card]],
    count: int,
    tries: int = 80,
) -> list[list[Card]]:
    """``count`` more hands no better than the best of ``key``, high and low, so that the
    situation the key seats make is not spoilt by a seat dealt at random."""
    rules = GAMES[game]
    best = [rules.evaluate(hand, board) for hand in key if len(hand) == rules.hole_cards]
    top_high = max((e.high.strength for e in best if e.high is not None), default=None)
    top_low = max((e.low.strength for e in best if e.low is not None), default=None)
    hands = []
    for _ in range(count):
        for _ in range(tries):
            hand = [shoe.draw() for _ in range(rules.hole_cards)]
            seat = rules.evaluate(hand, board)
            high = seat.high.strength if seat.high is not None else None
            low = seat.low.strength if seat.low is not None else None
            high_loses = high is None or (top_high is not None and high <= top_high)
            low_loses = low is None or (top_low is not None and low <= top_low)
            if high_loses and low_loses:
                hands.append(hand)
                break
            shoe.put_back(hand)
        else:
            raise LookupError("no losing hand found")
    return hands


# -- deuce-to-seven and badugi -----------------------------------------------------------------


def _rainbow(shoe: Shoe, ranks: Sequence[Rank]) -> list[Card]:
    """Cards of ``ranks`` (four at most) each of its own suit."""
    suits = shoe.rng.sample(list(Suit), len(ranks))
    return _take(shoe, [Card(rank, suit) for rank, suit in zip(ranks, suits, strict=True)])


def _take(shoe: Shoe, cards: list[Card]) -> list[Card]:
    """Take these very cards out of the shoe (``LookupError`` when one is gone)."""
    if not all(card in shoe.left for card in cards):
        raise LookupError("the cards are taken")
    shoe.left.difference_update(cards)
    return cards


def _no_straight_ranks(rng: random.Random, top: Rank, count: int) -> list[Rank]:
    """``top`` and ``count - 1`` lower ranks (aces high) that make no straight."""
    for _ in range(60):
        ranks = [top, *rng.sample([r for r in Rank if r < top], count - 1)]
        values = sorted(int(r) for r in ranks)
        if values[-1] - values[0] > count - 1:
            return ranks
    raise LookupError("no ranks without a straight")


def lowball_straight_counts(shoe: Shoe, seats: int) -> Cards:
    """Deuce-to-seven: a seat holding a low straight (2-3-4-5-6) or a low flush, which a
    pair, or a no-pair hand above it, beats."""
    rng = shoe.rng
    if rng.random() < 0.5:
        top = rng.randint(6, 8)
        ruined = _mixed_suits(shoe, [Rank(r) for r in range(top - 4, top + 1)])
    else:
        suit = rng.choice(list(Suit))
        ranks = _no_straight_ranks(rng, Rank(rng.randint(7, 9)), 5)
        ruined = _take(shoe, [Card(rank, suit) for rank in ranks])
    pair = rng.choice([r for r in Rank if r < Rank.JACK])
    pairs = [shoe.rank(pair), shoe.rank(pair)]
    others = rng.sample([r for r in Rank if r != pair], 3)
    return Cards([ruined, [*pairs, *_mixed_suits(shoe, others)]])


def ace_high_in_deuce7(shoe: Shoe, seats: int) -> Cards:
    """Deuce-to-seven: A-2-3-4-5 (an ace-high) against a king-high."""
    wheel = _mixed_suits(shoe, [Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE])
    king = _mixed_suits(shoe, _no_straight_ranks(shoe.rng, Rank.KING, 5))
    return Cards([wheel, king])


def badugi_size_wins(shoe: Shoe, seats: int) -> Cards:
    """Badugi: a four-card badugi of high cards against three low cards with a fourth that
    repeats a suit."""
    rng = shoe.rng
    high = rng.sample([r for r in Rank if Rank.NINE <= r <= Rank.KING], 4)
    four = _rainbow(shoe, high)
    low = rng.sample([Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX], 3)
    three = _rainbow(shoe, low)
    extra = shoe.draw(lambda c: c.suit in {card.suit for card in three} and c.rank >= Rank.SEVEN)
    return Cards([four, [*three, extra]])


def badugi_duplicate_suit(shoe: Shoe, seats: int) -> Cards:
    """Badugi: three low cards of three suits and a high card of one of their suits, which
    does not play (K♠ 2♠ 3♥ 4♦ is a three-card 4-3-2)."""
    rng = shoe.rng
    low = _rainbow(shoe, rng.sample([r for r in Rank if Rank.TWO <= r <= Rank.SEVEN], 3))
    top = max(card.rank for card in low)
    suit = rng.choice(low).suit
    high = shoe.draw(lambda c: c.suit is suit and top < c.rank < Rank.ACE)
    return Cards([[*low, high]])


def split_game_scoop(shoe: Shoe, seats: int, game: Game) -> Cards:
    """Badeucy, badacey, razzdugi: a seat holding the best of both halves: 7-5-4-3-2 with a
    5-4-3-2 badugi in it in badeucy, A-2-3-4-5 with an A-2-3-4 badugi otherwise (razzdugi
    with two high cards more)."""
    rng = shoe.rng
    low = [Rank.SEVEN if game is Game.BADEUCY else Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR]
    badugi = [*low[1:], Rank.FIVE] if game is Game.BADEUCY else low
    first = _rainbow(shoe, badugi)
    rest = [r for r in (*low, Rank.FIVE) if r not in badugi]
    hand = [*first, *_mixed_suits(shoe, rest)]
    if game is Game.RAZZDUGI:
        hand += [shoe.draw(lambda c: c.rank >= Rank.JACK) for _ in range(2)]
    rng.shuffle(hand)
    return Cards([hand])


BUILDERS: dict[str, Callable[[Shoe, int], Cards]] = {
    "board-plays": board_plays,
    "counterfeited-kicker": counterfeited_kicker,
    "counterfeited-two-pair": counterfeited_two_pair,
    "straight-on-board": straight_on_board,
    "flush-on-board": flush_on_board,
    "quads-on-board": quads_on_board,
    "omaha-board-flush": omaha_board_flush,
    "omaha-two-plus-three": omaha_two_plus_three,
    "omaha8-quartered": omaha8_quartered,
    "omaha8-counterfeited-low": omaha8_counterfeited_low,
    "lowball-straight-counts": lowball_straight_counts,
    "ace-high-in-deuce7": ace_high_in_deuce7,
    "badugi-size-wins": badugi_size_wins,
    "badugi-duplicate-suit": badugi_duplicate_suit,
    # Five-card Omaha's fifth hole card is dealt at random.
    "five-card-omaha-two-only": omaha_two_plus_three,
}
"""The card situations that do not depend on the game beyond the one they belong to."""
