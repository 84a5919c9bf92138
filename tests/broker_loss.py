"""How many acknowledged messages a hard broker crash loses, measured on the shipped mosquitto
configuration (deploy/mosquitto/wildfire.conf, rendered as install.sh does).

The appliance (real ingest, its own broker user) has a persistent session that the broker has
saved (a graceful broker restart, as a long-running broker would have saved it). The appliance
is away (restarting, or too slow: the broker queues for it either way) while a sensor publishing
straight to the broker sends a burst of QoS 1 readings with seq; the moment the broker has
acknowledged the last one it is SIGKILLed and restarted, the appliance comes back, and ingest
drains what the broker kept. Loss = acknowledged readings never stored. With `device=True` the
sensor keeps an outbox (firmware_bridge/device.py) instead, and the loss must be zero.

    python -m tests.broker_loss [--runs 3] [--burst 2000] [--autosave "autosave_interval 30"]

prints one JSON line per run, then the totals.
"""
import argparse
import json
import tempfile
import threading
import time
from pathlib import Path

from appliance.comms.broker import free_port
from appliance.comms.mqtt_client import make_client
from appliance.config import load_config
from appliance.ingest.service import IngestService
from appliance.store.db import Database
from firmware_bridge import synthetic
from firmware_bridge.device import DirectDevice

SITE = "demo"
USERS = {"appliance": "appliance", "ws01": "sensor"}


def _stored(db_path) -> int:
    db = Database(db_path)
    try:
        return db.scalar("SELECT COUNT(DISTINCT seq) FROM readings WHERE device = 'ws01'")
    finally:
        db.close()


def _settled(service, quiet_s: float = 2.0, timeout: float = 60.0) -> None:
    """Wait until ingest has received nothing new for `quiet_s` (the broker has sent what it kept)."""
    deadline, last, since = time.monotonic() + timeout, -1, time.monotonic()
    while time.monotonic() < deadline:
        now = service.metrics["received"]
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet_s and not service.records.qsize():
            return
        time.sleep(0.1)


def measure(root: Path, burst: int = 2000, device: bool = False, autosave: str | None = None) -> dict:
    from tests.deploy_broker import ShippedBroker, devices_toml

    broker = ShippedBroker(root / "broker", free_port(), devices_toml(SITE, USERS))
    if autosave is not None:   # try another persistence setting on the same shipped file
        text = broker.conf.read_text()
        lines = [line for line in text.splitlines() if not line.startswith(("autosave_interval", "autosave_on_changes"))]
        broker.conf.write_text("\n".join(lines) + "\n" + autosave.replace(";", "\n") + "\n")
    broker.start()
    config = load_config(None, {"store.data_dir": str(root / "data"), "mqtt.port": broker.port,
                                "mqtt.start_local_broker": False, "mqtt.connect_retry": True,
                                "mqtt.username": "appliance", "mqtt.password": broker.passwords["appliance"]})
    service = IngestService(config, Database(config.db_path), log=lambda m: None)
    service.start()
    sender = None
    try:
        broker.stop()                       # SIGTERM: the broker saves the appliance's session
        broker.start()
        deadline = time.monotonic() + 30
        while not service.client.is_connected() and time.monotonic() < deadline:
            time.sleep(0.05)
        service.stop()                      # away: the broker queues the burst for its session
        topic = f"wildfire/{SITE}/sensor/ws01/reading"
        if device:
            sender = DirectDevice(root / "outbox.db", "127.0.0.1", broker.port, SITE, "ws01", client_id="ws01-dev",
                                  username="ws01", password=broker.passwords["ws01"], log=lambda m: None).start()
        else:
            sender = make_client("ws01-direct", username="ws01", password=broker.passwords["ws01"])
            sender.connect("127.0.0.1", broker.port)
            sender.loop_start()
        acked = threading.Semaphore(0)
        if not device:
            sender.on_publish = lambda *a: acked.release()
        started = time.monotonic()
        for i in range(1, burst + 1):
            body = {**synthetic.reading(i), "ts": time.time() - burst + i, "seq": i}
            if device:
                sender.reading({k: v for k, v in body.items() if k != "seq"})
            else:
                sender.publish(topic, json.dumps(body), qos=1)
        if not device:
            for _ in range(burst):
                acked.acquire(timeout=30)
        else:   # the outbox has them on disk; wait until the broker has acknowledged the burst
            deadline = time.monotonic() + 60
            while sender.link.client._out_messages and time.monotonic() < deadline:   # paho's unacked QoS 1
                time.sleep(0.02)
            time.sleep(0.2)
        sent_s = time.monotonic() - started
        stored_at_kill = _stored(config.db_path)
        broker.proc.kill()          # SIGKILL: no final persistence save
        broker.proc.wait(10)
        broker.start()
        service = IngestService(config, Database(config.db_path), log=lambda m: None)
        service.start()
        if device:
            assert sender.wait_delivered(120), "the device outbox did not drain"
        _settled(service)
        stored = _stored(config.db_path)
        return {"burst": burst, "device_outbox": device, "stored_before_kill": stored_at_kill,
                "queued_at_kill": burst - stored_at_kill, "stored": stored, "lost": burst - stored,
                "send_s": round(sent_s, 2), "autosave": autosave or "shipped"}
    finally:
        if device and sender is not None:
            sender.stop()
        elif sender is not None:
            sender.disconnect()
            sender.loop_stop()
        service.stop()
        broker.stop()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--burst", type=int, default=2000)
    ap.add_argument("--autosave", default=None, help='e.g. "autosave_interval 30" or "autosave_on_changes true;autosave_interval 100"')
    ap.add_argument("--device", action="store_true", help="the sensor keeps an outbox (firmware_bridge/device.py)")
    args = ap.parse_args()
    results = []
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory() as tmp:
            r = measure(Path(tmp), args.burst, args.device, args.autosave)
        print(json.dumps(r), flush=True)
        results.append(r)
    print(json.dumps({"runs": len(results), "lost_total": sum(r["lost"] for r in results),
                      "queued_total": sum(r["queued_at_kill"] for r in results),
                      "max_lost": max(r["lost"] for r in results)}))


if __name__ == "__main__":
    main()
