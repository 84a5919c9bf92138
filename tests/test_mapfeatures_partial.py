"""A stored projection missing some times (an older or hand-made one) still becomes map features:
one odd front must not take the whole map down (GET /api/map/features answered 500 before)."""
from appliance.mapfeatures import projection_features

SQUARE = [[[5.0, 36.0], [5.01, 36.0], [5.01, 36.01], [5.0, 36.01], [5.0, 36.0]]]


def test_a_front_without_its_act_time_is_drawn_without_a_time():
    projection = {"type": "FeatureCollection", "properties": {"start_ts": 1349002800.0},
                  "features": [{"type": "Feature", "geometry": {"type": "Polygon", "coordinates": SQUARE},
                                "properties": {"kind": "front_p50"}},
                               {"type": "Feature", "geometry": {"type": "Polygon", "coordinates": SQUARE},
                                "properties": {"kind": "ring", "band": "high"}}]}
    features = projection_features(projection)
    assert [f["properties"]["kind"] for f in features] == ["front", "ring"]
    front, ring = (f["properties"] for f in features)
    assert front["Label"] == "PROJ act time (p50)" and front["ValidDateTime"] is None
    assert ring["Label"] == "PROJ high" and ring["HorizonMinutes"] is None


def test_a_front_with_its_act_time_names_it():
    projection = {"type": "FeatureCollection", "properties": {"start_ts": 1349002800.0},
                  "features": [{"type": "Feature", "geometry": {"type": "Polygon", "coordinates": SQUARE},
                                "properties": {"kind": "front_p95", "act_ts": 1349002800.0 + 600}}]}
    (front,) = (f["properties"] for f in projection_features(projection))
    assert front["Label"] == "PROJ act time (p95) 11:10Z" and front["HorizonMinutes"] == 10.0
