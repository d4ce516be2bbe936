"""The results kept for the keys used last: made once, the least used let go first."""

from __future__ import annotations

import doctest
from collections import OrderedDict

import dealer_app.gui.recent
from dealer_app.gui.recent import recent


def test_its_examples_hold() -> None:
    assert doctest.testmod(dealer_app.gui.recent).failed == 0


def test_a_result_is_made_once_and_the_least_used_is_let_go_first() -> None:
    made: list[str] = []
    kept: OrderedDict[str, str] = OrderedDict()

    def make(key: str) -> str:
        made.append(key)
        return key.upper()

    for key in ("a", "b", "a", "c", "a", "b"):
        assert recent(kept, key, lambda key=key: make(key), 2) == key.upper()
    # "b" was let go when "c" came ("a" had been used since), and made again.
    assert made == ["a", "b", "c", "b"]
    assert list(kept) == ["a", "b"]
