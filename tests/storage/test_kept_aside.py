from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

from dealer_app.storage.kept_aside import is_kept_aside, keep_aside

FOUND = datetime(2026, 12, 2, 4, 51, tzinfo=UTC)


def test_a_file_of_the_longest_name_is_kept_aside_under_a_name_the_system_takes(
    tmp_path: Path,
) -> None:
    # A class file the app named itself: sixty playing cards, 253 bytes with its ending.
    path = tmp_path / ("\N{PLAYING CARD ACE OF SPADES}" * 60 + ".trainee.json")
    assert len(os.fsencode(path.name)) == 253
    path.write_text("{ damaged")
    for _ in range(2):
        aside = keep_aside(path, FOUND)
        assert len(os.fsencode(aside.name)) <= 255
        assert is_kept_aside(aside) and aside.name.endswith(".json")
        assert aside.read_text() == "{ damaged"
        path.write_text("{ damaged")
    kept = sorted(entry.name for entry in tmp_path.iterdir() if is_kept_aside(entry))
    assert len(kept) == 2 and any(name.endswith("Z-2.json") for name in kept)
