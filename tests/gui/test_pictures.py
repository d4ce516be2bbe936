"""Cards and plaques drawn from cached pictures look like the painted paths, pixel for pixel."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

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
    options = {"theme": theme, "highlighted": True, "hint": "K", "hint_area": half}
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


def test_a_look_is_painted_once_and_every_other_look_gets_its_own_picture(qapp) -> None:
    theme = load_theme()
    draw = lambda painter, state: draw_card(painter, CARD, QH, theme=theme, state=state)  # noqa: E731
    rendered(lambda painter: draw(painter, CardState.NORMAL), 1.0)
    rendered(lambda painter: draw(painter, CardState.NORMAL), 1.0)
    assert pictures.picture_count() == 1
    rendered(lambda painter: draw(painter, CardState.RAISED), 1.0)
    rendered(lambda painter: draw(painter, CardState.NORMAL), 2.0)
    assert pictures.picture_count() == 3


def test_the_pictures_kept_are_bounded(qapp, monkeypatch) -> None:
    monkeypatch.setattr(pictures, "PICTURE_CACHE_SIZE", 5)
    theme = load_theme()

    def every_rank(painter: QPainter) -> None:
        for text in ("As", "Ks", "Qs", "Js", "Ts", "9s", "8s"):
            draw_card(painter, CARD, parse_card(text), theme=theme)

    rendered(every_rank, 1.0)
    assert pictures.picture_count() == 5


def test_the_memory_the_pictures_take_is_bounded(qapp, monkeypatch) -> None:
    # A window being resized asks for pictures of ever new sizes.
    monkeypatch.setattr(pictures, "PICTURE_CACHE_BYTES", 60_000)
    theme = load_theme()

    def growing(painter: QPainter) -> None:
        for height in range(40, 60):
            draw_card(painter, QRectF(0, 0, height * 5 / 7, height), QH, theme=theme)

    rendered(growing, 1.0)
    assert 1 <= pictures.picture_count() < 20
    assert pictures._pictures.bytes <= 60_000


def test_a_rotated_painter_gets_the_paths_not_a_picture(qapp) -> None:
    def rotated(painter: QPainter) -> None:
        painter.translate(60, 50)
        painter.rotate(15)
        draw_card(painter, QRectF(-18, -25, 36, 50), QH, theme=load_theme())

    image = rendered(rotated, 1.0)
    assert pictures.picture_count() == 0
    assert image.pixelColor(60, 50) != QColor("#245c3a")  # the card is there
