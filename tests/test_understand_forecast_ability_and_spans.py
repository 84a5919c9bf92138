"""Parts of a question found on d51 (dev since its one scoring) and d56 (after its arrival): the weather to come in
other words ("the week ahead", "les prochains jours", "وهل ستمطر"), where the wind came from in a past tense, an
order to declare or blast out, an early hour in Spanish, "can you ...? if so, ..." (what the box can do is asked
too), a code's meaning asked in its own clause, today's figure beside a count over past days, a span of days
running to the end of the month, and a drift follow-up that gives only a new time."""
import pytest

from appliance.understand.orders import asks_to_act
from appliance.understand.parse import simplify
from appliance.understand.unheld import unheld_part


def _settled(question, intents, previous=None):
    from tests.test_understand_read import given

    return given(question, intents, previous=previous)


def _scripted(question, by_text):
    from tests.test_understand_reader import read_scripted

    return read_scripted(question, by_text)


def _read(question, intents, previous=None):
    """`question` read whole by the box (slots, the crew's rate, the carry-over) with a reader that reads it as
    `intents` and each clause as nothing."""
    from tests.test_understand_reader import read_scripted

    return read_scripted(question, {question: {i: 0.95 for i in intents}}, previous=previous)


@pytest.mark.parametrize("question, kind", [
    ("Highest FWI at SBA this past week, and what about the week ahead?", "forecast"),
    ("how will the next 3 days look at SBA", "forecast"),
    ("Et pour les prochains jours à Béjaïa ?", "forecast"),
    ("¿Y los próximos días en SBA?", "forecast"),
    ("ما هي نسبة الرطوبة في سيدي بلعباس، وهل ستمطر في نهاية الأسبوع؟", "forecast"),
    ("Can you tell me the humidity at Bejaia and whether rain is on the way this week?", "forecast"),
    ("Give me yesterday's wind at Sidi Bel Abbes and which way it was coming from.", "direction"),
    ("sba wind speed in m/s and where its coming from", "direction"),
    # the past stays the past
    ("the last three days at SBA", None),
    ("over the past few days at Béjaïa", None),
    ("the next 3 days after the fire on 5 aug", None),
    ("the wind is coming from the sea at Béjaïa, how strong is it?", None)])
def test_the_weather_to_come_and_the_winds_direction_are_read_in_other_words(question, kind):
    found = unheld_part(question)
    assert (found[1] if found else None) == kind


@pytest.mark.parametrize("question, order", [
    ("شحال الخطر في سيدي بلعباس؟ وأعلن حالة الطوارئ", True),
    ("What does the drone frame show, and can you blast it out to all the tablets?", True),
    ("هل أعلنت الحماية المدنية حالة الطوارئ في بجاية؟", False),
    ("What's the blast radius of a propane tank?", False)])
def test_declaring_and_blasting_out_are_orders(question, order):
    assert asks_to_act(simplify(question)) is order


def test_an_early_hour_in_spanish_asks_no_noon_reading():
    from tests.test_understand_read import given

    f = given("¿Cómo estaba Béjaïa ayer a primera hora? Temperatura y viento.", ["current_conditions"])
    assert f.at_hour == 7
    assert given("¿Cómo estaba Béjaïa ayer? Temperatura y viento.", ["current_conditions"]).at_hour is None


@pytest.mark.parametrize("question", ["Can you project the fire front? If so, where'll it be in 15 min?",
                                      "Tu peux faire une projection ? Si oui, le front dans 1h ?",
                                      "¿Puedes proyectar el frente? Si es así, ¿dónde estará en 30 min?",
                                      "واش تقدر تحسب وين يوصل الحريق؟ إذا نعم، وين يكون بعد نص ساعة؟"])
def test_can_you_then_if_so_asks_what_the_box_can_do_beside_the_thing_itself(question):
    assert _settled(question, ["spread"]).intents == ["spread", "capabilities"]


@pytest.mark.parametrize("question", ["Can you tell me the wind at SBA? Thanks.",
                                      "Can you give me the FWI at SBA? And the ISI too."])
def test_a_polite_can_you_with_no_if_so_asks_nothing_of_the_box(question):
    assert "capabilities" not in _settled(question, ["current_conditions"]).intents


def test_a_codes_meaning_asked_in_its_own_clause_asks_the_guide_beside_the_figure():
    q = "ما معنى مؤشر ISI وما قيمته في بجاية اليوم؟"
    f = _scripted(q, {q: {"danger": 0.99, "documents": 0.24}, "ما معنى مؤشر ISI": {"documents": 0.6}})
    assert f.intents == ["danger", "documents"]
    # a figure asked with no meaning asked stays the figure
    q = "ما قيمة مؤشر ISI في بجاية اليوم؟"
    assert _scripted(q, {q: {"danger": 0.99}}).intents == ["danger"]


