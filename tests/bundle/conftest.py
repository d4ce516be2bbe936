"""The bundle's build tools live in packaging/, outside the package: import them from there."""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGING_DIR = Path(__file__).resolve().parents[2] / "packaging"
sys.path.insert(0, str(PACKAGING_DIR))
