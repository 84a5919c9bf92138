"""A reproducible neighbour for benchmarks: N processes that each keep one core busy.

On the box the model shares its cores with ingest, embedding and detection; a build or a thread
setting that is fast only on an idle machine can collapse when one core is taken (spinning OpenMP
threads did: ~9 to ~0.5 tokens/s). `bench llm --busy 1` measures under this load, side by side
with the same settings, instead of hoping a neighbour happens to be running.
"""
import contextlib
import subprocess
import sys

SPIN = "import time\nend = time.monotonic() + {limit}\nwhile time.monotonic() < end:\n    pass\n"


@contextlib.contextmanager
def busy_cores(n: int, limit_s: float = 3600):
    """Start n normal-priority busy loops for the duration of the block (each ends on its own after
    limit_s, so a killed benchmark cannot leave them spinning)."""
    procs = [subprocess.Popen([sys.executable, "-c", SPIN.format(limit=limit_s)]) for _ in range(n)]
    try:
        yield procs
    finally:
        for p in procs:
            p.kill()
        for p in procs:
            p.wait()
