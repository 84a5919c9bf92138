"""A thread that works through the database behind ingest (embedding, detections), one batch at a
time, with its own connection; a failing batch is logged and retried, never fatal."""
import threading

from appliance.store.db import Database


class PollingWorker(threading.Thread):
    """Calls `step(db) -> int` (rows handled) until stopped; sleeps `interval_s` when idle."""

    def __init__(self, name: str, db_path, step, interval_s: float = 0.2, log=print):
        super().__init__(name=name, daemon=True)
        self.db_path, self.step, self.interval_s, self.log = db_path, step, interval_s, log
        self.stop_event = threading.Event()
        self.handled = 0

    def run(self) -> None:
        db = Database(self.db_path)
        while not self.stop_event.is_set():
            try:
                n = self.step(db)
            except Exception as exc:  # the rows stay pending and are retried on the next pass
                self.log(f"{self.name}: {type(exc).__name__}: {exc}")
                n = 0
            self.handled += n
            if n == 0:
                self.stop_event.wait(self.interval_s)
        db.close()

    def stop(self, timeout: float = 10.0) -> None:
        self.stop_event.set()
        self.join(timeout)
