"""Score one answer (Answer.to_json) against a crew question's gold, and sum the scores.

Matching rules, chosen so that a correct plain-words answer passes and a wrong one does not:
- text is compared lower-cased, without accents, with hyphens as spaces ("Sidi-Bel Abbès" = "sidi bel abbes");
- a gold number is found when some number in the text equals it at the data's rounding: |x - g| <= half a
  unit of the gold's last decimal (25 accepts 25 or 25.0 or 25.4; 17.5 accepts 17.5 or 17.46, not 18);
  citation markers [n] are removed first so that "[1]" never counts as the number 1;
- a danger class word must stand alone: "low" is not found inside "very low".
Rates are over the questions that score the thing: fact accuracy over questions with gold facts, entity
accuracy over questions naming an entity (a refusal has neither).
"""
import math
import re
import statistics
import unicodedata
from datetime import date, datetime, timedelta, timezone

CATALOGUE = ("current_conditions", "danger", "compare_stations", "summary", "analogs", "frames", "photo", "spread",
             "drift", "documents", "explain", "capabilities", "out_of_scope", "refuse", "tactical")
NOON_UTC_HOUR = 11
NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?")
CITATION = re.compile(r"\[\d+\]")


def normalize(text: str) -> str:
    text = str(text).replace("\u2019", "'").replace("\u2011", "-").replace("\u2013", "-")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = text.lower().replace("-", " ").replace("_", " ")
    return re.sub(r"\s+", " ", text)


def numbers_in(text: str) -> list[float]:
    return [float(m.group().replace(",", ".")) for m in NUMBER.finditer(CITATION.sub(" ", text))]


def _decimals(x) -> int:
    s = repr(float(x)) if not isinstance(x, int) else str(x)
    return len(s.split(".")[1]) if "." in s and not s.endswith(".0") else 0


def has_number(text: str, gold) -> bool:
    tol = 0.5 * 10 ** -_decimals(gold) + 1e-9
    return any(abs(x - float(gold)) <= tol for x in numbers_in(text))


def has_fact(text: str, fact) -> bool:
    """Whether the answer's text carries one gold fact (see the module note for the rules)."""
    if isinstance(fact, bool):
        raise ValueError("a fact cannot be a boolean")
    if isinstance(fact, (int, float)):
        return has_number(text, fact)
    if isinstance(fact, str):
        return normalize(fact) in normalize(text)
    if "any" in fact:
        return any(has_fact(text, f) for f in fact["any"])
    if "class" in fact:
        word = re.escape(normalize(fact["class"]))
        return re.search(rf"(?<!very )\b{word}\b", normalize(text)) is not None
    if "re" in fact:
        return re.search(fact["re"], normalize(text)) is not None
    raise ValueError(f"unknown fact form {fact!r}")


def _noon(day: date) -> float:
    return datetime(day.year, day.month, day.day, NOON_UTC_HOUR, tzinfo=timezone.utc).timestamp()


def _window_days(frame_time: dict) -> tuple[float, float] | None:
    start, end = frame_time.get("start_ts"), frame_time.get("end_ts")
    if start is None or end is None:
        return None
    return float(start), float(end)


def _covers_exactly(window, first: date, last: date, slack_days: int = 0) -> bool:
    """The window holds the recorded readings of first..last, none of the day before first (slack allowed)
    nor of the day after last."""
    if window is None:
        return False
    a, b = window

    def inside(d):
        return a <= _noon(d) <= b
    one = timedelta(days=1)
    return (inside(first + slack_days * one) and inside(last) and not inside(first - (slack_days + 1) * one)
            and not inside(last + one))


def time_matches(gold: dict, frame_time: dict | None, clock: datetime) -> bool:
    frame_time = frame_time or {}
    window = _window_days(frame_time)
    today = clock.date()
    if gold["kind"] == "now":   # "now" and "today" are one request on the latest data
        return frame_time.get("kind") == "now" or _covers_exactly(window, today, today)
    if gold["kind"] == "day":
        d = date.fromisoformat(gold["day"])
        return _covers_exactly(window, d, d)
    if gold["kind"] == "range":
        return _covers_exactly(window, date.fromisoformat(gold["start"]), date.fromisoformat(gold["end"]),
                               gold.get("slack_days", 0))
    if gold["kind"] == "last":
        start = clock - timedelta(hours=gold["hours"])
        days = [start.date() + timedelta(days=i) for i in range((today - start.date()).days + 1)]
        days = [d for d in days if start.timestamp() <= _noon(d) <= clock.timestamp()]
        return bool(days) and _covers_exactly(window, days[0], days[-1], gold.get("slack_days", 0))
    raise ValueError(f"unknown gold time kind {gold['kind']!r}")


