"""The room's setup: chip sets, house rules, the rake, the colour-up chip race, settings
that survive and a rules reference."""
