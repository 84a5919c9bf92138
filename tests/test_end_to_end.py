"""The walking skeleton for real: mosquitto, `appliance run`, `appliance simulate`, a question over HTTP."""
import http.cookiejar
import json
import os
import signal
import subprocess
import sys
import urllib.request

from appliance.comms.broker import free_port
from appliance.paths import ALGERIAN_CSV, REPO_DIR
from appliance.store.db import Database
from firmware_bridge.algerian import parse_algerian
from tests.conftest import appliance_cmd, wait_for
from tests.test_batch_class import policy


# One cookie jar, like a tablet's browser: the page's writes need its CSRF token and cookie.
_opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))


def http_json(url, body=None, timeout=120):
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Content-Type": "application/json"}
    if body is not None:
        base = url.split("/api/")[0]
        with _opener.open(f"{base}/api/whoami", timeout=timeout) as resp:
            headers["X-CSRF-Token"] = json.loads(resp.read())["csrf"]
    req = urllib.request.Request(url, data=data, headers=headers)
    with _opener.open(req, timeout=timeout) as resp:
        return json.loads(resp.read())


def test_published_readings_are_stored_and_cited(broker, tmp_path):
    web_port = free_port()
    data_dir = tmp_path / "data"
    sets = ["--set", f"mqtt.port={broker.port}", "--set", f"web.port={web_port}",
            "--set", f"store.data_dir={data_dir}", "--set", "mqtt.start_local_broker=false"]
    app = subprocess.Popen([sys.executable, "-m", "appliance", "run", *sets], cwd=REPO_DIR,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        base = f"http://127.0.0.1:{web_port}"
        wait_for(lambda: _up(base), timeout=60, what="the page to come up")
        sim = appliance_cmd("simulate", *sets, "--speedup", "1e7", "--limit", "60")
        assert sim.returncode == 0, sim.stderr
        assert "published 60 readings" in sim.stdout
        health = wait_for(lambda: (h := http_json(f"{base}/healthz"))["embedded"] >= 60 and h,
                          timeout=60, what="60 readings stored and embedded")
        assert health["readings"] == 60

        answer = http_json(f"{base}/api/ask", {"question": "Which Bejaia day had low humidity and strong wind?"})
        assert answer["cited_ids"], answer
        # Every cited reading is one the simulator really published: same station, sequence, values.
        days = parse_algerian(ALGERIAN_CSV).days
        db = Database(data_dir / "appliance.db")
        for row in answer["evidence"]:
            assert row["id"] in answer["cited_ids"]
            stored = db.query("SELECT device, seq, temperature_c, rh_pct, wind_kmh FROM readings WHERE id = ?",
                              [row["id"]])[0]
            source = [d for d in days if d.device == stored["device"]][stored["seq"] - 1]
            assert (stored["temperature_c"], stored["rh_pct"], stored["wind_kmh"]) == (
                source.temperature_c, source.rh_pct, source.wind_kmh)
        assert answer["mode"] in ("model", "rules")
        detail = http_json(f"{base}/api/answers/{answer['id']}")
        assert detail["audit"]["steps"][0]["step"] == "retrieve"
    finally:
        app.send_signal(signal.SIGINT)
        out, _ = app.communicate(timeout=30)
    assert app.returncode == 0, out
    assert "stopped" in out


def _up(base):
    try:
        return http_json(f"{base}/healthz", timeout=2)["ok"]
    except OSError:
        return False


def test_demo_mode_starts_and_stops_its_own_broker(tmp_path):
    """`appliance run --demo` (what scripts/demo runs) starts mosquitto and the feed; SIGINT leaves nothing."""
    mqtt_port, web_port = free_port(), free_port()
    app = subprocess.Popen([sys.executable, "-m", "appliance", "run", "--demo", "--set", f"mqtt.port={mqtt_port}",
                            "--set", f"web.port={web_port}", "--set", f"store.data_dir={tmp_path / 'd'}"],
                           cwd=REPO_DIR, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        base = f"http://127.0.0.1:{web_port}"
        wait_for(lambda: _up(base), timeout=60, what="the page")
        wait_for(lambda: http_json(f"{base}/healthz")["readings"] >= 5, timeout=60, what="demo readings")
        pids = subprocess.run(["pgrep", "-f", f"mosquitto -c {tmp_path}"], capture_output=True, text=True).stdout.split()
        assert len(pids) == 1
        # Broker and ingest's writer start in SCHED_BATCH: on waking they never preempt a question's model.
        writer = subprocess.run(["pgrep", "-P", str(app.pid), "-f", "appliance.ingest.record_process"],
                                capture_output=True, text=True).stdout.split()
        assert len(writer) == 1
        assert [policy(int(pids[0])), policy(int(writer[0])), policy(app.pid)] == [os.SCHED_BATCH, os.SCHED_BATCH,
                                                                                   os.SCHED_OTHER]
    finally:
        app.send_signal(signal.SIGINT)
        out, _ = app.communicate(timeout=30)
    assert "started local mosquitto" in out and "The crew page is at" in out
    left = subprocess.run(["pgrep", "-f", f"mosquitto -c {tmp_path}"], capture_output=True, text=True).stdout.split()
    assert left == []
