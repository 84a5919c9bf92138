"""`appliance eval`: paper 001's fire / no-fire task on the Algerian data, both directions.

For each direction a fresh database holds ONLY the index region's days (preprocessed by
Algorithm 1, in the numeric and text analog indexes); the other region's days are the questions.
Their station readings are ingested without labels, the box computes their fire-weather codes,
and each day is asked through the full orchestrator ("Is a fire likely at <station> on <day>?").
The answer's grounded assessment is scored. Parameters come from leave-one-out inside the index
region (fire_crossval.py). Ablations (paper Table 8) and the task-based sequential pipeline run in the
same pass over the same questions. The last line of --json output is one JSON object.
"""
import json
import os
import tempfile
import time
from pathlib import Path

import numpy as np

from appliance.evaluation.fire_boxcodes import box_code_params
from appliance.evaluation.fire_crossval import choose_params, metrics
from appliance.paths import ALGERIAN_CSV

DIRECTIONS = (("Bejaia", "bejaia", "sidi-bel-abbes"), ("Sidi-Bel Abbes", "sidi-bel-abbes", "bejaia"))
CONFIGS = {  # name -> (tools switched off, sequential baseline)
    "full": ((), False),
    "box_computed_codes": ((), False),   # same, but codes computed by the box instead of the station's
    "no_tabular_tool": (("historical_analogs", "reading_search"), False),
    "no_image_tool": (("image_search", "visual_cues"), False),
    "no_multimodal_tool": (("multimodal_search",), False),
    "sequential_pipeline": ((), True),
}


def question_for(device: str, date: str) -> str:
    return f"Is a fire likely at {device} on {date}?"


def _index_db(tmp: Path, region: str, index_name: str, embedder):
    from appliance.preprocess.tabular import prepare
    from appliance.retrieve.analogs import FEATURES, build_analog_index
    from appliance.store.db import Database

    db = Database(tmp / f"eval-{index_name}.db")
    prepared = prepare(ALGERIAN_CSV, groups={region})
    matrix = np.array([[r.values[f] for f in FEATURES] for r in prepared.rows], dtype=np.float32)
    labels = np.array([r.label == "fire" for r in prepared.rows])
    from appliance.preprocess.tabular import serialize
    text_vecs = embedder.embed([serialize(r, list(FEATURES)) for r in prepared.rows])
    params, note = choose_params(matrix, labels, text_vecs)
    params.analog_index = index_name
    build_analog_index(db, index_name, prepared, code_weight=params.code_weight, text_embedder=embedder)
    note["preprocess"] = {"rows_kept": len(prepared.rows),
                          "log": {a: sum(e["action"] == a for e in prepared.log) for a in ("dropped", "changed", "repaired")}}
    return db, params, note, prepared


def _ingest_test_days(db, days) -> None:
    from appliance.store.readings import insert_readings

    rows = []
    for i, d in enumerate(days):
        r = d.reading(i + 1)
        # The station's reading with the FWI codes it records; the label never enters the box.
        r["extra"] = dict(d.codes)
        rows.append(("eval", d.device, r))
    insert_readings(db, rows)


