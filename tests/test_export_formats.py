"""Map exports parsed back: GeoJSON against RFC 7946, KML against OGC KML 2.2's element names,
KMZ and the TAK data package as zips; the CLI verb and the logged-in web route."""
import io
import json
import zipfile
from types import SimpleNamespace
from xml.etree import ElementTree as ET

import pytest

from appliance.config import load_config
from appliance.mapexport import ExportFormatError, render
from appliance.mapfeatures import map_features
from appliance.store.db import Database
from conftest import appliance_cmd
from geojson_rules import check_feature_collection, signed_area
from map_fixture import NOW, fill

KML = "{http://www.opengis.net/kml/2.2}"
# Element names of the OGC KML 2.2 schema (ogckml22.xsd) that a map of points and polygons can use.
KML22_ELEMENTS = {
    "kml", "Document", "Folder", "Placemark", "name", "description", "visibility", "open", "Snippet", "TimeStamp",
    "TimeSpan", "when", "begin", "end", "styleUrl", "Style", "StyleMap", "Pair", "key", "IconStyle", "LabelStyle",
    "LineStyle", "PolyStyle", "BalloonStyle", "color", "colorMode", "scale", "heading", "Icon", "href", "width",
    "fill", "outline", "ExtendedData", "Data", "displayName", "value", "Point", "LineString", "LinearRing", "Polygon",
    "MultiGeometry", "extrude", "tessellate", "altitudeMode", "coordinates", "outerBoundaryIs", "innerBoundaryIs"}


@pytest.fixture
def fc(tmp_path):
    db = Database(tmp_path / "map.db")
    fill(db, tmp_path)
    out = map_features(db, now=NOW)
    db.close()
    return out


def kml_placemarks(data: bytes) -> list[ET.Element]:
    root = ET.fromstring(data)
    assert root.tag == f"{KML}kml"
    for el in root.iter():
        assert el.tag.startswith(KML), f"element outside the KML 2.2 namespace: {el.tag}"
        assert el.tag[len(KML):] in KML22_ELEMENTS, f"not a KML 2.2 element: {el.tag}"
    return list(root.iter(f"{KML}Placemark"))


def test_geojson_export_is_the_map_features(fc):
    data, media, name = render(fc, "geojson")
    back = json.loads(data)
    check_feature_collection(back)
    assert media == "application/geo+json" and name.endswith(".geojson") and back == json.loads(json.dumps(fc))


def test_kml_is_kml22_with_lon_lat_closed_ccw_rings_and_nwcg_attributes(fc):
    placemarks = kml_placemarks(render(fc, "kml")[0])
    assert len(placemarks) == len(fc["features"])
    rings = 0
    for pm, feature in zip(placemarks, sorted(fc["features"], key=lambda f: f["properties"]["kind"])):
        data = {d.get("name"): d.find(f"{KML}value").text for d in pm.iter(f"{KML}Data")}
        poly = pm.find(f"{KML}Polygon")
        if poly is None:
            lon, lat = (float(v) for v in pm.find(f"{KML}Point/{KML}coordinates").text.split(","))
            assert -180 <= lon <= 180 and -90 <= lat <= 90
            continue
        rings += 1
        assert data["FeatureCategory"] == "Fire Spread Prediction" and data["MapMethod"] == "Model Projection"
        assert data["IssueDateTime"] and data["ValidDateTime"] and pm.find(f"{KML}TimeStamp/{KML}when").text
        text = poly.find(f"{KML}outerBoundaryIs/{KML}LinearRing/{KML}coordinates").text
        ring = [[float(v) for v in pt.split(",")] for pt in text.split()]
        assert ring[0] == ring[-1] and len(ring) >= 4 and signed_area(ring) > 0
        assert all(3 < p[0] < 7 and 35 < p[1] < 38.5 for p in ring)   # lon, lat (not lat, lon) near Bejaia
    assert rings == 14


