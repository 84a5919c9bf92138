"""Gives stored readings their text vectors behind ingest, as a background worker that yields to
questions (store/worker.py): its own single-threaded embedder, loaded inside the worker thread at
the thread's lowered priority, so embedding never takes both cores from a question's model and
query embedding. Small batches bound how long a question that arrives mid-batch waits for the CPU.
"""
from appliance.embed.text import load_text_embedder
from appliance.store.readings import embed_pending_readings
from appliance.store.worker import PollingWorker

BATCH = 64


class ReadingEmbedWorker(PollingWorker):
    def __init__(self, db_path, manifest, role: str, threads: int = 1, batch: int = BATCH, interval_s: float = 0.2,
                 log=print):
        self.manifest, self.role, self.threads, self.batch = manifest, role, threads, batch
        self.embedder = None
        super().__init__("embed-worker", db_path, self._step, interval_s, log)

    def setup(self) -> None:
        # Same role as the box's query embedder (one vector space), fewer threads.
        self.embedder = load_text_embedder(self.manifest, self.role, threads=self.threads)

    def _step(self, db) -> int:
        return embed_pending_readings(db, self.embedder, limit=self.batch)

    @property
    def embedded(self) -> int:
        return self.handled
