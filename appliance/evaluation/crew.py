"""`appliance eval crew`: the crew questions (data/crew_questions.jsonl) through the real orchestrator.

On the demo seed state (`appliance demo seed`), with the answer clock (`answers.now`) set to the newest
stored reading + 1 h, every question of the split is asked in-process through the Box, as `appliance ask`
does; a session's questions go in order under one session id. Scores: crew_score; report JSON and plot
under <data dir>/eval/. Tune on dev, report on test (the default).
"""
import json
import os
import subprocess
import sys
import time
import uuid
from datetime import datetime, timezone
from pathlib import Path

import click

from appliance.config.options import config_option, emit_json, json_option, load, set_option
from appliance.evaluation import crew_days
from appliance.evaluation.crew_score import aggregate, score_item
from appliance.paths import REPO_DIR

QUESTIONS = Path(__file__).with_name("data") / "crew_questions.jsonl"
REQUIRED = ("id", "split", "session", "question", "intents", "entities", "decision", "facts")


def say(msg: str) -> None:
    click.echo(msg, err=True)


def load_questions(path: Path, split: str, ids=(), limit: int | None = None) -> list[dict]:
    """The split's questions in file order; --limit counts sessions as one unit so none is cut."""
    items = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            missing = [] if isinstance(item, dict) else list(REQUIRED)
            missing = missing or [k for k in REQUIRED if k not in item]
        except ValueError as exc:
            raise click.ClickException(f"{path}:{n}: not JSON ({exc}); rebuild the file with "
                                       "`python -m appliance.evaluation.crew_build`") from None
        if missing:
            raise click.ClickException(f"{path}:{n}: not a crew question (missing {', '.join(missing)})")
        items.append(item)
    items = [it for it in items if split == "all" or it["split"] == split]
    if ids:
        wanted = set(ids)
        items = [it for it in items if it["id"] in wanted or (it["session"] and it["session"] in wanted)]
    if limit is not None:
        units = []
        for it in items:
            key = it["session"] or it["id"]
            if key not in units:
                units.append(key)
        keep = set(units[:limit])
        items = [it for it in items if (it["session"] or it["id"]) in keep]
    return items


def newest_reading_ts(db_path: Path) -> float | None:
    from appliance.store.db import Database

    db = Database(db_path)
    try:
        return db.scalar("SELECT max(ts) FROM readings")
    finally:
        db.close()


def ensure_seed(data_dir: Path, config_path) -> None:
    """Reuse a seeded state (a database with readings) or build one with `appliance demo seed`."""
    db_path = data_dir / "appliance.db"
    if db_path.exists():
        if newest_reading_ts(db_path):
            say(f"using the seeded state in {data_dir}")
            return
        raise click.ClickException(f"{db_path} holds no readings (an interrupted seed?): delete {data_dir} "
                                   "and run again, or pass --data-dir of a seeded state")
    say(f"seeding {data_dir} with `appliance demo seed` (once; later runs reuse it)")
    data_dir.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "appliance", "demo", "seed", "--data-dir", str(data_dir), "--json"]
    if config_path:
        cmd[3:3] = ["--config", str(config_path)]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO_DIR), os.environ.get("PYTHONPATH")]))}
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, text=True, env=env)
    if proc.returncode != 0:
        raise click.ClickException(f"`appliance demo seed --data-dir {data_dir}` failed (exit {proc.returncode}); "
                                   "run it by hand to see why, or pass --data-dir of a seeded state")
    (data_dir / "eval").mkdir(exist_ok=True)
    (data_dir / "eval" / "seed.json").write_text((proc.stdout.strip().splitlines() or ["{}"])[-1] + "\n")


def eval_config(config_path, overrides, data_dir: Path, clock: datetime):
    """The configuration with the seeded data dir and the answer clock; a build without `answers.now`
    runs on the real clock, said on stderr (its "now" answers will then read as stale)."""
    base = tuple(overrides) + (f"store.data_dir={data_dir}",)
    try:
        return load(config_path, base + (f"answers.now={clock.strftime('%Y-%m-%dT%H:%M:%SZ')}",))
    except Exception as exc:  # pydantic refuses an unknown section: this build has no answer clock yet
        say(f"warning: cannot set answers.now ({str(exc)[:160]}); answering on the real clock")
        return load(config_path, base)


