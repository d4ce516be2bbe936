"""The data files are found the same way from a checkout, an installed wheel and a bundle."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
import types
import zipfile
from importlib import metadata
from pathlib import Path, PurePosixPath

import pytest
from packaging.version import Version

from dealer_app.resources_path import resource

REPO_ROOT = Path(__file__).resolve().parents[1]
RESOURCES_DIR = REPO_ROOT / "resources"
SPEC_FILE = REPO_ROOT / "packaging" / "dealer-app.spec"
INSTALLED_RESOURCES = PurePosixPath("dealer_app", "resources")

# Prints where resource("examples") is and what it holds, without touching site-packages
# (python -S), so only the folder given first on sys.path can answer.
FIND_EXAMPLES = """
import json, sys
sys.path.insert(0, sys.argv[1])
from dealer_app.resources_path import resource
examples = resource("examples")
print(json.dumps({"path": str(examples), "is_dir": examples.is_dir(),
                  "names": sorted(entry.name for entry in examples.iterdir())}))
"""


def resource_files() -> list[PurePosixPath]:
    """Every data file of resources/, relative to it, as a wheel or a bundle must carry it."""
    return sorted(
        PurePosixPath(path.relative_to(RESOURCES_DIR).as_posix())
        for path in RESOURCES_DIR.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    )


def resource_folders() -> list[Path]:
    return sorted(
        path for path in RESOURCES_DIR.iterdir() if path.is_dir() and path.name != "__pycache__"
    )


def find_examples(python, search_path: Path) -> dict[str, object]:
    completed = python("-S", "-c", FIND_EXAMPLES, str(search_path))
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout)


@pytest.mark.parametrize("folder", resource_folders(), ids=lambda path: path.name)
def test_every_resource_folder_says_what_it_holds(folder: Path) -> None:
    # Git keeps no empty folder; the README keeps each one in clones, wheels and bundles.
    assert (folder / "README.md").is_file()


def test_resources_are_found_from_this_install() -> None:
    examples = resource("examples")
    assert examples.is_dir()
    assert "README.md" in {entry.name for entry in examples.iterdir()}


def test_resources_are_found_from_a_checkout_never_installed(python) -> None:
    found = find_examples(python, REPO_ROOT)
    assert found["is_dir"]
    assert Path(str(found["path"])) == RESOURCES_DIR / "examples"


def build_backend_is_installed() -> bool:
    """Whether this environment can build the wheel itself, offline."""
    if importlib.util.find_spec("setuptools") is None:
        return False
    setuptools_version = Version(metadata.version("setuptools"))
    wheel_built_in = setuptools_version >= Version("70.1")
    wheel_present = importlib.util.find_spec("wheel") is not None
    return setuptools_version >= Version("68") and (wheel_built_in or wheel_present)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory, python) -> Path:
    # Built from a copy, so the checkout gets no build/ folder and parallel runs never meet.
    source = tmp_path_factory.mktemp("source") / "dealer-app"
    shutil.copytree(
        REPO_ROOT,
        source,
        ignore=shutil.ignore_patterns(
            ".git", ".venv", "venv", "build", "dist", "*.egg-info", "__pycache__", ".*cache"
        ),
    )
    out = tmp_path_factory.mktemp("wheel")
    isolation = ["--no-build-isolation"] if build_backend_is_installed() else []
    completed = run_pip(
        python, "wheel", "--no-deps", *isolation, "--wheel-dir", str(out), str(source)
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    (built,) = out.glob("dealer_app-*.whl")
    return built


def run_pip(python, *args: str):
    return python("-m", "pip", "--disable-pip-version-check", "--quiet", *args)


def test_wheel_carries_every_resource_file(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = {PurePosixPath(name) for name in archive.namelist()}
    missing = [
        str(relative)
        for relative in resource_files()
        if INSTALLED_RESOURCES / relative not in names
    ]
    assert not missing, f"the wheel lacks {missing}"


def test_resources_are_found_from_an_installed_wheel(wheel: Path, tmp_path: Path, python) -> None:
    target = tmp_path / "site"
    completed = run_pip(
        python, "install", "--no-deps", "--no-index", "--target", str(target), str(wheel)
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    found = find_examples(python, target)
    assert found["is_dir"]
    assert Path(str(found["path"])).is_relative_to(target)
    assert found["names"] == sorted(path.name for path in (RESOURCES_DIR / "examples").iterdir())


class _Recorder:
    """Stands in for a PyInstaller build step and keeps what it was given."""

    calls: dict[str, tuple[tuple[object, ...], dict[str, object]]]

    def __init__(self, *args: object, **kwargs: object) -> None:
        type(self).calls[type(self).__name__] = (args, kwargs)
        self.pure = self.scripts = self.binaries = self.datas = []


def run_spec(monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple[tuple[object, ...], dict]]:
    """Run the PyInstaller spec with recording stand-ins instead of PyInstaller."""
    calls: dict[str, tuple[tuple[object, ...], dict]] = {}
    steps = {
        name: type(name, (_Recorder,), {"calls": calls})
        for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
    }
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.__dict__["copy_metadata"] = lambda name: [(f"metadata of {name}", f"{name}.dist-info")]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    code = compile(SPEC_FILE.read_text(encoding="utf-8"), str(SPEC_FILE), "exec")
    exec(code, {"__name__": "__main__", "SPECPATH": str(SPEC_FILE.parent), **steps})
    return calls


def test_bundle_spec_carries_every_resource_where_the_package_expects_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    (scripts,), analysis = run_spec(monkeypatch)["Analysis"]
    assert isinstance(scripts, list)
    assert all(Path(script).is_file() for script in scripts)
    bundled = {
        PurePosixPath(Path(folder).as_posix(), Path(source).name)
        for source, folder in analysis["datas"]
    }
    missing = [
        str(relative)
        for relative in resource_files()
        if INSTALLED_RESOURCES / relative not in bundled
    ]
    assert not missing, f"the bundle lacks {missing}"
    assert any("dealer-app" in source for source, _ in analysis["datas"]), "no package metadata"


# Loads every chip-set preset with only the folder given first on sys.path (python -S).
LOAD_PRESETS = """
import json, sys
sys.path.insert(0, sys.argv[1])
from dealer_app.storage.chip_presets import chip_presets
print(json.dumps([[p.key, p.unit.text(p.chips.unit), str(p.chips.unit_chip)]
                  for p in chip_presets()]))
"""


def _presets_from(python, search_path: Path) -> list[list[str]]:
    completed = python("-S", "-c", LOAD_PRESETS, str(search_path))
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout)


def test_chip_presets_load_from_a_checkout_and_from_an_installed_wheel(
    wheel: Path, tmp_path: Path, python
) -> None:
    target = tmp_path / "site"
    completed = run_pip(
        python, "install", "--no-deps", "--no-index", "--target", str(target), str(wheel)
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    from_checkout = _presets_from(python, REPO_ROOT)
    assert ["home", "$0.25", "white (25)"] in from_checkout
    assert _presets_from(python, target) == from_checkout
