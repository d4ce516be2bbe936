"""Every benchmark's ``--help`` exits 0 and reads as plain text, without the docstrings'
reStructuredText markup."""

from __future__ import annotations

import re

import pytest

from dealer_app.bench.__main__ import BENCHMARKS, main

MARKUP = re.compile(r":[a-z]+:`|``")


def test_the_list_of_benchmarks_is_help_not_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in BENCHMARKS)


def test_an_unknown_benchmark_exits_2_naming_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["nope"]) == 2
    assert "no benchmark 'nope'" in capsys.readouterr().err


@pytest.mark.parametrize("name", sorted(BENCHMARKS))
def test_each_benchmarks_help_has_words_and_no_markup(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main([name, "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    description = out.split("\n\n")[1]
    assert len(description.split()) >= 5, out
    assert not MARKUP.search(out), out
