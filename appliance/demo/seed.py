"""Build the demo state in an empty data folder, through the real ingest path.

A real mosquitto on a free loopback port and the real IngestService receive everything as a field
box would: the two Algerian stations replayed by the firmware bridge's ReplaySimulator (outbox,
sequence numbers, acknowledged by the box's progress topic) with their recorded 2012 dates, then
a drone's telemetry and frames published over MQTT 5 with their user properties (demo/sortie.py).
After ingest stops, the work the running box does behind ingest is done once, in order: daily
codes (with the network's convention fitted from the published codes), reading and frame
vectors, the look at each frame for fire or smoke (detections, projected fronts). Then the
shipped documents (edge_data/documents) and packs (edge_data/packs) are loaded as
`appliance docs add` and `appliance packs add --shipped` load them. Same inputs, same state:
the evaluation of crew questions (`appliance eval crew`) is built on it.
"""
import json
import tempfile
import time
from pathlib import Path

from appliance.paths import ALGERIAN_CSV, EDGE_DATA_DIR

DOCUMENTS_DIR = EDGE_DATA_DIR / "documents"
PACKS_DIR = EDGE_DATA_DIR / "packs"
DOC_TS = 1_346_457_600.0   # 2012-09-01 UTC: the shipped guidance counts as current for the recorded season
SITE = "demo"


class SeedError(RuntimeError):
    """The demo state could not be built; the message says what to do."""


def _wait(predicate, timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        if time.monotonic() > deadline:
            raise SeedError(f"timed out after {timeout_s:.0f} s waiting for {what}")
        time.sleep(0.05)


def _publish_sortie(host: str, port: int, prefix: str) -> tuple[int, int]:
    """The drone's telemetry and frames, as the drone would send them (QoS 1, MQTT 5 properties)."""
    import paho.mqtt.client as mqtt
    from paho.mqtt.packettypes import PacketTypes
    from paho.mqtt.properties import Properties

    from appliance.comms.topics import Topics
    from appliance.demo import sortie

    topics = Topics(prefix, SITE)
    client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="demo-seed-uav", protocol=mqtt.MQTTv5)
    client.connect(host, port)
    client.loop_start()
    try:
        fixes = sortie.telemetry()
        for fix in fixes:
            client.publish(topics.topic("uav_telemetry", device=sortie.DRONE), json.dumps(fix), qos=1).wait_for_publish(10)
        for i in range(sortie.FRAMES):
            f = sortie.frame(i)
            props = Properties(PacketTypes.PUBLISH)
            props.UserProperty = [(k, str(v)) for k, v in f["properties"].items()]
            client.publish(topics.topic("uav_frame", device=sortie.DRONE), f["jpeg"], qos=1,
                           properties=props).wait_for_publish(10)
    finally:
        client.disconnect()
        client.loop_stop()
    return len(fixes), sortie.FRAMES


def _ingest(config, db, progress) -> dict:
    from appliance.comms.broker import LocalBroker, free_port
    from appliance.ingest.service import IngestService
    from firmware_bridge.algerian import parse_algerian
    from firmware_bridge.simulator import ReplaySimulator

    days = len(parse_algerian(ALGERIAN_CSV).days)
    with tempfile.TemporaryDirectory(prefix="demo-seed-") as tmp:
        port = free_port()
        cfg = config.model_copy(update={"mqtt": config.mqtt.model_copy(
            update={"host": "127.0.0.1", "port": port, "start_local_broker": False})})
        with LocalBroker(port, Path(tmp) / "mosquitto"):
            progress(f"mosquitto on 127.0.0.1:{port}; starting ingest")
            ingest = IngestService(cfg, db, log=lambda m: progress(f"ingest: {m}"))
            ingest.start()
            try:
                progress(f"replaying {days} recorded station-days (2012 dates kept)")
                sim = ReplaySimulator(ALGERIAN_CSV, "127.0.0.1", port, cfg.mqtt.topic_prefix, SITE, float("inf"),
                                      log=lambda m: progress(m), outbox_path=Path(tmp) / "outbox.db",
                                      wait_acked_s=120.0, shift_to_today=False)
                sim.run()
                _wait(lambda: db.scalar("SELECT COUNT(*) FROM readings") >= days, 120, f"{days} readings stored")
                progress("flying the drone sortie: telemetry and frames")
                fixes, frames = _publish_sortie("127.0.0.1", port, cfg.mqtt.topic_prefix)
                _wait(lambda: db.scalar("SELECT COUNT(*) FROM uav_telemetry") >= fixes, 60, f"{fixes} telemetry fixes")
                _wait(lambda: db.scalar("SELECT COUNT(*) FROM frames") >= frames, 60, f"{frames} frames stored")
            finally:
                ingest.stop()
            counters = ingest.counters
    return {"published_days": days, "counters": counters}


