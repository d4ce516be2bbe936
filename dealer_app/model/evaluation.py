"""Hand evaluation: one evaluator core for every game, gathered under one name.

Every high hand is reduced to one integer, its *strength*: the category in the high
bits, then up to five ranks in the order they are compared. A higher strength is a
better hand and equal strengths tie; suits never break a tie.

>>> hand = best_high(parse_cards("Ah Ad 8c 8s Kd 3h 2c"))
>>> hand.name
'Two Pair, Aces and Eights, King kicker'
>>> format_cards(hand.cards)
'Ah Ad 8s 8c Kd'
>>> hex(hand.strength)
'0x3e8d00'

Low hands (A-5: aces low, straights and flushes do not count) use the same idea with
the sign turned round, so that the better low always has the larger strength:

>>> best_low(parse_cards("8c 5d 3h 2s Ac Kd Kh"), eight_or_better=True).name
'Low: 8-5-3-2-A'

Each job has its own module; this one only gathers their public names, so that callers
need one import:

- :mod:`~dealer_app.model.hand_strength`: the strength encoding, categories, house rules
  and the hand types;
- :mod:`~dealer_app.model.high_hands`: high hands and wild cards (seven-card hands without
  house rules through the tables of :mod:`~dealer_app.model.fast_eval`);
- :mod:`~dealer_app.model.low_hands`: A-5 and eight-or-better lows;
- :mod:`~dealer_app.model.omaha`: Omaha's two-plus-three;
- :mod:`~dealer_app.model.guts`: two- and three-card guts;
- :mod:`~dealer_app.model.hand_words`: hand names and why hands win or tie.

Games are thin rules over these functions (see :mod:`dealer_app.model.games`).
"""

from __future__ import annotations

from dealer_app.model.cards import format_cards, parse_cards
from dealer_app.model.guts import best_guts
from dealer_app.model.hand_strength import (
    STANDARD_RULES,
    Category,
    EvaluationError,
    HighHand,
    HouseRules,
    LowHand,
    decode_strength,
)
from dealer_app.model.hand_words import Comparison, explain, explain_tie, high_hand_name
from dealer_app.model.high_hands import best_high, five_card_strength, seven_card_strength
from dealer_app.model.low_hands import best_low
from dealer_app.model.omaha import best_omaha_high, best_omaha_low

__all__ = [
    "STANDARD_RULES",
    "Category",
    "Comparison",
    "EvaluationError",
    "HighHand",
    "HouseRules",
    "LowHand",
    "best_guts",
    "best_high",
    "best_low",
    "best_omaha_high",
    "best_omaha_low",
    "decode_strength",
    "explain",
    "explain_tie",
    "five_card_strength",
    "format_cards",
    "high_hand_name",
    "parse_cards",
    "seven_card_strength",
]
