"""A store with what the map draws: the two demo stations with a few days of readings (so they have
fire-weather codes), one fire detection and one saved projection with time rings."""
import json

from appliance.config import load_config
from appliance.fireweather import compute_daily_codes
from appliance.fireweather.noon import local_solar_day, solar_noon_ts
from appliance.spread import project_for_question, save_projection
from appliance.store.readings import insert_readings

STATIONS = {"bejaia": (36.7509, 5.0567), "sidi-bel-abbes": (35.1899, -0.6308)}
NOW = 1_780_000_000.0          # 2026-05-28, a fixed clock
FIRE = (36.80, 5.10)           # near Bejaia


def _reading(device, ts, wind, direction, seq):
    lat, lon = STATIONS[device]
    return ("demo", device, {"ts": ts, "lat": lat, "lon": lon, "temperature_c": 33, "rh_pct": 18,
                             "wind_kmh": wind, "wind_dir_deg": direction, "rain_mm": 0.0, "seq": seq})


def fill(db, tmp_path, rings=(30, 60, 120, 180)):
    rows = []
    for device, (lat, lon) in STATIONS.items():
        for i, d in enumerate((3, 2, 1)):
            rows.append(_reading(device, solar_noon_ts(local_solar_day(NOW - 86400 * d, lon), lon), 20, 270, i + 1))
        # The last hour: wind 20-30 km/h from 260-280 deg, so the band has a measured spread.
        for j, (w, dr) in enumerate(((20, 260), (25, 270), (30, 280), (25, 270))):
            rows.append(_reading(device, NOW - 3600 + j * 900, w, dr, 10 + j))
    insert_readings(db, rows)
    compute_daily_codes(db)
    payload = {"type": "fire_detection", "site": "demo", "device": "drone1", "frame_id": 7, "ts": NOW - 600,
               "lat": FIRE[0], "lon": FIRE[1], "alert_id": "demo-fire-1", "heuristic": True}
    with db.conn:
        db.conn.execute("INSERT INTO alerts(site, ts, kind, summary, frame_id, lat, lon, payload_json)"
                        " VALUES (?,?,?,?,?,?,?,?)", ("demo", NOW - 600, "fire_detection", "fire-coloured region",
                                                      7, FIRE[0], FIRE[1], json.dumps(payload)))
    config = load_config(None, {"store.data_dir": str(tmp_path / "data"), "site": "demo"})
    projection = project_for_question(db, config, *FIRE, start_ts=NOW - 600, asked_ts=NOW, rings=rings,
                                      incident_id="demo-fire-1")
    projection["properties"]["projection_id"] = save_projection(db, projection, "demo")
    return projection
