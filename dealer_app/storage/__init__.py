"""What the app keeps on disk and reads from it: saves that never leave a half-written file
(``atomic_file``), documents read within bounds and never waiting on a pipe (``documents``),
the training history in SQLite (``history``) and a trainee's answers as a class file
(``trainee_file``), the chip presets (``chip_presets``) and the room's own chip sets
(``room_chip_sets``). A damaged file is reported and kept aside, never lost."""
