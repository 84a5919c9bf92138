"""`appliance eval`: paper 001's fire / no-fire task on the Algerian data, both directions.

For each direction a fresh database holds ONLY the index region's days (preprocessed by
Algorithm 1, in the numeric and text analog indexes); the other region's days are the questions.
Headline ("full", every ablation and the sequential baseline): the test side sees only station
readings. The index region's readings are ingested with the FFMC, DMC and DC the network published for
them, the box fits the network's code convention from those (fire-weather calibrate), computes
the index days' codes with it and those codes (not the file's recorded ones) fill the analog
index; the test days' readings are ingested with nothing else (no recorded codes, no label), the
box computes their codes with the network convention, and each day is asked through the full
orchestrator ("Is a fire likely at <station> on <day>?"). The answer's grounded assessment is
scored. Parameters (a single-code threshold or a small logistic model over station weather + box
codes, k, weights, cut) come from leave-one-out inside the index region (fire_crossval.py).
Two extra configurations, for comparison only: "box_codes_standard" (the box's codes from the
standard system, uncalibrated, on both sides) and "station_recorded_codes" (the file's recorded
codes on both sides). Model calls bypass the worker's response cache
so every configuration's latency is real work. The last line of --json output is one JSON object.
"""
import json
import os
import tempfile
import time
from pathlib import Path

import numpy as np

from appliance.evaluation.fire_boxcodes import box_index_db
from appliance.evaluation.fire_crossval import WHAT_IS_SCORED, choose_params, metrics
from appliance.paths import ALGERIAN_CSV

DIRECTIONS = (("Bejaia", "bejaia", "sidi-bel-abbes"), ("Sidi-Bel Abbes", "sidi-bel-abbes", "bejaia"))
CONFIGS = {  # name -> (tools switched off, sequential baseline); all on box-computed codes
    "full": ((), False),
    "no_tabular_tool": (("historical_analogs", "reading_search"), False),
    "no_image_tool": (("image_search", "visual_cues"), False),
    "no_multimodal_tool": (("multimodal_search",), False),
    "sequential_pipeline": ((), True),
}
# Extra, for comparison only (not the headline): the standard system's codes (no calibration),
# and the file's recorded codes, each on both sides.
STANDARD = "box_codes_standard"
RECORDED = "station_recorded_codes"
BOX_SOURCE = "computed by the box (cffdrs)"


class UncachedModel:
    """The model with the worker's response cache bypassed: identical prompts across
    configurations are really run again, so every configuration's latency is real work."""

    def __init__(self, model):
        self._model = model

    def complete_json(self, *args, **kwargs):
        try:
            return self._model.complete_json(*args, **{**kwargs, "cache": False})
        except TypeError:  # a model without a cache (LocalModel) has no such argument
            return self._model.complete_json(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._model, name)


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


def _ingest_test_days(db, days, recorded_codes: bool = False) -> None:
    from appliance.store.readings import insert_readings

    rows = []
    for i, d in enumerate(days):
        r = d.reading(i + 1)
        # Headline: the station's weather only. The label never enters the box; the file's recorded
        # FWI codes only in the comparison configuration.
        r["extra"] = dict(d.codes) if recorded_codes else {}
        rows.append(("eval", d.device, r))
    insert_readings(db, rows)


def ingest_audit(db, test_dev: str) -> dict:
    """What the box was given as readings (fields beyond the weather: codes? labels?) per device,
    and whether any test-region day sits in the analog index."""
    extra_keys = {}
    for r in db.query("SELECT device, extra_json FROM readings"):
        extra_keys.setdefault(r["device"], set()).update(json.loads(r["extra_json"] or "{}"))
    return {"test_readings": db.scalar("SELECT COUNT(*) FROM readings WHERE device = ?", [test_dev]),
            "reading_extra_keys": {d: sorted(k) for d, k in extra_keys.items()},
            "test_days_in_analog_index": db.scalar("SELECT COUNT(*) FROM analog_days WHERE region = ?",
                                                    [next(r for r, _, t in DIRECTIONS if _ == test_dev)])}


