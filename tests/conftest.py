"""Shared test set-up: Qt always renders offscreen, and helpers to run Python apart."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

# Before anything imports Qt: tests never open real windows, with or without a screen,
# so they behave the same on a developer's desktop and on a headless CI machine.
os.environ["QT_QPA_PLATFORM"] = "offscreen"

SUBPROCESS_TIMEOUT = 120


def run_python(
    *args: str,
    env: Mapping[str, str] | None = None,
    stdin: str | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run this interpreter with ``args`` in a fresh process and capture its output."""
    return subprocess.run(
        [sys.executable, *args],
        env={**os.environ, **(env or {})},
        input=stdin,
        capture_output=True,
        text=True,
        timeout=SUBPROCESS_TIMEOUT,
        check=False,
    )


@pytest.fixture(scope="session")
def python() -> Callable[..., subprocess.CompletedProcess[str]]:
    """Run this interpreter in a fresh process: ``python("-c", code)``."""
    return run_python


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The checkout's root folder."""
    return Path(__file__).resolve().parent.parent
