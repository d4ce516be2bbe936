"""The seat plaques at a real window: nothing typed is lost when the table is rebuilt, one
plaque per seat, keys on a focused seat, the focus always shown, all-in marks saved."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPaintEvent, QPalette, QRegion
from PySide6.QtWidgets import QApplication, QWidget

from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.table.card_row import CardSlotRow
from dealer_app.gui.table.plaque_frame import frame_ring, plaque_margins, winner_frame_width
from dealer_app.gui.table.seat import SeatKeys, SeatWidget
from dealer_app.gui.theme import apply_theme
from dealer_app.model.cards import parse_card
from dealer_app.model.play.dealing import RowKey
from dealer_app.resources_path import resource
from tests.gui.event_counting import EventCounter
from tests.gui.table_testing import deal, make_window, temporary_settings

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    return make_window(qtbot, tmp_path)


def type_keys(qtbot, text: str) -> None:
    """Type into whatever has the keyboard, as a dealer would."""
    for key in text:
        qtbot.keyClicks(QApplication.focusWidget(), key)


def seat_one_typed_without_enter(qtbot, window: MainWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_1, ALT)
    type_keys(qtbot, "AsKd250")
    assert window.table.seat_widget(1).amount.text() == "250"
    assert window.controller.state.entry(1).committed is None


def assert_one_plaque_per_seat_and_one_row_per_board(window: MainWindow) -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    table = window.table
    plaques = table.findChildren(SeatWidget)
    boards = [row for row in table.findChildren(CardSlotRow) if row.parent() is table]
    state = window.controller.state
    assert sorted(plaque.number for plaque in plaques) == list(range(1, state.seat_count + 1))
    assert all(plaque.isVisible() for plaque in plaques)
    assert len(boards) == state.scenario.run_count == len(table.boards)
    assert all(row.isVisible() for row in boards)


@pytest.mark.parametrize(
    "shortcuts",
    [
        [(Qt.Key.Key_Minus, CTRL)],
        [(Qt.Key.Key_T, CTRL)],
        [(Qt.Key.Key_Equal, CTRL), (Qt.Key.Key_T, CTRL)],
        [(Qt.Key.Key_N, CTRL)],
    ],
    ids=["fewer seats", "run twice", "more seats then run twice", "next hand"],
)
def test_an_amount_typed_without_enter_survives_any_change_of_the_table(
    qtbot, window, shortcuts
) -> None:
    seat_one_typed_without_enter(qtbot, window)
    for key, modifier in shortcuts:
        qtbot.keyClick(QApplication.focusWidget(), key, modifier)
    assert_one_plaque_per_seat_and_one_row_per_board(window)
    controller = window.controller
    next_hand = shortcuts[-1][0] == Qt.Key.Key_N
    # The amount was the table's before the change: the next hand clears it, undo brings
    # it back; every other change keeps it.
    if next_hand:
        controller.undo_stack.undo()
    assert controller.state.entry(1).committed == 250
    assert window.table.seat_widget(1).amount.value() == 250


def test_an_amount_typed_without_enter_survives_a_change_of_game(qtbot, window) -> None:
    seat_one_typed_without_enter(qtbot, window)
    window.game_box.activated.emit(window.game_box.findData("omaha"))  # chosen in the list
    assert window.controller.scenario.game.value == "omaha"
    assert window.controller.state.entry(1).committed == 250
    assert window.table.seat_widget(1).amount.value() == 250


def test_plaques_are_kept_not_rebuilt_when_seats_are_added_and_taken_away(qtbot, window):
    first = window.table.seat_widget(1)
    for key in (Qt.Key.Key_Equal, Qt.Key.Key_Equal, Qt.Key.Key_Minus, Qt.Key.Key_T):
        qtbot.keyClick(window, key, CTRL)
        assert_one_plaque_per_seat_and_one_row_per_board(window)
    window.controller.set_game("omaha")
    assert_one_plaque_per_seat_and_one_row_per_board(window)
    assert window.table.seat_widget(1) is first
    assert first.cards.slot_count() == 4


def test_f_folds_i_marks_all_in_n_deals_out_and_in_from_the_seat(qtbot, window):
    controller = window.controller
    qtbot.keyClick(window, Qt.Key.Key_2, ALT)
    type_keys(qtbot, "i")
    assert controller.state.entry(2).all_in
    assert window.table.seat_widget(2).all_in_button.isChecked()
    type_keys(qtbot, "f")
    assert controller.state.entry(2).folded
    # A folded seat's cards are mucked: the keyboard goes on to its amount.
    assert QApplication.focusWidget() is window.table.seat_widget(2).amount
    type_keys(qtbot, "40")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert controller.state.entry(2).committed == 40
    qtbot.keyClick(window, Qt.Key.Key_3, ALT)
    type_keys(qtbot, "n")
    assert controller.state.entry(3) is None
    type_keys(qtbot, "n")
    assert controller.state.entry(3) is not None
    assert QApplication.focusWidget() is window.table.seat_widget(3).cards


def test_keys_typed_in_a_name_stay_letters(qtbot, window):
    name = window.table.seat_widget(1).name_edit
    name.setFocus()
    type_keys(qtbot, "Fin")
    qtbot.keyClick(name, Qt.Key.Key_Return)
    entry = window.controller.state.entry(1)
    assert (entry.name, entry.folded, entry.all_in) == ("Fin", False, False)


def test_a_long_name_shows_its_start_opened_or_typed(qtbot, window):
    name = window.table.seat_widget(1).name_edit
    long_name = "Bartholomew Maximiliano"
    window.controller.set_name(1, long_name)
    assert name.cursorPosition() == 0
    # Typed, the box follows the letters; left, it shows the name's start again.
    window.controller.set_name(1, "")
    name.setFocus()
    type_keys(qtbot, long_name)
    assert name.cursorPosition() == len(long_name)
    window.table.seat_widget(2).name_edit.setFocus()
    assert window.controller.state.entry(1).name == long_name
    assert name.cursorPosition() == 0


def test_enter_on_an_amount_moves_to_the_next_seat_then_the_board(qtbot, window):
    controller = window.controller
    controller.set_seat_count(2)
    qtbot.keyClick(window, Qt.Key.Key_1, ALT)
    type_keys(qtbot, "AsKd1,500")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert QApplication.focusWidget() is window.table.seat_widget(2).cards
    type_keys(qtbot, "QhQc1500")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert QApplication.focusWidget() is window.table.boards[0]
    assert [controller.state.entry(seat).committed for seat in (1, 2)] == [1500, 1500]
    assert window.table.seat_widget(1).amount.text() == "1,500"


def test_enter_on_a_chair_just_dealt_out_moves_on_to_the_next_seat(qtbot, window):
    window.controller.set_seat_count(3)
    qtbot.keyClick(window, Qt.Key.Key_2, ALT)
    type_keys(qtbot, "n")
    assert window.controller.state.entry(2) is None
    assert QApplication.focusWidget() is window.table.seat_widget(2).deal_in_button
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert QApplication.focusWidget() is window.table.seat_widget(3).cards
    assert window.controller.state.entry(2) is None


def test_alt_digit_on_an_empty_chair_deals_it_in_and_takes_the_cards_typed(qtbot, window):
    controller = window.controller
    controller.set_dealt_in(4, False)
    qtbot.keyClick(window, Qt.Key.Key_4, ALT)
    type_keys(qtbot, "7h7d")
    assert controller.state.entry(4) is not None
    assert [str(card) for card in controller.state.cards(RowKey.seat(4))] == ["7h", "7d"]


def test_the_focus_frame_follows_the_keyboard_and_never_stays_behind(qtbot, window):
    table = window.table
    first, second = table.seat_widget(1), table.seat_widget(2)
    rail = first.frame()[0]
    qtbot.keyClick(window, Qt.Key.Key_1, ALT)
    assert first.frame()[0] == window.theme.focus
    counter = EventCounter(QEvent.Type.Paint)
    first.installEventFilter(counter)
    qtbot.keyClick(window, Qt.Key.Key_2, ALT)
    qtbot.waitUntil(lambda: counter.of(first) > 0)
    assert first.frame()[0] == rail
    assert second.frame()[0] == window.theme.focus
    # The controls the keyboard reaches show a ring of their own.
    window.controller.set_dealt_in(3, False)
    focus = window.theme.focus
    for widget in (
        second.fold_button,
        second.all_in_button,
        second.button_spot,
        table.seat_widget(3).deal_in_button,
    ):
        assert colour_pixels(widget.grab().toImage(), focus) == 0
        widget.setFocus()
        assert widget.hasFocus()
        assert colour_pixels(widget.grab().toImage(), focus) > 0


def aces_against_kings(controller) -> None:
    """Seats 1 and 2 heads up, 100 each, the rest folded: aces win."""
    deal(
        controller,
        {
            RowKey.seat(1): "AsAd",
            RowKey.seat(2): "KsKd",
            RowKey.board(): "Qh 9c 4d Js 5s",
        },
    )
    for seat in range(3, 7):
        controller.set_folded(seat, True)
    for seat in (1, 2):
        controller.set_committed(seat, 100)


def test_only_winners_are_framed_in_gold(qtbot, window):
    controller = window.controller
    aces_against_kings(controller)
    assert controller.outcome.complete
    gold = window.theme.accent
    frames = {plaque.number: plaque.frame()[0] for plaque in window.table.seats}
    assert [number for number, colour in frames.items() if colour == gold] == [1]
    # With the app's palette, which highlights in the theme's gold, no control of a
    # losing plaque is drawn in gold either: not the focused amount.
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    palette = app.palette()
    apply_theme(app, window.theme)
    try:
        amount = window.table.seat_widget(2).amount
        amount.setFocus()
        assert amount.hasFocus()
        assert colour_pixels(amount.grab().toImage(), gold) == 0
        assert colour_pixels(window.table.seat_widget(1).grab().toImage(), gold) > 0
    finally:
        app.setPalette(palette)


def colour_pixels(image: QImage, colour: QColor) -> int:
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if all(
            abs(a - b) < 24
            for a, b in zip(image.pixelColor(x, y).getRgb()[:3], colour.getRgb()[:3], strict=True)
        )
    )


def test_no_control_on_a_plaque_carries_a_style_sheet(window):
    # Each sheet is parsed as the window opens and draws through the style-sheet style.
    for plaque in window.table.seats:
        assert [w.objectName() for w in plaque.findChildren(QWidget) if w.styleSheet()] == []


def painted(widget: QWidget, colour: QColor) -> int:
    """How many pixels of ``widget`` as drawn now are in ``colour``."""
    return colour_pixels(widget.grab().toImage(), colour)


def test_a_plaques_buttons_are_framed_filled_when_checked_and_ringed_with_the_keyboard(
    qtbot, window
):
    plaque, theme = window.table.seat_widget(1), window.theme
    fold = plaque.fold_button
    assert painted(fold, theme.rail_highlight) > 0
    assert painted(fold, theme.focus) == 0
    plain_fill = painted(fold, theme.text_muted)
    qtbot.mouseClick(fold, Qt.MouseButton.LeftButton)
    assert fold.isChecked() and fold.text() == "Folded"
    # Checked, the button is filled in the words' muted colour.
    assert painted(fold, theme.text_muted) > 3 * plain_fill
    fold.setFocus()
    qtbot.waitUntil(fold.hasFocus)
    assert painted(fold, theme.focus) > 0


def test_the_amount_is_framed_in_the_focus_colour_typed_in_and_the_error_colour_refused(
    qtbot, window
):
    plaque, theme = window.table.seat_widget(2), window.theme
    amount = plaque.amount
    assert painted(amount, theme.rail_highlight) > 0
    assert painted(amount, theme.error) == 0
    amount.setFocus()
    qtbot.waitUntil(amount.hasFocus)
    assert painted(amount, theme.focus) > 0
    amount.lineEdit().setText("12x")
    assert not amount.commit() and amount.is_refused()
    assert painted(amount, theme.error) > 0
    amount.discard_typing()
    assert painted(amount, theme.error) == 0


def test_all_in_marks_are_saved_and_opened_with_the_file(qtbot, window, tmp_path):
    controller = window.controller
    qtbot.keyClick(window, Qt.Key.Key_3, ALT)
    type_keys(qtbot, "i")
    path = tmp_path / "all-in.json"
    assert window.save_path(path)
    seats = json.loads(path.read_text(encoding="utf-8"))["seats"]
    assert [seat["seat"] for seat in seats if seat.get("all_in")] == [3]
    controller.set_all_in(3, False)
    assert window.open_path(path)
    assert controller.state.all_in == frozenset({3})
    assert window.table.seat_widget(3).all_in_button.isChecked()


def test_an_empty_chair_keeps_nothing_of_the_hand_its_plaque_showed_before(qtbot, window):
    controller = window.controller
    controller.set_seat_count(8)
    controller.set_game("razz")
    controller.set_name(1, "Ann")
    controller.random_deal()
    assert len(window.table.seat_widget(1).cards.cards()) == 7
    controller.set_dealt_in(1, False)
    plaque = window.table.seat_widget(1)
    assert [card for card in plaque.cards.cards() if card is not None] == []
    assert plaque.name_edit.text() == "" and plaque.amount.value() == 0
    controller.set_dealt_in(1, True)
    assert controller.state.entry(1).cards == ()


def test_only_the_control_with_the_keyboard_is_watched_for_a_seats_keys(qtbot, window, monkeypatch):
    watched: list[QObject] = []
    filter_events = SeatKeys.eventFilter

    def counting(self, target: QObject, event: QEvent) -> bool:
        watched.append(target)
        return filter_events(self, target, event)

    monkeypatch.setattr(SeatKeys, "eventFilter", counting)
    table = window.table
    qtbot.keyClick(window, Qt.Key.Key_2, ALT)
    amount = table.seat_widget(2).amount
    amount.setFocus()
    watched.clear()
    table.repaint()  # every plaque and every control on it
    assert set(watched) <= {amount}
    qtbot.keyClick(amount, Qt.Key.Key_F)
    assert window.controller.state.entry(2).folded
    assert amount in watched
    fold = table.seat_widget(4).fold_button
    fold.setFocus()
    watched.clear()
    table.repaint()
    assert set(watched) <= {fold}


@pytest.mark.parametrize("scale", [0.8, 1.0, 2.0])
def test_a_plaques_words_and_amount_take_the_scales_font_and_measure_in_it(window, scale):
    plaque = window.table.seat_widget(2)
    window.controller.set_dealt_in(2, False)
    window.controller.set_dealt_in(2, True)
    plaque.set_scale(scale)
    hand, amount = plaque.hand_label, plaque.amount
    assert hand.text() == ""
    # An empty hand line is as tall as a line of its font, whatever font it had before.
    assert hand.sizeHint().height() == hand.fontMetrics().height()
    # The amount is written in the box's font, and the box is measured in it.
    assert amount.lineEdit().font().pixelSize() == amount.font().pixelSize()
    assert amount.sizeHint().height() >= amount.fontMetrics().height()
    # The name takes no room for a frame it does not draw: no taller than the buttons.
    assert plaque.name_edit.sizeHint().height() <= plaque.fold_button.sizeHint().height()


def test_a_plaques_words_have_the_colours_of_its_look(window):
    plaque, theme = window.table.seat_widget(1), window.theme
    role = QPalette.ColorRole
    assert plaque.seat_label.palette().color(role.WindowText) == theme.text_muted
    assert plaque.amount_label.palette().color(role.WindowText) == theme.text_muted
    name = plaque.name_edit.palette()
    assert name.color(role.Text) == theme.text
    assert name.color(role.PlaceholderText).rgb() == theme.text.rgb()
    assert name.color(role.Base).alpha() == 0  # the plaque shows through
    muted = colour_pixels(plaque.seat_label.grab().toImage(), theme.text_muted)
    assert muted > 0


def test_a_new_winners_frame_is_repainted_whole_its_rounded_corners_too(qtbot, window):
    controller = window.controller
    aces_against_kings(controller)
    QApplication.processEvents()
    # Three queens for seat 2: the gold frame goes from seat 1 to seat 2, repainted alone.
    assert controller.place_card(RowKey.seat(2), 0, parse_card("Qs"))
    assert controller.place_card(RowKey.seat(2), 1, parse_card("Qd"))
    QApplication.processEvents()
    assert [plaque.number for plaque in window.table.seats if plaque.frame()[1] > 1] == [2]
    shown = window.screen().grabWindow(window.winId())
    for number in (1, 2):
        plaque = window.table.seat_widget(number)
        # What the window shows now (its backing store) against the plaque drawn afresh.
        box = QRect(plaque.mapTo(window, QPoint(0, 0)), plaque.size())
        now = shown.copy(box).toImage().convertToFormat(QImage.Format.Format_RGB32)
        fresh = window.grab(box).toImage().convertToFormat(QImage.Format.Format_RGB32)
        assert now == fresh, f"seat {number}'s plaque shows stale pixels"


def test_a_winners_frame_coming_and_going_repaints_none_of_the_plaques_controls(qtbot, window):
    controller = window.controller
    aces_against_kings(controller)
    QApplication.processEvents()
    plaques = [window.table.seat_widget(number) for number in (1, 2)]
    controls = [
        control
        for plaque in plaques
        for control in (
            plaque.button_spot,
            plaque.seat_label,
            plaque.name_edit,
            plaque.fold_button,
            plaque.amount_label,
            plaque.amount,
            plaque.all_in_button,
        )
    ]
    counter = EventCounter(QEvent.Type.Paint)
    for widget in [*plaques, *controls]:
        widget.installEventFilter(counter)
    # Three queens for seat 2: the gold frame goes from seat 1 to seat 2.
    assert controller.place_card(RowKey.seat(2), 0, parse_card("Qs"))
    assert controller.place_card(RowKey.seat(2), 1, parse_card("Qd"))
    qtbot.waitUntil(lambda: all(counter.of(plaque) > 0 for plaque in plaques))
    assert [plaque.number for plaque in window.table.seats if plaque.frame()[1] > 1] == [2]
    assert [type(control).__name__ for control in controls if counter.of(control)] == []


@pytest.mark.parametrize("scale", [0.3, 0.5, 0.62, 0.8, 0.86, 0.9, 1.0, 1.25, 1.5, 2.0, 3.0])
def test_no_control_lies_under_a_winners_frame_at_any_scale(scale):
    across, down = plaque_margins(scale)
    assert (across, down) >= (6, 2)
    for size in ((120, 90), (178, 132), (400, 300)):
        ring = frame_ring(*size, 10 * scale, winner_frame_width(scale))
        inside = QRect(across, down, size[0] - 2 * across, size[1] - 2 * down)
        assert ring.intersected(inside).isEmpty(), size
        # The ring reaches the frame's inner edge: its corners' pixels are in it.
        assert ring.contains(QPoint(0, 0)) and ring.contains(QPoint(size[0] - 1, size[1] - 1))


def test_cards_raised_and_dimmed_anew_repaint_their_row_alone_not_the_plaque_under_it(
    qtbot, window
):
    controller = window.controller
    aces_against_kings(controller)
    QApplication.processEvents()
    plaque = window.table.seat_widget(2)
    before = plaque.cards.card_states()
    painted: dict[int, QRegion] = {}

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if isinstance(event, QPaintEvent):
                painted[id(watched)] = painted.get(id(watched), QRegion()) | event.region()
            return False

    watcher = Paints()
    for widget in (plaque, plaque.cards):
        widget.installEventFilter(watcher)
    # A ten on the river: seat 2's kings make a straight with one king (the other dims).
    controller.remove_card(RowKey.board(), 4)
    assert controller.place_card(RowKey.board(), 4, parse_card("Ts"))
    qtbot.waitUntil(lambda: id(plaque.cards) in painted)
    assert plaque.cards.card_states() != before
    under_row = painted.get(id(plaque), QRegion()) & plaque.cards.geometry()
    assert under_row.isEmpty()
    shown = window.screen().grabWindow(window.winId())
    box = QRect(plaque.mapTo(window, QPoint(0, 0)), plaque.size())
    now = shown.copy(box).toImage().convertToFormat(QImage.Format.Format_RGB32)
    fresh = window.grab(box).toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert now == fresh


def test_new_hand_words_repaint_the_hand_line_alone_not_the_plaque_under_it(qtbot, window):
    controller = window.controller
    aces_against_kings(controller)
    QApplication.processEvents()
    plaque = window.table.seat_widget(2)
    words = plaque.hand_label.text()
    counter = EventCounter(QEvent.Type.Paint)
    for widget in (plaque, plaque.hand_label, window.table.felt.viewport()):
        widget.installEventFilter(counter)
    # A second nine on the board: seat 2 has two pair now, and aces still win (its frame
    # stays as it was).
    assert controller.place_card(RowKey.board(), 4, parse_card("9d"))
    qtbot.waitUntil(lambda: counter.of(plaque.hand_label) > 0)
    assert plaque.hand_label.text() != words
    assert counter.of(plaque) == 0
    # What the window shows (its backing store) is the plaque as painted whole.
    shown = window.screen().grabWindow(window.winId())
    box = QRect(plaque.mapTo(window, QPoint(0, 0)), plaque.size())
    now = shown.copy(box).toImage().convertToFormat(QImage.Format.Format_RGB32)
    fresh = window.grab(box).toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert now == fresh
    # A folded seat's plaque lets the felt through: its line is not opaque.
    controller.set_folded(2, True)
    QApplication.processEvents()
    assert not plaque.hand_label.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)


@pytest.mark.parametrize("pixels", [9, 13, 22])
def test_a_name_box_is_as_tall_as_a_line_edit_without_the_styles_frame_room(window, pixels):
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QLineEdit, QStyle, QStyleOptionFrame

    name = window.table.seat_widget(1).name_edit
    font = name.font()
    font.setPixelSize(pixels)
    name.setFont(font)
    option = QStyleOptionFrame()
    name.initStyleOption(option)
    room = name.style().sizeFromContents(QStyle.ContentsType.CT_LineEdit, option, QSize(0, 0), name)
    assert room.height() > 0  # the style does add room: the test measures something
    assert name.sizeHint().height() == QLineEdit.sizeHint(name).height() - room.height()
    assert name.minimumSizeHint().height() == (
        QLineEdit.minimumSizeHint(name).height() - room.height()
    )
    assert name.sizeHint().width() == QLineEdit.sizeHint(name).width()


def test_plaques_made_before_the_window_shows_are_shown_with_it_laid_out_once(qtbot, tmp_path):
    window = MainWindow(temporary_settings(tmp_path))
    qtbot.addWidget(window)
    plaques = window.table.seats
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    shown = [plaque.geometry() for plaque in plaques]
    assert all(plaque.isVisible() for plaque in plaques)
    window.table.set_card_zoom(1.25)
    window.table.set_card_zoom(1.0)
    assert [plaque.geometry() for plaque in plaques] == shown


@pytest.mark.parametrize("size", [QSize(1024, 700), QSize(1920, 1080), QSize(2560, 1440)])
def test_a_hand_line_fits_inside_its_plaques_margins_at_every_width(qtbot, tmp_path, size):
    # The plaques' margins grow with their scale: a line fitted to a fixed room ran past
    # them on a large screen, its letters on the winner's frame.
    window = make_window(qtbot, tmp_path, size)
    deal(window.controller, {RowKey.seat(1): "QsQd", RowKey.board(): "Qh 9c 4d As 6s"})
    window.table.settle()
    plaque = window.table.seat_widget(1)
    label, layout = plaque.hand_label, plaque.layout()
    whole = label.fontMetrics().horizontalAdvance("Three of a Kind, Queens, A-9")
    for width in range(whole - 10, whole + 40, 2):  # the whole line just fits, or just not
        plaque.resize(width, plaque.height())
        layout.activate()
        line = label.text()
        assert line and label.fontMetrics().horizontalAdvance(line) < label.width(), width


def enter_amount(qtbot, plaque: SeatWidget, text: str) -> None:
    plaque.amount.setFocus()
    plaque.amount.lineEdit().setText(text)
    qtbot.keyClick(plaque.amount, Qt.Key.Key_Return)


def test_an_amount_the_table_refuses_stays_typed_and_marked_until_corrected(qtbot, window):
    controller = window.controller
    assert window.open_path(resource("examples") / "holdem-game-with-5-chips-three-way-split.json")
    plaque = window.table.seat_widget(1)
    before = controller.state.entry(1).committed
    enter_amount(qtbot, plaque, "7")
    # The smallest chip is 5: the box keeps the 7 for the dealer to see and correct.
    assert plaque.amount.is_refused() and plaque.amount.text() == "7"
    assert controller.state.entry(1).committed == before
    assert "7 is not a multiple of the smallest chip" in window.banner.text()
    enter_amount(qtbot, plaque, "15")
    assert not plaque.amount.is_refused() and controller.state.entry(1).committed == 15


def test_a_guts_deal_takes_no_amount_and_no_all_in_by_seat(qtbot, window, tmp_path):
    controller = window.controller
    assert window.open_path(resource("examples") / "guts" / "guts2-ghost-is-not-beaten.json")
    plaque = window.table.seat_widget(1)
    assert not plaque.amount.isEnabled() and not plaque.all_in_button.isEnabled()
    # A click the table refuses leaves the button as the table has the seat.
    plaque.all_in_button.setEnabled(True)
    qtbot.mouseClick(plaque.all_in_button, Qt.MouseButton.LeftButton)
    assert not plaque.all_in_button.isChecked() and not controller.state.entry(1).all_in
    assert "a guts seat is in or out" in window.banner.text()
    path = tmp_path / "guts-deal.json"
    assert window.save_path(path) and window.open_path(path)


def test_the_guts_dealer_forced_in_shows_as_in_until_another_seat_declares_in(window):
    assert window.open_path(
        resource("examples", "guts", "guts2-dealer-in-when-everyone-else-is-out.json")
    )
    dealer = window.table.seat_widget(3)
    assert dealer.fold_button.text() == "Fold" and not dealer.fold_button.isChecked()
    assert not dealer.fold_button.isEnabled()
    assert dealer.hand_label.toolTip() == "In: the dealer, forced in"
    assert dealer.is_winner() and not dealer.is_folded()
    # Seat 1 declares in: the dealer is out as it declared.
    assert window.controller.set_folded(1, False)
    assert dealer.fold_button.text() == "Folded" and dealer.fold_button.isChecked()
    assert dealer.fold_button.isEnabled() and dealer.is_folded()
    assert dealer.hand_label.toolTip() == "Folded"
