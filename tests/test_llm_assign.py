"""[llm] use = "auto": each job to the most capable model whose measured speed fits the budget.

The figures are made up here (the real ones come from provisioning on the box, and the
integration test in test_llm_large.py measures them): what is tested is the choice and its words.
"""
import json
import shutil

import pytest

from conftest import appliance_cmd
from appliance.config import ConfigError, load_config
from appliance.llm.assign import JOBS, assign, assignments, estimate_s, lines, record_measured
from appliance.paths import MODELS_DIR

SMALL = {"sha256": "s" * 64, "prompt_tok_s": 160.0, "gen_tok_s": 75.0, "writer": {"capable": False, "passed": 0, "of": 3}}
LARGE = {"sha256": "l" * 64, "prompt_tok_s": 30.0, "gen_tok_s": 8.0, "writer": {"capable": True, "passed": 3, "of": 3}}
PRESENT = {"llm": "s" * 64, "llm_large": "l" * 64}


def test_estimates_follow_the_token_counts_and_speeds():
    frame = next(j for j in JOBS if j.name == "frame")
    assert estimate_s(frame, LARGE) == pytest.approx(frame.prompt_tokens / 30.0 + frame.gen_tokens / 8.0)


def test_a_large_budget_gives_every_job_to_the_large_model_but_the_writer_needs_its_self_test():
    jobs = assign(PRESENT, {"llm": SMALL, "llm_large": LARGE}, budget_s=120)
    # Confirming stays with the small model while it fits: it runs on most questions and must be fast.
    assert {k: v["role"] for k, v in jobs.items()} == {"confirm": "llm", "frame": "llm_large", "write": "llm_large"}
    assert "8 tok/s measured" in jobs["write"]["why"]
    failed = {**LARGE, "writer": {"capable": False, "passed": 2, "of": 3}}
    jobs = assign(PRESENT, {"llm": SMALL, "llm_large": failed}, budget_s=120)
    assert jobs["write"]["role"] is None and "llm_large: writer self-test 2/3 accepted" in jobs["write"]["why"]
    assert "llm: writer self-test 0/3" in jobs["write"]["why"]


def test_the_default_budget_keeps_the_large_model_to_what_it_can_do_in_time():
    jobs = assign(PRESENT, {"llm": SMALL, "llm_large": LARGE}, budget_s=30)
    # confirm: the small model, fast enough (the large one would fit too: 60/30 + 4/8 = 2.5 s within 4.5 s);
    # frame: 260/30 + 90/8 = 19.9 s > 15 s, and the small model cannot fill frames -> rules.
    assert jobs["confirm"]["role"] == "llm"
    assert assign({"llm_large": "l" * 64}, {"llm_large": LARGE}, budget_s=30)["confirm"]["role"] == "llm_large"
    assert jobs["frame"]["role"] is None and "llm_large: too slow here (8 tok/s measured, ~20 s against 15 s" \
        in jobs["frame"]["why"] and "llm: too weak for this job" in jobs["frame"]["why"]
    assert jobs["write"]["role"] is None and jobs["write"]["why"].startswith("rules (")


def test_a_tiny_budget_leaves_every_job_to_rules_and_says_why():
    jobs = assign(PRESENT, {"llm": SMALL, "llm_large": LARGE}, budget_s=0.5)
    assert all(j["role"] is None for j in jobs.values())
    assert all("too slow here" in j["why"] for j in jobs.values())
    assert len(lines(jobs)) == len(JOBS)


def test_a_model_measured_as_another_file_is_not_trusted_and_absent_models_are_skipped():
    jobs = assign(PRESENT, {"llm": SMALL, "llm_large": {**LARGE, "sha256": "x" * 64}}, budget_s=120)
    assert jobs["write"]["role"] is None and "llm_large: not measured on this box" in jobs["write"]["why"]
    assert jobs["confirm"]["role"] == "llm"
    jobs = assign({"llm": "s" * 64}, {"llm": SMALL}, budget_s=120)
    assert jobs["confirm"]["role"] == "llm" and "llm_large" not in jobs["confirm"]["why"]
    assert jobs["frame"]["role"] is None and jobs["frame"]["why"] == "rules (llm: too weak for this job)"
    assert assign({}, {}, 30)["frame"] == {"role": None, "estimate_s": None, "what": "filling a question's frame",
                                          "why": "rules (no language model on this box)"}


def test_use_names_one_model_for_every_job_or_says_it_is_missing():
    jobs = assign({"llm": "s" * 64}, {}, 30, use="llm_large")
    assert all(j["role"] is None and "not on this box" in j["why"] for j in jobs.values())
    assert all(j["role"] == "llm" for j in assign({"llm": "s" * 64}, {}, 30, use="llm").values())
    with pytest.raises(ConfigError):
        load_config(None, {"llm.use": "biggest"})


@pytest.fixture
def measured_models(tmp_path):
    if not (MODELS_DIR / "manifest.json").is_file():
        pytest.skip("no provisioned models (run scripts/setup-env)")
    models = tmp_path / "models"
    models.mkdir()
    body = json.loads((MODELS_DIR / "manifest.json").read_text())
    body["models"] = [m for m in body["models"] if m["role"] != "llm_large"]   # the small model only: fast
    for entry in body["models"]:
        target = models / entry["file"]
        target.parent.mkdir(parents=True, exist_ok=True)
        target.symlink_to((MODELS_DIR / entry["file"]).resolve())
    (models / "manifest.json").write_text(json.dumps({"models": body["models"]}))
    sha = next(m["sha256"] for m in body["models"] if m["role"] == "llm")
    record_measured(models, "llm", sha, {**SMALL, "sha256": sha, "writer": {"capable": True, "passed": 3, "of": 3}})
    return models


def test_models_list_says_which_model_does_which_job(measured_models):
    config = load_config(None, {"models.dir": str(measured_models)})
    assert assignments(config)["confirm"]["role"] == "llm"
    proc = appliance_cmd("models", "list", "--set", f"models.dir={measured_models}")
    assert proc.returncode == 0, proc.stderr
    assert 'jobs ([llm] use = "auto"):' in proc.stdout and "75 tok/s measured" in proc.stdout
    proc = appliance_cmd("models", "list", "--json", "--set", f"models.dir={measured_models}",
                         "--set", "orchestrator.answer_budget_s=0.1")
    got = json.loads(proc.stdout)
    assert all(j["role"] is None for j in got["jobs"].values()) and got["use"] == "auto"
    assert next(m for m in got["models"] if m["role"] == "llm")["measured"]["gen_tok_s"] == 75.0


def test_provisioning_measures_a_model_once_and_again_only_when_asked(measured_models):
    from appliance.compose.selftest import measure_models
    from appliance.llm.assign import read_measured

    first = []
    jobs = measure_models(measured_models, first.append)
    got = read_measured(measured_models)["llm"]
    assert got["gen_tok_s"] != SMALL["gen_tok_s"] and got["prompt_tok_s"] > 0 and got["test_key"]
    assert any(line.startswith("  llm: prompt") for line in first) and set(jobs) == {"confirm", "frame", "write"}
    second = []
    measure_models(measured_models, second.append)
    assert any("llm: measured before" in line for line in second)
    assert read_measured(measured_models)["llm"]["measured_at"] == got["measured_at"]
