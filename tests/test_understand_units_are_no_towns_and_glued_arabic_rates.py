"""What stop 57's fresh batches showed the parsers missing, each read as data or a typed slot: a unit the crew asks
figures in is no town ("Give me both in Fahrenheit." was a place the box does not hold), "as of 9 this morning" asks
an hour, Arabic glues "per" to the time's article ("10 متر بالدقيقة") and "in" to a span ("بربع ساعة"), "grados F"
asks Fahrenheit, "what DC tracks" asks the guide, Egyptian "ابعت" sends, "جاية منين" asks where the wind comes
from, and a clause asking the weather's own future beside a projection is a forecast, out of scope beside it."""
from types import SimpleNamespace

import pytest

from appliance.evaluation.reader_data import STATIONS
from appliance.understand import Frame
from appliance.understand.hours import hour_asked
from appliance.understand.intents import split_clauses
from appliance.understand.orders import asks_to_act
from appliance.understand.places import unknown_town
from appliance.understand.rates import rate_given, units_asked
from appliance.understand.read import MEANING_OF_A_CODE, mark_unexplained, read_slots
from appliance.understand.unheld import unheld_part
from appliance.understand.when import horizon_minutes
from appliance.understand.wordlists import simplify

NOW = 1349006400.0      # 2012-09-30 12:00 UTC, the evaluation box's clock


@pytest.mark.parametrize("question, town", [
    ("Give me both in Fahrenheit.", None),
    ("And in Celsius at Bej?", None),
    ("Fire danger in Akbou?", "Akbou"),      # a town the box knows nothing about is still one
])
def test_a_unit_is_no_town(question, town):
    assert unknown_town(question, []) == town


@pytest.mark.parametrize("question, hour", [
    ("FWI at Bejaia as of 9 this morning?", 9),
    ("RH at SBA as of 3 pm", 15),
    ("FWI as of 28 September", None),         # a day, no hour
    ("wind as of 2h ago", None),              # a time gone by
])
def test_as_of_an_hour_asks_that_hour(question, hour):
    assert hour_asked(simplify(question)) == hour


@pytest.mark.parametrize("question, m_per_min", [
    ("النار ماشية 30 متر بالدقيقة، قديش بتقطع بربع ساعة؟", 30.0),
    ("قديش بتمشي النار بنص ساعة إذا سرعتها 10 متر بالدقيقة؟", 10.0),
    ("النار عم تمشي 0.7 متر بالثانية، قديش بتقطع بعشرين دقيقة؟", 42.0),
    ("النار 15 متر فالدقيقة", 15.0),
    ("الريح 20 كم بالساعة", None),          # the wind's speed, no fire's rate
])
def test_arabic_per_glued_to_the_time(question, m_per_min):
    got = rate_given(question)
    assert (got and round(got["m_per_min"], 3)) == m_per_min
    if got:
        assert got["text"] in question        # the crew's own words, as written


@pytest.mark.parametrize("question, minutes", [
    ("النار ماشية 30 متر بالدقيقة، قديش بتقطع بربع ساعة؟", 15),
    ("وقديش بتمشي النار بنص ساعة؟", 30),
    ("قديش تحركت النار قبل ربع ساعة؟", None),     # a quarter hour gone by, no horizon
    ("قبل بربع ساعة كانت الريح قوية", None),
])
def test_a_span_after_arabic_in_is_the_horizon(question, minutes):
    assert horizon_minutes(simplify(question)) == minutes


@pytest.mark.parametrize("question, units", [
    ("temp anteayer en SBA, en grados F", ["fahrenheit"]),
    ("la température en degrés F", ["fahrenheit"]),
    ("قديش الريح ببجاية بالمتر بالثانية؟", ["m/s"]),
    ("la temperatura en grados, por favor", []),
])
def test_units_asked(question, units):
    assert units_asked(question) == units


@pytest.mark.parametrize("clause, meaning", [
    ("and remind me what dc tracks.", True),
    ("what does dmc even track", True),
    ("what is the dmc at bejaia today", False),
])
def test_what_a_code_tracks_asks_its_meaning(clause, meaning):
    assert bool(MEANING_OF_A_CODE.search(simplify(clause))) is meaning


def test_egyptian_send_is_an_order_and_where_from_asks_the_direction():
    assert asks_to_act(simplify("قارن الرطوبة بين المحطتين، وابعت النتيجة لغرفة العمليات"))
    found = unheld_part("الريح في بجاية دلوقتي قد إيه، وجاية منين؟")
    assert found is not None and found[1] == "direction"


def test_il_y_a_stays_whole_and_y_still_joins():
    assert split_clauses("il y a du vent à SBA?") == ["il y a du vent à SBA?"]
    assert split_clauses("viento en SBA y la temperatura en Bejaia") == ["viento en SBA", "la temperatura en Bejaia"]


def _read_alone(part: str, probs: dict):
    slots, _ = read_slots(part, now=NOW, stations=[])
    return part, SimpleNamespace(probs=probs, intents=[k for k, p in probs.items() if p >= 0.5]), slots


@pytest.mark.parametrize("question, intents, part, forecast", [
    ("where will the front be in an hour, and will it rain tonight?", ["spread"], "will it rain tonight?", True),
    ("وين رح تكون النار بعد ساعة، وشو الطقس بكرا؟", ["spread"], "وشو الطقس بكرا؟", True),
    ("Avanza a 20 m por minuto. ¿Cuánto se habrá movido?", ["drift"], "¿Cuánto se habrá movido?", False),
    ("how far will it get in an hour if the wind holds at 20 km/h?", ["spread"], "if the wind holds at 20 km/h?", False),
])
def test_the_weathers_future_beside_a_projection_is_out_of_scope(question, intents, part, forecast):
    f = Frame(question=question, intents=list(intents), stations=[])
    mark_unexplained(f, question, [_read_alone(part, {"out_of_scope": 0.9})])
    assert ("out_of_scope" in f.intents) is forecast
    assert not f.unsure        # the projection's own future is no part unread; the forecast is warned of, not doubted
