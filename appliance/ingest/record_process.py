"""The record writer in its own process: paho's network thread and the SQLite writer no longer take
turns at one interpreter lock.

With both in one process, ingest spent about twice the CPU per reading of a plain subscriber, a third
of it in the two threads handing the lock back and forth. Here the parent keeps everything that
touches the broker (the messages, their acknowledgements, counters, progress, reject notices) and
the child only validates and commits (`record_writer.store_records`), one batch at a time:

  parent: put() -> pending; when the child is idle, the pending messages go as one batch
  child:  one transaction (rows, rejects, the parent's progress rows), then the outcome back
  parent: finish_batch (counters, notices, progress, acknowledgements), then the next batch

A message is still acknowledged only after the transaction holding it committed. If the child dies
(killed, out of memory), the batch it held is sent again to a new child: rows it had committed are
found by their (site, device, seq) key or content digest and stored once. Readings are never shed:
when `ingest.queue_size` messages wait, put() blocks paho's thread and the broker holds the rest.
"""
import os
import socket
import subprocess
import sys
import threading
import time
from multiprocessing.connection import Connection
from pathlib import Path
from types import SimpleNamespace

from appliance.ingest.record_writer import finish_batch
from appliance.store.health import FAULTS

# A fresh interpreter on one end of a socket pair, not multiprocessing's fork (the appliance has model
# and web threads by the time ingest starts) nor its spawn (which imports the parent's __main__ again).
LINGER_S = 0.005
RESTART_PAUSE_S = 0.5
PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])


def child_main(conn) -> None:
    """The writer process: receives its config, then ("batch", rows, progress rows); answers
    ("done", outcome) or, for each failed attempt, ("error", text) and tries again; exits on "stop"
    or a closed socket (the parent is gone)."""
    from appliance.comms.topics import Topics
    from appliance.ingest.parts import IngestParts
    from appliance.ingest.progress import save_progress_rows
    from appliance.ingest.record_writer import store_records
    from appliance.store.db import Database, write_transaction

    config = conn.recv()
    db = Database(config.db_path)
    parts = IngestParts(config=config, db=db, topics=Topics(config.mqtt.topic_prefix, config.site),
                        metrics=None, progress=None, rejects=None, ack=None)
    try:
        while True:
            try:
                request = conn.recv()
            except (EOFError, OSError):
                return
            if request[0] != "batch":
                return
            _, rows, progress_rows = request
            batch = [(at, SimpleNamespace(topic=topic, payload=payload)) for at, topic, payload in rows]
            delay = 0.2
            while True:
                try:
                    with write_transaction(db.conn) as tx:
                        outcome = store_records(parts, tx, batch)
                        save_progress_rows(tx, progress_rows)
                    break
                except Exception as exc:  # disk full, a locked file: retried in place, never dropped
                    conn.send(("error", f"{exc} (retrying in {delay:.1f} s)"))
                    if conn.poll(delay):
                        return   # told to stop: the batch stays unacknowledged and is redelivered
                    delay = min(delay * 2, 5.0)
            conn.send(("done", outcome))
    except (BrokenPipeError, ConnectionResetError):
        return   # the parent is gone: what was committed and not acknowledged is redelivered to the next one
    finally:
        db.close()


