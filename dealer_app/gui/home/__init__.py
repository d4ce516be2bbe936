"""Home games: a guts evening run deal after deal, with its money kept by the model."""
