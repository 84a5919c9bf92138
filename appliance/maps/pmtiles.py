"""PMTiles v3 (one file: header, Hilbert-ordered tile directories, tile data) read with bounded work.

Written here rather than taken from the `pmtiles` package because a hostile file must not be able
to make the box inflate a gzip bomb or follow leaf directories forever: every directory is capped in
size and entries, leaf depth is capped, and every offset is checked against the file's sections.
Spec: https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md
"""
import gzip
import struct
import threading
import zlib
from bisect import bisect_right
from pathlib import Path

from appliance.maps.archive import MAX_TILE_BYTES, MapFileError, TileArchive, check_bounds, check_tile, check_zoom

PMTILES_MAGIC = b"PMTiles\x03"
HEADER = struct.Struct("<7sB QQ QQ QQ QQ QQQ BBBB BB iiii B ii")   # 127 bytes
TILE_TYPES = {2: "png", 3: "jpg", 4: "webp"}
MAX_DIR_BYTES = 16 * 1024 * 1024      # a directory, inflated
MAX_ENTRIES = 1_000_000
MAX_DEPTH = 4                         # root + leaves; the spec's writers use at most 3 levels


def zxy_to_tileid(z: int, x: int, y: int) -> int:
    """The spec's tile id: tiles of all lower zooms, then the Hilbert index of (x, y) at zoom z."""
    acc = ((1 << (2 * z)) - 1) // 3
    n, d, s = 1 << z, 0, (1 << z) >> 1
    while s > 0:
        rx, ry = int(x & s > 0), int(y & s > 0)
        d += s * s * ((3 * rx) ^ ry)
        if ry == 0:
            if rx == 1:
                x, y = n - 1 - x, n - 1 - y
            x, y = y, x
        s >>= 1
    return acc + d


def _varints(buf: bytes):
    pos, end = 0, len(buf)
    while pos < end:
        value, shift = 0, 0
        while True:
            if pos >= end or shift > 63:
                raise MapFileError("a PMTiles directory is truncated or malformed")
            b = buf[pos]; pos += 1
            value |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                break
        yield value


def _inflate(data: bytes, compression: int) -> bytes:
    if compression == 1:
        return data
    if compression != 2:
        raise MapFileError(f"PMTiles internal compression {compression} is not supported (only none or gzip)")
    d = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        out = d.decompress(data, MAX_DIR_BYTES + 1)
    except zlib.error as exc:
        raise MapFileError(f"a PMTiles directory does not inflate: {exc}") from None
    if len(out) > MAX_DIR_BYTES:
        raise MapFileError(f"a PMTiles directory inflates past {MAX_DIR_BYTES >> 20} MB")
    if not d.eof:
        raise MapFileError("a PMTiles directory does not inflate: its gzip stream is cut short")
    return out


def parse_directory(buf: bytes) -> list[tuple[int, int, int, int]]:
    """[(tile_id, offset, length, run_length)], sorted by tile id."""
    it = _varints(buf)
    try:
        n = next(it)
        if n > MAX_ENTRIES:
            raise MapFileError(f"a PMTiles directory claims {n} entries")
        ids, last = [], 0
        for _ in range(n):
            last += next(it)
            ids.append(last)
        runs = [next(it) for _ in range(n)]
        lengths = [next(it) for _ in range(n)]
        offsets = []
        for i in range(n):
            v = next(it)
            offsets.append(offsets[-1] + lengths[i - 1] if v == 0 and i > 0 else v - 1)
    except StopIteration:
        raise MapFileError("a PMTiles directory ends early") from None
    return list(zip(ids, offsets, lengths, runs))


