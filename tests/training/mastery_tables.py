"""Random tables with all-ins, folds and odd chips, for the mastery training tests."""

from __future__ import annotations

from hypothesis import strategies as st

from dealer_app.model.cards import FULL_DECK
from dealer_app.model.showdown.scenario import Scenario
from dealer_app.model.showdown.seats import SeatEntry


@st.composite
def all_in_tables(draw: st.DrawFn) -> Scenario:
    game = draw(st.sampled_from(("holdem", "omaha8", "stud")))
    hole = {"holdem": 2, "omaha8": 4, "stud": 7}[game]
    numbers = draw(st.lists(st.integers(1, 10), min_size=2, max_size=6, unique=True))
    deck = list(draw(st.permutations(FULL_DECK)))
    folded = draw(st.sets(st.sampled_from(numbers), max_size=len(numbers) - 1))
    seats = []
    for number in numbers:
        out = number in folded
        cards = "" if out else [str(deck.pop()) for _ in range(hole)]
        committed = draw(st.integers(1, 12)) * (5 if out else 25) + draw(st.integers(0, 3))
        seats.append(SeatEntry.of(number, cards, folded=out, committed=committed))
    board = [] if game == "stud" else [str(deck.pop()) for _ in range(5)]
    return Scenario.of(game, seats, board=board, button=draw(st.sampled_from(numbers)))
