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
    finally:
        model.close()
    return {"ttft_uncached_s": uncached, "ttft_cached_s": cached,
            "ttft_prompt_tokens": prompt_tokens, "lib": __import__("llama_cpp").__file__}


def measure_lookup(model_path: str, kwargs: dict, draft_tokens: int, cases: list[list[str]], max_tokens: int = 160,
                   seed: int = 42, rows_out: str | None = None) -> dict:
    """The writer's rewrite of each fact set by the same model loaded twice in this process (the weights
    are mapped once), without and with prompt-lookup decoding, alternating case by case so a neighbour's
    burst hits both alike. Per call: the prompt read first (a one-token reply), then the whole rewrite
    with that prompt's state reused, so its time is the generation's. Greedy decoding with drafts
    checked by the model must give the same text: said per case."""
    from appliance.compose.writer import marked_facts, writer_messages
    from appliance.llm.runtime import LocalModel
    from appliance.llm.spec import ModelSpec

    models = {"off": LocalModel(ModelSpec(model_path=model_path, n_ctx=2048, seed=seed, extra=dict(kwargs))),
              "on": LocalModel(ModelSpec(model_path=model_path, n_ctx=2048, seed=seed, extra=dict(kwargs),
                                         prompt_lookup=draft_tokens))}
    rows = []
    try:
        for facts in cases:
            msgs = writer_messages(marked_facts(facts))
            row = {"facts": facts}
            for name, model in models.items():
                start = time.perf_counter()
                first = model.chat(msgs, max_tokens=1)
                prompt_s = time.perf_counter() - start
                start = time.perf_counter()
                out = model.chat(msgs, max_tokens=max_tokens)
                gen_s = time.perf_counter() - start
                tokens = out["usage"]["completion_tokens"]
                row[name] = {"prompt_tokens": first["usage"]["prompt_tokens"], "prompt_s": round(prompt_s, 2),
                             "gen_tokens": tokens, "gen_s": round(gen_s, 2), "gen_tok_s": round(tokens / gen_s, 2),
                             "text": out["choices"][0]["message"]["content"]}
            row["same_text"] = row["off"]["text"] == row["on"]["text"]
            rows.append(row)
            if rows_out:   # row by row: a run cut by its time limit keeps the pairs it measured
                with open(rows_out, "a") as fh:
                    fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    finally:
        for model in models.values():
            model.close()
    return {"rows": rows, "lib": __import__("llama_cpp").__file__}


def lookup_sidebyside(path: str, kwargs: dict, env: dict, draft_tokens: int, cases: list[list[str]],
                      timeout_s: float = 3000) -> dict:
    """measure_lookup in a fresh interpreter (the box's environment read at load), and its summary."""
    import tempfile

    code = ("import json, sys; from appliance.bench.llm import measure_lookup; a = json.loads(sys.argv[1]); "
            "print(json.dumps(measure_lookup(a['path'], a['kwargs'], a['n'], a['cases'], rows_out=a['out'])))")
    with tempfile.NamedTemporaryFile(suffix=".jsonl", delete=False) as fh:
        rows_file = Path(fh.name)
    args = json.dumps({"path": path, "kwargs": kwargs, "n": draft_tokens, "cases": cases, "out": str(rows_file)})
    clean = {k: v for k, v in os.environ.items() if k != "OMP_WAIT_POLICY"}
    cut = None
    try:
        proc = subprocess.run([sys.executable, "-c", code, args], capture_output=True, text=True, timeout=timeout_s,
                              env={**clean, **env})
        if proc.returncode != 0:
            cut = (proc.stderr.strip().splitlines() or ["no output"])[-1]
    except subprocess.TimeoutExpired:
        cut = f"stopped at the {timeout_s:.0f} s limit"
    rows = [json.loads(line) for line in rows_file.read_text().splitlines() if line.strip()]
    rows_file.unlink(missing_ok=True)
    if not rows:
        raise RuntimeError(cut or "no rewrite measured")

    def total(name: str, key: str) -> float:
        return sum(r[name][key] for r in rows)

    summary = {}
    for name in ("off", "on"):
        summary[name] = {"gen_tokens": int(total(name, "gen_tokens")), "gen_s": round(total(name, "gen_s"), 2),
                         "gen_tok_s": round(total(name, "gen_tokens") / total(name, "gen_s"), 2),
                         "rewrite_p50_s": _pct([r[name]["gen_s"] + r[name]["prompt_s"] for r in rows], 50)}
    return {"draft_tokens": draft_tokens, "cases": len(rows), **summary,
            "speedup": round(summary["on"]["gen_tok_s"] / summary["off"]["gen_tok_s"], 3),
            "same_text": sum(r["same_text"] for r in rows), "load_average": [round(x, 2) for x in os.getloadavg()],
            "cut": cut, "rows": rows}


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
@click.option("--sweep-only", "sweep_only", multiple=True,
              help="With --sweep: only the changes whose name starts with this (threads, batch, flash_attn, mlock, "
                   "OMP_WAIT_POLICY); repeatable. A short sweep on a busy box.")
