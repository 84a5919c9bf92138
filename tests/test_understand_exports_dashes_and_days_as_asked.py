"""What a crew wrote this round that the parsers missed: an export asked as an order ("Exporte les relevés de SBA
d'hier en CSV", "صدّر قراءات بجاية"), an order after a dash or a lone Arabic "and", "send that projection to div
B", "media hora" that is no town, an English question with one French-looking word, the session's day seen through a
question about the guidance ("cette période"), "and in Bel Abbès?" after "days that low", and a class's name asked in
Spanish or French finding the guidance's class thresholds."""
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from appliance.evaluation.reader_data import NOW, STATIONS
from appliance.retrieve.documents import with_glossary
from appliance.understand.features import language
from appliance.understand.followup import carry_over
from appliance.understand.frame import Frame, TimeSpec
from appliance.understand.orders import asks_to_act
from appliance.understand.read import read_slots
from appliance.understand.wordlists import simplify
from tests.understand_frames import frame as read_frame, session

DAY = 86400


@pytest.mark.parametrize("question, order", [
    ("Exporte les relevés de SBA d'hier en CSV", True),
    ("export last week's max FWI for SBA as a pdf", True),
    ("صدّر قراءات بجاية تاع شهر أوت في ملف", True),
    ("الحرارة في بجاية و بلّغ الوالي", True),                        # a lone "and" before the order
    ("what's the danger class at bejaia — also dispatch engine 4 up there", True),
    ("send that projection to div B", True),
    ("what do exports of the data look like?", False),
    ("how do I export a KML?", False),
    ("وين راهي النار و واش الحالة", False),                         # a lone "and" before a question
    ("which one's drier today RH wise, and pls text the answer to my captain", True),
    ("dozer gets there in 45, where's the fire gonna be? and tell the dozer boss", True),
    ("hey box what data have you got, and can you call the station chief for me", True),
    ("What's the FWI at Bejaia? Page air attack with it.", True),
    ("tell me the danger at SBA", False),
    ("is the crew boss ok to stay?", False),
    ("brief me on bejaia", False),
    ("RH at SBA – lower than yesterday?", False),                     # a dash as a label
    ("FWI at SBA — change since yesterday?", False),
    ("export options on this box?", False),
    ("¿exporta la caja los datos a CSV?", False),
    ("does it export to csv? export format for the readings?", False),
])
def test_orders_a_crew_writes_this_round(question, order):
    assert asks_to_act(simplify(question)) is order


def test_half_an_hour_in_spanish_is_no_town():
    f, _ = read_slots("el frente avanza unos 15 m por minuto, ¿cuánto recorre en media hora?", now=NOW, stations=STATIONS)
    assert not f.places and not f.outside and f.horizon_min == 30


@pytest.mark.parametrize("question, lang", [
    ("sba fwi rn + any fire ever on days this low?", "en"),
    ("combien de fire days en août à SBA ?", "fr"),
    ("cuántos fire days en agosto?", "es"),
    ("were there fires on days like that one?", "en"),
    ("FWI à SBA là ? des jours aussi bas ont déjà brûlé ?", "fr"),
    ("¿FWI actual en SBA? ¿hubo incendios en días así de bajos?", "es"),
])
def test_the_questions_language(question, lang):
    assert language(question) == lang


def test_the_sessions_period_is_seen_through_a_question_about_the_guidance():
    late_august = TimeSpec("range", NOW - 40 * DAY, NOW - 29 * DAY, "du 20 au 31 aout")
    guidance = Frame(question="les zones du débroussaillement, c'est quoi ?", intents=["documents"])
    carry_over(guidance, Frame(question="Et le max ?", intents=["summary"], stations=["bejaia"], time=late_august),
               simplify(guidance.question))
    back = "Revenons à Béjaïa : combien de jours de feu sur cette période ?"
    f, _ = read_slots(back, now=NOW, stations=STATIONS, previous=guidance)
    f.intents = ["summary"]
    carry_over(f, guidance, simplify(back))
    assert f.time.text == "du 20 au 31 aout" and f.stations == ["bejaia"]


def test_the_other_station_after_days_that_low_counts_by_its_own_figure():
    first, _ = read_slots("FWI à Béjaïa maintenant, et des jours aussi bas ont déjà brûlé ?", now=NOW, stations=STATIONS)
    first.intents = ["danger", "analogs"]
    f, _ = read_slots("و في بلعباس؟", now=NOW, stations=STATIONS, previous=first)
    f.intents = ["analogs"]
    carry_over(f, first, simplify("و في بلعباس؟"))
    assert first.days_as_asked == {"code": "fwi", "op": "<="} and f.days_as_asked == first.days_as_asked


