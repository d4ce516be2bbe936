"""A clock that stands still while paused: the seconds a spot was on screen.

Each timed answer (a drill's spot and round, a dealing shift's hand) is timed by one, paused
while its page is off screen (another tab, the window minimised).
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer

__all__ = ["StopClock"]


class StopClock:
    """Seconds counted while running; paused, it stands still and keeps what it counted."""

    def __init__(self) -> None:
        self._timer = QElapsedTimer()
        self._banked = 0.0
        """Seconds counted before the last pause."""
        self._paused = False

    def start(self) -> None:
        """Count from zero: from now, or, paused, from when it resumes."""
        self._banked = 0.0
        self._timer.start()

    def seconds(self) -> float:
        running = self._timer.isValid() and not self._paused
        return self._banked + (self._timer.elapsed() / 1000 if running else 0.0)

    def pause(self) -> None:
        if not self._paused:
            self._banked = self.seconds()
            self._paused = True

    def resume(self) -> None:
        if self._paused:
            self._paused = False
            self._timer.start()

    def is_paused(self) -> bool:
        return self._paused
