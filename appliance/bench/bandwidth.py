"""This machine's memory read bandwidth, measured with numpy in the benchmark's own run.

An array several times larger than any cache is reduced by 1..N threads at once, each over its own
slice (numpy releases the GIL inside the reduction), with two kernels (an integer sum and a float
max: which one numpy vectorizes better varies by CPU), and the best of a few repetitions is kept:
the roofline is what the memory system can deliver, so the best observed figure is the honest one
(on a shared machine a noisy neighbour only lowers it, which makes the roofline fraction flatter
the model, not worse; `bench llm` prints both so the reader can judge).
"""
import os
import threading
import time

import numpy as np


KERNELS = {"uint64 sum": lambda a: np.add.reduce(a), "float64 max": lambda a: np.maximum.reduce(a.view(np.float64))}


def _reduce_slices(slices: list[np.ndarray], kernel) -> float:
    """Seconds for len(slices) threads to each sum one slice, started together."""
    barrier = threading.Barrier(len(slices) + 1)
    sink = [0.0] * len(slices)

    def work(i: int) -> None:
        barrier.wait()
        sink[i] = float(kernel(slices[i]))

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(slices))]
    for t in threads:
        t.start()
    barrier.wait()
    start = time.perf_counter()
    for t in threads:
        t.join()
    return time.perf_counter() - start


def read_bandwidth(mib: int = 512, repeats: int = 5, max_threads: int | None = None) -> dict:
    """{"bytes_per_s": best, "threads": at which, "per_threads": {n: best GB/s}, "array_mib": mib}."""
    data = np.ones(mib * 1024 * 1024 // 8, dtype=np.uint64)  # touched, so every page is really mapped
    best: dict[int, float] = {}
    for n in range(1, (max_threads or os.cpu_count() or 1) + 1):
        slices = np.array_split(data, n)
        best[n] = max(data.nbytes / _reduce_slices(slices, kernel) for kernel in KERNELS.values() for _ in range(repeats))
    threads = max(best, key=best.get)
    return {"bytes_per_s": best[threads], "threads": threads, "array_mib": mib,
            "per_threads_gb_s": {n: round(r / 1e9, 2) for n, r in best.items()}}
