"""The decay-bounded orchestrator end to end on a real store, the real ONNX embedder and the packaged model."""
import json

import pytest

from appliance.compose.words import long_date
from appliance.config import load_config
from appliance.fireweather.daily import compute_daily_codes
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
    compute_daily_codes(db)
    build_analog_index(db, "bejaia", prepare(ALGERIAN_CSV, groups={"Bejaia"}))
    return data, db


class Uncached:
    """The model with the worker's response cache bypassed, counting real calls: a repeated prompt
    is really run again, so 'the same answer twice' is a property of the model, not of the cache."""

    def __init__(self, model):
        self.model, self.calls = model, 0

    def complete_json(self, *args, **kwargs):
        self.calls += 1
        return self.model.complete_json(*args, **{**kwargs, "cache": False})

    def chat(self, *args, **kwargs):
        self.calls += 1
        return self.model.chat(*args, **{**kwargs, "cache": False})

    def __getattr__(self, name):
        return getattr(self.model, name)


@pytest.fixture(scope="module")
def model(manifest):
    w = ModelWorker(spec_from_manifest(manifest, load_config(None, {"llm.n_threads": 1})), timeout_s=120)
    yield Uncached(w)
    w.close()


def make(store, text_embedder, model, **cfg):
    # A generous budget: these tests share 2 cores with other work; the budget test sets its own.
    base = {"store.data_dir": str(store[0]), "models.dir": str(MODELS_DIR), "orchestrator.answer_budget_s": 600,
            "llm.timeout_s": 300, "answers.now": "2012-07-14T12:00:00Z"}
    config = load_config(None, {**base, **cfg})
    return DecayOrchestrator(store[1], text_embedder, model, config)


def test_a_fire_question_is_understood_gathered_assessed_composed_and_audited(store, text_embedder, model):
    steps = []
    a = make(store, text_embedder, model).answer(FIRE_Q, on_step=steps.append)
    body = a.to_json()
    assert {"id", "question", "answer", "text", "mode", "cited_ids", "evidence", "latency_s", "audit", "decision", "frame",
            "verdict", "citations", "danger", "data_age_s", "stale", "writer"} <= set(body)
    assert "danger" in body["frame"]["intents"] and body["frame"]["stations"] == ["sidi-bel-abbes"]
    assert body["frame"]["time"]["kind"] == "day"
    route = a.audit["route"]
    assert 1 <= route["rounds"] <= route["decay_bound"] <= route["hard_cap"]
    assert a.mode == "model" and a.assessment is not None, a.audit["degraded"]
    assert a.assessment["fire"] is True            # 2012-07-12 at Sidi-Bel Abbes was a fire day
    tools = [s["tool"] for s in a.audit["steps"] if s["step"] == "retrieve"]
    assert tools[:3] == ["sensor_snapshot", "station_danger", "fire_weather"]   # direct observation first
    d = body["danger"][0]
    assert (d["station"], d["day"]) == ("sidi-bel-abbes", "2012-07-12")
    # Verdict first, in words, with the class; numbers with units and local time; sources as [n].
    assert body["verdict"] == f"{d['danger_class'].capitalize()} fire danger at Sidi-Bel Abbes"
    assert body["text"].startswith(f"**{body['verdict']}.**") and f"FWI {d['fwi']:.1f}" in body["text"]
    assert "CET" in body["text"] and "UTC" not in body["text"] and "score" not in body["text"]
    assert [c["n"] for c in body["citations"]] == list(range(1, len(body["citations"]) + 1))
    assert all(f"[{c['n']}]" in body["text"] for c in body["citations"])
    # served: the frame's intents and those their answer covers (a danger answer quotes the day's readings)
    d = body["decision"]
    assert (d["action"], d["reason"], d["missing"]) == ("answer", "grounded in the cited evidence", [])
    assert set(body["frame"]["intents"]) <= set(d["served"]) <= {"danger", "current_conditions"}
    assert body["read_back"].startswith("Read as: fire danger")
    assert body["writer"] == "composer"       # the packaged model is not marked capable of writing
    assert {"plan", "route", "retrieve", "weights"} <= {s["step"] for s in steps}
    stored = get_answer(store[1], a.id)["audit"]
    assert stored["route"]["decay_bound"] == route["decay_bound"] and stored["frame"]["intents"] == body["frame"]["intents"]
    assert stored["writer"] == "composer" and a.audit["model_sha256"] == model.sha256


def test_the_same_question_twice_gives_the_same_frame_routing_and_answer(store, text_embedder, model):
    orch = make(store, text_embedder, model)
    before = model.calls
    first = orch.answer(FIRE_Q)
    between = model.calls
    second = orch.answer(FIRE_Q)
    assert between > before and model.calls - between == between - before     # really asked twice, not cached
    assert first.text == second.text and first.cited_ids == second.cited_ids and first.frame == second.frame
    assert first.audit["route"] == second.audit["route"]
    assert [c["raw"] for c in first.audit["model_calls"]] == [c["raw"] for c in second.audit["model_calls"]]


