"""Training spots: a showdown to practise on, its right answer and what it trains.

A :class:`Spot` is a complete :class:`~dealer_app.model.showdown.scenario.Scenario`, its
:class:`~dealer_app.model.showdown.result.Result` from
:func:`~dealer_app.model.showdown.resolve.resolve` (the right answer of every drill), the tags
true of it (:mod:`dealer_app.training.tags`) and a title a dealer would give it. Spots come from
the generator (:func:`generate_spots`, a seeded ``random.Random`` in, the same spots out) or
from the library of fixed spots (:func:`fixed_spots`: the showdowns of ``resources/examples``,
among them the rule texts' own AQ v A2 on A-5-8-8-K, 66 v 44 on K-T-T-7-K and AA v AK on
9-7-5-6-8).

>>> library = {spot.key: spot for spot in fixed_spots()}
>>> spot = library["holdem-aq-v-a2-kicker-counterfeited"]
>>> spot.title
"Hold'em: AQ against A2, the kicker counterfeited"
>>> sorted(spot.tags)
['counterfeited-kicker', 'dead-money', 'odd-chip-heads-up', 'split-by-colour']

A spot is written in the scenario format with its ``title`` and ``tags``:

>>> document = spot_to_dict(spot)
>>> document["title"], document["tags"]  # doctest: +ELLIPSIS
("Hold'em: AQ against A2, the kicker counterfeited", ['counterfeited-kicker', ...])
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dealer_app.model.cards import Card
from dealer_app.model.formats.scenario import scenario_from_dict, scenario_to_dict, scenario_to_json
from dealer_app.model.hands.games import Game
from dealer_app.model.json_values import read_json
from dealer_app.model.showdown.resolve import resolve
from dealer_app.model.showdown.result import Result
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import ScenarioError
from dealer_app.model.words import plural
from dealer_app.resources_path import resource
from dealer_app.training.generator import build_scenario
from dealer_app.training.tags import (
    TAG_GAMES,
    TAGS,
    TRAINING_GAMES,
    TagError,
    check_tags,
    tags_of,
)

__all__ = [
    "AIMED_SHARE",
    "DIFFICULTIES",
    "HOME_GAMES",
    "MOST_SPOTS",
    "Spot",
    "TrainingError",
    "fixed_spots",
    "generate_spots",
    "make_spot",
    "spot_from_dict",
    "spot_from_scenario",
    "spot_json",
    "spot_title",
    "spot_to_dict",
]

DIFFICULTIES = (1, 2, 3, 4, 5)
"""The difficulty levels, 1 (easiest) to 5."""

MOST_SPOTS = 10_000
"""The most spots dealt at once: about a minute's work (200 a second)."""


class TrainingError(TagError):
    """A training request that cannot be met; the message names the bad value."""


@dataclass(frozen=True)
class Spot:
    """One showdown to practise on, resolved once: the right answer of every drill."""

    scenario: Scenario
    result: Result
    tags: frozenset[str]
    title: str
    difficulty: int = 3
    key: str = ""
    """A name for a fixed spot (its example file's name); empty for a generated one."""

    @property
    def game(self) -> Game:
        """The game played."""
        return self.scenario.game

    @property
    def ordered_tags(self) -> tuple[str, ...]:
        """The tags in the order the training mode lists them."""
        return tuple(tag for tag in TAGS if tag in self.tags)


def spot_from_scenario(
    scenario: Scenario, *, title: str = "", difficulty: int = 3, key: str = ""
) -> Spot:
    """Resolve a complete scenario into a spot, with every tag true of it.

    The spot's scenario carries the title (``title``, else the scenario's own, else
    :func:`spot_title`) and the tags, as the format's optional fields.
    """
    result = resolve(scenario)
    tags = tags_of(result)
    named = title or scenario.title or spot_title(result)
    ordered = tuple(tag for tag in TAGS if tag in tags)
    titled = scenario.replace(title=named, tags=ordered)
    return Spot(
        scenario=titled,
        result=dataclasses.replace(result, scenario=titled),
        tags=tags,
        title=named,
        difficulty=difficulty,
        key=key,
    )


