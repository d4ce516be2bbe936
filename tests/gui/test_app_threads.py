"""The application paints on its own thread: Qt's helper threads for large fills are off."""

from __future__ import annotations

ASKED = """
import os
from dealer_app.gui.app import application
application()
print(os.environ.get("QT_NO_GUI_THREADPOOL"))
"""


def test_the_application_fills_without_helper_threads(python) -> None:
    done = python("-c", ASKED, env={"QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-1] == "1"


def test_the_users_own_choice_of_helper_threads_is_kept(python) -> None:
    done = python("-c", ASKED, env={"QT_QPA_PLATFORM": "offscreen", "QT_NO_GUI_THREADPOOL": "0"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-1] == "0"
