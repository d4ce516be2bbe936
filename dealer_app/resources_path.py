"""One way to reach the files in ``resources/``, from a checkout, a wheel or a bundle.

The top-level ``resources/`` folder is installed as the package ``dealer_app.resources``
(see ``pyproject.toml``), so :mod:`importlib.resources` finds it in a wheel, in an
editable install and in a frozen bundle alike. Running straight from a checkout that was
never installed falls back to the folder beside the package.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

_CHECKOUT_RESOURCES = Path(__file__).resolve().parent.parent / "resources"


def resource_root() -> Traversable:
    """Return the root of the resources, wherever the app was installed from.

    >>> resource_root().joinpath("examples").is_dir()
    True
    """
    try:
        package = importlib.import_module("dealer_app.resources")
    except ModuleNotFoundError:
        return _CHECKOUT_RESOURCES
    # Installed as files in a folder (a wheel, an editable install, a bundle), the folder
    # itself is the resources: importlib.resources, whose import costs the table's start
    # a tenth of its time, is left for the other ways (a zip).
    spec = package.__spec__
    folders = list(spec.submodule_search_locations or ()) if spec is not None else []
    if len(folders) == 1 and Path(folders[0]).is_dir():
        return Path(folders[0])
    from importlib import resources

    return resources.files(package)


def resource(*parts: str) -> Traversable:
    """Return one resource file or folder by its path parts.

    >>> resource("examples").is_dir()
    True
    """
    node = resource_root()
    for part in parts:
        node = node.joinpath(part)
    return node
