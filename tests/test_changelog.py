"""CHANGELOG.md in the Keep a Changelog form, headed by the version the program reports."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import dealer_app

CHANGELOG = Path(__file__).resolve().parents[1] / "CHANGELOG.md"
SECTIONS = {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}


def releases() -> list[str]:
    return re.findall(
        r"^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$",
        CHANGELOG.read_text(encoding="utf-8"),
        re.MULTILINE,
    )


def test_dealer_app_version_prints_the_version_heading_the_changelog() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "dealer_app", "--version"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert completed.stdout == f"dealer-app {releases()[0]}\n"
    # Help > About reads the same (tests/gui/test_about_dialog.py shows it does).
    assert dealer_app.__version__ == releases()[0]


def test_the_changelog_keeps_its_form() -> None:
    text = CHANGELOG.read_text(encoding="utf-8")
    headings = re.findall(r"^## (.*)$", text, re.MULTILINE)
    assert headings[0] == "[Unreleased]"
    assert len(headings) == 1 + len(releases())
    assert set(re.findall(r"^### (.*)$", text, re.MULTILINE)) <= SECTIONS
