"""The dealer's steps look exactly as the style draws them, from their cached layouts and
from pictures of them."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from dealer_app.gui.step_delegate import StepDelegate

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
