"""A benchmark's docstring as the plain text of its ``--help``.

The docstrings are written for the documentation (reStructuredText); a terminal shows
the words without the markup:

>>> plain_text("See :mod:`dealer_app.bench.eval_speed` and ``--full``.")
'See dealer_app.bench.eval_speed and --full.'
>>> plain_text(":func:`~dealer_app.model.hands.census.census`")
'census'
"""

from __future__ import annotations

import re

__all__ = ["plain_text"]

_ROLE = re.compile(r":[a-z]+:`(~?)([^`]+)`")
_LITERAL = re.compile(r"``([^`]+)``")


def plain_text(doc: str | None) -> str:
    """``doc`` without reStructuredText roles and literal quotes (``~`` keeps the last name)."""

    def role(match: re.Match[str]) -> str:
        tilde, name = match.groups()
        return name.rsplit(".", 1)[-1] if tilde else name

    return _LITERAL.sub(r"\1", _ROLE.sub(role, doc or "")).strip()
