"""What the mastery pages share: the table on the left with a side column, and file paths
asked for only when a test or a caller has not given one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QSplitter, QWidget

__all__ = ["SIDE_WIDTH", "chosen_path", "table_with_side"]

SIDE_WIDTH = 380


def table_with_side(page: QWidget, table: QWidget, side: QWidget, width: int = SIDE_WIDTH) -> None:
    """Lay ``page`` out as the table, growing with the window, beside a ``side`` column."""
    side.setMinimumWidth(width)
    splitter = QSplitter(page)
    splitter.addWidget(table)
    splitter.addWidget(side)
    splitter.setStretchFactor(0, 1)
    splitter.setCollapsible(0, False)
    splitter.setCollapsible(1, False)
    layout = QHBoxLayout(page)
    layout.setContentsMargins(4, 4, 4, 4)
    layout.addWidget(splitter)


def chosen_path(
    parent: QWidget, given: str | Path | None, title: str, name: str, filters: str, *, save: bool
) -> Path | None:
    """``given`` as a path, or the file the user picks (``None`` when they cancel)."""
    if given is not None:
        return Path(given)
    if save:
        chosen, _filter = QFileDialog.getSaveFileName(parent, title, name, filters)
    else:
        chosen, _filter = QFileDialog.getOpenFileName(parent, title, name, filters)
    return Path(chosen) if chosen else None