def ask_all(box, items: list[dict], clock: datetime, quiet: bool = False) -> list[dict]:
    run = uuid.uuid4().hex[:8]
    rows = []
    for k, item in enumerate(items, 1):
        session = f"crew-{run}-{item['session']}" if item["session"] else None
        start = time.perf_counter()
        try:
            answer = box.orchestrator.answer(item["question"], session_id=session).to_json()
        except Exception as exc:  # one broken answer is a scored failure, not the end of the run
            answer = {"text": "", "error": f"{type(exc).__name__}: {exc}"}
        row = score_item(item, answer, clock, time.perf_counter() - start)
        if answer.get("error"):
            row["error"] = answer["error"]
        rows.append(row)
        marks = "".join(c if row[f] else "-" if row[f] is None else "." for c, f in
                        (("I", "intent_ok"), ("D", "decision_ok"), ("F", "fact_ok"), ("E", "entity_ok")))
        if quiet:
            if k % 50 == 0 or k == len(items):
                say(f"[{k}/{len(items)}] answered")
            continue
        say(f"[{k}/{len(items)}] {item['id']:<22} {marks} {row['decision'] or '-':<7} {row['latency_s']:.2f}s"
            + (" FALSE-GROUNDED" if row["false_grounded"] else "") + (f" ERROR {row['error'][:80]}" if "error" in row else ""))
    return rows


def write_report(report: dict, rows: list[dict], out_dir: Path, subset: bool = False) -> dict:
    """crew_<split>[_subset][_nomodel].json and .png: a partial or model-less run never overwrites the full one."""
    from appliance.evaluation.crew_plot import plot_report

    out_dir.mkdir(parents=True, exist_ok=True)
    name = f"crew_{report['split']}" + ("_subset" if subset else "") + ("" if report["model"] == "loaded" else "_nomodel")
    report = {**report, "report_path": str(out_dir / f"{name}.json"), "plot_path": str(out_dir / f"{name}.png")}
    Path(report["report_path"]).write_text(json.dumps({**report, "rows": rows}, indent=1, default=str) + "\n")
    plot_report(report, Path(report["plot_path"]))
    return report


@click.command("crew")
@config_option
@set_option
@click.option("--split", type=click.Choice(["dev", "all", "sealed"]), default="dev", show_default=True,
              help="dev (= all): every labelled batch (tuning; the old held-out split is one more dev batch since it was tuned "
                   "on); sealed: the sealed blind batch, scored once (its first score goes to arrivals.jsonl).")
@click.option("--batch", default="", help="Only this dev batch (d1 = the original set, d2..dN); its first scoring is "
                                          "logged in arrivals.jsonl.")
