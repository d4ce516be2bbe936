"""``dealer-app action``: a betting round headless; the reference's examples print what it shows."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from dealer_app.__main__ import main
from dealer_app.model.formats.action import round_from_dict, round_to_dict

REFERENCE = Path(__file__).resolve().parents[2] / "docs" / "reference.md"


def reference_examples() -> list[tuple[str, str]]:
    """The (input, output) pairs of JSON blocks in the reference's ``dealer-app action``
    section."""
    text = REFERENCE.read_text(encoding="utf-8")
    section = text.split("## Headless: `dealer-app action`", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```json\n(.*?)```", section, re.DOTALL)
    assert len(blocks) >= 2 and len(blocks) % 2 == 0
    return list(zip(blocks[::2], blocks[1::2], strict=True))


def _run(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> tuple[int, str, str]:
    path = tmp_path / "round.json"
    path.write_text(text, encoding="utf-8")
    status = main(["action", str(path)])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize(("given", "shown"), reference_examples())
def test_reference_examples_print_what_the_reference_shows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], given: str, shown: str
) -> None:
    status, out, err = _run(tmp_path, capsys, given)
    assert (status, err) == (0, "")
    assert out == shown


def test_the_pot_limit_example_says_the_working(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    given, _ = reference_examples()[0]
    _, out, _ = _run(tmp_path, capsys, given)
    to_act = json.loads(out)["to_act"]
    assert to_act["largest_raise_to"] == 180
    assert "calling 20 makes 160, so the pot raise is to 180" in to_act["largest"]


def test_a_round_written_out_reads_back_the_same() -> None:
    given, _ = reference_examples()[1]
    followed = round_from_dict(json.loads(given))
    again = round_from_dict(round_to_dict(followed.round))
    assert again == followed


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[", "line 1"),
        ('{"structure": "pot-limit", "button": 1, "seats": []}', "blinds is missing"),
        ('{"structure": "big", "blinds": [1, 2]}', "structure must be one of"),
        ("{}", "structure is missing: one of no-limit, pot-limit, limit"),
        (
            '{"structure": "no-limit", "blinds": [1, 2], "button": 2,'
            ' "seats": [{"seat": 1}, {"seat": 2}], "actions": ["2 r 3"]}',
            "action 1: seat 2: raise to 3 is too small",
        ),
        (
            '{"structure": "no-limit", "blinds": [1, 2], "button": 2,'
            ' "seats": [{"seat": 1}, {"seat": 2}], "actions": ["1 z"]}',
            'actions, entry 1: "z" is not an action',
        ),
        (
            '{"structure": "limit", "blinds": [1, 2], "button": 2,'
            ' "seats": [{"seat": 1}, {"seat": 2}]}',
            "bets is missing",
        ),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    status, out, err = _run(tmp_path, capsys, text)
    assert (status, out) == (2, "")
    assert err.startswith("dealer-app action: ") and message in err
    assert err.count("\n") == 1