@click.option("--skip-ttft", is_flag=True, help="Leave out the first-token measurement (reading the 888-token frame "
                                                "prompt uncached takes minutes on a busy 2-core box).")
@click.option("--lib", "libs", multiple=True, type=click.Path(exists=True, file_okay=False),
              help="A folder holding another build of llama_cpp (pip install --target): measured with the box's "
                   "settings side by side with the installed build. Repeatable.")
@click.option("--busy", default=0, show_default=True,
              help="Busy-loop processes kept running while the model is measured (1 = a neighbour on one core).")
@click.option("--role", default=None, help="Manifest role of the model to measure (default: models.llm_role; "
                                           "llm_large for the capable model).")
@click.option("--frames", default=0, show_default=True,
              help="Instead: fill the frames of N crew dev questions with the model (accuracy by field, latency).")
@click.option("--examples", default=3, show_default=True, help="With --frames: nearest labelled questions shown.")
@click.option("--writer", default=0, show_default=True,
              help="Instead: answer N crew dev questions with the model forced to write (verifier acceptance, re-asks, "
                   "fallbacks, latency).")
@click.option("--lookup", default=0, show_default=True,
              help="Instead: the writer's rewrites without and with prompt-lookup decoding of N draft tokens, side by "
                   "side in one run (tokens/s, same text?), on the self-test's facts and those of --facts-from "
                   "(with --repeats other than 3: only the first 2 x repeats fact sets, --facts-from's first).")
@click.option("--lookup-limit-s", default=3000, show_default=True,
              help="With --lookup: stop after this many seconds and report the pairs measured by then.")
@click.option("--facts-from", type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
              help="With --lookup: also the facts of the rows of a --writer run's .writer.jsonl (first 8).")
