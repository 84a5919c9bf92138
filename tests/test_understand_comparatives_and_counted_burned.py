"""Counting days by a comparison that names its reading ("days warmer than 30", "plus secs que 40 %", "أسخن من 33":
data/readings.json "comparatives"), and the reader's feature for days counted past a mark and asked whether they
burned ("of those, how many burned?", features.py "slot:counted_burned": the pair no single column says)."""
import pytest

from appliance.evaluation.reader_data import NOW, STATIONS
from appliance.understand.features import feature_names, question_features
from appliance.understand.parse import simplify
from appliance.understand.read import read_slots
from appliance.understand.thresholds import Threshold, reading_threshold


@pytest.mark.parametrize("question, expected", [
    ("How many days warmer than 30 degrees in September at SBA?", Threshold("temperature_c", ">", 30)),
    ("days hotter than 38 in August", Threshold("temperature_c", ">", 38)),
    ("combien de jours plus chauds que 35 en août ?", Threshold("temperature_c", ">", 35)),
    ("¿cuántos días más calurosos que 36 grados hubo?", Threshold("temperature_c", ">", 36)),
    ("كم يوم أسخن من 33 في جويلية؟", Threshold("temperature_c", ">", 33)),
    ("days drier than 30 % at Béjaïa", Threshold("rh_pct", "<", 30)),
    ("jours plus secs que 40 %", Threshold("rh_pct", "<", 40)),
    ("days windier than 20 km/h", Threshold("wind_kmh", ">", 20)),
    ("days cooler than 25", Threshold("temperature_c", "<", 25)),
])
def test_a_comparison_naming_its_reading_counts_days_by_it(question, expected):
    assert reading_threshold(simplify(question)) == expected


@pytest.mark.parametrize("question", [
    "is it warmer than yesterday at SBA?", "which station is drier today?", "plus chaud qu'hier ?",
    "windier than at Béjaïa?", "warmer than 30 September?",
])
def test_a_comparison_with_no_number_of_its_own_counts_nothing(question):
    assert reading_threshold(simplify(question)) is None


def _feature(question: str, name: str) -> float:
    frame, _ = read_slots(question, now=NOW, stations=STATIONS)
    return float(question_features(question, frame, None)[feature_names().index(name)])


@pytest.mark.parametrize("question", [
    "Days above 35 °C at Béjaïa in August, and how many of those burned?",
    "SBA, septiembre: días con FWI mayor que 2, y de esos, ¿cuántos ardieron?",
    "En juin à Béjaïa : les jours à plus de 30 °C, et parmi eux combien de feux ?",
    "September at SBA: count the days warmer than 30 degrees, then how many of them were fire days?",
])
def test_days_counted_past_a_mark_and_asked_whether_they_burned_is_one_feature(question):
    assert _feature(question, "slot:counted_burned") == 1.0


@pytest.mark.parametrize("question", [
    "How many days above 35 °C at Béjaïa in August?",       # a count, no fire asked
    "How many fire days at SBA in August?",                 # fire days, no mark
    "Was 3 August a fire day at SBA?",
])
def test_a_count_alone_or_fire_days_alone_is_not_the_pair(question):
    assert _feature(question, "slot:counted_burned") == 0.0


def _settled(question, intents, previous=None):
    from tests.test_understand_read import given

    return given(question, intents, previous=previous)


@pytest.mark.parametrize("follow_up", ["والمحطة الأخرى؟", "والأخرى؟", "and the other one?", "Et l'autre station ?",
                                       "¿Y la otra?", "y el otro sitio?"])
def test_the_other_station_is_the_one_the_session_did_not_name_in_every_language(follow_up):
    """Found on d58: "والمحطة الأخرى؟" after a question about Béjaïa was answered with Béjaïa's readings again,
    labelled answered (the words for "the other station" were English, French and Spanish only)."""
    before = _settled("شحال الحرارة في بجاية اليوم؟", ["current_conditions"])
    assert _settled(follow_up, ["current_conditions"], previous=before).stations == ["sidi-bel-abbes"]


@pytest.mark.parametrize("question", ["and the other day?", "المرة الأخرى؟", "والأيام الأخرى؟", "l'autre jour ?",
                                      "¿y la otra vez?", "on the other hand, the wind?", "where are the other crews?"])
def test_the_other_day_or_time_is_no_other_station(question):
    """A question naming no station of its own stays on the session's: "the other day" and "المرة الأخرى" (the other
    time) are no station switch."""
    before = _settled("Temperature at Béjaïa today?", ["current_conditions"])
    assert _settled(question, ["current_conditions"], previous=before).stations == ["bejaia"]


