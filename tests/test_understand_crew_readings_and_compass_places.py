"""A reading the crew states as its own ("31 degrees on the engine thermometer", "kestrel says RH 40%") is read as a
typed slot (understand/crew_figures.py) and echoed beside the station's; a compass point off a station ("smoke NE of
SBA") or where a drone frame was taken ("the danger in that zone") is a place near, not at, a station; a pressure
asked is a reading the box does not hold."""
import pytest

from appliance.understand.crew_figures import crew_figures
from appliance.understand.nearby import near_part
from tests.understand_frames import STATIONS, settled


@pytest.mark.parametrize("question, reading, value", [
    ("We're reading 31 degrees on the engine thermometer in Bejaia. What does the station have?", "temperature_c", 31.0),
    ("kestrel says RH 40% at our spot in SBA town, station agree?", "rh_pct", 40.0),
    ("Wind on our kestrel is 30 km/h. How far does the head get in 15 min?", "wind_kmh", 30.0),
    ("حنا عندنا 27 درجة في الترمومتر تاع الشاحنة في SBA، المحطة واش تقول؟", "temperature_c", 27.0),
    ("Ici on a 38° au thermomètre du camion à Béjaïa, la station dit quoi ?", "temperature_c", 38.0),
    ("Tenemos viento de 25 nudos aquí, ¿qué marca Bejaia?", "wind_kmh", 46.3),      # knots in km/h
    ("our belt kit reads 95 F at SBA", "temperature_c", 35.0),                       # Fahrenheit in °C
])
def test_a_reading_the_crew_states_as_its_own_is_read(question, reading, value):
    got = crew_figures(question)
    assert [(f["reading"], f["value"]) for f in got][:1] == [(reading, value)]


@pytest.mark.parametrize("question", [
    "How many days above 35 degrees in August at SBA?",                 # a mark, not a reading
    "our engine is driving at 40 km/h, how long to cover 10 km",        # a vehicle, no wind word
    "Temp at SBA now? we need it",                                       # no figure
    "Is 31 degrees normal for Bejaia in August?",                        # nobody's own reading
    "we need 30 % of the crews on the line",                             # a share, no humidity word
])
def test_a_mark_a_vehicle_or_no_figure_is_no_crew_reading(question):
    assert crew_figures(question) == []


@pytest.mark.parametrize("question, part", [
    ("Drone saw smoke NE of SBA. What's the danger out there right now?", "NE of SBA"),
    ("Le drone a repéré un départ au nord-est de SBA ? Et le danger sur place ?", "au nord-est de SBA"),
    ("humo al suroeste de Bejaia, ¿peligro?", "al suroeste de Bejaia"),
    ("What is the danger north of Bejaia", "north of Bejaia"),
])
def test_a_compass_point_off_a_station_is_a_place_near_it(question, part):
    assert near_part(question) == part


@pytest.mark.parametrize("question", ["Wind at SBA now?", "Le danger est de 25 à Béjaïa ?", "FWI Este de Bejaia"])
def test_everyday_words_are_no_compass_point(question):
    assert near_part(question) is None


@pytest.mark.parametrize("question, intents, near", [
    ("¿Dónde fue la detección del dron y qué peligro hay en esa zona?", ["frames", "danger"], ["esa zona"]),
    ("دخان شمال شرق سيدي بلعباس، شنو الخطر؟", ["frames", "danger"], ["شمال شرق سيدي بلعباس"]),
    ("Any drone frames from Bejaia? And the danger there?", ["frames", "danger"], []),     # "there" is the station
    ("Drone frames NE of SBA?", ["frames"], ["NE of SBA"]),         # the detections' places are checked against it
    ("What does the guide say for the ridge north of Bejaia?", ["documents"], []),      # no figure or frame asked
])
def test_the_danger_where_a_drone_frame_was_taken_is_near_not_at_a_station(question, intents, near):
    assert settled(question, intents).near == near


@pytest.mark.parametrize("question, intents", [
    ("Pression atmosphérique à Sidi Bel Abbès ?", ["out_of_scope"]),
    ("الضغط الجوي في بجاية؟", ["out_of_scope"]),
    ("Air pressure and temp at Bejaia?", ["current_conditions", "out_of_scope"]),
])
def test_an_air_pressure_asked_is_not_held(text_embedder, question, intents):
    from tests.understand_frames import frame

    assert set(frame(text_embedder, question).intents) == set(intents)


