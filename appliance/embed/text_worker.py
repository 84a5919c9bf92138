"""Gives stored readings their text vectors behind ingest, in a worker process that yields to
questions (store/background.py): its own single-threaded embedder, loaded inside that process at
its lowered priority, so embedding never takes the page's GIL or a core from a question's model
and query embedding. Small steps bound how long a question that arrives mid-step shares the CPU.
"""
from appliance.embed.text import load_text_embedder
from appliance.store.background import BackgroundProcess
from appliance.store.readings import embed_pending_readings

BATCH = 32


def reading_step(manifest, role: str, threads: int, batch: int):
    """Built inside the worker process: same role as the box's query embedder (one vector space)."""
    embedder = load_text_embedder(manifest, role, threads=threads)
    return lambda db: embed_pending_readings(db, embedder, limit=batch)


class ReadingEmbedWorker(BackgroundProcess):
    def __init__(self, db_path, manifest, role: str, threads: int = 1, batch: int = BATCH, interval_s: float = 0.2,
                 log=print):
        super().__init__("embed-worker", db_path, reading_step, (manifest, role, threads, batch), interval_s, log)

    @property
    def embedded(self) -> int:
        return self.handled