@click.option("--lobo", is_flag=True, help="Leave-one-batch-out: for each batch, the reader trained without it answers it.")
@click.option("--again", is_flag=True, help="Score the sealed batch again (a dev figure: not logged, said so).")
@click.option("--data-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="A seeded state to use (seeded there if empty); default: <store.data_dir>/eval/crew-seed.")
@click.option("--questions", "questions_path", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              default=QUESTIONS, help="JSONL of crew questions (default: the packaged set).")
@click.option("--ids", default="", help="Comma-separated question or session ids to run (default: all of the split).")
@click.option("--limit", type=click.IntRange(1), default=None, help="Run only the first N questions (sessions count as one).")
@click.option("--no-model", is_flag=True, help="Answer without loading the model (the composers' text only).")
@json_option
def command(config_path, overrides, split, batch, lobo, again, data_dir, questions_path, ids, limit, no_model, as_json):
    """Crew questions on the demo seed: intent, entity, fact and decision accuracy, false grounded, answered wrong,
    per language, latency; --lobo for leave-one-batch-out, --split sealed for the sealed batch's one scoring."""
    from appliance.box import Box
    from appliance.evaluation import arrivals
    from appliance.evaluation.reader_data import batch_of

    sealed = None
    if split == "sealed":
        from appliance.evaluation.crew_build import build_sealed, sealed_name

        sealed = sealed_name()
        if sealed and arrivals.first(sealed) is not None and not again:
            raise click.ClickException("the sealed batch was already scored (arrivals.jsonl): its one score is the "
                                       "result; pass --again for a dev figure that is neither logged nor reported as it")
        items = build_sealed()
        if not items:
            raise click.ClickException("no sealed batch in appliance/evaluation/sealed/")
    else:
        items = load_questions(questions_path, "all", [i for i in ids.split(",") if i.strip()], limit)
    for it in items:
        it["batch"] = sealed if split == "sealed" else batch_of(it["id"])
    if batch:
        items = [it for it in items if it["batch"] == batch]
    if not items:
        raise click.UsageError("no question matches the split / --batch / --ids given")
    base = load(config_path, overrides)
    data_dir = (data_dir or Path(base.store.data_dir) / "eval" / "crew-seed").resolve()
    ensure_seed(data_dir, config_path)
    clock = datetime.fromtimestamp(newest_reading_ts(data_dir / "appliance.db") + 3600, tz=timezone.utc)
    if clock.date() != crew_days.TODAY:
        say(f"warning: the seeded clock is {clock.isoformat()}, the questions assume {crew_days.CLOCK.isoformat()}; "
            "relative dates will be scored against the wrong day")
    config = eval_config(config_path, overrides, data_dir, clock)
    box = Box(config, with_model=not no_model, degraded_ok=True, log=say)
    try:
        if lobo:
            from appliance.evaluation.crew_lobo import run_lobo

            rows, lobo_report = run_lobo(box, items, clock, say, ask_all)
        else:
            say(f"asking {len(items)} questions ({split}{' ' + batch if batch else ''}) at clock {clock.isoformat()}; "
                "marks: I intent, D decision, F facts, E entities (. wrong, - not scored)")
            rows, lobo_report = ask_all(box, items, clock, quiet=split == "sealed"), None
        if not lobo:
            from appliance.evaluation.crew_sequence import after_unrelated

            say("reading the standalone questions again, each after the one before it (as on the page)")
            sequence = after_unrelated(box, items, clock)
        model = "loaded" if box.model is not None else f"not loaded ({box.model_problem})"
        reader = "trained" if box.orchestrator.reader is not None else "off (the nearest reference question, always unsure)"
        trained_on = set(box.orchestrator.reader.trained_on) if box.orchestrator.reader is not None else set()
    finally:
        box.close()
    report = {**aggregate(rows), "split": split, "batch": batch or None, "clock": clock.isoformat(),
              "data_dir": str(data_dir), "model": model, "reader": reader, "errors": sum("error" in r for r in rows)}
    if lobo:
        report["lobo"] = lobo_report
    else:
        report["after_unrelated"] = sequence
    whole = not ids.strip() and limit is None and not lobo
    if whole and (split == "sealed" or batch):
        name = sealed if split == "sealed" else batch
        if name in trained_on:
            # A reader that learnt from this batch scores a tuned figure, never its arrival.
            report["arrival"] = f"not logged: the reader was trained on {name} (retrain with `understand train --without {name}`)"
        else:
            line = arrivals.log_first(name, report, sealed=split == "sealed")
            report["arrival"] = line if line else "not logged: this batch arrived before (a dev figure)"
    # The sealed batch's rows carry its questions: its report on disk keeps the figures only.
    report = write_report(report, rows if split != "sealed" else [], data_dir / "eval",
                          subset=not whole or bool(batch) or lobo)
    if not as_json:
        for r in rows if split != "sealed" else []:       # the sealed batch's items are never shown
            if not (r["intent_ok"] and r["decision_ok"] and r["fact_ok"] is not False):
                click.echo(f"MISS {r['id']}: {r['question']!r} intents {r['intents']} (gold {r['gold_intents']}), "
                           f"decision {r['decision']} (gold {r['gold_decision']}), facts missing {r['facts_missing']}")
        for intent, m in report["per_intent"].items():
            click.echo(f"{intent:<20} n={m['n']:<4} intent={m['intent_accuracy']} decision={m['decision_accuracy']} "
                       f"facts={m['fact_accuracy']} entities={m['entity_accuracy']}")
        click.echo(" ".join(f"{k}={report[k]}" for k in ("n", "intent_accuracy", "entity_accuracy", "fact_accuracy",
                                                          "decision_accuracy", "false_grounded", "answered_wrong",
                                                          "latency_p50_s", "latency_p95_s")))
        click.echo(f"report: {report['report_path']}  plot: {report['plot_path']}")
    else:
        emit_json(report)