@pytest.mark.parametrize("question", ["¿qué significa la clase 'muy baja'?", "Ça veut dire quoi, la classe 'très basse' ?"])
def test_a_class_asked_in_spanish_or_french_finds_the_class_thresholds(question):
    assert "danger class thresholds" in with_glossary(question) and "very low danger FWI threshold" in with_glossary(question)


@pytest.mark.parametrize("question", ["¿Cuál es el FWI en Béjaïa y a partir de qué valor la guía lo llama alto?",
                                      "Quel est l'IFM à Béjaïa, et à partir de combien c'est considéré élevé ?"])
def test_the_value_the_guide_calls_high_finds_the_high_threshold(question):
    assert "high danger FWI threshold" in with_glossary(question)


@pytest.mark.parametrize("question, first, last", [
    ("whole season, June thru Sept: total fire days at SBA?", "2012-06-01", "2012-09-30"),
    ("de juin à septembre, combien de jours de feu ?", "2012-06-01", "2012-09-30"),
    ("الحرارة من جويلية حتى أوت", "2012-07-01", "2012-08-31"),
    ("Late August (20th to 31st), how many fire days at bejaia", "2012-08-20", "2012-08-31"),
    ("max FWI at SBA August 3 to 17", "2012-08-03", "2012-08-17"),
    ("agosto 3 al 17 en Béjaïa", "2012-08-03", "2012-08-17"),
    ("température moyenne à SBA sur la semaine écoulée", "2012-09-23", "2012-09-30"),
])
def test_windows_a_crew_writes_this_round(question, first, last):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    days = [datetime.fromtimestamp(ts, tz=ZoneInfo(f.time.tz)).strftime("%Y-%m-%d")
            for ts in (f.time.start_ts, f.time.end_ts)]
    assert days == [first, last], (f.time.text, days)


@pytest.mark.parametrize("question, first, last", [
    ("between June and August at SBA, fire days?", "2012-06-01", "2012-08-31"),
    ("entre junio y agosto en SBA", "2012-06-01", "2012-08-31"),
    ("من جوان لسبتمبر في بجاية", "2012-06-01", "2012-09-30"),
    ("from August to October at SBA", "2012-08-01", "2012-09-30"),       # up to the clock's day
])
def test_month_spans_with_their_other_connectors(question, first, last):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    days = [datetime.fromtimestamp(ts, tz=ZoneInfo(f.time.tz)).strftime("%Y-%m-%d") for ts in (f.time.start_ts, f.time.end_ts)]
    assert days == [first, last], (f.time.text, days)


@pytest.mark.parametrize("question", ["temp on August 3 - 30 C?", "wind on August 3 - 20 kt?", "August 3 to 5 pm",
                                      "RH on Aug 12 - 15 percent", "june and august fires at SBA"])
def test_a_day_and_a_figure_or_two_months_named_apart_are_no_span(question):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert f.time.kind == "day" or (f.time.end_ts - f.time.start_ts) < 31 * 86400


def test_october_to_december_has_not_come_yet():
    f, _ = read_slots("October to December 2012 at SBA", now=NOW, stations=STATIONS)
    assert f.time.start_ts is None


def test_a_day_and_a_number_of_days_is_no_window():
    f, _ = read_slots("august 3 to 5 days later?", now=NOW, stations=STATIONS)
    assert f.time.kind == "day"


@pytest.mark.parametrize("question, kind", [
    ("C'est un bon moment pour un écobuage à SBA ?", "burning"),
    ("prescribed fire unit: RH and wind at SBA now?", "burning"),
    ("feu tactique prévu demain à Sidi Bel Abbès, les conditions seront bonnes ?", "burning"),
    ("Is the fire danger high at SBA?", None),
])
def test_a_burn_asked_in_a_crews_words(question, kind):
    from appliance.understand.rates import decision_asked

    assert decision_asked(question) == kind


@pytest.mark.parametrize("question, held", [
    ("¿humedad del suelo en Bejaia?", False), ("humidité du sol à Béjaïa ?", False), ("رطوبة التربة في بجاية؟", False),
    ("gusts at Bejaia? and the mean wind", False), ("wind in august at SBA", True),
])
def test_soil_moisture_and_gusts_are_not_held(question, held):
    from appliance.understand.unheld import unheld_part

    assert (unheld_part(question) is None) is held


