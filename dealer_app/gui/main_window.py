"""The dealer's main window: the table, the toolbar, the menus and the steps beside it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QSpinBox,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from dealer_app import APPLICATION_NAME
from dealer_app.gui.actions import keyed_action, show_keys, undo_actions
from dealer_app.gui.card_art import CardStyle
from dealer_app.gui.drop_list import DropBelowBox
from dealer_app.gui.file_actions import FileActions
from dealer_app.gui.full_screen import FullScreen
from dealer_app.gui.help_menu import add_about_actions
from dealer_app.gui.house_games import HouseGames
from dealer_app.gui.message_banner import MessageBanner
from dealer_app.gui.result_panel import ResultPanel
from dealer_app.gui.room.room_menu import install_room_menu
from dealer_app.gui.settings import TableSettings
from dealer_app.gui.start_offer import StartOffer
from dealer_app.gui.table.chip_tray import install_chip_tray
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.pot_dock import install_pot_panel
from dealer_app.gui.table.state import (
    FILE_CHIPS,
    MAX_SEATS,
    MIN_SEATS,
    MessageLevel,
    TableOutcome,
    TableState,
    default_state,
    status_text,
)
from dealer_app.gui.table.view import TableView
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.gui.training.mode import install_training_mode
from dealer_app.gui.undo_keys import UndoKeys
from dealer_app.gui.view_actions import ViewActions
from dealer_app.gui.window_layout import WindowLayout
from dealer_app.model.hands.games import Game, game_rules
from dealer_app.model.play.dealing import RowKey
from dealer_app.storage.chip_presets import ChipPresetError, chip_preset, chip_presets

if TYPE_CHECKING:
    from collections.abc import Callable

    # The guts evening is imported when first opened, and the equity watch with the first
    # change (the first table has no hand to watch): the table starts without them.
    from dealer_app.gui.home.evening_window import EveningWindow
    from dealer_app.gui.table.equity_watch import EquityWatch

__all__ = ["MainWindow"]

DEFAULT_SIZE = QSize(1280, 720)
STEPS_PANEL_WIDTH = 300
_GAME_BOX_LETTERS = 20
_CHIPS_BOX_LETTERS = 12
_BAR_SLACK = 8
"""Pixels the tool bar keeps free when the game box widens, so no action folds away."""
_STATUS_SLACK = 40
"""The status bar's margins, the gap between a message and its line, and its size grip."""


