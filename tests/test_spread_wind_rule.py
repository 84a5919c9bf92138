"""One rule for which wind a front uses (issue 27): spread.live.wind_for_front, with its distance and
age limits, chooses the station for Ask, Live (the alerts and a start marked on the map), the map and
TAK, says which station and how old its wind is, and refuses in the same words everywhere when none
qualifies. The issue's case: a detection 4 km north-east of Sidi-Bel Abbes, both stations' readings
9 hours old: the alert said "no station ... within 50 km", while Ask projected with Béjaïa's wind,
500 km away. Real SQLite, the real cue tool on a drawn frame, the real orchestrator and embedder."""
import json

import pytest

from appliance.alerts.detections import check_frame
from appliance.config import load_config
from appliance.mapfeatures import map_features
from appliance.orchestrator.decay import DecayOrchestrator
from appliance.spread import SpreadInputError, no_wind_words, project_for_question, wind_for_front
from appliance.store.db import Database
from appliance.store.readings import embed_pending_readings, insert_readings
from appliance.tak.cot import ring_event, to_bytes
from tests.test_alerts_detection import drawn_frame

NOW = 1_349_004_300.0                       # 2012-09-30 11:25 UTC
SBA, BEJAIA = (35.1899, -0.6308), (36.7509, 5.0567)
FIRE = (35.215, -0.597)                     # about 4 km north-east of the Sidi-Bel Abbes station
REFUSAL = no_wind_words(50, 120)


def reading(device, pos, age_h, direction=None, seq=1, wind=18.0):
    return ("demo", device, {"ts": NOW - age_h * 3600, "seq": seq, "lat": pos[0], "lon": pos[1], "temperature_c": 31,
                             "rh_pct": 30, "wind_kmh": wind, "wind_dir_deg": direction, "rain_mm": 0.0})


@pytest.fixture
def box(tmp_path):
    config = load_config(None, {"store.data_dir": str(tmp_path / "data"), "site": "demo", "answers.now": "2012-09-30T11:25:00Z"})
    config.frames_dir.mkdir(parents=True, exist_ok=True)
    db = Database(config.db_path)
    yield config, db
    db.close()


def detection(config, db, frame_id=1):
    (config.frames_dir / f"f{frame_id}.jpg").write_bytes(drawn_frame(flames=True))
    with db.conn:
        db.conn.execute("INSERT INTO frames(id, site, device, seq, ts, sha256, path, media_type, bytes, width, height, phash,"
                        " lat, lon, received_at) VALUES (?, 'demo', 'uav-1', ?, ?, ?, ?, 'image/jpeg', 1, 640, 480, 0, ?, ?, ?)",
                        (frame_id, frame_id, NOW - 60, f"x{frame_id}", f"f{frame_id}.jpg", *FIRE, NOW))
    return check_frame(db, config, db.query("SELECT * FROM frames WHERE id = ?", [frame_id])[0], now=NOW)


def test_the_rule_keeps_to_its_distance_and_age_limits_and_names_the_station(box):
    config, db = box
    insert_readings(db, [reading("bejaia", BEJAIA, 0.5, 45), reading("sidi-bel-abbes", SBA, 9, 270)])
    with pytest.raises(SpreadInputError) as exc:            # Béjaïa is fresh but ~500 km away; SBA is 9 h old
        wind_for_front(db, config.spread, *FIRE, NOW)
    assert str(exc.value) == REFUSAL == "no station reported wind within 50 km in the last 120 min"
    insert_readings(db, [reading("sidi-bel-abbes", SBA, 0.75, 270, seq=2)])
    wind = wind_for_front(db, config.spread, *FIRE, NOW)
    (station,) = wind["stations"]
    assert station["device"] == "sidi-bel-abbes" and station["age_min"] == 45.0 and 3.5 < station["distance_km"] < 4.5
    assert wind["direction_known"] and wind["rule"] == {"radius_km": 50, "max_age_min": 120}
    # A newer reading without a direction does not hide the one with it inside the limits.
    insert_readings(db, [reading("sidi-bel-abbes", SBA, 0.25, None, seq=3)])
    assert wind_for_front(db, config.spread, *FIRE, NOW)["stations"][0]["age_min"] == 45.0
    # Speed only (the Algerian feed has no direction): the distance stands, no direction is made up.
    with db.conn:
        db.conn.execute("DELETE FROM readings WHERE wind_dir_deg IS NOT NULL")
    wind = wind_for_front(db, config.spread, *FIRE, NOW)
    assert wind["direction_known"] is False and wind["wind_from_deg"] is None and wind["wind_kmh"] == 18.0
    with pytest.raises(SpreadInputError, match="sidi-bel-abbes station 4.* reports wind speed but no direction"):
        project_for_question(db, config, *FIRE, start_ts=NOW - 60, asked_ts=NOW)