@pytest.mark.parametrize("question, burned", [
    ("Le jour le plus chaud à Béjaïa en août, il y a eu le feu ?", True),
    ("highest FWI bejaia in aug + did it burn", True),
    ("¿el día con más viento en Bejaia en julio tuvo fuego?", True),
    ("Journée la plus venteuse à SBA en septembre : incendie ou pas ?", True),
    ("highest FWI at Bejaia in August, and how many fire days?", False),      # a count, not that day's entry
])
def test_an_extremes_day_asked_whether_it_burned_is_a_feature(question, burned):
    from appliance.understand.features import feature_names, question_features

    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    v = question_features(question, f, None)
    assert bool(v[feature_names().index("slot:day_burned")]) is burned


def test_where_the_head_will_be_at_the_crews_rate_is_a_projection():
    from appliance.understand.read import settle

    previous, _ = read_slots("head's running ~30 m/min on the east flank. how far in 20 min", now=NOW, stations=STATIONS)
    previous.intents = ["drift"]
    q = "ok so where's the head in an hour at that rate"
    f, _ = read_slots(q, now=NOW, stations=STATIONS, previous=previous)
    f.intents = ["drift"]
    settle(f, q, previous, False, STATIONS)
    assert f.intents == ["spread"]


def test_the_other_station_after_a_detour_is_the_other_than_the_sessions():
    # "شحال الحرارة في بجاية اليوم؟", a forecast asked (no station), then "والمحطة الأخرى البارح؟": Sidi-Bel Abbès
    detour = Frame(question="واش تقدر تعطيني توقعات الطقس لغدوة؟", intents=["capabilities", "out_of_scope"],
                   session_stations=["bejaia"])
    f, _ = read_slots("والمحطة الأخرى البارح؟", now=NOW, stations=STATIONS, previous=detour)
    assert f.stations == ["sidi-bel-abbes"]


@pytest.mark.parametrize("question, days", [
    ("الخطر في بلعباس راهو طالع ولا هابط هاد الأيام الثلاثة؟", 3), ("الأيام الثلاثة الأخيرة في بجاية", 3),
    ("FWI à SBA ces trois derniers jours", 3),
])
def test_these_three_days(question, days):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert f.time.kind == "last" and round((f.time.end_ts - f.time.start_ts) / 86400) == days


def test_this_summer_counts_the_season_and_an_arabic_passed_mark_is_a_mark():
    from appliance.understand.thresholds import bare_mark, this_season

    # "this summer" names the season so far: the count runs over the whole record (read.read_question)
    assert this_season(simplify("How many days at 40 degrees or more in Sidi Bel Abbes this summer?"))
    assert this_season(simplify("¿Cuántos días de incendio este verano en SBA?"))
    assert bare_mark(simplify("ومن الأيام اللي فاتت 20 شحال فيها نار؟")) == (">", 20.0)
    assert bare_mark(simplify("3 أيام اللي فاتت")) is None            # the days gone by, no mark


def test_a_new_mark_after_days_that_low_replaces_it_and_days_like_today_are_no_count():
    first, _ = read_slots("FWI at SBA now, and have days that low ever burned?", now=NOW, stations=STATIONS)
    first.intents = ["danger", "analogs"]
    above = Frame(question="and above 30?", intents=["analogs"])
    carry_over(above, first, simplify("and above 30?"))
    assert above.threshold == {"code": "fwi", "op": ">", "value": 30.0} and above.days_as_asked is None
    like = Frame(question="and did days like today ever burn?", intents=["analogs"])
    carry_over(like, first, simplify(like.question))
    assert like.days_as_asked is None


CALL_AND_FORECAST = ["out_of_scope", "tactical"]


