"""Profile step: one question at a time, skip and correct, the location confirmed or its options
named, the profile shown for confirmation, and model calls bounded per step."""
from types import SimpleNamespace

import pytest

from appliance.consult import ConsultError, ConsultSession
from appliance.consult.places import find_places
from appliance.consult.profile import FIELDS, parse_scenario, scenario_label

from consult_support import make_box, walk_profile  # noqa: F401 (fixture)


@pytest.fixture
def box(tmp_path, text_embedder):
    b = make_box(tmp_path, text_embedder)
    yield b
    b.db.close()


def test_questions_come_one_at_a_time_then_the_profile_for_confirmation(box):
    s = ConsultSession.start(box)
    asked = []
    for answer in ["planning section chief", "41.8058, -6.7572", "the next 10 years", "summer fire season", "all"]:
        prompt = s.prompt()
        asked.append(prompt["field"])
        assert prompt["index"] == len(asked) and prompt["of"] == 5
        s.answer(answer)
    assert asked == FIELDS
    p = s.prompt()
    assert p["stage"] == "confirm"
    assert any("41.8058, -6.7572 (coordinates)" in line for line in p["summary"])
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
    assert p["field"] == "location" and len(p["options"]) >= 3
    assert any("Massachusetts" in o for o in p["options"]) and "Which one" in p["question"]
    with pytest.raises(ConsultError):
        s.answer("9")
    p = s.answer("Massachusetts")
    assert p["field"] == "horizon" and "Location confirmed: Springfield, Hampden County, Massachusetts" in p["note"]
    assert s.state["profile"]["location"]["place"]["source"] == "gazetteer"
    assert "Illinois" in find_places("Springfield, IL")[0]["label"]  # a qualifier decides


def test_unknown_place_is_asked_again_then_may_be_skipped(box):
    s = ConsultSession.start(box)
    s.answer("homeowner")
    p = s.answer("Xyzzyville")
    assert p["field"] == "location" and "No place called 'Xyzzyville'" in p["note"]
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


def test_model_calls_in_the_profile_step_are_bounded(tmp_path, text_embedder):
    model = CountingModel()
    box = make_box(tmp_path, text_embedder, model=model, packs=False, **{"consult.max_model_calls_per_step": 1})
    s = ConsultSession.start(box)
    walk_profile(s, ["xyz", "41.8, -6.8", "whenever", "qqq", None])  # nothing the rules recognise
    assert model.calls == 1                      # role used the one call; the rest fell back to rules
    profile = s.state["profile"]
    assert profile["role"]["kind"] == "planner" and profile["horizon"]["key"] == "unknown"
    assert [a["why"] for a in s.state["audit"] if a.get("model_call") == "skipped"] == ["budget spent", "budget spent"]
    box.db.close()


def test_the_provisioned_gazetteer_is_the_only_one():
    chico = find_places("Chico")
    assert len(chico) == 1 and chico[0]["source"] == "gazetteer" and "Butte County" in chico[0]["label"]
    assert abs(chico[0]["lat"] - 39.73) < 0.1
    springfields = find_places("Springfield")
    assert len(springfields) >= 3 and all(p["source"] == "gazetteer" for p in springfields)
    assert find_places("Bragança") == []   # a district without coordinates: the planner is asked for them


@pytest.mark.parametrize("answer", ["Bejaia", "Béjaïa", "Sidi Bel Abbes, Algeria", "sidi-bel-abbes"])
def test_the_demos_own_stations_are_places(box, answer):
    """Issue 19: these were refused as 'not in the gazetteer' while `appliance geo lookup` found them."""
    from appliance.store.readings import insert_readings

    insert_readings(box.db, [("demo", "bejaia", {"ts": 1_349_000_000.0, "lat": 36.7509, "lon": 5.0567}),
                             ("demo", "sidi-bel-abbes", {"ts": 1_349_000_000.0, "lat": 35.1899, "lon": -0.6308})])
    s = ConsultSession.start(box)
    s.answer("incident commander")
    p = s.answer(answer)
    place = s.state["profile"]["location"]["place"]
    assert p["field"] == "horizon" and "Location confirmed" in p["note"] and place["source"] == "station"
    assert place["lat"] == (36.7509 if "ja" in answer.lower() else 35.1899)
    # Without the stations stored, the gazetteer's city is found the same (its province's seat).
    alone = find_places(answer)
    assert len(alone) == 1 and alone[0]["source"] == "gazetteer" and "Algeria" in alone[0]["label"]


@pytest.mark.parametrize("text,key", [("next 7 days", "now"), ("the coming two weeks", "now"), ("this season", "now"),
                                      ("3 months", "now"), ("the next 3 years", "1-5y"), ("a decade", "5-10y"),
                                      ("20 years", "10-30y"), ("not sure", "unknown")])
def test_horizons_are_read_from_durations(text, key):
    from appliance.consult.profile import parse_horizon

    refuse = SimpleNamespace(choose=lambda *a, **k: pytest.fail("the wording decides; no model call"))
    assert parse_horizon(text, refuse) == key


def test_concerns_are_matched_by_meaning_before_any_model(box, text_embedder):
    from appliance.consult.profile import concern_tags

    refuse = SimpleNamespace(choose=lambda *a, **k: pytest.fail("the embedder decides; no model call"))
    assert concern_tags("crew safety", refuse, text_embedder) == ["safety"]
    assert concern_tags("the crews getting caught by the fire", refuse, text_embedder)[0] == "safety"
    assert concern_tags("oak woodland burning", refuse, text_embedder) == ["ecology"]
