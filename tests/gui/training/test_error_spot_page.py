"""The spot-the-error mode: a pushed showdown called right or wrong, graded and kept."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from dealer_app.gui.training.error_spot_page import ErrorSpotPage
from dealer_app.training.dealer_errors import DealerError, ErrorSpot, inject, push_of
from dealer_app.training.spots import fixed_spots

LIBRARY = {spot.key: spot for spot in fixed_spots()}


def make_page(qtbot) -> ErrorSpotPage:
    page = ErrorSpotPage()
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    return page


def test_a_wrong_push_called_with_its_mistake_then_a_right_one_called_wrong(qtbot) -> None:
    side_pots = LIBRARY["holdem-three-all-ins-side-pots"]
    wrong = inject(side_pots.result, DealerError.INELIGIBLE_SEAT_PAID, random.Random(1))
    chop = LIBRARY["holdem-aq-v-a2-kicker-counterfeited"]
    page = make_page(qtbot)
    records = []
    page.answered.connect(records.append)
    page.play(
        [
            (side_pots, ErrorSpot(side_pots.result, wrong.push, wrong)),
            (chop, ErrorSpot(chop.result, push_of(chop.result), None)),
        ]
    )
    assert "Spot 1 of 2" in page.progress_label.text()
    assert "Side pot" in page.panel.push_label.text()
    assert page.table.marks() == {
        seat: f"Paid {amount}" for seat, amount in wrong.push.payouts.items()
    }
    page.panel.call(DealerError.INELIGIBLE_SEAT_PAID)
    qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)
    assert "Right" in page.feedback.text()
    assert "cannot win it" in page.feedback.text()
    assert page.table.is_revealed()
    qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)

    page.panel.call(DealerError.WRONG_ODD_CHIP)
    qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)
    assert "Wrong" in page.feedback.text()
    assert "This push is correct" in page.feedback.text()
    qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
    assert page.progress_label.text() == "Done: 1 of 2 called right"
    assert page.again_button.isVisible()

    assert [(r.drill, r.correct) for r in records] == [("spot-error", True), ("spot-error", False)]
    assert records[0].tags == side_pots.ordered_tags
    # Each call is kept with its spot (to deal again) and the call made, as from this drill.
    assert all(record.scenario_json and record.given for record in records)
    assert {record.source for record in records} == {"spot-error"}


def test_a_run_deals_spots_aimed_at_the_mistakes(qtbot) -> None:
    page = make_page(qtbot)
    page.start(count=6, seed=5)
    assert page.current is not None
    assert "Spot 1 of 6" in page.progress_label.text()
