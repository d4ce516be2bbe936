"""The card room's setup: chip sets, how money reads, the colour-up chip race, the betting.

- :mod:`~dealer_app.model.room.chip_sets`: chip sets read from JSON, each chip's size (cut
  in 5s or 4s) and the standard set;
- :mod:`~dealer_app.model.room.chip_sizes`: a whole set's sizes, for cutting its stacks;
- :mod:`~dealer_app.model.room.money`: a chip set's display unit (a home game's 25 is $0.25);
- :mod:`~dealer_app.model.room.chip_race`: a colour leaving play and its odd chips raced off;
- :mod:`~dealer_app.model.room.betting`: a betting round: the call, the smallest and largest
  raise (pot-limit's pot), who may still raise, the pot after each action.

The room's rake is taken from the pots during the push, so it lives with the showdown
(:mod:`~dealer_app.model.showdown.rake`). May import: the floor only.
"""
