"""Stores readings and UAV telemetry in batches: one transaction per batch, acknowledged after commit.

Readings are never shed: when this writer falls behind, its queue fills, the MQTT network thread
blocks on it and the broker holds the rest (back-pressure, not loss).
"""
import queue
import threading
import time

from appliance.comms.topics import TopicError
from appliance.ingest.validate import Reject, peek_seq, validate_reading, validate_telemetry
from appliance.store.frames import insert_telemetry, write_transaction
from appliance.store.readings import store_readings

VALIDATORS = {"sensor_reading": validate_reading, "uav_telemetry": validate_telemetry}


class RecordWriter(threading.Thread):
    def __init__(self, service):
        super().__init__(name="ingest-records", daemon=True)
        self.s = service
        self.queue: queue.Queue = queue.Queue(maxsize=service.config.ingest.queue_size)
        self.stop_event = threading.Event()

    def run(self) -> None:
        batch_size = self.s.config.ingest.batch_size
        while not self.stop_event.is_set():
            try:
                first = self.queue.get(timeout=0.2)
            except queue.Empty:
                continue
            batch = [first]
            while len(batch) < batch_size:
                try:
                    batch.append(self.queue.get_nowait())
                except queue.Empty:
                    break
            self.s.store_with_retry(self.store_batch, batch, self.stop_event)
            self.s.metrics.gauge("queue_records", self.queue.qsize())

    def store_batch(self, batch) -> None:
        s, cfg = self.s, self.s.config.ingest
        readings, telemetry, handled = [], [], []   # handled: (source, seq) closed after commit
        conn = s.db.conn
        with write_transaction(conn):
            for received_at, msg in batch:
                kind = None
                try:
                    parsed = s.topics.parse(msg.topic)
                    kind = parsed.kind
                    if cfg.allowed_devices and parsed.device not in cfg.allowed_devices:
                        raise Reject("unknown_device", parsed.device)
                    record = VALIDATORS[kind](msg.payload, cfg.max_payload_bytes)
                except (Reject, TopicError, KeyError, ValueError, TypeError, OverflowError) as exc:
                    # One odd message must never poison its batch: anything unforeseen is "invalid".
                    reason = getattr(exc, "reason", None) or (str(exc).strip("'") if isinstance(exc, (TopicError, KeyError))
                                                              else "invalid")
                    s.rejects.record(conn, msg, reason, getattr(exc, "detail", ""))
                    if kind is not None and reason != "unknown_device":   # strangers get no progress entry
                        handled.append(((parsed.site, kind, parsed.device), peek_seq(msg.payload, cfg.max_payload_bytes)))
                    continue
                source = (parsed.site, kind, parsed.device)
                handled.append((source, record.get("seq")))
                if kind == "sensor_reading":
                    readings.append((parsed.site, parsed.device, record))
                else:
                    telemetry.append((parsed, record, received_at))
            stored = store_readings(conn, readings) if readings else 0
            stored += sum(1 for p, t, at in telemetry if insert_telemetry(conn, p.site, p.device, t, at) is not None)
            s.progress.save_dirty(conn)
        s.metrics.inc("stored", stored)
        s.metrics.inc("duplicates", len(readings) + len(telemetry) - stored)
        for source, seq in handled:
            s.progress.mark(source, seq)
        for _, msg in batch:
            s.client.ack(msg.mid, msg.qos)
        s.metrics.gauge("lag_s", round(time.time() - batch[0][0], 4))
