"""The checks of a guts deal's scenario: its money, its options for its game, its cards.

:func:`check_guts_scenario` is what :class:`~dealer_app.model.showdown.scenario.Scenario` runs when
built with ``guts``; :func:`guts_missing` what it adds to
:meth:`~dealer_app.model.showdown.scenario.Scenario.missing`. Errors name the field.

>>> from dealer_app.model.showdown.scenario import Scenario, SeatEntry
>>> seats = [SeatEntry.of(1, "Ah Ad"), SeatEntry.of(2, folded=True)]
>>> Scenario.of("guts2", seats, button=1, guts=GutsTable(pot=10, stage=1))
Traceback (most recent call last):
...
dealer_app.model.showdown.seats.ScenarioError: guts: stage: Two-Card Guts has no stages
>>> deal = Scenario.of("guts2", seats, button=2, guts=GutsTable(pot=10, ghost="alone"))
>>> deal.missing()
('guts: ghost_cards: 0 cards; Two-Card Guts needs 2 cards',)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealer_app.model.chips import ChipError
from dealer_app.model.hands.games import GAMES, Game
from dealer_app.model.home.guts_money import Declared
from dealer_app.model.home.guts_table import GutsTable
from dealer_app.model.showdown.seats import ScenarioError
from dealer_app.model.words import plural

if TYPE_CHECKING:
    from dealer_app.model.showdown.scenario import Scenario

__all__ = ["check_guts_scenario", "guts_missing"]


def check_guts_scenario(scenario: Scenario) -> None:
    """Refuse a guts deal that can never be right (:class:`ScenarioError` naming the field)."""
    guts = scenario.guts
    if not isinstance(guts, GutsTable):
        raise ScenarioError(f"guts: {guts!r} is not a guts table")
    if not scenario.game.value.startswith("guts"):
        raise ScenarioError(f"guts: {scenario.game_rules.title} is not played for guts money")
    if scenario.rake is not None:
        raise ScenarioError("rake: a guts deal is a home game, with no rake")
    if scenario.pot is not None or scenario.pot_chips or scenario.has_committed:
        field = "pot" if scenario.pot is not None else "pots" if scenario.pot_chips else "committed"
        raise ScenarioError(f'{field}: a guts deal has its money in "guts", not here')
    try:
        for name, value in guts.amounts:
            scenario.chips.check_value(value, f"guts: {name}")
    except ChipError as error:
        raise ScenarioError(str(error)) from None
    if (guts.stage is not None) != (scenario.game is Game.GUTS357):
        raise ScenarioError(
            "guts: stage: three-five-seven needs its stage (1, 2 or 3)"
            if guts.stage is None
            else f"guts: stage: {GAMES[scenario.game].title} has no stages"
        )
    if (guts.third_card or guts.extra_ante) and scenario.game is not Game.GUTS21:
        raise ScenarioError(f"guts: third_card: {scenario.game_rules.title} has no third card")
    if guts.third_card:
        unknown = set(guts.third_card) - set(scenario.seat_numbers)
        if unknown:
            raise ScenarioError(f"guts: third_card: seat {min(unknown)} is not dealt in")
    stage_cards = scenario.game_rules.hole_cards
    for entry in scenario.seats:
        if len(entry.cards) > stage_cards:
            raise ScenarioError(
                f"{entry.label}: shows {len(entry.cards)} cards; "
                f"{scenario.game_rules.title} has {stage_cards}"
            )
    if (guts.alone_vs_deck or guts.deck_cards) and scenario.game not in (
        Game.GUTS422,
        Game.GUTS423,
    ):
        raise ScenarioError(f"guts: alone_vs_deck: {scenario.game_rules.title} is not a 4-2-x game")
    if len(guts.deck_cards) > 4:
        raise ScenarioError(f"guts: deck_cards: {len(guts.deck_cards)} cards; the deck plays 4")
    if len(guts.ghost_cards) > scenario.game_rules.hole_cards:
        raise ScenarioError(
            f"guts: ghost_cards: {len(guts.ghost_cards)} cards; "
            f"{scenario.game_rules.title} has {scenario.game_rules.hole_cards}"
        )


def guts_missing(scenario: Scenario, deal: Declared) -> list[str]:
    """What a guts deal still lacks: a third card's seats, the deck's or the ghost's cards."""
    rules = scenario.game_rules
    problems: list[str] = [
        # Under the wimp rule every seat shows, those out too: each needs its cards.
        f"seat {seat}: out, but every hand is shown: it shows "
        f"{plural(len(scenario.seat(seat).cards), 'card')}; "
        f"{rules.title} needs {rules.hole_cards} cards"
        for seat in deal.shown
        if seat not in deal.seats_in and len(scenario.seat(seat).cards) != rules.hole_cards
    ]
    if deal.table.third_card:
        problems += [
            f"seat {seat}: in with three cards, but not in for a third card"
            for seat in deal.seats_in
            if seat not in deal.table.third_card
        ]
    if deal.table.alone_vs_deck and len(deal.seats_in) == 1:
        alone = scenario.seat(deal.seats_in[0])
        if len(deal.table.deck_cards) != 4 or len(alone.cards) < 4:
            problems.append(
                f"guts: deck_cards: {alone.label} is in alone: it shows its four down "
                "cards and the deck its top four"
            )
    if deal.ghost_plays:
        ghost = len(deal.table.ghost_cards)
        if ghost != rules.hole_cards:
            problems.append(
                f"guts: ghost_cards: {plural(ghost, 'card')}; "
                f"{rules.title} needs {rules.hole_cards} cards"
            )
    return problems
