"""Refusing a message: a row in `rejects`, a counter by reason, and a notice on the rejects topic.

The row is written in the caller's transaction (a burst of bad input costs one commit per batch,
not one per message); the counter and the notice follow only once that transaction has committed
(`announce`), so a counter never runs ahead of the rows an operator can read. Notices are capped per
second so a flood of garbage cannot flood the broker in return; suppressed notices are still
counted and stored.
"""
import json
import threading
import time

MAX_REJECT_ROWS = 100_000


class RejectSink:
    def __init__(self, client, topics, metrics, per_s: int):
        self.client, self.topics, self.metrics, self.per_s = client, topics, metrics, per_s
        self._window, self._sent, self._suppressed = 0, 0, 0
        self._lock = threading.Lock()   # the record and frame writers share one sink

    def record(self, conn, msg, reason: str, detail: str = "") -> dict:
        return record_reject(conn, msg, reason, detail)

    def announce(self, notices: list[dict]) -> None:
        """Counts and publishes refusals whose rows have committed."""
        for notice in notices:
            self.metrics.reject(notice["reason"])
            with self._lock:
                self._notify(notice)

    def _notify(self, notice: dict) -> None:
        second = int(time.monotonic())
        if second != self._window:
            self._window, self._sent = second, 0
        if self._sent >= self.per_s:
            self._suppressed += 1
            self.metrics.inc("rejects_suppressed")
            return
        self._sent += 1
        if self._suppressed:
            notice["suppressed_before"], self._suppressed = self._suppressed, 0
        # QoS 0: a notice is advice to operators; the row and the counter are the record.
        self.client.publish(self.topics.topic("rejects"), json.dumps(notice, separators=(",", ":")), qos=0)


def record_reject(conn, msg, reason: str, detail: str = "") -> dict:
    """Writes the row in the caller's transaction; returns the notice to `announce` after commit
    (a plain dict: the record writer's process sends it back to the one that publishes)."""
    topic, size, at = msg.topic[:256], len(msg.payload), time.time()
    conn.execute("INSERT INTO rejects(at, topic, reason, detail, size) VALUES (?,?,?,?,?)",
                 (at, topic, reason, detail[:500], size))
    return {"topic": topic, "reason": reason, "detail": detail[:500], "size": size, "at": at}


def prune_rejects(db, keep: int = MAX_REJECT_ROWS) -> None:
    with db.conn:
        db.conn.execute("DELETE FROM rejects WHERE id <= (SELECT MAX(id) FROM rejects) - ?", (keep,))
