"""Note when a program's first window has been painted, then quit: a start-up probe.

``packaging/startup_time.py`` starts a bundle with ``DEALER_APP_FIRST_PAINT_PROBE=FILE``;
the bundle's launcher (or the bare window it is compared with) calls :func:`watch` on
its application, which writes the wall-clock time in nanoseconds to FILE once the first
window's first paint is done, and quits. Qt is imported only by :func:`watch`, so the
launcher can read the variable's name without loading Qt.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

PROBE_VARIABLE = "DEALER_APP_FIRST_PAINT_PROBE"


def watch(app: Any, out: str | Path) -> None:
    """Write the time to ``out`` when a window has first been painted, then quit ``app``."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QWidget

    class FirstPaint(QObject):
        seen = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if (
                not self.seen
                and event.type() == QEvent.Type.Paint
                and isinstance(watched, QWidget)
                and watched.window().isVisible()
            ):
                self.seen = True
                # The rest of the window is painted in the same pass; the timer fires after.
                QTimer.singleShot(0, done)
            return False

    def done() -> None:
        Path(out).write_text(str(time.time_ns()), encoding="utf-8")
        app.quit()

    app.installEventFilter(FirstPaint(app))
