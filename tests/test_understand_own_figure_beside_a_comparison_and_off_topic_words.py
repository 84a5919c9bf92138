"""A figure asked at one station beside a comparison of both is an ask of its own; the comparison's own figures listed
after it are not. Off-topic words and a class asked as "moderate or worse" are lexicon data the reader sees. A sentence
of the crew's own that names nothing the box holds ("Hi, I'm new on the crew.") asks nothing."""
from types import SimpleNamespace

import pytest

from appliance.evaluation.crew_days import CLOCK
from appliance.understand.features import lexicon, lexicon_text
from appliance.understand.intents import clauses
from appliance.understand.parse import simplify
from appliance.understand.read import asks_nothing, backed, figure_of_its_own, read_slots
from appliance.understand.stations import make_station

STATIONS = [make_station("bejaia"), make_station("sidi-bel-abbes")]
NOT_A_COMPARISON = SimpleNamespace(probs={"compare_stations": 0.1, "current_conditions": 0.95})


def slots(part: str):
    return read_slots(part, now=CLOCK.timestamp(), stations=STATIONS)[0]


@pytest.mark.parametrize("question, own", [
    ("Compara el FWI de las dos estaciones hoy y dime la temperatura en Béjaïa.", True),
    ("قارن الرطوبة بين المحطتين اليوم، وعطيني الريح في سيدي بلعباس", True),
    # the comparison's figures listed in the clause after it
    ("Compare Béjaïa et SBA : FWI, humidité, et la direction du vent.", False),
    # the same figure at one station is the one compared
    ("Compare the humidity at both stations, and the humidity at SBA?", False),
])
def test_a_figure_at_one_station_beside_a_comparison_of_both_is_its_own_ask(question, own):
    found = [part for part in clauses(question) if len(slots(part).stations) == 1
             and figure_of_its_own(part, question, slots(part), NOT_A_COMPARISON)]
    assert bool(found) is own


def test_a_clause_that_compares_is_no_ask_of_its_own():
    part = "dime la temperatura en Béjaïa."
    compares = SimpleNamespace(probs={"compare_stations": 0.7})
    assert not figure_of_its_own(part, "Compara el FWI de las dos estaciones y " + part, slots(part), compares)


@pytest.mark.parametrize("part", ["also anyone know if the canteen's open", "و شكون ربح الماتش البارح؟"])
def test_an_off_topic_clause_backs_an_out_of_scope_reading(part):
    assert backed("out_of_scope", part, slots(part))


@pytest.mark.parametrize("part", ["what will the wind be at SBA by lunch?", "النار ماتشعلش في بجاية؟", "ماتشوفش الدخان؟"])
def test_a_time_of_day_or_a_darija_negative_is_no_off_topic_word(part):
    assert not lexicon()["off_topic"].search(lexicon_text(simplify(part)))


def test_a_call_sign_does_not_back_an_out_of_scope_reading():
    assert not backed("out_of_scope", "Engine 4 here.", slots("Engine 4 here."))


@pytest.mark.parametrize("text", ["whether we're at moderate or worse", "are we moderate or above at SBA"])
def test_a_class_asked_by_its_name_is_a_danger_word(text):
    assert lexicon()["danger"].search(lexicon_text(simplify(text)))


@pytest.mark.parametrize("question, part, nothing", [
    ("Ici PC colonne. Le drone a vu quoi vers midi et demi ?", "Ici PC colonne.", True),
    ("Hi, I'm new on the crew. What does FWI mean?", "Hi, I'm new on the crew.", True),
    # a sentence that names a subject, a station, a time, a number or an order asks it
    ("Wind at SBA. Drone status.", "Drone status.", False),
    ("What's the FWI? Bejaia please.", "Bejaia please.", False),
    ("Danger at SBA? Send it to the IC.", "Send it to the IC.", False),
    ("Temp at SBA? Also yesterday.", "Also yesterday.", False),
    ("Engine 4. Crew of 5 on the ridge.", "Crew of 5 on the ridge.", False),
    ("Danger at SBA? A summary would help too.", "A summary would help too.", False),
    ("Fire days in August at SBA? Weekly average too.", "Weekly average too.", False),
    ("Wind at Bejaia? Same for the other one.", "Same for the other one.", False),
    ("Danger at SBA? Wondering if those days burned.", "Wondering if those days burned.", False),
    # one sentence alone is the question
    ("Writing the after-action report.", "Writing the after-action report.", False),
])
def test_a_sentence_of_the_crews_own_that_names_nothing_asks_nothing(question, part, nothing):
    assert asks_nothing(part, question, slots(part)) is nothing
