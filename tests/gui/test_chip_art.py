"""Chip colours and stacks (names to colours, counts to stacks, drawing) and the deal move."""

from __future__ import annotations

import doctest

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter

from dealer_app.gui import chip_art
from dealer_app.gui.chip_art import chip_color, paint_chip_stacks
from dealer_app.gui.table import animation, chip_stacks
from dealer_app.gui.table.animation import DealAnimator
from dealer_app.gui.table.chip_stacks import ChipStack, describe_stacks, stacks_from_counts
from dealer_app.gui.theme import load_theme
from dealer_app.model.chips import ChipCounts, ChipSet

CARD_ROOM = ChipSet.of(black=100, green=25, red=5, white=1)


@pytest.mark.parametrize("module", [chip_art, chip_stacks], ids=["chip_art", "chip_stacks"])
def test_docstring_examples_hold(module) -> None:
    assert doctest.testmod(module, optionflags=doctest.ELLIPSIS).failed == 0


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


def test_a_pile_painted_at_a_point_is_centred_on_it_and_described_in_words(qapp) -> None:
    stacks = (ChipStack("black", 100, 3), ChipStack("white", 1, 1, odd=1))
    image = QImage(200, 120, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    point = QPointF(100, 60)
    painted = paint_chip_stacks(
        painter, QRectF(point, point), stacks, theme=load_theme(), diameter=30, caption="301"
    )
    painter.end()
    assert painted.center() == point and painted.width() > 60
    assert inked_pixels(image) > 200
    assert describe_stacks(stacks) == "3 black (100), 1 white (1) = 301; odd chip: 1 white"


def test_animation_examples_hold() -> None:
    assert doctest.testmod(animation).failed == 0


def test_a_deal_turned_off_lands_at_once(qtbot) -> None:
    deal = DealAnimator(enabled=False)
    seen: list[float] = []
    deal.progressChanged.connect(seen.append)
    with qtbot.waitSignal(deal.finished, timeout=0):
        deal.start()
    assert deal.progress() == 1.0 and seen == [1.0] and not deal.is_running()


def test_a_deal_runs_its_progress_from_the_pot_to_the_seat(qtbot) -> None:
    deal = DealAnimator(duration_ms=120)
    seen: list[float] = []
    deal.progressChanged.connect(seen.append)
    with qtbot.waitSignal(deal.finished, timeout=2000):
        deal.start()
        assert deal.is_running() and deal.progress() == 0.0
    assert deal.progress() == 1.0
    assert seen[0] == 0.0 and seen[-1] == 1.0 and any(0 < value < 1 for value in seen)
    assert seen == sorted(seen)


def test_a_running_deal_can_be_cut_short(qtbot) -> None:
    deal = DealAnimator(duration_ms=10_000)
    deal.start()
    assert deal.is_running() and deal.progress() < 1.0
    with qtbot.waitSignal(deal.finished, timeout=0):
        deal.set_enabled(False)
    assert deal.progress() == 1.0 and not deal.is_running()


def test_the_odd_chip_note_under_small_chips_is_written_whole(qapp) -> None:
    stacks = (ChipStack("black", 100, 2), ChipStack("white", 1, 3, odd=1))
    theme = load_theme()
    image = QImage(200, 120, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painted = paint_chip_stacks(painter, QRectF(100, 60, 0, 0), stacks, theme=theme, diameter=8)
    painter.end()
    metrics = QFontMetricsF(chip_art.label_font(8))
    # The note is the last line of words, under the odd chip's stack.
    inked = [
        x
        for y in range(round(painted.bottom() - metrics.height()), image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 200
    ]
    assert max(inked) - min(inked) > 0.85 * metrics.horizontalAdvance("1 odd")


def test_an_odd_chip_note_widens_its_own_stack_s_column_only(qapp) -> None:
    plain = (ChipStack("black", 100, 1), ChipStack("green", 25, 2), ChipStack("white", 1, 2))
    marked = (*plain[:2], ChipStack("white", 1, 2, odd=1))
    diameter = 9.0
    metrics = QFontMetricsF(chip_art.label_font(diameter))
    # A note keeps a wider gap (three spaces) than a count (one) from its neighbours' words.
    space = metrics.horizontalAdvance(" ")
    widening = metrics.horizontalAdvance("1 odd") + 2 * space - metrics.horizontalAdvance("×2")
    wider = (
        chip_art.chip_stacks_size(marked, diameter).width()
        - chip_art.chip_stacks_size(plain, diameter).width()
    )
    # One column grows by the note's extra width (half on each side of its middle), not
    # the three.
    assert 0 < wider <= widening + 1


def test_odd_chip_notes_side_by_side_are_kept_apart(qapp) -> None:
    # Two green holding an odd red, then an odd white: "red inside" (under "1 odd") and "1
    # odd" are not written as one run of words.
    diameter = 9.0
    stacks = (
        ChipStack("green", 25, 2, odd=1, odd_held=1, held_colours=("red",)),
        ChipStack("white", 1, 1, odd=1),
    )
    metrics = QFontMetricsF(chip_art.label_font(diameter))
    widest = [
        max(map(metrics.horizontalAdvance, chip_stacks.odd_note_lines(stack))) for stack in stacks
    ]
    side_by_side = sum(widest)
    assert chip_art.chip_stacks_size(stacks, diameter).width() >= side_by_side + 5 * (
        metrics.horizontalAdvance(" ")
    )


def _painted_alone(stack: ChipStack, diameter: float) -> tuple[QImage, QRectF, float]:
    """A lone stack painted: the picture, where it was painted, and a line of its words."""
    image = QImage(240, 160, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painted = paint_chip_stacks(
        painter, QRectF(120, 80, 0, 0), (stack,), theme=load_theme(), diameter=diameter
    )
    painter.end()
    return image, painted, QFontMetricsF(chip_art.label_font(diameter)).height()


def _gold(image: QImage, rows: range) -> int:
    """How many pixels of ``rows`` are the odd-chip gold."""
    accent = load_theme().accent
    return sum(
        1
        for y in rows
        for x in range(image.width())
        if abs(image.pixelColor(x, y).red() - accent.red()) < 24
        and abs(image.pixelColor(x, y).green() - accent.green()) < 24
        and abs(image.pixelColor(x, y).blue() - accent.blue()) < 24
    )


def _accent_ink(stack: ChipStack, diameter: float) -> tuple[int, int]:
    """How many pixels of the odd-chip gold a lone stack gets above its words, and the
    width of the ink on its last line of words."""
    image, painted, line = _painted_alone(stack, diameter)
    gold = _gold(image, range(round(painted.bottom() - 2 * line)))
    inked = [
        x
        for y in range(round(painted.bottom() - line), image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 200
    ]
    return gold, max(inked) - min(inked)


def test_an_odd_chip_held_in_larger_chips_is_not_drawn_as_one_of_them(qapp) -> None:
    # Two green that hold the odd red: no gold ring on the green, a hollow star, and the
    # words say the odd chip is inside, not that a green is odd.
    diameter = 24.0
    own_gold, _ = _accent_ink(ChipStack("green", 25, 2, odd=1), diameter)
    held = ChipStack("green", 25, 2, odd=1, odd_held=1, held_colours=("red",))
    held_gold, held_words = _accent_ink(held, diameter)
    assert chip_stacks.odd_note(held) == "1 odd red inside"
    assert chip_stacks.odd_note_lines(held) == ("1 odd", "red inside")
    assert 0 < held_gold < own_gold
    metrics = QFontMetricsF(chip_art.label_font(diameter))
    assert held_words > 0.85 * metrics.horizontalAdvance("red inside")


def test_a_held_odd_chip_note_is_no_wider_than_its_longer_line(qapp) -> None:
    # "×2 1 odd" over "red inside": a winner's pile by a crowded plaque is as narrow as its
    # words allow, and no taller than an odd chip of the stack's own colour.
    diameter = 9.0
    held = ChipStack("green", 25, 2, odd=1, odd_held=1, held_colours=("red",))
    own = ChipStack("green", 25, 2, odd=1)
    metrics = QFontMetricsF(chip_art.label_font(diameter))
    size, own_size = (chip_art.chip_stacks_size((stack,), diameter) for stack in (held, own))
    assert size.width() < metrics.horizontalAdvance("1 odd red inside")
    assert size.height() == pytest.approx(own_size.height())


def test_a_held_odd_chip_note_begins_beside_the_count(qapp) -> None:
    # "×2 1 odd": the note's first words in gold on the count's line, for a held odd chip
    # only (an odd chip of the stack's own colour is noted under its count).
    diameter = 24.0
    counts_gold = []
    for stack in (
        ChipStack("green", 25, 2, odd=1, odd_held=1, held_colours=("red",)),
        ChipStack("green", 25, 2, odd=1),
    ):
        image, painted, line = _painted_alone(stack, diameter)
        counts_gold.append(
            _gold(image, range(round(painted.bottom() - 2 * line), round(painted.bottom() - line)))
        )
    assert counts_gold[0] > 0
    assert counts_gold[1] == 0


def test_a_stack_never_says_more_odd_chips_of_its_colour_than_it_has() -> None:
    # One green that is odd and holds an odd red too: "1 odd, 1 red inside", never "2 odd".
    stacks = stacks_from_counts(CARD_ROOM, {"green": 1}, odd={"green": 1, "red": 1})
    assert [chip_stacks.odd_note(stack) for stack in stacks] == ["1 odd, 1 red inside"]
    assert all(stack.odd_own <= stack.count for stack in stacks)


def _dealer_picture(stacks, view) -> tuple[QImage, QRectF]:
    image = QImage(500, 260, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    used = chip_art.paint_dealer_stacks(
        painter, QRectF(0, 0, 500, 260), stacks, theme=load_theme(), diameter=30, view=view
    )
    painter.end()
    return image, used


def test_a_dealer_stacks_in_20s_and_a_short_stack_every_chip_drawn_from_the_side(qapp) -> None:
    stacks = chip_stacks.dealer_stacks(CARD_ROOM, [("red", 47), ("black", 20)])
    assert [(stack.name, stack.count) for stack in stacks] == [
        ("red", 20),
        ("red", 20),
        ("red", 7),
        ("black", 20),
    ]
    side = chip_art.StackView.SIDE
    full = chip_art.dealer_stacks_size(stacks[:1], 30, side)
    short = chip_art.dealer_stacks_size(stacks[2:3], 30, side)
    # every chip of a full stack stands, past the table's cap of visible chips
    assert full.height() - short.height() == pytest.approx(13 * 30 * 0.13, abs=0.5)
    image, used = _dealer_picture(stacks, side)
    assert used.width() > 4 * 30 and inked_pixels(image) > 2000
    # the red stacks' edges carry their white spots: light pixels inside a red stack
    x = round(used.left() + 2 + 15)
    column = [image.pixelColor(x + dx, y) for dx in range(-10, 11) for y in range(260)]
    assert sum(1 for c in column if c.alpha() > 200 and c.red() > 150 > c.green()) > 50
    assert sum(1 for c in column if c.alpha() > 200 and min(c.red(), c.green()) > 200) > 10


def test_stacks_from_above_show_each_stack_s_top_chip(qapp) -> None:
    stacks = chip_stacks.dealer_stacks(CARD_ROOM, [("green", 30)])
    above = chip_art.dealer_stacks_size(stacks, 30, chip_art.StackView.ABOVE)
    side = chip_art.dealer_stacks_size(stacks, 30, chip_art.StackView.SIDE)
    assert above.height() < side.height()
    image, _used = _dealer_picture(stacks, chip_art.StackView.ABOVE)
    assert inked_pixels(image) > 300  # two round chips and their labels


def _grey_stacks(counts, theme_name: str, view=chip_art.StackView.SIDE) -> QImage:
    """Stacks on white paper, as a grey printer prints them; ``counts`` are ``(name, count)``
    of the card room's chips, or whole :class:`ChipStack`s."""
    stacks = [
        stack
        for count in counts
        for stack in (
            [count]
            if isinstance(count, ChipStack)
            else chip_stacks.dealer_stacks(CARD_ROOM, [count])
        )
    ]
    image = QImage(400, 220, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    chip_art.paint_dealer_stacks(
        painter,
        QRectF(0, 0, 400, 220),
        stacks,
        theme=load_theme(theme_name),
        diameter=40,
        view=view,
    )
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


def _darkness(image: QImage) -> float:
    """Mean ink over the picture: 0 white paper, 1 solid black."""
    shades = [
        image.pixelColor(x, y).value() for x in range(image.width()) for y in range(image.height())
    ]
    return 1 - sum(shades) / (255 * len(shades))


def test_the_print_theme_draws_chips_outlined_with_a_fraction_of_the_ink(qapp) -> None:
    counts = [("black", 20), ("red", 20), ("green", 20), ("white", 12)]
    assert load_theme("print").outlined_chips and not load_theme().outlined_chips
    on_paper = _darkness(_grey_stacks(counts, "print"))
    in_colour = _darkness(_grey_stacks(counts, "daylight"))
    assert 0 < on_paper < in_colour / 2
    # the solid black stack, the heaviest ink on a page, is now mostly its pale fill
    assert _darkness(_grey_stacks([("black", 20)], "print")) < 0.2


def _unlike_pixels(one: QImage, other: QImage) -> int:
    return sum(
        1
        for x in range(one.width())
        for y in range(one.height())
        if abs(one.pixelColor(x, y).value() - other.pixelColor(x, y).value()) > 48
    )


@pytest.mark.parametrize("view", list(chip_art.StackView))
def test_red_and_green_stacks_are_told_apart_in_grey_by_their_marks(qapp, view) -> None:
    # the same value on both: only the colour differs
    red, green = ([ChipStack(name, 5, 20)] for name in ("red", "green"))
    in_colour = _unlike_pixels(
        _grey_stacks(red, "daylight", view), _grey_stacks(green, "daylight", view)
    )
    on_paper = _unlike_pixels(_grey_stacks(red, "print", view), _grey_stacks(green, "print", view))
    # in colour the two greys are within a few shades of each other; on paper the marks differ
    assert in_colour < 10 < 50 < on_paper


def test_a_usual_chip_set_s_colours_each_have_their_own_mark() -> None:
    colours = (
        "white",
        "red",
        "green",
        "black",
        "purple",
        "yellow",
        "orange",
        "blue",
        "pink",
        "grey",
    )
    assert len({chip_art.chip_mark(name) for name in colours}) == len(colours)
    assert chip_art.chip_mark("house special") == chip_art.chip_mark("House-Special")
    assert chip_art.chip_mark("house special") is not chip_art.ChipMark.PLAIN


def _mean_x(image: QImage, kind) -> float:
    xs = [
        x
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 200 and kind(image.pixelColor(x, y))
    ]
    assert xs
    return sum(xs) / len(xs)


def test_a_pile_in_two_rows_keeps_its_stacks_one_above_the_other(qapp) -> None:
    # The second row's "1 odd" widens its column in both rows: the red stack stands right
    # under the green one.
    stacks = (
        ChipStack("black", 100, 1),
        ChipStack("green", 25, 2),
        ChipStack("white", 1, 1),
        ChipStack("red", 5, 1, odd=1),
    )
    image = QImage(240, 200, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_chip_stacks(
        painter, QRectF(120, 100, 0, 0), stacks, theme=load_theme(), diameter=14, per_row=2
    )
    painter.end()

    def green(colour: QColor) -> bool:
        return colour.green() > colour.red() + 40 and colour.green() > colour.blue() + 40

    def red(colour: QColor) -> bool:
        return colour.red() > colour.green() + 60 and colour.red() > colour.blue() + 60

    assert abs(_mean_x(image, green) - _mean_x(image, red)) < 1.5


class WordsPainter(QPainter):
    """A painter that keeps the words it is asked to write."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.words: list[str] = []

    # Qt's drawText has many overloads: the recorder takes them all and passes them on.
    def drawText(self, *args: object) -> None:  # type: ignore[override]
        self.words += [arg for arg in args if isinstance(arg, str)]
        super().drawText(*args)


def test_a_big_count_under_a_stack_has_its_digits_grouped_a_small_one_stays_short(qapp) -> None:
    stacks = (ChipStack("black", 100, 8_641_975_230), ChipStack("white", 1, 4))
    image = QImage(400, 160, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = WordsPainter(image)
    paint_chip_stacks(painter, QRectF(0, 0, 400, 160), stacks, theme=load_theme(), diameter=30)
    painter.end()
    assert "×8,641,975,230" in painter.words and "×4" in painter.words


def test_a_big_take_is_described_with_its_digits_grouped() -> None:
    stacks = (ChipStack("black", 100, 30_617_283_944), ChipStack("white", 1, 7))
    assert describe_stacks(stacks) == "30,617,283,944 black (100), 7 white (1) = 3,061,728,394,407"


def _brightness(colour: QColor) -> float:
    return 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()


def _edge_brightness(name: str, size: int = 34) -> float:
    """The mean brightness of the outermost pixels of a tray chip called ``name``: what
    sets it apart from the ground it lies on."""
    picture = QImage(size + 4, size + 4, QImage.Format.Format_ARGB32)
    picture.fill(QColor(0, 0, 0, 0))
    painter = QPainter(picture)
    chip_art.paint_chip(painter, QRectF(2, 2, size, size), name, 100, load_theme())
    painter.end()
    edge = []
    for y in range(1, picture.height() - 1):
        for x in range(1, picture.width() - 1):
            colour = picture.pixelColor(x, y)
            around = ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
            if colour.alpha() >= 200 and any(picture.pixelColor(*p).alpha() < 60 for p in around):
                edge.append(_brightness(colour))
    return sum(edge) / len(edge)


@pytest.mark.parametrize("name", ["black", "maroon"])
def test_a_dark_chip_is_ringed_light_enough_to_see_on_the_dark_tray(name: str) -> None:
    # Its own darker edge would be within some 25 of the dark window's colour.
    assert _edge_brightness(name) - _brightness(load_theme().window) >= 50


def test_a_coloured_chip_keeps_its_own_darker_edge() -> None:
    assert _edge_brightness("red") < _brightness(chip_color("red"))
