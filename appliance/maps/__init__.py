"""The operator's regional map tiles: MBTiles or PMTiles files checked on `appliance maps add` and
served to the page as XYZ tiles (raster only: PNG, JPEG or WebP; the page draws no vector tiles)."""
from appliance.maps.archive import MapFileError, TileArchive
from appliance.maps.opener import open_archive
from appliance.maps.library import add_map, list_maps, map_dir, open_map, remove_map

__all__ = ["MapFileError", "TileArchive", "open_archive", "add_map", "list_maps", "map_dir", "open_map", "remove_map"]
