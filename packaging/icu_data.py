"""Shrink the ICU data library Qt's Linux wheels ship (32 MB) to what Qt reads from it.

QtCore links to ICU, and ICU's data library (``libicudata.so.NN``) holds one table,
``icudtNN_dat``: a package of some 3,900 items, the locale data of every language CLDR
knows, word-break dictionaries, transliterators, currency and unit names, and 190 legacy
character set converters. Qt uses ICU for collation (``QCollator``), case mapping and
character set names; its locale data, text boundaries and time zones are its own. So the
bundle keeps:

- the core tables (``*.icu``, ``*.nrm``, ``*.spp``, ``*.cfu``) and the converter aliases;
- the root and English locale data, with the supplemental tables (plural rules, likely
  subtags, time zone ids, ...), which every locale falls back on;
- every collation (``coll/``): sorting names stays right in Swedish, Danish or Spanish.

and leaves out the rest: other locales' display names (currencies, languages, regions,
units, zones), break iterator dictionaries, transliterators, number spell-out rules and
the legacy converters (UTF-8, UTF-16 and Latin-1 are built into ICU and Qt).

The package format ("CmnD"): a 144-byte header; a table of contents, the item count then
(name offset, data offset) pairs relative to the table's start, sorted by name; the
names; the items, each on a 16-byte boundary. The trimmed package is put back into a
library of the same name with one symbol, made with the C compiler's assembler.

    python3 packaging/icu_data.py dist/dealer-app/_internal/PySide6/Qt/lib/libicudata.so.73
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

__all__ = ["item_kept", "items", "shrink_library", "trim_package"]

FORMAT = b"CmnD"
ALIGNMENT = 16
_LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*\.res$")
_KEPT_LOCALES = re.compile(r"^(root|en|en_[A-Za-z0-9_]+|res_index)\.res$")
_DROPPED_FOLDERS = frozenset(
    {"brkitr", "curr", "lang", "rbnf", "region", "translit", "unit", "zone"}
)


def item_kept(name: str) -> bool:
    """Whether the bundle keeps an item of the ICU package (name without the package).

    >>> [item_kept(name) for name in ("coll/sv.res", "uts46.nrm", "root.res", "en_GB.res")]
    [True, True, True, True]
    >>> [item_kept(name) for name in ("de.res", "zone/de.res", "brkitr/cjdict.dict")]
    [False, False, False]
    >>> [item_kept(name) for name in ("gb18030.cnv", "cnvalias.icu", "supplementalData.res")]
    [False, True, True]
    """
    folder, _, file = name.rpartition("/")
    if folder:
        return folder not in _DROPPED_FOLDERS
    if file.endswith(".cnv"):
        return False
    return not _LOCALE.match(file) or bool(_KEPT_LOCALES.match(file))


def _header_size(package: bytes) -> int:
    """The header's size, after checking it heads a little-endian common data package."""
    if package[2:4] != b"\xda\x27" or package[12:16] != FORMAT or package[8] != 0:
        raise ValueError("not a little-endian ICU common data package")
    (size,) = struct.unpack_from("<H", package, 0)
    return int(size)


def items(package: bytes) -> Iterator[tuple[str, bytes]]:
    """The (name, data) items of an ICU common data package, in their stored order."""
    start = _header_size(package)
    (count,) = struct.unpack_from("<I", package, start)
    entries = [struct.unpack_from("<II", package, start + 4 + 8 * i) for i in range(count)]
    for index, (name_at, data_at) in enumerate(entries):
        end = entries[index + 1][1] if index + 1 < count else len(package) - start
        name_start = start + name_at
        name = package[name_start : package.index(b"\0", name_start)].decode("ascii")
        yield name, package[start + data_at : start + end]


def trim_package(package: bytes, keep: Callable[[str], bool] = item_kept) -> bytes:
    """The package with only the items ``keep`` accepts, in the same order.

    >>> def package(named):
    ...     header = struct.pack("<H", 144) + b"\\xda\\x27" + bytes(8) + FORMAT
    ...     return _write(header + bytes(144 - len(header)), named)
    >>> whole = package([("pkg/a.res", b"A" * 20), ("pkg/b.cnv", b"B" * 3)])
    >>> [(name, len(data)) for name, data in items(whole)]
    [('pkg/a.res', 32), ('pkg/b.cnv', 16)]
    >>> [name for name, _ in items(trim_package(whole))]
    ['pkg/a.res']
    """
    start = _header_size(package)
    kept = [(name, data) for name, data in items(package) if keep(name.split("/", 1)[-1])]
    return _write(package[:start], kept)


def _write(header: bytes, named: list[tuple[str, bytes]]) -> bytes:
    table_size = 4 + 8 * len(named)
    names = b""
    name_offsets = []
    for name, _ in named:
        name_offsets.append(table_size + len(names))
        names += name.encode("ascii") + b"\0"
    data_start = table_size + len(names)
    data_start += -data_start % ALIGNMENT
    blob = b""
    entries = b""
    for (_, data), name_at in zip(named, name_offsets, strict=True):
        entries += struct.pack("<II", name_at, data_start + len(blob))
        blob += data + bytes(-len(data) % ALIGNMENT)
    table = struct.pack("<I", len(named)) + entries + names
    return header + table + bytes(data_start - len(table)) + blob


def _symbol(library: Path) -> tuple[str, int, int]:
    """The data symbol's name, file offset and size, as ``nm`` reads them."""
    listing = subprocess.run(
        ["nm", "-D", "--defined-only", "--print-size", str(library)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 4 and re.fullmatch(r"icudt\d+_dat", fields[3]):
            return fields[3], int(fields[0], 16), int(fields[1], 16)
    raise ValueError(f"{library.name} holds no icudtNN_dat table")


def shrink_library(library: Path, compiler: str = "cc") -> tuple[int, int]:
    """Replace the ICU data library by one holding the trimmed package.

    Returns the sizes before and after. Raises OSError or ValueError (the library is
    then left as it was) when the tools are missing or the library is not as expected.
    """
    if shutil.which(compiler) is None or shutil.which("nm") is None:
        raise OSError(f"shrinking ICU's data needs {compiler} and nm")
    symbol, offset, size = _symbol(library)
    original = library.read_bytes()
    # In these libraries the table's address is its offset in the file; make sure.
    package = original[offset : offset + size]
    _header_size(package)
    trimmed = trim_package(package)
    with tempfile.TemporaryDirectory(prefix="icu-data-") as folder:
        work = Path(folder)
        (work / "data.bin").write_bytes(trimmed)
        source = work / "data.S"
        source.write_text(
            "    .section .rodata\n"
            f"    .globl {symbol}\n"
            f"    .type {symbol}, @object\n"
            f"    .balign {ALIGNMENT}\n"
            f"{symbol}:\n"
            f'    .incbin "{work / "data.bin"}"\n'
            f"    .size {symbol}, . - {symbol}\n"
            '    .section .note.GNU-stack,"",@progbits\n',
            encoding="ascii",
        )
        built = work / library.name
        subprocess.run(
            [compiler, "-shared", "-nostdlib", f"-Wl,-soname,{library.name}", "-o", built, source],
            check=True,
        )
        shutil.copyfile(built, library)
    return len(original), library.stat().st_size


if __name__ == "__main__":
    before, after = shrink_library(Path(sys.argv[1]))
    print(f"{sys.argv[1]}: {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB")
