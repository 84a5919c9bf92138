"""A question whose main tool has nothing to give is answered with a warning that names it,
never as a plain grounded answer; a question nothing serves abstains and says what was missing."""
import time

from appliance.box import Box
from appliance.store.readings import embed_pending_readings, insert_readings


def test_a_spread_question_without_wind_direction_warns_and_names_it(config_factory):
    box = Box(config_factory(), with_model=False)
    try:
        insert_readings(box.db, [("demo", "st1", {"ts": time.time() - 60, "seq": 1, "lat": 39.7, "lon": -121.6,
                                                   "temperature_c": 31, "rh_pct": 18, "wind_kmh": 30, "rain_mm": 0})])
        embed_pending_readings(box.db, box.embedder.embed)
        answer = box.orchestrator.answer("If a fire starts at st1 now, where will its head be in 30 minutes?")
        assert answer.frame["intents"][0] == "spread" and answer.frame["horizon_min"] == 30
        assert answer.decision["action"] == "warn" and "direction" in answer.decision["reason"]
        assert "Not available: wind direction" in answer.text
        spread = next(c for c in answer.citations if c["kind"] == "spread")["card"]
        assert spread["direction_deg"] is None and spread["geojson"] is None and spread["head_m"]["likely"] > 0
    finally:
        box.close()


def test_a_question_nothing_serves_abstains_and_says_what_was_missing(config_factory):
    box = Box(config_factory(), with_model=False)
    try:
        answer = box.orchestrator.answer("Is there smoke in the latest drone frame?")
        assert answer.decision["action"] == "abstain" and answer.decision["served"] == []
        assert "drone frames" in answer.decision["reason"] and "grounded" not in answer.text
        assert answer.citations == []
    finally:
        box.close()
