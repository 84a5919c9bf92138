"""llama.cpp's performance settings from [llm]: the one place `Llama(...)` gets its threads, batch
sizes, flash attention and memory flags, so the box and `appliance bench llm` load the model the
same way (a benchmark of other settings would measure a different box).

Why these knobs: generation reads every weight once per token, so it is bound by memory
bandwidth (bench llm reports the fraction of that roofline reached); prompt reading is batched
and bound by compute, hence its own thread count. n_ubatch above n_batch is meaningless, so it is
clipped rather than rejected.
"""

import os

TUNING_KEYS = ("n_threads", "n_threads_batch", "n_batch", "n_ubatch", "flash_attn", "use_mlock", "use_mmap",
               "n_gpu_layers")


def llama_kwargs(llm) -> dict:
    """Keyword arguments for llama_cpp.Llama from an LlmConfig (or anything with its fields)."""
    threads = int(llm.n_threads)
    batch = int(llm.n_batch)
    return {"n_threads": threads, "n_threads_batch": int(llm.n_threads_batch) or threads,
            "n_batch": batch, "n_ubatch": min(int(llm.n_ubatch), batch), "flash_attn": bool(llm.flash_attn),
            "use_mlock": bool(llm.use_mlock), "use_mmap": bool(llm.use_mmap), "n_gpu_layers": int(llm.n_gpu_layers)}


def llama_env(llm) -> dict:
    """Environment for the process that loads llama.cpp (read by libgomp when the library loads).

    This build of llama.cpp parallelizes with OpenMP, whose threads spin while they wait for each
    other; when another process holds one of the two cores, a spinning thread waits a whole
    scheduler slice for its partner at every barrier (hundreds per token), and generation fell
    from ~9 to ~0.5 tokens/s on this machine under load. PASSIVE makes waiting threads sleep."""
    return {"OMP_WAIT_POLICY": "PASSIVE"} if getattr(llm, "omp_passive", False) else {}


def apply_env(llm) -> None:
    """Set llama_env in this process's environment (inherited by the model worker it starts),
    unless the operator has set the variables already."""
    for key, value in llama_env(llm).items():
        os.environ.setdefault(key, value)


def describe(kwargs: dict) -> str:
    """One line for logs and reports: 'threads 2/2, batch 512/512, flash_attn off, mlock off, mmap on'."""
    onoff = lambda b: "on" if b else "off"  # noqa: E731
    return (f"threads {kwargs['n_threads']}/{kwargs['n_threads_batch']}, batch {kwargs['n_batch']}/{kwargs['n_ubatch']}, "
            f"flash_attn {onoff(kwargs['flash_attn'])}, mlock {onoff(kwargs['use_mlock'])}, "
            f"mmap {onoff(kwargs['use_mmap'])}, gpu layers {kwargs['n_gpu_layers']}")
