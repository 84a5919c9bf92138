"""What every tile archive offers, and the checks a file must pass before the box serves it.

A map file comes from outside (a USB stick, a download on another machine), so it is treated as
hostile: every size read from it is bounded, every tile the check reads must carry the magic bytes
of the format it claims, and one clear line says why a file is refused.
"""
from dataclasses import dataclass, field
from pathlib import Path

RASTER = {"png": "image/png", "jpg": "image/jpeg", "webp": "image/webp"}
MAGIC = {"png": (b"\x89PNG\r\n\x1a\n",), "jpg": (b"\xff\xd8\xff",), "webp": (b"RIFF",)}
MAX_ZOOM = 22
MAX_TILE_BYTES = 4 * 1024 * 1024


class MapFileError(ValueError):
    """A map file the box will not serve; the message says why in one line."""


@dataclass
class TileArchive:
    """A read-only tile source. `tile(z, x, y)` takes XYZ (y from the top) and returns bytes or None."""
    path: Path
    kind: str                  # "mbtiles" | "pmtiles"
    format: str                # png | jpg | webp
    minzoom: int
    maxzoom: int
    bounds: list[float]        # [west, south, east, north] in degrees
    name: str = ""
    attribution: str = ""
    extra: dict = field(default_factory=dict)

    def tile(self, z: int, x: int, y: int) -> bytes | None:
        raise NotImplementedError

    def close(self) -> None:
        pass

    @property
    def media_type(self) -> str:
        return RASTER[self.format]

    def describe(self) -> dict:
        return {"kind": self.kind, "format": self.format, "minzoom": self.minzoom, "maxzoom": self.maxzoom,
                "bounds": self.bounds, "title": self.name, "attribution": self.attribution}


def normalise_format(value: str) -> str:
    fmt = (value or "").strip().lower()
    fmt = {"jpeg": "jpg", "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp"}.get(fmt, fmt)
    if fmt in ("pbf", "mvt"):
        raise MapFileError("it holds vector tiles (pbf); the box's map shows raster tiles only (PNG, JPEG or WebP)")
    if fmt not in RASTER:
        raise MapFileError(f"unknown tile format {value!r}: the box serves PNG, JPEG or WebP tiles")
    return fmt


def check_bounds(bounds) -> list[float]:
    try:
        w, s, e, n = (float(v) for v in bounds)
    except (TypeError, ValueError):
        raise MapFileError(f"bounds {bounds!r} are not four numbers west,south,east,north") from None
    if not (-180 <= w < e <= 180 and -90 <= s < n <= 90):
        raise MapFileError(f"bounds {bounds!r} are not a box in degrees (west < east, south < north)")
    return [w, s, e, n]


def check_zoom(minzoom, maxzoom) -> tuple[int, int]:
    try:
        lo, hi = int(minzoom), int(maxzoom)
    except (TypeError, ValueError):
        raise MapFileError(f"zoom range {minzoom!r}..{maxzoom!r} is not two whole numbers") from None
    if not 0 <= lo <= hi <= MAX_ZOOM:
        raise MapFileError(f"zoom range {lo}..{hi} is outside 0..{MAX_ZOOM}")
    return lo, hi


def check_tile(archive: TileArchive, data: bytes | None, where: str) -> None:
    if data is None:
        raise MapFileError(f"no tile at {where} although the index lists one")
    if not data.startswith(MAGIC[archive.format]):
        raise MapFileError(f"the tile at {where} is not a {archive.format.upper()} image as the file claims")
