"""The package layout rules: the model is pure Python, the app never uses the test oracles."""

from __future__ import annotations

import ast
import json
import pkgutil
from pathlib import Path

import pytest

import dealer_app.model

REPO_ROOT = Path(__file__).resolve().parents[1]
PACKAGE_DIR = REPO_ROOT / "dealer_app"
MODEL_DIR = PACKAGE_DIR / "model"
# Benchmarks measure the app against the peer libraries, so they alone may import them.
BENCH_DIR = PACKAGE_DIR / "bench"

QT_PACKAGES = frozenset({"PySide6", "shiboken6", "PySide2", "PyQt5", "PyQt6"})
ORACLE_PACKAGES = frozenset({"treys", "pokerkit", "phevaluator", "eval7"})


def imported_top_packages(source: str) -> set[str]:
    """Top-level names of every absolute import, including ``import_module("x")`` calls."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
        elif isinstance(node, ast.Call) and _is_dynamic_import(node.func) and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.add(first.value.split(".")[0])
    return found


def test_import_scan_sees_every_kind_of_import() -> None:
    source = (
        "import a.b\n"
        "from c.d import e\n"
        "from . import relative\n"
        "def later():\n"
        "    import f\n"
        "importlib.import_module('g.h')\n"
        "__import__('i')\n"
    )
    assert imported_top_packages(source) == {"a", "c", "f", "g", "i"}


def _is_dynamic_import(func: ast.expr) -> bool:
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    return name in {"import_module", "__import__"}


def python_files(folder: Path, *, skip: Path | None = None) -> list[Path]:
    files = sorted(folder.rglob("*.py"))
    return [path for path in files if skip is None or not path.is_relative_to(skip)]


def relative(path: Path) -> str:
    return path.relative_to(REPO_ROOT).as_posix()


@pytest.mark.parametrize("path", python_files(MODEL_DIR), ids=relative)
def test_model_file_imports_no_qt(path: Path) -> None:
    imported = imported_top_packages(path.read_text(encoding="utf-8"))
    assert not imported & QT_PACKAGES, f"{relative(path)} imports {imported & QT_PACKAGES}"


@pytest.mark.parametrize("path", python_files(PACKAGE_DIR, skip=BENCH_DIR), ids=relative)
def test_app_file_imports_no_oracle(path: Path) -> None:
    imported = imported_top_packages(path.read_text(encoding="utf-8"))
    assert not imported & ORACLE_PACKAGES, (
        f"{relative(path)} imports {imported & ORACLE_PACKAGES}; "
        "they are test oracles, the app computes everything itself"
    )


def modules_loaded_by_importing(python, *modules: str) -> set[str]:
    code = (
        "import importlib, json, sys\n"
        f"for name in {list(modules)!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    completed = python("-c", code)
    assert completed.returncode == 0, completed.stderr
    return set(json.loads(completed.stdout))


def top_packages(module_names: set[str]) -> set[str]:
    return {name.split(".")[0] for name in module_names}


def model_modules() -> list[str]:
    return [
        info.name for info in pkgutil.walk_packages(dealer_app.model.__path__, "dealer_app.model.")
    ]


def test_importing_the_whole_model_loads_no_qt_and_no_oracle(python) -> None:
    loaded = modules_loaded_by_importing(python, "dealer_app.model", *model_modules())
    assert not top_packages(loaded) & (QT_PACKAGES | ORACLE_PACKAGES)


@pytest.mark.parametrize("module", ["dealer_app.cli", "dealer_app.__main__"])
def test_headless_entry_points_load_no_qt(python, module: str) -> None:
    loaded = modules_loaded_by_importing(python, module)
    assert not top_packages(loaded) & (QT_PACKAGES | ORACLE_PACKAGES)


def test_every_package_folder_is_installed() -> None:
    """A package folder left out of ``pyproject.toml`` would be missing from the wheel."""
    import tomllib

    settings = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(settings["tool"]["setuptools"]["packages"])
    folders = {
        ".".join(init.parent.relative_to(REPO_ROOT).parts)
        for init in PACKAGE_DIR.rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert folders - listed == set()
