"""Map exports crews open in their own tools, all drawn from appliance.mapfeatures.map_features:

    render(fc, fmt) -> (bytes, media_type, file_name)   fmt: geojson | kml | kmz | takpkg

geojson  RFC 7946 FeatureCollection (application/geo+json)
kml      OGC KML 2.2, one Folder per layer, attributes as ExtendedData (NWCG-style names)
kmz      that KML zipped as doc.kml (what WFDSS and CalTopo take)
takpkg   a TAK data package: zip with MANIFEST/manifest.xml carrying the KML (ATAK / iTAK / WinTAK import it)
"""
import json

from appliance.mapexport.kml import to_kml, to_kmz
from appliance.mapexport.takpkg import to_data_package

FORMATS = ("geojson", "kml", "kmz", "takpkg")
MEDIA = {"geojson": "application/geo+json", "kml": "application/vnd.google-earth.kml+xml",
         "kmz": "application/vnd.google-earth.kmz", "takpkg": "application/zip"}
SUFFIX = {"geojson": "geojson", "kml": "kml", "kmz": "kmz", "takpkg": "zip"}


class ExportFormatError(ValueError):
    pass


def render(fc: dict, fmt: str) -> tuple[bytes, str, str]:
    fmt = str(fmt).strip().lower()
    if fmt not in FORMATS:
        raise ExportFormatError(f"unknown map format {fmt[:40]!r}; choose one of {', '.join(FORMATS)}")
    stamp = (fc.get("properties", {}).get("generated") or "now").replace(":", "").replace("-", "")
    name = f"wildfire-map-{stamp}.{SUFFIX[fmt]}"
    if fmt == "geojson":
        data = json.dumps(fc, separators=(",", ":"), allow_nan=False).encode()
    elif fmt == "kml":
        data = to_kml(fc)
    elif fmt == "kmz":
        data = to_kmz(fc)
    else:
        data = to_data_package(fc, name)
    return data, MEDIA[fmt], name
