"""A wrong clock never loses a reading (issue 28). The box's clock is moved (an injected clock:
`time.time` shifted in the process that runs ingest and the page); devices keep the true time.

The probe's box at 1970 (no RTC battery) or 400 days behind refused every reading as out_of_range
and showed ages of -56.9 years; a reading stamped 23 h ahead was shown as -82,794 s old.
"""
import json
import time
from types import SimpleNamespace

import pytest

from appliance.comms.mqtt_client import make_client
from appliance.config import load_config
from appliance.ingest.service import IngestService
from appliance.ingest.validate import Reject, validate_reading
from appliance.store import clock as clock_mod
from appliance.store.clock import about, clock_disagreement, clock_notes, reading_age
from appliance.store.db import Database
from appliance.web.app import create_app
from firmware_bridge import synthetic
from tests.conftest import wait_for

REAL_TIME = time.time
DAY = 86400.0


def test_only_impossible_device_times_are_refused():
    ok = validate_reading(json.dumps({**synthetic.reading(1), "ts": REAL_TIME() + 400 * DAY}).encode(), 65536)
    assert ok["ts"] > REAL_TIME()          # far ahead of this box's clock: kept
    for ts, reason in ((946684799, "out_of_range"), (4102444800, "out_of_range"), ("yesterday", "bad_timestamp"),
                       ("2024-01-01T00:00:00", "bad_timestamp")):
        with pytest.raises(Reject) as err:
            validate_reading(json.dumps({**synthetic.reading(1), "ts": ts}).encode(), 65536)
        assert err.value.reason == reason


def test_ages_never_go_negative_and_durations_read_as_a_crew_says_them():
    assert reading_age(100.0, 160.0) == {"age_s": 60.0, "future_s": 0.0}
    assert reading_age(82_894.0, 100.0) == {"age_s": 0.0, "future_s": 82_794.0}
    assert reading_age(1000.0, 100.0, {"offset_s": 1000.0}) == {"age_s": 100.0, "future_s": 0.0}
    assert [about(s) for s in (40, 1500, 5 * 3600, 400 * DAY, 56.9 * 365.25 * DAY)] == \
        ["40 s", "25 minutes", "5 hours", "400 days", "57 years"]


def _light_box(config):
    return SimpleNamespace(config=config, db=Database(config.db_path), model=None, model_problem="no model here")


@pytest.mark.parametrize("box_error_s, words", [(-400 * DAY, "400 days"), (-(REAL_TIME() - 3600.0), "57 years")])
def test_a_box_clock_behind_its_devices_keeps_every_reading_and_says_so(broker, config_factory, monkeypatch,
                                                                      box_error_s, words):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False,
                               "ingest.writer_process": False, "ingest.status_interval_s": 0.3})
    monkeypatch.setattr(time, "time", lambda: REAL_TIME() + box_error_s)   # the box's clock only
    service = IngestService(config, Database(config.db_path), log=lambda m: None)
    service.start()
    statuses = []
    watch = make_client("status-watch")
    watch.on_message = lambda c, u, m: statuses.append(json.loads(m.payload))
    watch.connect("127.0.0.1", broker.port)
    watch.subscribe("wildfire/demo/appliance/status", qos=1)
    watch.loop_start()
    device = make_client("st-true-clock")
    device.connect("127.0.0.1", broker.port)
    device.loop_start()
    try:
        wait_for(service.subscribed.is_set, 20, what="ingest subscribed")
        n = 30
        for i in range(1, n + 1):
            body = {**synthetic.reading(i, ts=REAL_TIME() - (n - i) * 5.0), "seq": i}   # the devices' true time
            device.publish("wildfire/demo/sensor/st1/reading", json.dumps(body), qos=1).wait_for_publish(5)
            device.publish("wildfire/demo/sensor/st2/reading", json.dumps({**body, "lon": -121.9}), qos=1)
        wait_for(lambda: service.db.scalar("SELECT COUNT(*) FROM readings") == 2 * n, 30, what="every reading stored")
        assert service.metrics["rejected"] == 0
        found = clock_disagreement(service.db, config.ingest.clock_disagreement_s)
        assert found and found["devices"] == 2 and abs(found["offset_s"] + box_error_s) < 60
        assert found["text"].startswith(f"the box's clock is wrong by about {words} (behind its 2 devices' clocks)")
        wait_for(lambda: any(found["text"] in " ".join(s.get("notes", [])) for s in statuses), 20,
                 what="the status topic saying so")
        client = create_app(_light_box(config)).test_client()
        live = client.get("/api/live").json
        ages = {r["device"]: r for r in live["readings"]}
        for r in ages.values():     # measured on the devices' time: seconds old, not -400 days
            assert 0 <= r["age_s"] < 120 and r["future_s"] == 0
        health = client.get("/healthz")
        assert health.status_code == 200 and found["text"] in health.json["faults"]
        assert found["text"] in client.get("/api/box_status").json["lines"]
    finally:
        device.loop_stop()
        watch.loop_stop()
        service.stop()


def test_one_station_ahead_is_that_station_not_the_box(tmp_path):
    config = load_config(None, {"store.data_dir": str(tmp_path / "data")})
    db = Database(config.db_path)
    now = REAL_TIME()
    with db.conn:
        for device, skew in (("st1", 0.0), ("st2", 0.0), ("st3", 23 * 3600.0)):
            for k in range(20):    # live: one reading every 10 s for the last 200 s
                at = now - 200 + 10 * k
                db.conn.execute("INSERT INTO readings(site, device, seq, ts, lat, lon, text, received_at)"
                                " VALUES ('demo', ?, ?, ?, 39.7, -121.8, '', ?)", (device, k + 1, at - 1 + skew, at))
    assert clock_disagreement(db, 600, now) is None            # two of three agree with the box
    notes = clock_notes(db, 600, now)
    assert notes == ["demo/st3 stamps its readings about 23 hours in the future: its clock is ahead"]
    client = create_app(_light_box(config)).test_client()
    st3 = next(r for r in client.get("/api/live").json["readings"] if r["device"] == "st3")
    assert st3["age_s"] == 0 and 22 * 3600 < st3["future_s"] < 24 * 3600


def test_a_replayed_archive_is_not_taken_for_a_wrong_clock(tmp_path):
    db = Database(tmp_path / "a.db")
    now = REAL_TIME()
    with db.conn:    # 2012 days arriving now, one recorded day a second: history, not a clock
        for k in range(60):
            db.conn.execute("INSERT INTO readings(site, device, seq, ts, lat, lon, text, received_at)"
                            " VALUES ('demo', 'st1', ?, ?, 36.7, 3.0, '', ?)", (k + 1, 1_338_508_800 + k * DAY, now - 60 + k))
    assert clock_mod.device_clock_offsets(db, now) == {}
    assert clock_disagreement(db, 600, now) is None