def test_the_crews_reading_is_read_back(text_embedder):
    from tests.understand_frames import frame

    f = frame(text_embedder, "We're reading 31 degrees on the engine thermometer in Bejaia. What does the station have?")
    assert f.crew_figures[0]["value"] == 31.0 and "your own reading 31 °C" in f.notes[-1]


@pytest.mark.parametrize("question, first, second", [
    ("Temp at SBA on 3 Aug and on 17 Aug?", "2012-08-03", "2012-08-17"),
    ("What was the FWI at Sidi Bel Abbes on July 21, and again on August 25?", "2012-07-21", "2012-08-25"),
    ("FWI à Béjaïa avant-hier et hier ?", "2012-09-28", "2012-09-29"),
    ("شحال كانت الحرارة في سيدي بلعباس يوم 17 أوت ويوم 25 أوت؟", "2012-08-17", "2012-08-25"),
])
def test_two_past_days_in_one_clause_are_both_read(question, first, second):
    from datetime import datetime, timezone

    from appliance.understand.read import point_time
    from tests.understand_frames import NOW

    def day(ts):
        return datetime.fromtimestamp(ts + 3600, tz=timezone.utc).date().isoformat()
    intents = ["danger"] if "FWI" in question else ["current_conditions"]
    f = settled(question, intents)
    t = point_time(f, question, NOW, STATIONS)
    assert day(f.time.start_ts) == first and t is not None and day(t.start_ts) == second


@pytest.mark.parametrize("question, intents", [
    ("Between Aug 20 and 31 at Bejaia: how many days had FWI above 10, and how many of those saw a fire?",
     {"summary", "analogs"}),
    ("Of the days with FWI above 20 at SBA, how many burned?", {"analogs"}),        # one count: the record's
])
def test_a_count_past_a_mark_and_how_many_of_them_burned_are_two_asks(text_embedder, question, intents):
    from tests.understand_frames import frame

    assert set(frame(text_embedder, question).intents) == intents


def test_a_range_written_month_first_is_read():
    from appliance.understand.parse import parse_question
    from tests.understand_frames import NOW

    t = parse_question("from Aug 20 to 31 at SBA", now=NOW, stations=STATIONS).time
    assert t.kind == "range" and t.end_ts - t.start_ts == 12 * 86400 - 1


def test_fire_days_that_month_beside_a_days_danger_count_over_that_days_month(text_embedder):
    from tests.understand_frames import frame

    f = frame(text_embedder, "Danger at Bejaia on 14/08/2012 and how many fire days that month?")
    assert set(f.intents) == {"danger", "summary"} and f.time.text == "in august 2012"
    assert f.point_time is not None and f.point_time.text == "14/08/2012"


@pytest.mark.parametrize("questions, near", [
    (("FWI for the slope 8 km north-east of SBA?", "What did the drone see out there?"), ["the slope 8 km north-east of SBA"]),
    (("¿Qué peligro hay en la ladera al norte de SBA?", "¿Y el peligro en la propia estación?"), []),
])
def test_a_place_near_a_station_carries_to_out_there_but_not_to_the_station_itself(text_embedder, questions, near):
    from tests.understand_frames import session

    assert session(text_embedder, *questions)[-1].near == near


def test_fire_days_over_a_month_asked_as_a_follow_up_are_the_records_count(text_embedder):
    from tests.understand_frames import session

    last = session(text_embedder, "¿Cuál fue la temperatura máxima en SBA en julio?",
                   "Volviendo a SBA: ¿cuántos días de incendio hubo ese mes?")[-1]
    assert last.intents == ["summary"] and last.fire_days_asked


@pytest.mark.parametrize("question, code, op, value", [
    ("شحال من يوم في أوت وصلت فيه الحرارة 38 درجة ولا أكثر في سيدي بلعباس؟", "temperature_c", ">=", 38.0),
    ("من بين الأيام اللي فاتها FWI 20 في بجاية، شحال منها صار فيها حريق؟", "fwi", ">", 20.0),
    ("¿Cuántos días de agosto pasó Béjaïa de los 34 grados?", "temperature_c", ">", 34.0),      # a place in between
    ("¿Cuántos días superó el FWI los 20 puntos en Sidi Bel Abbès en julio?", "fwi", ">", 20.0),  # an article before it
])
def test_darija_marks_or_more_and_passed_are_read(question, code, op, value):
    from appliance.understand.parse import parse_question
    from tests.understand_frames import NOW

    f = parse_question(question, now=NOW, stations=STATIONS)
    mark = f.threshold or f.reading_threshold
    assert (mark["code"], mark["op"], mark["value"]) == (code, op, value)


