"""Rate of spread, the elliptical front, live inputs from the store, GeoJSON, alerts."""
import json
import time

import pytest

from appliance.config import load_config
from appliance.fireweather import compute_daily_codes
from appliance.fireweather.noon import local_solar_day, solar_noon_ts
from appliance.spread import (SpreadInputError, drift_m, latest_projection, project_for_question, project_front,
                              rate_of_spread, save_projection)
from appliance.spread.geometry import distance_m
from appliance.spread.live import answer_latency, live_wind
from appliance.spread.ros import length_to_breadth
from appliance.store.answers import save_answer
from appliance.store.db import Database
from appliance.store.readings import insert_readings


def test_paper_drift_figure():
    assert round(drift_m(100, 176.7), 1) == 294.5


def test_models_md_fbp_figures():
    """C-2, slope 20 %, aspect 0, wind from 270, the MODELS.md test day's FFMC 87.65 / BUI 8.49."""
    ros = [rate_of_spread("C-2", w, 270, 87.65, 8.49, slope_pct=20, aspect_deg=0).head_ros_m_min for w in (0, 10, 20, 40)]
    assert [round(r, 3) for r in ros] == [0.705, 1.013, 1.864, 6.037]


def test_head_ros_rises_with_wind_and_spreads_downwind():
    rates = [rate_of_spread("C-2", w, 270, 90, 60, slope_pct=20, aspect_deg=270) for w in (0, 10, 20, 40)]
    ros = [r.head_ros_m_min for r in rates]
    assert ros == sorted(ros) and ros[0] > 0
    assert all(r.spread_toward_deg == pytest.approx(90.0) for r in rates)  # wind from the west, upslope east
    assert [r.lb_ratio for r in rates] == sorted(r.lb_ratio for r in rates)
    assert all(r.back_ros_m_min < r.head_ros_m_min for r in rates)


def test_default_grass_gives_the_papers_shrubland_rate_at_60_kmh():
    # Paper 001, Table 10: ~100 m/min at 60 km/h in wind-sensitive fuels; O-1b on a dry day is close.
    assert 85 <= rate_of_spread("O-1b", 60, 0, 90, 60).head_ros_m_min <= 125


def test_length_to_breadth_ratio_forms():
    assert length_to_breadth(0, "C2") == pytest.approx(1.0)
    assert length_to_breadth(0.5, "O1b") == 1.0
    assert length_to_breadth(40, "O1b") == pytest.approx(1.1 * 40 ** 0.464)


@pytest.mark.parametrize("call,match", [
    (lambda: rate_of_spread("X-9", 10, 0, 90, 60), "unknown fuel type"),
    (lambda: rate_of_spread("C-2", 250, 0, 90, 60), "wind speed"),
    (lambda: rate_of_spread("C-2", float("nan"), 0, 90, 60), "wind speed"),
    (lambda: rate_of_spread("C-2", 10, 0, 90, 60, lat=95), "latitude"),
    (lambda: rate_of_spread("C-2", 10, 0, 90, 60, lon=-200), "longitude"),
])
def test_bad_inputs_raise_clear_errors(call, match):
    with pytest.raises(SpreadInputError, match=match):
        call()


def test_front_geometry_and_geojson_carry_every_input():
    rate = rate_of_spread("O-1b", 30, 225, 90, 60)   # wind from SW: the head runs NE
    t0 = 1_700_000_000.0
    p = project_front(39.7, -121.8, rate, start_ts=t0 - 600, asked_ts=t0, latency_p50_s=120, latency_p95_s=300,
                      travel_min=5, inputs={"fuel": "O1b"})
    kinds = [f["properties"]["kind"] for f in p["features"]]
    assert kinds == ["start", "front_p50", "head_p50", "front_p95", "head_p95"]
    fronts = p["properties"]["fronts"]
    assert fronts["p50"]["minutes_grown"] == pytest.approx(10 + 2 + 5)
    assert fronts["p95"]["minutes_grown"] == pytest.approx(10 + 5 + 5)
    head = fronts["p50"]["head"]
    assert distance_m(39.7, -121.8, head[1], head[0]) == pytest.approx(rate.head_ros_m_min * 17, rel=1e-3)
    assert head[1] > 39.7 and head[0] > -121.8
    ring = p["features"][1]["geometry"]["coordinates"][0]
    assert ring[0] == ring[-1] and len(ring) == 73
    assert fronts["p95"]["area_ha"] > fronts["p50"]["area_ha"] > 0
    assert p["properties"]["inputs"] == {"fuel": "O1b"}
    json.dumps(p, allow_nan=False)