class MainWindow(QMainWindow):
    """The table a dealer works at, with everything a hand needs one keystroke away."""

    def __init__(
        self,
        settings: TableSettings | None = None,
        theme: Theme | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else TableSettings()
        self.theme = theme if theme is not None else load_theme()
        chip_key = self.settings.chip_set
        try:
            preset = chip_preset(chip_key)
        except ChipPresetError:
            preset = chip_presets()[0]
        self.controller = TableController(
            default_state(
                self._valid_game(self.settings.game),
                self.settings.seat_count,
                preset.chips,
                preset.key,
                preset.unit,
            ),
            self,
        )
        self.setWindowTitle(APPLICATION_NAME)
        self._title_shown = (APPLICATION_NAME, False)
        self.setObjectName("mainWindow")

        self.banner = MessageBanner(self.theme, self)
        self.table = TableView(self.controller, self.theme, CardStyle(), self)
        self.table.set_animated(self.settings.animate)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.banner)
        layout.addWidget(self.table, 1)
        self.setCentralWidget(central)

        self.result_panel = ResultPanel(self.controller, self.theme, self)
        self.steps_dock = QDockWidget("Result", self)
        self.steps_dock.setObjectName("stepsDock")
        self.steps_dock.setWidget(self.result_panel)
        self.steps_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.steps_dock)
        self.resizeDocks([self.steps_dock], [STEPS_PANEL_WIDTH], Qt.Orientation.Horizontal)

        self.files = FileActions(self, self.controller, self.settings)
        self.house_games = HouseGames(self.controller, self.theme, self)
        self._create_actions()
        self._create_toolbar()
        self.evening_window: EveningWindow | None = None
        self._opened_in = self.banner
        self._create_menus()
        self.room_menu = install_room_menu(self, self.controller, self.theme, self.settings.store)
        self.pot_dock = install_pot_panel(self, self.controller)
        table_parts = (central, self.steps_dock, self.pot_dock, self.toolbar, self.chip_tray)
        self.undo_keys = UndoKeys(self.undo, self.controller.redo, table_parts, self)
        self.status_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.status_label)
        self.statusBar().messageChanged.connect(self._make_room_for_message)

        self.controller.message.connect(self.show_message)
        self.controller.typingRefused.connect(self._on_typing_refused)
        self.controller.typingSettled.connect(self._on_change)
        self._table_shown: tuple[object, ...] = ()
        self.controller.outcomeChanged.connect(self._on_outcome)
        self.files.documentChanged.connect(self._update_title)
        self._banner_words = ""
        """The status bar's words for the banner's message: they go when it goes stale."""
        self.controller.dropped.connect(self._on_dropped)
        self.controller.outcomeChanged.connect(lambda outcome: self._on_change())
        # Undo in the message bar undoes the change it speaks of, or nothing.
        self.controller.undo_stack.indexChanged.connect(
            lambda index: self.banner.withdraw_action(self.undo_action)
        )
        # The stack's index moves after the edit is shown: a warning it undid goes then.
        self.controller.undo_stack.indexChanged.connect(lambda index: self._on_change())
        self._on_outcome(self.controller.outcome)
        # The table as it starts has no card and no all-in, so no equity to show: the watch
        # is made by the first change (or once the window is first painted).
        self._equity: EquityWatch | None = None
        self.controller.outcomeChanged.connect(
            lambda outcome: self._equity_watch(), Qt.ConnectionType.SingleShotConnection
        )
        self.training = install_training_mode(self, self.theme)
        self.training.aboutToSwitch.connect(lambda: self.full_screen.set_on(False))
        self.room_menu.closed_for = self.training.closed_for
        self.room_menu.say_undoable = self.say_undoable
        first_example = self.files.first_example()
        training = self.training.training_action
        self.start_offer = StartOffer(self.banner, self.controller, first_example, training, self)
        if self.room_menu.start_problem is not None:
            # Said after the start offer, which would cover it.
            self.show_message(MessageLevel.WARNING, self.room_menu.start_problem)
        # Help comes last in the menu bar.
        help_menu = self.menuBar().addMenu("&Help")
        self.about_action, self.about_qt_action = add_about_actions(help_menu, self)
        self.layout_keeper = WindowLayout(
            self, self.settings, self.training, self.full_screen, DEFAULT_SIZE
        )
        self.view_menu.addAction(self.layout_keeper.reset_action)
        self.layout_keeper.restore()

    def finish_start(self) -> None:
        """Make what the first sight of the window goes without, so that the dealer's first
        action never waits for it: the equity watch and the rest of the Examples menu (each
        is made anyway when first used). Called once the window is painted, or before a
        picture is taken; calling it again does nothing."""
        self._equity_watch()
        self.files.finish_examples_menu()

    @property
    def equity(self) -> EquityWatch:
        """The seats' equity while players are all-in."""
        return self._equity_watch()

    def _equity_watch(self) -> EquityWatch:
        """The equity watch, made now if it was not yet (it shows the table as it is)."""
        if self._equity is None:
            from dealer_app.gui.table.equity_watch import EquityWatch

            self._equity = EquityWatch(self.controller, self.table, self)
        return self._equity

    # -- building --------------------------------------------------------------------------

    @staticmethod
    def _valid_game(name: str) -> str:
        try:
            return game_rules(name).game.value
        except ValueError:
            return Game.HOLDEM.value

    def _create_actions(self) -> None:
        controller = self.controller
        stack = controller.undo_stack
        self.undo_action, self.redo_action = undo_actions(self, stack, self.undo, controller.redo)

        self.random_action = keyed_action(
            self, "Random deal", "Ctrl+R", "Fill every empty card slot from the remaining deck"
        )
        self.random_action.triggered.connect(controller.random_deal)
        self.clear_action = keyed_action(
            self, "Clear cards", "Ctrl+L", "Take every card off the table"
        )
        self.clear_action.triggered.connect(controller.clear_cards)
        self.next_hand_action = keyed_action(
            self,
            "Next hand",
            "Ctrl+N",
            "Clear cards and amounts and move the button one seat clockwise",
        )
        self.next_hand_action.triggered.connect(controller.next_hand)
        self.run_twice_action = keyed_action(
            self,
            "Run it twice",
            "Ctrl+T",
            "Add a second board: each pot is split by board",
            checkable=True,
        )
        self.run_twice_action.toggled.connect(controller.set_run_twice)
        self.deal_action = keyed_action(
            self, "Deal it", "Ctrl+D", "Move the chips from the pots to the winners"
        )
        self.deal_action.triggered.connect(self.table.deal_it)
        self.animate_action = keyed_action(
            self,
            "Animate chips",
            "Ctrl+Shift+A",
            "Slide the chips from the pot to the winners when a result comes in",
            checkable=True,
        )
        self.animate_action.setChecked(self.table.is_animated())
        self.animate_action.toggled.connect(self._on_animate)
        self.button_action = keyed_action(
            self, "Move button", "Ctrl+B", "Move the dealer button one seat clockwise"
        )
        self.button_action.triggered.connect(controller.move_button)
        self.more_seats_action = keyed_action(
            self, "More seats", "Ctrl+=", "Add a seat to the table"
        )
        self.more_seats_action.triggered.connect(
            lambda: controller.set_seat_count(controller.state.seat_count + 1)
        )
        self.fewer_seats_action = keyed_action(
            self, "Fewer seats", "Ctrl+-", "Take the last seat away from the table"
        )
        self.fewer_seats_action.triggered.connect(
            lambda: controller.set_seat_count(controller.state.seat_count - 1)
        )
        self.game_action = keyed_action(self, "Choose game", "Ctrl+G", "Choose the game dealt")
        self.game_action.triggered.connect(lambda: self.game_box.showPopup())
        self.board_focus_action = keyed_action(
            self, "Type the board", "Alt+B", "Put the keyboard on the board: type Ah 7c 2d"
        )
        self.board_focus_action.triggered.connect(lambda: self.focus_row(RowKey.board(1)))
        self.steps_action = self.steps_dock.toggleViewAction()
        self.steps_action.setText("Result panel")
        self.steps_action.setShortcut(QKeySequence("F9"))
        show_keys(self.steps_action, "Show or hide the pots and the dealer's steps")
        self.seat_focus_actions = []
        for number in range(1, MAX_SEATS + 1):
            key = "0" if number == 10 else str(number)
            action = keyed_action(
                self, f"Type seat {number}", f"Alt+{key}", f"Put the keyboard on seat {number}"
            )
            action.triggered.connect(
                lambda checked=False, number=number: self.focus_row(RowKey.seat(number))
            )
            self.addAction(action)
            self.seat_focus_actions.append(action)

    def _create_toolbar(self) -> None:
        bar = QToolBar("Table", self)
        bar.setObjectName("tableToolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        # Filled in the window's colour, as the window under it is: a button repainted
        # (Undo's tip follows every edit) then repaints the bar, not the window round it.
        bar.setAutoFillBackground(True)
        self.addToolBar(bar)
        self.toolbar = bar

        # Undo and Redo come first: on a small screen the end of the bar folds away.
        bar.addAction(self.undo_action)
        bar.addAction(self.redo_action)
        bar.addSeparator()
        # The game's name and "6 seats" say what they are: no label beside them, so the
        # actions of a hand keep their room on a 1024 px screen.
        self.game_box = DropBelowBox(bar)
        self.game_box.setAccessibleName("Game")
        for game in Game:
            self.game_box.addItem(game_rules(game).title, game.value)
        _fit_choice_box(self.game_box, _GAME_BOX_LETTERS)
        self.game_box.setToolTip("The game dealt: slots and rules follow it (Ctrl+G)")
        self.game_box.activated.connect(
            lambda index: self.controller.set_game(self.game_box.itemData(index))
        )
        bar.addWidget(self.game_box)
        self.seats_box = QSpinBox(bar)
        self.seats_box.setAccessibleName("Seats")
        self.seats_box.setSuffix(" seats")
        self.seats_box.setRange(MIN_SEATS, MAX_SEATS)
        self.seats_box.setToolTip("Seats at the table, 2 to 10 (Ctrl+= / Ctrl+-)")
        self.seats_box.valueChanged.connect(self.controller.set_seat_count)
        bar.addWidget(self.seats_box)
        bar.addWidget(QLabel("  Chips ", bar))
        self.chips_box = DropBelowBox(bar)
        for preset in chip_presets():
            self.chips_box.addItem(preset.title, preset.key)
            index = self.chips_box.count() - 1
            self.chips_box.setItemData(index, preset.description, Qt.ItemDataRole.ToolTipRole)
        _fit_choice_box(self.chips_box, _CHIPS_BOX_LETTERS)
        self.chips_box.setToolTip("The chip set in play: colours and values")
        self.chips_box.activated.connect(self._on_chip_set)
        bar.addWidget(self.chips_box)
        bar.addSeparator()
        for action in (
            self.random_action,
            self.clear_action,
            self.run_twice_action,
            self.next_hand_action,
        ):
            bar.addAction(action)
        bar.addSeparator()
        bar.addAction(self.deal_action)

    def _create_menus(self) -> None:
        menus = self.menuBar()
        file_menu = menus.addMenu("&File")
        file_menu.setToolTipsVisible(True)
        for action in (
            self.files.new_action,
            self.files.open_action,
            self.files.save_action,
            self.files.save_as_action,
        ):
            file_menu.addAction(action)
        self.examples_menu = QMenu("&Examples", self)
        self.examples_menu.setToolTipsVisible(True)
        self.files.fill_examples_menu(self.examples_menu)
        file_menu.addMenu(self.examples_menu)
        file_menu.addSeparator()
        file_menu.addAction(self.files.export_action)
        file_menu.addSeparator()
        file_menu.addAction(self.files.quit_action)

        edit_menu = menus.addMenu("&Edit")
        edit_menu.setToolTipsVisible(True)
        for action in (self.undo_action, self.redo_action):
            edit_menu.addAction(action)
        edit_menu.addSeparator()
        for action in (self.random_action, self.clear_action, self.board_focus_action):
            edit_menu.addAction(action)
        seats_menu = edit_menu.addMenu("Type a seat's cards")
        for action in self.seat_focus_actions:
            seats_menu.addAction(action)

        table_menu = menus.addMenu("&Table")
        table_menu.setToolTipsVisible(True)
        for action in (
            self.game_action,
            self.more_seats_action,
            self.fewer_seats_action,
            self.button_action,
            self.run_twice_action,
            self.next_hand_action,
        ):
            table_menu.addAction(action)
        table_menu.addSeparator()
        for action in self.house_games.actions:
            table_menu.addAction(action)
        table_menu.addSeparator()
        table_menu.addAction(self.deal_action)
        table_menu.addAction(self.animate_action)
        table_menu.addSeparator()
        self.evening_action = keyed_action(
            self,
            "Guts &evening…",
            "Ctrl+Shift+G",
            "Run a home game of guts, the pot carried deal to deal",
        )
        table_menu.addAction(self.evening_action)
        self.evening_action.triggered.connect(lambda: self.open_evening())

        self.view_menu = view_menu = menus.addMenu("&View")
        view_menu.addAction(self.steps_action)
        self.full_screen = FullScreen(self)
        view_menu.addAction(self.full_screen.action)
        # The cards' look and the chip tray (money by mouse) belong to the view of the table.
        self.view_actions = ViewActions(self.table, self.settings, self)
        self.view_actions.add_to(view_menu)
        self.chip_tray = install_chip_tray(self, self.table, self.theme)

    # -- state in, state out -----------------------------------------------------------------

    def _on_outcome(self, outcome: TableOutcome) -> None:
        state = outcome.state
        scenario = state.scenario
        self.deal_action.setEnabled(outcome.complete)
        self._update_title()
        # A card picked changes none of the game, seats, chips or button the bars show.
        table = (
            scenario.game,
            state.seat_count,
            state.chip_set_name,
            scenario.chips,
            state.unit,
            scenario.run_count,
            scenario.button,
            state.rules,
        )
        if table == self._table_shown:
            return
        self._table_shown = table
        _set_combo(self.game_box, scenario.game.value)
        self.seats_box.blockSignals(True)
        self.seats_box.setValue(min(MAX_SEATS, state.seat_count))
        self.seats_box.blockSignals(False)
        if state.chip_set_name == FILE_CHIPS and self.chips_box.findData(FILE_CHIPS) < 0:
            self.chips_box.addItem("From the file", FILE_CHIPS)
        self.room_menu.show_in_box(state)
        has_board = state.rules.has_board
        self.run_twice_action.setEnabled(has_board)
        self.run_twice_action.blockSignals(True)
        self.run_twice_action.setChecked(scenario.run_count > 1)
        self.run_twice_action.blockSignals(False)
        self.button_action.setEnabled(state.rules.uses_button)
        self.status_label.setText(status_text(outcome.state))
        self.settings.game = scenario.game.value
        self.settings.seat_count = state.seat_count
        if state.chip_set_name != FILE_CHIPS:
            self.settings.chip_set = state.chip_set_name

    def undo(self) -> None:
        """Undo what was typed last: a rank waiting for its suit first (it never reached the
        table, and the row would show nothing of it), else the table's last edit."""
        if not self.table.drop_half_typed_card():
            self.controller.undo()

    def _update_title(self) -> None:
        # Qt puts the "*" in place of "[*]" while the window is marked modified.
        title = (f"{self.files.document_name}[*] — {APPLICATION_NAME}", self.files.is_modified())
        if title == self._title_shown:
            # Marked modified again, the window sets its title again (a round trip to the
            # window system at every pick).
            return
        self._title_shown = title
        self.setWindowTitle(title[0])
        self.setWindowModified(title[1])

    def _on_dropped(self, words: str, before: TableState) -> None:
        """Say what a change took off the table, with Undo beside it, until it is undone or
        what it took has its place again (the game, the seat, the second board)."""
        controller = self.controller
        self._say_with_undo(words, lambda: controller.state.has_room_of(before))

    def say_undoable(self, words: str) -> None:
        """Say what the table's last edit did, with Undo beside it, until it is undone."""
        stack = self.controller.undo_stack
        done_at = stack.index()
        self._say_with_undo(words, lambda: stack.index() < done_at)

    def _say_with_undo(self, words: str, stale: Callable[[], bool]) -> None:
        keys = self.undo_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.banner.show_message(
            MessageLevel.WARNING,
            f"{words}. Undo with {keys}",
            self.undo_action,
            stale=stale,
            # Once another edit is made, Undo no longer undoes what is said first.
            without_action=f"{words}.",
        )
        self._banner_words = self._show_status(words)

    def _on_change(self) -> None:
        if self.banner.recheck() and self.statusBar().currentMessage() == self._banner_words:
            self.statusBar().clearMessage()

    def _make_room_for_message(self, text: str) -> None:
        """A message is drawn under the table's line, which would cut a long one on a small
        screen: the line steps aside while a message that needs its room shows."""
        bar = self.statusBar()
        needed = bar.fontMetrics().horizontalAdvance(text) + self.status_label.sizeHint().width()
        self.status_label.setHidden(bool(text) and needed + _STATUS_SLACK > self._status_width())

    def show_message(self, level: MessageLevel, text: str) -> None:
        """Tell the dealer something without blocking: the banner and the status bar. A
        warning (a deck run out, a refused card) goes once Undo takes the table back past
        it: what it reports is undone."""
        stack = self.controller.undo_stack
        said_at = stack.index()
        warning = level is MessageLevel.WARNING
        self.banner.show_message(
            level, text, stale=(lambda: stack.index() < said_at) if warning else None
        )
        self._banner_words = self._show_status(text)

    def _on_typing_refused(self, seat: int, text: str) -> None:
        """Seat ``seat``'s box refused what is typed and keeps it: say why until that box
        holds it no more (corrected, dropped, or replaced by chips from the tray)."""
        self.banner.show_message(
            MessageLevel.WARNING, text, stale=lambda: not self.table.holds_refused_typing(seat)
        )
        self._banner_words = self._show_status(text)

    def _show_status(self, text: str) -> str:
        """Show ``text`` in the status bar for a while, cut at its end with "…" where the
        bar is too short for it (the banner above the table shows it whole); returns the
        words shown."""
        bar = self.statusBar()
        room = self._status_width() - _STATUS_SLACK
        shown = bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room)
        bar.showMessage(shown, 8000)
        return shown

    def _status_width(self) -> int:
        """How wide the status bar is, or will be once shown: the window's width (a file
        opened from the command line is said before the window is laid out)."""
        bar = self.statusBar()
        return bar.width() if bar.isVisible() else self.width()

    def focus_row(self, row: RowKey) -> None:
        """Put the keyboard on a seat or the board, ready for typing (an empty chair is
        dealt in first)."""
        self.table.focus_row(row)

    def _on_chip_set(self, index: int) -> None:
        key = self.chips_box.itemData(index)
        if key == FILE_CHIPS:
            return
        try:
            preset = self.room_menu.room.find(key)
        except ChipPresetError as error:
            title = self.chips_box.itemText(index)
            self.show_message(
                MessageLevel.ERROR, f"{title} cannot be played ({error}): the table keeps its chips"
            )
            # A room set whose file went (another window deleted it) leaves the box, which
            # names the chips the table still plays.
            self.room_menu.follow_room_sets()
            return
        if not self.controller.set_chips(preset.chips, preset.key, preset.unit):
            _set_combo(self.chips_box, self.controller.state.chip_set_name)

    def _on_animate(self, on: bool) -> None:
        self.table.set_animated(on)
        self.settings.animate = on

    # -- window size -------------------------------------------------------------------------

    def remember_window(self) -> None:
        self.layout_keeper.remember()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._widen_choice_boxes()

    def _widen_choice_boxes(self) -> None:
        """Give the game and chip-set boxes the bar's spare room, the game first, each up to
        its longest choice: on a wide screen "Seven-Card Stud Hi-Lo 8 or Better" shows whole,
        at 1024 px the actions of a hand keep their room."""
        # The bar's wish counts each box at its present width: what is left over is spare.
        spare = self.toolbar.width() - self.toolbar.sizeHint().width() - _BAR_SLACK
        for box, letters in (
            (self.game_box, _GAME_BOX_LETTERS),
            (self.chips_box, _CHIPS_BOX_LETTERS),
        ):
            narrow = box.sizeHint().width()
            metrics = box.fontMetrics()
            longest = max(metrics.horizontalAdvance(box.itemText(i)) for i in range(box.count()))
            wide = narrow + max(0, longest - metrics.horizontalAdvance("x") * letters)
            width = max(narrow, min(wide, box.width() + spare))
            spare -= width - box.width()
            box.setFixedWidth(width)

    def closeEvent(self, event: QCloseEvent) -> None:
        evening = self.evening_window
        if (
            not self.training.may_close()
            or not self.files.may_replace_table()
            or (evening is not None and not evening.may_replace())
        ):
            event.ignore()
            return
        self.remember_window()
        super().closeEvent(event)

    # -- files (for the command line and tests) -----------------------------------------------

    def open_path(self, path: str | Path) -> bool:
        """Open ``path``: a guts evening in the evening window, anything else on the table.
        False when it could not be opened; the window it went to says why
        (:meth:`open_problem`)."""
        from dealer_app.gui.home.evening_window import open_evening_file

        if open_evening_file(path):
            evening = self._evening()
            self._opened_in = evening.banner
            # An evening saved before its first deal opens as well as one of ten deals.
            opened = evening.open_path(path)
            evening.show()
            return opened
        self._opened_in = self.banner
        return self.files.open_path(path)

    def open_problem(self) -> str:
        """What the window the last file went to says (why :meth:`open_path` failed)."""
        return self._opened_in.label.text()

    def open_evening(self) -> EveningWindow:
        """Show the guts evening window (one per table window)."""
        evening = self._evening()
        evening.show()
        return evening

    def _evening(self) -> EveningWindow:
        """The evening window, made the first time it is asked for (not shown)."""
        from dealer_app.gui.home.evening_window import EveningWindow

        if self.evening_window is None:
            self.evening_window = EveningWindow(theme=self.theme, parent=self)
            self.evening_window.setWindowFlag(Qt.WindowType.Window)
        return self.evening_window

    def save_path(self, path: str | Path) -> bool:
        return self.files.save_path(path)

    def render_to(self, path: str | Path, size: QSize | None = None) -> bool:
        """Render the whole window to a PNG (the table as the dealer sees it)."""
        if size is not None:
            self.resize(size)
        self.table.set_animated(False)
        return self.files.render_window(path)


def _fit_choice_box(box: QComboBox, letters: int) -> None:
    """Make ``box`` about ``letters`` letters wide, not as wide as its longest choice: the
    tool bar keeps room for every action of a hand on a 1024 px screen. Its list opens as
    wide as the longest choice."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(letters)
    # No choice has an icon: no room kept for one, the box as tall as the bar's others.
    box.setIconSize(QSize(0, 0))


def _set_combo(box: QComboBox, data: object) -> None:
    index = box.findData(data)
    if index >= 0 and index != box.currentIndex():
        box.blockSignals(True)
        box.setCurrentIndex(index)
        box.blockSignals(False)
