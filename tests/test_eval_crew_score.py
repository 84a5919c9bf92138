"""The crew harness's scoring on hand-made answers: each rule fails this file when it breaks."""
from datetime import datetime, timezone

import pytest

from appliance.evaluation.crew_score import aggregate, has_fact, percentile, score_item, time_matches

CLOCK = datetime(2012, 9, 30, 12, 0, tzinfo=timezone.utc)


def ts(s: str) -> float:
    return datetime.fromisoformat(s).replace(tzinfo=timezone.utc).timestamp()


@pytest.mark.parametrize("text, fact, found", [
    ("FWI 17.5, moderate [1]", 17.5, True),
    ("FWI 17.46", 17.5, True),
    ("FWI 18", 17.5, False),
    ("Temperature 25.0 °C", 25, True),
    ("Temperature 26 °C [25]", 25, False),          # a citation marker is not a number of the answer
    ("RH 64 %, wind 15 km/h", 0.5, False),
    ("danger very low (FWI 0.1)", {"class": "very low"}, True),
    ("danger very low (FWI 0.1)", {"class": "low"}, False),
    ("Low danger at Bejaia", {"class": "low"}, True),
    ("Watch Sidi-Bel Abbès", "sidi bel abbes", True),
    ("Béjaïa", {"any": ["bejaia"]}, True),
    ("The box can’t publish alerts", {"any": ["cannot", "can't"]}, True),
    ("Head about 1.4 km north-east", {"re": r"\d+(?:[.,]\d+)? ?(?:m|km)\b"}, True),
    ("Head north-east", {"re": r"\d+(?:[.,]\d+)? ?(?:m|km)\b"}, False),
])
def test_facts(text, fact, found):
    assert has_fact(text, fact) is found


def test_time_windows():
    day = {"start_ts": ts("2012-08-13T23:00:00"), "end_ts": ts("2012-08-14T23:00:00"), "kind": "day"}
    assert time_matches({"kind": "day", "day": "2012-08-14"}, day, CLOCK)
    assert not time_matches({"kind": "day", "day": "2012-08-15"}, day, CLOCK)
    two_days = {"start_ts": ts("2012-08-13T00:00:00"), "end_ts": ts("2012-08-14T23:00:00")}
    assert not time_matches({"kind": "day", "day": "2012-08-14"}, two_days, CLOCK)
    assert time_matches({"kind": "now"}, {"kind": "now"}, CLOCK)
    assert not time_matches({"kind": "now"}, {"kind": "day", **day}, CLOCK)
    week = {"kind": "last", "start_ts": ts("2012-09-23T12:00:00"), "end_ts": CLOCK.timestamp()}
    assert time_matches({"kind": "last", "hours": 168, "slack_days": 1}, week, CLOCK)
    assert not time_matches({"kind": "last", "hours": 24}, week, CLOCK)
    calendar_week = {"start_ts": ts("2012-09-23T00:00:00"), "end_ts": CLOCK.timestamp()}
    assert time_matches({"kind": "last", "hours": 168, "slack_days": 1}, calendar_week, CLOCK)
    august = {"start_ts": ts("2012-07-31T23:00:00"), "end_ts": ts("2012-08-31T23:00:00")}
    assert time_matches({"kind": "range", "start": "2012-08-01", "end": "2012-08-31"}, august, CLOCK)
    assert not time_matches({"kind": "range", "start": "2012-08-01", "end": "2012-08-31"}, {"kind": "now"}, CLOCK)


ITEM = {"id": "x", "split": "test", "session": None, "question": "Danger at Bejaia and where to stage?",
        "intents": ["danger", "tactical"], "decision": "warn", "facts": [0.1, {"class": "very low"}],
        "entities": {"stations": ["bejaia"], "time": {"kind": "now"}, "horizon_min": None, "coords": None}}


