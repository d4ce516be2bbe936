"""The Room menu of the table window, and the room's defaults applied to a new table.

:func:`install_room_menu` adds "Room" to a main window's menu bar: the room setup (chip
sets, house rules, rake) in one dialog, the colour-up chip race and the rules reference,
and starts the table with what the room keeps (its house rules, rake and chips in play).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QSignalBlocker, QSize, Qt
from PySide6.QtGui import QAction, QHideEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.actions import keyed_action
from dealer_app.gui.chip_art import use_chip_looks
from dealer_app.gui.room.chip_looks import apply_chip_looks
from dealer_app.gui.room.room_settings import ROOM_CHIP_SETS, RoomSettings, room_data_folder
from dealer_app.gui.screen_fit import fit_to_screen
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import FILE_CHIPS, MessageLevel, TableOutcome, TableState
from dealer_app.gui.theme import Theme
from dealer_app.storage.chip_presets import ChipPreset, ChipPresetError, chip_presets
from dealer_app.storage.room_chip_sets import ROOM_PREFIX, RoomChipSets, title_order

if TYPE_CHECKING:
    # The room's windows are imported when first opened: the table starts without them.
    from dealer_app.gui.room.chip_race_panel import ChipRacePanel
    from dealer_app.gui.room.rules_reference import RulesReference

__all__ = ["RoomDialog", "RoomMenu", "apply_room_defaults", "install_room_menu"]

CHIPS_TAB, RULES_TAB, RAKE_TAB = range(3)


class RoomDialog(QDialog):
    """Chip sets, house rules and the rake of the room, one tab each."""

    def __init__(
        self,
        controller: TableController,
        room: RoomChipSets,
        settings: RoomSettings,
        theme: Theme,
        parent: QWidget | None = None,
    ) -> None:
        from PySide6.QtWidgets import QDialogButtonBox, QTabWidget, QToolButton

        from dealer_app.gui.room.chip_set_editor import ChipSetEditor
        from dealer_app.gui.room.house_rules_panel import HouseRulesPanel
        from dealer_app.gui.room.rake_panel import RakePanel
        from dealer_app.gui.room.room_edits import RoomEdits
        from dealer_app.gui.undo_keys import UndoKeys

        super().__init__(parent)
        self.setWindowTitle("Room setup")
        self.setObjectName("roomDialog")
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.chip_editor = ChipSetEditor(controller, room, settings, theme, self)
        self.house_rules = HouseRulesPanel(controller, settings, self)
        self.rake = RakePanel(controller, settings, self)
        self.tabs.addTab(self.chip_editor, "Chip sets")
        self.tabs.addTab(self.house_rules, "House rules")
        self.tabs.addTab(self.rake, "Rake")
        layout.addWidget(self.tabs)
        self.edits = RoomEdits(controller.undo_stack, self, controller.drop_refused)
        # The rake changes the table as it is typed: there Undo's keys take back the edit
        # typed, not the field's letters (which would leave the field saying another rake).
        self.rake_keys = UndoKeys(self.edits.undo, self.edits.redo, [self.rake], self)
        for part in (self.chip_editor, self.house_rules, self.rake):
            part.made = self.edits.record
            part.keep = self.edits.keep
        for follower in (self.chip_editor, self.house_rules):
            self.edits.room_stack.indexChanged.connect(follower.follow_undo)
        bottom = QHBoxLayout()
        for action in (self.edits.undo_action, self.edits.redo_action):
            button = QToolButton(self)
            button.setDefaultAction(action)
            bottom.addWidget(button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        bottom.addWidget(buttons, 1)
        layout.addLayout(bottom)
        fit_to_screen(self, QSize(820, 620))

    def hideEvent(self, event: QHideEvent) -> None:
        # Closed (not hidden with a minimised window): its Undo starts again when reopened.
        if not event.spontaneous():
            self.edits.forget()
            self.chip_editor.forget_words()
        super().hideEvent(event)


def apply_room_defaults(
    controller: TableController, settings: RoomSettings, room: RoomChipSets
) -> str | None:
    """Start the table with the room's house rules, rake and chips in play.

    Returns a message when a default cannot be read (kept aside, the default in force) or
    the room's chip set cannot be used (the table keeps its own).
    """
    damaged = settings.keep_aside_damaged()
    rules = settings.rules
    scenario = controller.scenario.replace(
        rules=rules.house,
        stud_odd_chip=rules.stud_odd_chip,
        odd_chips=rules.odd_chips,
        suit_tiebreaks=rules.suit_tiebreaks,
        roshambo=controller.scenario.roshambo if rules.suit_tiebreaks else (),
        rake=settings.rake,
    )
    state = controller.state._replace(scenario=scenario)
    problem = None
    if settings.store.contains("room/chip_set"):
        try:
            chip_set = room.find(settings.chip_set)
            chips = chip_set.in_play(settings.chips_in_play)
            state = state._replace(
                scenario=state.scenario.replace(chips=chips),
                chip_set_name=chip_set.key,
                unit=chip_set.unit,
            )
            apply_chip_looks(chip_set)
        except (ChipPresetError, ValueError) as error:
            opened_with = _title(room, state.chip_set_name)
            problem = (
                f"The room's chip set is not used ({error}): the table opened with {opened_with}"
            )
            # The room's default becomes the set the table opened with: said once, not at
            # every start.
            settings.remember_chip_set(state.chip_set_name)
    if state != controller.state:
        controller.replace_state(state)
    said = [words for words in (damaged, problem) if words is not None]
    return ". ".join(said) if said else None


def _list(box: QComboBox, chip_set: ChipPreset) -> int:
    """List the room set ``chip_set`` in the toolbar's chip-set ``box`` in its place: after
    the app's sets, among the room's by title (as the room lists them); returns its index."""
    presets = {preset.key for preset in chip_presets()}
    order = title_order(chip_set.title)
    place = 0
    for index in range(box.count()):
        key = box.itemData(index)
        room_set = isinstance(key, str) and key.startswith(ROOM_PREFIX)
        if key in presets or (room_set and title_order(box.itemText(index)) <= order):
            place = index + 1
    box.insertItem(place, chip_set.title, chip_set.key)
    box.setItemData(place, chip_set.description, Qt.ItemDataRole.ToolTipRole)
    return place


def _title(room: RoomChipSets, key: str) -> str:
    """The title of the chip set ``key``, or the key when no set has it."""
    try:
        return room.find(key).title
    except ChipPresetError:
        return key


class RoomMenu:
    """The Room menu's actions and the windows they open."""

    def __init__(
        self, window: QMainWindow, controller: TableController, theme: Theme, store: QSettings
    ) -> None:
        self.window = window
        self.controller = controller
        self.theme = theme
        self.settings = RoomSettings(store)
        self.room = RoomChipSets(room_data_folder() / ROOM_CHIP_SETS)
        self.dialog: RoomDialog | None = None
        self._looks_for = ""
        """The chip set whose looks the table draws."""
        self._unlisted: set[str] = set()
        """Room sets the toolbar's box listed until they were deleted: Undo lists them again."""
        self.race: ChipRacePanel | None = None
        self.reference: RulesReference | None = None
        self.closed_for: Callable[[str], bool] = lambda _what: False
        """Whether what is named is closed for now, having said so (the window's training
        sets it: the rules reference stays shut while an exam runs)."""
        self.say_undoable: Callable[[str], None] = controller.warn
        """Say what the table's last edit did, with Undo where the window offers it."""
        self.start_problem: str | None = None
        """Why the table did not start with the room's chip set, for the window to say."""
        menu = window.menuBar().addMenu("&Room")
        menu.setToolTipsVisible(True)
        self.actions: dict[str, QAction] = {}
        for key, text, keys, tip, slot in (
            (
                "chips",
                "Chip sets…",
                "Ctrl+Shift+C",
                "Edit the room's chip sets and the chips in play",
                lambda: self.open_setup(CHIPS_TAB),
            ),
            (
                "rules",
                "House rules…",
                "Ctrl+Shift+H",
                "Wild cards, wrap-around straights, odd-chip rules",
                lambda: self.open_setup(RULES_TAB),
            ),
            (
                "rake",
                "Rake…",
                "Ctrl+Shift+K",
                "The rake the room takes before the push",
                lambda: self.open_setup(RAKE_TAB),
            ),
            (
                "race",
                "Colour-up chip race…",
                "Ctrl+Shift+U",
                "Take a colour out of play and race the remainders",
                self.open_race,
            ),
            (
                "reference",
                "Rules reference…",
                "F1",
                "Hand ranking, counts and odds, tie-break and odd-chip rules",
                self.ask_reference,
            ),
        ):
            action = keyed_action(window, text, keys, tip)
            action.triggered.connect(slot)
            menu.addAction(action)
            self.actions[key] = action
            if key == "rake":
                menu.addSeparator()

    def follow_chip_set(self, outcome: TableOutcome) -> None:
        """Draw the table's chips as its chip set has them, and name a room set in the
        toolbar's chip-set box."""
        key = outcome.state.chip_set_name
        if key == self._looks_for:
            return
        self._looks_for = key
        box = self._chips_box()
        try:
            chip_set = self.room.find(key)
        except ChipPresetError:
            use_chip_looks({})  # chips from a file or a set deleted: drawn by their names
            return
        apply_chip_looks(chip_set)
        if box is not None and box.findData(key) < 0:
            with QSignalBlocker(box):
                box.setCurrentIndex(_list(box, chip_set))

    def unlisted_words(self, state: TableState) -> str | None:
        """What the toolbar's chip-set box says when none of its choices is the chips
        ``state``'s table plays: a set not saved ("Not saved: Mine"), a set's chips edited
        ("Edited: Card room"), first words first in a box too narrow for the set's title;
        None when the set named plays as it is listed."""
        key = state.chip_set_name
        if key == FILE_CHIPS:
            return None
        try:
            chip_set = self.room.find(key)
        except ChipPresetError:
            return f"Not saved: {key.removeprefix(ROOM_PREFIX)}"
        try:
            as_listed = chip_set.in_play(state.scenario.chips.names) == state.scenario.chips
        except ValueError:
            as_listed = False
        return None if as_listed and chip_set.unit == state.unit else f"Edited: {chip_set.title}"

    def show_in_box(self, state: TableState) -> None:
        """Pick the set ``state``'s table plays in the toolbar's box or, when none of its
        choices is the chips it plays, say so there (:meth:`unlisted_words`)."""
        box = self._chips_box()
        if box is None:
            return
        words = self.unlisted_words(state)
        index = box.findData(state.chip_set_name) if words is None else -1
        if words is not None:
            box.setPlaceholderText(words)
        if index != box.currentIndex() and (index >= 0 or words is not None):
            with QSignalBlocker(box):
                box.setCurrentIndex(index)

    def _chips_box(self) -> QComboBox | None:
        """The toolbar's chip-set box, where the window has one."""
        box = getattr(self.window, "chips_box", None)
        return box if isinstance(box, QComboBox) else None

    def let_go_of(self, deleted: ChipPreset) -> None:
        """A room set deleted leaves the room's default and the table, said in one line (in
        the room dialog, and above the table when the table changed, with Undo where its
        chips did); the toolbar's box lets go of it in :meth:`follow_room_sets`.

        The room's default moves to a set with the same chips in play, else to the app's
        first set, remembered at once for the next start. A table playing with the set plays
        on with its chips if another set has them, else with the room's default."""
        gone = f"The room's set “{deleted.title}” is deleted"
        moved = self._move_default(deleted) if self.settings.chip_set == deleted.key else None
        now = "now " if moved is not None else ""
        default_words = f"the room's default is now {moved.title}" if moved is not None else ""
        state = self.controller.state
        if state.chip_set_name != deleted.key:
            self._tell_deleted(f"{gone}: {default_words}" if default_words else gone)
            return
        same = self.room.holding(state.scenario.chips, state.unit)
        if same is not None:
            self._make(lambda: self.controller.set_chips(state.scenario.chips, same.key, same.unit))
            if moved is not None and moved.key == same.key:
                words = f"{gone}: the table and the room's default play on with the same chips"
            else:
                table = f"{default_words}; the table" if default_words else "the table"
                words = f"{gone}: {table} plays on with its chips"
            self._tell_deleted(f"{words}, {same.title}'s", MessageLevel.INFO)
            return
        try:
            default = self.room.find(self.settings.chip_set)
            chips = default.in_play(self.settings.chips_in_play)
        except ValueError:  # the room's default cannot be read: the app's first set
            default = chip_presets()[0]
            chips = default.chips
        if self._make(lambda: self.controller.set_chips(chips, default.key, default.unit)):
            words = f"{gone}: the table plays with the room's default, {now}{default.title}"
            self._tell_deleted(words, undoable=True)
        else:
            words = f"{gone}: {default_words}" if default_words else gone
            self._tell_deleted(
                f"{words}; the table keeps its chips: its amounts do not fit {default.title}",
                MessageLevel.WARNING,
            )

    def follow_room_sets(self) -> None:
        """A room set deleted leaves the toolbar's box; one brought back by Undo comes back
        to it where it was listed; one saved again may no longer be the table's chips."""
        box = self._chips_box()
        if box is None:
            return
        kept = {chip_set.key for chip_set in self.room.sets()}
        with QSignalBlocker(box):
            for index in reversed(range(box.count())):
                key = box.itemData(index)
                if isinstance(key, str) and key.startswith(ROOM_PREFIX) and key not in kept:
                    self._unlisted.add(key)
                    box.removeItem(index)
            for key in self._unlisted & kept:
                self._unlisted.discard(key)
                _list(box, self.room.find(key))
        self.show_in_box(self.controller.state)

    def _move_default(self, deleted: ChipPreset) -> ChipPreset:
        """Make the room's default, ``deleted`` and gone, a set with the same chips in play
        (only those in play), else the app's first set; remembered at once."""
        try:
            chips = deleted.in_play(self.settings.chips_in_play)
        except ValueError:
            chips = deleted.chips
        same = self.room.holding(chips, deleted.unit)
        if same is None:
            first = chip_presets()[0]
            self.settings.remember_chip_set(first.key)
            return first
        self.settings.remember_chip_set(same.key, () if same.chips == chips else chips.names)
        return same

    def _make(self, edit: Callable[[], bool]) -> bool:
        """Make a table edit of the room dialog's, for its Undo."""
        return self.dialog.edits.record(edit) if self.dialog is not None else edit()

    def _tell_deleted(
        self, words: str, level: MessageLevel | None = None, *, undoable: bool = False
    ) -> None:
        """Say what a deletion changed in the room dialog and, where the table changed
        (``level``, or ``undoable``: its chips, which Undo brings back), above the table."""
        if self.dialog is not None:
            self.dialog.chip_editor.tell(f"{words}.")
        if undoable:
            self.say_undoable(words)
        elif level is not None:
            self.controller.say(level, f"{words}.")

    def open_setup(self, tab: int = CHIPS_TAB) -> RoomDialog:
        if self.dialog is None:
            self.dialog = RoomDialog(
                self.controller, self.room, self.settings, self.theme, self.window
            )
            self.dialog.chip_editor.chipSetDeleted.connect(self.let_go_of)
            self.dialog.chip_editor.roomSetsChanged.connect(self.follow_room_sets)
        elif not self.dialog.isVisible():
            # Reopened: the table may play another set since (the toolbar, an undo).
            self.dialog.chip_editor.show_playing()
        self.dialog.tabs.setCurrentIndex(tab)
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog

    def open_race(self) -> ChipRacePanel:
        from dealer_app.gui.room.chip_race_panel import ChipRacePanel

        if self.race is None:
            self.race = ChipRacePanel(
                self.controller.scenario.chips,
                self.theme,
                parent=self.window,
                controller=self.controller,
            )
            self.race.setWindowFlag(Qt.WindowType.Window)
            self.race.setWindowTitle("Colour-up chip race")
            fit_to_screen(self.race, QSize(900, 900))
        self.race.show()
        self.race.raise_()
        return self.race

    def ask_reference(self) -> None:
        """Open the rules reference, unless it is closed for now (an exam is running)."""
        if not self.closed_for("rules reference"):
            self.open_reference()

    def open_reference(self) -> RulesReference:
        from dealer_app.gui.room.rules_reference import RulesReference

        if self.reference is None:
            self.reference = RulesReference(
                self.controller.scenario.game, self.theme, parent=self.window
            )
            self.reference.setWindowFlag(Qt.WindowType.Window)
            self.reference.start_count()  # in the background: the counts fill in as it ends
            self.reference.setWindowTitle("Rules reference")
            fit_to_screen(self.reference, QSize(900, 760))
        else:
            self.reference.set_game(self.controller.scenario.game)
        self.reference.show()
        self.reference.raise_()
        return self.reference


def install_room_menu(
    window: QMainWindow, controller: TableController, theme: Theme, store: QSettings
) -> RoomMenu:
    """Add the Room menu to ``window`` and start its table with the room's defaults."""
    menu = RoomMenu(window, controller, theme, store)
    menu.start_problem = apply_room_defaults(controller, menu.settings, menu.room)
    controller.outcomeChanged.connect(menu.follow_chip_set)
    menu.follow_chip_set(controller.outcome)
    return menu
