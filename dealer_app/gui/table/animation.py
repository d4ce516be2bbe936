"""The "deal it" move: chips slide from the pot to the seats, or land at once when turned off.

:class:`DealAnimator` drives one eased progress from 0 to 1 (a ``QVariantAnimation``) and
reports it; the felt moves each pile of chips (an item of its scene) to :func:`interpolate` of
that progress between its pot and its seat, so only the moving chips repaint::

    deal = DealAnimator(table, enabled=settings.animate)
    deal.progressChanged.connect(move_the_chips)          # item.setPos(interpolate(...))
    deal.finished.connect(show_next_step)
    deal.start()

With ``enabled=False`` (or for a dealer who turned animations off) ``start()`` puts everything
at the end at once and emits ``finished`` before returning. :func:`staggered` gives each pot its
own part of the progress, so the last side pot is paid first and the main pot last.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Signal

if TYPE_CHECKING:
    from PySide6.QtCore import QVariantAnimation

__all__ = ["DEFAULT_DEAL_MILLISECONDS", "DealAnimator", "interpolate", "staggered"]

DEFAULT_DEAL_MILLISECONDS = 650
"""Long enough to follow the chips with the eye, short enough not to slow the game."""


def interpolate(start: QPointF, end: QPointF, progress: float) -> QPointF:
    """The point ``progress`` (0-1) of the way from ``start`` to ``end``.

    >>> interpolate(QPointF(0, 0), QPointF(10, 20), 0.5)
    PySide6.QtCore.QPointF(5.000000, 10.000000)
    """
    return start + (end - start) * progress


def staggered(progress: float, index: int, count: int, overlap: float = 0.4) -> float:
    """Item ``index``'s own progress when ``count`` items move one after another.

    Each item starts when the one before is ``1 - overlap`` of the way; all end together
    with the overall progress.

    >>> [round(staggered(0.5, index, 2, overlap=0.0), 2) for index in range(2)]
    [1.0, 0.0]
    >>> staggered(1.0, 2, 3), staggered(0.0, 0, 3), staggered(0.3, 0, 1)
    (1.0, 0.0, 0.3)
    """
    if count <= 1:
        return min(1.0, max(0.0, progress))
    length = 1.0 / (count - (count - 1) * overlap)
    begin = index * length * (1.0 - overlap)
    return min(1.0, max(0.0, (progress - begin) / length))


class DealAnimator(QObject):
    """Plays one move of chips from the pots to the seats, as a progress from 0 to 1.

    Signals: ``progressChanged(float)`` on every frame (0-1, eased); ``finished()`` once
    everything is in place, also when the move was instant or cut short by :meth:`finish`.
    """

    progressChanged = Signal(float)
    finished = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        duration_ms: int = DEFAULT_DEAL_MILLISECONDS,
        enabled: bool = True,
    ) -> None:
        super().__init__(parent)
        self._enabled = enabled
        self._progress = 1.0
        self._duration_ms = max(1, duration_ms)
        # Made for the first move played: the table's first window shows none (and the
        # animation classes' Python types are made when first named).
        self._animation: QVariantAnimation | None = None

    def _made_animation(self) -> QVariantAnimation:
        if self._animation is None:
            from PySide6.QtCore import QEasingCurve, QVariantAnimation

            animation = QVariantAnimation(self)
            animation.setStartValue(0.0)
            animation.setEndValue(1.0)
            animation.setDuration(self._duration_ms)
            animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
            animation.valueChanged.connect(self._on_value)
            animation.finished.connect(self._on_finished)
            self._animation = animation
        return self._animation

    def set_enabled(self, enabled: bool) -> None:
        """Off: every move is instant. Turning it off mid-move lands the chips at once."""
        self._enabled = enabled
        if not enabled:
            self.finish()

    def progress(self) -> float:
        """0 at the start of a move, 1 when idle or done."""
        return self._progress

    def is_running(self) -> bool:
        animation = self._animation
        return animation is not None and animation.state() == animation.State.Running

    def start(self) -> None:
        """Play the move from the beginning (or land everything at once when disabled)."""
        if not self._enabled:
            if self._animation is not None:
                self._animation.stop()
            self._apply(1.0)
            self._on_finished()
            return
        animation = self._made_animation()
        animation.stop()
        self._apply(0.0)
        animation.start()

    def finish(self) -> None:
        """Cut a running move short: everything lands at its end now."""
        if self._animation is not None and self.is_running():
            self._animation.stop()
            self._apply(1.0)
            self._on_finished()

    def _apply(self, progress: float) -> None:
        self._progress = progress
        self.progressChanged.emit(progress)

    def _on_value(self, value: object) -> None:
        if isinstance(value, float):
            self._apply(value)

    def _on_finished(self) -> None:
        if self._progress != 1.0:
            self._apply(1.0)
        self.finished.emit()
