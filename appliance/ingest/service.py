"""The ingest service: MQTT in, validated rows committed, then acknowledged; rejects published.

paho calls on_message on its network thread; readings and telemetry go to one writer, frames to
another (its queue sheds the oldest frame under overload; readings are never shed). A message is
acknowledged (manual ack) only after its transaction commits, so a crash before that makes the
broker deliver it again, and the (site, device, seq) key stores it once. Because of that, the
broker's in-flight window (MQTT 5 Receive Maximum, `ingest.receive_maximum`) is what lets it keep
sending while a batch commits: with mosquitto's 100 the broker stopped at every commit and batches
never grew past 100.

Per source, the highest gap-free sequence handled is published on the progress topic, at most
every `progress_interval_s` and only for sources handled since the last message (nothing is sent
while nothing arrives), and, marked `resync`, for every known source after each (re)subscribe:
senders with an outbox (the firmware bridge, firmware_bridge/device.py) delete up to it and
resend everything above it.

Retained messages are not data: the subscription asks the broker not to send them (MQTT 5 retain
handling 2) and any delivery still flagged retained is acknowledged and counted, never stored, so
a retained reading is not stored again on every reconnect.
"""
import json
import threading
import time

from paho.mqtt.subscribeoptions import SubscribeOptions

from appliance.comms.mqtt_client import connect, make_client, publish_json
from appliance.comms.topics import Topics
from appliance.ingest.frame_writer import FrameWriter
from appliance.ingest.metrics import Metrics
from appliance.ingest.parts import IngestParts
from appliance.ingest.progress import ProgressTracker, save_progress_rows
from appliance.ingest.record_process import RecordProcess
from appliance.ingest.record_writer import RecordWriter
from appliance.ingest.rejects import RejectSink, prune_rejects
from appliance.store.db import Database, write_transaction
from appliance.store.digests import prune_digests
from appliance.store.faults import box_faults
from appliance.store.health import FAULTS
from appliance.store.progress import prune_closed
from edgelink.buffered import ack_all


