"""The table window's felt and plaques: what the dealer clicks, types and reads.

- :mod:`~dealer_app.gui.table.controller` and :mod:`~dealer_app.gui.table.edit`: the one
  place the table's widgets talk to, and its undoable edits;
  :mod:`~dealer_app.gui.table.state`: what the table holds, without Qt;
- :mod:`~dealer_app.gui.table.view`, :mod:`~dealer_app.gui.table.scene`,
  :mod:`~dealer_app.gui.table.layout`, :mod:`~dealer_app.gui.table.painting`,
  :mod:`~dealer_app.gui.table.felt_view` (the felt as a Graphics View: its background)
  and :mod:`~dealer_app.gui.table.felt_items` (its items, keyed by pot and seat),
  :mod:`~dealer_app.gui.table.felt_words`, :mod:`~dealer_app.gui.table.middle_search`
  (how large the middle is stacked, and where), :mod:`~dealer_app.gui.table.share_places`,
  :mod:`~dealer_app.gui.table.payout_looks`,
  :mod:`~dealer_app.gui.table.chip_stacks`, :mod:`~dealer_app.gui.table.animation`,
  :mod:`~dealer_app.gui.table.tooltips`: the felt, what lies on it and where;
- :mod:`~dealer_app.gui.table.plaques`, :mod:`~dealer_app.gui.table.seat` (the plaque, its
  parts and its keys), :mod:`~dealer_app.gui.table.plaque_frame` (its panel and frame, and
  the room its parts keep from the frame), :mod:`~dealer_app.gui.table.seat_hand`,
  :mod:`~dealer_app.gui.table.amount_box`: a plaque per seat, its hand and its money;
  :mod:`~dealer_app.gui.table.backdrop`: the plaque's colour its parts paint under them;
- :mod:`~dealer_app.gui.table.card_row`, :mod:`~dealer_app.gui.table.card_picker`,
  :mod:`~dealer_app.gui.table.picking`, :mod:`~dealer_app.gui.table.card_entry`,
  :mod:`~dealer_app.gui.table.card_typing`: cards by mouse and by keyboard;
- :mod:`~dealer_app.gui.table.chip_tray`: money by mouse;
- :mod:`~dealer_app.gui.table.pot_panel`: the betting followed as it happens (the call, the
  raises, pot-limit's pot), its money carried to the seats; :mod:`~dealer_app.gui.table.pot_dock`:
  its dock, which makes it when first shown;
- :mod:`~dealer_app.gui.table.equity_watch`: equity while seats are all in.

May import: the model, and the GUI's shared drawing (cards, chips, theme, pictures).
``scene``, ``state``, ``chip_stacks`` and ``card_typing`` import no Qt.
"""