def spot_from_dict(document: Mapping[str, Any], *, key: str = "") -> Spot:
    """Read a spot from a scenario document; its ``title`` is kept, its tags worked out
    again from the showdown."""
    return spot_from_scenario(scenario_from_dict(document), key=key)


def spot_to_dict(spot: Spot) -> dict[str, Any]:
    """The spot in the scenario format, with its ``title`` and ``tags`` (optional fields)."""
    return scenario_to_dict(spot.scenario)


def spot_json(spot: Spot) -> str:
    """The spot as one line of scenario JSON, as the training history stores it."""
    return scenario_to_json(spot.scenario, indent=None)


def _short(cards: Sequence[Card]) -> str:
    return "".join(card.rank.char for card in cards)


def spot_title(result: Result) -> str:
    """A title as a dealer names a spot: the game, the hands shown and the board.

    Up to three seats at the showdown on a board are named by their cards (``AQ v A2 on
    A-5-8-8-K``, pairs and suits left as a dealer says them); otherwise by what decides the
    main pot (``Two Pair, Kings and Sevens, Ace kicker beats One Pair, Queens, ...``, ``3 seats
    split with Straight, Nine high``), with how many hands were shown.
    """
    scenario = result.scenario
    game = scenario.game_rules.title
    showing = [entry for entry in scenario.ordered_seats if not entry.folded and entry.cards]
    if not showing:
        return f"{game}: {plural(len(scenario.seats), 'seat')}"
    if len(showing) <= 3 and scenario.board:
        words = " v ".join(_short(_reading_order(entry.cards)) for entry in showing)
        return f"{game}: {words} on " + "-".join(card.rank.char for card in scenario.board)
    words = _deciding_words(result)
    if len(showing) > 3:
        words += f", {len(showing)} hands shown"
    return f"{game}: {words}"


def _deciding_words(result: Result) -> str:
    """What decides the main pot: who beats whom, or who splits with what."""
    hands = {hand.seat: hand for hand in result.hands_on(1)}
    pots = [pot for pot in result.pots if not pot.returned]
    if not pots or not hands:
        return "the showdown"
    winners = pots[0].winners.high or pots[0].winners.low
    best = [hands[seat] for seat in winners if seat in hands]
    if not best:
        return "the showdown"
    name = best[0].name
    if len(best) > 1:
        return f"{len(best)} seats split with {name}"
    others = [
        hand
        for seat, hand in hands.items()
        if seat not in winners and hand.high is not None and best[0].high is not None
    ]
    if not others:
        return f"{name} wins"
    runner = max(others, key=lambda hand: hand.high.strength if hand.high else 0)
    return f"{name} beats {runner.name}"


def _reading_order(cards: Sequence[Card]) -> tuple[Card, ...]:
    # Hole cards are said highest first ("AQ", never "QA"); stud hands keep their order.
    if len(cards) > 4:
        return tuple(cards)
    return tuple(sorted(cards, reverse=True))


@functools.cache
def fixed_spots() -> tuple[Spot, ...]:
    """The library of fixed spots: every showdown in ``resources/examples`` of a game the
    training deals (:data:`~dealer_app.training.tags.TRAINING_GAMES`), by file name."""
    folder = resource("examples")
    trained = {game.value for game in TRAINING_GAMES}
    spots = []
    for entry in sorted(folder.iterdir(), key=lambda item: item.name):
        if not entry.name.endswith(".json"):
            continue
        document = read_json(entry.read_bytes())
        if not isinstance(document, dict) or document.get("game") not in trained:
            continue
        spots.append(spot_from_dict(document, key=entry.name.removesuffix(".json")))
    return tuple(spots)


AIMED_SHARE = {1: 0.3, 2: 0.45, 3: 0.6, 4: 0.75, 5: 0.9}
"""By difficulty, the share of spots aimed at a situation dealers get wrong (when no tag is
asked for; with tags, every spot is aimed)."""

_ATTEMPTS = 60


