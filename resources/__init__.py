"""Data files of the dealer assistant: icons, chip presets, themes, examples, tables.

Installed as the package ``dealer_app.resources``; read it with
:func:`dealer_app.resources_path.resource`.
"""
