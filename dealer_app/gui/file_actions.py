"""File menu: open and save showdowns, the shipped examples, and the table as a PNG.

A file that cannot be read never costs the dealer the table in front of them: the
controller refuses it with a message and keeps the current showdown. Nothing typed is
lost either: before the table is replaced (a file, an example, a new table, quitting)
unsaved changes are offered Save, Discard or Cancel. Nothing another window or program
saved is lost: when the file on disk changed since this window opened or saved it, Save
asks first (Overwrite, Save as…, Cancel).
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QWidget

from dealer_app.gui.actions import named_action, show_keys
from dealer_app.gui.settings import TableSettings
from dealer_app.gui.table.controller import TableController
from dealer_app.gui.table.state import MessageLevel
from dealer_app.gui.table.view import TableView
from dealer_app.model.json_values import FormatError, read_json
from dealer_app.resources_path import resource
from dealer_app.storage.atomic_file import atomic_target, content_stamp

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

__all__ = [
    "UNTITLED",
    "FileActions",
    "OverwriteAnswer",
    "SaveAnswer",
    "ask_to_overwrite",
    "ask_to_save",
    "example_files",
    "example_menu_text",
    "example_title",
]

UNTITLED = "Untitled"


class SaveAnswer(Enum):
    """What the dealer answers about unsaved changes."""

    Save = "save"
    Discard = "discard"
    Cancel = "cancel"


class OverwriteAnswer(Enum):
    """What the dealer answers when the file was changed on disk by someone else."""

    Overwrite = "overwrite"
    SaveAs = "save as"
    Cancel = "cancel"


SHOWDOWN_FILTER = "Showdowns (*.json);;All files (*)"
IMAGE_FILTER = "PNG image (*.png)"


def example_files() -> list[Traversable]:
    """The showdowns shipped in ``resources/examples``, by file name."""
    folder = resource("examples")
    if not folder.is_dir():
        return []
    return sorted(
        (entry for entry in folder.iterdir() if entry.name.endswith(".json")),
        key=lambda entry: entry.name,
    )


def example_title(entry: Traversable) -> str:
    """The example's ``title``, as a dealer names the spot; else words from its file name."""
    try:
        title = read_json(entry.read_bytes()).get("title")
    except (OSError, FormatError, AttributeError):
        title = None
    if isinstance(title, str) and title.strip():
        return title.strip()
    return file_words(entry)


def file_words(entry: Traversable) -> str:
    """Words from the example's file name (what its menu entry says until its title is read)."""
    words = entry.name.removesuffix(".json").replace("_", " ").replace("-", " ").strip()
    return words[:1].upper() + words[1:]


# Menu keys for the examples in order: 1-9 and 0, then the letters.
_MENU_KEYS = "1234567890abcdefghijklmnopqrstuvwxyz"
_SHORTCUT_EXAMPLES = 10
"""How many of the first examples have a shortcut: Ctrl+Alt and a digit (1-9, then 0)."""


def example_menu_text(number: int, title: str) -> str:
    """The menu entry of the ``number``-th example, with a key to reach it from the keyboard.

    >>> example_menu_text(1, "Hold'em: AA against AK")
    "&1  Hold'em: AA against AK"
    >>> example_menu_text(11, "Razz & stud")
    '&a  Razz && stud'
    """
    title = title.replace("&", "&&")
    if number > len(_MENU_KEYS):
        return title
    return f"&{_MENU_KEYS[number - 1]}  {title}"


def ask_to_save(parent: QWidget, name: str) -> SaveAnswer:
    """Ask whether to save the unsaved changes to ``name`` before they would be lost."""
    # The message box's class is looked up with the first question: PySide6 makes a Qt
    # class's Python type, enums and all, when it is first named, and the table's first
    # window asks nothing.
    from PySide6.QtWidgets import QMessageBox

    button = QMessageBox.StandardButton
    answer = QMessageBox.question(
        parent,
        "Unsaved changes",
        f"Save the changes to {name} first?",
        button.Save | button.Discard | button.Cancel,
        button.Save,
    )
    if answer == button.Save:
        return SaveAnswer.Save
    return SaveAnswer.Discard if answer == button.Discard else SaveAnswer.Cancel


