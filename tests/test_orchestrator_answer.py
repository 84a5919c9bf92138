"""The decay-bounded orchestrator end to end on a real store and the packaged model."""
import json

import pytest

from appliance.config import load_config
from appliance.llm.runtime import Completion, spec_from_manifest
from appliance.llm.worker import ModelWorker
from appliance.orchestrator.decay import DecayOrchestrator
from appliance.paths import ALGERIAN_CSV, MODELS_DIR
from appliance.preprocess.tabular import prepare
from appliance.retrieve.analogs import build_analog_index
from appliance.store.answers import get_answer
from appliance.store.db import Database
from appliance.store.readings import embed_pending_readings, insert_readings
from firmware_bridge.algerian import parse_algerian
from tests.conftest import appliance_cmd

FIRE_Q = "Is a fire likely at sidi-bel-abbes on 2012-07-12? Use today's readings and codes."


@pytest.fixture(scope="module")
def store(tmp_path_factory, text_embedder):
    data = tmp_path_factory.mktemp("orch")
    db = Database(data / "appliance.db")
    days = [d for d in parse_algerian(ALGERIAN_CSV).days if d.device == "sidi-bel-abbes"][:45]
    insert_readings(db, [("demo", d.device, {**d.reading(i + 1), "extra": dict(d.codes)}) for i, d in enumerate(days)])
    embed_pending_readings(db, text_embedder.embed)
    build_analog_index(db, "bejaia", prepare(ALGERIAN_CSV, groups={"Bejaia"}))
    return data, db


@pytest.fixture(scope="module")
def model(manifest):
    w = ModelWorker(spec_from_manifest(manifest, load_config(None, {"llm.n_threads": 1})), timeout_s=120)
    yield w
    w.close()


def make(store, text_embedder, model, **cfg):
    # A generous budget: these tests share 2 cores with other work; the budget test sets its own.
    base = {"store.data_dir": str(store[0]), "models.dir": str(MODELS_DIR), "orchestrator.answer_budget_s": 600,
            "llm.timeout_s": 300}
    config = load_config(None, {**base, **cfg})
    return DecayOrchestrator(store[1], text_embedder, model, config)


def test_a_fire_question_is_routed_gathered_assessed_and_audited(store, text_embedder, model):
    steps = []
    a = make(store, text_embedder, model).answer(FIRE_Q, on_step=steps.append)
    body = a.to_json()
    assert {"id", "question", "answer", "mode", "cited_ids", "evidence", "latency_s", "audit", "decision"} <= set(body)
    route = a.audit["route"]
    assert route["rounds"] <= route["decay_bound"] <= route["hard_cap"]
    assert a.mode == "model" and a.assessment is not None, a.audit["degraded"]
    assert a.assessment["fire"] is True            # 2012-07-12 at Sidi-Bel Abbes was a fire day
    tools = [s["tool"] for s in a.audit["steps"] if s["step"] == "retrieve"]
    assert tools[:2] == ["sensor_snapshot", "fire_weather"]   # direct observation first
    assert all(e["kind"] in ("reading", "fire_weather", "analog") for e in a.evidence)
    assert [e["id"] for e in a.evidence] == a.cited_ids and a.cited_ids
    assert {"route", "retrieve", "weights", "reason"} <= {s["step"] for s in steps}
    assert get_answer(store[1], a.id)["audit"]["route"]["decay_bound"] == route["decay_bound"]
    assert a.audit["model_sha256"] == model.sha256


def test_the_same_question_twice_gives_the_same_routing_and_answer(store, text_embedder, model):
    orch = make(store, text_embedder, model)
    first, second = orch.answer(FIRE_Q), orch.answer(FIRE_Q)
    assert first.text == second.text and first.cited_ids == second.cited_ids
    assert first.audit["route"] == second.audit["route"]
    assert [c["raw"] for c in first.audit["model_calls"]] == [c["raw"] for c in second.audit["model_calls"]]


def test_without_a_model_the_box_answers_from_rules_and_says_so(store, text_embedder):
    a = make(store, text_embedder, None).answer(FIRE_Q)
    assert a.mode == "rules" and a.text.startswith("(Answered from rules")
    assert a.assessment["fire"] is True and a.decision["action"] == "warn"


def test_a_model_over_its_time_budget_is_cut_short(store, text_embedder, model):
    a = make(store, text_embedder, model, **{"orchestrator.answer_budget_s": 0.001}).answer(FIRE_Q)
    assert a.mode == "rules" and "time budget" in a.text