def test_todays_figure_beside_a_count_over_past_days_is_an_ask_of_its_own():
    q = "FWI à SBA maintenant, et parmi les jours au-dessus de 20, combien ont brûlé ?"
    f = _scripted(q, {q: {"analogs": 0.99, "danger": 0.12}, "FWI à SBA maintenant": {"danger": 0.99}})
    assert f.intents == ["analogs", "danger"]
    # a plan that reads the wind still holds the wind
    q = "Where should we stage 4 engines at Bejaia, and the wind at Bejaia?"
    f = _scripted(q, {q: {"tactical": 0.99}, "the wind at Bejaia?": {"current_conditions": 0.95}})
    assert f.intents == ["tactical"]


@pytest.mark.parametrize("question, first, last", [
    ("Fire days at Bejaia from the 20th of August to the end of the month?", "2012-08-20", "2012-08-31"),
    ("Jours de feu à Béjaïa du 20 août à la fin du mois ?", "2012-08-20", "2012-08-31"),
    ("¿Días de fuego en SBA del 10 de agosto al final del mes?", "2012-08-10", "2012-08-31")])
def test_a_span_running_to_the_end_of_the_month_is_read_whole(question, first, last):
    from datetime import datetime, timezone

    f = _read(question, ["summary"])
    day = lambda ts: datetime.fromtimestamp(ts, tz=timezone.utc).strftime("%Y-%m-%d")
    assert f.time.kind == "range"
    assert (day(f.time.start_ts + 12 * 3600), day(f.time.end_ts - 12 * 3600)) == (first, last)
    assert f.fire_days_asked


def test_a_drift_follow_up_giving_only_a_new_time_is_the_distance_again():
    before = _read("Head running 35 m/min, we're 20 min out. How far?", ["drift"])
    f = _read("what if it's 30 min", ["spread"], previous=before)
    assert f.intents == ["drift"] and f.horizon_min == 30 and f.rate_given["m_per_min"] == 35.0
    # which way it goes is still the projection's direction
    assert _read("and which way is it headed in 30 min?", ["spread"], previous=before).intents == ["spread"]


@pytest.mark.parametrize("question, part", [
    ("Give me yesterday's wind at Sidi Bel Abbes and which way it was coming from.", "which way it was coming from"),
    ("sba wind speed in m/s and where its coming from", "where its coming from"),
    ("Béjaïa: wind speed, and which way's it blowing?", "which way's it blowing"),
    ("wind direction at SBA?", "wind direction at SBA")])
def test_the_direction_not_held_is_quoted_without_the_wind_speed_asked_before_it(question, part):
    # the answer's "not available" quotes this part: the speed beside it is held and answered
    assert unheld_part(question)[:2] == (part, "direction")


@pytest.mark.parametrize("question", ["Can it jump the road? If so, where?",
                                      "Will it reach the road in 30 min? If so, how long do we have?",
                                      "¿Puede cruzar la carretera? Si es así, ¿por dónde?",
                                      "واش تقدر النار تقطع الطريق؟ إذا نعم، وقتاش؟",
                                      "Can you give me the wind at SBA? If you can, in knots."])
def test_if_so_after_a_question_about_the_fire_or_a_polite_request_asks_nothing_of_the_box(question):
    assert "capabilities" not in _settled(question, ["spread"]).intents


@pytest.mark.parametrize("question", ["The fire front is coming toward the houses, how long do we have?",
                                      "Was that FWI change due to the wind?",
                                      "What was the FWI in the week ahead of the 5 August fire?"])
def test_a_front_coming_a_cause_and_a_week_before_a_past_fire_are_no_forecast(question):
    found = unheld_part(question)
    assert found is None or found[1] != "forecast"


@pytest.mark.parametrize("question", ["يعني شحال ISI في بجاية اليوم؟", "Quelle est la dernière mesure du FWI à SBA ?",
                                      "¿Cuánto mide el ISI en SBA hoy?", "What did the IC mean?"])
def test_a_figure_asked_with_a_filler_or_a_measure_asks_no_guide(question):
    f = _scripted(question, {question: {"danger": 0.99}})
    assert "documents" not in f.intents


def test_a_plan_beside_a_count_still_holds_the_wind_it_reads():
    q = "Fire days at Béjaïa this month, and where should we stage engines given the wind at Béjaïa?"
    f = _scripted(q, {q: {"summary": 0.99, "tactical": 0.95},
                      "where should we stage engines given the wind at Béjaïa?": {"current_conditions": 0.95}})
    assert set(f.intents) == {"summary", "tactical"}


def test_declaring_is_an_order_only_where_the_box_is_told_to_declare():
    assert not asks_to_act(simplify("أعلن الوالي حالة الطوارئ في بجاية؟"))
    assert asks_to_act(simplify("شحال الخطر في سيدي بلعباس؟ وأعلن حالة الطوارئ"))
