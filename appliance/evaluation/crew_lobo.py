"""`appliance eval crew --lobo`: leave-one-batch-out through the whole box (issue 26, "measure honestly").

For each labelled batch k, the reader is trained on every other batch (and the catalogue's references;
templates and sessions never straddle the split since they live inside one batch), put in the box, and
batch k's questions are answered and scored as `eval crew` scores them. The reader decides the intents; the
slot parsers and the few typed rules beside it (understand/read.py) were written while reading batches d2-d18,
so for those batches the figure is not fully blind; each batch's arrival figure (arrivals.jsonl: its first
scoring, blind) is given beside it, and the reader-alone exact intent set is reported too.
"""
import statistics

from appliance.evaluation import arrivals
from appliance.evaluation.crew_score import summarize
from appliance.evaluation.reader_data import load
from appliance.evaluation.reader_train import lobo
from appliance.understand.reader import Reader


def run_lobo(box, items: list[dict], clock, say, ask_all) -> tuple[list[dict], dict]:
    """ask_all(box, items, clock) answers and scores a list of items (crew.ask_all)."""
    from appliance.embed.text import load_text_embedder
    from appliance.provision.manifest import Manifest

    # The features as training read them (the int8 MiniLM), the vectors of the reader's own embedder(s).
    parser = load_text_embedder(Manifest.load(box.config.models.dir), "text_embedder_int8")
    data = load(parser, log=say, reader_embedder=box.orchestrator.reader_embedder or box.embedder)
    folds = {f["batch"]: f for f in lobo(data, log=say, only={it["batch"] for it in items})}
    kept = box.orchestrator.reader
    rows, batches = [], []
    try:
        for name in sorted({it["batch"] for it in items}, key=lambda b: int(b[1:])):
            part = [it for it in items if it["batch"] == name]
            fold = folds.get(name)
            box.orchestrator.reader = Reader({**fold["params"], "embedder": kept.embedder if kept else ""}) if fold else kept
            say(f"LOBO {name}: {len(part)} questions, reader trained without {name}")
            got = ask_all(box, part, clock)
            rows += got
            s = summarize(got)
            first = arrivals.first(name)
            batches.append({"batch": name, "n": s["n"], "intent_accuracy": s["intent_accuracy"],
                            "decision_accuracy": s["decision_accuracy"], "fact_accuracy": s["fact_accuracy"],
                            "false_grounded": s["false_grounded"], "answered_wrong": s["answered_wrong"],
                            "reader_alone_intent_accuracy": fold["reader_intent_accuracy"] if fold else None,
                            "reader_sure_share": fold["sure_share"] if fold else None,
                            "arrival_intent_accuracy": first.get("intent_accuracy") if first else None,
                            "arrival_commit": first.get("commit") if first else None})
            say(f"LOBO {name}: intent {s['intent_accuracy']}, decision {s['decision_accuracy']}, facts {s['fact_accuracy']}, "
                f"false grounded {s['false_grounded']}")
    finally:
        box.orchestrator.reader = kept
    acc = [b["intent_accuracy"] for b in batches if b["intent_accuracy"] is not None]
    report = {"batches": batches, "mean_intent_accuracy": round(statistics.mean(acc), 4) if acc else None,
              "min_intent_accuracy": min(acc) if acc else None,
              "mean_reader_alone_intent_accuracy": _mean([b["reader_alone_intent_accuracy"] for b in batches])}
    return rows, report


def _mean(values: list) -> float | None:
    values = [v for v in values if v is not None]
    return round(statistics.mean(values), 4) if values else None
