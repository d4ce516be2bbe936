"""One way to reach the files in ``resources/``, from a checkout, a wheel or a bundle.

The top-level ``resources/`` folder is installed as the package ``dealer_app.resources``
(see ``pyproject.toml``), so :mod:`importlib.resources` finds it in a wheel, in an
editable install and in a frozen bundle alike. Running straight from a checkout that was
never installed falls back to the folder beside the package.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

_CHECKOUT_RESOURCES = Path(__file__).resolve().parent.parent / "resources"


def resource_root() -> Traversable:
    """Return the root of the resources, wherever the app was installed from.

    >>> resource_root().joinpath("examples").is_dir()
    True
    """
    try:
        root = resources.files("dealer_app.resources")
    except ModuleNotFoundError:
        return _CHECKOUT_RESOURCES
    return root


def resource(*parts: str) -> Traversable:
    """Return one resource file or folder by its path parts.

    >>> resource("examples").is_dir()
    True
    """
    node = resource_root()
    for part in parts:
        node = node.joinpath(part)
    return node
