"""One showdown, from the scenario the dealer entered to the push and the dealer's steps.

- :mod:`~dealer_app.model.showdown.scenario`, :mod:`~dealer_app.model.showdown.seats`,
  :mod:`~dealer_app.model.showdown.checks`: what a showdown is and what can never be right
  in one (a guts deal's own checks included);
- :mod:`~dealer_app.model.showdown.pots`: the main pot and the side pots;
- :mod:`~dealer_app.model.showdown.rake`: the room's rake, taken before the push;
- :mod:`~dealer_app.model.showdown.contests`: who wins each half, in a dealer's words;
- :mod:`~dealer_app.model.showdown.suit_tiebreaks`: the home-game rule that breaks a tie by
  suits;
- :mod:`~dealer_app.model.showdown.award`: one pot awarded (halves, boards, ties);
- :mod:`~dealer_app.model.showdown.split`: a pot's chips split by colour, the push;
- :mod:`~dealer_app.model.showdown.odd_chips`: who gets the odd chip, and why
  (:mod:`~dealer_app.model.showdown.odd_chip_rules`: the house's choices of rule);
- :mod:`~dealer_app.model.showdown.steps`: what the dealer physically does;
- :mod:`~dealer_app.model.showdown.result`: the values a resolved showdown is made of;
- :mod:`~dealer_app.model.showdown.resolve`: :func:`~dealer_app.model.showdown.resolve.resolve`,
  which ties them together; :mod:`~dealer_app.model.showdown.guts_deal` does it for a
  guts deal.

May import: the floor, :mod:`~dealer_app.model.hands`, :mod:`~dealer_app.model.home` and
:mod:`~dealer_app.model.room`. A result carries its scenario and its contests, so
``result`` names ``scenario``, ``contests`` and ``rake`` for its types only (an import
cycle inside this family, for type checking, never at run time).
"""
