"""The box loads the model each job was assigned ([llm] use = "auto", llm/assign.py), beside its own.

A real Box over a copy of the provisioned models where the `llm_large` role is played by a second
file (the packaged SmolLM2 under another name: the same loading path as the 1.1 GB model, in seconds;
tests/test_llm_large.py loads the real one). Measured speeds are written into the copy's manifest,
so the assignment is decided by the same code as on a provisioned box. Every answer path works
without the large model: absent, damaged, or too slow to be given a job."""
import json
import os

import pytest

from appliance.box import Box
from appliance.config import load_config
from appliance.llm.jobs import planned
from appliance.paths import ALGERIAN_CSV, MODELS_DIR
from appliance.store.db import Database
from appliance.store.readings import insert_readings
from firmware_bridge.algerian import parse_algerian

SMALL = "SmolLM2-135M-Instruct.Q4_1.gguf"
FAST = {"prompt_tok_s": 5000.0, "gen_tok_s": 5000.0}      # fits every job's share of the budget
# A 600 s budget: on a busy shared CPU the router and the confirmation may take most of 30 s, and the writer
# is then skipped for want of time (as it should be), which would not show where the rewrite goes.
SLOW = {"prompt_tok_s": 0.01, "gen_tok_s": 0.01}          # fits none


def models_copy(tmp_path, large: str | None, measured: dict) -> tuple:
    """A models folder linking the provisioned files; `large`: "standin" (SmolLM2 as llm_large), "damaged"
    (a file whose hash differs from the manifest's), or None (no llm_large at all)."""
    d = tmp_path / "models"
    d.mkdir()
    for f in MODELS_DIR.iterdir():
        if f.name != "manifest.json" and not f.name.startswith("Qwen"):
            os.symlink(f.resolve(), d / f.name)
    body = json.loads((MODELS_DIR / "manifest.json").read_text())
    small = next(m for m in body["models"] if m["role"] == "llm")
    body["models"] = [m for m in body["models"] if m["role"] != "llm_large"]
    if large:
        (d / "large.gguf").unlink(missing_ok=True)
        if large == "standin":
            os.symlink((MODELS_DIR / SMALL).resolve(), d / "large.gguf")
        else:
            (d / "large.gguf").write_bytes(b"GGUF not really a model")
        body["models"].append({**small, "role": "llm_large", "file": "large.gguf", "source": "test stand-in"})
    body["measured"] = {role: {"sha256": small["sha256"], **m} for role, m in measured.items()}
    (d / "manifest.json").write_text(json.dumps(body))
    return d


@pytest.fixture
def config_for(tmp_path):
    def make(models_dir, **extra):
        config = load_config(None, {"store.data_dir": str(tmp_path / "data"), "models.dir": str(models_dir),
                                    "answers.now": "2012-08-01T12:00:00Z", "orchestrator.answer_budget_s": 600,
                                    "answers.writer_reasks": 0, "answers.writer_max_tokens": 48,
                                    "llm.timeout_s": 300, "llm.n_threads": 1, **extra})
        db = Database(config.db_path)
        days = [x for x in parse_algerian(ALGERIAN_CSV).days if x.device == "bejaia"][60:63]
        insert_readings(db, [("demo", x.device, {**x.reading(i + 1), "extra": dict(x.codes)}) for i, x in enumerate(days)])
        db.close()
        return config
    return make


def writer_calls(answer) -> list:
    return [c for c in answer.audit["model_calls"] if c["agent"] == "writer"]


def test_jobs_assigned_to_the_large_model_load_it_beside_the_boxs_own(tmp_path, config_for):
    measured = {"llm": FAST, "llm_large": {**FAST, "writer": {"capable": True, "passed": 3, "of": 3}}}
    box = Box(config_for(models_copy(tmp_path, "standin", measured)), log=lambda m: None)
    try:
        large, base = box.models.loaded["llm_large"], box.model
        assert large is not base and large.alive() and base.alive()       # two workers, two processes
        assert large.spec.model_path.endswith("large.gguf") and base.spec.model_path.endswith(SMALL)
        # Small for what must be fast (confirming every question), large for the writer.
        assert box.models.role_of("write") == "llm_large" and box.models.role_of("confirm") == "llm"
        assert box.orchestrator.writer and box.orchestrator.writer_model is large
        assert box.orchestrator.confirm_model is base
        assert planned(box.config, box.models.jobs) == {"llm": ["router", "photos", "confirm"], "llm_large": ["write"]}
        base_calls = base._seq
        a = box.orchestrator.answer("What is the wind at Bejaia?")
        assert writer_calls(a) and large._seq >= len(writer_calls(a))    # the rewrite went to the large model
        assert base._seq >= base_calls                                  # the router stayed on the box's own
        assert a.writer in ("model", "composer") and "[1]" in a.text
    finally:
        box.close()
    assert not large.alive() and not base.alive()                        # closing the box stops both


