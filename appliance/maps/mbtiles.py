"""MBTiles (a SQLite file of tiles, rows counted from the bottom: TMS) read-only, with bounds on time.

The file is opened read-only and immutable with untrusted schema objects disabled, and every query
runs under a progress handler, so a hostile view (a recursive CTE named `tiles`) cannot hang a request.
"""
import sqlite3
import threading
import time
from pathlib import Path

from appliance.maps.archive import (MAX_TILE_BYTES, MapFileError, TileArchive, check_bounds, check_tile, check_zoom,
                                    normalise_format)

QUERY_LIMIT_S = 2.0
SNIFF = {b"\x89PNG": "png", b"\xff\xd8\xff": "jpg", b"RIFF": "webp"}


class MBTiles(TileArchive):
    def __init__(self, path: Path, conn: sqlite3.Connection, **kw):
        super().__init__(path=path, kind="mbtiles", **kw)
        self._conn, self._lock = conn, threading.Lock()

    def query(self, sql: str, args=(), limit_s: float = QUERY_LIMIT_S) -> list:
        deadline = time.monotonic() + limit_s
        with self._lock:
            self._conn.set_progress_handler(lambda: time.monotonic() > deadline, 10_000)
            try:
                return self._conn.execute(sql, args).fetchall()
            except sqlite3.OperationalError as exc:
                if "interrupted" in str(exc):
                    raise MapFileError(f"the map file took over {limit_s:g} s to answer one query") from None
                raise MapFileError(f"the map file cannot be read: {exc}") from None
            except sqlite3.DatabaseError as exc:
                raise MapFileError(f"the map file is damaged: {exc}") from None
            finally:
                self._conn.set_progress_handler(None, 0)

    def tile(self, z: int, x: int, y: int) -> bytes | None:
        if not (self.minzoom <= z <= self.maxzoom and 0 <= x < 2 ** z and 0 <= y < 2 ** z):
            return None
        rows = self.query("SELECT length(tile_data), tile_data FROM tiles WHERE zoom_level = ? AND tile_column = ?"
                          " AND tile_row = ? LIMIT 1", (z, x, 2 ** z - 1 - y))
        if not rows or rows[0][0] is None or rows[0][0] > MAX_TILE_BYTES:
            return None
        return bytes(rows[0][1])

    def close(self) -> None:
        with self._lock:
            self._conn.close()


def _connect(path: Path) -> sqlite3.Connection:
    uri = f"{Path(path).resolve().as_uri()}?mode=ro&immutable=1"
    try:
        conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
        conn.execute("PRAGMA trusted_schema = OFF")
        conn.execute("PRAGMA query_only = ON")
    except sqlite3.DatabaseError as exc:
        raise MapFileError(f"the MBTiles file cannot be opened: {exc}") from None
    return conn


def open_mbtiles(path: Path, full_check: bool = False) -> MBTiles:
    """Open an MBTiles file and check its metadata and one tile; `full_check` also runs SQLite's quick_check."""
    conn = _connect(path)
    probe = MBTiles(path, conn, format="png", minzoom=0, maxzoom=0, bounds=[-180, -85, 180, 85])
    try:
        if full_check:
            bad = [r[0] for r in probe.query("PRAGMA quick_check", limit_s=600) if r[0] != "ok"]
            if bad:
                raise MapFileError(f"the MBTiles file is damaged: {bad[0]}")
        names = {r[0] for r in probe.query("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}
        if "tiles" not in names:
            raise MapFileError("it is a SQLite file but not MBTiles: it has no tiles table")
        meta = {}
        if "metadata" in names:
            meta = {str(k): str(v) for k, v in probe.query("SELECT name, value FROM metadata LIMIT 1000")}
        first = probe.query("SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles LIMIT 1")
        if not first:
            raise MapFileError("the MBTiles file holds no tiles")
        z, x, row, data = first[0]
        data = bytes(data or b"")
        fmt = meta.get("format") or next((f for magic, f in SNIFF.items() if data.startswith(magic)), "unknown")
        probe.format = normalise_format(fmt)
        if "minzoom" in meta and "maxzoom" in meta:
            lo, hi = meta["minzoom"], meta["maxzoom"]
        else:
            lo, hi = probe.query("SELECT MIN(zoom_level), MAX(zoom_level) FROM tiles", limit_s=30)[0]
        probe.minzoom, probe.maxzoom = check_zoom(lo, hi)
        probe.bounds = check_bounds(meta["bounds"].split(",")) if meta.get("bounds") else [-180.0, -85.0, 180.0, 85.0]
        probe.name, probe.attribution = meta.get("name", "")[:200], meta.get("attribution", "")[:500]
        try:
            z, x, row = int(z), int(x), int(row)
        except (TypeError, ValueError):
            raise MapFileError("the first tile's zoom/column/row are not whole numbers") from None
        if not (0 <= z <= 30 and 0 <= row < 2 ** z):
            raise MapFileError(f"the first tile's row {row} is outside zoom {z}")
        check_tile(probe, probe.tile(z, x, 2 ** z - 1 - row) if probe.minzoom <= z <= probe.maxzoom else data,
                   f"zoom {z} column {x} row {row}")
    except Exception:
        conn.close()
        raise
    return probe