class PMTiles(TileArchive):
    def __init__(self, path: Path, header: tuple, **kw):
        super().__init__(path=path, kind="pmtiles", **kw)
        (_, _, self.root_off, self.root_len, _, _, self.leaf_off, self.leaf_len, self.data_off, self.data_len,
         *_rest) = header
        self.compression = header[14]
        self.size = path.stat().st_size
        self._lock = threading.Lock()
        self._dirs: dict[tuple[int, int], list] = {}

    def _read(self, offset: int, length: int) -> bytes:
        if offset < 0 or length < 0 or offset + length > self.size:
            raise MapFileError("a PMTiles offset points past the end of the file")
        with self._lock, self.path.open("rb") as f:
            f.seek(offset)
            return f.read(length)

    def _directory(self, offset: int, length: int) -> list:
        key = (offset, length)
        if key not in self._dirs:
            if length > MAX_DIR_BYTES:
                raise MapFileError("a PMTiles directory is larger than the box reads")
            entries = parse_directory(_inflate(self._read(offset, length), self.compression))
            if len(self._dirs) > 64:
                self._dirs.clear()
            self._dirs[key] = entries
        return self._dirs[key]

    def tile(self, z: int, x: int, y: int) -> bytes | None:
        if not (self.minzoom <= z <= self.maxzoom and 0 <= x < 2 ** z and 0 <= y < 2 ** z):
            return None
        tid = zxy_to_tileid(z, x, y)
        offset, length = self.root_off, self.root_len
        for depth in range(MAX_DEPTH):
            entries = self._directory(offset, length)
            i = bisect_right(entries, (tid, float("inf"))) - 1
            if i < 0:
                return None
            etid, eoff, elen, run = entries[i]
            if run == 0:   # a leaf directory covering ids from etid on
                if eoff + elen > self.leaf_len:
                    raise MapFileError("a PMTiles leaf directory points outside the leaf section")
                offset, length = self.leaf_off + eoff, elen
                continue
            if tid >= etid + run:
                return None
            if elen > MAX_TILE_BYTES or eoff + elen > self.data_len:
                raise MapFileError("a PMTiles tile points outside the tile data")
            return self._read(self.data_off + eoff, elen)
        raise MapFileError(f"PMTiles leaf directories nest deeper than {MAX_DEPTH} levels")

    def first_tile(self) -> tuple[int, int, int] | None:
        """Some tile the index lists (for the check on add): the first entry of the first directory that has one."""
        offset, length = self.root_off, self.root_len
        for _ in range(MAX_DEPTH):
            entries = self._directory(offset, length)
            if not entries:
                return None
            etid, eoff, elen, run = entries[0]
            if run:
                return tileid_to_zxy(etid)
            offset, length = self.leaf_off + eoff, elen
        raise MapFileError(f"PMTiles leaf directories nest deeper than {MAX_DEPTH} levels")


def tileid_to_zxy(tid: int) -> tuple[int, int, int]:
    z, acc = 0, 0
    while acc + (1 << (2 * z)) <= tid:
        acc += 1 << (2 * z)
        z += 1
        if z > 31:
            raise MapFileError("a PMTiles tile id is past zoom 31")
    return (z, *_hilbert_xy(z, tid - acc))


def _hilbert_xy(z: int, d: int) -> tuple[int, int]:
    n, x, y, s, t = 1 << z, 0, 0, 1, d
    while s < n:
        rx = 1 & (t // 2)
        ry = 1 & (t ^ rx)
        if ry == 0:
            if rx == 1:
                x, y = s - 1 - x, s - 1 - y
            x, y = y, x
        x += s * rx
        y += s * ry
        t //= 4
        s *= 2
    return x, y


def open_pmtiles(path: Path, full_check: bool = False) -> PMTiles:
    path = Path(path)
    with path.open("rb") as f:
        raw = f.read(HEADER.size)
    if len(raw) < HEADER.size:
        raise MapFileError("the PMTiles header is truncated")
    h = HEADER.unpack(raw)
    tile_comp, tile_type = h[15], h[16]
    if tile_type == 1:
        raise MapFileError("it holds vector tiles (MVT); the box's map shows raster tiles only (PNG, JPEG or WebP)")
    if tile_type not in TILE_TYPES:
        raise MapFileError(f"PMTiles tile type {tile_type} is not a raster format the box serves")
    if tile_comp not in (0, 1):
        raise MapFileError("its raster tiles are compressed again inside the file; the box serves them as stored only")
    size = path.stat().st_size
    for off, length, what in ((h[2], h[3], "root directory"), (h[6], h[7], "leaf directories"), (h[8], h[9], "tile data")):
        if off + length > size:
            raise MapFileError(f"the PMTiles {what} runs past the end of the file (truncated?)")
    lo, hi = check_zoom(h[17], h[18])
    bounds = check_bounds([h[19] / 1e7, h[20] / 1e7, h[21] / 1e7, h[22] / 1e7])
    archive = PMTiles(path, h, format=TILE_TYPES[tile_type], minzoom=lo, maxzoom=hi, bounds=bounds)
    first = archive.first_tile()
    if first is None:
        raise MapFileError("the PMTiles file holds no tiles")
    check_tile(archive, archive.tile(*first), "zoom {} x {} y {}".format(*first))
    return archive