@pytest.mark.parametrize("question, intents, time_kind, whole", [
    ("ok to burn tomorrow morning at SBA?", CALL_AND_FORECAST, "now", True),
    ("and tomorrow?", CALL_AND_FORECAST, "now", True), ("¿y mañana?", CALL_AND_FORECAST, "now", True),
    ("وغدوة؟", CALL_AND_FORECAST, "now", True), ("SBA: ok to burn tomorrow morning?", CALL_AND_FORECAST, "now", True),
    # the weather named as the subject of the call to come, not asked of today
    ("Pile burn planned at Bejaia tomorrow, will the weather let us light it?", CALL_AND_FORECAST, "now", True),
    ("can we burn now or tomorrow at SBA?", CALL_AND_FORECAST, "now", False),
    ("RH at SBA now, and is it ok to burn tomorrow?", ["current_conditions"] + CALL_AND_FORECAST, "now", False),
    # a day of its own in the frame: today's readings are asked beside the call to come
    ("Temp at Bejaia today; and does tomorrow work for our burn?", CALL_AND_FORECAST, "day", False),
])
def test_a_call_asked_only_of_a_time_to_come(question, intents, time_kind, whole):
    from appliance.compose.ground import _all_forecast

    f = Frame(question=question, intents=intents, time=TimeSpec(time_kind, None, None, ""))
    assert _all_forecast(f) is whole


@pytest.mark.parametrize("question, kind", [
    ("ISI at SBA now, should we worry about a fast run this afternoon?", "engagement"),
    ("ISI à SBA : on risque un emballement ?", "engagement"),
    ("BUI en SBA hoy, ¿es seguro meter a la cuadrilla?", "engagement"),
    ("ISI et FWI à SBA, est-ce qu'on peut rentrer dans la parcelle ?", "entering"),
    # fire behaviour told or asked of the past is no call asked of the box
    ("Why did the fire blow up at SBA on 17 August?", None), ("fast running grass fire, danger at SBA?", None),
    ("Could the fire make a run up the valley?", None),
])
def test_a_fire_behaviour_call_beside_an_index_is_a_plan_asked(question, kind):
    from appliance.understand.rates import decision_asked

    assert decision_asked(question) == kind


def test_a_burn_asked_only_of_tomorrow_is_read_so_that_the_call_abstains(text_embedder):
    from appliance.compose.ground import _all_forecast

    f = read_frame(text_embedder, "ok to burn tomorrow morning at SBA?")
    assert set(f.intents) == {"out_of_scope", "tactical"} and _all_forecast(f), (f.intents, f.time)
    assert not _all_forecast(read_frame(text_embedder, "RH at SBA now, and is it ok to burn tomorrow?"))


def test_a_comparisons_reading_carries_to_the_next_day_asked(text_embedder):
    first, again = session(text_embedder, "Which is windier, Bejaia or SBA?", "and on 25 August?")
    assert first.reading_compared == "wind_kmh", first.reading_compared
    assert "compare_stations" in again.intents and again.reading_compared == "wind_kmh", (again.intents, again.reading_compared)
    # a figure of its own asked next is that figure, not the wind again
    assert session(text_embedder, "Which is windier, Bejaia or SBA?", "and the humidity?")[1].reading_compared != "wind_kmh"


@pytest.mark.parametrize("question", ["ISI en Béjaïa y qué significa", "BUI and DC at SBA on 3/8, and remind me what BUI is built from",
                                      "Quel est l'ISI à SBA et il se calcule à partir de quoi ?"])
def test_a_meaning_asked_in_its_own_clause_of_a_code_named_in_another_asks_the_guide_too(text_embedder, question):
    f = read_frame(text_embedder, question)
    assert {"danger", "documents"} <= set(f.intents), f.intents


def test_more_lookouts_is_a_call_and_a_road_is_not_held():
    from appliance.understand.rates import decision_asked
    from appliance.understand.unheld import unheld_part

    assert decision_asked("Compara el viento de las dos estaciones y dime si hace falta más vigilancia") == "resources"
    assert unheld_part("Is the road into Sidi Bel Abbès on the N7 still open?")[1] == "not held"
    assert unheld_part("الطريق الوطني رقم 9 مفتوح؟")[1] == "not held"
    assert unheld_part("wind at Sidi Bel Abbès on the N7 side?") is None


def test_where_asked_beside_how_long_stays_a_distance():
    from appliance.understand.read import settle

    previous, _ = read_slots("head's running ~30 m/min on the east flank. how far in 20 min", now=NOW, stations=STATIONS)
    previous.intents = ["drift"]
    q = "we are 600 m from where the head is, how long until it reaches us at that rate?"
    f, _ = read_slots(q, now=NOW, stations=STATIONS, previous=previous)
    f.intents = ["drift"]
    settle(f, q, previous, False, STATIONS)
    assert f.intents == ["drift"]
