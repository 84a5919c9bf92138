"""Tile archives for the map tests, written here from the formats' specs (not with the box's reader):
an MBTiles SQLite file (TMS rows) and a PMTiles v3 file, each tile a real PNG tagged with its XYZ."""
import gzip
import sqlite3
import struct
import zlib
from pathlib import Path


def png(rgb=(200, 30, 30), size=4) -> bytes:
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(rgb) * size for _ in range(size))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def tagged_tile(z, x, y) -> bytes:
    """A PNG followed by its XYZ address (viewers ignore bytes after IEND): tests can tell tiles apart."""
    return png() + f"z{z}x{x}y{y}".encode()


def tiles(maxzoom=2):
    return [(z, x, y) for z in range(maxzoom + 1) for x in range(2 ** z) for y in range(2 ** z)]


def write_mbtiles(path: Path, fmt="png", maxzoom=2, bounds="-10,30,15,45", tile=tagged_tile) -> Path:
    conn = sqlite3.connect(path)
    conn.executescript("CREATE TABLE metadata (name TEXT, value TEXT);"
                       "CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);")
    conn.executemany("INSERT INTO metadata VALUES (?, ?)", [("name", "test region"), ("format", fmt), ("minzoom", "0"),
                                                             ("maxzoom", str(maxzoom)), ("bounds", bounds)])
    conn.executemany("INSERT INTO tiles VALUES (?, ?, ?, ?)",
                     [(z, x, 2 ** z - 1 - y, tile(z, x, y)) for z, x, y in tiles(maxzoom)])
    conn.commit()
    conn.close()
    return path


def varint(n: int) -> bytes:
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return bytes(out)


def hilbert_id(z, x, y) -> int:
    """Tile id from the PMTiles v3 spec: ids of all lower zooms, then the Hilbert index (Wikipedia's xy2d)."""
    n = 2 ** z
    d, s = 0, n // 2
    while s > 0:
        rx = 1 if x & s else 0
        ry = 1 if y & s else 0
        d += s * s * ((3 * rx) ^ ry)
        if ry == 0:
            if rx == 1:
                x, y = s - 1 - x, s - 1 - y
            x, y = y, x
        s //= 2
    return sum(4 ** t for t in range(z)) + d


def directory(entries) -> bytes:
    """entries: [(tile_id, offset, length, run_length)] sorted by id, gzip-compressed as the spec lays out."""
    out, last = bytearray(varint(len(entries))), 0
    for tid, *_ in entries:
        out += varint(tid - last)
        last = tid
    for *_, run in entries:
        out += varint(run)
    for _, _, length, _ in entries:
        out += varint(length)
    for _, offset, _, _ in entries:
        out += varint(offset + 1)
    return gzip.compress(bytes(out))


def write_pmtiles(path: Path, tile_type=2, maxzoom=2, bounds=(-10.0, 30.0, 15.0, 45.0), leaf=False,
                  root_override: bytes | None = None, leaves_override: bytes | None = None, tile=tagged_tile) -> Path:
    data, entries = bytearray(), []
    for z, x, y in sorted(tiles(maxzoom), key=lambda t: hilbert_id(*t)):
        blob = tile(z, x, y)
        entries.append((hilbert_id(z, x, y), len(data), len(blob), 1))
        data += blob
    leaves = b""
    if leaf:   # the root points at one leaf directory holding every entry
        leaves = directory(entries)
        root = directory([(entries[0][0], 0, len(leaves), 0)])
    else:
        root = directory(entries)
    root = root_override if root_override is not None else root
    leaves = leaves_override if leaves_override is not None else leaves
    root_off = 127
    meta_off = root_off + len(root)
    leaf_off = meta_off
    data_off = leaf_off + len(leaves)
    w, s, e, n = (round(v * 1e7) for v in bounds)
    header = struct.pack("<7sB QQ QQ QQ QQ QQQ BBBB BB iiii B ii", b"PMTiles", 3, root_off, len(root), meta_off, 0,
                         leaf_off, len(leaves), data_off, len(data), len(entries), len(entries), len(entries),
                         1, 2, 1, tile_type, 0, maxzoom, w, s, e, n, 0, 0, 0)
    path.write_bytes(header + root + leaves + bytes(data))
    return path