def answer(action, served, intents=("danger", "tactical"), text="Very low fire danger at Bejaia (FWI 0.1) [1]",
           stations=("bejaia",)):
    return {"text": text, "frame": {"intents": list(intents), "stations": list(stations), "time": {"kind": "now"}},
            "decision": {"action": action, "served": list(served)}}


def test_false_grounded_counts_an_answer_label_on_a_partly_served_question():
    row = score_item(ITEM, answer("answer", ["danger"]), CLOCK, 1.0)
    assert row["false_grounded"] and not row["decision_ok"]
    row = score_item(ITEM, answer("answer", ["danger", "tactical"]), CLOCK, 1.0)
    assert row["false_grounded"]                      # gold says warn: the plan itself cannot be served
    assert not score_item(ITEM, answer("warn", ["danger"]), CLOCK, 1.0)["false_grounded"]
    served_item = {**ITEM, "intents": ["danger"], "decision": "answer"}
    assert not score_item(served_item, answer("answer", ["danger"], ["danger"]), CLOCK, 1.0)["false_grounded"]
    assert score_item(served_item, answer("answer", []), CLOCK, 1.0)["false_grounded"]   # nothing said served


def test_row_scores():
    row = score_item(ITEM, answer("warn", ["danger"]), CLOCK, 2.5)
    assert row["intent_ok"] and row["decision_ok"] and row["fact_ok"] and row["entity_ok"]
    row = score_item(ITEM, answer("warn", ["danger"], intents=["danger"], text="Low danger (FWI 0.1)",
                                  stations=["sidi-bel-abbes"]), CLOCK, 2.5)
    assert not row["intent_ok"] and not row["fact_ok"] and row["facts_missing"] == [{"class": "very low"}]
    assert row["entities"] == {"stations": False, "time": True} and row["entity_ok"] is False
    empty = score_item(ITEM, {"answer": "something"}, CLOCK, 0.1)     # an old build: no frame, no decision
    assert not empty["intent_ok"] and not empty["decision_ok"] and not empty["false_grounded"]


def test_aggregate_and_per_intent():
    rows = [score_item(ITEM, answer("answer", ["danger"]), CLOCK, 1.0),
            score_item(ITEM, answer("warn", ["danger"]), CLOCK, 3.0),
            score_item({**ITEM, "id": "y", "intents": ["refuse"], "decision": "abstain", "facts": [],
                        "entities": {"stations": None, "time": None, "horizon_min": None, "coords": None}},
                       answer("abstain", [], intents=["refuse"]), CLOCK, 9.0)]
    m = aggregate(rows)
    assert m["n"] == 3 and m["false_grounded"] == 1
    assert m["decision_accuracy"] == round(2 / 3, 4) and m["intent_accuracy"] == 1.0
    assert m["entity_accuracy"] == 1.0                 # the refuse row has no scored entity and is left out
    assert m["fact_accuracy"] == 1.0 and rows[2]["fact_ok"] is None          # ... nor gold facts
    assert m["per_intent"]["danger"]["n"] == 2 and m["per_intent"]["danger"]["false_grounded"] == 1
    assert m["per_intent"]["refuse"]["decision_accuracy"] == 1.0
    assert m["latency_p50_s"] == 3.0 and m["latency_p95_s"] == 9.0
    assert percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95) == 10 and percentile([4.0], 50) == 4.0


def test_report_and_plot_files(tmp_path):
    import json

    from appliance.evaluation.crew import write_report

    rows = [score_item(ITEM, answer("warn", ["danger"]), CLOCK, 1.0)]
    base = {**aggregate(rows), "split": "test", "model": "loaded"}
    full = write_report(base, rows, tmp_path)
    part = write_report({**base, "model": "not loaded (model disabled)"}, rows, tmp_path, subset=True)
    assert full["report_path"].endswith("crew_test.json") and part["plot_path"].endswith("crew_test_subset_nomodel.png")
    assert json.loads((tmp_path / "crew_test.json").read_text())["rows"][0]["id"] == "x"
    assert (tmp_path / "crew_test.png").read_bytes()[:4] == b"\x89PNG"
