"""The ingest service: MQTT in, validated rows committed, then acknowledged; rejects published.

paho calls on_message on its network thread; messages go to a queue and one writer thread stores
them in batches. A message is acknowledged (manual ack) only after its transaction commits, so a
crash or restart before that makes the broker deliver it again, and the unique key stores it once.
"""
import json
import queue
import threading
import time
from collections import Counter

from appliance.comms.mqtt_client import connect, make_client, publish_json
from appliance.comms.topics import Topics, TopicError
from appliance.ingest.validate import Reject, validate_reading
from appliance.store.db import Database
from appliance.store.readings import insert_readings


class IngestService:
    def __init__(self, config, db: Database, log=print):
        self.config, self.db, self.log = config, db, log
        self.topics = Topics(config.mqtt.topic_prefix, config.site)
        self.counters: Counter = Counter()
        self.queue: queue.Queue = queue.Queue(maxsize=config.ingest.queue_size)
        self._stop = threading.Event()
        self._writer = threading.Thread(target=self._write_loop, name="ingest-writer", daemon=True)
        self.client = make_client(
            config.mqtt.client_id, username=config.mqtt.username, password=config.mqtt.password,
            manual_ack=True, will_topic=self.topics.topic("status"),
            will_payload=json.dumps({"state": "offline"}).encode(), clean_start=False)
        self.client.on_connect = self._on_connect
        self.client.on_message = self._on_message

    # --- MQTT side -------------------------------------------------------------------------
    def start(self) -> None:
        self._writer.start()
        m = self.config.mqtt
        connect(self.client, m.host, m.port, session_expiry_s=m.session_expiry_s,
                timeout=m.connect_timeout_s, retry=m.connect_retry, log=self.log)

    def _on_connect(self, client, userdata, flags, reason, properties):
        if reason.is_failure:
            return
        client.subscribe([(t, 1) for t in self.topics.subscriptions()])
        self.publish_status("online")

    def _on_message(self, client, userdata, msg):
        self.counters["received"] += 1
        self.queue.put(msg)  # blocks the network loop when full: back-pressure, never a dropped reading

    # --- writer side -----------------------------------------------------------------------
    def _write_loop(self) -> None:
        while not self._stop.is_set():
            try:
                first = self.queue.get(timeout=0.2)
            except queue.Empty:
                continue
            batch = [first]
            while len(batch) < self.config.ingest.batch_size:
                try:
                    batch.append(self.queue.get_nowait())
                except queue.Empty:
                    break
            try:
                self._store_batch(batch)
            except Exception as exc:  # a storage fault must not kill ingest; messages stay unacked
                self.counters["store_errors"] += 1
                self.log(f"ingest: storing a batch failed ({exc}); the broker will redeliver")
                time.sleep(0.5)

    def _store_batch(self, batch) -> None:
        readings, accepted_msgs = [], []
        for msg in batch:
            try:
                parsed = self.topics.parse(msg.topic)
                if self.config.ingest.allowed_devices and parsed.device not in self.config.ingest.allowed_devices:
                    raise Reject("unknown_device", parsed.device)
                if parsed.kind != "sensor_reading":
                    raise Reject("unsupported_kind", parsed.kind)
                record = validate_reading(msg.payload, self.config.ingest.max_payload_bytes)
                readings.append((parsed.site, parsed.device, record))
                accepted_msgs.append(msg)
            except (Reject, TopicError) as exc:
                self._reject(msg, getattr(exc, "reason", str(exc)), getattr(exc, "detail", ""))
                self.client.ack(msg.mid, msg.qos)
        if readings:
            ids = insert_readings(self.db, readings)
            stored = sum(1 for i in ids if i is not None)
            self.counters["stored"] += stored
            self.counters["duplicates"] += len(ids) - stored
        for msg in accepted_msgs:
            self.client.ack(msg.mid, msg.qos)

    def _reject(self, msg, reason: str, detail: str) -> None:
        self.counters[f"rejected.{reason}"] += 1
        self.counters["rejected"] += 1
        with self.db.conn:
            self.db.conn.execute("INSERT INTO rejects(at, topic, reason, detail, size) VALUES (?,?,?,?,?)",
                                 (time.time(), msg.topic[:256], reason, detail[:500], len(msg.payload)))
        publish_json(self.client, self.topics.topic("rejects"),
                     {"topic": msg.topic[:256], "reason": reason, "detail": detail[:500],
                      "size": len(msg.payload), "at": time.time()}, qos=1)

    def publish_status(self, state: str):
        return publish_json(self.client, self.topics.topic("status"),
                     {"state": state, "at": time.time(), "counters": dict(self.counters)}, qos=1, retain=True)

    def stop(self) -> None:
        info = self.publish_status("offline")
        try:
            info.wait_for_publish(2)
        except (RuntimeError, ValueError):
            pass  # not connected: the broker publishes the last will instead
        self._stop.set()
        self._writer.join(5)
        self.client.disconnect()
        self.client.loop_stop()
