"""A program's prologue recording which modules PySide6 reads the source of, for several
suites: PySide6 looks for its name in a module's source with ``inspect.getsource``, so the
prologue wraps it and lists each module read in ``read``."""

RECORD_SOURCE_READS = """
import inspect, json
read = []
_source = inspect.getsource
def _recording(obj):
    read.append(getattr(obj, "__name__", "?"))
    return _source(obj)
inspect.getsource = _recording
"""
