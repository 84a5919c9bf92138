"""`appliance eval crew` end to end: the real CLI, a real demo seed, the real orchestrator."""
import json
import sqlite3

import pytest

from tests.conftest import appliance_cmd

HANDFUL = "s01,danger-now-01,refuse-01,capabilities-01,cc-day-02"   # session s01 has 3 turns -> 7 questions


def saved_rows(data):
    return json.loads((data / "eval" / "crew_all_subset.json").read_text())["rows"]


def test_malformed_question_file_is_one_clear_line(tmp_path):
    bad = tmp_path / "q.jsonl"
    bad.write_text('{"id": "a"}\n{not json\n')
    res = appliance_cmd("eval", "crew", "--questions", str(bad), "--data-dir", str(tmp_path / "d"))
    assert res.returncode == 1 and "Traceback" not in res.stderr
    assert "q.jsonl:1: not a crew question (missing split" in res.stderr
    bad.write_text("\x00" * 5000 + "\n")
    res = appliance_cmd("eval", "crew", "--questions", str(bad), "--data-dir", str(tmp_path / "d"))
    assert res.returncode == 1 and "not JSON" in res.stderr and "Traceback" not in res.stderr
    assert not (tmp_path / "d").exists()              # nothing seeded for a run that cannot start


def test_unknown_ids_and_bad_split_are_usage_errors(tmp_path):
    res = appliance_cmd("eval", "crew", "--ids", "no-such-question", "--data-dir", str(tmp_path / "d"))
    assert res.returncode == 2 and "no question matches" in res.stderr
    res = appliance_cmd("eval", "crew", "--split", "train")
    assert res.returncode == 2 and "Traceback" not in res.stderr


@pytest.mark.slow
def test_a_handful_of_questions_on_the_demo_seed(tmp_path):
    data = tmp_path / "seeded"
    res = appliance_cmd("eval", "crew", "--split", "all", "--ids", HANDFUL, "--data-dir", str(data), "--json",
                        timeout=1800)
    assert res.returncode == 0, res.stderr[-3000:]
    report = json.loads(res.stdout.strip().splitlines()[-1])
    for key in ("n", "intent_accuracy", "entity_accuracy", "fact_accuracy", "decision_accuracy", "false_grounded",
                "latency_p50_s", "latency_p95_s", "per_intent"):
        assert key in report, key
    assert report["n"] == 7 and report["clock"] == "2012-09-30T12:00:00+00:00"
    assert set(report["per_intent"]) == {"danger", "explain", "refuse", "capabilities", "current_conditions"}
    assert isinstance(report["false_grounded"], int) and report["errors"] == 0
    # the four standalone questions read again, each after the one before it, as on the page
    sequence = report["after_unrelated"]
    assert sequence["n"] == 4 and 0.0 <= sequence["intent_accuracy"] <= 1.0 and 0 <= sequence["changed"] <= 3
    assert sequence["read_first_accuracy"] == round(sum(r["intent_ok"] for r in saved_rows(data) if not r["session"]) / 4, 4)
    assert (data / "eval" / "crew_all_subset.png").stat().st_size > 10_000
    saved = json.loads((data / "eval" / "crew_all_subset.json").read_text())
    assert [r["id"] for r in saved["rows"]] == ["cc-day-02", "danger-now-01", "capabilities-01", "refuse-01",
                                                "s01-t1", "s01-t2", "s01-t3"]     # file order, sessions in order
    # the session's three questions went to the box in order under one session id
    with sqlite3.connect(data / "appliance.db") as db:
        asked = db.execute("SELECT session_id, question FROM answers ORDER BY id").fetchall()
    s01 = [(s, q) for s, q in asked if s and s.endswith("-s01")]
    assert [q for _, q in s01] == ["What is the fire danger at Sidi-Bel Abbes?", "And at the other station?",
                                   "Why did you answer that way?"] and len({s for s, _ in s01}) == 1
    # a second run reuses the seed instead of building it again
    res = appliance_cmd("eval", "crew", "--split", "all", "--ids", "refuse-01", "--data-dir", str(data), "--json",
                        "--no-model", timeout=600)
    assert res.returncode == 0 and "using the seeded state" in res.stderr
    assert json.loads(res.stdout.strip().splitlines()[-1])["model"] == "not loaded (model disabled)"
    assert (data / "eval" / "crew_all_subset_nomodel.json").exists()
