"""Mutated files through every reader: each reads or refuses in one line, nothing else."""

from __future__ import annotations

import pytest

from tests.fuzz_readers import Reader, readers, run


def _check(reader: Reader) -> None:
    assert reader.refused > 0
    assert reader.crashed == [], reader.crashed[:3]


@pytest.mark.parametrize("reader", readers(), ids=lambda reader: reader.name)
def test_a_few_hundred_mutated_files_are_read_or_refused(reader: Reader) -> None:
    _check(run(reader, 300, seed=7))


@pytest.mark.slow
@pytest.mark.parametrize("reader", readers(), ids=lambda reader: reader.name)
def test_twenty_thousand_mutated_files_per_reader(reader: Reader) -> None:
    # Seven readers, 20,000 each: 140,000 files in all.
    done = run(reader, 20_000)
    print(f"{done.name}: {done.cases} cases, {done.refused} refused, {len(done.crashed)} crashed")
    _check(done)
