"""A question whose main tool has nothing to give is answered with a warning that names it,
never as a plain grounded answer."""
import time

from appliance.box import Box
from appliance.store.readings import embed_pending_readings, insert_readings


def test_spread_question_without_a_detection_is_warned(config_factory):
    box = Box(config_factory())
    try:
        insert_readings(box.db, [("demo", "st1", {"ts": time.time() - 60, "seq": 1, "lat": 39.7, "lon": -121.6,
                                                   "temperature_c": 31, "rh_pct": 18, "wind_kmh": 30,
                                                   "wind_dir_deg": 270, "rain_mm": 0})])
        embed_pending_readings(box.db, box.embedder.embed)
        answer = box.orchestrator.answer("Where will the fire front spread at st1?")
        assert "spread" in answer.audit["needed_tools"]
        assert answer.decision["action"] == "warn"
        assert "spread" in answer.decision["reason"]
        assert "spread" in answer.text.split("Not available for this answer:")[1]
        assert all(e["kind"] != "spread" for e in answer.evidence)
    finally:
        box.close()
