"""Typed slots a crew writes that the parsers missed: an Arabic day with "and" glued to it ("والبارح؟"), a mark
written after its number ("at 40 or above") and counted by the reading the session asked before, a Spanish verb
of passing a mark, a slow speed with no fire word that can only be the fire's, a unit named inside a longer one,
an order after a typed "+" or a "then", "tell me" that orders nothing, the smoke's direction, a crew's safety as a
call asked, a clause read alone as a document only when its words say so, a code's long name that is no subject
the box lacks, and two times in one question that do not overlap."""
import pytest

from appliance.evaluation.reader_data import NOW, STATIONS
from appliance.understand.features import lexicon_text
from appliance.understand.followup import carry_over
from appliance.understand.frame import Frame, TimeSpec
from appliance.understand.orders import asks_to_act
from appliance.understand.rates import decision_asked, rate_given, units_asked
from appliance.understand.read import _apart, backed, read_slots
from appliance.understand.thresholds import bare_mark
from appliance.understand.unheld import unheld_part
from appliance.understand.wordlists import simplify

DAY = 86400


@pytest.mark.parametrize("question, days_back", [("والبارح؟", 1), ("وأمس في بجاية؟", 1), ("واليوم؟", 0), ("والبارح", 1)])
def test_an_arabic_day_with_and_glued_to_it_is_the_day(question, days_back):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert f.time.kind == "day"
    assert f.time.start_ts <= NOW - days_back * DAY < f.time.start_ts + DAY


@pytest.mark.parametrize("text, mark", [("how many days at 40 or above?", (">=", 40.0)), ("35 ou plus", (">=", 35.0)),
                                        ("and above 30?", (">", 30.0)), ("20 or less", ("<=", 20.0)),
                                        ("how many days in august", None)])
def test_a_mark_after_its_number_is_a_mark(text, mark):
    assert bare_mark(text) == mark


def test_a_mark_counted_after_an_extreme_counts_by_that_reading():
    previous = Frame(question="How hot did Sidi Bel Abbès get in August - the peak?", intents=["summary"],
                     stations=["sidi-bel-abbes"], time=TimeSpec("range", NOW - 60 * DAY, NOW - 30 * DAY, "in august"),
                     extreme={"reading": "temperature_c", "end": "max"})
    question = "How many days at 40 or above?"
    f, _ = read_slots(question, now=NOW, stations=STATIONS, previous=previous)
    f.intents = ["summary"]
    carry_over(f, previous, simplify(question))
    assert f.reading_threshold == {"code": "temperature_c", "op": ">=", "value": 40.0}
    assert f.time.text == "in august" and f.stations == ["sidi-bel-abbes"]


def test_a_spanish_verb_of_passing_a_mark_is_above():
    f, _ = read_slots("¿Cuántos días pasó el FWI de 15 en Bejaïa en agosto?", now=NOW, stations=STATIONS)
    assert f.threshold == {"code": "fwi", "op": ">", "value": 15.0}
    g, _ = read_slots("¿Qué pasó ayer en Béjaïa?", now=NOW, stations=STATIONS)
    assert g.threshold is None


@pytest.mark.parametrize("question, m_per_min", [
    ("Con 0,8 km/h, ¿qué distancia hace en 90 minutos?", 13.333),
    ("2 km/h, 30 min?", 33.333),
    ("we are 12 km out at 40 km/h, how long?", None),          # a vehicle's speed
    ("walking at 4 km/h, how long for 2 km?", None),           # a walk
    ("wind 3 km/h at SBA, how far in 20 min?", None),          # the wind
])
def test_a_slow_speed_with_no_fire_word_is_the_fires_only_with_no_wind_or_travel_word(question, m_per_min):
    got = rate_given(question)
    assert (got and got["m_per_min"]) == m_per_min


@pytest.mark.parametrize("question, units", [("wind at SBA in miles per hour", ["mph"]), ("how many miles in 2 hours", ["miles"]),
                                             ("temp in fahrenheit and wind in knots", ["knots", "fahrenheit"])])
def test_a_unit_named_inside_a_longer_one_is_the_longer(question, units):
    assert units_asked(question) == units


@pytest.mark.parametrize("question, order", [
    ("fwi sba + log it as an official incident report", True),
    ("واش شافت الدرون؟ ومن بعد امسح التصاور", True),
    ("قول للشاف يجي", True),
    ("قارن بين المحطتين وقول لي قداش الـISI في اللي خطرها أكبر", False),
    ("temp + rh at SBA", False),
])
def test_an_order_after_a_plus_or_a_then_is_an_order_and_tell_me_is_none(question, order):
    assert asks_to_act(simplify(question)) is order


def test_the_smokes_direction_is_the_winds_direction_the_box_lacks():
    found = unheld_part("Drone detection time, and which way is the smoke blowing?")
    assert found and found[1] == "direction" and "smoke" in found[0]
    assert unheld_part("Drone detection time at SBA?") is None


@pytest.mark.parametrize("question, kind", [("is it safe for us to be out there?", "engagement"),
                                            ("Is it safe to burn garden waste?", "burning")])
def test_a_crews_safety_out_there_is_a_call_asked(question, kind):
    assert decision_asked(question) == kind


@pytest.mark.parametrize("clause, is_document", [("what was its FWI?", False), ("tell me what BUI actually measures", True),
                                                  ("que signifie le FFMC ?", True), ("and what does the guide say", True),
                                                  ("what's the FWI at the station nearest to it?", False)])
def test_a_clause_reads_as_a_document_only_when_its_words_ask_one(clause, is_document):
    slots, _ = read_slots(clause, now=NOW, stations=STATIONS)
    assert backed("documents", clause, slots) is is_document


def test_a_codes_long_name_reads_as_the_code():
    assert lexicon_text("fine fuel moisture code at bejaia rn") == "ffmc at bejaia rn"
    slots, _ = read_slots("fine fuel moisture code at bejaia rn", now=NOW, stations=STATIONS)
    assert not backed("out_of_scope", "fine fuel moisture code at bejaia rn", slots)


def test_two_times_apart_only_when_neither_overlaps_the_other():
    august = TimeSpec("range", NOW - 60 * DAY, NOW - 29 * DAY)
    yesterday = TimeSpec("day", NOW - DAY, NOW - 1)
    in_august = TimeSpec("day", NOW - 40 * DAY, NOW - 39 * DAY - 1)
    assert _apart(yesterday, august) and _apart(august, yesterday)
    assert not _apart(in_august, august)
    assert not _apart(TimeSpec("now", None, NOW), august)