def test_kmz_and_tak_data_package_carry_the_kml(fc):
    kmz = zipfile.ZipFile(io.BytesIO(render(fc, "kmz")[0]))
    assert kmz.namelist()[0] == "doc.kml" and kml_placemarks(kmz.read("doc.kml"))
    data, media, name = render(fc, "takpkg")
    pkg = zipfile.ZipFile(io.BytesIO(data))
    manifest = ET.fromstring(pkg.read("MANIFEST/manifest.xml"))
    assert manifest.tag == "MissionPackageManifest" and manifest.get("version") == "2"
    params = {p.get("name"): p.get("value") for p in manifest.find("Configuration")}
    assert params["uid"] and params["name"] == name
    (content,) = manifest.find("Contents")
    assert {p.get("name"): p.get("value") for p in content}["contentType"] == "KML"
    assert len(kml_placemarks(pkg.read(content.get("zipEntry")))) == len(fc["features"])


def test_unknown_format_is_one_clear_line(fc):
    with pytest.raises(ExportFormatError, match="choose one of geojson, kml, kmz, takpkg"):
        render(fc, "shp" * 100)


def test_cli_writes_each_format_and_refuses_bad_arguments(tmp_path):
    data_dir = tmp_path / "data"
    config = load_config(None, {"store.data_dir": str(data_dir)})
    db = Database(config.db_path)
    fill(db, tmp_path)
    db.close()
    env = {"APPLIANCE_CONFIG": ""}
    for fmt in ("geojson", "kml", "kmz", "takpkg"):
        out = tmp_path / f"map.{fmt}"
        r = appliance_cmd("export-map", "--format", fmt, "--out", str(out), "--set", f"store.data_dir={data_dir}",
                          "--json", env=env)
        assert r.returncode == 0, r.stderr
        summary = json.loads(r.stdout.strip().splitlines()[-1])
        assert summary["bytes"] == out.stat().st_size > 0 and summary["counts"]["ring"] == 12
    check_feature_collection(json.loads((tmp_path / "map.geojson").read_text()))
    bad = appliance_cmd("export-map", "--format", "shp", "--out", str(tmp_path / "x"), env=env)
    assert bad.returncode != 0 and "shp" in bad.stderr and "Traceback" not in bad.stderr
    to_dir = appliance_cmd("export-map", "--format", "kml", "--out", str(tmp_path),
                           "--set", f"store.data_dir={data_dir}", env=env)
    assert to_dir.returncode != 0 and "Traceback" not in to_dir.stderr
    missing = appliance_cmd("export-map", "--format", "kml", "--out", str(tmp_path / "x.kml"),
                            "--set", f"store.data_dir={tmp_path / 'nothing'}", env=env)
    assert missing.returncode == 1 and "no database" in missing.stderr


def test_web_export_needs_the_login_and_returns_each_format(tmp_path):
    from appliance.web.app import create_app

    config = load_config(None, {"store.data_dir": str(tmp_path / "data"), "web.passphrase": "correct horse battery"})
    db = Database(config.db_path)
    fill(db, tmp_path)
    client = create_app(SimpleNamespace(config=config, db=db, model=None, model_problem="none")).test_client()
    assert client.get("/api/export/geojson").status_code == 401
    token = client.get("/api/whoami").json["csrf"]
    assert client.post("/login", data={"passphrase": "correct horse battery", "csrf_token": token}).status_code in (200, 302, 303)
    r = client.get("/api/export/geojson")
    assert r.status_code == 200 and r.mimetype == "application/geo+json"
    check_feature_collection(json.loads(r.data))
    assert "attachment" in r.headers["Content-Disposition"]
    assert kml_placemarks(client.get("/api/export/kml").data)
    assert zipfile.ZipFile(io.BytesIO(client.get("/api/export/takpkg").data)).read("MANIFEST/manifest.xml")
    assert client.get("/api/export/shp").status_code == 404
    assert client.get("/api/export/kml?site=../../etc").status_code == 400
    assert client.get("/api/export/kml?site=" + "a" * 5000).status_code == 400
    db.close()
