"""File menu: open and save showdowns, the shipped examples, and the table as a PNG.

A file that cannot be read never costs the dealer the table in front of them: the
controller refuses it with a message and keeps the current showdown.
"""

from __future__ import annotations

from importlib.resources.abc import Traversable
from pathlib import Path

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMenu

from dealer_app.gui.controller import MessageLevel, TableController
from dealer_app.gui.settings import TableSettings
from dealer_app.resources_path import resource

__all__ = ["FileActions", "example_files"]

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
    """``three_way_tie.json`` -> ``Three way tie``."""
    words = entry.name.removesuffix(".json").replace("_", " ").replace("-", " ").strip()
    return words[:1].upper() + words[1:]


def _shortcut_tip(action: QAction, tip: str) -> None:
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.setToolTip(f"{tip} ({keys})" if keys else tip)
    action.setStatusTip(tip)


class FileActions:
    """The File menu's actions for one window; dialogs only ask for paths."""

    def __init__(
        self, window: QMainWindow, controller: TableController, settings: TableSettings
    ) -> None:
        self._window = window
        self._controller = controller
        self._settings = settings
        self.current_path: Path | None = None

        self.open_action = QAction("&Open…", window)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        _shortcut_tip(self.open_action, "Open a saved showdown (.json)")
        self.open_action.triggered.connect(self.open_dialog)
        self.save_action = QAction("&Save", window)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        _shortcut_tip(self.save_action, "Save this showdown")
        self.save_action.triggered.connect(self.save)
        self.save_as_action = QAction("Save &as…", window)
        self.save_as_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        _shortcut_tip(self.save_as_action, "Save this showdown under a new name")
        self.save_as_action.triggered.connect(self.save_as_dialog)
        self.export_action = QAction("&Export image…", window)
        self.export_action.setShortcut(QKeySequence("Ctrl+E"))
        _shortcut_tip(self.export_action, "Save a picture of the table (PNG)")
        self.export_action.triggered.connect(self.export_dialog)
        self.quit_action = QAction("&Quit", window)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        _shortcut_tip(self.quit_action, "Close the table")
        self.quit_action.triggered.connect(window.close)
        self.example_actions: list[QAction] = []

    def fill_examples_menu(self, menu: QMenu) -> None:
        """One entry per shipped example; Ctrl+Alt+1..9 open the first nine."""
        menu.clear()
        self.example_actions = []
        examples = example_files()
        if not examples:
            empty = menu.addAction("No examples installed")
            empty.setEnabled(False)
            return
        for number, entry in enumerate(examples, 1):
            action = menu.addAction(example_title(entry))
            if number <= 9:
                action.setShortcut(QKeySequence(f"Ctrl+Alt+{number}"))
            _shortcut_tip(action, f"Open the example {entry.name}")
            action.triggered.connect(lambda checked=False, entry=entry: self.open_example(entry))
            self.example_actions.append(action)

    # -- opening -------------------------------------------------------------------------

    def _directory(self) -> str:
        return self._settings.last_directory or str(Path.home())

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self._window, "Open showdown", self._directory(), SHOWDOWN_FILTER
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str | Path) -> bool:
        path = Path(path)
        if not self._controller.open_file(path):
            return False
        self.current_path = path
        self._settings.last_directory = str(path.parent)
        self._controller.undo_stack.setClean()
        self._say(MessageLevel.INFO, f"Opened {path.name}")
        return True

    def open_example(self, entry: Traversable) -> bool:
        try:
            text = entry.read_text(encoding="utf-8")
        except OSError as error:
            self._say(MessageLevel.ERROR, f"Could not read the example {entry.name}: {error}")
            return False
        if not self._controller.open_text(text, entry.name):
            return False
        self.current_path = None
        self._say(MessageLevel.INFO, f"Example: {example_title(entry)}")
        return True

    # -- saving ----------------------------------------------------------------------------

    def save(self) -> bool:
        if self.current_path is None:
            return self.save_as_dialog()
        return self.save_path(self.current_path)

    def save_as_dialog(self) -> bool:
        suggested = str(Path(self._directory()) / "showdown.json")
        path, _ = QFileDialog.getSaveFileName(
            self._window, "Save showdown", suggested, SHOWDOWN_FILTER
        )
        return self.save_path(path) if path else False

    def save_path(self, path: str | Path) -> bool:
        path = Path(path)
        if not path.suffix:
            path = path.with_suffix(".json")
        if not self._controller.save_file(path):
            return False
        self.current_path = path
        self._settings.last_directory = str(path.parent)
        self._controller.undo_stack.setClean()
        self._say(MessageLevel.INFO, f"Saved {path.name}")
        return True

    # -- the picture -------------------------------------------------------------------------

    def export_dialog(self) -> bool:
        suggested = str(Path(self._directory()) / "table.png")
        path, _ = QFileDialog.getSaveFileName(self._window, "Export table", suggested, IMAGE_FILTER)
        if not path:
            return False
        if self.render_window(path):
            self._say(MessageLevel.INFO, f"Saved a picture of the table: {Path(path).name}")
            return True
        return False

    def render_window(self, path: str | Path) -> bool:
        """Save the window as it looks now to a PNG file."""
        QApplication.processEvents()
        image = self._window.grab()
        if image.isNull() or not image.save(str(path), "PNG"):
            self._say(MessageLevel.ERROR, f"Could not write the picture {Path(path).name}")
            return False
        return True

    def _say(self, level: MessageLevel, text: str) -> None:
        self._controller.say(level, text)
