"""The fire / no-fire evaluation: index and test regions never mix; the report has its keys."""
import json

import numpy as np

from appliance.evaluation import fire
from appliance.evaluation.fire_crossval import choose_params, metrics
from appliance.paths import ALGERIAN_CSV
from appliance.preprocess.tabular import prepare
from appliance.retrieve.analogs import FEATURES
from tests.conftest import appliance_cmd


def test_metrics_count_the_confusion_matrix():
    m = metrics([1, 1, 0, 0, 1], [1, 0, 0, 1, 1])
    assert (m["tp"], m["fp"], m["fn"], m["tn"]) == (2, 1, 1, 1)
    assert m["precision"] == round(2 / 3, 4) and m["accuracy"] == 0.6


def test_parameters_are_chosen_inside_the_index_region_only():
    p = prepare(ALGERIAN_CSV, groups={"Bejaia"})
    matrix = np.array([[r.values[f] for f in FEATURES] for r in p.rows])
    labels = np.array([r.label == "fire" for r in p.rows])
    params, note = choose_params(matrix, labels)
    assert params.code in ("FFMC", "ISI", "FWI") and params.w_obs >= 0.5   # direct observation outranks analogs
    assert note["cv_metrics"]["f1"] > 0.9 and "index region" in params.chosen_by


def test_the_evidence_index_never_holds_a_test_day(tmp_path, text_embedder):
    db, params, note, _ = fire._index_db(tmp_path, "Bejaia", "bejaia", text_embedder)
    assert {r["region"] for r in db.query("SELECT DISTINCT region FROM analog_days")} == {"Bejaia"}
    assert db.scalar("SELECT COUNT(*) FROM readings") == 0 and note["preprocess"]["rows_kept"] == 122
    assert params.analog_method in ("numeric", "text") and set(note["analog_match_rate"]) == {"numeric", "text"}
    db.close()


def test_a_short_rules_only_run_reports_every_configuration(config_factory):
    report = fire.run_evaluation(config_factory(), log=lambda m: None, limit=2, with_model=False)
    assert {"precision", "recall", "f1", "accuracy", "latency_p50_s", "latency_p95_s", "n", "ablations"} <= set(report)
    assert report["n"] == 4 and set(report["ablations"]) == set(fire.CONFIGS) - {"full"}
    assert set(report["directions"]) == {"bejaia->sidi-bel-abbes", "sidi-bel-abbes->bejaia"}


def test_the_cli_prints_one_json_object_last(tmp_path):
    out = appliance_cmd("eval", "--json", "--set", f"store.data_dir={tmp_path}", "--set", "models.llm_role=absent",
                        env={"APPLIANCE_EVAL_LIMIT": "1"}, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    last = json.loads(out.stdout.strip().splitlines()[-1])
    assert last["n"] == 2 and "no_tabular_tool" in last["ablations"] and last["model"].startswith("degraded")
