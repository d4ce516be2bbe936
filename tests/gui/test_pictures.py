"""Cards, plaques and button spots drawn from cached pictures look like the painted paths,
pixel for pixel."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPixmapCache

from dealer_app.gui import pictures
from dealer_app.gui.card_art import (
    CardState,
    CardStyle,
    draw_card,
    draw_card_back,
    draw_empty_slot,
    paint_card,
    paint_card_back,
    paint_empty_slot,
)
from dealer_app.gui.table.seat import SpotLook, draw_button_spot, paint_button_spot
from dealer_app.gui.theme import load_theme
from dealer_app.model.cards import parse_card

QH = parse_card("Qh")
# Seat cards are 50 px tall at scale 1; the corner sits on a whole pixel at these densities.
CARD = QRectF(16, 20, 50 * 5 / 7, 50)
# Compositing a picture rounds premultiplied colours once more than painting directly.
ROUNDING = 4


def rendered(paint: Callable[[QPainter], None], density: float) -> QImage:
    image = QImage(round(120 * density), round(100 * density), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(density)
    image.fill(QColor("#245c3a"))  # the felt
    painter = QPainter(image)
    paint(painter)
    painter.end()
    return image


def differences(first: QImage, second: QImage) -> list[int]:
    """How far apart each colour channel of each pixel is."""
    assert first.size() == second.size()
    ours, theirs = first.constBits().tobytes(), second.constBits().tobytes()
    return [abs(a - b) for a, b in zip(ours, theirs, strict=True)]


def largest_difference(first: QImage, second: QImage) -> int:
    return max(differences(first, second))


def mean_difference(first: QImage, second: QImage) -> float:
    found = differences(first, second)
    return sum(found) / len(found)


@pytest.fixture(autouse=True)
def no_pictures_yet():
    pictures.clear_pictures()
    yield
    pictures.clear_pictures()


@pytest.mark.parametrize("density", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("state", list(CardState))
def test_a_card_from_its_picture_matches_the_painted_card(qapp, density, state) -> None:
    options = {"theme": load_theme(), "style": CardStyle(), "state": state, "highlighted": True}
    painted = rendered(lambda painter: paint_card(painter, CARD, QH, **options), density)
    drawn = rendered(lambda painter: draw_card(painter, CARD, QH, **options), density)
    assert largest_difference(painted, drawn) <= ROUNDING


@pytest.mark.parametrize("density", [1.0, 2.0])
def test_an_empty_place_from_its_picture_matches_the_painted_one(qapp, density) -> None:
    theme = load_theme()
    half = QRectF(CARD.left(), CARD.top(), CARD.width() / 2, CARD.height())
    options: dict[str, Any] = {"theme": theme, "highlighted": True, "hint": "K", "hint_area": half}
    painted = rendered(lambda painter: paint_empty_slot(painter, CARD, **options), density)
    drawn = rendered(lambda painter: draw_empty_slot(painter, CARD, **options), density)
    assert largest_difference(painted, drawn) <= ROUNDING


@pytest.mark.parametrize("density", [1.0, 2.0])
def test_a_back_from_its_picture_matches_the_painted_one(qapp, density) -> None:
    theme = load_theme()
    painted = rendered(lambda painter: paint_card_back(painter, CARD, theme=theme), density)
    drawn = rendered(lambda painter: draw_card_back(painter, CARD, theme=theme), density)
    # The lattice's thin diagonals may fall a pixel apart (as they do wherever a card
    # sits); the card as a whole is the same.
    assert mean_difference(painted, drawn) < 0.5


class CountingPaint:
    """A card painted through :func:`pictures.draw_picture`, counting how often it is painted."""

    def __init__(self, card: str = "Qh") -> None:
        self.card = parse_card(card)
        self.times = 0

    def __call__(self, painter: QPainter, box: QRectF) -> None:
        self.times += 1
        paint_card(painter, box, self.card, theme=THEME)


THEME = load_theme()


def test_a_look_is_painted_once_and_every_other_look_gets_its_own_picture(qapp) -> None:
    normal, raised = CountingPaint(), CountingPaint()

    def draw(paint: CountingPaint, look: str) -> Callable[[QPainter], None]:
        return lambda painter: pictures.draw_picture(painter, CARD, ("test", look), paint)

    rendered(draw(normal, "normal"), 1.0)
    rendered(draw(normal, "normal"), 1.0)
    assert normal.times == 1
    rendered(draw(raised, "raised"), 1.0)
    rendered(draw(normal, "normal"), 2.0)
    assert (normal.times, raised.times) == (2, 1)


def test_the_memory_the_pictures_take_is_bounded(qapp) -> None:
    # A window being resized asks for pictures of ever new sizes: the oldest make room.
    first = CountingPaint()
    rendered(lambda painter: pictures.draw_picture(painter, CARD, "first", first), 1.0)
    limit = QPixmapCache.cacheLimit()
    QPixmapCache.setCacheLimit(60)
    try:

        def growing(painter: QPainter) -> None:
            for height in range(40, 60):
                rect = QRectF(0, 0, height * 5 / 7, height)
                pictures.draw_picture(painter, rect, "growing", CountingPaint())

        rendered(growing, 1.0)
        rendered(lambda painter: pictures.draw_picture(painter, CARD, "first", first), 1.0)
        assert first.times == 2
    finally:
        QPixmapCache.setCacheLimit(limit)
    assert QPixmapCache.cacheLimit() >= pictures.PICTURE_CACHE_KB


def test_a_rotated_painter_gets_the_paths_not_a_picture(qapp) -> None:
    paint = CountingPaint()

    def rotated(painter: QPainter) -> None:
        painter.translate(60, 50)
        painter.rotate(15)
        pictures.draw_picture(painter, QRectF(-18, -25, 36, 50), "rotated", paint)

    rendered(rotated, 1.0)
    image = rendered(rotated, 1.0)
    assert paint.times == 2
    assert image.pixelColor(60, 50) != QColor("#245c3a")  # the card is there


SPOT = QRectF(10, 10, 20, 20)


@pytest.mark.parametrize("density", [1.0, 2.0])
@pytest.mark.parametrize(
    "shown",
    [
        {"has_button": True},
        {"has_button": False},
        {"has_button": False, "hovered": True},
        {"has_button": True, "has_focus": True},
        {"has_button": False, "has_focus": True},
    ],
)
def test_a_button_spot_from_its_picture_matches_the_painted_spot(qapp, density, shown) -> None:
    spot = SpotLook(THEME, **shown)
    font = QFont()
    painted = rendered(lambda painter: paint_button_spot(painter, SPOT, spot, font), density)
    drawn = rendered(lambda painter: draw_button_spot(painter, SPOT, spot, font), density)
    assert largest_difference(painted, drawn) <= ROUNDING
    assert painted != rendered(lambda painter: None, density)  # the spot is there
