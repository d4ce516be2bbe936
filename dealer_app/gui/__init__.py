"""All of the app's Qt: the main window and its modes, the table (:mod:`.table`), the
training pages (:mod:`.training`), the room's setup (:mod:`.room`) and the home games
(:mod:`.home`), with what they share: the theme, the card and chip drawing, the settings,
the message banner and the guard that keeps an error from closing the window.

Importing it tells PySide6 which modules use it (:mod:`.feature_scan`), before any is read."""

from dealer_app.gui.feature_scan import register_modules

register_modules()
