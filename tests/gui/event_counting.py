"""Counting the events a widget is sent: what a change repaints, moves or lays out."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QObject


class EventCounter(QObject):
    """Counts events of ``kinds`` by the object they go to (an event filter, installed on
    the objects watched or on the application)."""

    def __init__(self, *kinds: QEvent.Type) -> None:
        super().__init__()
        self.kinds = kinds
        self.seen: Counter[int] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in self.kinds:
            self.seen[id(watched)] += 1
        return False

    def of(self, watched: QObject) -> int:
        return self.seen[id(watched)]
