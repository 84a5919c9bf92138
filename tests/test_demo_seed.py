"""`appliance demo seed`: the demo state through the real ingest path (mosquitto + IngestService),
checked for counts, calibrated codes and their provenance, the synthetic fire frame, and one danger
figure across the Live tab, `fire-weather show` and station_danger for every station and day."""
import json
from datetime import datetime, timezone
from pathlib import Path

import pytest
from click.testing import CliRunner

from appliance.demo import sortie
from appliance.fireweather.danger import NETWORK, PUBLISHED, danger_days, station_danger
from appliance.paths import ALGERIAN_CSV
from appliance.store.db import Database
from firmware_bridge.algerian import parse_algerian
from tests.conftest import appliance_cmd

DAYS = parse_algerian(ALGERIAN_CSV).days


@pytest.fixture(scope="module")
def seeded(tmp_path_factory):
    data_dir = tmp_path_factory.mktemp("demo") / "state"
    proc = appliance_cmd("demo", "seed", "--data-dir", str(data_dir), "--json", timeout=900)
    assert proc.returncode == 0, proc.stderr[-2000:]
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert "replaying 243 recorded station-days" in proc.stderr   # progress goes to stderr
    db = Database(data_dir / "appliance.db")
    yield summary, db, data_dir
    db.close()


def test_every_recorded_day_of_both_stations_arrives_with_its_2012_date(seeded):
    summary, db, data_dir = seeded
    assert summary["readings"] == len(DAYS) == 243 and summary["stations"] == 2
    assert summary["days"] == 122 and summary["station_days"] == 243
    assert summary["newest_reading_ts"] == datetime(2012, 9, 30, 11, tzinfo=timezone.utc).timestamp()
    assert summary["data_dir"] == str(data_dir.resolve()) and json.loads((data_dir / "demo_seed.json").read_text())
    stored = {(r["device"], r["ts"]): r for r in db.query("SELECT device, ts, temperature_c, extra_json FROM readings")}
    for d in DAYS:
        row = stored[(d.device, d.ts)]
        extra = json.loads(row["extra_json"])
        assert row["temperature_c"] == d.temperature_c and extra["FWI"] == d.codes["FWI"]
        assert "observed" not in extra and "replay_of" not in extra   # no labels; recorded dates kept
    assert db.scalar("SELECT COUNT(*) FROM vec_readings") == 243


def test_codes_follow_the_fitted_network_convention_and_the_published_figure_wins(seeded):
    summary, db, _ = seeded
    conventions = db.query("SELECT scope FROM fire_weather_convention")
    assert [c["scope"] for c in conventions] == ["*"]
    assert db.scalar("SELECT COUNT(*) FROM fire_weather WHERE convention = 'standard'") == 0
    assert summary["danger_provenance"][PUBLISHED] == 243 and summary["danger_provenance"][NETWORK] == 0
    sba = station_danger(db, "sidi-bel-abbes")
    last = [d for d in DAYS if d.device == "sidi-bel-abbes"][-1]
    assert sba["day"] == "2012-09-30" and sba["fwi"] == last.codes["FWI"] and sba["provenance"] == PUBLISHED


def test_the_sortie_has_one_synthetic_fire_frame_at_a_known_time_and_place(seeded):
    summary, db, data_dir = seeded
    truth = sortie.fire_truth()
    assert summary["frames"] == sortie.FRAMES and summary["telemetry"] == len(sortie.telemetry())
    alerts = db.query("SELECT * FROM alerts")
    assert summary["detections"] == len(alerts) == 1
    a = alerts[0]
    assert a["kind"] == "fire_detection" and a["frame_id"] == summary["fire_frame"]["frame_id"]
    assert (a["ts"], a["lat"], a["lon"]) == (truth["ts"], truth["lat"], truth["lon"])
    frame = db.query("SELECT * FROM frames WHERE id = ?", [a["frame_id"]])[0]
    jpeg = (data_dir / "frames" / frame["path"]).read_bytes()
    assert b"SYNTHETIC demo frame" in jpeg[:200] and frame["telemetry_source"] == "properties"
    assert db.scalar("SELECT COUNT(*) FROM frames WHERE embedded = 1") == sortie.FRAMES


def test_shipped_documents_and_packs_are_loaded(seeded):
    summary, db, _ = seeded
    assert summary["documents"] == len(list(Path("edge_data/documents").glob("*.md"))) == 3
    assert summary["packs"] == 3 and summary["chunks"] > 3
    text = " ".join(r["text"] for r in db.query("SELECT text FROM chunks"))
    assert "100 feet of defensible space" in text


def test_the_past_fire_record_is_the_analog_index_of_every_recorded_day(seeded):
    summary, db, _ = seeded
    assert summary["fire_record"] == {"index": "algerian-fire-record", "days": 244, "fire_days": 138}
    assert db.scalar("SELECT COUNT(*) FROM analog_days WHERE region = 'Sidi-Bel Abbes' AND date LIKE '2012-07-%'"
                     " AND fire = 1") == 24      # July at Sidi-Bel Abbes, with the repaired 14 July row


def test_live_and_show_give_station_dangers_figure_for_every_station_and_day(seeded):
    from types import SimpleNamespace

    from flask import Flask

    from appliance.cli.fireweather import command
    from appliance.web.api_live import bp

    _, db, data_dir = seeded
    app = Flask(__name__)
    app.extensions["appliance"] = {"box": SimpleNamespace(db=db, config=SimpleNamespace(frames_dir=data_dir / "frames"))}
    app.register_blueprint(bp)
    live = {r["device"]: r["danger"] for r in app.test_client().get("/api/live").get_json()["readings"]}
    runner = CliRunner()
    checked = 0
    for device in ("bejaia", "sidi-bel-abbes"):
        assert live[device] == station_danger(db, device)
        for day in danger_days(db, device):
            out = runner.invoke(command, ["show", "--day", day, "--json", "--set", f"store.data_dir={data_dir}"])
            shown = {d["station"]: d for d in json.loads(out.output.strip().splitlines()[-1])["danger"]}
            assert shown[device] == station_danger(db, device, day)
            checked += 1
    assert checked == 243


def test_seeding_a_folder_that_holds_a_database_is_refused_in_one_line(seeded, tmp_path):
    _, _, data_dir = seeded
    again = appliance_cmd("demo", "seed", "--data-dir", str(data_dir))
    assert again.returncode == 1 and "already exists" in again.stderr and len(again.stderr.strip().splitlines()) == 1
    a_file = tmp_path / "file"
    a_file.write_text("x")
    bad = appliance_cmd("demo", "seed", "--data-dir", str(a_file))
    assert bad.returncode == 2 and "is a file" in bad.stderr
