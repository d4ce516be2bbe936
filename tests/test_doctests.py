"""The examples in the docstrings are run, so they stay true."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import dealer_app
import dealer_app.model

# Qt widgets and benchmarks are tested by their own suites; everything else documents
# itself with examples that must keep working.
SKIPPED_PACKAGES = ("dealer_app.gui", "dealer_app.bench")


def documented_modules() -> list[str]:
    names = ["dealer_app"]
    for info in pkgutil.walk_packages(dealer_app.__path__, "dealer_app."):
        if not info.name.startswith(SKIPPED_PACKAGES):
            names.append(info.name)
    return sorted(names)


def model_modules() -> list[str]:
    return sorted(
        info.name
        for info in pkgutil.walk_packages(dealer_app.model.__path__, "dealer_app.model.")
        if not info.ispkg
    )


@pytest.mark.parametrize("name", documented_modules())
def test_docstring_examples_hold(name: str) -> None:
    module = importlib.import_module(name)
    outcome = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False)
    assert outcome.failed == 0, f"{outcome.failed} docstring example(s) of {name} failed"


@pytest.mark.parametrize("name", model_modules())
def test_model_module_shows_an_example(name: str) -> None:
    outcome = doctest.testmod(importlib.import_module(name), verbose=False)
    assert outcome.attempted > 0, f"{name} has no runnable docstring example"