HOME_GAMES = frozenset(
    {Game.GUTS2, Game.GUTS3, Game.GUTS21, Game.GUTS422, Game.GUTS423, Game.GUTS357}
)
"""The guts games: home games, dealt only when chosen (a mix of games is the room's)."""


def _games(games: Sequence[Game | str]) -> tuple[Game, ...]:
    chosen = []
    for game in games:
        names = ", ".join(g.value for g in TRAINING_GAMES)
        try:
            known = Game(game)
        except ValueError:
            raise TrainingError(f'unknown game "{game}" (one of: {names})') from None
        chosen.append(known)
    # Home games are dealt only when chosen.
    return tuple(dict.fromkeys(chosen)) or tuple(
        game for game in TRAINING_GAMES if game not in HOME_GAMES
    )


def generate_spots(
    rng: random.Random,
    count: int,
    *,
    games: Sequence[Game | str] = (),
    tags: Sequence[str] = (),
    difficulty: int = 3,
) -> tuple[Spot, ...]:
    """Deal ``count`` spots; with ``tags`` every spot carries at least one of them.

    Empty ``games`` mixes every card-room game (the guts home games only when chosen).
    Every spot carries at least one tag. Without tags, a share of the spots that grows with
    the difficulty (:data:`AIMED_SHARE`) is aimed at a situation dealers get wrong, the rest
    are random. An unknown game or tag, a tag none of the games can produce, or a
    difficulty outside 1-5 raises :class:`TrainingError` naming it.

    >>> spots = generate_spots(random.Random(5), 3, games=["holdem"], tags=["side-pots"])
    >>> [("side-pots" in spot.tags, spot.game.value) for spot in spots]
    [(True, 'holdem'), (True, 'holdem'), (True, 'holdem')]
    >>> generate_spots(random.Random(5), 1, games=["holdem"], tags=["hilo-scoop"])
    Traceback (most recent call last):
    ...
    dealer_app.training.spots.TrainingError: tag "hilo-scoop" cannot happen in Texas Hold'em \
(it needs one of: omaha8, stud8)
    """
    if difficulty not in DIFFICULTIES:
        raise TrainingError(f"difficulty {difficulty!r}: choose 1 to 5")
    if not 0 <= count <= MOST_SPOTS:
        raise TrainingError(f"count {count}: deal 0 to {MOST_SPOTS:,} spots")
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise TrainingError(f"count {count!r}: give a whole number of spots")
    chosen = _games(games)
    try:
        check_tags(tags, chosen)
    except TagError as error:
        raise TrainingError(str(error)) from None
    wanted = tuple(dict.fromkeys(tags))
    spots = []
    for _ in range(count):
        if wanted:
            tag: str | None = rng.choice(wanted)
        elif rng.random() < AIMED_SHARE[difficulty]:
            tag = rng.choice([t for t in TAGS if set(TAG_GAMES[t]) & set(chosen)])
        else:
            tag = None
        possible = [game for game in chosen if tag is None or game in TAG_GAMES[tag]]
        game = rng.choice(possible)
        spot = make_spot(rng, game, tag, difficulty)
        if not spot.tags:
            # Every spot trains something: a random one that shows no situation is dealt
            # again aimed at one its game can show.
            aims = [t for t in TAGS if game in TAG_GAMES[t]]
            if aims:
                spot = make_spot(rng, game, rng.choice(aims), difficulty)
        spots.append(spot)
    return tuple(spots)


def make_spot(rng: random.Random, game: Game, tag: str | None, difficulty: int = 3) -> Spot:
    """One spot of ``game``; aimed at ``tag`` when given, and then sure to carry it."""
    for _ in range(_ATTEMPTS):
        try:
            scenario = build_scenario(rng, game, tag, difficulty)
        except (LookupError, ScenarioError):
            continue  # the chosen cards did not fit the table drawn: lay it out again
        spot = spot_from_scenario(scenario, difficulty=difficulty)
        if tag is None or tag in spot.tags:
            return spot
    raise TrainingError(f"tag {tag}: no {game.value} spot made in {_ATTEMPTS} tries")
