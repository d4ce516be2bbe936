"""Benchmarks: ``python -m dealer_app.bench [NAME] [options]``.

Without a name (or with options only) it runs ``bulk``: the batch evaluator, the census
of every seven-card hand and exact equity, against the peers, in one run.

Speed and memory targets are measured here, on demand, never by a timed test.
Each benchmark is a module of this package with a ``main(argv) -> int``.
"""

from __future__ import annotations

import importlib
import sys

DEFAULT = "bulk"

BENCHMARKS = {
    "bulk": (
        "dealer_app.bench.bulk_speed",
        "batch evaluation, every seven-card hand, exact equity: ours against peers",
    ),
    "eval": ("dealer_app.bench.eval_speed", "seven-card evaluations per second, against peers"),
    "resolve": (
        "dealer_app.bench.resolve_speed",
        "showdowns per second through dealer-app resolve",
    ),
    "gui": ("dealer_app.bench.gui_latency", "card pick to repainted table, 10 seats"),
    "start": (
        "dealer_app.bench.start_time",
        "cold start to the first painted table, against a bare PySide6 window",
    ),
}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or (args[0].startswith("-") and args[0] not in ("-h", "--help")):
        args.insert(0, DEFAULT)
    if args[0] not in BENCHMARKS:
        asked = args[0] in ("-h", "--help")
        out = sys.stdout if asked else sys.stderr
        if not asked:
            print(f"python -m dealer_app.bench: no benchmark {args[0]!r}", file=out)
        print(
            "usage: python -m dealer_app.bench [{" + ",".join(BENCHMARKS) + "}] [options]", file=out
        )
        print("\nWithout a name it runs bulk. 'NAME --help' tells a benchmark's options.", file=out)
        for name, (_, summary) in BENCHMARKS.items():
            print(f"  {name:8} {summary}", file=out)
        return 0 if asked else 2
    module = importlib.import_module(BENCHMARKS[args[0]][0])
    return int(module.main(args[1:]))


if __name__ == "__main__":
    sys.exit(main())