def test_today_asked_in_a_sentence_parted_at_its_and_is_a_second_time_beside_the_crews_report():
    from appliance.understand.read import point_time
    from tests.understand_frames import NOW

    q = "I know SBA's FWI was under 1 yesterday. What is it today, and is the wind any stronger than yesterday?"
    f = settled(q, ["current_conditions", "danger"])
    t = point_time(f, q, NOW, STATIONS)
    assert f.time.text == "yesterday" and t is not None and t.text == "today"


def test_from_which_way_beside_the_wind_is_its_direction_not_a_projection(text_embedder):
    from tests.understand_frames import frame

    assert set(frame(text_embedder, "wind at SBA, and from which way?").intents) == {"current_conditions", "out_of_scope"}


def test_send_me_the_pictures_in_darija_is_an_order(text_embedder):
    from tests.understand_frames import frame

    assert frame(text_embedder, "ابعثلي التصاور للتيليفون").intents == ["refuse"]


@pytest.mark.parametrize("question", [
    "Our kestrel says wind 25 km/h from 240 degrees",                     # a bearing
    "We're on a 35 degree slope, temp at SBA?",                           # a slope
    "we are on a 40% slope, humidity at SBA?",
    "Humidity at SBA? we're 40% contained",                               # a share
    "reach at least 35 degrees? we need it",                              # a mark
    "35 degrés ou plus à SBA, on a besoin",
    "عندنا 3 درجات فرق",                                                  # a difference
    "عندنا 30 f lwadi",                                                   # Darija "in", not Fahrenheit
])
def test_a_bearing_a_slope_a_share_a_mark_or_a_difference_is_no_crew_reading(question):
    assert [f for f in crew_figures(question) if f["reading"] != "wind_kmh"] == []


def test_of_two_speeds_the_one_by_the_crews_own_words_is_theirs():
    got = crew_figures("Station says 12 km/h wind, we are getting 30 km/h on our kestrel; how far does the head get in 20 min?")
    assert [(f["reading"], f["value"]) for f in got] == [("wind_kmh", 30.0)]
    assert crew_figures("our belt kit reads 95 F at SBA")[0]["value"] == 35.0


@pytest.mark.parametrize("question", ["FWI à SBA le 3 et le 17 août ?", "FWI at SBA on the 3rd and the 17th of August?"])
def test_a_bare_day_beside_a_dated_one_is_in_that_month(question):
    from datetime import datetime, timezone

    from appliance.understand.read import point_time
    from tests.understand_frames import NOW

    f = settled(question, ["danger"])
    t = point_time(f, question, NOW, STATIONS)
    days = {datetime.fromtimestamp(ts + 3600, tz=timezone.utc).date().isoformat() for ts in (f.time.start_ts, t.start_ts)}
    assert days == {"2012-08-03", "2012-08-17"}


@pytest.mark.parametrize("question", [
    "Hottest day in August at SBA, and were there any fires that month?",       # the month's fires, not that day's
    "Max temp at SBA in August, and what was the fire risk that day?",           # the danger, not a fire
])
def test_a_months_fires_or_the_fire_risk_beside_an_extreme_is_no_days_record(question):
    from appliance.understand.read import extreme_of_day
    from tests.understand_frames import NOW

    assert (extreme_of_day(question, NOW) or (None, None))[1] != "analogs"


@pytest.mark.parametrize("question", ["شحال الرطوبة بعد المغرب في بجاية؟", "الرياح من الغرب في بجاية؟",
                                      "هل هناك صور من الدرون؟ وما مستوى الخطر؟"])
def test_everyday_arabic_is_no_place_near_a_station(question):
    assert settled(question, ["current_conditions", "frames", "danger"]).near == []


def test_tell_us_whether_to_is_a_question_not_an_order():
    from appliance.understand.orders import is_order
    from appliance.understand.parse import simplify

    assert not is_order(simplify("Tell us whether to close the trails at SBA, given the danger?"))
    assert is_order(simplify("tell the forestry post to close the trails"))


def test_last_week_in_darija_is_no_mark():
    from appliance.understand.thresholds import reading_threshold
    from appliance.understand.parse import simplify

    assert reading_threshold(simplify("الحرارة في السيمانة اللي فات كانت 38 درجة في بجاية؟")) is None


def test_the_crews_wind_carries_to_a_drift_follow_up(text_embedder):
    from tests.understand_frames import session

    last = session(text_embedder, "Wind on our kestrel is 30 km/h. How far does the head get in 15 min?", "And in 45 min?")[-1]
    assert last.horizon_min == 45 and last.crew_figures[0]["value"] == 30.0
