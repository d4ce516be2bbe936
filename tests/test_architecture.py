"""docs/architecture.md stays a true map: every module it names exists, and every package
of the app is named in it."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAP = ROOT / "docs" / "architecture.md"
# A path (dealer_app/model/cards.py, dealer_app/gui/table/) or a dotted name
# (dealer_app.model.showdown.resolve.resolve) in the text.
NAMED = re.compile(r"dealer_app(?:[./][A-Za-z_][\w]*)*(?:\.py|/)?")


def named() -> set[str]:
    return set(NAMED.findall(MAP.read_text(encoding="utf-8")))


def exists(name: str) -> bool:
    """A path names a file or folder; a dotted name a module, or a name inside one."""
    if "/" in name or name.endswith(".py") or name == "dealer_app":
        return (ROOT / name).exists()
    parts = name.split(".")
    if parts[1] == "resources":  # installed from resources/ (pyproject.toml's package-dir)
        return (ROOT / "resources").is_dir()
    for end in range(len(parts), 0, -1):
        path = ROOT.joinpath(*parts[:end])
        if path.with_suffix(".py").is_file() or (path / "__init__.py").is_file():
            module = path.with_suffix(".py") if path.with_suffix(".py").is_file() else path
            rest = parts[end:]
            if not rest:
                return True
            source = (module / "__init__.py" if module.is_dir() else module).read_text("utf-8")
            return re.search(rf"^\s*(def|class) {rest[0]}\b|^{rest[0]} =", source, re.M) is not None
    return False


def test_every_module_named_exists() -> None:
    missing = sorted(name for name in named() if not exists(name))
    assert not missing


def test_every_package_is_named() -> None:
    packages = {
        init.parent.relative_to(ROOT).as_posix() + "/"
        for init in (ROOT / "dealer_app").rglob("__init__.py")
    }
    assert packages - named() == set()
