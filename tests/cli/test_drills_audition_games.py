"""``dealer-app drills --game G`` for each game of a dealer's audition: every spot resolves,
and each of the games' tags is carried by a spot exactly when it is true of it, read here
from the cards by brute force, not by the predicates the tags are made from."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from dealer_app.cli import main_drills, main_resolve
from dealer_app.model.cards import Card, Rank
from dealer_app.model.formats.scenario import scenario_from_json
from dealer_app.model.hands.games import Game
from dealer_app.model.hands.high import five_card_strength
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import PotResult, Result
from dealer_app.training.generator import seats_a_deck_deals

AUDITION_GAMES = (
    Game.DEUCE7,
    Game.ACE5,
    Game.BADUGI,
    Game.BADEUCY,
    Game.BADACEY,
    Game.OMAHA5,
    Game.BIGO,
    Game.STUDHILO,
    Game.HOLDEM8,
    Game.RAZZDUGI,
)


def _values(cards: Sequence[Card], aces_high: bool) -> list[int]:
    return [1 if card.rank is Rank.ACE and not aces_high else int(card.rank) for card in cards]


def _straight_or_flush(cards: Sequence[Card]) -> bool:
    ranks = sorted(int(card.rank) for card in cards)
    straight = len(set(ranks)) == 5 and ranks[-1] - ranks[0] == 4
    return straight or len({card.suit for card in cards}) == 1


def _no_pair(cards: Sequence[Card]) -> bool:
    return len({card.rank for card in cards}) == 5


def _best_badugi(cards: Sequence[Card], aces_high: bool) -> tuple[Card, ...]:
    """The badugi that plays: the most cards of distinct ranks and suits, then the lowest."""
    for size in (4, 3, 2, 1):
        badugis = [
            chosen
            for chosen in itertools.combinations(cards, size)
            if len({c.rank for c in chosen}) == size and len({c.suit for c in chosen}) == size
        ]
        if badugis:
            return min(badugis, key=lambda b: sorted(_values(b, aces_high), reverse=True))
    raise AssertionError("a card is always a badugi")


def _halves(result: Result, pot: PotResult, first: bool) -> tuple[list[int], list[int]]:
    """The seats that win one half (or the whole low pot) and the live seats that lose it."""
    winners = pot.winners.high if first else pot.winners.low
    live = {hand.seat for hand in result.hands_on(1)}
    return list(winners), [seat for seat in pot.eligible if seat in live and seat not in winners]


def _contested(result: Result) -> list[PotResult]:
    return [pot for pot in result.pots if not pot.returned and len(pot.eligible) >= 2]


def _deuce_contests(result: Result) -> list[tuple[list[int], list[int]]]:
    game = result.scenario.game
    if game not in (Game.DEUCE7, Game.BADEUCY):
        return []
    return [_halves(result, pot, game is Game.BADEUCY) for pot in _contested(result)]


def _cards(result: Result, seat: int) -> tuple[Card, ...]:
    return result.scenario.seat(seat).cards


def straight_counts(result: Result) -> bool:
    for won, lost in _deuce_contests(result):
        for loser, winner in itertools.product(lost, won):
            bad, good = _cards(result, loser), _cards(result, winner)
            if not _no_pair(bad) or not _straight_or_flush(bad) or _straight_or_flush(good):
                continue
            high_first = sorted((int(c.rank) for c in good), reverse=True)
            if not _no_pair(good) or high_first > sorted((int(c.rank) for c in bad), reverse=True):
                return True
    return False


def ace_high(result: Result) -> bool:
    wheel = {Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE}
    return any(
        {c.rank for c in _cards(result, loser)} == wheel
        and not _straight_or_flush(_cards(result, loser))
        and any(
            _no_pair(_cards(result, w)) and not _straight_or_flush(_cards(result, w)) for w in won
        )
        for won, lost in _deuce_contests(result)
        for loser in lost
    )


def badugi_size(result: Result) -> bool:
    game = result.scenario.game
    if game not in (Game.BADUGI, Game.BADEUCY, Game.BADACEY, Game.RAZZDUGI):
        return False
    aces_high = game is Game.BADEUCY
    for pot in _contested(result):
        won, lost = _halves(result, pot, False)
        for winner, loser in itertools.product(won, lost):
            good = _best_badugi(_cards(result, winner), aces_high)
            bad = _best_badugi(_cards(result, loser), aces_high)
            if (len(good), len(bad)) == (4, 3) and max(_values(bad, aces_high)) < max(
                _values(good, aces_high)
            ):
                return True
    return False


def duplicate_suit(result: Result) -> bool:
    # Whichever of a seat's equal badugis plays (a rank held in two suits), a lower card of
    # a suit plays and a higher one of that suit does not.
    if result.scenario.game is not Game.BADUGI or not _contested(result):
        return False
    for hand in result.hands_on(1):
        cards = _cards(result, hand.seat)
        if all(_higher_left_out(cards, plays) for plays in _best_badugis(cards)):
            return True
    return False


def _best_badugis(cards: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every badugi as good as the best (aces low)."""
    best = _best_badugi(cards, aces_high=False)
    value = sorted(_values(best, False), reverse=True)
    return [
        chosen
        for chosen in itertools.combinations(cards, len(best))
        if len({c.rank for c in chosen}) == len(best)
        and len({c.suit for c in chosen}) == len(best)
        and sorted(_values(chosen, False), reverse=True) == value
    ]


