"""All of the app's Qt: the main window and its modes, the table (:mod:`.table`), the
training pages (:mod:`.training`), the room's setup (:mod:`.room`) and the home games
(:mod:`.home`), with what they share: the theme, the card and chip drawing, the settings,
the message banner and the guard that keeps an error from closing the window.

Importing it tells PySide6 which modules use it (:mod:`.feature_scan`), before any is read.

The values the table's drawing passes round (the theme, the table's state, a seat's place,
a pile of chips, a payout's look, the chip sets read from disk) are ``NamedTuple`` classes,
where the model's are frozen dataclasses: the first window imports some twenty of them, and
Python 3.11 builds each frozen dataclass by compiling six methods from source (about 0.5 ms
each, some 10 ms of a start that may take twice a bare window's at most). Both are
immutable and typed; a changed copy is ``value._replace(...)``. A theme is compared by
identity, not by its colours (:class:`~dealer_app.gui.theme.Theme`). The modules that define
them go without ``from __future__ import annotations``: ``typing.NamedTuple`` compiles each
field's annotation given as text when the class is made (a forward reference stays in
quotes)."""

from dealer_app.gui.feature_scan import register_modules

register_modules()
