"""`appliance eval geo --pairs` on the held-out set (data/geo_pairs_holdout.jsonl).

The 203 held-out pairs were written by someone who had not seen appliance/geo/, labelled from
geography facts and DESIGN §5 before the code was ever run on them, in a different phrasing style
from geo_pairs.jsonl and with no pair in common with it. The file's own conventions were followed
where the design is silent: a question naming no place -> relation none, answer; a passage naming
no place -> none, warn; a bare ambiguous name (Springfield, Jackson County) with an exact passage
-> warn; places in different countries -> different, abstain.

First (and only scored) run: good_decision 0.9803, false_confidence 0.0099, over_abstention
0.0099, appropriate_warning 0.3941, relation_accuracy 0.9655 over 203 pairs (4 misses). Both
measured values meet the thresholds asserted below, so the thresholds are asserted as such; if the
rules regress on unseen-style text, this test fails. Do not tune the geo rules against this file
(or relabel it after seeing results), or it stops being held out.
"""
import json
from pathlib import Path

from tests.conftest import appliance_cmd
from tests.geo_fixtures import gazetteer_dir  # noqa: F401

HOLDOUT = Path(__file__).resolve().parents[1] / "appliance" / "evaluation" / "data" / "geo_pairs_holdout.jsonl"


def test_holdout_file_is_disjoint_from_the_tuning_set():
    tuning = HOLDOUT.with_name("geo_pairs.jsonl")
    held = [json.loads(line) for line in HOLDOUT.read_text().splitlines() if line.strip()]
    seen = {(r["question"].lower(), r["passage"].lower())
            for r in (json.loads(line) for line in tuning.read_text().splitlines() if line.strip())}
    assert len(held) >= 120
    assert not [r["id"] for r in held if (r["question"].lower(), r["passage"].lower()) in seen]


def test_eval_geo_on_the_holdout_meets_the_thresholds(gazetteer_dir):
    result = appliance_cmd("eval", "geo", "--pairs", str(HOLDOUT), "--json",
                           "--set", f"models.dir={json.dumps(str(gazetteer_dir))}", timeout=120)
    assert result.returncode == 0, result.stderr
    metrics = json.loads(result.stdout.strip().splitlines()[-1])
    assert metrics["pairs"] >= 120
    # measured 0.0099 and 0.9803 on the first run
    assert metrics["false_confidence"] <= 0.02
    assert metrics["good_decision"] >= 0.85
