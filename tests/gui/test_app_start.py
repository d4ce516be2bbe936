"""The first window imports only what it shows: the rest waits until it is asked for."""

from __future__ import annotations

import json

# Opened later, on demand: NumPy (the equity of an all-in), the room's windows, the guts
# evening, the package metadata (the About box), the home-game dialogs and their rules.
NOT_AT_START = [
    "numpy",
    "dealer_app.model.play.equity",
    "dealer_app.gui.room.chip_set_editor",
    "dealer_app.gui.room.chip_race_panel",
    "dealer_app.gui.room.rules_reference",
    "dealer_app.gui.home.evening_window",
    "importlib.metadata",
    "dealer_app.gui.house_game_dialogs",
    "dealer_app.model.home.high_card_draw",
    "dealer_app.model.home.roshambo",
]

FIRST_WINDOW = """
import json, sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings
from dealer_app.gui.app import application
from dealer_app.gui.main_window import MainWindow
from dealer_app.gui.settings import TableSettings
app = application()
folder = tempfile.mkdtemp()
store = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
window = MainWindow(TableSettings(store))
window.show()
app.processEvents()
print(json.dumps(sorted(sys.modules)))
"""


def test_the_first_window_opens_without_what_it_does_not_show(python) -> None:
    done = python("-c", FIRST_WINDOW, env={"QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    loaded = set(json.loads(done.stdout.splitlines()[-1]))
    assert [name for name in NOT_AT_START if name in loaded] == []
    assert "dealer_app.gui.table.view" in loaded
