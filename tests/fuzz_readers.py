"""Mutated documents for every reader: each must read or refuse in one line, never raise else.

A reader takes the bytes a file would hold and either reads them or raises its refusal (a
``ValueError`` whose message is one line). Seeds are the shipped examples, evenings, chip
sets, an exam, an audition and a chip race; mutations are byte-level (flips, cuts, repeats,
junk) and structural (a value swapped for a value of another type, a key doubled, a list nested
deep, a number of thousands of digits).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from dealer_app.cli import BadInputError, chip_race_text, resolve_text
from dealer_app.model.formats.evening import evening_from_json
from dealer_app.model.formats.rake import rake_from_json
from dealer_app.model.json_values import FormatError, read_json
from dealer_app.storage.chip_presets import ChipPresetError
from dealer_app.storage.room_chip_sets import read_chip_set
from dealer_app.storage.trainee_file import read_trainee_file
from dealer_app.training.audition_file import AuditionFileError, audition_from_json
from dealer_app.training.exam_file import ExamFileError, exam_from_json

RESOURCES = Path(__file__).resolve().parent.parent / "resources"

RACE = {
    "chips": [{"name": "black", "value": 100}, {"name": "green", "value": 25}],
    "leaving": "green",
    "players": [
        {"seat": 1, "chips": 13, "other": 500, "cards": ["2c"]},
        {"seat": 3, "chips": 2, "cards": ["Kd", "7c"]},
    ],
}

EXAM = {
    "format": "dealer-app/exam@1",
    "title": "Week 3",
    "timing": {"seconds_per_spot": 30},
    "pass_rules": [{"rule": "overall", "percent": 80}],
    "spots": [],
}


TRAINEE_ANSWER = {
    "key": "9a0e4c1b2d3f45a6b7c8d9e0f1a2b3c4",
    "when": "2026-11-30T18:02:11.250+00:00",
    "drill": "split-pot",
    "game": "omaha8",
    "tags": ["omaha8-quartered", "side-pots"],
    "correct": True,
    "seconds": 9.5,
    "aim_seconds": 16.0,
    "score": 0.92,
    "difficulty": 4,
    "title": "Omaha hi-lo: a quartered low",
    "source": "practice",
    "given": "Main pot: seat 2",
}


def _trainee_seeds() -> list[bytes]:
    scenario = json.loads(_examples(RESOURCES / "examples")[0])
    answers = [TRAINEE_ANSWER, {**TRAINEE_ANSWER, "key": "b" * 32, "scenario": scenario}]
    document = {
        "format": "dealer-app/trainee@1",
        "trainee": {"uid": "5f0c2b7e", "name": "Ann"},
        "exported_at": "2026-12-01T17:00:00+00:00",
        "answers": answers,
    }
    return [json.dumps(document).encode()]


def _examples(folder: Path) -> list[bytes]:
    return [path.read_bytes() for path in sorted(folder.glob("*.json"))]


def _exam_seeds() -> list[bytes]:
    scenarios = [json.loads(seed) for seed in _examples(RESOURCES / "examples")[:3]]
    spots = [{"drill": "read-winner", "scenario": scenario} for scenario in scenarios]
    return [json.dumps({**EXAM, "spots": spots}).encode()]


def _chip_set(data: bytes) -> object:
    return read_chip_set("fuzzed", data, "fuzzed.json")


def _rake(data: bytes) -> object:
    return rake_from_json(read_json(data))


@dataclass
class Reader:
    """One reader, its seeds and the refusal it may raise."""

    name: str
    read: Callable[[bytes], object]
    refusal: type[ValueError]
    seeds: Callable[[], list[bytes]]
    cases: int = 0
    refused: int = 0
    crashed: list[str] = field(default_factory=list)


def readers() -> list[Reader]:
    examples = RESOURCES / "examples"
    return [
        Reader(
            "resolve (scenarios)",
            resolve_text,
            BadInputError,
            lambda: _examples(examples) + _examples(examples / "guts"),
        ),
        Reader(
            "guts evening", evening_from_json, ValueError, lambda: _examples(examples / "evenings")
        ),
        Reader("exam", exam_from_json, ExamFileError, _exam_seeds),
        Reader(
            "audition",
            audition_from_json,
            AuditionFileError,
            lambda: [(RESOURCES.parent / "docs" / "examples" / "audition.json").read_bytes()],
        ),
        Reader("trainee", read_trainee_file, FormatError, _trainee_seeds),
        Reader("chip set", _chip_set, ChipPresetError, lambda: _examples(RESOURCES / "chips")),
        Reader("chip race", chip_race_text, BadInputError, lambda: [json.dumps(RACE).encode()]),
        Reader(
            "rake",
            _rake,
            ValueError,
            lambda: [b'{"percent": 10, "cap": 500}', b'{"percent": 5, "no_flop_no_drop": true}'],
        ),
    ]


_ODD_VALUES: list[object] = [
    None,
    True,
    -5,
    0,
    5.75,
    42,
    1e300,
    10**13,
    "",
    "x",
    "Zh",
    [],
    {},
    [1],
    {"1": 1},
    ["As", "As"],
]


def _paths(value: object, path: tuple[object, ...] = ()) -> Iterator[tuple[object, ...]]:
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*path, index))


def _replace(document: object, path: tuple[object, ...], new: object) -> object:
    if not path:
        return new
    parent: object = document
    for step in path[:-1]:
        parent = parent[step]  # type: ignore[index]
    parent[path[-1]] = new  # type: ignore[index]
    return document


def _structural(seed: bytes, rng: random.Random) -> bytes:
    document = json.loads(seed)
    for _ in range(rng.randint(1, 3)):
        paths = list(_paths(document))
        path = rng.choice(paths)
        roll = rng.random()
        if roll < 0.6:
            document = _replace(document, path, copy.deepcopy(rng.choice(_ODD_VALUES)))
        elif roll < 0.75 and path and isinstance(path[-1], str):
            parent = document
            for step in path[:-1]:
                parent = parent[step]  # type: ignore[index]
            del parent[path[-1]]  # type: ignore[index, union-attr]
        elif roll < 0.85:
            current = document
            for step in path:
                current = current[step]  # type: ignore[index]
            document = _replace(document, path, [current] if rng.random() < 0.5 else {"x": current})
        else:
            break
    text = json.dumps(document)
    special = rng.random()
    if special < 0.05:
        text = text.replace("50", "9" * rng.choice((50, 4301, 5000)), 1)
    elif special < 0.1:
        depth = rng.choice((65, 1000, 100_000))
        text = text.replace("[", "[" * depth, 1).replace("]", "]" * depth, 1)
    elif special < 0.15 and text.startswith("{") and ":" in text:
        first_key = text[1 : text.index(":") + 1]
        text = "{" + first_key + " 1, " + text[1:]
    elif special < 0.2:
        return b"\xef\xbb\xbf" + text.encode()
    return text.encode()


def _bytes(seed: bytes, rng: random.Random) -> bytes:
    data = bytearray(seed)
    for _ in range(rng.randint(1, 4)):
        if not data:
            break
        at = rng.randrange(len(data))
        roll = rng.random()
        if roll < 0.4:
            data[at] = rng.randrange(256)
        elif roll < 0.6:
            del data[at : at + rng.randint(1, 40)]
        elif roll < 0.8:
            data[at:at] = data[at : at + rng.randint(1, 40)]
        else:
            data[at:at] = rng.choice((b"\x00", b"\xff\xfe", b"NaN", b"-", b"1e999", b'"\\u0000"'))
    return bytes(data)


def mutations(seed: bytes, rng: random.Random) -> bytes:
    """One mutated document from ``seed``."""
    return _structural(seed, rng) if rng.random() < 0.6 else _bytes(seed, rng)


def run(reader: Reader, cases: int, seed: int = 23) -> Reader:
    """Feed ``cases`` mutated documents to ``reader``, counting refusals and anything else."""
    rng = random.Random(seed)
    seeds = reader.seeds()
    for _ in range(cases):
        data = mutations(rng.choice(seeds), rng)
        reader.cases += 1
        try:
            reader.read(data)
        except reader.refusal as error:
            message = str(error)
            if "\n" in message or not message.strip():
                reader.crashed.append(f"not one line: {message!r} from {data[:200]!r}")
            else:
                reader.refused += 1
        except Exception as error:  # anything else is the failure counted
            reader.crashed.append(f"{type(error).__name__}: {error} from {data[:300]!r}")
    return reader