@click.option("--data-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="With --writer: the seeded state (default: <data_dir>/eval/crew-seed, seeded once).")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="With --frames/--writer: also write the full JSON (every row) here.")
@config_option
@set_option
@json_option
def command(gen_tokens, prompt_repeat, repeats, sweep, sweep_only, skip_ttft, libs, busy, role, frames, examples, writer, lookup, lookup_limit_s, facts_from,
            data_dir, out, config_path, overrides, as_json):
    """Prompt and generation tokens/s of the manifest's model and its memory-bandwidth roofline fraction."""
    from appliance.bench.bandwidth import read_bandwidth
    from appliance.bench.busy import busy_cores
    from appliance.llm.tuning import describe, llama_env, llama_kwargs
    from appliance.provision.manifest import Manifest, ModelError

    config = load(config_path, overrides)
    role = role or config.models.llm_role
    if frames or writer:
        got = run_jobs(config, config_path, overrides, role, frames, examples, writer, data_dir, out,
                       lambda m: click.echo(m, err=True))
        if as_json:
            emit_json({k: ({kk: vv for kk, vv in v.items() if kk != "rows"} if isinstance(v, dict) else v)
                       for k, v in got.items()})
        return
    try:
        path = Manifest.load(config.models.dir).path(role)
    except ModelError as exc:
        raise click.ClickException(str(exc)) from None
    model_bytes = Path(path).stat().st_size
    base, env = llama_kwargs(config.llm), llama_env(config.llm)
    if lookup:
        from appliance.compose.selftest import CASES

        cases = [facts for facts, _, _ in CASES]
        if facts_from:
            rows = [json.loads(line) for line in facts_from.read_text().splitlines() if line.strip()]
            cases += [r["facts"] for r in rows if r.get("facts")][:8]
        if facts_from:   # a busy box: the real fact sets first, then the self-test's, up to --repeats x 2
            cases = cases[len(CASES):] + cases[:len(CASES)]
        cases = cases[:max(1, repeats) * 2] if repeats != 3 else cases
        got = {"role": role, "model": Path(path).name, "settings": base,
               **lookup_sidebyside(str(path), base, env, lookup, cases, timeout_s=lookup_limit_s)}
        click.echo(f"prompt lookup ({lookup} draft tokens) on {got['cases']} rewrites: generation "
                   f"{got['off']['gen_tok_s']} tok/s without, {got['on']['gen_tok_s']} with (x{got['speedup']}); "
                   f"same text {got['same_text']}/{got['cases']} (load average {got['load_average'][0]})", err=as_json)
        if out:
            out.write_text(json.dumps(got, indent=1, ensure_ascii=False) + "\n")
        if as_json:
            emit_json({k: v for k, v in got.items() if k != "rows"})
        return
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
        try:   # reading the ~900-token frame prompt uncached takes minutes on a busy 2-core box
            if skip_ttft:
                raise RuntimeError("skipped (--skip-ttft)")
            got.update(measure_fresh(str(path), base, env, prompt_repeat, gen_tokens, timeout_s=1800, ttft=True))
        except Exception as exc:
            got.update({"ttft_uncached_s": float("nan"), "ttft_cached_s": float("nan"), "ttft_prompt_tokens": 0,
                        "ttft_error": f"{type(exc).__name__}: {str(exc)[:120]}"})
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
              "ttft_prompt_tokens": int(got["ttft_prompt_tokens"]), "ttft_error": got.get("ttft_error"),
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
        variants += [(name, kwargs, venv, None) for name, kwargs, venv in sweep_variants(base, env, os.cpu_count() or 1)
                     if not sweep_only or name.startswith(tuple(sweep_only))]
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


# ---- the jobs measured on the crew dev set: frame filling (--frames N) and writing (--writer N) ----

def _family(item: dict) -> str:
    """Questions made from one template share an id stem ("d9-dgr-day-10" -> "d9-dgr-day"): an
    example from the same stem would be a near copy of the question, so it is never shown."""
    return item["session"] or item["id"].rstrip("0123456789").rstrip("-t")


def labelled_frame(item: dict) -> dict:
    """A crew question's labels in the frame filler's typed form (fields the set does not label: unset)."""
    e, t = item["entities"], item["entities"].get("time") or {}
    time_ = {"kind": t.get("kind")}
    if t.get("kind") == "day":
        time_["day"] = t.get("day")
    elif t.get("kind") == "range":
        time_["start"], time_["end"] = t.get("start"), t.get("end")
    elif t.get("kind") == "last":
        time_["hours"] = t.get("hours")
    return {"intents": list(item["intents"]), "stations": list(e.get("stations") or []), "time": time_,
            "horizon_min": e.get("horizon_min"), "follow_up": bool(item.get("session") and (item.get("turn") or 1) > 1)}


def sample(items: list[dict], n: int) -> list[dict]:
    """n questions spread evenly over the list (deterministic)."""
    step = max(1, len(items) // n)
    return items[::step][:n]


def _pct(values: list[float], q: float) -> float | None:
    return round(float(np.percentile(values, q)), 2) if values else None


def frame_accuracy(model, n: int, k: int = 3, log=print, rows_out: Path | None = None) -> dict:
    """Fill the frames of n dev questions (standalone ones: a follow-up needs its session) with the
    k nearest labelled dev questions of other templates as examples; accuracy by field."""
    from appliance.evaluation.crew import QUESTIONS, load_questions
    from appliance.llm.frame_fill import fill_frame

    cat = crew_catalogue()
    dev = load_questions(QUESTIONS, "dev")
    pool = [{"question": it["question"], "frame": labelled_frame(it), "family": _family(it)} for it in dev]
    chosen = sample([it for it in dev if not it["session"]], n)
    fields = ("intents", "stations", "time_kind", "time_dates", "horizon_min")
    hits = {f: 0 for f in fields}
    rows, seconds, errors = [], [], 0
    for q, item in enumerate(chosen, 1):
        gold = labelled_frame(item)
        examples = [p for p in pool if p["family"] != _family(item)]
        start = time.perf_counter()
        try:
            got = fill_frame(model, item["question"], cat, examples, k=k, timeout_s=600)
        except Exception as exc:   # counted as wrong on every field
            errors += 1
            log(f"  [{q}/{len(chosen)}] {item['id']}: {type(exc).__name__}: {str(exc)[:100]}")
            continue
        seconds.append(time.perf_counter() - start)
        ok = {"intents": set(got["intents"]) == set(gold["intents"]),
              "stations": set(got["stations"]) == set(gold["stations"]),
              "time_kind": got["time"].get("kind") == gold["time"].get("kind"),
              "time_dates": {k2: v for k2, v in got["time"].items() if k2 != "kind"}
              == {k2: v for k2, v in gold["time"].items() if k2 != "kind"},
              "horizon_min": got["horizon_min"] == gold["horizon_min"]}
        for f in fields:
            hits[f] += ok[f]
        rows.append({"id": item["id"], "question": item["question"], "ok": ok, "got": got, "gold": gold,
                     "seconds": round(seconds[-1], 1), "load_average": round(os.getloadavg()[0], 2)})
        if rows_out:   # one line per question as it comes: a run stopped half-way keeps what it measured
            with open(rows_out, "a") as fh:
                fh.write(json.dumps(rows[-1], ensure_ascii=False) + "\n")
        log(f"  [{q}/{len(chosen)}] {item['id']:<24} {''.join(f[0].upper() if ok[f] else '.' for f in fields)} "
            f"{seconds[-1]:.1f}s prompt {got['prompt_tokens']} tok (load {os.getloadavg()[0]:.1f})")
    total = len(chosen)
    return {"n": total, "errors": errors, "k_examples": k,
            "accuracy": {f: round(hits[f] / total, 3) if total else None for f in fields},
            "all_fields": round(sum(all(r["ok"].values()) for r in rows) / total, 3) if total else None,
            "latency_p50_s": _pct(seconds, 50), "latency_p95_s": _pct(seconds, 95),
            "load_average": [round(x, 2) for x in os.getloadavg()], "rows": rows}


class _Timed:
    """The box's model with each chat call (the writer's) timed; everything else passes through."""
    def __init__(self, model):
        self._model, self.chat_s = model, []

    def chat(self, *args, **kwargs):
        start = time.perf_counter()
        try:
            return self._model.chat(*args, **kwargs)
        finally:
            self.chat_s.append(time.perf_counter() - start)

    def __getattr__(self, name):
        return getattr(self._model, name)


def writer_sample(config_path, overrides, role: str, n: int, data_dir: Path, log=print,
                  rows_out: Path | None = None) -> dict:
    """n dev questions the box answers (standalone, decision answer) with `role`'s model forced to
    write: the verifier's first-try acceptance, re-asks, falls back to the composer, latency."""
    from datetime import datetime, timezone

    from appliance.box import Box
    from appliance.evaluation.crew import QUESTIONS, ensure_seed, eval_config, load_questions, newest_reading_ts
    from appliance.llm.worker import load_model

    dev = [it for it in load_questions(QUESTIONS, "dev") if not it["session"] and it["decision"] == "answer"]
    chosen = sample(dev, n)
    ensure_seed(data_dir, config_path)
    clock = datetime.fromtimestamp(newest_reading_ts(data_dir / "appliance.db") + 3600, tz=timezone.utc)
    # The budget is raised so a slow rewrite is measured, not cut; every other job stays with the box's own
    # model (use = "llm"), as the budget would give it (auto would hand the large model the confirmations too).
    config = eval_config(config_path, tuple(overrides) + ("answers.writer=force", "orchestrator.answer_budget_s=900",
                                                          "llm.timeout_s=600", "llm.use=llm"), data_dir, clock)
    # The box as it runs (its own model rates, confirms, looks at photos) with `role`'s model as the writer,
    # whatever the budget would assign: the figures say whether it should.
    box = Box(config, with_model=True, degraded_ok=False, log=log)
    writer = box.models.loaded.get(role)
    if writer is None:
        writer = load_model(box.manifest, config, role)
        box.models.loaded[role] = writer       # closed with the box
    timed = _Timed(writer)
    box.orchestrator.writer_model, box.orchestrator.writer = timed, True
    rows = []
    try:
        for q, item in enumerate(chosen, 1):
            before = len(timed.chat_s)
            start = time.perf_counter()
            answer = box.orchestrator.answer(item["question"])
            total = time.perf_counter() - start
            calls = [c for c in answer.audit["model_calls"] if c["agent"] == "writer"]
            row = {"id": item["id"], "question": item["question"], "writer": answer.writer, "attempts": len(calls),
                   "first_try": bool(calls) and answer.writer == "model" and len(calls) == 1,
                   "rejected": [c.get("rejected") or c.get("error") for c in calls if c.get("rejected") or c.get("error")],
                   "writer_s": round(sum(timed.chat_s[before:]), 2), "answer_s": round(total, 2),
                   "load_average": round(os.getloadavg()[0], 2), "text": answer.text,
                   "composer_text": answer.audit.get("composer_text") or answer.text,
                   "tries": [{"raw": c.get("raw", ""), "rejected": c.get("rejected") or c.get("error")} for c in calls]}
            if calls:
                facts = calls[0]["messages"][1]["content"].split("Facts:\n", 1)[1].split("\n\nRewrite")[0]
                row["facts"] = facts.split("\n")
            rows.append(row)
            if rows_out:
                with open(rows_out, "a") as fh:
                    fh.write(json.dumps(row, ensure_ascii=False) + "\n")
            log(f"  [{q}/{len(chosen)}] {item['id']:<24} {answer.writer:<8} attempts {len(calls)} "
                f"writer {row['writer_s']:.1f}s load {row['load_average']}"
                + (f" rejected: {row['rejected'][0][:70]}" if row["rejected"] else ""))
    finally:
        box.close()
    asked = [r for r in rows if r["attempts"]]
    writer_s = [r["writer_s"] for r in asked]
    return {"n": len(rows), "writer_asked": len(asked), "role": role,
            "first_try_accepted": sum(r["first_try"] for r in asked),
            "accepted_after_reask": sum(r["writer"] == "model" and r["attempts"] > 1 for r in asked),
            "reasks": sum(max(0, r["attempts"] - 1) for r in asked),
            "fell_back_to_composer": sum(r["writer"] != "model" for r in asked),
            "writer_p50_s": _pct(writer_s, 50), "writer_p95_s": _pct(writer_s, 95),
            "answer_p50_s": _pct([r["answer_s"] for r in rows], 50), "answer_p95_s": _pct([r["answer_s"] for r in rows], 95),
            "prompt_lookup_tokens": config.llm.prompt_lookup_tokens,
            "load_average": [round(x, 2) for x in os.getloadavg()], "rows": rows}


def run_jobs(config, config_path, overrides, role, frames, examples, writer, data_dir, out, log) -> dict:
    """--frames / --writer: the model's jobs on the crew dev set instead of the speed measurement."""
    from appliance.llm.worker import load_model
    from appliance.provision.manifest import Manifest, ModelError

    result = {"role": role, "load_average_start": [round(x, 2) for x in os.getloadavg()]}
    if frames:
        try:
            model = load_model(Manifest.load(config.models.dir), config, role)
        except ModelError as exc:
            raise click.ClickException(str(exc)) from None
        model.timeout_s = 600
        try:
            result["frames"] = frame_accuracy(model, frames, examples, log,
                                              out.with_suffix(".frames.jsonl") if out else None)
        finally:
            model.close()
        log(f"frames: {result['frames']['accuracy']} all fields {result['frames']['all_fields']}, "
            f"p50 {result['frames']['latency_p50_s']} s")
    if writer:
        data_dir = (data_dir or Path(config.store.data_dir) / "eval" / "crew-seed").resolve()
        result["writer"] = writer_sample(config_path, overrides, role, writer, data_dir, log,
                                         out.with_suffix(".writer.jsonl") if out else None)
        w = result["writer"]
        log(f"writer: {w['first_try_accepted']}/{w['writer_asked']} first try, {w['reasks']} re-asks, "
            f"{w['fell_back_to_composer']} fell back; writer p50 {w['writer_p50_s']} s p95 {w['writer_p95_s']} s")
    if out:
        out.write_text(json.dumps(result, indent=1, ensure_ascii=False, default=str) + "\n")
    return result
