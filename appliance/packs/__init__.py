"""Regional data packs: a folder with manifest.json (name, kind, licence, region, date) and data.

Kinds: `incidents` (fire points or grid cells with month/year and size), `fwi_grid` (Fire Weather
Index by place, scenario, period and season) and `literature` (title, authors, year, abstract, DOI).
Installed packs are copied under the data directory and their rows loaded into the database.
"""
from appliance.packs.manifest import PackError, PackManifest, load_manifest

__all__ = ["PackError", "PackManifest", "load_manifest"]
