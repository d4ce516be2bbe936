"""Words that say amounts of money keep them apart, so that each is written as the table
writes money when the words are said (plain, ``1250``, by default):

>>> over = MoneyWords.of("over the limit of {}: {} is set aside.", 1000, 250)
>>> str(over), over.written(lambda value: f"${value:,}")
('over the limit of 1000: 250 is set aside.', 'over the limit of $1,000: $250 is set aside.')

Apart from the plain words (:mod:`~dealer_app.model.words`) because only the rake, the
steps and a guts game's money say amounts this way: a table is made, and its first window
shown, without them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["MoneyWords", "written_words"]


@dataclass(frozen=True)
class MoneyWords:
    """Words that say amounts of money: each amount is written where ``{}`` stands in
    ``template``, by the writer given when the words are said (``str``: ``1250``; a money
    unit's: ``$1,250``)."""

    template: str
    amounts: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.template.count("{}") != len(self.amounts):
            raise ValueError(
                f"money words {self.template!r}: {len(self.amounts)} amounts for "
                f"{self.template.count('{}')} places"
            )

    @classmethod
    def of(cls, template: str, *amounts: int) -> MoneyWords:
        """``MoneyWords.of("pays {} each", 80)``."""
        return cls(template, amounts)

    def written(self, write: Callable[[int], str] = str) -> str:
        """The words, each amount written by ``write``."""
        pieces = self.template.split("{}")
        said = [pieces[0]]
        for amount, piece in zip(self.amounts, pieces[1:], strict=True):
            said += [write(amount), piece]
        return "".join(said)

    def removeprefix(self, prefix: str) -> MoneyWords:
        """The words without ``prefix`` (words, not an amount) when they start with it."""
        return MoneyWords(self.template.removeprefix(prefix), self.amounts)

    def __str__(self) -> str:
        return self.written()

    def __bool__(self) -> bool:
        # No words, like an empty string, say nothing.
        return bool(self.template)


def written_words(words: str | MoneyWords, write: Callable[[int], str] = str) -> str:
    """Plain words as they are; :class:`MoneyWords` with their amounts written by ``write``."""
    return words if isinstance(words, str) else words.written(write)
