"""Split-pot dealer assistant: evaluates every seat, builds side pots and splits the chips.

The version comes from the installed package metadata, so ``pyproject.toml`` stays its
only source. It is looked up on first use, keeping ``import dealer_app.model`` fast.

>>> import dealer_app
>>> isinstance(dealer_app.__version__, str)
True
"""

from __future__ import annotations

DISTRIBUTION = "dealer-app"
APPLICATION_NAME = "Dealer's Table"
"""The program's name as its windows, menus and documents give it."""
UNKNOWN_VERSION = "0+unknown"


def __getattr__(name: str) -> str:
    if name == "__version__":
        from importlib import metadata

        try:
            return metadata.version(DISTRIBUTION)
        except metadata.PackageNotFoundError:
            # Running from a checkout that was never installed.
            return UNKNOWN_VERSION
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
