"""The printed worksheet: two spots a page with blanks, then the answer key with the steps."""

from __future__ import annotations

import random
import re
from pathlib import Path

from PySide6.QtGui import QColor, QImage

from dealer_app.__main__ import main
from dealer_app.cli import action_questions_from_options, drills_parser, quick_spots_from_options
from dealer_app.gui.theme import load_theme
from dealer_app.gui.training.action_worksheet import action_answer_line, action_worksheet_parts
from dealer_app.gui.training.quick_worksheet import chip_worksheet_parts, rake_worksheet_parts
from dealer_app.gui.training.spot_table import SpotTable
from dealer_app.gui.training.worksheet import (
    PRINT_THEME,
    answer_lines,
    blank_lines,
    print_worksheet,
    worksheet_images,
    write_worksheet,
)
from dealer_app.training.action_drills import ActionDrill
from dealer_app.training.drills import Drill, make_question
from dealer_app.training.spots import spot_from_dict
from tests.gui.training.training_testing import question_on
from tests.training.test_grading_by_outcome import HALVED_PER_SPLIT


def page_count(pdf: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", pdf.read_bytes()))


def test_dealer_app_drills_writes_a_worksheet(python, tmp_path: Path) -> None:
    target = tmp_path / "drills.pdf"
    run = python(
        "-m", "dealer_app", "drills", "--count", "4", "--seed", "5", "--worksheet", str(target)
    )
    assert run.returncode == 0, run.stderr
    assert run.stderr == ""
    assert target.read_bytes().startswith(b"%PDF")
    # Two pages of spots (two a page) and at least one page of answers.
    assert page_count(target) >= 3


def test_the_four_colour_deck_is_an_option_of_the_worksheet(python, tmp_path: Path) -> None:
    target = tmp_path / "four.pdf"
    run = python(
        "-m", "dealer_app", "drills", "--count", "2", "--seed", "5", "--four-colour",
        "--worksheet", str(target),
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert page_count(target) >= 2


def test_a_bad_option_is_one_line_and_exit_2(python, tmp_path: Path) -> None:
    run = python("-m", "dealer_app", "drills", "--count", "2", "--worksheet", "/nowhere/x.pdf")
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [
        "dealer-app drills: --worksheet: no such folder: /nowhere"
    ]
    run = python(
        "-m",
        "dealer_app",
        "drills",
        "--count",
        "2",
        "--tag",
        "razzle",
        "--worksheet",
        str(tmp_path / "x.pdf"),
    )
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1
    assert "razzle" in run.stderr


def test_blanks_and_key_follow_the_question(qtbot, tmp_path: Path) -> None:
    split = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    blanks = blank_lines(split)
    blank = "_" * 28
    assert [line for line in blanks if "takes" in line] == [
        f"&nbsp;&nbsp; seat 2 takes {blank} &nbsp;&nbsp; seat 5 takes {blank}",
        f"&nbsp;&nbsp; seat 9 takes {blank}",
    ]
    assert answer_lines(split)[0].endswith("odd chips to seat 9, then seat 2")
    halved = make_question(Drill.SPLIT_POT, spot_from_dict(HALVED_PER_SPLIT), random.Random(0))
    # Each half's odd chip goes to seat 1: the key names the seat once.
    assert answer_lines(halved)[0].endswith("odd chips to seat 1 twice")
    pots = question_on("holdem-three-all-ins-side-pots", Drill.BUILD_POTS)
    assert answer_lines(pots) == [
        "Main pot: 610, seats 1, 3, 5 and 6",
        "Side pot 1: 750, seats 3, 5 and 6",
        "Side pot 2: 1200, seats 5 and 6",
    ]
    assert write_worksheet([split, pots], tmp_path / "two.pdf") >= 2


def test_dealer_app_drills_prints_action_spots_after_the_showdowns(python, tmp_path: Path) -> None:
    plain, mixed = tmp_path / "plain.pdf", tmp_path / "mixed.pdf"
    for target, extra in ((plain, ()), (mixed, ("--action", "6"))):
        run = python("-m", "dealer_app", "drills", "--count", "2", "--seed", "5", *extra,
                     "--worksheet", str(target))  # fmt: skip
        assert run.returncode == 0, run.stderr
    # The six rounds take at least a page of their own, and their key adds to the key.
    assert page_count(mixed) >= page_count(plain) + 1
    run = python("-m", "dealer_app", "drills", "--count", "2", "--action", "-1", "--worksheet",
                 str(tmp_path / "x.pdf"))  # fmt: skip
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [
        "dealer-app drills: argument --action: -1 is less than 0 (see dealer-app drills --help)"
    ]


def test_action_spots_are_numbered_on_from_the_showdowns(qtbot, tmp_path: Path) -> None:
    options = drills_parser().parse_args(["--count", "2", "--seed", "3", "--action", "2"])
    questions = action_questions_from_options(options)
    assert [question.drill for question in questions] == [
        ActionDrill.CALL_THE_POT,
        ActionDrill.LEGAL_RAISE,
    ]
    assert questions == action_questions_from_options(options)  # the same seed, the same
    spots, key = action_worksheet_parts(questions, 3)
    assert "<b>Spot 3</b> · Call the pot" in spots and "<b>Spot 4</b>" in spots
    assert "Spot 1" not in spots
    assert f"<b>Answer:</b> {action_answer_line(questions[0])}" in key
    split = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    pots = question_on("holdem-three-all-ins-side-pots", Drill.BUILD_POTS)
    alone = write_worksheet([split, pots], tmp_path / "two.pdf")
    together = write_worksheet(
        [split, pots], tmp_path / "four.pdf", more=(spots, key), more_count=2
    )
    assert together == alone + 1


def test_a_badeucy_worksheet_names_the_halves(qtbot, tmp_path: Path) -> None:
    winner = question_on("badeucy-aces-high-in-the-badugi", Drill.READ_WINNER)
    assert answer_lines(winner) == ["Main pot: deuce-to-seven seat 1; badugi seat 2"]
    hand = question_on("badeucy-aces-high-in-the-badugi", Drill.NAME_HAND)
    half = hand.hand_words.removesuffix(" hand")
    assert half in ("deuce-to-seven", "badugi")
    assert blank_lines(hand)[0].startswith(f"Seat {hand.seat}'s {half}:")
    split = question_on("bigo-quartered", Drill.SPLIT_POT)
    assert write_worksheet([winner, hand, split], tmp_path / "mixed.pdf") >= 2


def _light(color: QColor) -> bool:
    return color.lightness() > 230


def test_a_printed_spot_is_on_white_with_no_controls(qtbot) -> None:
    table = SpotTable(load_theme(PRINT_THEME))
    qtbot.addWidget(table)
    table.resize(920, 560)
    table.show()
    table.show_spot(
        question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT).spot.scenario,
        reveal=False,
    )
    picture = table.grab().toImage()
    felt = table.view.table_geometry()
    assert felt is not None
    middle = felt.felt.center().toPoint()
    assert _light(picture.pixelColor(2, 2)) and _light(
        picture.pixelColor(middle.x(), middle.y() + 90)
    )
    for seat in table.view.seats:
        assert not seat.fold_button.isVisible() and not seat.deal_in_button.isVisible()
        assert not seat.all_in_button.isVisible() or seat.all_in_button.isChecked()
        assert seat.name_edit.isReadOnly() and seat.amount.isReadOnly()


def test_worksheet_pages_are_drawn_light_in_grey_and_in_four_colours(qtbot) -> None:
    split = question_on("holdem-three-way-tie-two-odd-chips", Drill.SPLIT_POT)
    pots = question_on("holdem-three-way-tie-two-odd-chips", Drill.BUILD_POTS)
    two_colour = worksheet_images([split, pots])
    four_colour = worksheet_images([split, pots], four_colour=True)
    assert len(two_colour) == len(four_colour) >= 2
    grey = two_colour[0].convertToFormat(QImage.Format.Format_Grayscale8)
    histogram = [0] * 256
    for y in range(0, grey.height(), 7):
        for x in range(0, grey.width(), 7):
            histogram[grey.pixelColor(x, y).lightness()] += 1
    # Ink-light: nearly all of the page is paper; there is ink (the cards, the words).
    dark = sum(histogram[:128])
    assert sum(histogram[230:]) > 0.85 * sum(histogram)
    assert dark > 0

    # The four-colour deck paints diamonds blue (a chip's edge may be bluish in both).
    def blue(image: QImage) -> int:
        return sum(
            1
            for y in range(0, image.height(), 3)
            for x in range(0, image.width(), 3)
            if (c := image.pixelColor(x, y)).blue() > c.red() + 60 and c.blue() > c.green() + 40
        )

    assert blue(four_colour[0]) > 10 * blue(two_colour[0]) + 100


def test_dealer_app_drills_prints_the_rake_and_the_chip_drills_last(python, tmp_path: Path) -> None:
    plain, more = tmp_path / "plain.pdf", tmp_path / "more.pdf"
    for target, extra in ((plain, ()), (more, ("--rake", "2", "--chips", "4"))):
        run = python("-m", "dealer_app", "drills", "--count", "2", "--seed", "5", *extra,
                     "--worksheet", str(target))  # fmt: skip
        assert run.returncode == 0, run.stderr
    assert page_count(more) >= page_count(plain) + 2
    run = python("-m", "dealer_app", "drills", "--count", "2", "--chips", "3")
    assert run.returncode == 2
    assert run.stderr.strip() == (
        "dealer-app drills: --chips: its spots are printed on a --worksheet only"
    )


def test_chip_spots_print_their_stacks_and_their_key(qtbot) -> None:
    options = drills_parser().parse_args(["--count", "0", "--seed", "4", "--chips", "2"])
    rake, chips = quick_spots_from_options(options)
    assert rake == () and [type(spot).__name__ for spot in chips] == ["CountSpot", "CutSpot"]
    count, cut = chips
    spots, key = chip_worksheet_parts(chips, load_theme(PRINT_THEME), 7)
    assert "<b>Spot 7</b> · Count the stacks" in spots and "<b>Spot 8</b> · Cut it" in spots
    assert spots.count("<img src='data:image/png;base64,") == 2
    assert f"<b>Answer:</b> {count.value:,}" in key
    assert f"any cut of whole sizes worth the amount, e.g. {cut.expected.describe()}" in key
    rake_spots, rake_key = rake_worksheet_parts(
        quick_spots_from_options(
            drills_parser().parse_args(["--count", "0", "--seed", "4", "--rake", "1"])
        )[0]
    )
    assert "Take the rake" in rake_spots and "<b>Answer:</b> raked" in rake_key


def _inked_rows(image: QImage, top: int, bottom: int) -> int:
    return sum(
        1
        for y in range(top, bottom, 4)
        if any(image.pixelColor(x, y).value() < 128 for x in range(0, image.width(), 3))
    )


def test_a_worksheet_of_quick_drills_alone_starts_with_its_header(qtbot) -> None:
    options = drills_parser().parse_args(["--count", "0", "--seed", "4", "--rake", "2"])
    rake, _chips = quick_spots_from_options(options)
    parts = rake_worksheet_parts(rake)
    pages = worksheet_images((), title="Take the rake", more=parts, more_count=len(rake))
    # the spots and the header on the first page (no blank page before them), the key after
    assert len(pages) == 2
    assert _inked_rows(pages[0], 0, 300) > 20 and _inked_rows(pages[0], 300, 900) > 40


def test_a_worksheet_without_showdowns_is_titled_drills(python, tmp_path: Path) -> None:
    target = tmp_path / "rake.pdf"
    run = python(
        "-m", "dealer_app", "drills", "--count", "0", "--seed", "5", "--rake", "2",
        "--worksheet", str(target),
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    data = target.read_bytes()
    assert "Drills".encode("utf-16-be") in data
    assert "Showdown drills".encode("utf-16-be") not in data
    assert page_count(target) == 2  # the header and the spots on the first page, the key


def test_a_worksheet_that_cannot_be_written_is_one_line_and_exit_2(
    qtbot, tmp_path: Path, capsys, monkeypatch
) -> None:
    def refused(argv: list[str], line: str) -> None:
        assert main(["drills", "--count", "1", "--seed", "3", *argv]) == 2
        assert capsys.readouterr().err == f"dealer-app drills: --worksheet: {line}\n"

    refused(["--worksheet", str(tmp_path)], f"{tmp_path} is a folder: give a file name in it")
    refused(["--worksheet", ""], "give the name of the PDF file to write")
    refused(["--worksheet", str(tmp_path / "x.pdf" / "y.pdf")], f"no such folder: {tmp_path}/x.pdf")
    (tmp_path / "x.pdf").write_bytes(b"")

    def read_only(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as patch:
        patch.setattr("dealer_app.storage.atomic_file.tempfile.TemporaryFile", read_only)
        refused(
            ["--worksheet", str(tmp_path / "x.pdf")],
            f"{tmp_path}/x.pdf cannot be written (Permission denied)",
        )


def test_pages_the_folder_refuses_are_one_line(qtbot, tmp_path: Path, monkeypatch) -> None:
    def refuse(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("dealer_app.storage.atomic_file.os.replace", refuse)
    target = tmp_path / "x.pdf"
    assert print_worksheet((), target) == f"{target}: cannot be written (Permission denied)"
    assert list(tmp_path.iterdir()) == []
