"""Chip colours and stacks (names to colours, counts to stacks, drawing) and the deal move."""

from __future__ import annotations

import doctest

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QWidget

from dealer_app.gui import animation, chip_art
from dealer_app.gui.animation import DealAnimator
from dealer_app.gui.chip_art import (
    ChipStack,
    ChipStackItem,
    ChipStackWidget,
    chip_color,
    paint_chip_stacks,
    stacks_from_counts,
)
from dealer_app.gui.theme import load_theme
from dealer_app.model.chips import ChipCounts, ChipSet

CARD_ROOM = ChipSet.of(black=100, green=25, red=5, white=1)


def test_docstring_examples_hold() -> None:
    assert doctest.testmod(chip_art, optionflags=doctest.ELLIPSIS).failed == 0


@pytest.mark.parametrize(
    "name",
    [
        "black",
        "green",
        "red",
        "white",
        "blue",
        "yellow",
        "purple",
        "orange",
        "pink",
        "grey",
        "brown",
    ],
)
def test_every_usual_chip_name_has_its_own_shade(name: str) -> None:
    assert chip_color(name) == QColor(chip_art.CHIP_COLORS[name])


def test_grey_and_gray_are_the_same_and_case_does_not_matter() -> None:
    assert chip_color("Grey") == chip_color("gray") == chip_color(" GRAY ")


def test_an_unknown_name_gets_a_steady_colour_of_its_own() -> None:
    first, second = chip_color("house special"), chip_color("jubilee")
    assert first.isValid() and second.isValid()
    assert first == chip_color("house special")
    assert first != second


def test_stacks_follow_the_chip_set_order_and_mark_odd_chips() -> None:
    counts = ChipCounts.of({"white": 1, "green": 2, "black": 3})
    stacks = stacks_from_counts(CARD_ROOM, counts, odd=ChipCounts.of({"white": 1}))
    assert [(stack.name, stack.count, stack.odd) for stack in stacks] == [
        ("black", 3, 0),
        ("green", 2, 0),
        ("white", 1, 1),
    ]
    assert sum(stack.amount for stack in stacks) == 351


def painted(stacks, size=(240, 160)) -> QImage:
    image = QImage(*size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_chip_stacks(painter, QRectF(0, 0, *size), stacks, theme=load_theme(), diameter=36)
    painter.end()
    return image


def inked_pixels(image: QImage) -> int:
    return sum(
        1
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if image.pixelColor(x, y).alpha() > 0
    )


def test_chip_stacks_render_non_blank_in_their_colours(qapp) -> None:
    image = painted(stacks_from_counts(CARD_ROOM, {"green": 4}))
    assert inked_pixels(image) > 300
    greenish = sum(
        1
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if (color := image.pixelColor(x, y)).alpha() > 200
        and color.green() > color.red() + 40
        and color.green() > color.blue() + 20
    )
    assert greenish > 50


def test_more_stacks_take_more_room_and_a_taller_stack_more_height(qapp) -> None:
    one = chip_art.chip_stacks_size(stacks_from_counts(CARD_ROOM, {"black": 1}), 30)
    two = chip_art.chip_stacks_size(stacks_from_counts(CARD_ROOM, {"black": 1, "red": 1}), 30)
    tall = chip_art.chip_stacks_size(stacks_from_counts(CARD_ROOM, {"black": 8}), 30)
    assert two.width() > one.width() and tall.height() > one.height()


def test_the_widget_sizes_itself_and_describes_its_chips(qtbot) -> None:
    widget = ChipStackWidget(diameter=30)
    qtbot.addWidget(widget)
    assert widget.sizeHint().isEmpty()
    widget.set_stacks([ChipStack("black", 100, 3), ChipStack("white", 1, 1, odd=1)])
    widget.set_caption("301")
    widget.resize(widget.sizeHint())
    assert widget.sizeHint().width() > 60
    assert widget.toolTip() == "3 black (100), 1 white (1) = 301; odd chip: 1 white"
    image = widget.grab().toImage()
    assert inked_pixels(image) > 200


def test_the_scene_item_is_centred_on_its_position(qapp) -> None:
    scene = QGraphicsScene()
    item = ChipStackItem(diameter=30)
    scene.addItem(item)
    item.set_stacks(stacks_from_counts(CARD_ROOM, {"red": 5}))
    item.setPos(QPointF(100, 50))
    bounds = item.sceneBoundingRect()
    assert bounds.center() == QPointF(100, 50) and bounds.width() > 20
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 200, 100), QRectF(0, 0, 200, 100))
    painter.end()
    assert image.pixelColor(QPoint(100, 50)).alpha() > 0


def test_animation_examples_hold() -> None:
    assert doctest.testmod(animation).failed == 0


def stack_on_table(qtbot) -> tuple[QWidget, ChipStackWidget]:
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(400, 300)
    stack = ChipStackWidget(table, diameter=24)
    stack.set_stacks(stacks_from_counts(CARD_ROOM, {"black": 2}))
    stack.move(200, 150)
    return table, stack


def test_a_deal_turned_off_lands_at_once(qtbot) -> None:
    _, stack = stack_on_table(qtbot)
    deal = DealAnimator(enabled=False)
    deal.move(stack, QPoint(20, 30))
    with qtbot.waitSignal(deal.finished, timeout=0):
        deal.start()
    assert stack.pos() == QPoint(20, 30) and deal.progress() == 1.0


def test_a_deal_slides_the_stack_from_the_pot_to_the_seat(qtbot) -> None:
    _, stack = stack_on_table(qtbot)
    deal = DealAnimator(duration_ms=120)
    seen: list[float] = []
    deal.progressChanged.connect(seen.append)
    deal.move(stack, QPointF(20, 30))
    with qtbot.waitSignal(deal.finished, timeout=2000):
        deal.start()
        assert deal.is_running() and stack.pos() == QPoint(200, 150)
    assert stack.pos() == QPoint(20, 30)
    assert seen[0] == 0.0 and seen[-1] == 1.0 and any(0 < value < 1 for value in seen)


def test_a_running_deal_can_be_cut_short(qtbot) -> None:
    scene = QGraphicsScene()
    item = ChipStackItem()
    scene.addItem(item)
    deal = DealAnimator(duration_ms=10_000)
    deal.move(item, QPointF(50, 60), start=QPointF(0, 0))
    deal.start()
    with qtbot.waitSignal(deal.finished, timeout=0):
        deal.set_enabled(False)
    assert item.pos() == QPointF(50, 60) and not deal.is_running()
