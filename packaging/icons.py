"""Make the application's icon files from ``resources/icons/dealer-app.svg``.

Run with the bundle's Python (it needs PySide6): ``python packaging/icons.py OUT_DIR``.
Writes ``dealer-app.png`` (256 px, for the Linux desktop entry), ``dealer-app.svg``,
``dealer-app.ico`` (Windows: PNG images of 16 to 256 px) and ``dealer-app.icns``
(macOS: PNG images of 128 to 1024 px). Both containers hold PNG images as they are,
so no imaging library is needed.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "dealer-app.svg"
NAME = "dealer-app"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's icon types that hold a PNG image of the given size.
ICNS_TYPES = {128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def ico_file(pngs: Iterable[tuple[int, bytes]]) -> bytes:
    """A Windows icon file holding the PNG images (size, data) as they are.

    >>> data = ico_file([(16, b"png16"), (256, b"png256")])
    >>> data[:6] == bytes([0, 0, 1, 0, 2, 0])
    True
    >>> data[6], data[22]  # widths: 256 is written as 0
    (16, 0)
    """
    images = list(pngs)
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images:
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_file(pngs: Iterable[tuple[int, bytes]]) -> bytes:
    """A macOS icon file holding the PNG images (size, data) as they are.

    >>> data = icns_file([(128, b"x" * 10)])
    >>> data[:4], int.from_bytes(data[4:8], "big"), data[8:12]
    (b'icns', 26, b'ic07')
    """
    body = b""
    for size, data in pngs:
        body += ICNS_TYPES[size] + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def render_png(size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE))
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def main(out: Path) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])
    out.mkdir(parents=True, exist_ok=True)
    pngs = {size: render_png(size) for size in {*ICO_SIZES, *ICNS_TYPES}}
    (out / f"{NAME}.png").write_bytes(pngs[256])
    shutil.copyfile(SOURCE, out / f"{NAME}.svg")
    (out / f"{NAME}.ico").write_bytes(ico_file((size, pngs[size]) for size in ICO_SIZES))
    (out / f"{NAME}.icns").write_bytes(icns_file((size, pngs[size]) for size in ICNS_TYPES))
    del app


if __name__ == "__main__":
    main(Path(sys.argv[1]))
