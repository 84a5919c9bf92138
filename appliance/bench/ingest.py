"""`appliance bench ingest`: what ingest stores per second against what the broker alone delivers.

In one run, on a mosquitto it starts on loopback, with the same publisher (a separate process,
QoS 1) both times:
  (a) broker_raw_per_s: readings delivered to a plain paho subscriber (QoS 1, auto-ack);
  (b) readings_per_s: readings validated and committed to SQLite by the ingest service
      (manual ack after commit), counted in the database;
  (c) frames_per_s: distinct 640x480 JPEG frames checked, hashed, written and committed (not embedded).
Each rate runs from the first message received to the last one received / stored.
"""
import json
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import click

from appliance.config.options import json_option

PUBLISHER = r"""
import json, sys, threading
import paho.mqtt.client as mqtt
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties
from firmware_bridge import synthetic
port, kind, n, client_id, base = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5])
if kind in ("reading", "raw"):
    # "raw" goes to a prefix the appliance does not subscribe to: the plain subscriber's share only.
    prefix = "wildfire" if kind == "reading" else "rawbench"
    items = [(prefix + "/bench/sensor/st%d/reading" % (i % 4), json.dumps({**synthetic.reading(i), "seq": i // 4 + 1}), None)
             for i in range(base, base + n)]
else:
    items = []
    for i in range(base, base + n):
        p = Properties(PacketTypes.PUBLISH)
        p.UserProperty = [("seq", str(i + 1))]
        items.append(("wildfire/bench/uav/uav1/frame", synthetic.frame_jpeg(10_000 + i), p))
done = threading.Event()
acked = [0]
def on_publish(c, u, mid, rc, props):
    acked[0] += 1
    if acked[0] == n:
        done.set()
c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=client_id, protocol=mqtt.MQTTv5)
c.max_queued_messages_set(0)
c.max_inflight_messages_set(100)
c.on_publish = on_publish
c.connect("127.0.0.1", port)
c.loop_start()
print("ready", flush=True)
sys.stdin.readline()
for topic, payload, props in items:
    c.publish(topic, payload, qos=1, properties=props)
done.wait(600)
c.disconnect()
c.loop_stop()
"""


def _publisher(port: int, kind: str, n: int, client_id: str, base: int = 0) -> subprocess.Popen:
    from appliance.paths import REPO_DIR

    proc = subprocess.Popen([sys.executable, "-c", PUBLISHER, str(port), kind, str(n), client_id, str(base)], cwd=REPO_DIR,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "ready", "publisher failed to start"
    return proc


def _go(proc) -> None:
    proc.stdin.write("go\n")
    proc.stdin.flush()


def broker_raw_rate(port: int, n: int) -> float:
    import paho.mqtt.client as mqtt

    times: list[float] = []
    done = threading.Event()

    def on_message(c, u, msg):
        times.append(time.perf_counter())
        if len(times) == n:
            done.set()

    sub = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="bench-raw-sub", protocol=mqtt.MQTTv5)
    sub.on_message = on_message
    sub.connect("127.0.0.1", port)
    sub.subscribe("rawbench/+/sensor/+/reading", qos=1)
    sub.loop_start()
    time.sleep(0.3)
    pub = _publisher(port, "raw", n, "bench-pub-raw")
    _go(pub)
    done.wait(600)
    pub.wait(60)
    sub.unsubscribe("rawbench/+/sensor/+/reading")
    sub.disconnect()
    sub.loop_stop()
    return (len(times) - 1) / (times[-1] - times[0])


def stored_rate(service, port: int, kind: str, n: int, table: str, base: int = 0) -> float:
    """Messages base..base+n (new sequence numbers each round), from first received to last committed."""
    counter = "stored"   # readings and frames both count here; the phases never overlap
    already = service.counters.get(counter, 0)
    first = []
    original = service.client.on_message

    def on_message(c, u, msg):
        if not first:
            first.append(time.perf_counter())
        original(c, u, msg)

    service.client.on_message = on_message
    pub = _publisher(port, kind, n, f"bench-pub-{kind}", base)
    _go(pub)
    deadline = time.monotonic() + 600
    # The service's own counter, not a COUNT(*) every 10 ms: that query ran in the measured process
    # and took the GIL and the database from the writer being measured.
    while service.counters.get(counter, 0) < already + n and time.monotonic() < deadline:
        time.sleep(0.005)
    end = time.perf_counter()
    assert service.db.scalar(f"SELECT COUNT(*) FROM {table}") >= n, f"{table}: counted but not in the database"
    pub.wait(60)
    service.client.on_message = original
    return n / (end - first[0])


@click.command("ingest")
@json_option
@click.option("--readings", "n_readings", type=click.IntRange(min=100), default=20000, show_default=True)
@click.option("--frames", "n_frames", type=click.IntRange(min=10), default=300, show_default=True)
@click.option("--rounds", type=click.IntRange(min=1, max=9), default=3, show_default=True,
              help="Alternate raw and stored runs this many times and report medians (the load of a shared "
                   "machine drifts; alternating keeps both sides under the same conditions).")
@click.option("--set", "overrides", multiple=True, metavar="KEY=VALUE",
              help="Override a setting of the measured service, e.g. --set ingest.batch_size=500.")
def command(as_json, n_readings, n_frames, rounds, overrides):
    """Broker raw throughput vs end-to-end stored throughput (readings), and frames stored per second."""
    import statistics

    from appliance.comms.broker import LocalBroker, free_port
    from appliance.config import load_config
    from appliance.ingest.service import IngestService
    from appliance.store.db import Database

    work = Path(tempfile.mkdtemp(prefix="bench-ingest-"))
    per_round = max(100, n_readings // rounds)
    raws, stored = [], []
    with LocalBroker(free_port(), work / "mosquitto") as broker:
        from appliance.config.options import parse_overrides

        config = load_config(None, {"site": "bench", "store.data_dir": str(work / "data"), "mqtt.port": broker.port,
                                    "mqtt.start_local_broker": False, "ingest.frame_queue_size": 100000,
                                    **parse_overrides(overrides)})
        service = IngestService(config, Database(config.db_path), log=lambda m: None)
        service.start()
        try:
            for r in range(rounds):
                raws.append(broker_raw_rate(broker.port, per_round))
                stored.append(stored_rate(service, broker.port, "reading", per_round, "readings", base=r * per_round))
                click.echo(f"round {r + 1}: broker raw {raws[-1]:,.0f}/s, stored {stored[-1]:,.0f}/s")
            raw, readings = statistics.median(raws), statistics.median(stored)
            click.echo(f"broker raw: {raw:,.0f} readings/s to a plain QoS 1 subscriber (median)")
            click.echo(f"ingest: {readings:,.0f} readings/s validated and committed (median; ratio {readings / raw:.2f})")
            frames = stored_rate(service, broker.port, "frame", n_frames, "frames")
            click.echo(f"ingest: {frames:,.1f} frames/s (640x480 JPEG) checked, hashed, written and committed")
            counters = service.counters
        finally:
            service.stop()
    shutil.rmtree(work, ignore_errors=True)
    result = {"readings_per_s": round(readings, 1), "broker_raw_per_s": round(raw, 1),
              "ratio": round(readings / raw, 3), "frames_per_s": round(frames, 1), "readings": n_readings,
              "frames": n_frames, "rounds": rounds, "qos": 1, "shed": counters.get("shed", 0), "rejected": counters.get("rejected", 0)}
    if as_json:
        click.echo(json.dumps(result))
