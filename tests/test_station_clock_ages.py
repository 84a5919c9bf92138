"""Station state (MQTT) and the map measure data ages on the devices' time when the box's clock is
wrong, and never show a negative age (issue 28). The probe's box 400 days behind showed the Live
tab's ages as -400 days; the map and the retained station state used the box's clock too.
"""
import time

from appliance.alerts.outputs import station_states
from appliance.mapfeatures import station_features
from appliance.store.db import Database
from appliance.store.readings import insert_readings

DAY = 86400.0


def _station(db, device: str, box_now: float, device_ahead_s: float, last_age_s: float) -> None:
    """Six readings a minute apart, the last `last_age_s` old; stamped by a device whose clock is
    `device_ahead_s` ahead of the box's, received on the box's clock (received_at)."""
    rows = [("site1", device, {"ts": box_now + device_ahead_s - last_age_s - 60 * (5 - i), "seq": i + 1,
                               "lat": 36.7, "lon": 5.0, "temperature_c": 25.0, "rh_pct": 40.0, "wind_kmh": 10.0})
            for i in range(6)]
    ids = insert_readings(db, rows)
    with db.conn:
        for i, rid in enumerate(ids):
            db.conn.execute("UPDATE readings SET received_at = ? WHERE id = ?", (box_now - last_age_s - 60 * (5 - i), rid))


def test_a_box_400_days_behind_shows_the_ages_its_devices_see(tmp_path):
    db = Database(tmp_path / "a.db")
    now = time.time()
    _station(db, "ws1", now, 400 * DAY, 300.0)
    [f] = station_features(db, now=now)
    p = f["properties"]
    assert p["DataAge_s"] == 300.0 and p["DataFuture_s"] == 0.0   # 0 (clamped) on the box's clock before
    assert "wrong by about 400 days" in p["ClockNote"]
    [(site, device, state)] = station_states(db, now=now)
    assert (site, device, state["data_age_s"], state["data_future_s"]) == ("site1", "ws1", 300.0, 0.0)
    assert "400 days" in state["clock_note"]


def test_one_station_stamping_ahead_says_so_and_is_never_negative(tmp_path):
    db = Database(tmp_path / "b.db")
    now = time.time()
    _station(db, "ws1", now, 0.0, 120.0)
    _station(db, "ws2", now, 0.0, 60.0)
    _station(db, "ws3", now, 23 * 3600.0, 60.0)   # its own clock 23 h ahead; the box agrees with the others
    by = {f["properties"]["StationID"]: f["properties"] for f in station_features(db, now=now)}
    assert by["ws1"]["DataAge_s"] == 120.0 and by["ws1"]["ClockNote"] is None
    assert by["ws3"]["DataAge_s"] == 0.0 and by["ws3"]["DataFuture_s"] == 23 * 3600.0 - 60.0


def test_an_answer_on_a_box_400_days_behind_reads_now_on_the_devices_time(config_factory):
    """Before, the answer said the box's clock was wrong but still measured on it: the station's
    reading of 5 minutes ago lay 400 days ahead of the answer's "now"."""
    from appliance.box import Box

    config = config_factory()
    db = Database(config.db_path)
    now = time.time()
    _station(db, "ws1", now, 400 * DAY, 300.0)
    box = Box(config, with_model=False, log=lambda m: None)
    answer = box.orchestrator.answer("What is the temperature at ws1 now?")
    assert "wrong by about 400 days" in str(answer.decision), answer.decision   # the answer's warning
    assert answer.data_age_s is not None and 290 <= answer.data_age_s < 900, (answer.data_age_s, answer.text)
    assert "25" in answer.text    # the reading itself (25.0 °C)
