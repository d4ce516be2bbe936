"""``dealer-app drills``: N spots as scenarios with title and tags, from a seed; every one
resolves with ``dealer-app resolve``; a tag no chosen game can make is refused."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from subprocess import CompletedProcess
from typing import Any

import pytest

from dealer_app.cli import drills_parser, main_drills, main_resolve
from dealer_app.training.tags import TAGS


def drills(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, Any, str]:
    status = main_drills(list(args))
    captured = capsys.readouterr()
    return status, json.loads(captured.out) if status == 0 else captured.out, captured.err


def test_prints_n_scenarios_with_title_and_tags(capsys: pytest.CaptureFixture[str]) -> None:
    status, spots, err = drills(capsys, "--count", "12", "--seed", "4", "--difficulty", "5")
    assert (status, err) == (0, "")
    assert isinstance(spots, list) and len(spots) == 12
    for spot in spots:
        assert spot["format"] == "dealer-app/scenario@1"
        assert spot["title"] and isinstance(spot["title"], str)
        assert isinstance(spot.get("tags", []), list)
        assert set(spot.get("tags", [])) <= set(TAGS)


def test_every_printed_scenario_resolves(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, spots, _ = drills(capsys, "--count", "40", "--seed", "8", "--difficulty", "4")
    assert status == 0
    path = tmp_path / "spots.json"
    path.write_text(json.dumps(spots), encoding="utf-8")
    assert main_resolve([str(path)]) == 0
    results = json.loads(capsys.readouterr().out)
    assert len(results) == 40
    for spot, result in zip(spots, results, strict=True):
        paid = sum(result["payouts"].values())
        assert paid == sum(seat.get("committed", 0) for seat in spot["seats"])


def test_the_same_seed_prints_the_same_spots(capsys: pytest.CaptureFixture[str]) -> None:
    first = drills(capsys, "--count", "8", "--seed", "77")
    again = drills(capsys, "--count", "8", "--seed", "77")
    other = drills(capsys, "--count", "8", "--seed", "78")
    assert first == again and first[1] != other[1]


def test_tags_and_games_may_be_given_more_than_once(capsys: pytest.CaptureFixture[str]) -> None:
    status, spots, _ = drills(
        capsys,
        *("--count", "16", "--seed", "2"),
        *("--tag", "side-pots", "--tag", "three-way-tie"),
        *("--game", "omaha", "--game", "stud"),
    )
    assert status == 0
    assert {spot["game"] for spot in spots} <= {"omaha", "stud"}
    assert all({"side-pots", "three-way-tie"} & set(spot["tags"]) for spot in spots)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--count", "3", "--tag", "hilo-scoop", "--game", "holdem"], 'tag "hilo-scoop" cannot'),
        (["--count", "3", "--tag", "bogus"], 'unknown tag "bogus"'),
        (["--count", "3", "--game", "bridge"], 'unknown game "bridge"'),
        (["--count", "3", "--difficulty", "9"], "--difficulty: 9 is more than 5"),
        (["--count", "-1"], "--count: -1 is less than 0"),
        (["--count", "many"], "--count: 'many' is not a whole number"),
        (["--count", str(2**64)], "--count: 18446744073709551616 is more than 10,000"),
        (["--count", "9" * 5000], "--count: a number of 5,000 digits is more than 10,000"),
        (["--count", "3", "--seed", "-4"], "--seed: -4 is less than 0"),
        ([], "--count"),
    ],
)
def test_bad_options_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], words: str
) -> None:
    status, out, err = drills(capsys, *args)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("dealer-app drills: ") and words in err


def test_the_worksheet_is_left_to_the_table_windows_entry_point(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, _, err = drills(capsys, "--count", "2", "--worksheet", str(tmp_path / "w.pdf"))
    assert status == 2 and "--worksheet" in err and err.count("\n") == 1


def test_the_installed_command_pipes_into_resolve(
    python: Callable[..., CompletedProcess[str]],
) -> None:
    dealt = python("-m", "dealer_app", "drills", "--count", "5", "--seed", "1")
    assert dealt.returncode == 0, dealt.stderr
    resolved = python("-m", "dealer_app", "resolve", "-", stdin=dealt.stdout)
    assert resolved.returncode == 0, resolved.stderr
    assert len(json.loads(resolved.stdout)) == 5


def test_the_same_seed_deals_the_same_spots_in_any_process(
    python: Callable[..., CompletedProcess[str]],
) -> None:
    runs = [
        python(
            "-m",
            "dealer_app",
            "drills",
            "--count",
            "6",
            "--seed",
            "5",
            env={"PYTHONHASHSEED": seed},
        )
        for seed in ("1", "2")
    ]
    assert all(run.returncode == 0 for run in runs)
    assert runs[0].stdout == runs[1].stdout


def test_action_spots_are_printed_on_a_worksheet_only(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = drills(capsys, "--count", "2", "--action", "3")
    assert status == 2 and err.count("\n") == 1
    assert "--action: action spots are printed on a --worksheet only" in err


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (["--rake", "2"], "--rake: its spots are printed on a --worksheet only"),
        (["--chips", "2"], "--chips: its spots are printed on a --worksheet only"),
        (["--four-colour"], "--four-colour: the four-colour deck is drawn on a --worksheet only"),
    ],
)
def test_worksheet_options_without_a_worksheet_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], options: list[str], words: str
) -> None:
    status, out, err = drills(capsys, "--count", "1", *options)
    assert (status, out) == (2, "")
    assert err == f"dealer-app drills: {words}\n"


@pytest.mark.parametrize("option", ["--action", "--rake", "--chips"])
def test_a_worksheet_takes_at_most_a_thousand_spots_of_each_drill(
    option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for count in ("99999999999", "1001"):
        status = main_drills(["--count", "0", option, count, "--worksheet", "x.pdf"])
        assert status == 2
        assert capsys.readouterr().err == (
            f"dealer-app drills: argument {option}: {count} is more than 1,000 "
            "(see dealer-app drills --help)\n"
        )
    assert drills_parser().parse_args(["--count", "0", option, "1000"]).__dict__[option[2:]] == 1000
