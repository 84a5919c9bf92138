"""The demo replay over real MQTT: recorded days shifted so the last one is today, the recorded date
kept in each reading, and no fire label in the live feed (issue 16, issue 19 item 3)."""
import json
from datetime import date, datetime, timezone

from appliance.ingest.service import IngestService
from appliance.paths import ALGERIAN_CSV
from appliance.store.db import Database
from firmware_bridge.algerian import parse_algerian
from firmware_bridge.simulator import ReplaySimulator, replay_shift_s
from tests.conftest import wait_for

DAYS = parse_algerian(ALGERIAN_CSV).days
TODAY = "2026-11-30"


def test_the_shift_puts_the_last_recorded_day_on_today():
    shift = replay_shift_s(DAYS, TODAY)
    assert shift == (date(2026, 11, 30) - date(2012, 9, 30)).days * 86400
    last = max(DAYS, key=lambda d: d.ts)
    assert date.fromtimestamp(last.ts + shift).isoformat() == TODAY
    assert replay_shift_s([], TODAY) == 0.0


def test_replayed_readings_carry_their_recorded_date_and_no_fire_label(broker, config_factory, tmp_path):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False})
    db = Database(config.db_path)
    ingest = IngestService(config, db, log=lambda m: None)
    ingest.start()
    try:
        sim = ReplaySimulator(ALGERIAN_CSV, "127.0.0.1", broker.port, "wildfire", "demo", float("inf"), limit=6,
                              log=lambda m: None, outbox_path=tmp_path / "outbox.db", today=TODAY)
        assert sim.run() == 6
        wait_for(lambda: db.scalar("SELECT COUNT(*) FROM readings") == 6, 30, what="six readings stored")
        shift = replay_shift_s(DAYS, TODAY)
        first = sorted(DAYS, key=lambda d: (d.ts, d.line))[:6]
        # Two stations share a day's timestamp and their messages may arrive in either order: pair by station.
        rows = db.query("SELECT device, ts, temperature_c, extra_json FROM readings ORDER BY ts, device")
        by_station = {(r["device"], r["ts"] - shift): r for r in rows}
        assert len(by_station) == 6
        for day in first:
            row = by_station[(day.device, day.ts)]
            extra = json.loads(row["extra_json"])
            assert row["ts"] == day.ts + shift and extra["replay_of"] == day.date
            assert "observed" not in extra and not any(v in ("fire", "not fire") for v in extra.values())
            assert extra["FWI"] == day.codes["FWI"] and row["temperature_c"] == day.temperature_c
    finally:
        ingest.stop()
        db.close()


def test_recorded_dates_are_kept_when_asked():
    day = DAYS[0]
    reading = day.reading(1)
    assert reading["ts"] == day.ts and "replay_of" not in reading["extra"] and "observed" not in reading["extra"]


def test_a_replay_started_before_the_stations_noon_reading_ends_the_day_before():
    last = max(DAYS, key=lambda d: d.ts)
    # on 30 November 2026, at 03:00 UTC (before noon) and at 18:00 UTC (after it), no day named: the box's own clock
    early = datetime(2026, 11, 30, 3, tzinfo=timezone.utc).timestamp()
    late = datetime(2026, 11, 30, 18, tzinfo=timezone.utc).timestamp()
    before, after = replay_shift_s(DAYS, now=early), replay_shift_s(DAYS, now=late)
    assert last.ts + before <= early and date.fromtimestamp(last.ts + before).isoformat() == "2026-11-29"
    assert last.ts + after <= late and date.fromtimestamp(last.ts + after).isoformat() == TODAY
    assert replay_shift_s(DAYS, TODAY, now=early) == replay_shift_s(DAYS, TODAY)   # a day named is kept as named
