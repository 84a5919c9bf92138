"""Gives stored frames (frames.embedded = 0) their image vectors behind ingest, in small batches.

Runs every active image embedder on each frame: the OpenCV descriptor always (cheap, and the
index that works without CLIP), CLIP as well when its weights are provisioned. The worker is a
process that yields to questions (store/background.py); it loads its own copy of CLIP there.
"""
from pathlib import Path

from appliance.embed.descriptor import DescriptorEmbedder
from appliance.embed.image import ImageDecodeError, load_image
from appliance.store.db import Database
from appliance.store.images import pending_frames, store_frame_vectors
from appliance.store.background import BackgroundProcess


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


def frame_step(frames_dir, clip_files: tuple | None, clip_sha256: str | None, batch: int):
    """Built inside the worker process, single-threaded: the descriptor, plus CLIP when the box has it."""
    import cv2

    cv2.setNumThreads(1)
    embedders = [DescriptorEmbedder()]
    if clip_files:
        from appliance.embed.image import ClipEmbedder

        embedders.append(ClipEmbedder(*clip_files, model_sha256=clip_sha256, threads=1))
    return lambda db: embed_pending_frames(db, frames_dir, embedders, batch)


class ImageEmbedWorker(BackgroundProcess):
    """start() / stop() like ReadingEmbedWorker in embed/text_worker.py; `embedded` counts the frames handled."""

    def __init__(self, db_path, frames_dir, image_embedder=None, interval_s: float = 0.5, batch: int = 4, log=print):
        clip = [e for e in active_image_embedders(image_embedder) if e.name != DescriptorEmbedder.name]
        files = getattr(clip[0], "files", None) if clip else None
        super().__init__("image-embed-worker", db_path, frame_step,
                         (Path(frames_dir), files, getattr(clip[0], "model_sha256", None) if clip else None, batch),
                         interval_s, log)

    @property
    def embedded(self) -> int:
        return self.handled
