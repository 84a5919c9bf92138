"""Gives stored frames (frames.embedded = 0) their image vectors behind ingest, in small batches.

Runs every active image embedder on each frame: the OpenCV descriptor always (cheap, and the
index that works without CLIP), CLIP as well when its weights are provisioned.
"""
import threading
from pathlib import Path

from appliance.embed.descriptor import DescriptorEmbedder
from appliance.embed.image import ImageDecodeError, load_image
from appliance.store.db import Database
from appliance.store.images import pending_frames, store_frame_vectors


def active_image_embedders(image_embedder) -> list:
    """The descriptor, plus the given embedder when it is a different one (CLIP)."""
    embedders = [DescriptorEmbedder()]
    if image_embedder is not None and image_embedder.name != DescriptorEmbedder.name:
        embedders.append(image_embedder)
    return embedders


def embed_pending_frames(db: Database, frames_dir: Path, embedders, limit: int = 16) -> int:
    """Embed up to `limit` waiting frames; returns how many were handled (embedded or marked unreadable)."""
    pending = pending_frames(db, limit)
    if not pending:
        return 0
    ok, images, unreadable = [], [], []
    for frame in pending:
        try:
            images.append(load_image(Path(frames_dir) / frame["path"]))
            ok.append(frame)
        except (ImageDecodeError, OSError):
            unreadable.append(frame["id"])  # deleted by retention or damaged on disk: never retried
    vectors = {emb.name: emb.embed_images(images) for emb in embedders}
    store_frame_vectors(db, embedders, ok, vectors, unreadable)
    return len(pending)


class ImageEmbedWorker(threading.Thread):
    """start() / stop() like EmbedWorker in box.py; `embedded` counts the frames handled."""

    def __init__(self, db_path, frames_dir, image_embedder=None, interval_s: float = 0.5, batch: int = 16, log=print):
        super().__init__(name="image-embed-worker", daemon=True)
        self.db_path, self.frames_dir, self.interval_s, self.batch, self.log = db_path, frames_dir, interval_s, batch, log
        self.embedders = active_image_embedders(image_embedder)
        self.stop_event = threading.Event()
        self.embedded = 0

    def run(self) -> None:
        db = Database(self.db_path)
        while not self.stop_event.is_set():
            try:
                n = embed_pending_frames(db, self.frames_dir, self.embedders, self.batch)
            except Exception as exc:  # keep the worker alive; the frames stay pending and are retried
                self.log(f"image embed worker: {exc}")
                n = 0
            self.embedded += n
            if n == 0:
                self.stop_event.wait(self.interval_s)
        db.close()

    def stop(self) -> None:
        self.stop_event.set()
        self.join(10)