def test_a_crashed_model_worker_does_not_stop_answers(store, text_embedder, model):
    model.crash_for_test()
    a = make(store, text_embedder, model).answer("What is the wind at sidi-bel-abbes now?")
    assert a.evidence and a.evidence[0]["kind"] == "reading"


def test_a_general_question_falls_back_without_data(store, text_embedder, model):
    a = make(store, text_embedder, model).answer("hello, what can you do?")
    assert a.evidence == [] and a.decision["action"] == "abstain" and "answers from its own data" in a.text


class ScriptedModel:
    """Returns canned outputs in order, to drive the supervisor-worker re-asking."""
    sha256, has_vision = "scripted", False

    def __init__(self, outputs):
        self.outputs, self.calls = list(outputs), 0

    def complete_json(self, messages, schema, max_tokens=24, timeout_s=None):
        self.calls += 1
        data = self.outputs.pop(0) if self.outputs else {}
        return Completion(data=data, text=json.dumps(data), prompt_tokens=1, completion_tokens=1, seconds=0.0)


def test_schema_failures_are_re_asked_then_answered_from_rules(store, text_embedder):
    model = ScriptedModel([{"alpha": 9, "beta": 4}, {"alpha": 3, "beta": 4},   # router: bad, then good
                           {"cited_ids": [99]}, {"cited_ids": []}])            # reasoning: bad twice
    a = make(store, text_embedder, model).answer(FIRE_Q)
    calls = a.audit["model_calls"]
    assert [c["agent"] for c in calls] == ["router", "router", "reasoning", "reasoning"]
    assert calls[0]["rejected"] and "rejected" in calls[2]["messages"][-1]["content"] or calls[2]["rejected"]
    assert a.audit["route"]["alpha"] == 0.6 and a.mode == "rules"
    assert any(d.startswith("reasoning: reasoning output rejected 2 times") for d in a.audit["degraded"])


def test_a_missing_tool_is_reported_not_faked(store, text_embedder):
    # No image embedder is loaded here, so image search must say so rather than return anything.
    a = make(store, text_embedder, None).answer("Show a similar photo of smoke near sidi-bel-abbes now")
    images = [s for s in a.audit["steps"] if s.get("tool") == "image_search"]
    assert images and images[0]["result_ids"] == [] and images[0].get("not_available")


def test_appliance_audit_prints_the_trail(store, text_embedder):
    a = make(store, text_embedder, None).answer(FIRE_Q)
    out = appliance_cmd("audit", str(a.id), "--set", f"store.data_dir={store[0]}")
    assert out.returncode == 0, out.stderr
    assert "decay bound" in out.stdout and "tool fire_weather" in out.stdout and FIRE_Q in out.stdout


def test_photos_are_stored_with_the_answer_and_the_audit_command_saves_them(store, text_embedder, tmp_path):
    import cv2
    import numpy as np

    photos = [cv2.imencode(ext, np.full((48, 64, 3), shade, np.uint8))[1].tobytes()
              for ext, shade in ((".jpg", 40), (".png", 200))]
    a = make(store, text_embedder, None).answer("Is that smoke near sidi-bel-abbes?", images=photos)
    row = get_answer(store[1], a.id)
    assert [(p["position"], p["media_type"], p["bytes"]) for p in row["images"]] == [
        (0, "image/jpeg", len(photos[0])), (1, "image/png", len(photos[1]))]
    assert [p["sha256"] for p in row["images"]] == [i["sha256"] for i in a.audit["images"]]
    out = appliance_cmd("audit", str(a.id), "--save-images", str(tmp_path / "photos"), "--set", f"store.data_dir={store[0]}")
    assert out.returncode == 0, out.stderr
    assert "photos (stored with the answer" in out.stdout
    saved = sorted((tmp_path / "photos").iterdir())
    assert [p.name for p in saved] == [f"answer{a.id}-photo1.jpg", f"answer{a.id}-photo2.png"]
    assert [p.read_bytes() for p in saved] == photos


@pytest.mark.parametrize("content, message", [(b"<html><script>alert(1)</script>", "not a JPEG or PNG"),
                                              (b"\xff\xd8\xff" + b"\0" * 20, "header is damaged")])
def test_appliance_ask_checks_photos_like_the_page_does(store, tmp_path, content, message):
    bad = tmp_path / "bad.jpg"
    bad.write_bytes(content)
    out = appliance_cmd("ask", "--image", str(bad), "Is that smoke?", "--set", f"store.data_dir={store[0]}")
    assert out.returncode == 2 and message in out.stderr and "Traceback" not in out.stderr
