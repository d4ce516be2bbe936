"""The result panel's steps look exactly as the style draws them, from their cached layouts;
its amounts read as the felt's."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

from dealer_app.gui.result_panel import StepDelegate
from dealer_app.model.play.dealing import RowKey
from dealer_app.resources_path import resource
from tests.gui.event_counting import EventCounter
from tests.gui.table_testing import deal, make_window, pick_chip_set

STEPS = (
    "1. Side pot 5: 600 in 6 black; seat 6 wins with One Pair, Jacks, Queen-Ten-Seven kickers.",
    "2. Side pot 5: seat 6 takes 6 black.",
    "3. Main pot: 120 in 4 green, 2 red; seats 1, 4 and 9 split it, 40 each.",
    # A word wider than the panel: the style cuts it short with an ellipsis.
    "4. Averyveryveryverylongnamethatcannotwrapanywhere takes 5 white.",
    "5. Side pot 4: 1800 in 18 black; seats 5 and 6 tie and split it.",
)
_STATE = QStyle.StateFlag
STATES = [
    _STATE.State_None | flag_a | flag_b | flag_c | flag_d
    for flag_a, flag_b, flag_c, flag_d in itertools.product(
        (_STATE.State_None, _STATE.State_Selected),
        (_STATE.State_None, _STATE.State_HasFocus),
        (_STATE.State_None, _STATE.State_Active),
        (_STATE.State_Enabled, _STATE.State_None),
    )
]
ALIGNMENTS = (
    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
)


@pytest.fixture
def steps_view(qtbot):
    model = QStandardItemModel()
    bold = QFont()
    bold.setBold(True)
    for number, text in enumerate(STEPS):
        item = QStandardItem(text)
        if number % 2 == 0:
            item.setFont(bold)
        model.appendRow(item)
    view = QListView()
    view.setModel(model)
    view.setWordWrap(True)
    qtbot.addWidget(view)
    return view


def painted(delegate, option: QStyleOptionViewItem, index) -> QImage:
    image = QImage(option.rect.right() + 8, option.rect.bottom() + 8, QImage.Format.Format_ARGB32)
    image.fill(QColor("#1f2329"))
    painter = QPainter(image)
    delegate.paint(painter, option, index)
    painter.end()
    return image


@pytest.mark.parametrize("width", [173, 300])
@pytest.mark.parametrize("alignment", ALIGNMENTS)
def test_a_step_is_drawn_as_the_style_draws_it(steps_view, width, alignment) -> None:
    model = steps_view.model()
    ours, styles = StepDelegate(), QStyledItemDelegate()
    for row, state, slack in itertools.product(range(model.rowCount()), STATES, (0, 1, 6)):
        index = model.index(row, 0)
        option = QStyleOptionViewItem()
        option.initFrom(steps_view.viewport())
        option.widget = steps_view
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        option.displayAlignment = alignment
        option.rect = QRect(0, 0, width, 10)
        height = styles.sizeHint(option, index).height()
        option.rect = QRect(3, 2, width, height + slack)
        option.state = state
        assert painted(ours, option, index) == painted(styles, option, index), (row, state)


def test_a_repaint_draws_from_the_layout_made_the_first_time(steps_view) -> None:
    delegate = StepDelegate()
    option = QStyleOptionViewItem()
    option.initFrom(steps_view.viewport())
    option.widget = steps_view
    option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    option.rect = QRect(0, 0, 300, 60)
    index = steps_view.model().index(0, 0)
    first = painted(delegate, option, index)
    assert delegate.laid_out == 1
    assert painted(delegate, option, index) == first
    assert delegate.laid_out == 1


def test_the_panel_writes_amounts_with_thousands_separators_as_the_felt_does(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    panel = window.result_panel
    assert panel.verdict.text() == "Pay: seat 3 +$1,360, seat 5 +$600, seat 6 +$900"
    amounts = [panel.pots_model.item(row, 1).text() for row in range(panel.pots_model.rowCount())]
    assert amounts == ["$610", "$750", "$1,200", "$300"]
    assert "Side pot 2: $1,200 in" in panel.pots_model.item(2, 0).toolTip()
    eligible = [panel.pots_model.item(row, 0).toolTip().split("\n")[1] for row in (0, 2, 3)]
    assert eligible == [
        "Eligible: seats 1, 3, 5 and 6",
        "Eligible: seats 5 and 6",
        "Eligible: seat 6",
    ]
    assert panel.money.total.text() == "In the pots: $2,860"
    # The dealer's steps keep the model's own words.
    result = window.controller.outcome.result
    assert result is not None
    shown = [panel.steps_model.item(row).toolTip() for row in range(panel.steps_model.rowCount())]
    assert shown == [step.text for step in result.steps]


def test_a_home_games_result_reads_in_dollars_and_cents(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    pick_chip_set(window, "home")
    controller = window.controller
    controller.set_seat_count(2)
    deal(controller, {RowKey.seat(1): "AhAd", RowKey.seat(2): "KcKd", RowKey.board(): "2c7d9hJs3s"})
    assert controller.set_committed(1, 25) and controller.set_committed(2, 25)
    panel = window.result_panel
    assert panel.verdict.text() == "Pay: seat 1 +$0.50"
    assert panel.pots_model.item(0, 1).text() == "$0.50"
    assert "Seat 1 takes $0.50" in panel.pots_model.item(0, 0).toolTip()
    assert panel.money.total.text() == "In the pots: $0.50"
    assert [pile.label for pile in window.table.share_piles()] == ["Seat 1 +$0.50"]
    assert window.table.seat_widget(2).amount.text() == "0.25"


def test_the_panel_names_a_split_pots_halves_as_the_game_does(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.open_path(resource("examples", "badeucy-aces-high-in-the-badugi.json"))
    winners = window.result_panel.pots_model.item(0, 2)
    assert winners.text() == "deuce-to-seven 1 / badugi 2"
    assert window.open_path(resource("examples", "bigo-quartered.json"))
    assert window.result_panel.pots_model.item(0, 2).text() == "high 3 / low 1, 2"


@pytest.mark.parametrize("selected", [None, 0, 2])
def test_steps_copied_from_their_pictures_look_as_the_steps_drawn(qtbot, steps_view, selected):
    steps_view.resize(260, 400)
    steps_view.setItemDelegate(StepDelegate(steps_view))
    if selected is not None:
        steps_view.setCurrentIndex(steps_view.model().index(selected, 0))
    steps_view.grab()  # the first paint lays the view out (its scroll bars)
    drawn = steps_view.grab().toImage()
    pictures = StepDelegate(steps_view, pictures=True)
    steps_view.setItemDelegate(pictures)
    first = steps_view.grab().toImage()
    assert first == drawn
    # Repainted from the pictures kept: still the same.
    assert steps_view.grab().toImage() == drawn


def test_the_pots_table_folds_away_with_its_gap_without_pots_and_comes_back(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    panel = window.result_panel
    titles = {label.text(): label for label in panel.findChildren(QLabel)}
    pots_title, steps_title = titles["Pots"], titles["Dealer's steps"]
    gap = pots_title.parentWidget().layout().spacing()

    def steps_title_top() -> int:
        QApplication.processEvents()
        return steps_title.geometry().top()

    # No pots: the steps' title follows the pots' title as if the table were not there.
    assert panel.pots_model.rowCount() == 0
    assert steps_title_top() == pots_title.geometry().bottom() + 1 + gap
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    view = panel.pots_view
    assert steps_title_top() > pots_title.geometry().bottom() + 2 * gap + view.rowHeight(0)
    assert view.isVisible() and view.height() > 0
    assert view.geometry().top() == pots_title.geometry().bottom() + 1 + gap
    window.controller.next_hand()
    assert panel.pots_model.rowCount() == 0
    assert steps_title_top() == pots_title.geometry().bottom() + 1 + gap


def test_the_pots_stay_while_a_card_is_taken_out_their_winners_to_come(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    panel = window.result_panel
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    model = panel.pots_model

    def rows() -> list[tuple[str, str, str]]:
        return [
            (model.item(row, 0).text(), model.item(row, 1).text(), model.item(row, 2).text())
            for row in range(model.rowCount())
        ]

    resolved = rows()
    QApplication.processEvents()
    steps_top = panel.steps_view.geometry().top()
    window.controller.remove_card(RowKey.board(), 4)
    waiting = rows()
    # The same pots and amounts; the contested pots wait for the cards, the uncalled bet
    # goes back to its seat whatever they are.
    assert [row[:2] for row in waiting] == [row[:2] for row in resolved]
    assert [row[2] for row in waiting] == ["to come"] * 3 + ["6"]
    assert "Eligible: seats 5 and 6" in model.item(2, 0).toolTip()
    QApplication.processEvents()
    assert panel.steps_view.geometry().top() == steps_top
    window.controller.undo()
    assert rows() == resolved


def test_a_folded_pots_table_takes_no_keyboard(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    view = window.result_panel.pots_view
    assert view.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    assert view.focusPolicy() != Qt.FocusPolicy.NoFocus
    with qtbot.waitActive(window):
        window.activateWindow()
    view.setFocus()
    assert view.hasFocus()
    window.controller.next_hand()
    assert view.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert not view.hasFocus()


def test_new_steps_and_a_new_verdict_lay_out_the_panel_not_the_dock_round_it(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    panel = window.result_panel
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    QApplication.processEvents()
    requests = EventCounter(QEvent.Type.LayoutRequest)
    panel.installEventFilter(requests)
    window.steps_dock.installEventFilter(requests)
    verdict, steps = panel.verdict.text(), panel.steps_model.rowCount()
    changes = 0
    for _ in range(3):
        window.controller.remove_card(RowKey.board(), 4)
        QApplication.processEvents()
        assert panel.verdict.text() != verdict and panel.steps_model.rowCount() != steps
        window.controller.undo_stack.undo()
        QApplication.processEvents()
        assert panel.verdict.text() == verdict and panel.steps_model.rowCount() == steps
        changes += 2
    # The panel's parts are laid out at each change; the dock round it was, each time too
    # (and the main window round the dock): it hears now only of a change in the least
    # room the panel needs, which the steps and verdict of a hand leave as they are.
    assert requests.of(panel) >= changes
    assert requests.of(window.steps_dock) <= 1
    # The parts fill the panel as the window is made taller and shorter.
    for height in (600, 760):
        window.resize(window.width(), height)
        QApplication.processEvents()
        money = panel.money.geometry()
        assert panel.height() - 20 < money.bottom() < panel.height()


def test_a_hand_s_steps_come_to_the_list_as_one_insertion(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    model = window.result_panel.steps_model
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    assert window.open_path(resource("examples", "holdem-three-all-ins-side-pots.json"))
    count = model.rowCount()
    assert count > 5
    assert inserted == [(0, count - 1)]
    texts = [model.item(row).text() for row in range(count)]
    assert texts[0].startswith("1. ") and texts[-1].startswith(f"{count}. ")