def test_negative_latency_and_future_start_are_refused():
    rate = rate_of_spread("C-2", 10, 0, 90, 60)
    with pytest.raises(SpreadInputError, match="latency"):
        project_front(0, 0, rate, start_ts=0, asked_ts=0, latency_p50_s=-1, latency_p95_s=10)
    with pytest.raises(SpreadInputError, match="start time"):
        project_front(0, 0, rate, start_ts=10_000, asked_ts=0, latency_p50_s=1, latency_p95_s=10)


@pytest.fixture
def db(tmp_path):
    d = Database(tmp_path / "spread.db")
    yield d
    d.close()


def _station(device, lat, lon, wind, direction, ts, **extra):
    return ("s1", device, {"ts": ts, "lat": lat, "lon": lon, "temperature_c": 30, "rh_pct": 20, "wind_kmh": wind,
                           "wind_dir_deg": direction, "rain_mm": 0.0, **extra})


def test_live_wind_weights_nearest_stations_and_averages_directions_as_vectors(db):
    now = 1_700_000_000.0
    insert_readings(db, [_station("near", 40.0, -120.0, 30, 350, now - 60),
                         _station("near2", 40.0, -120.0, 30, 10, now - 60),
                         _station("far", 41.5, -120.0, 80, 180, now - 60),       # ~167 km away: beyond radius
                         _station("stale", 40.0, -120.001, 90, 90, now - 5 * 3600)])
    wind = live_wind(db, 40.001, -120.0, now, radius_km=50, max_age_min=120)
    assert wind["wind_kmh"] == pytest.approx(30)
    assert min(wind["wind_from_deg"], 360 - wind["wind_from_deg"]) < 0.5     # 350 and 10 average to north
    assert {s["device"] for s in wind["stations"]} == {"near", "near2"}
    assert live_wind(db, -40, 100, now) is None


def test_latency_percentiles_come_from_the_audit_trail(db):
    assert answer_latency(db, 176.7)["p50_s"] == 176.7
    for latency in range(1, 101):
        save_answer(db, None, "q", "a", "rules", [], {}, float(latency))
    lat = answer_latency(db, 176.7)
    assert lat["p50_s"] == pytest.approx(50.5) and lat["p95_s"] == pytest.approx(95.05) and lat["answers"] == 100


def test_project_for_question_uses_live_wind_codes_latency_and_site_fuel(db, tmp_path):
    config = load_config(None, {"store.data_dir": str(tmp_path), "site": "s1", "spread.fuel_by_site": {"s1": "C-2"},
                                "spread.travel_min": 7})
    now = time.time()
    # Yesterday's and today's noon readings give the station fire-weather codes.
    noons = [solar_noon_ts(local_solar_day(now - 86400 * d, -120.0), -120.0) for d in (2, 1)]
    insert_readings(db, [_station("wx", 40.0, -120.0, 20, 270, ts, seq=i + 1) for i, ts in enumerate(noons)])
    insert_readings(db, [_station("wx", 40.0, -120.0, 24, 270, now - 30, seq=0)])
    compute_daily_codes(db)
    save_answer(db, None, "q", "a", "rules", [], {}, 30.0)
    p = project_for_question(db, config, 40.01, -120.0, start_ts=now - 300, asked_ts=now)
    inputs = p["properties"]["inputs"]
    assert inputs["fuel"] == "C2" and inputs["travel_min"] == 7
    assert inputs["wind"]["wind_kmh"] == 24 and inputs["wind"]["stations"][0]["device"] == "wx"
    assert inputs["fire_weather"]["source"] == "fire_weather table" and inputs["fire_weather"]["station"] == "wx"
    assert inputs["latency"]["source"] == "audit trail" and p["properties"]["latency"]["p50_s"] == 30.0
    assert p["properties"]["rate"]["spread_toward_deg"] == pytest.approx(90.0)
    assert p["properties"]["fronts"]["p50"]["minutes_grown"] == pytest.approx(5 + 0.5 + 7)
    pid = save_projection(db, p, "s1")
    assert latest_projection(db, "s1")["properties"]["projection_id"] == pid
    with pytest.raises(SpreadInputError, match="no station reported wind"):
        project_for_question(db, config, -33.0, 151.0, asked_ts=now)


def test_the_spread_tool_cannot_publish():
    """Issue 18: importing the spread package (as the orchestrator does) must not load the MQTT client."""
    import subprocess
    import sys

    code = ("import sys, appliance.spread, appliance.spread.projection, appliance.spread.validate;"
            " bad = sorted(m for m in sys.modules if m.split('.')[0] == 'paho' or m.startswith('appliance.comms'));"
            " print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, f"the spread package loads the MQTT client: {r.stdout} {r.stderr[-500:]}"
