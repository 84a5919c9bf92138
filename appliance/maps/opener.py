"""Which reader a map file needs, told by its first bytes (never by its name)."""
from pathlib import Path

from appliance.maps.archive import MapFileError, TileArchive
from appliance.maps.mbtiles import open_mbtiles
from appliance.maps.pmtiles import PMTILES_MAGIC, open_pmtiles


def open_archive(path: Path) -> TileArchive:
    """Open and check a map file by its content (not its name); raises MapFileError."""
    path = Path(path)
    if not path.is_file():
        raise MapFileError(f"{path} is not a file")
    with path.open("rb") as f:
        head = f.read(16)
    if head.startswith(PMTILES_MAGIC):
        return open_pmtiles(path)
    if head.startswith(b"SQLite format 3\x00"):
        return open_mbtiles(path)
    raise MapFileError("it is neither an MBTiles (SQLite) nor a PMTiles file")
