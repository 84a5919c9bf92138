"""Checks and stores UAV frames: decode check, near-duplicate removal, atomic content-addressed
files, a metadata row with telemetry attached; sheds the oldest frames under overload.

Frames have their own bounded queue so a flood of images can never hold readings back: when it is
full the oldest waiting frame is shed (acknowledged, counted, its sequence closed) and the newest
kept. Frames stored but still waiting for the image embedder are bounded too.
"""
import collections
import hashlib
import threading
import time

from appliance.comms.topics import TopicError
from appliance.ingest.frame_check import check_frame, hamming
from appliance.ingest.progress import save_progress_rows
from appliance.ingest.validate import Reject, validate_frame_properties
from appliance.store.db import write_transaction
from appliance.store.frames import (frame_counts, frame_relpath, insert_frame, latest_telemetry, recent_phashes,
                                    sha_stored, shed_unembedded_frames, write_frame_file)
from appliance.store.progress import record_closed
from appliance.store.health import FAULTS, disk_line
from appliance.store.retention import disk_space_mb, enforce_media_budget, keep_room_for_readings

RECENT_HASHES = 32
HOUSEKEEPING_S = 1.0


def frame_seq(msg):
    props = getattr(msg.properties, "UserProperty", None) or []
    for key, value in props:
        if key == "seq":
            try:
                return int(value)
            except ValueError:
                return None
    return None


class FrameQueue:
    """A bounded deque that sheds its oldest entry when full."""

    def __init__(self, maxsize: int, on_shed):
        self._items: collections.deque = collections.deque()
        self._cond = threading.Condition()
        self.maxsize, self.on_shed = maxsize, on_shed

    def put(self, item) -> None:
        with self._cond:
            shed = self._items.popleft() if len(self._items) >= self.maxsize else None
            self._items.append(item)
            self._cond.notify()
        if shed is not None:
            self.on_shed(shed)

    def get_batch(self, n: int, timeout: float) -> list:
        with self._cond:
            if not self._items:
                self._cond.wait(timeout)
            return [self._items.popleft() for _ in range(min(n, len(self._items)))]

    def qsize(self) -> int:
        return len(self._items)


