"""What a crew writes that the parsers missed this round: "a 1 h spread projection" (a length, not 01:00), an order
behind a condition ("if it's high send an alert to all units"), the wind "how strong and from where", a heat that
"va durer", "hold or advance", "after a start there" (no town called Start), a reading asked now beside a forecast
the reader heard alone, a fire-weather code named beside a reading ("et l'IFM du coup ?"), and the document part of
a question that asks readings too (searched alone, so the LCES sheet is found, not the FWI guide)."""
import pytest

from appliance.evaluation.reader_data import NOW, STATIONS
from appliance.understand.hours import hour_asked
from appliance.understand.orders import asks_to_act
from appliance.understand.rates import decision_asked
from appliance.understand.read import document_query, read_slots
from appliance.understand.unheld import unheld_part
from appliance.understand.when import horizon_minutes
from appliance.understand.wordlists import simplify
from tests.understand_frames import settled


def test_a_bare_number_after_et_en_or_y_en_in_a_drift_follow_up_is_minutes_not_a_new_rate():
    first, _ = read_slots("Le front avance à 35 m/min. Ça fait combien en 20 minutes ?", now=NOW, stations=STATIONS)
    first.intents = ["drift"]
    for follow in ("et en 45 ?", "¿y en 45?", "and in 45?"):
        f = settled(follow, ["drift"], previous=first)
        assert (f.horizon_min, f.rate_given["m_per_min"]) == (45, 35.0), follow
    assert horizon_minutes(simplify("et en 15 jours ?")) is None


def test_a_length_in_hours_before_a_projection_is_its_horizon_not_an_hour_of_the_day():
    f, _ = read_slots("drone detection time, a 1 h spread projection, and danger at SBA", now=NOW, stations=STATIONS)
    assert f.at_hour is None and f.horizon_min == 60
    assert hour_asked(simplify("Vent à SBA hier à 16h")) == 16          # a clock time stays one
    assert hour_asked(simplify("humidity at Bejaia at 6 this morning")) == 6


@pytest.mark.parametrize("question, order", [
    ("what's FWI at SBA? if it's high send an alert to all units", True),
    ("FWI à SBA ? si c'est élevé, alerte toutes les équipes", True),
    ("If it's high at SBA, what's the ISI?", False),
])
def test_an_order_behind_a_condition_is_still_an_order(question, order):
    assert asks_to_act(simplify(question)) is order


@pytest.mark.parametrize("question, kind", [
    ("Bejaia wind - how strong and from where?", "direction"),
    ("شحال الريح في بجاية بالعقدة، ومن أي جهة تهب؟", "direction"),
    ("Température moyenne et max à Béjaïa en juillet, et ça va durer cette chaleur ?", "forecast"),
    ("will this heat last?", "forecast"),
    ("Vent et humidité à Béjaïa maintenant, et de quel côté vient le vent ?", "direction"),
])
def test_parts_the_box_does_not_hold(question, kind):
    found = unheld_part(question)
    assert found is not None and found[1] == kind, found


def test_what_the_last_reading_was_is_no_forecast():
    assert unheld_part("what was the last reading at SBA?") is None


def test_hold_or_advance_asks_the_engagement_call():
    assert decision_asked(simplify("BC asking: hold or advance at Bejaia given conditions?")) == "engagement"
    assert decision_asked(simplify("On tient ou on avance ? Avancer ou tenir à Béjaïa ?")) == "engagement"


def test_a_start_there_is_no_town():
    f = settled("wind at bejaia in knots, and where would the head be 20 min after a start there?",
                ["current_conditions", "spread"])
    assert f.places == [] and not f.outside and "out_of_scope" not in f.intents


def test_a_reading_asked_now_beside_a_forecast_the_reader_heard_alone_is_answered_beside_it():
    f = settled("¿Viento en SBA ahora y cómo estará mañana?", ["out_of_scope"])
    assert f.intents == ["current_conditions", "out_of_scope"]
    whole = settled("Wind at SBA tomorrow?", ["out_of_scope"])      # no now: the forecast alone
    assert whole.intents == ["out_of_scope"]


def test_a_fire_weather_code_named_beside_a_reading_asks_the_danger_too():
    assert settled("Vent à SBA hier à 16h, et l'IFM du coup ?", ["current_conditions"]).intents == \
        ["current_conditions", "danger"]
    # a code held by another ask (the week's top FWI in a summary) adds nothing
    assert "danger" not in settled("Current humidity at Bejaia, and the highest FWI there over the past week?",
                                   ["current_conditions", "summary"]).intents


@pytest.mark.parametrize("question, query", [
    ("Temperatura y FWI en SBA hoy, y ¿qué dice la guía sobre LCES?", "¿qué dice la guía sobre LCES?"),
    ("Danger at Bejaia, and what does the guide say about lookouts?", "what does the guide say about lookouts?"),
    ("what do you have on defensible space? and email it to the homeowner on Ridge Rd",
     "what do you have on defensible space?"),
    ("What does the LCES sheet say about escape routes?", "What does the LCES sheet say about escape routes?"),
])
def test_the_documents_are_searched_with_the_part_that_asks_them(question, query):
    assert document_query(question) == query


def test_what_a_code_means_is_quoted_from_the_sentence_that_defines_it():
    from appliance.compose.talk import _naming_first

    hits = [{"text": "The box names the danger class from the FWI with the thresholds of EFFIS: below 5.2 very low."},
            {"text": "The Buildup Index (BUI) combines DMC and DC. The Fire Weather Index (FWI) combines ISI and BUI into "
                     "one rating of fire intensity."}]
    meaning = _naming_first(hits, "hi, sorry, what does FWI actually mean?")
    assert meaning[0]["text"].startswith("The Fire Weather Index (FWI) combines ISI and BUI")
    classes = _naming_first(hits, "FWI danger classes per the guide?")      # no meaning asked: search order stands
    assert classes[0]["text"].startswith("The box names the danger class")


@pytest.mark.parametrize("follow", ["Same two numbers for SBA.", "Même chose pour SBA ?", "Lo mismo para SBA."])
def test_the_same_numbers_for_another_station_keep_the_month_asked_before(follow):
    first = settled("Highest FWI at Bejaia in August, and how many fire days?", ["summary"])
    f = settled(follow, ["summary"], previous=first)
    assert f.stations == ["sidi-bel-abbes"] and (f.time.kind, f.time.start_ts) == ("range", first.time.start_ts)