def test_ask_and_the_live_alert_refuse_in_the_same_words(box, text_embedder):
    config, db = box
    insert_readings(db, [reading("bejaia", BEJAIA, 9, None), reading("sidi-bel-abbes", SBA, 9, None, seq=2)])
    embed_pending_readings(db, text_embedder.embed)
    alert = detection(config, db)
    assert alert["projection_id"] is None and alert["projection_error"].startswith(REFUSAL)
    answer = DecayOrchestrator(db, text_embedder, None, config).answer("Where will the fire be in 30 minutes?")
    assert "spread" in answer.frame["intents"]
    assert REFUSAL in answer.text and "bejaia" not in answer.text.lower() and "béjaïa" not in answer.text.lower()
    assert not [c for c in answer.citations if c["kind"] == "spread"]   # nothing claims a front


def test_a_front_from_the_rule_names_its_station_on_ask_the_map_and_tak(box, text_embedder):
    config, db = box
    insert_readings(db, [reading("bejaia", BEJAIA, 0.2, 45), reading("sidi-bel-abbes", SBA, 0.5, 225, seq=2)])
    embed_pending_readings(db, text_embedder.embed)
    alert = detection(config, db)
    assert alert["projection_error"] is None and alert["projection_id"]
    stored = json.loads(db.scalar("SELECT geojson FROM spread_projections WHERE id = ?", [alert["projection_id"]]))
    assert [s["device"] for s in stored["properties"]["inputs"]["wind"]["stations"]] == ["sidi-bel-abbes"]
    answer = DecayOrchestrator(db, text_embedder, None, config).answer("Where will the fire be in 30 minutes?")
    (spread,) = [c for c in answer.citations if c["kind"] == "spread"]
    card = spread["card"]
    assert card["geojson"] is not None and [s["device"] for s in card["wind"]["stations"]] == ["sidi-bel-abbes"]
    assert card["wind"]["stations"][0]["age_min"] == 30.0   # its age at the answer's clock, which is after the start
    # The map and TAK draw the stored front with the same station in its inputs line.
    features = map_features(db, now=NOW)["features"]
    fronts = [f for f in features if f["properties"]["kind"] in ("front", "ring")]
    assert fronts and all("the sidi-bel-abbes station 4." in f["properties"]["Inputs"] for f in fronts)
    ring = next(f for f in fronts if f["properties"]["kind"] == "ring")
    cot = to_bytes(ring_event(ring, prefix="wildfire", now=NOW, stale_s=600, horizons=[ring["properties"]["HorizonMinutes"]]))
    assert b"the sidi-bel-abbes station 4." in cot


def test_the_crews_own_wind_speed_runs_the_front_with_the_stations_direction_or_none(box):
    config, db = box
    insert_readings(db, [reading("sidi-bel-abbes", SBA, 0.5, 270, wind=10.0)])
    own = project_for_question(db, config, *FIRE, start_ts=NOW - 60, asked_ts=NOW)["properties"]
    given = project_for_question(db, config, *FIRE, start_ts=NOW - 60, asked_ts=NOW, wind_kmh=30.0)["properties"]
    wind = given["inputs"]["wind"]
    # the crew's speed, the station's direction (the one rule's), and a faster head than on the station's 10 km/h
    assert (wind["source"], wind["wind_kmh"], wind["wind_from_deg"], wind["direction_known"]) == ("crew", 30.0, 270, True)
    assert given["rate"]["head_ros_m_min"] > own["rate"]["head_ros_m_min"]
    with db.conn:
        db.conn.execute("DELETE FROM readings")
    # no station within the rule's limits: the crew's speed gives the distance, the direction stays unknown
    alone = project_for_question(db, config, *FIRE, start_ts=NOW - 60, asked_ts=NOW, wind_kmh=30.0,
                                 direction_unknown_ok=True)["properties"]["inputs"]["wind"]
    assert (alone["wind_kmh"], alone["direction_known"]) == (30.0, False)
    with pytest.raises(SpreadInputError, match="give the wind direction"):
        project_for_question(db, config, *FIRE, start_ts=NOW - 60, asked_ts=NOW, wind_kmh=30.0)
