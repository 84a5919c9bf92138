"""`appliance bench llm`: the manifest's model against this machine's memory-bandwidth roofline.

Generating one token reads every weight once, so generation can go no faster than
bandwidth / model bytes tokens per second; roofline_fraction = generation tokens/s x model bytes /
bandwidth says how close llama.cpp gets. The bandwidth is measured in the same run (bench/bandwidth.py),
so a busy machine lowers both. The model is loaded with the box's own settings (llm/tuning.py);
--sweep loads it again with one setting changed at a time and prints each one's ratio against the
box's settings, measured side by side in this run. Every measurement loads the model in a fresh
process, because some settings (OMP_WAIT_POLICY) are read only when llama.cpp's library loads.
"""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import click
import numpy as np

from appliance.config.options import config_option, emit_json, json_option, load, set_option

PROMPT = ("You are the assistant of a wildfire crew. Station bejaia reports temperature 34 C, relative humidity "
          "18 percent, wind 32 km/h from the south, no rain for 12 days. Station sidi-bel-abbes reports 31 C, "
          "22 percent, 25 km/h from the southwest. Summarize the fire weather for the crew in plain words, naming "
          "each station, the danger it implies, and what to watch in the afternoon. ")


def measure(model_path: str, kwargs: dict, prompt_repeat: int, gen_tokens: int, seed: int = 42) -> dict:
    """Prompt tokens/s (one batched eval) and generation tokens/s (greedy, one token per eval)."""
    import llama_cpp

    llm = llama_cpp.Llama(model_path=model_path, n_ctx=2048, seed=seed, verbose=False, **kwargs)
    try:
        tokens = llm.tokenize((PROMPT * prompt_repeat).encode())[:1500]
        llm.eval(tokens[:16])  # warm-up: first touch of the weights and buffers
        llm.reset()
        start = time.perf_counter()
        llm.eval(tokens)
        prompt_s = time.perf_counter() - start
        eos, n_vocab = llm.token_eos(), llm.n_vocab()
        start = time.perf_counter()
        for _ in range(gen_tokens):
            # The last position's logits straight from llama.cpp (llm.scores keeps only n_batch rows).
            logits = np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(llm.ctx, -1), shape=(n_vocab,)).copy()
            logits[eos] = -np.inf  # keep generating: the figure is tokens per second, not an answer
            llm.eval([int(np.argmax(logits))])
        gen_s = time.perf_counter() - start
        got = {"prompt_tokens": len(tokens), "prompt_tok_s": len(tokens) / prompt_s,
               "gen_tokens": gen_tokens, "gen_tok_s": gen_tokens / gen_s, "lib": llama_cpp.__file__}
    finally:
        llm.close()
    return got


def crew_catalogue():
    """The frame filler's catalogue for this box's intents and the two Algerian stations."""
    from appliance.llm.frame_fill import Catalogue
    from appliance.understand.intents import CATALOGUE
    from appliance.understand.stations import DATA

    return Catalogue(intents={k: v["description"] for k, v in CATALOGUE.items()},
                     stations={k: [v["name"], *v["aliases"]] for k, v in DATA.items()}, today="2012-09-30")


TTFT_QUESTIONS = ("weather at bejaia now?", "fwi sidi bel abbes on 7/15", "compare both stations yesterday")


def measure_ttft(model_path: str, kwargs: dict, seed: int = 42) -> dict:
    """Time to the first token of a frame request, through the box's own LocalModel: uncached (the
    fixed system prompt read with the question, as on a fresh context) and cached (another prompt
    ran in between, so the system prompt's state is restored from the runtime's prefix cache and
    only the question is read). Both are one-token completions of the same kind of request."""
    from appliance.llm.frame_fill import frame_messages
    from appliance.llm.runtime import LocalModel
    from appliance.llm.spec import ModelSpec

    cat = crew_catalogue()
    model = LocalModel(ModelSpec(model_path=model_path, n_ctx=2048, seed=seed, extra=dict(kwargs)))

    def ttft(question: str) -> tuple[float, int]:
        start = time.perf_counter()
        out = model.chat(frame_messages(question, cat, []), max_tokens=1)
        return time.perf_counter() - start, out["usage"]["prompt_tokens"]

    try:
        uncached, prompt_tokens = ttft(TTFT_QUESTIONS[0])
        model.chat([{"role": "system", "content": "You are terse."}, {"role": "user", "content": "Say ok."}],
                   max_tokens=1)                                  # another agent's turn: the context moves on
        cached, _ = ttft(TTFT_QUESTIONS[1])
        model.llm.reset()
        model._prefixes.clear()
        model._current = None
        uncached_again, _ = ttft(TTFT_QUESTIONS[2])
    finally:
        model.close()
    return {"ttft_uncached_s": min(uncached, uncached_again), "ttft_cached_s": cached,
            "ttft_prompt_tokens": prompt_tokens, "lib": __import__("llama_cpp").__file__}


