"""Uploaded images go into the model's context (tiny random-weight vision pair) and to visual cues."""
import cv2
import numpy as np
import pytest

from appliance.config import load_config
from appliance.llm.runtime import ModelSpec
from appliance.llm.worker import ModelWorker
from appliance.orchestrator.decay import DecayOrchestrator
from appliance.paths import ALGERIAN_CSV
from appliance.store.db import Database
from appliance.store.readings import insert_readings
from firmware_bridge.algerian import parse_algerian
from tests.test_llm_tiny_vlm import build_tiny_vlm


@pytest.fixture(scope="module")
def vision_model(tmp_path_factory):
    lm, projector = build_tiny_vlm(tmp_path_factory.mktemp("vlm"))
    w = ModelWorker(ModelSpec(model_path=str(lm), projector_path=str(projector), n_ctx=1024, n_threads=1,
                              sha256="tiny"), timeout_s=120)
    yield w
    w.close()


def flames_png() -> bytes:
    """A drawn scene (no openly licensed fire images exist here): dark forest, orange flame blob."""
    img = np.full((96, 128, 3), (40, 90, 30), np.uint8)
    cv2.ellipse(img, (64, 60), (22, 30), 0, 0, 360, (0, 120, 255), -1)
    cv2.ellipse(img, (64, 66), (12, 18), 0, 0, 360, (0, 220, 255), -1)
    return cv2.imencode(".png", img)[1].tobytes()


def test_an_uploaded_image_enters_the_model_context_and_the_visual_cues(tmp_path, vision_model, text_embedder):
    db = Database(tmp_path / "a.db")
    day = [d for d in parse_algerian(ALGERIAN_CSV).days if d.device == "bejaia"][40]
    insert_readings(db, [("demo", day.device, {**day.reading(1), "extra": dict(day.codes)})])
    config = load_config(None, {"store.data_dir": str(tmp_path), "orchestrator.answer_budget_s": 600})
    orch = DecayOrchestrator(db, text_embedder, vision_model, config)
    image = flames_png()
    a = orch.answer("Is there smoke or flame in this photo from bejaia now?", images=[image])
    assert "photo" in a.frame["intents"]
    look = [c for c in a.audit["model_calls"] if c["agent"] == "photo"]
    assert look, a.audit["degraded"]
    parts = look[0]["messages"][-1]["content"]
    assert any(p.get("type") == "image_url" and p["image_url"]["url"].startswith("data:image/png;base64,")
               for p in parts)
    assert next(s for s in a.audit["steps"] if s["step"] == "reason")["images_in_context"] == 1
    assert len(a.audit["images"]) == 1 and a.audit["images"][0]["bytes"] == len(image)
    # The colour heuristic (appliance.vision) is part of the box: it must run and see the drawn flame.
    cues = [s for s in a.audit["steps"] if s.get("tool") == "visual_cues"]
    assert cues and cues[0]["result_ids"] == [1], cues
    photo = next(c for c in a.citations if c["kind"] == "frame")
    assert "fire-coloured region" in photo["card"]["cue"] and a.verdict.startswith("Possible fire-coloured regions")
