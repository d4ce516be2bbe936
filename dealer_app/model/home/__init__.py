"""Home games' own rules: guts money and legs, rock-paper-scissors, the high-card draw.

- :mod:`~dealer_app.model.home.guts_table`: a guts deal's money and the house's options;
- :mod:`~dealer_app.model.home.guts_money`: who takes the pot, who matches it, the reserve;
- :mod:`~dealer_app.model.home.guts_legs`: three-five-seven's legs;
- :mod:`~dealer_app.model.home.roshambo`: rock-paper-scissors among tied seats;
- :mod:`~dealer_app.model.home.high_card_draw`: cards drawn for the button or for seats.

May import: the floor and :mod:`~dealer_app.model.hands`. The showdown applies these rules
(a guts deal resolved, a tie settled by rock-paper-scissors), so nothing here imports it.
"""