def _higher_left_out(cards: Sequence[Card], plays: tuple[Card, ...]) -> bool:
    for one, other in itertools.combinations(cards, 2):
        if one.suit is not other.suit or one.rank is other.rank:
            continue
        lower, higher = sorted((one, other), key=lambda c: _values([c], False))
        if lower in plays and higher not in plays:
            return True
    return False


def scoop(result: Result) -> bool:
    if result.scenario.game not in (Game.BADEUCY, Game.BADACEY, Game.RAZZDUGI):
        return False
    return any(
        len(pot.winners.high) == 1 and pot.winners.high == pot.winners.low
        for pot in _contested(result)
    )


def two_only(result: Result) -> bool:
    if result.scenario.game not in (Game.OMAHA5, Game.BIGO):
        return False
    board = result.scenario.board
    for hand in result.hands_on(1):
        hole = _cards(result, hand.seat)
        real = max(
            five_card_strength((*two, *three))
            for two in itertools.combinations(hole, 2)
            for three in itertools.combinations(board, 3)
        )
        looks = max(
            five_card_strength(five)
            for three in itertools.combinations(hole, 3)
            for five in itertools.combinations((*three, *board), 5)
        )
        # Compared by category: the strength's top bits.
        if looks >> 20 > real >> 20:
            return True
    return False


ORACLES: dict[str, Callable[[Result], bool]] = {
    "lowball-straight-counts": straight_counts,
    "ace-high-in-deuce7": ace_high,
    "badugi-size-wins": badugi_size,
    "badugi-duplicate-suit": duplicate_suit,
    "split-game-scoop": scoop,
    "five-card-omaha-two-only": two_only,
}


def _drills(capsys: pytest.CaptureFixture[str], game: Game, count: int) -> list[Any]:
    status = main_drills(["--count", str(count), "--game", game.value, "--seed", "27"])
    captured = capsys.readouterr()
    assert (status, captured.err) == (0, "")
    spots: list[Any] = json.loads(captured.out)
    return spots


def _check_spots(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: Game, count: int
) -> dict[str, int]:
    spots = _drills(capsys, game, count)
    assert len(spots) == count
    path = tmp_path / "spots.json"
    path.write_text(json.dumps(spots), encoding="utf-8")
    assert main_resolve([str(path)]) == 0
    resolved = json.loads(capsys.readouterr().out)
    carried = dict.fromkeys(ORACLES, 0)
    for spot, answer in zip(spots, resolved, strict=True):
        assert spot["game"] == game.value
        assert len(spot["seats"]) <= seats_a_deck_deals(game)
        assert sum(answer["payouts"].values()) == sum(
            seat.get("committed", 0) for seat in spot["seats"]
        )
        result = resolve(scenario_from_json(json.dumps(spot)))
        tags = set(spot.get("tags", ()))
        for tag, oracle in ORACLES.items():
            assert (tag in tags) == oracle(result), (tag, spot)
            carried[tag] += tag in tags
    return carried


# Each game's own tags, which its spots must show at least once.
OWN_TAGS = {
    Game.DEUCE7: ("lowball-straight-counts", "ace-high-in-deuce7"),
    Game.BADUGI: ("badugi-size-wins", "badugi-duplicate-suit"),
    Game.BADEUCY: ("ace-high-in-deuce7", "badugi-size-wins", "split-game-scoop"),
    Game.BADACEY: ("badugi-size-wins", "split-game-scoop"),
    Game.RAZZDUGI: ("split-game-scoop",),
    Game.OMAHA5: ("five-card-omaha-two-only",),
    Game.BIGO: ("five-card-omaha-two-only",),
}


@pytest.mark.parametrize("game", AUDITION_GAMES)
def test_a_games_spots_resolve_and_carry_its_tags_when_true(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: Game
) -> None:
    carried = _check_spots(capsys, tmp_path, game, 40)
    assert all(carried[tag] for tag in OWN_TAGS.get(game, ())), carried


@pytest.mark.slow
@pytest.mark.parametrize("game", AUDITION_GAMES)
def test_three_hundred_spots_of_a_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: Game
) -> None:
    carried = _check_spots(capsys, tmp_path, game, 300)
    assert all(carried[tag] for tag in OWN_TAGS.get(game, ())), carried


@pytest.mark.parametrize("tag", list(ORACLES))
def test_a_spot_aimed_at_a_new_tag_shows_it(capsys: pytest.CaptureFixture[str], tag: str) -> None:
    status = main_drills(["--count", "6", "--tag", tag, "--seed", "3"])
    captured = capsys.readouterr()
    assert (status, captured.err) == (0, "")
    for spot in json.loads(captured.out):
        assert tag in spot["tags"]
        assert ORACLES[tag](resolve(scenario_from_json(json.dumps(spot))))


def test_the_seats_a_deck_deals() -> None:
    assert [seats_a_deck_deals(game) for game in AUDITION_GAMES] == [
        10,
        10,
        10,
        10,
        10,
        9,
        9,
        7,
        10,
        7,
    ]
