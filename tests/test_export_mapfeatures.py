"""The one map-feature function: stations, detections and projected fronts as RFC 7946 GeoJSON with
NWCG-style attributes; a projection never passes for an observed perimeter."""
import json

import pytest

from appliance.fireweather.danger import station_danger
from appliance.mapfeatures import PROJECTION_NOTE, map_features, projection_features
from appliance.store.db import Database
from geojson_rules import check_feature_collection, signed_area
from map_fixture import FIRE, NOW, STATIONS, fill


@pytest.fixture
def db(tmp_path):
    d = Database(tmp_path / "map.db")
    yield d
    d.close()


def test_features_follow_rfc_7946_and_carry_every_layer(db, tmp_path):
    fill(db, tmp_path)
    fc = map_features(db, now=NOW)
    check_feature_collection(fc)
    json.dumps(fc, allow_nan=False)
    assert fc["properties"]["counts"] == {"station": 2, "detection": 1, "origin": 1, "front": 2, "ring": 12}
    by_kind = {}
    for f in fc["features"]:
        by_kind.setdefault(f["properties"]["kind"], []).append(f)
    for st in by_kind["station"]:
        lat, lon = STATIONS[st["properties"]["StationID"]]
        assert st["geometry"]["coordinates"] == [lon, lat]          # lon first: Sidi-Bel-Abbes is west
        p = st["properties"]
        assert p["FeatureCategory"] == "Weather Station" and p["WindSpeed_kmh"] == 25 and p["WindDirection_deg"] == 270
        danger = station_danger(db, p["StationID"])     # the one danger function the answers use too
        assert (p["DangerClass"], p["FWI"], p["DangerProvenance"]) == (danger["danger_class"], danger["fwi"],
                                                                       danger["provenance"])
        assert p["DataAge_s"] == 900
    det = by_kind["detection"][0]
    assert det["geometry"]["coordinates"] == [FIRE[1], FIRE[0]]
    assert det["properties"]["Confidence"] == "colour heuristic" and det["properties"]["AlertID"] == "demo-fire-1"
    assert det["properties"]["ThumbnailURL"] == "/api/frames/7/thumb"


def test_projection_is_its_own_category_with_issue_and_valid_times(db, tmp_path):
    fill(db, tmp_path)
    fc = map_features(db, now=NOW)
    fronts = [f for f in fc["features"] if f["properties"]["kind"] in ("front", "ring", "origin")]
    for f in fronts:
        p = f["properties"]
        assert p["FeatureCategory"].startswith("Fire Spread Prediction")
        assert "Perimeter" not in p["FeatureCategory"]
        assert p["MapMethod"] == "Model Projection" and p["Comments"] == PROJECTION_NOTE
        assert p["IssueDateTime"] == "2026-05-28T20:26:40Z" and p["IncidentID"] == "demo-fire-1"
        assert p["ValidDateTime"]
    rings = [f["properties"] for f in fronts if f["properties"]["kind"] == "ring"]
    assert sorted({r["HorizonMinutes"] for r in rings}) == [30, 60, 120, 180]
    assert {r["SpreadBand"] for r in rings} == {"low", "likely", "high"}
    assert all(r["IntensityClass"] in range(1, 7) and r["FireType"] and r["HeadFireIntensity_kWm"] > 0 for r in rings)
    area = {(r["HorizonMinutes"], r["SpreadBand"]): r["AreaHa"] for r in rings}
    for m in (30, 60, 120, 180):          # bands nest, and each band grows ring by ring
        assert area[(m, "low")] < area[(m, "likely")] < area[(m, "high")]
    for band in ("low", "likely", "high"):
        assert [area[(m, band)] for m in (30, 60, 120, 180)] == sorted(area[(m, band)] for m in (30, 60, 120, 180))


def test_a_clockwise_or_open_ring_from_an_old_projection_is_normalised():
    ring = [[0, 0], [0, 1], [1, 1], [1, 0]]          # clockwise and not closed
    old = {"type": "FeatureCollection", "properties": {"asked_ts": NOW, "rate": {}},
           "features": [{"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [ring]},
                         "properties": {"kind": "front_p50", "act_ts": NOW + 600}}]}
    (f,) = projection_features(old)
    coords = f["geometry"]["coordinates"][0]
    assert coords[0] == coords[-1] and signed_area(coords) > 0 and f["properties"]["HorizonMinutes"] == 10


def test_a_newer_projection_of_the_same_incident_replaces_the_older(db, tmp_path):
    first = fill(db, tmp_path)
    from appliance.spread import save_projection
    save_projection(db, first, "demo")
    fc = map_features(db, now=NOW)
    assert fc["properties"]["counts"]["origin"] == 1
    assert {f["properties"]["ProjectionID"] for f in fc["features"] if f["properties"]["kind"] == "ring"} == {
        first["properties"]["projection_id"] + 1}


def test_an_empty_store_gives_an_empty_collection(db):
    fc = map_features(db, now=NOW)
    check_feature_collection(fc)
    assert fc["features"] == [] and fc["properties"]["counts"] == {}