def entity_checks(gold: dict, frame: dict, clock: datetime) -> dict:
    """{field: matched} for each gold entity that is scored (None = not scored)."""
    out = {}
    if gold.get("stations") is not None:
        out["stations"] = sorted(frame.get("stations") or []) == sorted(gold["stations"])
    if gold.get("time") is not None:
        out["time"] = time_matches(gold["time"], frame.get("time"), clock)
    if gold.get("horizon_min") is not None:
        out["horizon_min"] = frame.get("horizon_min") == gold["horizon_min"]
    if gold.get("coords") is not None:
        got = frame.get("coords")
        out["coords"] = bool(got) and len(got) == 2 and all(abs(float(g) - float(w)) <= 1e-3
                                                            for g, w in zip(got, gold["coords"]))
    return out


def score_item(item: dict, answer: dict, clock: datetime, latency_s: float) -> dict:
    """One row of the report: what was asked, what the box did, and each score."""
    frame = answer.get("frame") or {}
    decision = answer.get("decision") or {}
    text = answer.get("text") or answer.get("answer") or ""
    got_intents = sorted(frame.get("intents") or [])
    accepted = [sorted(item["intents"])] + [sorted(a) for a in item.get("intents_alt", [])]
    entities = entity_checks(item["entities"], frame, clock)
    missing_facts = [f for f in item["facts"] if not has_fact(text, f)]
    action = decision.get("action")
    served = set(decision.get("served") or [])
    false_grounded = action == "answer" and (item["decision"] != "answer" or not set(item["intents"]) <= served)
    # Labelled "answer" while a gold fact is missing: the crew is told it is answered and it is not (issue 26).
    answered_wrong = action == "answer" and bool(missing_facts)
    reading = ((answer.get("audit") or {}).get("frame") or {}).get("reading") or {}
    return {"id": item["id"], "split": item["split"], "session": item["session"], "question": item["question"],
            "lang": item.get("lang", "en"), "answered_wrong": answered_wrong,
            "gold_intents": item["intents"], "intents": got_intents, "intent_ok": got_intents in accepted,
            "entities": entities, "entity_ok": all(entities.values()) if entities else None,
            "facts_missing": missing_facts, "fact_ok": not missing_facts if item["facts"] else None,
            "gold_decision": item["decision"], "decision": action, "decision_ok": action == item["decision"],
            "served": sorted(served), "false_grounded": false_grounded, "latency_s": round(latency_s, 3),
            "tags": item.get("tags", []), "text": text,
            # the reader's confidence in its set and whether it was unsure: where a stricter "unsure" line would have
            # turned a false grounded answer into a warning, and what right answers it would have cost
            "confidence": reading.get("confidence"), "unsure": frame.get("unsure")}


def _rate(rows: list[dict], key: str) -> float | None:
    vals = [r[key] for r in rows if r[key] is not None]
    return round(sum(vals) / len(vals), 4) if vals else None


def percentile(values: list[float], q: float) -> float | None:
    """Nearest-rank percentile (q in 0..100): the value a crew waited at most q % of the time."""
    if not values:
        return None
    s = sorted(values)
    return round(s[max(0, math.ceil(q / 100 * len(s)) - 1)], 3)


def summarize(rows: list[dict]) -> dict:
    out = {"n": len(rows), "intent_accuracy": _rate(rows, "intent_ok"), "entity_accuracy": _rate(rows, "entity_ok"),
           "fact_accuracy": _rate(rows, "fact_ok"), "decision_accuracy": _rate(rows, "decision_ok"),
           "false_grounded": sum(r["false_grounded"] for r in rows),
           "answered_wrong": sum(r.get("answered_wrong", False) for r in rows),
           "false_grounded_rate": round(sum(r["false_grounded"] for r in rows) / len(rows), 4) if rows else None,
           "answered_wrong_rate": round(sum(r.get("answered_wrong", False) for r in rows) / len(rows), 4) if rows else None,
           "latency_p50_s": round(statistics.median([r["latency_s"] for r in rows]), 3) if rows else None,
           "latency_p95_s": percentile([r["latency_s"] for r in rows], 95)}
    fields = sorted({k for r in rows for k in r["entities"]})
    out["entity_fields"] = {f: round(sum(r["entities"][f] for r in rows if f in r["entities"])
                                     / sum(f in r["entities"] for r in rows), 4) for f in fields}
    return out


def aggregate(rows: list[dict]) -> dict:
    """The headline over all rows, then by gold intent and by tag (a row counts under each of its intents)."""
    head = summarize(rows)
    head["per_intent"] = {i: _brief(summarize([r for r in rows if i in r["gold_intents"]]))
                          for i in CATALOGUE if any(i in r["gold_intents"] for r in rows)}
    tags = sorted({t for r in rows for t in r["tags"]})
    head["per_tag"] = {t: _brief(summarize([r for r in rows if t in r["tags"]])) for t in tags}
    langs = sorted({r.get("lang", "en") for r in rows})
    head["per_language"] = {x: _brief(summarize([r for r in rows if r.get("lang", "en") == x])) for x in langs}
    return head


def _brief(s: dict) -> dict:
    return {k: s[k] for k in ("n", "intent_accuracy", "entity_accuracy", "fact_accuracy", "decision_accuracy",
                              "false_grounded", "answered_wrong", "latency_p95_s")}
