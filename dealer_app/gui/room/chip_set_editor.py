"""The chip-set editor: a room's denominations, colours, display unit and chips in play.

Rows can be added, removed and moved (:mod:`~dealer_app.gui.room.chip_rows`); each has a
name, a value (typed as the set's unit reads it: ``0.25`` in a home game counted in cents),
a colour and an edge-spot colour (colour pickers), how many make one size when cut (5 or 4)
and whether it is in play at this table.
The chips are drawn exactly as the table draws them. What the model refuses (a value that
is not a whole multiple of the smallest, a name or value used twice) is shown beside the
table, on the row at fault, and nothing is applied until it is right.

Presets and the room's own sets are picked at the top; "Apply to table" plays with the
chips in play and makes them the room's default, "Save as" keeps the set for the room by
name, and a set can be imported or exported as a file. Apply, Save as and Delete are undone
as one step each, the room's default and the set's file with the table's chips. Either
undo stack may take a step back while the other holds a later one, so a step touches a
set's file only as the step next to it left it, and the room's default only names a set
saved; a table step that would put on the table a room set no longer as it was (saved again
or deleted since) is refused whole, the table's chips included.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.gui.chip_art import use_chip_looks
from dealer_app.gui.room.chip_looks import ChipPreview, apply_chip_looks
from dealer_app.gui.room.chip_rows import NAME, VALUE, ChipRows, RowError
from dealer_app.gui.room.room_edits import (
    ChangeKeeper,
    EditMaker,
    RoomChange,
    after_undo,
    keep_change,
    make_edit,
    stored_change,
)
from dealer_app.gui.room.room_settings import CHIP_SET_KEYS, RoomSettings, StoredValues
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.edit import Refusal
from dealer_app.gui.table.state import MessageLevel
from dealer_app.gui.theme import Theme, load_theme
from dealer_app.model.chips import ChipSet
from dealer_app.model.room.money import MoneyUnit
from dealer_app.storage.chip_presets import ChipPreset, ChipPresetError, chip_presets
from dealer_app.storage.room_chip_sets import (
    ROOM_PREFIX,
    RoomChipSets,
    export_chip_set,
    import_chip_set,
)

__all__ = ["ChipSetEditor"]

_PER_CHOICES = ((1, "whole units"), (100, "cents (1/100)"), (10, "tenths"), (1000, "1/1000"))


class ChipSetEditor(QWidget):
    """Edit, pick, save, import and export chip sets; apply the chips in play to the table."""

    chipsApplied = Signal(object)
    """Emitted with the :class:`ChipPreset` whose chips in play the table now uses."""
    chipSetDeleted = Signal(object)
    """Emitted with the room's :class:`ChipPreset` just deleted (its file is gone)."""
    roomSetsChanged = Signal()
    """The room's own sets changed: a set saved or deleted, or brought back or deleted
    again by Undo and Redo."""

    def __init__(
        self,
        controller: TableController,
        room: RoomChipSets,
        settings: RoomSettings | None = None,
        theme: Theme | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("chipSetEditor")
        self.controller = controller
        self.room = room
        self.settings = settings
        self.theme = theme if theme is not None else load_theme()
        self.made: EditMaker = make_edit
        """Makes its edits of the table: the room dialog records them for its Undo."""
        self.keep: ChangeKeeper = partial(keep_change, controller.undo_stack)
        """Keeps its changes of what the room keeps for undo: the room dialog's own."""
        self._current: ChipPreset | None = None
        self._told: tuple[str, ChipSet, MoneyUnit, StoredValues] | None = None
        """The table's chips as the status last spoke of them: once they change, it no
        longer says what the table plays."""

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel("Chip set", self))
        self.set_box = QComboBox(self)
        self.set_box.activated.connect(lambda index: self.load(self.set_box.itemData(index)))
        top.addWidget(self.set_box, 1)
        buttons = {}
        for text, slot in (
            ("Save as…", self._ask_save),
            ("Delete", self.delete_current),
            ("Import…", self._ask_import),
            ("Export…", self._ask_export),
        ):
            buttons[text] = button = QPushButton(text, self)
            button.clicked.connect(slot)
            top.addWidget(button)
        self.delete_button = buttons["Delete"]
        layout.addLayout(top)

        unit_row = QHBoxLayout()
        unit_row.addWidget(QLabel("Money reads", self))
        self.symbol_edit = QLineEdit(self)
        self.symbol_edit.setMaxLength(4)
        self.symbol_edit.setFixedWidth(60)
        self.symbol_edit.setToolTip("Written before amounts: $, €, T for tournament chips")
        # The values are written again with the new symbol, so they still read as values.
        self.symbol_edit.textEdited.connect(lambda _: self._unit_changed())
        unit_row.addWidget(self.symbol_edit)
        unit_row.addWidget(QLabel("values count", self))
        self.per_box = QComboBox(self)
        for per, text in _PER_CHOICES:
            self.per_box.addItem(text, per)
        self.per_box.activated.connect(lambda _: self._unit_changed())
        unit_row.addWidget(self.per_box)
        self.unit_example = QLabel(self)
        unit_row.addWidget(self.unit_example, 1)
        layout.addLayout(unit_row)

        middle = QHBoxLayout()
        self.table = ChipRows(self.unit, self)
        self.table.edited.connect(self._check)
        middle.addWidget(self.table, 3)
        side = QVBoxLayout()
        for text, slot in (
            ("Add", self.table.add_row),
            ("Remove", self.table.remove_row),
            ("Up", lambda: self.table.move_row(-1)),
            ("Down", lambda: self.table.move_row(1)),
        ):
            button = QPushButton(text, self)
            button.clicked.connect(slot)
            side.addWidget(button)
        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("chipSetProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b3261e;")
        self.problem_label.setMinimumWidth(180)
        side.addWidget(self.problem_label)
        side.addStretch(1)
        middle.addLayout(side, 1)
        layout.addLayout(middle, 3)

        self.preview = ChipPreview(self.theme, self)
        layout.addWidget(self.preview, 1)
        bottom = QHBoxLayout()
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        bottom.addWidget(self.status, 1)
        self.apply_button = QPushButton("Apply to table", self)
        self.apply_button.setDefault(True)
        self.apply_button.clicked.connect(self.apply)
        bottom.addWidget(self.apply_button)
        layout.addLayout(bottom)

        self._fill_sets()
        key = settings.chip_set if settings is not None else self.controller.state.chip_set_name
        self.load(key if self.set_box.findData(key) >= 0 else self.set_box.itemData(0))
        if settings is not None and self._current is not None:
            self.table.show_in_play(settings.chips_in_play)
            self._check()
        # An undo, an opened file or the tool bar changes the table's chips: the status
        # stops saying what it played. An undo may take back the room's default alone.
        controller.outcomeChanged.connect(lambda _: self._follow_table())
        # A method, not a lambda: the connection goes with the editor.
        controller.undo_stack.indexChanged.connect(self.follow_undo)

    # -- sets ------------------------------------------------------------------------------

    def _fill_sets(self) -> None:
        self.set_box.clear()
        for chip_set in (*chip_presets(), *self.room.sets()):
            self.set_box.addItem(chip_set.title, chip_set.key)
            self.set_box.setItemData(
                self.set_box.count() - 1, chip_set.description, Qt.ItemDataRole.ToolTipRole
            )
        if self.room.problems:
            self.status.setText(" ".join(self.room.problems))
            self.room.problems.clear()

    def load(self, key: str) -> bool:
        """Show the preset or room set ``key`` for editing."""
        try:
            chip_set = self.room.find(key)
        except ChipPresetError as error:
            self.status.setText(str(error))
            return False
        self.show_set(chip_set)
        return True

    def show_playing(self) -> None:
        """Show the set the table plays, with its chips in play, unless the set shown has
        changes not saved (kept for the host to finish) or the table's set is not listed."""
        try:
            if not self._as_saved(self.edited_set()):
                return
        except ValueError:
            return  # a fault being corrected
        state = self.controller.state
        if self.set_box.findData(state.chip_set_name) >= 0 and self.load(state.chip_set_name):
            self.table.show_in_play(state.scenario.chips.names)
            self._check()

    def show_set(self, chip_set: ChipPreset) -> None:
        """Fill the editor with ``chip_set`` (every chip in play)."""
        self._current = chip_set
        self._name_current()
        self.symbol_edit.setText(chip_set.unit.symbol)
        self.per_box.setCurrentIndex(self.per_box.findData(chip_set.unit.per))
        self.table.fill(chip_set)
        self._check()

    def _name_current(self) -> None:
        """Name the set edited in the set box (a set just imported: not saved; one changed
        here: edited, not saved) and let the room's own sets alone be deleted."""
        chip_set = self._current
        if chip_set is None:
            return
        room_set = chip_set.key.startswith(ROOM_PREFIX)
        self.delete_button.setEnabled(room_set)
        self.delete_button.setToolTip(
            "Delete this set from the room"
            if room_set
            else "Only the room's own sets can be deleted, not the app's or one not saved"
        )
        try:
            edited = not self._as_saved(self.edited_set())
        except ValueError:
            edited = True  # a fault no saved set has
        listed = self.set_box.findData(chip_set.key)
        words = "edited, not saved" if listed >= 0 else "not saved"
        self.set_box.setPlaceholderText(f"{chip_set.title} ({words})")
        self.set_box.setCurrentIndex(-1 if edited else listed)

    # -- the set ---------------------------------------------------------------------------

    def unit(self) -> MoneyUnit:
        """The money the set's values read in, as the unit fields say."""
        try:
            return MoneyUnit(self.symbol_edit.text().strip(), int(self.per_box.currentData()))
        except ValueError:
            return MoneyUnit()

    def _unit_changed(self) -> None:
        self.table.rewrite_values(self._current.unit if self._current is not None else MoneyUnit())
        if self._current is not None:
            self._current = self._current._replace(unit=self.unit())
        self._check()

    def edited_set(self) -> ChipPreset:
        """The set as edited; :class:`RowError` (a ``ValueError``) names the row at fault."""
        base = self._current or chip_presets()[0]
        chips, looks = self.table.chips_and_looks()
        try:
            chip_set = ChipSet(chips)
        except ValueError as error:
            raise RowError(self.table.row_named_in(str(error)), VALUE, str(error)) from None
        sized_by = self.table.sized_by()
        return base._replace(chips=chip_set, unit=self.unit(), looks=looks, sized_by=sized_by)

    def chips_in_play(self) -> tuple[str, ...]:
        """The names of the chips ticked as in play at this table."""
        return self.table.chips_in_play()

    def _check(self) -> ChipPreset | None:
        """Check the edited set; show the fault beside the table and on its row."""
        self.table.clear_marks()
        self.unit_example.setText(
            "  reads " + ", ".join(self.unit().text(v) for v in (25, 100, 500))
        )
        try:
            chip_set = self.edited_set()
            if not self.chips_in_play():
                raise ChipPresetError("no chip is in play: tick at least one")
            chip_set.in_play(self.chips_in_play())
        except RowError as error:
            self._show_problem(str(error), error.row, error.column)
            self._name_current()
            return None
        except ValueError as error:
            self._show_problem(str(error), None, NAME)
            self._name_current()
            return None
        self._name_current()
        self.problem_label.clear()
        self.apply_button.setEnabled(True)
        self.preview.show_chips(list(chip_set.chips))
        self.table.paint_colours()
        apply_chip_looks(chip_set)
        return chip_set

    def _show_problem(self, text: str, row: int | None, column: int) -> None:
        # The model names values in units; the dealer reads them in the set's money.
        unit = self.unit()
        text = re.sub(r"\((\d+)\)", lambda match: f"({unit.text(int(match[1]))})", text)
        text = re.sub(
            r"(same value, |has value |at least )(-?\d+)",
            lambda match: f"{match[1]}{unit.text(int(match[2]))}",
            text,
        )
        self.problem_label.setText(text.removeprefix("chips: "))
        self.apply_button.setEnabled(False)
        if row is not None:
            self.table.mark_fault(row, column, text)

    def hideEvent(self, event: QHideEvent) -> None:
        # The table goes back to the colours of the set it plays with.
        try:
            apply_chip_looks(self.room.find(self.controller.state.chip_set_name))
        except ChipPresetError:
            use_chip_looks({})  # chips from a file or a set deleted: drawn by their names
        super().hideEvent(event)

    def forget_words(self) -> None:
        """The room dialog closed: what the status said of its steps goes with their Undo
        ("Undo takes both back")."""
        self._told = None
        self.status.clear()

    def tell(self, text: str) -> None:
        """Say what the table now plays, until its chips or the room's default change."""
        self.status.setText(text)
        self._told = self._table_chips()

    def _table_chips(self) -> tuple[str, ChipSet, MoneyUnit, StoredValues]:
        state = self.controller.state
        return (state.chip_set_name, state.scenario.chips, state.unit, self._stored_default())

    def follow_undo(self, _index: int = 0) -> None:
        """Follow an undo or a redo, which may take back what the room keeps alone."""
        after_undo(self.controller.undo_stack, self._follow_table)

    def _follow_table(self) -> None:
        # A new table's history has no undo left to take what was said back.
        history_gone = self.controller.undo_stack.count() == 0
        if self._told is not None and (history_gone or self._told != self._table_chips()):
            self._told = None
            self.status.clear()

    # -- actions ---------------------------------------------------------------------------

    def apply(self) -> bool:
        """Play with the chips in play of the edited set and make them the room's default:
        one edit, which one undo takes back."""
        chip_set = self._check()
        if chip_set is None:
            return False
        in_play = self.chips_in_play()
        chips = chip_set.in_play(in_play)
        self.made(lambda: self._apply(chip_set, in_play, chips))
        if self.controller.scenario.chips != chips:
            smallest = chip_set.unit.text(chips.unit)
            self.status.setText(f"Not applied: the table's amounts do not fit {smallest}")
            return False
        words = f"The table plays with {chip_set.title}: {chips.unit_chip} is the odd chip."
        if self.settings is not None and self._as_saved(chip_set):
            words += " New tables start with it too; Undo takes both back."
        elif self.settings is not None:
            words += " New tables keep the room's default: Save as… keeps these chips."
        self.tell(words)
        self.chipsApplied.emit(chip_set)
        return True

    def _apply(self, chip_set: ChipPreset, in_play: tuple[str, ...], chips: ChipSet) -> bool:
        """Apply's edit: the table's chips, then the room's default where the table took
        them; True when either changed."""
        state = self.controller.state
        undo_check = self._check_of(state.chip_set_name, "undone")
        # The same chips under another set's name still change the set the table names.
        playing = (state.scenario.chips, state.unit, state.chip_set_name)
        changed = (chips, chip_set.unit, chip_set.key) != playing and self.controller.set_chips(
            chips, chip_set.key, chip_set.unit
        )
        if self.controller.scenario.chips != chips or self.settings is None:
            return changed
        if not self._as_saved(chip_set):
            return changed  # the room's default is a set by name: it would start otherwise
        settings = self.settings
        every = len(in_play) == len(chip_set.chips)
        title = f"Room's chips: {chip_set.title}"
        kept = stored_change(
            settings,
            CHIP_SET_KEYS,
            title,
            lambda: settings.remember_chip_set(chip_set.key, () if every else in_play),
            restore=partial(self._default_back, chip_set),
        )
        if kept is None and changed:
            # The default named the set already: the table's change alone still needs the
            # set as it is now when it is undone and redone.
            kept = RoomChange(title, _nothing, _nothing)
        if kept is not None:
            kept.refusal = _refusal(undo_check, self._check_of(chip_set.key, "redone"))
            self.keep(changed, kept)
        return changed or kept is not None

    def _check_of(self, key: str, doing: str) -> Callable[[], bool]:
        """The check an undo or a redo (``doing``) makes before it puts the set ``key`` on
        the table: a room set must be as it is now (:meth:`_still`); an app's set stays."""
        if not key.startswith(ROOM_PREFIX):
            return _never
        try:
            chip_set = self.room.find(key)
            data = self.room.file_data(key)
        except (ChipPresetError, OSError):
            return _never  # chips of a set not saved, or not readable: the table's own
        return self._still(chip_set, data, doing)

    def save_as(self, title: str) -> ChipPreset | None:
        """Keep the edited set for the room under ``title``: an edit Undo takes back (the
        set's file as it was before, none for a new set)."""
        chip_set = self._check()
        if chip_set is None:
            return None
        try:
            before = self.room.file_data(self.room.key_for(title))
            saved = self.room.save(chip_set, title)
            after = self.room.file_data(saved.key)
        except (ChipPresetError, OSError) as error:
            self.status.setText(f"Not saved: {error}")
            return None

        undone = (
            f"The room's set “{saved.title}” is as it was before Save as."
            if before
            else f"“{saved.title}” is no longer one of the room's sets."
        )
        again = f"Saved as the room's set “{saved.title}” again."
        change = RoomChange(
            f"Save the chip set “{saved.title}”",
            self._file_step(saved, after, before, "taken back", undone),
            self._file_step(saved, before, after, "saved again", again),
        )

        def edit() -> bool:
            self.keep(False, change)
            return True

        self.made(edit)
        self._room_sets_changed()
        self._current = saved
        self._name_current()
        self.status.setText(f"Saved as the room's set “{saved.title}”.")
        return saved

    def replaces_another(self, title: str) -> bool:
        """Whether saving under ``title`` would write over a room set other than the one
        edited."""
        try:
            key = self.room.key_for(title)
        except (ChipPresetError, OSError):
            return False  # Save as says why
        edited = self._current.key if self._current is not None else ""
        return key != edited and any(chip_set.key == key for chip_set in self.room.sets())

    def confirm_replace(self, title: str) -> bool:
        """Ask before ``title`` writes over another of the room's sets."""
        answer = QMessageBox.question(
            self,
            "Save chip set",
            f"The room has a set named “{title.strip()}”. Replace it with these chips?"
            "\n\nUndo (Ctrl+Z) brings it back.",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Save

    def delete_current(self) -> None:
        """Delete the room set shown, once asked when the room or the table uses it; the
        table and the room's default let go of it (:attr:`chipSetDeleted`), and the set the
        table plays with is shown. Undo brings it back, with the default and the table's
        chips."""
        deleted = self._current
        if deleted is None or not deleted.key.startswith(ROOM_PREFIX):
            return
        if self._users(deleted) and not self.confirm_delete(deleted):
            return
        if not self.made(lambda: self._delete(deleted)):
            return
        playing = self.controller.state.chip_set_name
        self.load(playing if self.set_box.findData(playing) >= 0 else self.set_box.itemData(0))
        # The set shown is another now: a second press of the key must not delete it.
        self.set_box.setFocus()

    def _as_saved(self, chip_set: ChipPreset) -> bool:
        """Whether ``chip_set`` is the set saved under its key, chips, money and looks (not
        one imported, nor edited and not saved)."""
        try:
            saved = self.room.find(chip_set.key)
        except ChipPresetError:
            return False
        return (saved.chips, saved.unit, saved.looks, saved.sizes()) == (
            chip_set.chips,
            chip_set.unit,
            chip_set.looks,
            chip_set.sizes(),
        )

    def _users(self, chip_set: ChipPreset) -> list[str]:
        """Who uses ``chip_set``, in words: the table, the room's new tables."""
        room_default = self.settings is not None and self.settings.chip_set == chip_set.key
        return [
            words
            for words, uses in (
                ("the table plays with it", self.controller.state.chip_set_name == chip_set.key),
                ("new tables start with it", room_default),
            )
            if uses
        ]

    def confirm_delete(self, chip_set: ChipPreset) -> bool:
        """Ask before deleting ``chip_set``, which the table or the room uses."""
        users = self._users(chip_set)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            "Delete chip set",
            f"Delete the room's chip set “{chip_set.title}”? {' and '.join(users).capitalize()}."
            "\n\nUndo (Ctrl+Z) brings it back.",
            QMessageBox.StandardButton.Cancel,
            self,
        )
        delete = box.addButton(f"Delete “{chip_set.title}”", QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is delete

    def _delete(self, deleted: ChipPreset) -> bool:
        """Delete's edit: the set's file, the room's default and the table's chips, one
        change which one undo takes back; False when the file stays."""
        try:
            data = self.room.delete(deleted.key)
        except (ChipPresetError, OSError) as error:
            self.status.setText(f"Not deleted: {error}")
            return False
        stack = self.controller.undo_stack
        edits = stack.index()
        default = self._stored_default()
        self._room_sets_changed()
        self.status.setText(f"Deleted the room's set “{deleted.title}”.")
        # Who listens says in the status what the deletion changed, in its place.
        self.chipSetDeleted.emit(deleted)
        moved = self._stored_default()
        change = RoomChange(
            f"Delete the chip set “{deleted.title}”",
            self._file_step(
                deleted,
                b"",
                data,
                "brought back",
                f"The room's set “{deleted.title}” is back.",
                default,
            ),
            self._file_step(
                deleted,
                data,
                b"",
                "deleted again",
                f"Deleted the room's set “{deleted.title}” again.",
                moved,
            ),
        )
        change.refusal = _refusal(
            self._still(deleted, b"", "brought back"), self._still(deleted, data, "deleted again")
        )
        self.keep(stack.index() != edits, change)
        return True

    def _stored_default(self) -> StoredValues:
        return self.settings.stored(CHIP_SET_KEYS) if self.settings is not None else ()

    def _file_step(
        self,
        chip_set: ChipPreset,
        found: bytes,
        data: bytes,
        doing: str,
        done: str,
        default: StoredValues | None = None,
    ) -> Callable[[], None]:
        """An undo or a redo of ``chip_set``'s file: it holds ``data`` (none when empty),
        then the room has its ``default``, when it holds ``found``, as the step next to it
        left it. A file saved or deleted since, or one the folder refuses, is left as it
        is: said in one line, ``done`` or why it was not."""

        def step() -> None:
            try:
                moved = self.room.put_back_over(chip_set.key, found, data)
                saved = bool(self.room.file_data(chip_set.key))
                left = "saved again since, and stays as it is" if saved else "deleted since"
                left = f"was {left}"
            except OSError as error:
                moved = False
                verb = "written" if data else "removed"
                left = f"could not be {verb} ({error.strerror or error})"
            kept = self._restore_default(default, chip_set) if moved and default else ""
            self._room_sets_changed()
            self._told = None
            if moved and not kept:
                self._say(done)
            else:
                self._say(
                    kept or f"Not {doing}: the room's set “{chip_set.title}” {left}.", told=True
                )

        return step

    def _still(self, chip_set: ChipPreset, data: bytes, doing: str) -> Callable[[], bool]:
        """A check before a table step puts ``chip_set`` on the table or takes it off:
        True, the step refused and said so in one line, when its file no longer holds
        ``data`` (empty: none), saved again or deleted since."""

        def refuses() -> bool:
            try:
                now = self.room.file_data(chip_set.key)
            except OSError:
                return False  # the step itself says what the folder refuses
            if now == data:
                return False
            since = "saved again since" if now else "deleted since"
            named = f"the room's set “{chip_set.title}”"
            words = f"Not {doing}: {named} was {since}; the table keeps its chips."
            self._told = None
            self.status.setText(words)
            # Not a warning: one goes as the stack lets go of the step refused.
            self.controller.say(MessageLevel.INFO, words)
            return True

        return refuses

    def _restore_default(self, default: StoredValues, chip_set: ChipPreset) -> str:
        """Make ``default`` the room's default again when its set is saved; else it stays,
        and the words say why ("" when restored). ``chip_set`` is the set the step is of."""
        if self.settings is None:
            return ""
        key = dict(default).get(CHIP_SET_KEYS[0])
        if isinstance(key, str):
            try:
                self.room.find(key)
            except ChipPresetError:
                gone = chip_set.title if key == chip_set.key else key.removeprefix(ROOM_PREFIX)
                try:
                    now = self.room.find(self.settings.chip_set).title
                except ChipPresetError:
                    now = self.settings.chip_set
                return f"New tables still start with {now}: “{gone}” is no longer a room set."
        self.settings.restore(default)
        return ""

    def _say(self, words: str, *, told: bool = False) -> None:
        """Put ``words`` in the status; ``told``, what an undo or a redo left alone, above
        the table too while the dialog is shut."""
        self.status.setText(words)
        if told and not self.isVisible():
            self.controller.say(MessageLevel.INFO, words)

    def _default_back(self, chip_set: ChipPreset, default: StoredValues) -> None:
        """Undo or redo Apply's room default, ``chip_set``'s, when its set is saved."""
        if words := self._restore_default(default, chip_set):
            self._told = None
            self._say(words, told=True)

    def _room_sets_changed(self) -> None:
        """List the room's sets again, keeping the set edited, and say so."""
        current = self._current
        self._fill_sets()
        if current is not None:
            self._name_current()
        self.roomSetsChanged.emit()

    def import_from(self, path: Path) -> bool:
        try:
            chip_set = import_chip_set(path)
        except ChipPresetError as error:
            self.status.setText(f"Not imported: {error}")
            return False
        self.show_set(chip_set)
        self.status.setText(f"Imported {chip_set.title}: save it to keep it for the room.")
        return True

    def export_to(self, path: Path) -> bool:
        chip_set = self._check()
        if chip_set is None:
            return False
        try:
            export_chip_set(chip_set, path)
        except OSError as error:
            self.status.setText(f"Not exported: {path}: {error.strerror}")
            return False
        self.status.setText(f"Exported to {path}.")
        return True

    def _ask_save(self) -> None:
        title = self._current.title if self._current is not None else ""
        text, ok = QInputDialog.getText(
            self, "Save chip set", "Name for the room's set:", text=title
        )
        if ok and text.strip():
            if self.replaces_another(text) and not self.confirm_replace(text):
                return
            self.save_as(text)

    def _ask_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import chip set", "", "Chip sets (*.json)")
        if path:
            self.import_from(Path(path))

    def _ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export chip set", "", "Chip sets (*.json)")
        if path:
            self.export_to(Path(path))


def _refusal(undo: Callable[[], bool], redo: Callable[[], bool]) -> Refusal:
    """A table step's refusal: ``undo``'s check for its undo, ``redo``'s for its redo."""
    return lambda undoing: undo() if undoing else redo()


def _never() -> bool:
    return False


def _nothing() -> None:
    """A change of what the room keeps that there is none of: the default stays."""
