"""The NumPy batch path against the scalar evaluator, and the census of every hand."""

from __future__ import annotations

import pkgutil
import re
from itertools import combinations

import numpy as np
import numpy.typing as npt
import pytest

import dealer_app.model
from dealer_app.model.hands import batch_eval, fast_eval
from dealer_app.model.hands.batch_eval import (
    BULK_MODULES,
    BatchError,
    classes,
    combinations_array,
    strengths,
)
from dealer_app.model.hands.census import census, seven_card_census
from dealer_app.model.hands.strength import Category
from tests.model.hands.test_exhaustive import ROYAL_FLUSH, SEVEN_CARD_COUNTS
from tests.test_layout import modules_loaded_by_importing, top_packages


def random_hands(count: int, size: int, seed: int) -> npt.NDArray[np.intp]:
    """``count`` uniformly random hands of ``size`` distinct cards."""
    rng = np.random.default_rng(seed)
    hands = np.empty((0, size), dtype=np.intp)
    while len(hands) < count:
        drawn = rng.integers(0, 52, size=(2 * count, size))
        distinct = np.bitwise_count(batch_eval.card_masks(drawn)) == size
        hands = np.concatenate([hands, drawn[distinct]])
    return hands[:count]


def scalar_strengths(hands: npt.NDArray[np.intp]) -> list[int]:
    strength = {5: fast_eval.strength5, 6: fast_eval.strength6, 7: fast_eval.strength7}
    evaluate = strength[hands.shape[1]]
    return [evaluate(*hand) for hand in hands.tolist()]


def test_a_million_random_seven_card_hands_agree_with_the_scalar_evaluator() -> None:
    hands = random_hands(1_000_000, 7, seed=16)
    assert strengths(hands).tolist() == fast_eval.strengths7(hands.tolist())


@pytest.mark.parametrize("size", [5, 6])
def test_random_five_and_six_card_hands_agree(size: int) -> None:
    hands = random_hands(200_000, size, seed=size)
    assert strengths(hands).tolist() == scalar_strengths(hands)


def test_every_flush_and_straight_flush_shape_agrees() -> None:
    # All seven-card hands of the ranks 2-7 and aces with at least five clubs: flushes
    # with pairs beside them, straight flushes and steel wheels among them.
    low_cards = [card for card in range(52) if card >> 2 <= 5 or card >> 2 == 12]
    hands = np.array(
        [hand for hand in combinations(low_cards, 7) if sum(c & 3 == 0 for c in hand) >= 5]
    )
    assert len(hands) > 1000
    assert strengths(hands).tolist() == scalar_strengths(hands)


def test_classes_order_as_strengths() -> None:
    table = batch_eval.class_strengths()
    assert len(table) == batch_eval.CLASS_COUNT
    assert (np.diff(table) > 0).all()
    hands = random_hands(10_000, 7, seed=3)
    assert (table[classes(hands)] == strengths(hands)).all()


def test_an_empty_batch_gives_an_empty_answer() -> None:
    assert strengths(np.empty((0, 7), dtype=np.int64)).shape == (0,)


@pytest.mark.parametrize(
    ("hands", "message"),
    [
        ([[0, 1, 2, 3]], "rows of 5 to 7 cards, not shape (1, 4)"),
        ([0, 1, 2, 3, 4], "not shape (5,)"),
        ([[0, 1, 2, 3, 52]], "card indices must be 0-51, got 52"),
        ([[0, 1, 2, 3, -1]], "card indices must be 0-51, got -1"),
        ([[0.0, 1, 2, 3, 4]], "integers"),
        ([[0, 1, 2, 3, 4], [5, 6, 7, 5, 8]], "hand 1 holds a card twice: [5, 6, 7, 5, 8]"),
    ],
)
def test_bad_hands_are_refused_with_a_message_naming_them(hands: object, message: str) -> None:
    with pytest.raises(BatchError, match=re.escape(message)):
        strengths(hands)


@pytest.mark.parametrize(("n", "k"), [(0, 0), (5, 0), (5, 5), (7, 3), (20, 4)])
def test_combinations_array_is_itertools_in_order(n: int, k: int) -> None:
    expected = [list(row) for row in combinations(range(n), k)]
    assert combinations_array(n, k).tolist() == expected


def test_importing_the_scalar_model_never_imports_numpy(python) -> None:
    scalar = [
        info.name
        for info in pkgutil.walk_packages(dealer_app.model.__path__, "dealer_app.model.")
        if info.name not in BULK_MODULES
    ]
    loaded = top_packages(modules_loaded_by_importing(python, "dealer_app.model", *scalar))
    assert "dealer_app" in loaded
    assert "numpy" not in loaded


def test_every_five_card_hand_is_counted() -> None:
    counted = census(5)
    assert counted.total == 2_598_960
    assert counted.distinct == 7_462
    assert counted.by_category()[Category.FLUSH] == 5_108
    assert counted.by_category()[Category.HIGH_CARD] == 1_302_540


def test_a_census_takes_five_to_seven_cards() -> None:
    with pytest.raises(BatchError, match="not 8"):
        census(8)


@pytest.mark.slow
def test_every_seven_card_hand_is_counted_by_the_batch_path() -> None:
    counted = seven_card_census()
    assert counted.total == 133_784_560
    assert counted.distinct == 4_824
    assert counted.by_category() == SEVEN_CARD_COUNTS
    assert counted.counts[ROYAL_FLUSH] == 4_324
