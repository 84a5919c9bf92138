"""Profile step: one question at a time, skip and correct, the location confirmed or its options
named, the profile shown for confirmation, and model calls bounded per step."""
from types import SimpleNamespace

import pytest

from appliance.consult import ConsultError, ConsultSession
from appliance.consult.places import find_places
from appliance.consult.profile import FIELDS, parse_scenario, scenario_label

from consult_support import make_box, no_geo, walk_profile  # noqa: F401 (fixture)


@pytest.fixture
def box(tmp_path, text_embedder, no_geo):
    b = make_box(tmp_path, text_embedder)
    yield b
    b.db.close()


def test_questions_come_one_at_a_time_then_the_profile_for_confirmation(box):
    s = ConsultSession.start(box)
    asked = []
    for answer in ["planning section chief", "Bragança", "the next 10 years", "summer fire season", "all"]:
        prompt = s.prompt()
        asked.append(prompt["field"])
        assert prompt["index"] == len(asked) and prompt["of"] == 5
        s.answer(answer)
    assert asked == FIELDS
    p = s.prompt()
    assert p["stage"] == "confirm"
    assert any("Bragança, Bragança District, Portugal (41.8058, -6.7572)" in line for line in p["summary"])
    assert p["profile"]["horizon"]["key"] == "5-10y" and p["profile"]["role"]["kind"] == "planner"
    # the same session survives a reload (the page and the terminal drive it request by request)
    assert ConsultSession.load(box, s.id).prompt()["summary"] == p["summary"]


def test_skip_and_correct_any_answer(box):
    s = ConsultSession.start(box)
    s.skip()                                   # role
    s.answer("41.85, -6.9")                    # exact coordinates are always accepted
    s.skip(); s.skip(); s.skip()
    summary = s.prompt()["summary"]
    assert "role: (skipped)" in summary and "scope: (skipped)" in summary
    s.correct("role", "emergency manager")
    s.correct("horizon", "now")
    p = s.prompt()
    assert p["stage"] == "confirm" and p["profile"]["role"]["kind"] == "emergency_manager"
    assert p["profile"]["horizon"]["key"] == "now"
    with pytest.raises(ConsultError, match="no field"):
        s.correct("favourite colour", "red")
    with pytest.raises(ConsultError):
        s.answer("more text")                  # questions are done: correct instead


def test_ambiguous_place_names_the_options_and_takes_a_choice(box):
    s = ConsultSession.start(box)
    s.answer("incident commander")
    p = s.answer("Springfield")
    assert p["field"] == "location" and len(p["options"]) == 3
    assert any("Massachusetts" in o for o in p["options"]) and "Which one" in p["question"]
    with pytest.raises(ConsultError):
        s.answer("9")
    p = s.answer("Massachusetts")
    assert p["field"] == "horizon" and "Location confirmed: Springfield, Hampden County, Massachusetts" in p["note"]
    assert s.state["profile"]["location"]["place"]["id"] == "us-ma-springfield"
    assert find_places("Springfield, IL")[0]["id"] == "us-il-springfield"  # a qualifier decides


def test_unknown_place_is_asked_again_then_may_be_skipped(box):
    s = ConsultSession.start(box)
    s.answer("homeowner")
    p = s.answer("Atlantis")
    assert p["field"] == "location" and "No place called 'Atlantis'" in p["note"]
    p = s.skip()
    assert p["field"] == "horizon" and s.state["profile"]["location"]["status"] == "skipped"


def test_scenarios_are_read_from_the_words_people_use():
    assert parse_scenario("use RCP 8.5 please") == "rcp85" and parse_scenario("rcp4.5") == "rcp45"
    assert parse_scenario("no scenario") is None and scenario_label("rcp85") == "RCP 8.5"


class CountingModel:
    """Always picks the first choice; counts its calls."""

    def __init__(self):
        self.calls = 0

    def complete_json(self, messages, schema, max_tokens=48):
        self.calls += 1
        choice = schema["properties"]["choice"]
        pick = choice["items"]["enum"][:1] if choice.get("type") == "array" else choice["enum"][0]
        return SimpleNamespace(data={"choice": pick}, seconds=0.0)


def test_model_calls_in_the_profile_step_are_bounded(tmp_path, text_embedder, no_geo):
    model = CountingModel()
    box = make_box(tmp_path, text_embedder, model=model, packs=False, **{"consult.max_model_calls_per_step": 1})
    s = ConsultSession.start(box)
    walk_profile(s, ["xyz", "41.8, -6.8", "whenever", "qqq", None])  # nothing the rules recognise
    assert model.calls == 1                      # role used the one call; the rest fell back to rules
    profile = s.state["profile"]
    assert profile["role"]["kind"] == "planner" and profile["horizon"]["key"] == "unknown"
    assert [a["why"] for a in s.state["audit"] if a.get("model_call") == "skipped"] == ["budget spent", "budget spent"]
    box.db.close()


def test_the_real_gazetteer_is_used_when_built():
    from appliance.consult.places import _geo_places
    # scripts/setup-env builds the gazetteer; without it the stand-in list would be used silently.
    assert _geo_places("Chico") is not None, "gazetteer not built: run `appliance geo build`"
    chico = find_places("Chico")
    assert len(chico) == 1 and chico[0]["source"] == "appliance.geo" and "Butte County" in chico[0]["label"]
    assert abs(chico[0]["lat"] - 39.73) < 0.1
    springfields = find_places("Springfield")
    assert len(springfields) >= 3 and all(p["source"] == "appliance.geo" for p in springfields)
    assert find_places("Bragança")[0]["source"] == "fallback gazetteer"  # too small for its world list