def test_without_a_model_the_composer_still_answers_and_says_how(store, text_embedder):
    a = make(store, text_embedder, None).answer(FIRE_Q)
    assert a.mode == "rules" and a.assessment["fire"] is True
    assert a.decision["action"] == "answer" and a.verdict.endswith("fire danger at Sidi-Bel Abbes")
    assert any(d.startswith("router: no model loaded") for d in a.audit["degraded"])


def test_a_model_over_its_time_budget_is_skipped(store, text_embedder, model):
    a = make(store, text_embedder, model, **{"orchestrator.answer_budget_s": 0.001}).answer(FIRE_Q)
    assert a.mode == "rules" and any("time budget spent" in d for d in a.audit["degraded"])
    assert a.decision["action"] == "answer"        # the numbers never needed the model


def test_a_crashed_model_worker_restarts_and_the_answer_is_whole(store, text_embedder, model):
    restarts = model.model.restarts
    model.crash_for_test()
    a = make(store, text_embedder, model).answer("What is the wind at sidi-bel-abbes on 2012-07-10?")
    assert model.model.restarts == restarts + 1 and model.alive()
    assert a.mode == "model" and not any("crash" in d or "gone" in d for d in a.audit["degraded"]), a.audit["degraded"]
    reading = next(c for c in a.citations if c["kind"] == "reading")["card"]
    assert reading["station"] == "sidi-bel-abbes" and reading["utc"].startswith("2012-07-10")
    assert f"wind {reading['wind_kmh']:g} km/h" in a.text and a.decision["action"] == "answer"


def test_what_the_box_can_do_is_answered_with_the_period_its_readings_cover(store, text_embedder, model):
    a = make(store, text_embedder, model).answer("hello, what can you do?")
    assert a.frame["intents"] == ["capabilities"] and a.decision["action"] == "answer"
    assert [e["kind"] for e in a.evidence] == ["record_span"]
    # The fixture holds Sidi-Bel Abbes' first 45 days: from 1 June to the day of its last reading, said in words.
    last = store[1].scalar("SELECT date(MAX(ts) + 3600, 'unixepoch') FROM readings")
    assert f"Sidi-Bel Abbes 1 June 2012 to {long_date(last)}" in a.text


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
    model = ScriptedModel([{"alpha": 9, "beta": 4}, {"alpha": 3, "beta": 7}])   # router: bad twice
    a = make(store, text_embedder, model, **{"answers.confirm_intents": False}).answer(FIRE_Q)
    calls = a.audit["model_calls"]
    assert [c["agent"] for c in calls] == ["router", "router"]
    assert calls[0]["rejected"] and "rejected" in calls[1]["messages"][-1]["content"]
    assert calls[1]["rejected"] and a.mode == "rules"
    assert any(d.startswith("router: router output rejected 2 times") for d in a.audit["degraded"])
    assert a.audit["route"]["alpha"] == pytest.approx(0.2 + 0.6 * a.audit["route"]["intent_match"]["data_acquisition"])


def test_a_missing_tool_is_reported_not_faked(store, text_embedder):
    # No drone frames are stored: the frames intent says so and the answer abstains.
    a = make(store, text_embedder, None).answer("Is there smoke in the latest drone frame?")
    assert "frames" in a.frame["intents"]
    step = next(s for s in a.audit["steps"] if s.get("tool") == "frames_latest")
    assert step["result_ids"] == [] and step.get("not_available")
    assert a.decision["action"] == "abstain" and "drone frames" in a.decision["reason"]


def test_appliance_audit_prints_the_trail(store, text_embedder):
    a = make(store, text_embedder, None).answer(FIRE_Q)
    out = appliance_cmd("audit", str(a.id), "--set", f"store.data_dir={store[0]}")
    assert out.returncode == 0, out.stderr
    assert "decay bound" in out.stdout and "tool fire_weather" in out.stdout and FIRE_Q in out.stdout
    assert "frame: intents" in out.stdout and "verdict:" in out.stdout


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
                                              (b"\xff\xd8\xff" + b"\0" * 20, "JPEG marker expected")])
def test_appliance_ask_checks_photos_like_the_page_does(store, tmp_path, content, message):
    bad = tmp_path / "bad.jpg"
    bad.write_bytes(content)
    out = appliance_cmd("ask", "--image", str(bad), "Is that smoke?", "--set", f"store.data_dir={store[0]}")
    assert out.returncode == 2 and message in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize("question, label", [
    ("Quel est le danger d'incendie à Sidi-Bel Abbès le 12 juillet 2012 ?", "Répondu"),
    ("¿Cuál es el peligro de incendio en Sidi Bel Abbes el 12 de julio de 2012?", "Respondido"),
])
def test_the_verdict_is_worded_in_the_questions_language(store, text_embedder, model, question, label):
    a = make(store, text_embedder, model).answer(question)
    assert a.audit["verdict_words"] == label, (a.decision, a.read_back)
    assert get_answer(store[1], a.id)["audit"]["verdict_words"] == label      # a reopened answer says it the same


def test_a_refused_order_is_labelled_refused_in_its_language():
    from appliance.understand.readback import verdict_words
    assert verdict_words("abstain", True, "fr").startswith("Refusé")
    assert verdict_words("abstain", False, "ar") == "لا يستطيع الجهاز الإجابة عن هذا"
    assert verdict_words("warn", False, "xx") == "Partly answered: read the warning"     # an unknown language: English
