"""The frame filler's schema, prompt, examples and typing (the model itself: test_llm_large.py).

A scripted model returns fixed JSON here, so what is tested is the part that must hold whatever
the model writes: nothing free in the schema, yes/no read as booleans, other time kinds' fields
dropped, a station outside the catalogue refused, the nearest examples chosen and shown in the
schema's own form.
"""
import pytest

from appliance.llm.frame_fill import (Catalogue, example_frame, fill_frame, frame_messages, frame_schema,
                                      nearest_examples, typed)
from appliance.llm.spec import Completion

CAT = Catalogue(intents={"danger": "fire danger", "current_conditions": "weather now", "spread": "spread"},
                stations={"bejaia": ["Béjaïa", "bejaya"], "sidi-bel-abbes": ["Sidi-Bel Abbes", "sba"]},
                today="2012-09-30")
EXAMPLES = [
    {"question": "fwi at bejaia on 7/15", "frame": {"intents": ["danger"], "stations": ["bejaia"],
                                                    "time": {"kind": "day", "day": "2012-07-15"}}},
    {"question": "spread from sba for an hour", "frame": {"intents": ["spread"], "stations": ["sidi-bel-abbes"],
                                                          "time": {"kind": "now"}, "horizon_min": 60}},
    {"question": "weather now at bejaia", "frame": {"intents": ["current_conditions"], "stations": ["bejaia"],
                                                    "time": {"kind": "now"}}},
]


def leaves(schema):
    """Every property schema, anyOf branches included."""
    for name, prop in schema["properties"].items():
        yield name, prop
        for branch in prop.get("anyOf", []):
            yield name, branch


def test_the_schema_leaves_nothing_free():
    schema = frame_schema(CAT)
    assert schema["required"] == list(schema["properties"])
    for name, prop in leaves(schema):
        kinds = {prop.get("type")} if "anyOf" not in prop else {"anyOf"}
        if prop.get("type") == "string":
            assert prop["pattern"] == "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", name
        elif prop.get("type") == "array":
            assert set(prop["items"]["enum"]) <= set(CAT.intents) | set(CAT.stations), name
        else:
            assert "enum" in prop or kinds & {"integer", "number", "null", "anyOf"}, name
    assert schema["properties"]["all_stations"] == {"enum": ["yes", "no"]}       # never a bare boolean
    assert schema["properties"]["follow_up"] == {"enum": ["yes", "no"]}


def test_typed_reads_yes_no_and_keeps_only_the_fields_of_the_time_kind():
    got = typed({"intents": ["danger", "danger"], "stations": ["bejaia"], "all_stations": "no", "follow_up": "yes",
                 "time_kind": "day", "day": "2012-07-15", "start": "2012-07-01", "end": None, "last_hours": 3,
                 "horizon_min": None, "rate": 12, "rate_unit": "m/min", "minutes": 25})
    assert got == {"intents": ["danger"], "stations": ["bejaia"], "all_stations": False, "follow_up": True,
                   "time": {"kind": "day", "day": "2012-07-15"}, "horizon_min": None, "rate": 12,
                   "rate_unit": "m/min", "minutes": 25}
    none = typed({"time_kind": "none", "rate": 5, "rate_unit": "none", "all_stations": "yes"})
    assert none["time"] == {"kind": None} and none["rate"] is None and none["all_stations"] is True
    assert example_frame(got)["time_kind"] == "day" and example_frame(got)["follow_up"] == "yes"
    assert typed(example_frame(got)) == got                                       # the two forms round-trip


def test_the_nearest_examples_are_chosen_by_spelling_and_shown_in_the_schemas_form():
    assert [e["question"] for e in nearest_examples("FWI Bejaïa 7/20?", EXAMPLES, k=1)] == ["fwi at bejaia on 7/15"]
    assert nearest_examples("x", EXAMPLES, k=0) == []
    vectors = [[1.0, 0.0], [0.0, 1.0], [0.6, 0.8]]
    assert nearest_examples("anything", EXAMPLES, 1, vectors, [0.0, 1.0])[0] is EXAMPLES[1]
    msgs = frame_messages("danger sba?", CAT, [{"question": "q", "frame": example_frame(EXAMPLES[1]["frame"])}])
    assert msgs[0]["role"] == "system" and "Today is 2012-09-30" in msgs[0]["content"]
    assert '"horizon_min":60' in msgs[1]["content"] and msgs[1]["content"].endswith("Question: danger sba?\nFrame:")
    assert msgs[0]["content"] == frame_messages("other", CAT, [])[0]["content"]  # the cached part never varies


class Scripted:
    def __init__(self, data):
        self.data, self.calls = data, []

    def complete_json(self, messages, schema, max_tokens=None, timeout_s=None):
        self.calls.append((messages, schema))
        return Completion(data=self.data, text="", prompt_tokens=10, completion_tokens=5, seconds=0.1)


def test_fill_frame_returns_the_typed_frame_and_refuses_names_outside_the_catalogue():
    data = {"intents": ["danger"], "stations": ["bejaia", "sidi-bel-abbes"], "all_stations": "yes", "follow_up": "no",
            "time_kind": "range", "day": None, "start": "2012-07-01", "end": "2012-07-31", "last_hours": None,
            "horizon_min": None, "rate": None, "rate_unit": "none", "minutes": None}
    model = Scripted(data)
    got = fill_frame(model, "danger in July at both?", CAT, EXAMPLES, k=2)
    assert got["time"] == {"kind": "range", "start": "2012-07-01", "end": "2012-07-31"} and got["all_stations"] is True
    messages, schema = model.calls[0]
    assert messages[1]["content"].count("Question:") == 3 and schema == frame_schema(CAT)
    with pytest.raises(ValueError, match="outside the catalogue"):
        fill_frame(Scripted({**data, "stations": ["chico"]}), "q", CAT, EXAMPLES)
