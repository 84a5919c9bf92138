"""The model's constrained confirmation of IntentMatch's set (appliance/understand/confirm.py). The model
is faked here (a unit test of the seam: which questions reach it, what its pick does to the set); the
real model's latency is measured by `appliance eval crew --limit 10` (see the intents report)."""
from types import SimpleNamespace

from appliance.understand.confirm import confirm_intents
from appliance.understand.intents import INTENTS


class FakeModel:
    def __init__(self, pick=None, error=None):
        self.pick, self.error, self.calls = pick, error, []

    def complete_json(self, messages, schema, **kw):
        self.calls.append((messages, schema, kw))
        if self.error:
            raise self.error
        return SimpleNamespace(data={"pick": self.pick})


def scores(**top):
    return {i: top.get(i, 0.1) for i in INTENTS}


def test_an_unsure_match_is_settled_by_one_constrained_pick():
    model = FakeModel(pick=2)
    got, how = confirm_intents(model, "Past days like today: how many burned?", ["summary"],
                               scores(summary=0.80, analogs=0.79, danger=0.6))
    assert (got, how) == (["analogs"], "corrected") and len(model.calls) == 1
    schema = model.calls[0][1]
    assert schema["properties"]["pick"]["enum"] == [1, 2, 3]         # nothing but a number can come out
    assert model.calls[0][2]["max_tokens"] <= 8


def test_a_confirmed_pick_keeps_the_set_and_its_second_intent():
    got, how = confirm_intents(FakeModel(pick=1), "q", ["danger", "refuse"], scores(danger=0.8, summary=0.79))
    assert (got, how) == (["danger", "refuse"], "confirmed")


def test_the_model_is_not_asked_when_the_match_is_clear_or_a_prior_decided():
    for intents, sc in ((["danger"], scores(danger=0.9, summary=0.7)),                    # clear margin
                        (["compare_stations"], scores(danger=0.70, compare_stations=0.69)),  # prior set the best aside
                        (["out_of_scope"], scores(explain=0.25, out_of_scope=0.249))):     # nothing matched
        model = FakeModel(pick=2)
        assert confirm_intents(model, "q", intents, sc) == (intents, None)
        assert model.calls == []


def test_a_failing_model_leaves_the_set_as_it_was():
    got = confirm_intents(FakeModel(error=TimeoutError("slow")), "q", ["summary"], scores(summary=0.8, analogs=0.79))
    assert got == (["summary"], None)
