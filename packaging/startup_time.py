"""Time a bundle from its start to its first painted window, against a bare window.

    python3 packaging/build.py --bare-window
    xvfb-run -a python3 packaging/startup_time.py [--runs 7] [--cold]

Starts ``dist/dealer-app/dealer-app`` (on the README's table example) and
``dist/bare-window/bare-window`` (an empty PySide6 window bundled the same way) in turn,
each with ``DEALER_APP_FIRST_PAINT_PROBE`` set: the program writes the time once its
window's first paint is done and quits (``first_paint.py``). Prints the median and the
fastest run of each, in milliseconds. ``--cold`` empties the system's file cache before
every run (Linux, as root), so each start reads the bundle from disk as after a reboot;
without it the runs after the first are warm. Runs on the display in the environment
(use ``xvfb-run`` for a real X11 window without a screen, or ``QT_QPA_PLATFORM``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
PROBE_VARIABLE = "DEALER_APP_FIRST_PAINT_PROBE"
EXAMPLE = "holdem-three-way-tie-two-odd-chips.json"
DROP_CACHES = Path("/proc/sys/vm/drop_caches")
TIMEOUT = 60


def drop_file_cache() -> None:
    os.sync()
    DROP_CACHES.write_text("3\n", encoding="ascii")


def first_paint_ms(command: list[str], cold: bool) -> float:
    with tempfile.TemporaryDirectory(prefix="startup-") as folder:
        out = Path(folder) / "painted"
        env = {
            **os.environ,
            PROBE_VARIABLE: str(out),
            # A settings folder of its own: no remembered window size or state.
            "XDG_CONFIG_HOME": folder,
        }
        if cold:
            drop_file_cache()
        started = time.time_ns()
        subprocess.run(command, env=env, timeout=TIMEOUT, check=True, capture_output=True)
        return (int(out.read_text(encoding="utf-8")) - started) / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--cold", action="store_true", help="empty the file cache each run")
    options = parser.parse_args(argv)
    app = DIST / "dealer-app"
    example = next(app.rglob(f"dealer_app/resources/examples/{EXAMPLE}"))
    programs = {
        "dealer-app (table with an example)": [str(app / "dealer-app"), str(example)],
        "bare PySide6 window": [str(DIST / "bare-window" / "bare-window")],
    }
    kind = "cold (file cache emptied before each run)" if options.cold else "warm"
    print(f"start to first painted window, {options.runs} runs each, {kind}:")
    for name, command in programs.items():
        times = [first_paint_ms(command, options.cold) for _ in range(options.runs)]
        print(
            f"  {name:<36} median {statistics.median(times):6.0f} ms"
            f"   fastest {min(times):6.0f} ms   first {times[0]:6.0f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
