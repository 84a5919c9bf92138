"""`appliance fleet pull` on real mosquitto: the command post asks one engine for its raw readings or frames
over the TLS bridge (LoopbackIncident), the engine's PullServer answers from its own store, and the command
post writes what arrived: every reading in the window, each frame checked against the sha256 the engine
stored. A request sent while the engine's broker is down is answered once it is back."""
import csv
import hashlib
import json
import subprocess
import sys
import time

import cv2
import numpy as np
import pytest

from appliance.bench.fleet_incident import LoopbackIncident
from appliance.fleet.pull import PullError, PullServer, check_request
from appliance.paths import REPO_DIR
from appliance.store.db import Database
from appliance.store.frames import frame_relpath, insert_frame, write_frame_file
from appliance.store.readings import insert_readings
from conftest import appliance_cmd, wait_for
from deploy_broker import Client

E1, INC = "engine1", "inc-p"
HOUR = 3600.0


def stock_engine_store(config, now):
    """2,500 readings over the last 5 h (2 stations) and 4 frames, one of whose files retention removed."""
    db = Database(config.db_path)
    rows = [(E1, f"ws{k % 2 + 1}", {"seq": k, "ts": now - 5 * HOUR + k * 7.0, "lat": 36.7, "lon": 3.1,
                                     "temperature_c": 20 + (k % 13) * 0.5, "rh_pct": 30 + k % 40, "wind_kmh": k % 50})
            for k in range(2500)]
    insert_readings(db, rows)
    frames = []
    for k in range(4):
        image = np.full((48, 64, 3), (10 * k, 90, 200), np.uint8)
        data = cv2.imencode(".jpg", image)[1].tobytes()
        sha = hashlib.sha256(data).hexdigest()
        rel = frame_relpath(sha, "image/jpeg")
        write_frame_file(config.frames_dir, rel, data)
        with db.conn:
            fid = insert_frame(db.conn, site=E1, device="uav1", seq=k, ts=now - 600 + k * 60, sha256=sha, relpath=rel,
                               media_type="image/jpeg", size=len(data), width=64, height=48, phash=k, telemetry=None,
                               telemetry_source=None, received_at=now)
        frames.append((fid, sha, rel))
    (config.frames_dir / frames[3][2]).unlink()
    db.close()
    return rows, frames


@pytest.fixture
def incident(tmp_path):
    inc = LoopbackIncident(tmp_path / "incident", [E1], incident=INC).start()
    engine = inc.with_login(inc.engine_configs[E1], inc.engines[E1])
    server = None
    try:
        now = time.time()
        rows, frames = stock_engine_store(engine, now)
        server = PullServer(engine, log=lambda *_: None).start()
        # A request is queued for the engine's bridge session, which exists once the bridge has connected once.
        link = Client(inc.cp.port, "appliance", inc.cp.passwords["appliance"], "cp-link-check")
        try:
            assert link.wait_connected()
            link.subscribe(f"wildfire/{E1}/fleet/link")
            wait_for(lambda: (f"wildfire/{E1}/fleet/link", b"1") in link.messages, timeout=90, what="engine1's bridge up")
        finally:
            link.c.disconnect()
            link.c.loop_stop()
        sets = {"store.data_dir": str(inc.cp_config.store.data_dir), "mqtt.port": inc.cp.port, "mqtt.username": "appliance",
                "mqtt.password": inc.cp.passwords["appliance"], "fleet.role": "command_post", "fleet.incident_id": INC}
        yield inc, [a for k, v in sets.items() for a in ("--set", f"{k}={v}")], rows, frames, now
    finally:
        if server:
            server.stop()
        inc.stop()


def test_pull_readings_and_frames_from_an_engine(incident, tmp_path):
    inc, sets, rows, frames, now = incident
    run = appliance_cmd("fleet", "pull", E1, "--readings", "--since", "3h", "--out", str(tmp_path / "got"), "--json",
                        "--timeout", "90", *sets, timeout=150)
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout.strip().splitlines()[-1])
    want = [r for _, _, r in rows if r["ts"] >= summary["since"]]     # the window, counted here from what was stored
    assert summary["rows"] == summary["count"] == len(want) > 1000 and summary["truncated"] is False
    with open(summary["out"], newline="") as f:
        got = list(csv.DictReader(f))
    assert [int(r["seq"]) for r in got] == [r["seq"] for r in want]
    assert [float(r["temperature_c"]) for r in got] == [r["temperature_c"] for r in want]
    assert {r["site"] for r in got} == {E1}

    run = appliance_cmd("fleet", "pull", E1, "--readings", "--since", "5h", "--station", "ws2", "--limit", "10",
                        "--out", str(tmp_path / "got"), "--json", *sets, timeout=120)
    cut = json.loads(run.stdout.strip().splitlines()[-1])
    assert cut["rows"] == 10 and cut["truncated"] is True

    run = appliance_cmd("fleet", "pull", E1, "--frames", "--since", "1h", "--out", str(tmp_path / "got"), "--json",
                        *sets, timeout=120)
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout.strip().splitlines()[-1])
    assert summary["count"] == 4 and summary["frames"] == 3
    assert summary["not_written"] == [{"frame": frames[3][0], "why": "the frame's file is gone from the engine (retention)"}]
    manifest = json.loads((tmp_path / "got" / f"{E1}-frames-{summary['request']}" / "frames.json").read_text())
    for entry, (fid, sha, _) in zip(manifest["frames"], frames):
        data = (tmp_path / "got" / f"{E1}-frames-{summary['request']}" / entry["file"]).read_bytes()
        assert entry["id"] == fid and hashlib.sha256(data).hexdigest() == sha


def test_a_request_sent_while_the_engine_is_down_is_answered_when_it_is_back(incident, tmp_path):
    inc, sets, rows, frames, now = incident
    first = appliance_cmd("fleet", "pull", E1, "--frames", "--since", "1h", "--limit", "1", "--out", str(tmp_path),
                          "--json", *sets, timeout=150)
    assert first.returncode == 0, first.stderr                           # the bridge is up
    inc.engines[E1].stop()
    late = subprocess.Popen([sys.executable, "-m", "appliance", "fleet", "pull", E1, "--readings", "--since", "1h",
                             "--out", str(tmp_path), "--json", "--timeout", "120", *sets],
                            cwd=REPO_DIR, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(5)
    inc.engines[E1].start()
    out, err = late.communicate(timeout=180)
    assert late.returncode == 0, err
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["rows"] == len([r for _, _, r in rows if r["ts"] >= summary["since"]])


def test_bad_requests_are_refused_in_words(tmp_path):
    with pytest.raises(PullError, match="what must be"):
        check_request({"id": "a1", "what": "passwords", "since": 0, "until": 1})
    with pytest.raises(PullError, match="since before until"):
        check_request({"id": "a1", "what": "readings", "since": 5, "until": 1})
    with pytest.raises(PullError, match="an id"):
        check_request({"id": "a/#", "what": "readings", "since": 0, "until": 1})
    assert check_request({"id": "a1", "what": "frames", "since": 0, "until": 1, "limit": 10_000})["limit"] == 50
    run = appliance_cmd("fleet", "pull", E1, "--readings", "--set", f"store.data_dir={tmp_path}")
    assert run.returncode != 0 and "pull runs on the command post" in run.stderr