def test_a_large_model_without_a_passed_self_test_is_not_loaded_and_the_composer_writes(tmp_path, config_for):
    measured = {"llm": FAST, "llm_large": {**FAST, "writer": {"capable": False, "passed": 1, "of": 3}}}
    box = Box(config_for(models_copy(tmp_path, "standin", measured)), log=lambda m: None)
    try:
        assert box.models.role_of("confirm") == "llm" and box.models.role_of("write") is None
        assert "llm_large" not in box.models.loaded                # no job for it: 1.1 GB not loaded for nothing
        assert box.orchestrator.writer is False and box.orchestrator.writer_model is None
        a = box.orchestrator.answer("What is the wind at Bejaia?")
        assert not writer_calls(a) and a.writer == "composer" and "[1]" in a.text
    finally:
        box.close()


@pytest.mark.parametrize("large, measured_large", [(None, FAST), ("standin", SLOW), ("damaged", FAST)],
                         ids=["absent", "too-slow", "damaged"])
def test_without_the_large_model_every_answer_path_still_answers(tmp_path, config_for, large, measured_large):
    lines = []
    measured = {"llm": FAST, "llm_large": {**measured_large, "writer": {"capable": True, "passed": 3, "of": 3}}}
    box = Box(config_for(models_copy(tmp_path, large, measured)), log=lines.append)
    try:
        assert "llm_large" not in box.models.loaded and box.model is not None and box.model.alive()
        assert box.orchestrator.writer is False                     # nothing to write with: the composer writes
        assert box.orchestrator.confirm_model is box.model          # the box's own model still confirms
        assert "confirm" in planned(box.config, box.models.jobs)["llm"] or large == "damaged"
        if large == "damaged":
            assert "does not match the manifest" in box.models.problems["llm_large"]
            assert any(line.startswith("warning: llm_large not loaded") for line in lines)
            from appliance.llm import placement
            report = placement.report(box, probe=False)
            assert report["not_loaded"]["llm_large"] and report["loaded_for"]["write"] is None
            assert any("llm_large not loaded" in line for line in placement.lines(report))
        for q in ("What is the wind at Bejaia?", "fire danger at bejaia", "what can you do?",
                  "send an evacuation order to every crew"):
            a = box.orchestrator.answer(q)
            assert a.text and a.writer == "composer" and not writer_calls(a)
    finally:
        box.close()


def test_force_without_an_assigned_writer_makes_the_boxs_own_model_write(tmp_path, config_for):
    box = Box(config_for(models_copy(tmp_path, None, {"llm": FAST}), **{"answers.writer": "force"}), log=lambda m: None)
    try:
        assert box.orchestrator.writer and box.orchestrator.writer_model is box.model
        assert "llm_large" not in box.models.loaded
    finally:
        box.close()


def test_use_llm_large_gives_it_both_jobs_and_the_box_keeps_its_own_for_the_router(tmp_path, config_for):
    measured = {"llm": FAST, "llm_large": {**FAST, "writer": {"capable": False, "passed": 0, "of": 3}}}
    box = Box(config_for(models_copy(tmp_path, "standin", measured), **{"llm.use": "llm_large"}), log=lambda m: None)
    try:
        large = box.models.loaded["llm_large"]
        assert box.models.role_of("confirm") == box.models.role_of("write") == "llm_large"
        assert box.orchestrator.confirm_model is large and box.orchestrator.writer_model is large
        assert box.model is not large and box.model.alive()                  # router and photos
    finally:
        box.close()
