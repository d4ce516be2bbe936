"""The table between and around showdowns: dealing, a guts evening, equity while all in.

- :mod:`~dealer_app.model.play.dealing`: next hand, a change of game or seats, a random
  deal, running it twice, the button;
- :mod:`~dealer_app.model.play.evening`: a guts evening, deal after deal;
- :mod:`~dealer_app.model.play.all_in`: when the table shows equity (without NumPy);
- :mod:`~dealer_app.model.play.equity` and :mod:`~dealer_app.model.play.boards`: each
  seat's share over every board to come, with NumPy.

May import: every family but :mod:`~dealer_app.model.formats`.
"""