class FrameWriter(threading.Thread):
    def __init__(self, parts):
        super().__init__(name="ingest-frames", daemon=True)
        self.parts = parts
        self.queue = FrameQueue(parts.config.ingest.frame_queue_size, self._shed)
        self.stop_event = threading.Event()
        self._hashes: dict[tuple, collections.deque] = {}
        self._shed_lock = threading.Lock()
        self._shed_waiting: list = []
        self._housekept = 0.0

    def _shed(self, item) -> None:
        """On paho's thread: counted now; its seq is closed in the next batch's transaction and
        only then marked and acknowledged, so progress never gets ahead of the database."""
        self.parts.metrics.inc("shed")
        with self._shed_lock:
            self._shed_waiting.append(item[1])

    def run(self) -> None:
        while not self.stop_event.is_set():
            batch = self.queue.get_batch(16, 0.2)
            if batch or self._shed_waiting:
                self.parts.store_with_retry(self.store_batch, batch, self.stop_event, on_error=self._hashes.clear)
            self.parts.metrics.gauge("queue_frames", self.queue.qsize())
            if time.monotonic() - self._housekept > HOUSEKEEPING_S:
                self.housekeeping()

    def _recent(self, site, device) -> collections.deque:
        key = (site, device)
        if key not in self._hashes:
            self._hashes[key] = collections.deque(recent_phashes(self.parts.db, site, device, RECENT_HASHES),
                                                  maxlen=RECENT_HASHES)
        return self._hashes[key]

    def _take_shed(self) -> list:
        with self._shed_lock:
            shed, self._shed_waiting = self._shed_waiting, []
        out = []
        for msg in shed:
            try:
                p = self.parts.topics.parse(msg.topic)
                out.append((msg, (p.site, p.kind, p.device), frame_seq(msg)))
            except TopicError:
                out.append((msg, None, None))
        return out

    def check_space(self, incoming_mb: float = 0.0) -> None:
        """Readings before frames: under `store.min_free_mb` the oldest frames go, and while that is
        not enough new frames are refused ('disk_full') until space returns."""
        s = self.parts
        state = keep_room_for_readings(s.db, s.config.frames_dir, s.config.store.data_dir, s.config.store.min_free_mb,
                                       incoming_mb)
        if state and state["deleted"]:
            s.metrics.inc("frames_deleted_for_space", state["deleted"])
            s.log(f"ingest: {state['free_mb']:.0f} MB free, under the {state['min_free_mb']} MB kept for readings; "
                  f"deleted the oldest {state['deleted']} frames")
        if state and state["short"]:
            if FAULTS.disk is None:
                s.log(f"ingest: disk nearly full ({state['free_mb']:.0f} MB free): frames paused, readings go on")
            FAULTS.disk = {**state, "frames_deleted": s.metrics["frames_deleted_for_space"],
                           "frames_refused": s.metrics["rejected.disk_full"]}
        elif FAULTS.disk is not None:
            FAULTS.disk = None
            s.log("ingest: disk space is back above the floor: frames resume")

    def store_batch(self, batch) -> None:
        s = self.parts
        conn, handled, ids, refused, closed = s.db.conn, [], [], [], []
        if batch:   # before the transaction: files deleted here must not belong to rows it could roll back
            self.check_space(sum(len(m.payload) for _, m in batch) / 2**20)
        shed = self._take_shed()
        try:
            self._store_batch(conn, batch, handled, ids, refused, closed, shed)
        except BaseException:
            with self._shed_lock:   # tried again with the batch
                self._shed_waiting[:0] = [msg for msg, _, _ in shed]
            raise
        if refused:
            s.rejects.announce(refused)
        stored = sum(1 for i in ids if isinstance(i, int))
        s.metrics.inc("stored", stored)
        s.metrics.inc("duplicates", sum(1 for i in ids if i is None))
        s.metrics.inc("near_duplicates", sum(1 for i in ids if i == "near"))
        for source, seq, was_stored in handled:
            s.progress.mark(source, seq, create=was_stored)
        for msg, source, seq in shed:
            if source is not None:
                s.progress.mark(source, seq, create=False)
        for _, msg in batch:
            s.ack(msg)
        for msg, _, _ in shed:
            s.ack(msg)
        if batch:
            s.metrics.gauge("lag_s", round(time.time() - batch[0][0], 4))

    def _store_batch(self, conn, batch, handled, ids, refused, closed, shed) -> None:
        s = self.parts
        with s.progress.saving() as rows, write_transaction(conn):
            for received_at, msg in batch:
                source_seq = None   # known once the topic parses: a refusal then closes the seq
                try:
                    p = s.topics.parse(msg.topic)
                    s.admit(p)
                    source_seq = ((p.site, p.kind, p.device), frame_seq(msg))
                    handled.append([*source_seq, False])
                    meta = validate_frame_properties(getattr(msg.properties, "UserProperty", None))
                    ids.append(self._store_one(conn, p, meta, msg.payload, received_at))
                    handled[-1][2] = True   # stored, a duplicate or a near-duplicate: the source is real
                    if ids[-1] == "near":
                        closed.append(source_seq)
                except (Reject, TopicError) as exc:
                    refused.append(s.rejects.record(conn, msg, getattr(exc, "reason", None) or str(exc),
                                                    getattr(exc, "detail", "")))
                    if source_seq:
                        closed.append(source_seq)
                except (ValueError, TypeError, OverflowError) as exc:  # never poison the batch
                    refused.append(s.rejects.record(conn, msg, "invalid", f"{type(exc).__name__}: {exc}"[:200]))
                    if source_seq:
                        closed.append(source_seq)
            record_closed(conn, closed + [(source, seq) for _, source, seq in shed if source is not None])
            save_progress_rows(conn, rows)

    def _store_one(self, conn, p, meta: dict, data: bytes, received_at: float):
        """The new row id, None for a resent frame already stored, "near" for a near-duplicate."""
        cfg = self.parts.config.ingest
        seq = meta.get("seq")
        if seq is not None and conn.execute("SELECT 1 FROM frames WHERE site = ? AND device = ? AND seq = ?",
                                            (p.site, p.device, seq)).fetchone():
            return None
        floor = self.parts.config.store.min_free_mb
        if FAULTS.disk is not None:
            raise Reject("disk_full", disk_line(FAULTS.disk))
        if floor:
            free, total = disk_space_mb(self.parts.config.store.data_dir)
            if free - len(data) / 2**20 < floor:   # a hard floor: no frame takes the readings' room
                raise Reject("disk_full", f"{free:.0f} MB free of {total:.0f} MB; a {len(data) / 2**20:.1f} MB frame "
                                          f"would leave less than the {floor} MB kept for readings")
        checked = check_frame(data, cfg.max_frame_bytes, cfg.max_frame_pixels)
        sha = hashlib.sha256(data).hexdigest()
        recent = self._recent(p.site, p.device)
        if sha_stored(conn, p.site, p.device, sha) or any(
                hamming(checked.phash, h) <= cfg.phash_max_distance for h in recent):
            return "near"
        if "lat" in meta:
            telemetry, source = meta, "properties"
        else:
            telemetry = latest_telemetry(self.parts.db, p.site, p.device)
            source = "latest" if telemetry else None
        relpath = frame_relpath(sha, checked.media_type)
        write_frame_file(self.parts.config.frames_dir, relpath, data)
        recent.appendleft(checked.phash)
        return insert_frame(conn, site=p.site, device=p.device, seq=seq, ts=meta["ts"], sha256=sha, relpath=relpath,
                            media_type=checked.media_type, size=len(data), width=checked.width,
                            height=checked.height, phash=checked.phash, telemetry=telemetry,
                            telemetry_source=source, received_at=received_at)

    def housekeeping(self) -> None:
        """Retention by disk budget and the bound on frames waiting for the embedder."""
        s = self.parts
        self._housekept = time.monotonic()
        try:
            self.check_space()   # space freed by an operator ends the pause without waiting for a frame
            s.metrics.inc("shed", shed_unembedded_frames(s.db, s.config.frames_dir, s.config.ingest.max_unembedded_frames))
            deleted = enforce_media_budget(s.db, s.config.frames_dir, s.config.store.frame_budget_mb * 1024 * 1024)
            if deleted["frames"]:
                s.metrics.inc("frames_deleted_for_budget", deleted["frames"])
            if deleted["photos"]:
                s.metrics.inc("photos_deleted_for_budget", deleted["photos"])
            if deleted["frames"] or deleted["photos"]:
                s.log(f"ingest: frames and photos over the {s.config.store.frame_budget_mb} MB budget; deleted the "
                      f"oldest {deleted['frames']} frames and {deleted['photos']} photos")
            counts = frame_counts(s.db)
            s.metrics.gauge("frames_unembedded", counts["unembedded"])
            s.metrics.gauge("frames_bytes", counts["bytes"])
        except Exception as exc:
            s.log(f"ingest: frame housekeeping failed ({exc})")
