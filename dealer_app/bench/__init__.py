"""The speed and memory measurements, run as ``python -m dealer_app.bench NAME`` (never
as timed tests): the evaluator (``eval_speed``), ``resolve`` (``resolve_speed``), the bulk
paths (``bulk_speed``), a card pick to the repaint (``gui_latency``) and the cold start
against a bare PySide6 window (``start_time``)."""
