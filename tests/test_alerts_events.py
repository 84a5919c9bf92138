"""One alert per fire: detections cluster into new / update (at most one per cooldown) / end, with a
stable id that is also the projection's incident; an ended alert's projection leaves the map."""
import cv2
import numpy as np
import pytest

from appliance.alerts import check_new_frames
from appliance.alerts.detections import check_frame
from appliance.config import load_config
from appliance.mapfeatures import map_features
from appliance.spread.geometry import offset_position
from appliance.store.db import Database
from appliance.store.readings import insert_readings

LAT, LON, T0 = 36.80, 5.10, 1_780_000_000.0


def flames(path):
    img = np.full((480, 640, 3), (40, 90, 40), np.uint8)
    cv2.ellipse(img, (320, 330), (90, 60), 0, 0, 360, (0, 120, 255), -1)
    cv2.ellipse(img, (320, 340), (45, 30), 0, 0, 360, (0, 230, 255), -1)
    cv2.imwrite(str(path), img)


@pytest.fixture
def box(tmp_path):
    config = load_config(None, {"store.data_dir": str(tmp_path), "site": "demo", "alerts.cooldown_s": 300,
                                "alerts.end_after_s": 1800, "alerts.cluster_radius_m": 500, "spread.rings": [30, 60]})
    config.frames_dir.mkdir(parents=True)
    flames(config.frames_dir / "f.jpg")
    db = Database(config.db_path)
    insert_readings(db, [("demo", "bejaia", {"ts": T0 - 60 + i, "lat": 36.7509, "lon": 5.0567, "temperature_c": 33,
                                             "rh_pct": 18, "wind_kmh": 25, "wind_dir_deg": 270, "rain_mm": 0, "seq": i})
                         for i in range(1, 3)])
    yield db, config
    db.close()


def frame(i, ts, lat=LAT, lon=LON):
    return {"id": i, "site": "demo", "device": "drone1", "ts": ts, "lat": lat, "lon": lon, "path": "f.jpg"}


def test_a_circling_drone_makes_one_alert_per_cooldown_and_one_end(box):
    db, config = box
    sent = []
    publish = lambda site, payload: sent.append(payload)   # noqa: E731
    # A drone circling one fire: a frame a minute for 10 minutes, each within 150 m of the first.
    for i in range(11):
        lat, lon = offset_position(LAT, LON, 150 * np.cos(i), 150 * np.sin(i))
        check_frame(db, config, frame(i + 1, T0 + 60 * i, lat, lon), publish, now=T0 + 60 * i)
    assert [m["type"] for m in sent] == ["new", "update", "update"]          # at 0, 300 and 600 s
    assert len({m["id"] for m in sent}) == 1 and sent[0]["id"] == "demo-1"
    assert [m["after"]["detections"] for m in sent] == [1, 6, 11]
    assert sent[1]["before"]["detections"] == 5 and sent[1]["before"]["id"] == "demo-1"
    assert all(m["heuristic"] and "colour heuristic" in m["summary"] for m in sent)
    assert sent[2]["after"]["projection"]["properties"]["incident_id"] == "demo-1"
    assert db.scalar("SELECT COUNT(*) FROM alerts") == 11                     # every detection is still recorded
    # A second fire 5 km away is its own alert.
    far_lat, far_lon = offset_position(LAT, LON, 5000, 0)
    check_frame(db, config, frame(20, T0 + 700, far_lat, far_lon), publish, now=T0 + 700)
    assert sent[-1]["type"] == "new" and sent[-1]["id"] == "demo-20"
    drawn = {f["properties"]["IncidentID"] for f in map_features(db, now=T0 + 700)["features"]
             if f["properties"]["kind"] == "ring"}
    assert drawn == {"demo-1", "demo-20"}
    # Nothing seen for end_after_s: both end, and their projections are withdrawn from the map.
    check_new_frames(db, config, publish, now=T0 + 700 + 1801)
    ends = [m for m in sent if m["type"] == "end"]
    assert sorted(m["id"] for m in ends) == ["demo-1", "demo-20"]
    assert all(m["after"]["state"] == "ended" and m["after"]["projection_withdrawn"] for m in ends)
    assert not [f for f in map_features(db, now=T0 + 2600)["features"] if f["properties"]["kind"] == "ring"]
    # A detection after the end opens a new alert with a new id.
    check_frame(db, config, frame(30, T0 + 3000), publish, now=T0 + 3000)
    assert sent[-1]["type"] == "new" and sent[-1]["id"] == "demo-30"


def test_smoke_turning_to_fire_is_news_inside_the_cooldown(box):
    from appliance.alerts import clusters

    db, config = box
    smoke = {"site": "demo", "kind": "smoke_detection", "frame_id": 1, "ts": T0, "lat": LAT, "lon": LON,
             "device": "d", "summary": "grey"}
    assert clusters.assign(db, config.alerts, smoke, now=T0)[0] == "new"
    assert clusters.assign(db, config.alerts, {**smoke, "frame_id": 2}, now=T0 + 10)[0] is None
    event, before, after = clusters.assign(db, config.alerts, {**smoke, "frame_id": 3, "kind": "fire_detection"},
                                           now=T0 + 20)
    assert event == "update" and before["kind"] == "smoke_detection" and after["kind"] == "fire_detection"


def test_zero_cooldown_updates_on_every_detection(box, tmp_path):
    from appliance.alerts import clusters

    db, config = box
    cfg = load_config(None, {"store.data_dir": str(tmp_path), "alerts.cooldown_s": 0}).alerts
    d = {"site": "demo", "kind": "fire_detection", "frame_id": 1, "ts": T0, "lat": LAT, "lon": LON, "device": "d",
         "summary": "x"}
    assert [clusters.assign(db, cfg, {**d, "frame_id": i}, now=T0 + i)[0] for i in range(1, 4)] == ["new", "update", "update"]


@pytest.mark.parametrize("overrides", [{"alerts.cooldown_s": -1}, {"alerts.cluster_radius_m": 0},
                                       {"alerts.end_after_s": "soon"}])
def test_malformed_alert_settings_are_one_line(overrides, tmp_path):
    from appliance.config import ConfigError

    with pytest.raises(ConfigError, match="alerts") as exc:
        load_config(None, {"store.data_dir": str(tmp_path), **overrides})
    assert "\n" not in str(exc.value)
