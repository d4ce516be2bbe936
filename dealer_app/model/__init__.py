"""Every rule of the game, in pure Python: no Qt, no storage, nothing of the screen.

The floor, which every family may use and which imports none of them:

- :mod:`~dealer_app.model.cards`: ranks, suits, parsing, the deck;
- :mod:`~dealer_app.model.chips`: chips, chip sets, counts of chips, the largest amount;
- :mod:`~dealer_app.model.words`: plain English said one way (lists, counts, seat lists);
- :mod:`~dealer_app.model.money_words`: words that say amounts, written as the table writes
  money;
- :mod:`~dealer_app.model.json_values`: the one reader of JSON values.

The families, each a folder, from the bottom up (``pyproject.toml``'s import contracts
hold the order: a family imports only those below it):

- :mod:`~dealer_app.model.hands`: how strong a hand is, in every game, and how it is said;
- :mod:`~dealer_app.model.home` and :mod:`~dealer_app.model.room` (apart from each
  other): home games' own rules (guts money and legs, rock-paper-scissors, the high-card
  draw); the card room's setup (chip sets, money units, the colour-up race);
- :mod:`~dealer_app.model.showdown`: one showdown from its scenario to the push;
- :mod:`~dealer_app.model.play`: the table between and around showdowns (dealing, a guts
  evening, equity while seats are all in);
- :mod:`~dealer_app.model.formats`: JSON documents in and out.

A new game goes to ``hands`` (its evaluator and its :mod:`~dealer_app.model.hands.games`
entry); a new house rule to the family whose rule it changes (a tie rule to ``showdown``,
a money rule of a home game to ``home``); a new file format to ``formats``.
"""