def run_evaluation(config, log=print, limit: int | None = None, stride: int = 1, with_model: bool = True) -> dict:
    from appliance.embed.text import load_text_embedder
    from appliance.orchestrator.decay import DecayOrchestrator
    from appliance.provision.manifest import Manifest
    from firmware_bridge.algerian import parse_algerian

    manifest = Manifest.load(config.models.dir)
    embedder = load_text_embedder(manifest, config.models.text_embedder_role)
    model, model_note = None, "loaded"
    try:
        from appliance.llm.runtime import load_model
        model = load_model(manifest, config) if with_model else None
        model_note = "loaded" if with_model else "disabled (rules)"
    except Exception as exc:  # the evaluation still runs, in degraded mode, and says so
        model_note = f"degraded (rules): {exc}"
    log(f"model: {model_note}")
    all_days = parse_algerian(ALGERIAN_CSV).days
    results = {name: {"pred": [], "truth": [], "lat": [], "modes": []} for name in [*CONFIGS, "full_on_ablation_days"]}
    per_direction, notes = {}, {}
    try:
        with tempfile.TemporaryDirectory(prefix="appliance-eval-") as tmp:
            for region, index_dev, test_dev in DIRECTIONS:
                db, params, note, prepared = _index_db(Path(tmp), region, index_dev, embedder)
                test_days = [d for d in all_days if d.device == test_dev][:limit]
                _ingest_test_days(db, test_days)
                box_params, note["box_computed_codes"] = box_code_params(
                    db, prepared, [d for d in all_days if d.device == index_dev], index_dev, params)
                direction = f"{index_dev}->{test_dev}"
                notes[direction] = {"params": params.as_dict(), **note}
                log(f"{direction}: index {note['preprocess']['rows_kept']} days, {len(test_days)} test days, "
                    f"chosen {params.code} >= {params.threshold:g}, k={params.k}, w_obs={params.w_obs}, "
                    f"analogs {params.analog_method} (LOO F1 {note['cv_metrics']['f1']})")
                per_direction[direction] = {}
                for name, (off, sequential) in CONFIGS.items():
                    p = params if name != "box_computed_codes" else box_params
                    orch = DecayOrchestrator(db, embedder, model, config, params=p, disabled_tools=off,
                                             sequential=sequential)
                    r = {"pred": [], "truth": [], "lat": [], "modes": []}
                    # Every test day goes through the full orchestrator; the other configurations take
                    # every `stride`-th day when APPLIANCE_EVAL_ABLATION_STRIDE is set (2-core budget).
                    days_for = test_days if name == "full" else test_days[::stride]
                    for n, d in enumerate(days_for, start=1):
                        a = orch.answer(question_for(d.device, d.date))
                        if n % 25 == 0:
                            log(f"    {name}: {n}/{len(days_for)} asked")
                        r["pred"].append(bool(a.assessment and a.assessment["fire"]))
                        r["truth"].append(d.fire)
                        r["lat"].append(a.latency_s)
                        r["modes"].append(a.mode)
                    for key in r:
                        results[name][key] += r[key]
                        if name == "full":  # the same days the other configurations see, for a fair comparison
                            results["full_on_ablation_days"][key] += r[key][::stride]
                    per_direction[direction][name] = summarize(r)
                    log(f"  {name:22s} {fmt(per_direction[direction][name])}")
                db.close()
    finally:
        if model is not None:
            model.close()
    overall = {name: summarize(r) for name, r in results.items()}
    report = {**{k: overall["full"][k] for k in ("precision", "recall", "f1", "accuracy", "latency_p50_s",
                                                 "latency_p95_s", "n", "model_mode_share")},
              "ablations": {k: v for k, v in overall.items() if k not in ("full", "full_on_ablation_days")},
              "full_on_ablation_days": overall["full_on_ablation_days"],
              "directions": per_direction, "chosen": notes, "model": model_note,
              "paper_001": {"precision": 0.797, "recall": 0.684, "f1": 0.736, "latency_s": 176.7}}
    return report


def summarize(r: dict) -> dict:
    m = metrics(r["pred"], r["truth"])
    lat = np.array(r["lat"] or [0.0])
    return {**m, "n": len(r["pred"]), "latency_p50_s": round(float(np.percentile(lat, 50)), 3),
            "latency_p95_s": round(float(np.percentile(lat, 95)), 3),
            "model_mode_share": round(sum(x == "model" for x in r["modes"]) / max(len(r["modes"]), 1), 3)}


def fmt(m: dict) -> str:
    return (f"P {m['precision']:.3f}  R {m['recall']:.3f}  F1 {m['f1']:.3f}  Acc {m['accuracy']:.3f}  "
            f"p50 {m['latency_p50_s']:.2f} s  p95 {m['latency_p95_s']:.2f} s  n {m['n']}  model {m['model_mode_share']:.0%}")


def run_cli(config_path, overrides, as_json: bool) -> None:
    import click

    from appliance.cli._common import emit_json, load

    config = load(config_path, overrides)
    limit = int(os.environ["APPLIANCE_EVAL_LIMIT"]) if os.environ.get("APPLIANCE_EVAL_LIMIT") else None
    stride = int(os.environ.get("APPLIANCE_EVAL_ABLATION_STRIDE") or 1)
    start = time.perf_counter()
    report = run_evaluation(config, log=lambda m: click.echo(m, err=as_json), limit=limit, stride=stride)
    report["ablation_stride"] = stride
    report["wall_s"] = round(time.perf_counter() - start, 1)
    out = Path(config.store.data_dir) / "eval"
    try:
        from appliance.evaluation.fire_plot import plot_report
        report["plot"] = str(plot_report(report, out / "fire_eval.png"))
    except Exception as exc:  # the plot is a convenience, never a reason to lose the figures
        report["plot"] = f"not drawn: {exc}"
    echo = (lambda m: click.echo(m, err=True)) if as_json else click.echo
    echo(f"overall (full orchestrator): {fmt({**report, 'tp': 0})}")
    for name, m in report["ablations"].items():
        echo(f"  {name:22s} {fmt(m)}")
    if as_json:
        emit_json(report)