def ask_to_overwrite(parent: QWidget, name: str, already_there: bool = False) -> OverwriteAnswer:
    """Ask whether to save over ``name``, changed on disk since this window read or saved it
    or, ``already_there``, another file no dialog asked about (the name given without
    ``.json``, which the save adds)."""
    from PySide6.QtWidgets import QMessageBox

    if already_there:
        title = "File already exists"
        words = f"{name} already exists. Save this table over it, losing what it holds?"
    else:
        title = "File changed on disk"
        words = (
            f"{name} was changed on disk since this window opened or saved it (by another "
            "window or program). Save this table over it, losing those changes?"
        )
    box = QMessageBox(
        QMessageBox.Icon.Warning, title, words, QMessageBox.StandardButton.NoButton, parent
    )
    overwrite = box.addButton("&Overwrite", QMessageBox.ButtonRole.DestructiveRole)
    save_as = box.addButton("Save &as…", QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(save_as)
    box.exec()
    if box.clickedButton() is overwrite:
        return OverwriteAnswer.Overwrite
    return OverwriteAnswer.SaveAs if box.clickedButton() is save_as else OverwriteAnswer.Cancel


class FileActions(QObject):
    """The File menu's actions for one window; dialogs only ask for paths."""

    documentChanged = Signal()
    """The table now shows another document (opened, saved under a name, new)."""

    def __init__(
        self, window: QMainWindow, controller: TableController, settings: TableSettings
    ) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._settings = settings
        self.current_path: Path | None = None
        self.document_name = UNTITLED
        """What the window's title calls the table: the file's name, an example's title."""
        self._on_disk: str | None = None
        """The stamp of the bytes this window last read from or wrote to its file."""

        self.new_action = named_action("&New table", window)
        self.new_action.setShortcut(QKeySequence("Ctrl+Shift+N"))
        show_keys(self.new_action, "Start an empty table with this game, seats and chips")
        self.new_action.triggered.connect(self.new_table)
        self.open_action = named_action("&Open…", window)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        show_keys(self.open_action, "Open a saved showdown (.json)")
        self.open_action.triggered.connect(self.open_dialog)
        self.save_action = named_action("&Save", window)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        show_keys(self.save_action, "Save this showdown")
        self.save_action.triggered.connect(self.save)
        self.save_as_action = named_action("Save &as…", window)
        self.save_as_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        show_keys(self.save_as_action, "Save this showdown under a new name")
        self.save_as_action.triggered.connect(self.save_as_dialog)
        self.export_action = named_action("&Export image…", window)
        self.export_action.setShortcut(QKeySequence("Ctrl+E"))
        show_keys(self.export_action, "Save a picture of the table (PNG)")
        self.export_action.triggered.connect(self.export_dialog)
        self.quit_action = named_action("&Quit", window)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        show_keys(self.quit_action, "Close the table")
        self.quit_action.triggered.connect(window.close)
        controller.undo_stack.cleanChanged.connect(lambda clean: self.documentChanged.emit())
        self._examples_menu: QMenu | None = None
        self._example_actions: list[QAction] = []
        self._examples_unmade: list[Traversable] = []
        """The examples whose entries are not made yet (made when the menu first opens)."""
        self._titles_unread: list[tuple[int, QAction, Traversable]] = []
        """The examples' entries named from their file names (number, action, file)."""

    def fill_examples_menu(self, menu: QMenu) -> None:
        """One entry per shipped example, each with a menu key; Ctrl+Alt+1..9, 0 the first ten.

        The ten with a shortcut are made now, so that their keys work at once; the others
        when the menu first opens (or :meth:`finish_examples_menu` is called, or
        :attr:`example_actions` asked for)."""
        menu.clear()
        self._examples_menu = menu
        self._example_actions = []
        self._titles_unread = []
        self._examples_unmade = example_files()
        if not self._examples_unmade:
            empty = menu.addAction("No examples installed")
            empty.setEnabled(False)
            return
        self._make_examples(_SHORTCUT_EXAMPLES)
        menu.aboutToShow.connect(self._show_examples)

    def finish_examples_menu(self) -> None:
        """Make the entries of the examples not made yet."""
        self._make_examples(len(self._examples_unmade))

    @property
    def example_actions(self) -> list[QAction]:
        """Every example's action, in the menu's order."""
        self.finish_examples_menu()
        return self._example_actions

    def first_example(self) -> list[QAction]:
        """The first example's action, or none when no example is installed."""
        return self._example_actions[:1]

    def _make_examples(self, count: int) -> None:
        menu = self._examples_menu
        if menu is None or count <= 0:
            return
        for entry in self._examples_unmade[:count]:
            number = len(self._example_actions) + 1
            # Each file's title is read when the menu first opens, not at every start.
            action = menu.addAction(example_menu_text(number, file_words(entry)))
            if number <= _SHORTCUT_EXAMPLES:
                action.setShortcut(QKeySequence(f"Ctrl+Alt+{number % 10}"))
            show_keys(action, f"Open the example {entry.name}")
            action.triggered.connect(lambda checked=False, entry=entry: self.open_example(entry))
            self._example_actions.append(action)
            self._titles_unread.append((number, action, entry))
        del self._examples_unmade[:count]

    def _show_examples(self) -> None:
        """The menu opens with every example, each named by its title."""
        self.finish_examples_menu()
        self._title_examples()

    def _title_examples(self) -> None:
        """Name the examples by their titles, as a dealer names the spots."""
        for number, action, entry in self._titles_unread:
            action.setText(example_menu_text(number, example_title(entry)))
        self._titles_unread = []

    # -- opening -------------------------------------------------------------------------

    def _directory(self) -> str:
        return self._settings.last_directory or str(Path.home())

    def is_modified(self) -> bool:
        return not self._controller.undo_stack.isClean()

    def may_replace_table(self) -> bool:
        """Whether the table may go: saved, or the dealer saves or discards its changes now.

        Cancel (or a save that did not happen) keeps everything as it is. An amount or a
        name typed but not entered yet is entered first: it is a change to save or discard.
        """
        self._controller.hand_over_typing()
        if not self.is_modified():
            return True
        answer = ask_to_save(self._window, self.document_name)
        if answer is SaveAnswer.Save:
            return self.save()
        return answer is SaveAnswer.Discard

    def open_dialog(self) -> bool:
        if not self.may_replace_table():
            return False
        from PySide6.QtWidgets import QFileDialog  # the dialogs' class, when first asked for

        path, _ = QFileDialog.getOpenFileName(
            self._window, "Open showdown", self._directory(), SHOWDOWN_FILTER
        )
        return self.open_path(path) if path else False

    def open_path(self, path: str | Path) -> bool:
        """Open ``path`` as it is (the file dialog and the command line asked already)."""
        path = Path(path)
        stamp = self._controller.open_file(path)
        if stamp is None:
            return False
        self._settings.last_directory = str(path.parent)
        self._now_showing(path, path.name, stamp)
        self._say(MessageLevel.INFO, f"Opened {path.name}")
        return True

    def open_example(self, entry: Traversable) -> bool:
        if not self.may_replace_table():
            return False
        try:
            text = entry.read_bytes()
        except OSError as error:
            self._say(MessageLevel.ERROR, f"Could not read the example {entry.name}: {error}")
            return False
        if not self._controller.open_text(text, entry.name):
            return False
        title = example_title(entry)
        self._now_showing(None, title, None)
        self._say(MessageLevel.INFO, f"Example: {title}")
        return True

    def new_table(self) -> bool:
        """An empty table with the same game, seats and chips, not yet saved anywhere."""
        if not self.may_replace_table():
            return False
        self._controller.new_table()
        self._now_showing(None, UNTITLED, None)
        return True

    def _now_showing(self, path: Path | None, name: str, stamp: str | None) -> None:
        """Show the document ``name`` (of the file ``path``, whose bytes the table read or
        wrote have the ``stamp``): never the file read again, which another program may have
        written since."""
        self.current_path = path
        self._on_disk = stamp
        self.document_name = name
        self._controller.undo_stack.setClean()
        self.documentChanged.emit()

    # -- saving ----------------------------------------------------------------------------

    def save(self) -> bool:
        if self.current_path is None:
            return self.save_as_dialog()
        return self.save_path(self.current_path)

    def save_as_dialog(self) -> bool:
        suggested = str(Path(self._directory()) / "showdown.json")
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self._window, "Save showdown", suggested, SHOWDOWN_FILTER
        )
        return self.save_path(path) if path else False

    def save_path(self, path: str | Path) -> bool:
        path = Path(path)
        named = path
        if not path.suffix:
            path = path.with_suffix(".json")
        # What the boxes show is what is saved: an amount or a name typed but not entered
        # (a shortcut leaves the keyboard in its box) is entered first.
        self._controller.hand_over_typing()
        changed = self._changed_on_disk(path)
        # The save dialog asked about the name typed; the one with .json added may be
        # another file already there.
        unasked = path != named and path.exists() and not self._is_current(path)
        if changed or unasked:
            answer = ask_to_overwrite(self._window, path.name, already_there=unasked)
            if answer is OverwriteAnswer.SaveAs:
                return self.save_as_dialog()
            if answer is OverwriteAnswer.Cancel:
                why = (
                    "already exists"
                    if unasked
                    else "was changed on disk by another window or program"
                )
                self._say(MessageLevel.WARNING, f"Not saved: {path.name} {why}.")
                return False
        stamp = self._controller.save_file(path)
        if stamp is None:
            return False
        self._settings.last_directory = str(path.parent)
        self._now_showing(path, path.name, stamp)
        self._say(MessageLevel.INFO, f"Saved {path.name}")
        return True

    def _is_current(self, path: Path) -> bool:
        return self.current_path is not None and path.absolute() == self.current_path.absolute()

    def _changed_on_disk(self, path: Path) -> bool:
        """Whether ``path`` is this window's file and someone else saved it since this
        window read or saved it (a file removed meanwhile is simply written again)."""
        if not self._is_current(path):
            return False  # another name: the save dialog asked about a file already there
        now = content_stamp(path)
        return now is not None and now != self._on_disk

    # -- the picture -------------------------------------------------------------------------

    def export_dialog(self) -> bool:
        suggested = str(Path(self._directory()) / "table.png")
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self._window, "Export table", suggested, IMAGE_FILTER)
        if not path:
            return False
        if self.render_window(path):
            self._say(MessageLevel.INFO, f"Saved a picture of the table: {Path(path).name}")
            return True
        return False

    def render_window(self, path: str | Path) -> bool:
        """Save the window as it looks now to a PNG file (a crowded felt's search for its
        middle finished first: the picture shows the table as it settles)."""
        for table in self._window.findChildren(TableView):
            table.settle()
        QApplication.processEvents()
        image = self._window.grab()
        try:
            # Written beside the old picture and put in its place only when whole.
            with atomic_target(path) as target:
                if image.isNull() or not image.save(str(target), "PNG"):
                    raise OSError("the picture could not be made")
        except OSError as error:
            reason = error.strerror or str(error)
            self._say(
                MessageLevel.ERROR, f"Could not write the picture {Path(path).name}: {reason}"
            )
            return False
        return True

    def _say(self, level: MessageLevel, text: str) -> None:
        self._controller.say(level, text)