def run_evaluation(config, log=print, limit: int | None = None, stride: int = 1, with_model: bool = True) -> dict:
    from appliance.embed.text import load_text_embedder
    from appliance.orchestrator.decay import DecayOrchestrator
    from appliance.provision.manifest import Manifest
    from firmware_bridge.algerian import parse_algerian

    manifest = Manifest.load(config.models.dir)
    embedder = load_text_embedder(manifest, config.models.text_embedder_role)
    model, model_note = None, "loaded"
    try:
        from appliance.llm.worker import load_model
        model = load_model(manifest, config) if with_model else None
        model_note = "loaded" if with_model else "disabled (rules)"
    except Exception as exc:  # the evaluation still runs, in degraded mode, and says so
        model_note = f"degraded (rules): {exc}"
    log(f"model: {model_note}")
    all_days = parse_algerian(ALGERIAN_CSV).days
    eval_model = UncachedModel(model) if model is not None else None
    names = [*CONFIGS, STANDARD, RECORDED]
    results = {name: _empty() for name in [*names, "full_on_ablation_days"]}
    per_direction, notes, audits = {}, {}, {}
    try:
        with tempfile.TemporaryDirectory(prefix="appliance-eval-") as tmp:
            for region, index_dev, test_dev in DIRECTIONS:
                direction = f"{index_dev}->{test_dev}"
                test_days = [d for d in all_days if d.device == test_dev][:limit]
                index_days = [d for d in all_days if d.device == index_dev]
                # Headline: codes the box computed, on the index side and the test side.
                db, params, note = box_index_db(Path(tmp), region, index_dev, index_days, embedder, log=log)
                _ingest_test_days(db, test_days, recorded_codes=False)
                # Comparison: the standard system, uncalibrated, on both sides.
                std_db, std_params, std_note = box_index_db(Path(tmp), region, index_dev, index_days, embedder,
                                                            calibrate=False, log=log)
                _ingest_test_days(std_db, test_days, recorded_codes=False)
                # Comparison: the file's recorded codes on both sides (a separate database).
                rec_db, rec_params, rec_note, _ = _index_db(Path(tmp), region, index_dev, embedder)
                _ingest_test_days(rec_db, test_days, recorded_codes=True)
                notes[direction] = {"params": params.as_dict(), **note,
                                    STANDARD: {"params": std_params.as_dict(), **std_note},
                                    RECORDED: {"params": rec_params.as_dict(), **rec_note}}
                audits[direction] = {"headline": ingest_audit(db, test_dev), STANDARD: ingest_audit(std_db, test_dev),
                                     RECORDED: ingest_audit(rec_db, test_dev)}
                log(f"{direction}: index {note['preprocess']['rows_kept']} days (box codes), {len(test_days)} test days, "
                    f"chosen {params.code}" + ("" if params.model else f" >= {params.threshold:g}")
                    + f", k={params.k}, w_obs={params.w_obs}, cut={params.cut}, analogs {params.analog_method}"
                    f" (LOO F1 {note['cv_metrics']['f1']})")
                per_direction[direction] = {}
                for name in names:
                    off, sequential = CONFIGS.get(name, ((), False))
                    the_db, p = {RECORDED: (rec_db, rec_params), STANDARD: (std_db, std_params)}.get(name, (db, params))
                    orch = DecayOrchestrator(the_db, embedder, eval_model, config, params=p, disabled_tools=off,
                                             sequential=sequential)
                    r = _empty()
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
                        r["sources"].append((a.assessment or {}).get("code_source"))
                    for key in r:
                        results[name][key] += r[key]
                        if name == "full":  # the same days the other configurations see, for a fair comparison
                            results["full_on_ablation_days"][key] += r[key][::stride]
                    per_direction[direction][name] = summarize(r)
                    log(f"  {name:22s} {fmt(per_direction[direction][name])}")
                db.close()
                std_db.close()
                rec_db.close()
    finally:
        if model is not None:
            model.close()
    overall = {name: summarize(r) for name, r in results.items()}
    report = {**{k: overall["full"][k] for k in ("precision", "recall", "f1", "accuracy", "latency_p50_s",
                                                 "latency_p95_s", "n", "model_mode_share", "code_sources")},
              "what_is_scored": WHAT_IS_SCORED,
              "codes": "headline (full, ablations, sequential_pipeline): only codes the box computed from station "
                       "readings, index and test side, with the network convention fitted on the index region's "
                       f"published codes; '{STANDARD}' is the standard system uncalibrated and '{RECORDED}' the file's "
                       "recorded codes, both for comparison",
              "latency": "per answer, wall clock through the orchestrator; the model worker's response cache is "
                         "bypassed for every call, so repeated prompts across configurations are really run",
              "ablations": {k: v for k, v in overall.items() if k not in ("full", "full_on_ablation_days")},
              "full_on_ablation_days": overall["full_on_ablation_days"],
              "directions": per_direction, "chosen": notes, "ingested": audits, "model": model_note,
              "paper_001": {"precision": 0.797, "recall": 0.684, "f1": 0.736, "latency_s": 176.7}}
    return report


def _empty() -> dict:
    return {"pred": [], "truth": [], "lat": [], "modes": [], "sources": []}


def summarize(r: dict) -> dict:
    m = metrics(r["pred"], r["truth"])
    lat = np.array(r["lat"] or [0.0])
    return {**m, "n": len(r["pred"]), "latency_p50_s": round(float(np.percentile(lat, 50)), 3),
            "latency_p95_s": round(float(np.percentile(lat, 95)), 3),
            "model_mode_share": round(sum(x == "model" for x in r["modes"]) / max(len(r["modes"]), 1), 3),
            "code_sources": sorted({str(x) for x in r.get("sources", [])})}


def fmt(m: dict) -> str:
    return (f"P {m['precision']:.3f}  R {m['recall']:.3f}  F1 {m['f1']:.3f}  Acc {m['accuracy']:.3f}  "
            f"p50 {m['latency_p50_s']:.2f} s  p95 {m['latency_p95_s']:.2f} s  n {m['n']}  model {m['model_mode_share']:.0%}")


def run_cli(config_path, overrides, as_json: bool) -> None:
    import click

    from appliance.config.options import emit_json, load

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
    report["report_file"] = str(out / "fire_eval.json")
    out.mkdir(parents=True, exist_ok=True)
    (out / "fire_eval.json").write_text(json.dumps(report, indent=1, default=str))
    echo = (lambda m: click.echo(m, err=True)) if as_json else click.echo
    echo(WHAT_IS_SCORED)
    echo(f"codes: {report['codes']}")
    echo(f"latency: {report['latency']}")
    echo(f"overall (full orchestrator, box-computed codes): {fmt({**report, 'tp': 0})}")
    for name, m in report["ablations"].items():
        echo(f"  {name:22s} {fmt(m)}")
    if as_json:
        emit_json(report)
