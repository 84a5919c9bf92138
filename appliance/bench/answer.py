"""`appliance bench answer`: one crew question's latency with the packaged model, before vs after.

Both variants run in this one process, one after the other, on the same seeded state and the same
questions, each with a fresh model worker (libgomp reads OMP_WAIT_POLICY when llama.cpp's library
loads, so a worker is the unit a setting can change):
  spinning  the model as `appliance ask` / `eval crew` loaded it before: OpenMP threads spin while
            they wait for each other, which on a shared 2-core box stalls every decode;
  box       the spec built from [llm] (llm/tuning.py: threads, batches, OMP_WAIT_POLICY=PASSIVE),
            as every load of the model now gets it.
It prints each variant's answer latency (p50/p95 over the questions, first answer apart: it pays for
the router's prompt once) and the router's constrained call, and the ratio spinning / box. The
machine is shared: read the ratio, not the absolute seconds.
"""
import json
import os
import statistics
import time
from pathlib import Path

import click

from appliance.config.options import config_option, emit_json, json_option, load, set_option

QUESTIONS = Path(__file__).resolve().parents[1] / "evaluation" / "data" / "crew_questions.jsonl"


def dev_questions(n: int) -> list[str]:
    """The first n single-turn DEV questions (never the held-out test split)."""
    out = []
    for line in QUESTIONS.read_text().splitlines():
        item = json.loads(line)
        if item.get("split") == "dev" and not item.get("session"):
            out.append(item["question"])
    return out[:n]


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3) if ordered else 0.0


def run_variant(config, questions: list[str], passive: bool) -> dict:
    from appliance.box import Box

    if passive:
        os.environ["OMP_WAIT_POLICY"] = "PASSIVE"
    else:
        os.environ.pop("OMP_WAIT_POLICY", None)
    config.llm.omp_passive = passive
    box = Box(config, degraded_ok=True, log=lambda m: None)
    try:
        if box.orchestrator.model is None:
            raise click.ClickException("no model loaded: run `appliance models provision` first")
        seconds, router, degraded = [], [], 0
        for question in questions:
            start = time.perf_counter()
            answer = box.orchestrator.answer(question)
            seconds.append(time.perf_counter() - start)
            router += [c["seconds"] for c in answer.audit.get("model_calls", []) if c.get("agent") == "router"]
            degraded += bool(answer.audit.get("degraded"))
            click.echo(f"  {'box' if passive else 'spinning'} {seconds[-1]:6.2f} s  {question[:60]}", err=True)
    finally:
        box.close()
    rest = seconds[1:] or seconds
    return {"first_s": round(seconds[0], 3), "p50_s": pct(rest, 0.5), "p95_s": pct(rest, 0.95),
            "router_calls": len(router), "router_p50_s": pct(router[1:] or router, 0.5),
            "router_first_s": round(router[0], 3) if router else None, "degraded_answers": degraded,
            "questions": len(seconds)}


@click.command("answer")
@config_option
@set_option
@json_option
@click.option("--data-dir", type=click.Path(file_okay=False, path_type=Path), required=True,
              help="A seeded state (`appliance demo seed --data-dir DIR`).")
@click.option("--questions", "count", default=20, show_default=True, type=click.IntRange(2, 200))
@click.option("--now", default="2012-09-30T13:00:00Z", show_default=True,
              help="The answer clock (answers.now): the seed's last recorded day, so data reads as fresh.")
def command(config_path, overrides, as_json, data_dir, count, now):
    """Answer latency with the model: spinning OpenMP threads (before) vs the box's [llm] settings."""
    if not (data_dir / "appliance.db").exists() and not any(data_dir.glob("*.db")):
        raise click.BadParameter(f"{data_dir} holds no seeded state; run `appliance demo seed --data-dir {data_dir}`",
                                 param_hint="--data-dir")
    questions = dev_questions(count)
    result = {}
    for name, passive in (("spinning", False), ("box", True)):
        config = load(config_path, tuple(overrides) + (f"store.data_dir={data_dir}", f"answers.now={now}"))
        result[name] = run_variant(config, questions, passive)
    s, b = result["spinning"], result["box"]
    result["ratio_p50"] = round(s["p50_s"] / max(b["p50_s"], 1e-6), 2)
    result["ratio_p95"] = round(s["p95_s"] / max(b["p95_s"], 1e-6), 2)
    result["ratio_router"] = round(s["router_p50_s"] / max(b["router_p50_s"], 1e-6), 2)
    if as_json:
        emit_json(result)
        return
    for name in ("spinning", "box"):
        r = result[name]
        click.echo(f"{name:9s} answer p50 {r['p50_s']:.2f} s, p95 {r['p95_s']:.2f} s (first {r['first_s']:.2f} s); "
                   f"router call p50 {r['router_p50_s']:.2f} s over {r['router_calls']}; degraded {r['degraded_answers']}")
    click.echo(f"spinning / box: p50 x{result['ratio_p50']}, p95 x{result['ratio_p95']}, router x{result['ratio_router']}")