def test_a_comparison_naming_no_station_in_a_session_is_on_the_sessions_day():
    """Found on d58: "which one was worse, and by how much?" after Béjaïa's and SBA's 14 August figures compared
    today's figures (the comparison took the session's stations, not its day)."""
    first = _settled("Béjaïa, 14 Aug: temp and FWI?", ["current_conditions", "danger"])
    second = _settled("and SBA, same day?", ["current_conditions", "danger"], previous=first)
    third = _settled("which one was worse, and by how much?", ["compare_stations"], previous=second)
    assert sorted(third.stations) == ["bejaia", "sidi-bel-abbes"]
    assert third.time.text == second.time.text and third.time.start_ts == first.time.start_ts


@pytest.mark.parametrize("question", [
    "Was 3 August a fire day at SBA?", "هل كان يوم 3 أوت يوم حريق في سيدي بلعباس؟",
    "Weather at Béjaïa on 2012-09-27, and did it burn that day?", "¿El 14 de agosto hubo incendio en Béjaïa?",
])
def test_one_past_day_asked_whether_it_burned_is_one_feature(question):
    assert _feature(question, "slot:day_burned") == 1.0


@pytest.mark.parametrize("question", ["How many fire days at SBA in August?", "Weather at Béjaïa on 2012-09-27?",
                                      "Is today a fire day at SBA?"])
def test_a_window_a_day_alone_or_today_is_not_a_past_day_asked_whether_it_burned(question):
    assert _feature(question, "slot:day_burned") == 0.0


@pytest.mark.parametrize("question, stated", [
    ("Drone got a hit at 12:25 north-east of SBA. What's the danger class at the SBA station now?",
     "Drone got a hit at 12:25 north-east of SBA."),
    ("Our belt weather kit reads 30 km/h on the line. What does the SBA station have for wind right now?",
     "Our belt weather kit reads 30 km/h on the line."),
    ("Sabemos que el dron vio humo a las 12:25. ¿Qué humedad hay en SBA?", "Sabemos que el dron vio humo a las 12:25."),
    ("الدرون شاف دخان. شحال الريح في سيدي بلعباس؟", "الدرون شاف دخان."),
])
def test_the_crews_own_report_beside_an_ask_is_the_scene_not_an_ask(question, stated):
    """Found on d58: "Drone got a hit at 12:25 north-east of SBA. What's the danger class ...?" added the drone's
    frames to the answer as an ask of its own (the report's clause, read alone, is sure it is about the drone)."""
    from tests.test_understand_reader import read_scripted
    from appliance.understand.read import stated_sentences

    assert stated_sentences(question) == [stated]
    asked = question[len(stated):].strip()
    f = read_scripted(question, {question: {"danger": 0.9}, stated: {"frames": 0.97}, asked: {"danger": 0.9}})
    assert f.intents == ["danger"] and not f.unsure


@pytest.mark.parametrize("question", [
    "Temp at SBA now. And is the drone showing smoke?",            # no reporting word: an ask ending in a full stop
    "Show me what the drone saw. And the wind at SBA?",            # a request
    "Drone got a hit at 12:25 north-east of SBA.",                 # nothing else asks
])
def test_a_sentence_that_asks_or_stands_alone_is_no_report(question):
    from appliance.understand.read import stated_sentences

    assert stated_sentences(question) == []


@pytest.mark.parametrize("question", [
    "is it hotter than 2 days ago?", "drier than 3 days ago at SBA", "plus chaud que 3 jours avant ?",
    "was today warmer than the 14th?", "warmer than the 12th of August?",
])
def test_a_comparison_with_a_day_is_no_mark(question):
    assert reading_threshold(simplify(question)) is None


@pytest.mark.parametrize("question", [
    "Indique-moi le FWI à SBA. Et à Béjaïa ?", "Donne le FWI de notre station. Et le danger ?",
    "Dime qué marca el sensor en SBA. ¿Es peligroso?", "I need the wind at our station. Is it above 30?",
    "أعطيني الحرارة عندنا. واش الخطر؟",
])
def test_a_sentence_that_asks_in_the_crews_words_is_no_report(question):
    from appliance.understand.read import stated_sentences

    assert stated_sentences(question) == []


def test_a_comparison_naming_its_own_stations_in_a_session_starts_afresh():
    first = _settled("FWI at SBA on 14 August?", ["danger"])
    question = "Compare the readings at Béjaïa and at SBA for the crews."
    assert _settled(question, ["compare_stations"], previous=first).time.kind == "now"


@pytest.mark.parametrize("question, like", [
    ("Have we seen days like 14 August before at Béjaïa?", True), ("jours comme le 3 août ?", True),
    ("نهارات بحال 14 أوت", True), ("What was 3 August like at SBA, did it burn?", False),
    ("Was 3 August likely a fire day?", False), ("Le feu a commencé le 3 août ?", False),
])
def test_the_days_like_one_are_told_from_that_days_own_entry(question, like):
    from appliance.understand.thresholds import like_days

    assert like_days(simplify(question)) is like
