"""JSON documents in and out of the model: each file format the app reads and writes.

- :mod:`~dealer_app.model.formats.scenario`: showdowns and their results (scenario format
  version 1);
- :mod:`~dealer_app.model.formats.guts` and :mod:`~dealer_app.model.formats.rake`: the
  ``guts`` and ``rake`` objects of that format;
- :mod:`~dealer_app.model.formats.evening`: a guts evening;
- :mod:`~dealer_app.model.formats.chip_race`: ``dealer-app chip-race``'s input and output;
- :mod:`~dealer_app.model.formats.action`: a betting round, ``dealer-app action``'s input
  and output.

May import: every family of the model; none imports a format. The values every format
checks are read by :mod:`~dealer_app.model.json_values`, at the model's floor.
"""
