"""The input example of the scenario format (shared/scenario-format.md), for several suites."""

from __future__ import annotations

from typing import Any

CONTRACT_EXAMPLE: dict[str, Any] = {
    "format": "dealer-app/scenario@1",
    "game": "holdem",
    "rules": {"wild": [], "around_the_corner": False},
    "button": 4,
    "seats": [
        {"seat": 1, "name": "Ann", "cards": ["Ah", "Kd"], "committed": 300},
        {"seat": 4, "cards": ["Ac", "Qc"], "committed": 300},
        {"seat": 7, "cards": [], "folded": True, "committed": 50},
    ],
    "board": ["Jh", "2c", "2d", "5s", "5h"],
    "chips": [
        {"name": "black", "value": 100},
        {"name": "green", "value": 25},
        {"name": "red", "value": 5},
        {"name": "white", "value": 1},
    ],
}
