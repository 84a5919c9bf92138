"""Stores readings and UAV telemetry in batches: one transaction per batch, acknowledged after commit.

Readings are never shed: when this writer falls behind, its queue fills, the MQTT network thread
blocks on it and the broker holds the rest (back-pressure, not loss). A message without `seq` is
stored once per content digest within `ingest.dedup_window_s` (store/digests.py), so the
broker's redelivery after a crash does not store it twice.
"""
import queue
import threading
import time

from appliance.comms.topics import TopicError
from appliance.ingest.progress import save_progress_rows
from appliance.ingest.rejects import record_reject
from appliance.ingest.validate import Reject, peek_seq, validate_reading, validate_telemetry
from appliance.store.db import write_transaction
from appliance.store.digests import first_copy, message_digest
from appliance.store.frames import insert_telemetry
from appliance.store.progress import record_closed
from appliance.store.readings import store_readings

VALIDATORS = {"sensor_reading": validate_reading, "uav_telemetry": validate_telemetry}
STRANGERS = ("unknown_device", "unknown_site")   # refused before anything else: no progress entry


class RecordWriter(threading.Thread):
    def __init__(self, parts):
        super().__init__(name="ingest-records", daemon=True)
        self.parts = parts
        self.queue: queue.Queue = queue.Queue(maxsize=parts.config.ingest.queue_size)
        self.stop_event = threading.Event()

    def run(self) -> None:
        batch_size = self.parts.config.ingest.batch_size
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
            self.parts.store_with_retry(self.store_batch, batch, self.stop_event)
            self.parts.metrics.gauge("queue_records", self.queue.qsize())

    def put(self, item) -> None:
        self.queue.put(item)   # blocks the network loop when full: back-pressure, never a dropped reading

    def qsize(self) -> int:
        return self.queue.qsize()

    def stop(self, timeout: float = 5.0) -> None:
        self.stop_event.set()
        if self.is_alive():
            self.join(timeout)

    def store_batch(self, batch) -> None:
        conn = self.parts.db.conn
        with self.parts.progress.saving() as rows, write_transaction(conn):
            outcome = store_records(self.parts, conn, batch)
            save_progress_rows(conn, rows)
        finish_batch(self.parts, batch, outcome)


def store_records(parts, conn, batch) -> tuple:
    """Validates and inserts `batch` [(received_at, msg)] inside the caller's transaction; returns
    (stored, duplicates, reject notices, handled [(source, seq, stored)]) for `finish_batch`. Runs in
    the writer process too, where `parts` carries only config, topics and admit (no broker, no counters)."""
    cfg = parts.config.ingest
    readings, telemetry = [], []
    handled = []   # (source, seq, stored): progress closed after commit
    repeats, refused = 0, []
    closed = []    # (source, seq) refused: no row stays, so the seq is recorded as handled
    for received_at, msg in batch:
        kind = None
        try:
            parsed = parts.topics.parse(msg.topic)
            kind = parsed.kind
            parts.admit(parsed)
            record = VALIDATORS[kind](msg.payload, cfg.max_payload_bytes)
        except (Reject, TopicError, KeyError, ValueError, TypeError, OverflowError) as exc:
            # One odd message must never poison its batch: anything unforeseen is "invalid".
            reason = getattr(exc, "reason", None) or (str(exc).strip("'") if isinstance(exc, (TopicError, KeyError))
                                                      else "invalid")
            refused.append(record_reject(conn, msg, reason, getattr(exc, "detail", "")))
            if kind is not None and reason not in STRANGERS:
                handled.append(((parsed.site, kind, parsed.device), peek_seq(msg.payload, cfg.max_payload_bytes), False))
                closed.append(handled[-1][:2])
            continue
        source = (parsed.site, kind, parsed.device)
        if record.get("seq") is None and not first_copy(
                conn, message_digest(parsed.site, kind, parsed.device, record["ts"], msg.payload), received_at):
            repeats += 1
            continue
        handled.append((source, record.get("seq"), True))
        if kind == "sensor_reading":
            readings.append((parsed.site, parsed.device, record))
        else:
            telemetry.append((parsed, record, received_at))
    stored = store_readings(conn, readings) if readings else 0
    stored += sum(1 for p, t, at in telemetry if insert_telemetry(conn, p.site, p.device, t, at) is not None)
    record_closed(conn, closed)
    return stored, len(readings) + len(telemetry) - stored + repeats, refused, handled


def finish_batch(parts, batch, outcome) -> None:
    """After commit: counters, reject notices, progress, then the acknowledgements."""
    stored, duplicates, refused, handled = outcome
    if refused:
        parts.rejects.announce(refused)
    parts.metrics.inc("stored", stored)
    parts.metrics.inc("duplicates", duplicates)
    for source, seq, was_stored in handled:
        parts.progress.mark(source, seq, create=was_stored)
    parts.acknowledge([msg for _, msg in batch])
    parts.metrics.gauge("lag_s", round(time.time() - batch[0][0], 4))
