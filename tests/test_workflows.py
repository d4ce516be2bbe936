"""The hosted workflows, read as a reader of the YAML would: a job on Ubuntu, Windows and
macOS runs the checks and the tests, beside the bundle job. (They cannot run here; this
and check-jsonschema in .ci/run are what can be checked offline.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

WORKFLOWS = Path(__file__).resolve().parents[1] / ".github" / "workflows"
SYSTEMS = ("ubuntu", "windows", "macos")
CHECKS = ("ruff", "mypy", "lint-imports", "pytest")


def jobs() -> list[tuple[str, dict[str, Any]]]:
    found = []
    for path in sorted(WORKFLOWS.glob("*.yml")):
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
        for name, job in document["jobs"].items():
            found.append((f"{path.name}:{name}", job))
    return found


def systems_of(job: dict[str, Any]) -> set[str]:
    """The runner families a job's matrix names (``ubuntu-22.04`` is ubuntu)."""
    matrix = job.get("strategy", {}).get("matrix", {})
    names = [*matrix.get("os", []), *(entry.get("os", "") for entry in matrix.get("include", []))]
    return {system for system in SYSTEMS for name in names if name.startswith(system)}


def commands_of(job: dict[str, Any]) -> str:
    return "\n".join(step.get("run", "") for step in job.get("steps", []))


def test_a_job_runs_the_checks_and_tests_on_three_systems() -> None:
    matching = [
        name
        for name, job in jobs()
        if systems_of(job) == set(SYSTEMS) and all(check in commands_of(job) for check in CHECKS)
    ]
    assert matching, [(name, systems_of(job)) for name, job in jobs()]


def test_the_bundle_is_still_built_on_the_three_systems() -> None:
    bundle = [name for name, job in jobs() if "packaging/build.py" in commands_of(job)]
    assert bundle
    assert all(systems_of(dict(jobs())[name]) == set(SYSTEMS) for name in bundle)


def test_the_tests_run_offscreen_on_every_runner() -> None:
    for name, job in jobs():
        if "pytest" in commands_of(job):
            assert job.get("env", {}).get("QT_QPA_PLATFORM") == "offscreen", name