def measure_fresh(model_path: str, kwargs: dict, env: dict, prompt_repeat: int, gen_tokens: int,
                  timeout_s: float = 600, lib: str | None = None, ttft: bool = False) -> dict:
    """measure() (or measure_ttft() with `ttft`) in a new interpreter with `env` added (libgomp reads its
    settings at load); with `lib`, the llama_cpp package under that folder is imported instead of the
    installed one."""
    code = ("import json, sys; from appliance.bench.llm import measure, measure_ttft; a = json.loads(sys.argv[1]); "
            "print(json.dumps(measure_ttft(a['path'], a['kwargs']) if a['ttft'] else "
            "measure(a['path'], a['kwargs'], a['repeat'], a['gen'])))")
    args = json.dumps({"path": model_path, "kwargs": kwargs, "repeat": prompt_repeat, "gen": gen_tokens, "ttft": ttft})
    clean = {k: v for k, v in os.environ.items() if k != "OMP_WAIT_POLICY"}
    if lib:
        clean["PYTHONPATH"] = os.pathsep.join(filter(None, [lib, clean.get("PYTHONPATH")]))
    proc = subprocess.run([sys.executable, "-c", code, args], capture_output=True, text=True, timeout=timeout_s,
                          env={**clean, **env})
    if proc.returncode != 0:  # (subprocess.TimeoutExpired propagates: the sweep reports it as that variant's result)
        raise RuntimeError((proc.stderr.strip().splitlines() or ["no output"])[-1])
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    if lib and not Path(got.get("lib", lib)).is_relative_to(lib):  # a stale PYTHONPATH would compare a build with itself
        raise RuntimeError(f"llama_cpp came from {got['lib']}, not from {lib}")
    return got


def sweep_variants(base: dict, env: dict, cpus: int) -> list[tuple[str, dict, dict]]:
    """(name, kwargs, env): one setting changed at a time against the box's settings."""
    variants = []
    for threads in sorted({1, 2, cpus} - {base["n_threads"]}):
        variants.append((f"threads {threads}", {**base, "n_threads": threads, "n_threads_batch": threads}, env))
    for batch in (64, 128, 2048):
        if batch != base["n_batch"]:
            variants.append((f"batch {batch}", {**base, "n_batch": batch, "n_ubatch": batch}, env))
    variants.append((f"flash_attn {'off' if base['flash_attn'] else 'on'}", {**base, "flash_attn": not base["flash_attn"]}, env))
    variants.append((f"mlock {'off' if base['use_mlock'] else 'on'}", {**base, "use_mlock": not base["use_mlock"]}, env))
    other = {} if env.get("OMP_WAIT_POLICY") == "PASSIVE" else {"OMP_WAIT_POLICY": "PASSIVE"}
    variants.append((f"OMP_WAIT_POLICY {'PASSIVE' if other else 'default (spinning)'}", base, other))
    return variants


def build_flags() -> dict:
    """What the installed llama.cpp was built with (llama_print_system_info: AVX2, FMA, ...)."""
    import llama_cpp

    info = llama_cpp.llama_print_system_info().decode(errors="replace")
    return {"system_info": info.strip(), "gpu_offload": bool(llama_cpp.llama_supports_gpu_offload()),
            "version": getattr(llama_cpp, "__version__", "?")}


@click.command("llm")
@click.option("--gen-tokens", default=128, show_default=True, help="Tokens generated per measurement.")
@click.option("--prompt-repeat", default=4, show_default=True, help="Copies of the test prompt read at once.")
@click.option("--repeats", default=3, show_default=True, help="Measurements per setting; the median is kept.")
@click.option("--sweep", is_flag=True, help="Also measure threads 1/2, batch sizes, flash attention and mlock.")
@click.option("--lib", "libs", multiple=True, type=click.Path(exists=True, file_okay=False),
              help="A folder holding another build of llama_cpp (pip install --target): measured with the box's "
                   "settings side by side with the installed build. Repeatable.")
@click.option("--busy", default=0, show_default=True,
              help="Busy-loop processes kept running while the model is measured (1 = a neighbour on one core).")
@click.option("--role", default=None, help="Manifest role of the model to measure (default: models.llm_role; "
                                           "llm_large for the capable model).")
