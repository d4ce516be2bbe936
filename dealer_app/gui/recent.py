"""Results kept for the keys used last.

A dealer meets the same things again and again at a table (a card changed back, an undo,
the same hands and layouts): the words fitted to a box, a hand line's size, a step's layout,
a payout's zones. Each is worked out once and kept while among the last used.

    >>> from collections import OrderedDict
    >>> kept: OrderedDict[str, int] = OrderedDict()
    >>> recent(kept, "a", lambda: 1, 2), recent(kept, "b", lambda: 2, 2)
    (1, 2)
    >>> recent(kept, "a", lambda: 9, 2), recent(kept, "c", lambda: 3, 2), list(kept)
    (1, 3, ['a', 'c'])
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TypeVar

__all__ = ["recent"]

_Key = TypeVar("_Key", bound=Hashable)
_Value = TypeVar("_Value")


def recent(
    kept: OrderedDict[_Key, _Value], key: _Key, make: Callable[[], _Value], most: int
) -> _Value:
    """``kept[key]``, made by ``make`` (never None) when not kept; the ``most`` used last
    are kept."""
    value = kept.get(key)
    if value is None:
        value = kept[key] = make()
        if len(kept) > most:
            kept.popitem(last=False)
    else:
        kept.move_to_end(key)
    return value