def _behind_ingest(config, box, progress) -> dict:
    """What the running box's workers do after a reading or frame is stored, done once."""
    from appliance.alerts.detections import check_new_frames
    from appliance.embed.image_worker import active_image_embedders, embed_pending_frames
    from appliance.fireweather.refresh import CodesRefresher
    from appliance.store.readings import embed_pending_readings

    db = box.db
    progress("fire weather: fitting the network's convention from the published codes, computing daily codes")
    CodesRefresher(auto_calibrate=True, log=progress).step(db)
    progress("embedding readings")
    while embed_pending_readings(db, box.embedder.embed):
        pass
    progress("embedding frames and looking at them for fire and smoke")
    embedders = active_image_embedders(box.image_embedder)
    while embed_pending_frames(db, config.frames_dir, embedders):
        pass
    alerts = []
    while True:
        found = check_new_frames(db, config)
        alerts += found
        if not db.scalar("SELECT COUNT(*) FROM frames f LEFT JOIN frame_checks c ON c.frame_id = f.id"
                         " WHERE c.frame_id IS NULL"):
            break
    return {"alerts": alerts}


def _documents_and_packs(config, box, progress) -> dict:
    from appliance.documents import add_documents
    from appliance.packs.install import add_pack

    paths = sorted(p for p in DOCUMENTS_DIR.iterdir() if p.suffix.lower() in (".md", ".txt", ".pdf"))
    progress(f"loading {len(paths)} shipped documents")
    r = config.retrieval
    docs = add_documents(box.db, box.embedder, paths, kind=r.document_kind, site="", doc_ts=DOC_TS,
                         percentile=r.chunk_percentile, max_chars=r.chunk_max_chars)
    failed = [d for d in docs if d["status"] == "error"]
    if failed:
        raise SeedError(f"a shipped document did not load: {failed[0]['error']}")
    packs = []
    for folder in sorted(p for p in PACKS_DIR.iterdir() if p.is_dir()):
        manifest, n = add_pack(box.db, folder, Path(config.store.data_dir) / "packs")
        progress(f"pack {manifest.name}: {n} rows")
        packs.append({"name": manifest.name, "kind": manifest.kind, "rows": n, "synthetic": manifest.synthetic})
    return {"documents": docs, "packs": packs}


def seed_demo(config, progress=lambda msg: None) -> dict:
    """Build the demo state in config.store.data_dir (which must hold no database yet); returns the summary."""
    from appliance.box import Box
    from appliance.demo import sortie
    from appliance.demo.fire_record import build_fire_record
    from appliance.fireweather.danger import PROVENANCES, danger_days, station_danger

    data_dir = Path(config.store.data_dir)
    if config.db_path.exists():
        raise SeedError(f"{config.db_path} already exists: seed into an empty folder (or delete that one first)")
    data_dir.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    box = Box(config, with_model=False, log=progress)
    try:
        ingested = _ingest(config, box.db, progress)
        behind = _behind_ingest(config, box, progress)
        loaded = _documents_and_packs(config, box, progress)
        db = box.db
        fire_record = build_fire_record(db, box.embedder, progress)
        truth = sortie.fire_truth()
        fire_frame = db.query("SELECT id, ts, lat, lon FROM frames WHERE device = ? AND seq = ?",
                              [truth["device"], truth["seq"]])
        provenance = {p: 0 for p in PROVENANCES}
        for device in ("bejaia", "sidi-bel-abbes"):
            for day in danger_days(db, device):
                provenance[station_danger(db, device, day)["provenance"]] += 1
        conventions = db.query("SELECT scope, rain_factor, month_offset, restart, startup FROM fire_weather_convention")
        summary = {
            "data_dir": str(data_dir),
            "ingest": "mosquitto + IngestService (the real MQTT path)",
            "readings": db.scalar("SELECT COUNT(*) FROM readings"),
            "stations": db.scalar("SELECT COUNT(DISTINCT device) FROM readings"),
            "days": db.scalar("SELECT COUNT(DISTINCT day) FROM fire_weather"),
            "station_days": db.scalar("SELECT COUNT(*) FROM fire_weather"),
            "telemetry": db.scalar("SELECT COUNT(*) FROM uav_telemetry"),
            "frames": db.scalar("SELECT COUNT(*) FROM frames"),
            "detections": db.scalar("SELECT COUNT(*) FROM alerts"),
            "documents": db.scalar("SELECT COUNT(*) FROM documents"),
            "chunks": db.scalar("SELECT COUNT(*) FROM chunks"),
            "packs": db.scalar("SELECT COUNT(*) FROM packs"),
            "fire_record": fire_record,
            "newest_reading_ts": db.scalar("SELECT MAX(ts) FROM readings"),
            "danger_provenance": provenance,
            "convention": conventions,
            "fire_frame": {**truth, "frame_id": fire_frame[0]["id"] if fire_frame else None},
            "seconds": round(time.monotonic() - started, 1),
        }
    finally:
        box.close()
        box.db.close()
    (data_dir / "demo_seed.json").write_text(json.dumps(summary, indent=2) + "\n")
    return summary
