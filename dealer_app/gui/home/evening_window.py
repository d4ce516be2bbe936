"""A guts evening at home: who is in each deal, the money moving, the evening's history.

The window shows the deal being entered (the pot, the reserve, the ante and the limit carried
from the deal before; each seat's In/Out switch and cards), a painting of the last deal's
money, the history of the evening (undone deal by deal) and the dealer's steps of the last
deal. Evenings are saved and opened as ``dealer-app/guts-evening@1`` files; a single guts
deal file opens as the start of an evening.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.actions import named_action
from dealer_app.gui.home.evening_controller import EveningController
from dealer_app.gui.home.history_model import LIST_COLUMNS, DealHistoryModel
from dealer_app.gui.home.money_view import MoneyView
from dealer_app.gui.home.new_evening import NewEveningDialog
from dealer_app.gui.home.seat_rows import SeatRows
from dealer_app.gui.message_banner import MessageBanner
from dealer_app.gui.table.state import MessageLevel
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.model.formats.evening import is_evening
from dealer_app.model.home.guts_table import Declare, GhostRule
from dealer_app.resources_path import resource
from dealer_app.storage.documents import DocumentReadError, read_file

__all__ = ["EveningWindow", "evening_examples", "open_evening_file"]

EVENING_FILTER = "Guts evenings (*.json);;All files (*)"


def evening_examples(kind: str = "evenings") -> list[Path]:
    """The evenings shipped in ``resources/examples/evenings`` (``kind="guts"``: the single
    guts deals in ``resources/examples/guts``, each the start of an evening)."""
    folder = resource("examples", kind)
    if not folder.is_dir():
        return []
    return sorted(
        (Path(str(entry)) for entry in folder.iterdir() if entry.name.endswith(".json")),
        key=lambda path: path.name,
    )


def open_evening_file(path: str | Path) -> bool:
    """True when ``path`` is a saved guts evening (the table opens everything else)."""
    try:
        return is_evening(read_file(path))
    except DocumentReadError:
        # The table reads it again, and says why it cannot.
        return False


class EveningWindow(QMainWindow):
    """The home game's window (see the module)."""

    def __init__(
        self,
        controller: EveningController | None = None,
        theme: Theme | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Guts evening")
        self.theme = theme if theme is not None else load_theme()
        self.controller = controller if controller is not None else EveningController(parent=self)
        self.banner = MessageBanner(self.theme, self)
        self.controller.message.connect(self.banner.show_message)
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.seats = SeatRows(self.controller, self)
        self.ghost_cards = QLineEdit()
        self.ghost_cards.setPlaceholderText("the ghost's cards, e.g. KhKd")
        self.ghost_cards.editingFinished.connect(
            lambda: self.controller.set_guts_cards("ghost_cards", self.ghost_cards.text())
        )
        self.deck_cards = QLineEdit()
        self.deck_cards.setPlaceholderText("a seat alone: the deck's top four")
        self.deck_cards.editingFinished.connect(
            lambda: self.controller.set_guts_cards("deck_cards", self.deck_cards.text())
        )
        self.board = QLineEdit()
        self.board.setPlaceholderText("the three common cards, e.g. QhTh9s")
        self.board.editingFinished.connect(lambda: self.controller.set_board(self.board.text()))
        self.play_button = QPushButton("Settle the deal")
        self.play_button.setToolTip(
            "Pay the pot, the losers match it, and deal the next (Ctrl+Enter)"
        )
        self.play_button.clicked.connect(self.controller.play_deal)
        self.money = MoneyView(self.controller, self.theme, self)
        self.history = QTableView()
        self.history.setModel(DealHistoryModel(self.controller))
        self.history.verticalHeader().hide()
        self.history.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.history.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in LIST_COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.steps = QListWidget()
        self.steps.setWordWrap(True)
        self._lay_out()
        self._create_actions()
        self.controller.changed.connect(self.refresh)
        self.refresh()

    def _lay_out(self) -> None:
        deal = QWidget()
        column = QVBoxLayout(deal)
        column.addWidget(self.header)
        column.addWidget(self.seats)
        ghost_row = QHBoxLayout()
        self.ghost_label = QLabel("Ghost")
        ghost_row.addWidget(self.ghost_label)
        ghost_row.addWidget(self.ghost_cards)
        self.deck_label = QLabel("Deck")
        ghost_row.addWidget(self.deck_label)
        ghost_row.addWidget(self.deck_cards)
        self.board_label = QLabel("Common cards")
        ghost_row.addWidget(self.board_label)
        ghost_row.addWidget(self.board)
        ghost_row.addStretch(1)
        ghost_row.addWidget(self.play_button)
        column.addLayout(ghost_row)
        column.addWidget(self.money, 1)
        side = QWidget()
        side_column = QVBoxLayout(side)
        side_column.addWidget(QLabel("<b>The evening</b> (undo goes back a deal)"))
        side_column.addWidget(self.history, 2)
        side_column.addWidget(QLabel("<b>Last deal, step by step</b>"))
        side_column.addWidget(self.steps, 1)
        splitter = QSplitter()
        splitter.addWidget(deal)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([560, 440])
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(6, 0, 6, 6)
        outer.addWidget(self.banner)
        outer.addWidget(splitter, 1)
        self.setCentralWidget(central)

    def _create_actions(self) -> None:
        stack = self.controller.undo_stack
        self.new_action = named_action("&New evening…", self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_evening_dialog)
        self.open_action = named_action("&Open…", self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_dialog)
        self.save_action = named_action("&Save…", self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save_dialog)
        self.undo_action = stack.createUndoAction(self, "Undo")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = stack.createRedoAction(self, "Redo")
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.play_action = named_action("Settle the deal", self)
        self.play_action.setShortcut("Ctrl+Return")
        self.play_action.triggered.connect(self.controller.play_deal)
        menu = self.menuBar().addMenu("&Evening")
        for action in (self.new_action, self.open_action, self.save_action):
            menu.addAction(action)
        examples = menu.addMenu("&Examples")
        for kind in ("evenings", "guts"):
            for path in evening_examples(kind):
                title = path.stem.replace("-", " ").capitalize()
                example = examples.addAction(title)
                example.triggered.connect(lambda _=False, path=path: self.open_path(path))
            examples.addSeparator()
        deal_menu = self.menuBar().addMenu("&Deal")
        for action in (self.play_action, self.undo_action, self.redo_action):
            deal_menu.addAction(action)
        toolbar = self.addToolBar("Evening")
        toolbar.setObjectName("evening-toolbar")
        for action in (self.new_action, self.open_action, self.save_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        toolbar.addAction(self.undo_action)
        toolbar.addAction(self.redo_action)

    def refresh(self) -> None:
        """Show the deal being entered, the last deal's steps and what can be undone."""
        evening = self.controller.evening
        table, deal = evening.table, evening.current
        limit = "no limit" if table.limit is None else f"limit {table.limit}"
        ante = "no ante" if table.ante is None else f"ante {table.ante}"
        declare = "in turn" if table.declare is Declare.SEQUENCE else "all at once"
        options = [
            text
            for flag, text in (
                (table.single_loser, "single loser"),
                (table.max_loss is not None, f"most a loser pays {table.max_loss}"),
                (table.ghost is not GhostRule.NONE, f"ghost: {table.ghost.value}"),
                (table.pass_left, "pass one card left"),
            )
            if flag
        ]
        if table.stage is not None:
            wild = ", ".join(rank.char for rank in deal.game_rules.wild)
            options.insert(0, f"{deal.game_rules.hole_cards} cards, {wild}s wild")
        self.header.setText(
            f"<h2>Deal {evening.deal_number}: {deal.game_rules.title}</h2>"
            f"<p><b>Pot {evening.pot}</b> · reserve {evening.reserve} · {ante} · {limit} · "
            f"declare {declare}{''.join(' · ' + text for text in options)}</p>"
        )
        ghost = table.ghost is not GhostRule.NONE
        self.ghost_label.setVisible(ghost)
        self.ghost_cards.setVisible(ghost)
        self.deck_label.setVisible(table.alone_vs_deck)
        self.deck_cards.setVisible(table.alone_vs_deck)
        if not self.deck_cards.hasFocus():
            self.deck_cards.setText("".join(map(str, table.deck_cards)))
        common = deal.game_rules.has_board
        self.board_label.setVisible(common)
        self.board.setVisible(common)
        if not self.board.hasFocus():
            self.board.setText("".join(map(str, deal.board)))
        if not self.ghost_cards.hasFocus():
            self.ghost_cards.setText("".join(map(str, table.ghost_cards)))
        self.steps.clear()
        last = self.controller.last_deal
        if last is not None:
            self.steps.addItems(list(last.step_texts))
        self.history.scrollToBottom()

    # -- files -------------------------------------------------------------------------

    def new_evening_dialog(self) -> None:
        if not self.may_replace():
            return
        dialog = NewEveningDialog(self)
        if dialog.exec():
            try:
                self.controller.start(dialog.evening())
            except ValueError as error:
                self.banner.show_message(MessageLevel.ERROR, str(error))

    def open_dialog(self) -> None:
        if not self.may_replace():
            return
        path, _ = QFileDialog.getOpenFileName(self, "Open a guts evening", "", EVENING_FILTER)
        if path:
            self.controller.open_file(path)

    def open_path(self, path: str | Path) -> bool:
        """Open the evening (or guts deal) ``path``, once the evening shown may go."""
        return self.may_replace() and self.controller.open_file(path)

    def save_dialog(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, "Save the guts evening", "", EVENING_FILTER)
        return self.controller.save_file(path) if path else False

    def may_replace(self) -> bool:
        """Whether the evening may go (another opened or started, or the program closing):
        saved, or the host saves or discards it now. Cancel (or a save that did not happen)
        keeps it. (Closing the window alone loses nothing: Table > Guts evening shows the
        same evening again.)"""
        if not self.controller.is_modified():
            return True
        from dealer_app.gui.file_actions import SaveAnswer, ask_to_save

        self.show()
        self.raise_()
        answer = ask_to_save(self, "the guts evening")
        if answer is SaveAnswer.Save:
            return self.save_dialog()
        return answer is SaveAnswer.Discard
