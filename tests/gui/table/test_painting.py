"""Painting the felt: words big enough to read, and pushed pots dimmed in their own colours."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QFont, QFontMetrics, QImage, QPainter

from dealer_app.gui.chip_art import label_font
from dealer_app.gui.table.chip_stacks import stacks_from_counts
from dealer_app.gui.table.layout import MIN_SCALE
from dealer_app.gui.table.painting import caption_font, paint_pots, pot_boxes, pot_cells
from dealer_app.gui.table.scene import PotPile, pot_tooltip
from dealer_app.gui.theme import load_theme
from dealer_app.model.chips import ChipCounts, ChipSet

CARD_ROOM = ChipSet.of(black=100, green=25, red=5, white=1)
SHARE_CHIP = 22.0


def test_chip_labels_and_felt_words_are_at_least_11_pixels_on_the_smallest_table(qapp):
    assert label_font(SHARE_CHIP * MIN_SCALE).pixelSize() >= 11
    for bold in (False, True):
        assert caption_font(QFont(), MIN_SCALE, bold=bold).pixelSize() >= 11


def _painted_pot(name: str, fade: float) -> tuple[QImage, QRectF]:
    theme = load_theme()
    chips = ChipCounts.of({name: 4})
    pile = PotPile("Main pot", 400, chips, stacks_from_counts(CARD_ROOM, chips), "", ())
    image = QImage(200, 160, QImage.Format.Format_ARGB32)
    image.fill(theme.felt)
    painter = QPainter(image)
    fonts = (QFont(), QFont())
    ((painted, _),) = paint_pots(
        painter,
        [pile],
        [QRectF(0, 0, 200, 160)],
        [fade],
        diameter=40,
        fonts=fonts,
        theme=theme,
    )
    painter.end()
    return image, painted


def _darkest_point(image: QImage) -> tuple[int, int]:
    """The darkest pixel: on a pot of black chips, a chip's own edge."""
    points = [(x, y) for x in range(image.width()) for y in range(image.height())]
    return min(points, key=lambda point: image.pixelColor(*point).lightness())


def test_a_dimmed_black_chip_stays_black_not_felt_green(qapp):
    image, _ = _painted_pot("black", 0.0)
    x, y = _darkest_point(image)
    normal = image.pixelColor(x, y)
    dimmed_image, _ = _painted_pot("black", 1.0)
    dimmed = dimmed_image.pixelColor(x, y)
    # Still a dark, colourless chip: no green cast from the felt, yet dimmed.
    assert dimmed.hslSaturation() < 40, dimmed.name()
    assert dimmed.lightness() < 100, dimmed.name()
    assert dimmed.lightness() > normal.lightness()


def test_a_dimmed_red_chip_stays_red(qapp):
    image, _ = _painted_pot("red", 1.0)
    pixels = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())]
    reds = [colour for colour in pixels if colour.hslSaturation() > 60 and colour.red() > 90]
    assert reds and all(colour.hslHue() < 20 or colour.hslHue() > 340 for colour in reds)


def _won_pot() -> PotPile:
    chips = ChipCounts.of({"black": 3, "red": 2})
    stacks = stacks_from_counts(CARD_ROOM, chips)
    return PotPile("Side pot 2", 310, chips, stacks, "High 5 · Low 4", (4, 5))


def test_a_crowded_pot_leaves_its_winners_to_its_tooltip_and_takes_a_line_less(qapp):
    written = _won_pot()
    bare = written._replace(winners_line=False)
    fonts = (caption_font(QFont(), MIN_SCALE, bold=True), caption_font(QFont(), MIN_SCALE))
    full, crowded = (
        QSizeF(cells.widths[0], cells.height)
        for cells in (pot_cells([pile], 16, fonts, 26) for pile in (written, bare))
    )
    line = full.height() - crowded.height()
    assert 0 < line < full.height() / 3
    cell = QRectF(QPointF(0, 0), crowded)
    ((chips, words),) = pot_boxes([bare], [cell], 16, fonts)
    # Its title alone under its chips, both in its room; who wins it in its tooltip.
    assert words.height() < line * 1.5 and chips.bottom() <= words.top() + 1
    assert cell.contains(chips) and cell.adjusted(-1, 0, 1, 0).contains(words)
    assert "High 5 · Low 4" in pot_tooltip(bare)


def test_two_pots_words_side_by_side_keep_a_letter_apart_however_small_the_chips(qapp):
    pile = _won_pot()
    fonts = (caption_font(QFont(), MIN_SCALE, bold=True), caption_font(QFont(), MIN_SCALE))
    letter = QFontMetrics(fonts[0]).horizontalAdvance("M")
    for diameter in (4.0, 8.0, 16.0, 26.0):
        cells = pot_cells([pile], diameter, fonts, 26)
        cell = QSizeF(cells.widths[0], cells.height)
        left, right = QRectF(QPointF(0, 0), cell), QRectF(QPointF(cell.width(), 0), cell)
        ((_, left_words),), ((_, right_words),) = (
            pot_boxes([pile], [place], diameter, fonts) for place in (left, right)
        )
        assert right_words.left() - left_words.right() >= letter - 4  # the words' own slack