class IngestService:
    def __init__(self, config, db: Database, log=print):
        self.config, self.db, self.log = config, db, log
        self.topics = Topics(config.mqtt.topic_prefix, config.site)
        self.metrics = Metrics()
        self.progress = ProgressTracker(config.ingest.max_sources)
        self.progress.load(db)
        self._stop = threading.Event()
        self.subscribed = threading.Event()   # set once the broker confirmed the subscriptions (SUBACK)
        self.client = make_client(
            config.mqtt.client_id, username=config.mqtt.username, password=config.mqtt.password,
            manual_ack=True, will_topic=self.topics.topic("status"),
            will_payload=json.dumps({"state": "offline"}).encode(), clean_start=False, buffered=True)
        self.client.on_connect = self._on_connect
        self.client.on_subscribe = self._on_subscribe
        self.client.on_message = self._on_message
        self.rejects = RejectSink(self.client, self.topics, self.metrics, config.ingest.rejects_per_s)
        parts = IngestParts(config=config, db=db, topics=self.topics, metrics=self.metrics, progress=self.progress,
                            rejects=self.rejects, ack=lambda msg: self.client.ack(msg.mid, msg.qos), log=log,
                            ack_all=lambda msgs: ack_all(self.client, msgs))
        self.records = RecordProcess(parts) if config.ingest.writer_process else RecordWriter(parts)
        self.frames = FrameWriter(parts)
        self._ticker = threading.Thread(target=self._tick_loop, name="ingest-ticker", daemon=True)

    @property
    def counters(self) -> dict:
        return self.metrics.snapshot()["counters"]

    # --- MQTT side -------------------------------------------------------------------------
    def start(self) -> None:
        self.records.start()
        self.frames.start()
        m = self.config.mqtt
        connect(self.client, m.host, m.port, session_expiry_s=m.session_expiry_s,
                timeout=m.connect_timeout_s, retry=m.connect_retry, log=self.log,
                receive_maximum=self.config.ingest.receive_maximum)
        self._ticker.start()

    def _on_connect(self, client, userdata, flags, reason, properties):
        if reason.is_failure:
            return
        options = SubscribeOptions(qos=1, retainHandling=SubscribeOptions.RETAIN_DO_NOT_SEND)
        self.subscribed.clear()
        client.subscribe([(t, options) for t in self.topics.subscriptions()])
        self.publish_status("online")

    def _on_subscribe(self, client, userdata, mid, reason_codes, properties):
        self.subscribed.set()
        self.publish_progress(resync=True)

    def _on_message(self, client, userdata, msg):
        self.metrics.inc("received")
        if msg.retain:   # a retained copy of an old message, not a new one: never stored again
            self.metrics.inc("retained_ignored")
            client.ack(msg.mid, msg.qos)
            return
        item = (time.time(), msg)
        if msg.topic.endswith("/frame"):
            self.frames.queue.put(item)
        else:
            self.records.put(item)  # blocks the network loop when full: back-pressure, never a dropped reading

    # --- what the box publishes ---------------------------------------------------------------
    def publish_progress(self, resync: bool = False) -> None:
        """Every known source on a resync; otherwise only those handled since the last message."""
        now = time.time()
        touched = None if resync else self.progress.take_touched()
        if touched is not None and not touched:
            return
        for site, sources in self.progress.by_site(touched).items():
            self.client.publish(self.topics.topic("progress", site=site),
                                json.dumps({"at": now, "resync": resync, "sources": sources}, separators=(",", ":")),
                                qos=1 if resync else 0)

    def status(self, state: str = "online") -> dict:
        snap = self.metrics.snapshot()
        notes = []
        if snap["counters"].get("frames_deleted_for_budget"):
            notes.append(f"frame disk budget ({self.config.store.frame_budget_mb} MB) reached: "
                         f"{snap['counters']['frames_deleted_for_budget']} oldest frames deleted")
        if snap["counters"].get("photos_deleted_for_budget"):
            notes.append(f"the same budget deleted {snap['counters']['photos_deleted_for_budget']} oldest photos "
                         "kept with answers (the answers stay)")
        if snap["counters"].get("shed"):
            notes.append(f"overloaded: {snap['counters']['shed']} un-embedded frames shed, oldest first")
        if snap["counters"].get("frames_deleted_for_space"):
            notes.append(f"{snap['counters']['frames_deleted_for_space']} oldest frames deleted to keep "
                         f"{self.config.store.min_free_mb} MB free for readings")
        faults = box_faults(self.config, self.db)
        return {"state": state, "at": time.time(), **snap, "faults": faults, "notes": faults + notes}

    def publish_status(self, state: str):
        return publish_json(self.client, self.topics.topic("status"), self.status(state), qos=1, retain=True)

    def _tick_loop(self) -> None:
        cfg = self.config.ingest
        last_status = last_prune = time.monotonic()
        while not self._stop.wait(cfg.progress_interval_s):
            try:
                self.publish_progress()
                now = time.monotonic()
                if now - last_status >= cfg.status_interval_s:
                    last_status = now
                    self.publish_status("online")
                    self.save_progress()
                if now - last_prune >= 60:
                    last_prune = now
                    prune_rejects(self.db)
                    with self.db.conn:
                        prune_digests(self.db.conn, cfg.dedup_window_s)
                        prune_closed(self.db.conn)
            except Exception as exc:  # never let bookkeeping stop ingest
                FAULTS.note_exception(exc, "ingest bookkeeping")
                self.log(f"ingest: periodic publish failed ({exc})")

    def save_progress(self) -> None:
        """Writers persist progress with their next batch; this catches the last one when traffic stops."""
        if FAULTS.damaged:
            return   # nothing more is written into a damaged file
        with self.progress.saving() as rows, write_transaction(self.db.conn) as conn:
            save_progress_rows(conn, rows)

    def stop(self) -> None:
        self._stop.set()
        if self._ticker.is_alive():
            self._ticker.join(5)   # so no periodic "online" can follow the "offline" below
        info = self.publish_status("offline")
        try:
            info.wait_for_publish(2)
        except (RuntimeError, ValueError):
            pass  # not connected: the broker publishes the last will instead
        self.records.stop(5)
        self.frames.stop_event.set()
        if self.frames.is_alive():
            self.frames.join(5)
        self.save_progress()
        self.client.disconnect()
        self.client.loop_stop()