class RecordProcess:
    """Parent side: what the service's on_message feeds (`put`), and the thread applying outcomes."""

    def __init__(self, parts):
        self.parts = parts
        self._cond = threading.Condition()
        self._pending: list = []
        self._inflight = None     # (batch, progress rows) the child holds; sent again to a new child
        self._stopping = False
        self._failed = False      # the batch in flight failed at least once (disk full, child died)
        self._min_batch = max(1, parts.config.ingest.batch_size // 4)
        self._proc = self._conn = None
        self._reader = threading.Thread(target=self._results, name="ingest-records", daemon=True)

    def start(self) -> None:
        self._spawn()
        self._reader.start()

    def _spawn(self) -> None:
        mine, theirs = socket.socketpair()
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [PACKAGE_ROOT, os.environ.get("PYTHONPATH")]))}
        self._proc = subprocess.Popen([sys.executable, "-m", "appliance.ingest.record_process", str(theirs.fileno())],
                                      pass_fds=[theirs.fileno()], env=env)
        theirs.close()
        self._conn = Connection(mine.detach())
        self._conn.send(self.parts.config)

    def put(self, item) -> None:
        """Called on paho's network thread for each reading or telemetry fix."""
        with self._cond:
            while len(self._pending) >= self.parts.config.ingest.queue_size and not self._stopping:
                self._cond.wait(0.5)   # back-pressure: the broker holds what does not fit
            self._pending.append(item)
            # A batch as soon as enough wait; fewer go after LINGER_S (the reader thread's poll):
            # each commit costs an fsync and page writes, so tiny batches cost CPU the box needs.
            if (self._inflight is None and not self._stopping and len(self._pending) >= self._min_batch
                    and not FAULTS.damaged):
                self._take()
                self._send()

    def qsize(self) -> int:
        return len(self._pending)

    def _take(self) -> None:
        """Under the lock (as every send): the next batch becomes the child's."""
        n = self.parts.config.ingest.batch_size
        batch, self._pending[:n] = self._pending[:n], []
        self._inflight = (batch, self.parts.progress.take_dirty())
        self._cond.notify_all()

    def _send(self) -> None:
        batch, progress_rows = self._inflight
        try:
            self._conn.send(("batch", [(at, m.topic, m.payload) for at, m in batch], progress_rows))
        except (OSError, ValueError):
            pass   # the child is gone; the reader thread starts another and sends this batch again

    def _flush(self) -> None:
        with self._cond:
            if self._inflight is None and self._pending and not self._stopping and not FAULTS.damaged:
                self._take()
                self._send()

    def _results(self) -> None:
        while True:
            try:
                if not self._conn.poll(LINGER_S):
                    self._flush()
                    continue
                kind, data = self._conn.recv()
            except (EOFError, OSError):
                if self._stopping:
                    return
                self.parts.log(f"ingest: the record writer process exited ({self._proc.wait()}); restarting it")
                self.parts.metrics.inc("store_errors")
                self._failed = True
                time.sleep(RESTART_PAUSE_S)   # a child that cannot start (no disk, no file) must not spin
                with self._cond:
                    self._spawn()
                    if self._inflight is not None:
                        self._send()
                continue
            if kind == "error":
                self.parts.metrics.inc("store_errors")
                self.parts.log(f"ingest: storing a batch failed ({data})")
                FAULTS.note_text(data, "storing a batch")
                self._failed = True
                continue
            finish_batch(self.parts, self._inflight[0], data)
            if self._failed:   # what the failed attempts left behind is read back from the database
                self._failed = False
                self.parts.progress.recompute({source for source, _, _ in data[3]})
            with self._cond:
                self._inflight = None
                if self._pending and not self._stopping and not FAULTS.damaged:
                    self._take()
                    self._send()
                self.parts.metrics.gauge("queue_records", len(self._pending))

    def is_alive(self) -> bool:
        return self._reader.is_alive() and self._proc is not None and self._proc.poll() is None

    def stop(self, timeout: float = 5.0) -> None:
        """The batch being committed finishes and is acknowledged; messages still pending stay
        unacknowledged and the broker delivers them again after a restart."""
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
            if self._proc is None:
                return
            try:
                self._conn.send(("stop",))
            except (OSError, ValueError):
                pass
        try:
            self._proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait(5)
        self._reader.join(1)
        self._conn.close()
        if self._inflight is not None:   # not committed: its progress rows go with the final save
            self.parts.progress.give_back(self._inflight[1])


if __name__ == "__main__":
    child_main(Connection(int(sys.argv[1])))
