"""Hands: how strong a hand is in each game, and how a dealer says it.

Every high hand is reduced to one integer, its *strength*: the category in the high bits,
then up to five ranks in the order they are compared. A higher strength is a better hand
and equal strengths tie; suits never break a tie.

>>> from dealer_app.model.cards import format_cards, parse_cards
>>> from dealer_app.model.hands.high import best_high
>>> hand = best_high(parse_cards("Ah Ad 8c 8s Kd 3h 2c"))
>>> hand.name
'Two Pair, Aces and Eights, King kicker'
>>> format_cards(hand.cards)
'Ah Ad 8s 8c Kd'
>>> hex(hand.strength)
'0x3e8d00'

Low hands (A-5: aces low, straights and flushes do not count) use the same idea with the
sign turned round, so that the better low always has the larger strength:

>>> from dealer_app.model.hands.low import best_low
>>> best_low(parse_cards("8c 5d 3h 2s Ac Kd Kh"), eight_or_better=True).name
'Low: 8-5-3-2-A'

- :mod:`~dealer_app.model.hands.strength`: the strength encoding, categories and house
  rules;
- :mod:`~dealer_app.model.hands.evaluated`: the hand types the evaluators give back;
- :mod:`~dealer_app.model.hands.high`: high hands and wild cards (seven-card hands without
  house rules through the tables of :mod:`~dealer_app.model.hands.fast_eval`);
- :mod:`~dealer_app.model.hands.low`: A-5 and eight-or-better lows;
- :mod:`~dealer_app.model.hands.lowball`: five-card deuce-to-seven and ace-to-five, by table;
- :mod:`~dealer_app.model.hands.badugi`: badugi (aces low, or high as in badeucy);
- :mod:`~dealer_app.model.hands.omaha`: Omaha's two-plus-three;
- :mod:`~dealer_app.model.hands.guts`: two- and three-card guts;
- :mod:`~dealer_app.model.hands.words`: hand names and why hands win or tie;
- :mod:`~dealer_app.model.hands.games`: each game a thin rule over these (the cards that
  combine, high, low or both, the odd-chip order);
- :mod:`~dealer_app.model.hands.ranking`: the ranking as a dealer looks it up;
- :mod:`~dealer_app.model.hands.batch_eval` and :mod:`~dealer_app.model.hands.census`: the
  bulk path, with NumPy (imported by these two alone).

May import: the model's floor (cards, words). Nothing of the showdown, the room or the
home games: a hand knows nothing of pots.
"""