@config_option
@set_option
@json_option
def command(gen_tokens, prompt_repeat, repeats, sweep, libs, busy, role, config_path, overrides, as_json):
    """Prompt and generation tokens/s of the manifest's model and its memory-bandwidth roofline fraction."""
    from appliance.bench.bandwidth import read_bandwidth
    from appliance.bench.busy import busy_cores
    from appliance.llm.tuning import describe, llama_env, llama_kwargs
    from appliance.provision.manifest import Manifest, ModelError

    config = load(config_path, overrides)
    role = role or config.models.llm_role
    try:
        path = Manifest.load(config.models.dir).path(role)
    except ModelError as exc:
        raise click.ClickException(str(exc)) from None
    model_bytes = Path(path).stat().st_size
    base, env = llama_kwargs(config.llm), llama_env(config.llm)
    log = lambda m: click.echo(m, err=as_json)  # noqa: E731

    def one(kwargs: dict, env: dict = env, lib: str | None = None) -> dict:
        return measure_fresh(str(path), kwargs, env, prompt_repeat, gen_tokens, lib=lib)

    def median(runs: list[dict]) -> dict:
        return {k: float(np.median([r[k] for r in runs])) for k in runs[0] if k != "lib"}

    # The bandwidth is the machine's, so it is measured without the busy neighbours.
    bw = read_bandwidth()
    log(f"memory read bandwidth {bw['bytes_per_s'] / 1e9:.1f} GB/s ({bw['per_threads_gb_s']} by threads)")
    with busy_cores(busy):
        got = median([one(base) for _ in range(repeats)])
        got.update(measure_fresh(str(path), base, env, prompt_repeat, gen_tokens, ttft=True))
    bw_after = read_bandwidth()["bytes_per_s"]  # again after the model: a neighbour's load shows as a change
    bandwidth = max(bw["bytes_per_s"], bw_after)
    roofline = bandwidth / model_bytes
    result = {"model": Path(path).name, "model_bytes": model_bytes, "bandwidth_gb_s": round(bandwidth / 1e9, 2),
              "bandwidth_before_after_gb_s": [round(bw["bytes_per_s"] / 1e9, 2), round(bw_after / 1e9, 2)],
              "prompt_tokens": int(got["prompt_tokens"]), "prompt_tok_s": round(got["prompt_tok_s"], 1),
              "gen_tok_s": round(got["gen_tok_s"], 1), "roofline_tok_s": round(roofline, 1),
              # The names for the same figures (gen_tok_s, bandwidth_gb_s kept for older readers).
              "role": role, "generation_tok_s": round(got["gen_tok_s"], 1), "bandwidth_gbs": round(bandwidth / 1e9, 2),
              "ttft_uncached_s": round(got["ttft_uncached_s"], 3), "ttft_cached_s": round(got["ttft_cached_s"], 3),
              "ttft_prompt_tokens": int(got["ttft_prompt_tokens"]),
              "threads": base["n_threads"], "threads_batch": base["n_threads_batch"], "batch": base["n_batch"],
              "ubatch": base["n_ubatch"], "load_average": [round(x, 2) for x in os.getloadavg()],
              "roofline_fraction": round(got["gen_tok_s"] / roofline, 3), "settings": base, "env": env,
              "cpu_count": os.cpu_count(), "busy_processes": busy,
              "build": build_flags(), "target": {"roofline_fraction": 0.6}}
    log(f"{result['model']} ({model_bytes / 1e6:.0f} MB), {describe(base)}: prompt {result['prompt_tok_s']} tok/s, "
        f"generation {result['gen_tok_s']} tok/s = {result['roofline_fraction']} of the {result['roofline_tok_s']} tok/s roofline; "
        f"first token {result['ttft_uncached_s']} s reading the {result['ttft_prompt_tokens']}-token frame prompt, "
        f"{result['ttft_cached_s']} s with its state reused (load average {result['load_average'][0]})")
    variants = [(f"library {lib}", base, env, lib) for lib in libs]
    if sweep:
        variants += [(name, kwargs, venv, None) for name, kwargs, venv in sweep_variants(base, env, os.cpu_count() or 1)]
    if variants:
        result["sweep"] = []
    for name, kwargs, venv, lib in variants:
        with busy_cores(busy):
            try:  # variant and baseline alternate, so a neighbour's burst hits both alike
                pairs = [(one(kwargs, venv, lib), one(base)) for _ in range(repeats)]
            except Exception as exc:  # e.g. mlock refused by RLIMIT_MEMLOCK: reported, not fatal
                result["sweep"].append({"change": name, "error": f"{type(exc).__name__}: {exc}"[:160]})
                continue
        v, again = median([p[0] for p in pairs]), median([p[1] for p in pairs])
        row = {"change": name, "gen_tok_s": round(v["gen_tok_s"], 1), "prompt_tok_s": round(v["prompt_tok_s"], 1),
               "gen_ratio": round(v["gen_tok_s"] / again["gen_tok_s"], 3),
               "prompt_ratio": round(v["prompt_tok_s"] / again["prompt_tok_s"], 3),
               "roofline_fraction": round(v["gen_tok_s"] / roofline, 3)}
        result["sweep"].append(row)
        log(f"  {name}: generation {row['gen_tok_s']} tok/s x{row['gen_ratio']}, prompt x{row['prompt_ratio']} "
            f"against the box's settings")
    result["meets_target"] = result["roofline_fraction"] >= 0.6
    if as_json:
        emit_json(result)
