"""The spread and fire-weather verbs through the real console command, bad input included."""
import json

import pytest

from tests.conftest import appliance_cmd


def _last_json(proc):
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_drift_reproduces_the_papers_294_5_m():
    proc = appliance_cmd("spread", "drift", "--wind-kmh", "60", "--ros-m-min", "100", "--latency-s", "176.7", "--json")
    assert proc.returncode == 0, proc.stderr
    out = _last_json(proc)
    assert out["drift_m"] == 294.5
    assert {"wind_kmh", "ros_m_min", "latency_s", "drift_m"} <= out.keys()
    assert (out["wind_kmh"], out["ros_m_min"], out["latency_s"]) == (60, 100, 176.7)


def test_drift_without_wind_when_the_rate_is_given():
    out = _last_json(appliance_cmd("spread", "drift", "--ros-m-min", "100", "--latency-s", "176.7", "--json"))
    assert out["drift_m"] == 294.5 and out["wind_kmh"] is None


def test_drift_computes_ros_from_the_model_when_not_given():
    out = _last_json(appliance_cmd("spread", "drift", "--wind-kmh", "60", "--latency-s", "176.7", "--json"))
    assert 85 <= out["ros_m_min"] <= 125 and out["ros_source"].startswith("FBP")
    assert out["drift_m"] == pytest.approx(out["ros_m_min"] * 176.7 / 60, abs=0.1)


@pytest.mark.parametrize("args,message", [
    (["drift", "--wind-kmh", "250", "--latency-s", "10"], "wind speed = 250.0 km/h is outside 0..200"),
    (["drift", "--wind-kmh", "20", "--latency-s", "-5"], "latency must be 0 s or more"),
    (["drift", "--wind-kmh", "20", "--latency-s", "5", "--fuel", "Z-9"], "unknown fuel type 'Z-9'"),
    (["project", "--lat", "123", "--lon", "10", "--wind-kmh", "20", "--wind-from", "90"], "latitude = 123.0"),
    (["project", "--lat", "10", "--lon", "190", "--wind-kmh", "20", "--wind-from", "90"], "longitude = 190.0"),
])
def test_bad_input_gives_one_clear_line(args, message, tmp_path):
    proc = appliance_cmd("spread", *args, "--set", f"store.data_dir={tmp_path}")
    assert proc.returncode != 0
    assert message in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_unknown_fuel_in_config_is_refused(tmp_path):
    proc = appliance_cmd("spread", "drift", "--wind-kmh", "20", "--latency-s", "5", "--set", "spread.default_fuel=Q-1")
    assert proc.returncode != 0 and "unknown fuel type" in proc.stderr and "Traceback" not in proc.stderr


def test_project_prints_geojson_and_draws_a_png(tmp_path):
    png = tmp_path / "front.png"
    proc = appliance_cmd("spread", "project", "--lat", "39.73", "--lon", "-121.84", "--wind-kmh", "35", "--wind-from",
                         "240", "--minutes-ago", "10", "--travel-min", "15", "--png", str(png), "--save", "--json",
                         "--set", f"store.data_dir={tmp_path}")
    assert proc.returncode == 0, proc.stderr
    g = _last_json(proc)
    assert g["type"] == "FeatureCollection"
    assert g["properties"]["fronts"]["p50"]["minutes_grown"] == pytest.approx(10 + 176.7 / 60 + 15, abs=0.05)
    assert g["properties"]["inputs"]["wind"]["source"] == "given"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 5000


def test_validate_prints_model_and_baseline_figures():
    proc = appliance_cmd("spread", "validate", "--fuel", "O-1b", "--fuel", "C-2", "--json")
    assert proc.returncode == 0, proc.stderr
    out = _last_json(proc)
    assert out["fires_in_table"] == 135 and out["fires_used"] == 134
    for figures in [out["baseline_10pct_wind"], *out["fbp"].values()]:
        assert {"mape_pct", "within_factor_2", "median_ratio", "mae_m_min"} <= figures.keys()
    # The FBP grass model is closer in absolute terms than the 10 % rule, which overpredicts these shrub fires.
    assert out["fbp"]["O-1b"]["mape_pct"] < out["baseline_10pct_wind"]["mape_pct"]
    assert out["baseline_10pct_wind"]["median_ratio"] > 1.2


def test_fire_weather_compute_show_and_plot(tmp_path):
    from appliance.store.db import Database
    from appliance.store.readings import insert_readings
    from firmware_bridge.algerian import parse_algerian
    from appliance.paths import REPO_DIR

    db = Database(tmp_path / "appliance.db")
    days = parse_algerian(REPO_DIR / "edge_data" / "Algerian_forest_fires_dataset_UPDATE.csv").days[:40]
    insert_readings(db, [("demo", d.device, d.reading(i)) for i, d in enumerate(days)])
    db.close()
    data = ["--set", f"store.data_dir={tmp_path}"]
    out = _last_json(appliance_cmd("fire-weather", "compute", "--json", *data))
    assert out["stored"] == 40 and out["latest"][0]["danger_class"]
    shown = _last_json(appliance_cmd("fire-weather", "show", "--json", *data))
    assert shown["stations"][0]["codes"]["FWI"] == out["latest"][0]["codes"]["FWI"]
    png = tmp_path / "fwi.png"
    assert appliance_cmd("fire-weather", "plot", "--out", str(png), *data).returncode == 0
    assert png.read_bytes()[:4] == b"\x89PNG"
