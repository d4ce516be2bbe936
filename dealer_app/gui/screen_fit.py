"""Windows that open inside the screen they are on, whatever its size.

A table window remembered at 1280x720, or a reference made 760 px tall, is too large for a
1024x700 laptop: its lower panels and buttons open off the screen. :func:`fit_to_screen`
gives a window the size it asks for, as far as the screen's room (its available geometry,
without the task bar) allows with the window's frame round it, and moves it inside.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = [
    "FRAME_EDGE",
    "SMALLEST_SCREEN",
    "TITLE_BAR",
    "available_room",
    "fit_to_screen",
    "frame_room",
]

SMALLEST_SCREEN = QSize(1024, 700)
"""The smallest screen every window and dialog of the app fits (frame included)."""

TITLE_BAR = 32
"""The height kept for a window's title bar before the window manager has framed it."""

FRAME_EDGE = 4
"""The width kept for each edge of a window's frame before it is framed."""


def available_room(widget: QWidget) -> QRect:
    """Where windows may go on ``widget``'s screen (the primary one before it is shown)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def frame_room(widget: QWidget) -> QSize:
    """How much larger the window is with its frame: as framed once shown, else room for
    a title bar and the edges."""
    extra = widget.frameGeometry().size() - widget.geometry().size()
    if extra.isEmpty() and not widget.isVisible():
        return QSize(2 * FRAME_EDGE, TITLE_BAR + 2 * FRAME_EDGE)
    return QSize(max(0, extra.width()), max(0, extra.height()))


def fit_to_screen(window: QWidget, wanted: QSize, room: QRect | None = None) -> QSize:
    """Resize ``window`` to ``wanted``, or less where ``room`` (the screen's available
    geometry by default) is smaller, and move it inside ``room``; return the size given.

    A window that cannot be made that small (its least size is larger) keeps its least
    size, moved to the room's top left corner.
    """
    room = room if room is not None else available_room(window)
    frame = frame_room(window)
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    size = wanted.boundedTo(room.size() - frame).expandedTo(least)
    window.resize(size)
    outer = size + frame
    place = window.frameGeometry().topLeft()
    x = max(room.left(), min(place.x(), room.right() + 1 - outer.width()))
    y = max(room.top(), min(place.y(), room.bottom() + 1 - outer.height()))
    window.move(x, y)
    return size
