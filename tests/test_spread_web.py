"""The page's JSON: /api/fire-weather and /api/spread/* from the spread blueprint (in-process client)."""
from types import SimpleNamespace

import pytest
from flask import Flask

from appliance.config import load_config
from appliance.fireweather import compute_daily_codes
from appliance.store.db import Database
from appliance.store.readings import insert_readings
from appliance.web.blueprints.spread import blueprint


@pytest.fixture
def client(tmp_path):
    config = load_config(None, {"store.data_dir": str(tmp_path), "site": "s1"})
    db = Database(config.db_path)
    app = Flask(__name__)
    app.extensions["appliance"] = {"box": SimpleNamespace(db=db, config=config)}
    app.register_blueprint(blueprint)
    yield app.test_client(), db
    db.close()


def test_fire_weather_and_projection_round_trip(client):
    c, db = client
    insert_readings(db, [("s1", "wx", {"ts": 1_720_000_000.0 + 86400 * d, "lat": 40.0, "lon": 0.0, "temperature_c": 30,
                                        "rh_pct": 25, "wind_kmh": 20, "wind_dir_deg": 270, "rain_mm": 0})
                         for d in range(3)])
    compute_daily_codes(db)   # what the box's fire-weather worker does behind ingest; the GET only reads
    fw = c.get("/api/fire-weather").get_json()
    assert fw["stations"][0]["device"] == "wx" and fw["stations"][0]["danger_class"]
    assert [k["name"] for k in fw["classes"]][0] == "very low"
    assert len(c.get("/api/fire-weather/history").get_json()["days"]) == 3
    assert c.get("/api/spread/latest").status_code == 404
    r = c.post("/api/spread/project", json={"lat": 40.0, "lon": 0.01, "wind_kmh": 30, "wind_from_deg": 270,
                                            "minutes_ago": 5, "travel_min": 10})
    assert r.status_code == 200, r.get_json()
    latest = c.get("/api/spread/latest").get_json()
    assert latest["type"] == "FeatureCollection"
    assert latest["properties"]["projection_id"] == r.get_json()["properties"]["projection_id"]
    assert latest["properties"]["inputs"]["fire_weather"]["station"] == "wx"


@pytest.mark.parametrize("body,message", [
    ({"lat": 95, "lon": 0, "wind_kmh": 10, "wind_from_deg": 0}, "latitude"),
    ({"lat": 0, "lon": 0, "wind_kmh": 300, "wind_from_deg": 0}, "wind speed"),
    ({"lat": 0, "lon": 0, "wind_kmh": 10, "wind_from_deg": 0, "fuel": "nope"}, "unknown fuel"),
    ({"lat": 0, "lon": 0, "wind_kmh": 10, "wind_from_deg": 0, "minutes_ago": -3}, "minutes_ago"),
    ({"lon": 0}, "lat"),
])
def test_bad_projection_requests_get_400_with_a_reason(client, body, message):
    r = client[0].post("/api/spread/project", json=body)
    assert r.status_code == 400 and message in r.get_json()["error"]
