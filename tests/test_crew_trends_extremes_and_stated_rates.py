"""A window's figures the way crews ask for them: a fire-weather code's trend ("ISI over the past week, climbing or
easing?") and one end of a reading ("the highest DC in September", "coldest noon reading in June") as typed slots
that lead the summary; code thresholds in Spanish, Darija and Arabic ("FWI arriba de 10", "FWI fo9 15",
"تجاوز فيها مؤشر FWI القيمة 20"); and the crew's own rate and time in Darija, French and Spanish
("30 metre f d9i9a ... f 25 d9i9a", "trois quarts d'heure", "si va a 3 km/h"); Darija's yesterday and Arabic
past-day windows; words a crew opens with that are not places; whether a road is open as a subject the box does not
hold; a part the box does not hold named once, in the crew's own words; a radio's and Darija's hours and a
place near a station in Darija."""
import pytest

from appliance.understand.parse import simplify
from appliance.understand.rates import rate_given
from appliance.understand.thresholds import Threshold, codes_named, extreme_asked, reading_threshold, threshold
from appliance.understand.when import horizon_minutes

DAY = 86400.0
SEP_24 = 1348488000.0       # 2012-09-24 12:00 UTC


@pytest.mark.parametrize("question, codes", [
    ("ISI over the past week at SBA - climbing or easing?", ["isi"]),
    ("Give me BUI at SBA and the DMC trend since Tuesday", ["bui", "dmc"]),
    ("Tendencia del ISI en Bejaia desde el martes", ["isi"]),
    ("كيف تطور مؤشر الجفاف DC في سيدي بلعباس", ["dc"]),
    ("temperature and humidity at SBA this week", []),
    ("the disc in the dcim folder", []),                # a code inside a word is no code
])
def test_the_codes_a_question_names(question, codes):
    assert codes_named(simplify(question)) == codes


@pytest.mark.parametrize("question, want", [
    ("Coldest noon reading at Bejaia in June?", {"reading": "temperature_c", "end": "min"}),
    ("Le DC maximum à Sidi Bel Abbès en septembre ?", {"reading": "dc", "end": "max"}),
    ("highest temp at SBA last week", {"reading": "temperature_c", "end": "max"}),
    ("أعلى درجة حرارة في بجاية في أوت", {"reading": "temperature_c", "end": "max"}),
    ("what was the max wind and min humidity", None),    # both ends: no one figure leads
    ("highest wind and humidity last week", None),       # two readings
    ("temperature at SBA this week", None),
])
def test_one_end_of_one_reading_asked(question, want):
    text = simplify(question)
    assert extreme_asked(text, codes_named(text)) == want


@pytest.mark.parametrize("question, want", [
    ("De los días con FWI arriba de 10 en Bejia, ¿cuántos tuvieron fuego?", Threshold("fwi", ">", 10.0)),
    ("Cuando el ISI pasó de 8 en SBA, ¿cuántas veces hubo incendio?", Threshold("isi", ">", 8.0)),
    ("les jours li kan fihom FWI fo9 15 f SBA", Threshold("fwi", ">", 15.0)),
    ("من بين الأيام التي تجاوز فيها مؤشر FWI القيمة 20 في بجاية، كم يوما شهد حريقا؟", Threshold("fwi", ">", 20.0)),
])
def test_code_thresholds_in_spanish_darija_and_arabic(question, want):
    assert threshold(simplify(question)) == want


@pytest.mark.parametrize("question, want", [
    ("ch7al men nhar fat fih ri7 20 km/h f Bjaya f septembre?", Threshold("wind_kmh", ">", 20.0)),
    ("how many windy days (over 20 km/h) at bejaia in sept", Threshold("wind_kmh", ">", 20.0)),
])
def test_wind_days_counted_in_darija_and_english(question, want):
    assert reading_threshold(simplify(question)) == want


@pytest.mark.parametrize("question, m_per_min, minutes", [
    ("n-nar tmchi 30 metre f d9i9a, ch7al tmchi f 25 d9i9a?", 30.0, 25),
    ("Drift for an hour at 30 metres a minute?", 30.0, 60),
    ("Vitesse de la tête 2 km/h : distance parcourue en trois quarts d'heure ?", 33.333, 45),
    ("Si va a 3 km/h, ¿qué distancia hace en media hora?", 50.0, 30),
])
def test_the_crews_rate_and_time(question, m_per_min, minutes):
    assert rate_given(question)["m_per_min"] == pytest.approx(m_per_min)
    assert horizon_minutes(simplify(question)) == minutes


def test_a_wind_speed_is_not_a_rate_and_a_road_speed_needs_the_fire():
    assert rate_given("wind 30 km/h in 20 minutes") is None
    assert rate_given("the truck does 60 km/h, how long to the ridge") is None


def _window_item(role, device, ts, stats=None):
    item = {"id": f"{role}-{device}", "kind": "reading", "device": device, "ts": ts, "temperature_c": 25.0,
            "rh_pct": 60.0, "wind_kmh": 12.0, "rain_mm": 0.0, "lat": 35.19, "lon": -0.63, "window_role": role}
    if stats:
        item["window"] = stats
    return item


def _summary(question, codes):
    from appliance.compose.result import ComposeContext
    from appliance.compose.weather import summary
    from appliance.understand import Frame, TimeSpec

    text = simplify(question)
    isi = {"first": 0.6, "first_day": "2012-09-24", "last": 1.2, "last_day": "2012-09-30", "min": 0.1,
           "min_day": "2012-09-27", "max": 4.5, "max_day": "2012-09-26"}
    dc = {"first": 8.2, "first_day": "2012-09-24", "last": 16.5, "last_day": "2012-09-30", "min": 8.2,
          "min_day": "2012-09-24", "max": 16.5, "max_day": "2012-09-30"}
    fwi = {"day": "2012-09-24", "fwi": 1.0, "danger_class": "very low"}
    stats = {"count": 7, "inside_window": True, "start_ts": SEP_24, "end_ts": SEP_24 + 6 * DAY,
             "temperature_c": {"first": 26.0, "last": 24.0, "min": 19.0, "min_ts": SEP_24 + 2 * DAY, "max": 30.0,
                               "max_ts": SEP_24 + DAY, "sum": 175.0, "n": 7},
             "danger": {"first": fwi, "peak": {**fwi, "day": "2012-09-26", "fwi": 4.0},
                        "last": {**fwi, "day": "2012-09-30", "fwi": 0.5}, "codes": {"isi": isi, "dc": dc}}}
    frame = Frame(question=question, intents=["summary"], stations=["sidi-bel-abbes"], codes_named=codes,
                  extreme=extreme_asked(text, codes), time=TimeSpec("last", SEP_24, SEP_24 + 6 * DAY, "over the past week"))
    items = {"reading_window": [_window_item("first", "sidi-bel-abbes", SEP_24),
                                _window_item("last", "sidi-bel-abbes", SEP_24 + 6 * DAY, stats)]}
    return summary(ComposeContext(frame, items, now=SEP_24 + 6 * DAY, stations={}))


def test_a_codes_trend_leads_the_summary_and_says_up_and_down_when_it_peaked_inside():
    r = _summary("ISI over the past week at SBA - climbing or easing?", ["isi"])
    assert r.served and r.verdict.startswith("ISI at Sidi-Bel Abbes over the past week: up and down, 0.6 on 24 September "
                                             "to 1.2 on 30 September")
    assert "high 4.5 on 26 September" in r.verdict and "low 0.1 on 27 September" in r.verdict
    rising = _summary("DC trend over the past week at SBA", ["dc"])
    assert "DC at Sidi-Bel Abbes over the past week: rising, 8.2 on 24 September to 16.5 on 30 September" in rising.verdict


def test_the_end_asked_leads_the_summary():
    assert _summary("coldest reading at SBA this past week", []).verdict.startswith(
        "Lowest temperature at Sidi-Bel Abbes over the past week: 19 °C on 26 September")
    assert _summary("highest ISI at SBA this past week", ["isi"]).verdict.startswith(
        "Highest ISI at Sidi-Bel Abbes over the past week: 4.5 on 26 September")
    plain = _summary("how was the past week at SBA", [])
    assert plain.verdict.startswith("Situation at Sidi-Bel Abbes")


@pytest.mark.parametrize("question, kind, days", [
    ("wach sbat chta f SBA lbare7?", "day", 1),
    ("كيفاش راه يتطور مؤشر FWI في بجاية في الأيام الثلاثة الماضية؟", "last", 3),
    ("في الثلاث أيام الماضية", "last", 3),
    ("السبع أيام اللي فاتو", "last", 7),
    ("خمس دقائق", "now", None),                         # a number word with no "past": no window
])
def test_darija_yesterday_and_arabic_past_days(question, kind, days):
    from zoneinfo import ZoneInfo

    from appliance.understand.when import parse_time

    t = parse_time(simplify(question), SEP_24 + 6 * DAY, ZoneInfo("Africa/Algiers"))
    assert t.kind == kind
    if days:
        assert round((t.end_ts - t.start_ts) / DAY) == days


@pytest.mark.parametrize("question", ["Same for BUI.", "Gracias, y la humedad?"])
def test_words_a_crew_opens_with_are_not_places(question):
    from appliance.understand import make_station, parse_question

    stations = [make_station("bejaia", "demo", 36.7509, 5.0567), make_station("sidi-bel-abbes", "demo", 35.1899, -0.6308)]
    frame = parse_question(question, now=SEP_24, stations=stations)
    assert frame.places == [] and not frame.outside


def test_a_part_the_box_does_not_hold_is_named_once_and_in_the_crews_own_words():
    """"Compare the wind, and where was it from?": the direction is named once (it was said twice in the answer and
    twice in its reason), quoted with its accent, and the out-of-scope lines about other places stay out."""
    from appliance.compose import compose
    from appliance.compose.result import ComposeContext
    from appliance.compose.talk import out_of_scope
    from appliance.understand import Frame
    from appliance.understand.unheld import unheld_part

    question = "compare le vent entre bejaia et sidi bel abbes hier, et il venait d'où ?"
    part = unheld_part(question)[0]
    assert part == "il venait d'où"
    frame = Frame(question=question, intents=["capabilities", "out_of_scope"], unread=[part])
    done = compose(frame, ComposeContext(frame, {}, now=SEP_24, stations={}), stale_after_s=3600)
    assert sum(m.count(f"“{part}”") for m in done.missing) == 1
    assert done.decision["reason"].count(f"“{part}”") == 1
    assert not any("only holds data from its own stations" in f for f in done.facts + done.fixed)
    alone = Frame(question="il venait d'où le vent ?", intents=["out_of_scope"], unread=["il venait d'où le vent"])
    assert any("only holds data" in f for f in out_of_scope(ComposeContext(alone, {}, now=SEP_24, stations={})).facts)


@pytest.mark.parametrize("question, held", [
    ("Is the road up to the ridge still open?", True),
    ("la route vers la crête est-elle ouverte ?", True),
    ("¿sigue la carretera a Sidi Bel Abbes cortada?", True),
    ("which route should we take to the station", False),     # a plan, not a road's state: tactical
    ("la route est longue, le vent à Béjaïa ?", False),
])
def test_whether_a_road_is_open_is_a_subject_the_box_does_not_hold(question, held):
    from appliance.understand.unheld import unheld_part

    assert (unheld_part(question) is not None) == held


@pytest.mark.parametrize("question, hour", [
    ("IC: Bejaia humidity at zero three hundred this morning, over", 3),
    ("wind at fifteen hundred hours", 15),
    ("l'humidité f Bjaya m3a 7 sba7 lyoum?", 7),
    ("ri7 f SBA f 4 ta3 l3chiya", 16),
    ("the head is fifteen hundred metres out", None),      # a distance, not an hour
    ("f 25 d9i9a", None),
])
def test_a_radios_hours_and_darijas(question, hour):
    from appliance.understand.hours import hour_asked

    assert hour_asked(simplify(question)) == hour


def test_a_place_near_a_station_in_darija():
    from appliance.understand.nearby import near_part

    assert near_part("rana f lghaba 9rib men SBA, ch7al l'humidité 3andna?") == "lghaba 9rib men SBA"
    assert near_part("ri7 f SBA lyoum") is None


@pytest.mark.parametrize("question, m_per_min, minutes", [
    ("At 1.5 mph for 40 minutes, how far does the head travel?", 40.234, 40),     # the fire word after the speed
    ("Si le feu progresse à 2,5 km/h pendant 1 h 10, quelle distance ?", 41.667, 70),
    ("El incendio avanza a 0.8 km/h, ¿cuánto recorre en hora y media?", 13.333, 90),
    ("nar tmchi 15 m f dqi9a, f 40 dqi9a chhal t9te3?", 15.0, 40),
])
def test_rates_and_times_in_more_of_the_crews_forms(question, m_per_min, minutes):
    assert rate_given(question)["m_per_min"] == pytest.approx(m_per_min, abs=1e-3)
    assert horizon_minutes(simplify(question)) == minutes


def test_a_rate_without_a_time_gives_the_crews_distances_not_the_boxs_model():
    from appliance.compose.ground import drift
    from appliance.compose.result import ComposeContext
    from appliance.understand import Frame

    question = "The head is doing 20 m a minute. How far will it get?"
    frame = Frame(question=question, intents=["drift"], rate_given=rate_given(question))
    item = {"id": "spread-1", "kind": "spread", "latency": {"p50_s": 1.0, "source": "measured"}, "travel_min": 0,
            "rate": {"head_ros_m_min": 0.7}, "start": {"label": "Béjaïa"}, "direction_known": False, "ts": 1.0,
            "card": {"head_m": {"likely": 1, "low": 0, "high": 2}, "direction_deg": None, "horizon_min": 0}}
    r = drift(ComposeContext(frame, {"spread": [item]}, now=2.0, stations={}))
    assert r.served and "20 m a minute you gave" in r.verdict and "600 m in 30 minutes" in r.verdict
    assert "less than 10 m" not in r.verdict and r.warn and r.missing


@pytest.mark.parametrize("question, want", [
    ("How many days at high danger or worse (FWI 21.3 and up) did SBA have in July?", Threshold("fwi", ">=", 21.3)),
    ("les jours li kan fihom FWI kther men 15 f sba, chhal menhom cha3let fihom nar?", Threshold("fwi", ">", 15)),
])
def test_more_code_thresholds(question, want):
    assert threshold(simplify(question)) == want


def test_a_bare_mark_counts_by_the_one_code_the_question_names():
    from appliance.understand.parse import parse_question
    from appliance.understand.stations import make_station

    stations = [make_station("bejaia", "Bejaia"), make_station("sidi-bel-abbes", "Sidi-Bel Abbes")]
    now = 1349006400.0      # 2012-09-30 12:00 UTC
    f = parse_question("Max FWI in July at Béjaïa, and of past days above 20 there how many burned?", now=now, stations=stations)
    assert f.threshold == {"code": "fwi", "op": ">", "value": 20.0}
    # a reading named with the mark counts by the reading, and two codes leave the mark unread
    f = parse_question("days with temperature above 35 at SBA, and the FWI", now=now, stations=stations)
    assert f.threshold is None and f.reading_threshold["code"] == "temperature_c"
    assert parse_question("ISI and BUI at SBA, days above 10", now=now, stations=stations).threshold is None


def test_spanish_days_past_a_temperature():
    assert reading_threshold(simplify("¿Cuántos días pasaron de 35 grados en Béjaïa en agosto?")) == \
        Threshold("temperature_c", ">", 35)


@pytest.mark.parametrize("question", [
    "Structure protection: temperature in the subdivision just outside Sidi-Bel Abbès?",
    "Air attack. Wind over the hills NE of SBA right now, in knots.",
    "¿Cómo está el viento en el cerro arriba de Bejaia?",
    "chhal skhana f la forêt 10 km men bjaya?",
    "On est au bled, à une vingtaine de kilomètres de Sidi Bel Abbès, il fait combien chez nous ?",
    "ما درجة خطر الحرائق في المنطقة المحاذية لمدينة بجاية اليوم؟",
    "شحال السخانة والخطر في الغابة اللي بحذا سيدي بلعباس؟",
])
def test_more_places_near_a_station(question):
    from appliance.understand.nearby import near_part

    assert near_part(question)


@pytest.mark.parametrize("question", ["Which station is hotter, SBA or Bejaia?", "wind at Bejaia se", "temp at SBA now"])
def test_no_near_place_is_invented(question):
    from appliance.understand.nearby import near_part

    assert near_part(question) is None


@pytest.mark.parametrize("question, named", [
    ("number of fire days bejaia aug", "in August"),
    ("¿Cuántos días pasaron de 35 grados en Béjaïa en agosto?", "in August"),
    ("résumé Béjaïa du 3 au 9 août", "from 3 August 2012 to 9 August 2012"),
    ("summary for SBA over the past week", "over the past week"),
])
def test_the_answer_names_the_window_in_its_own_words(question, named):
    from zoneinfo import ZoneInfo

    from appliance.compose.words import window_named
    from appliance.understand.when import parse_time

    from dataclasses import replace

    time = parse_time(simplify(question), SEP_24 + 6 * DAY, ZoneInfo("Africa/Algiers"))
    assert window_named(replace(time, tz="Africa/Algiers")) == named     # the station's zone, as parse_question sets it


@pytest.mark.parametrize("question, m_per_min", [("¿Y si sube a 1.5?", 25.0), ("وإذا ولات 40 متر؟", 666.667),
                                                 ("and in 30 minutes?", 13.333)])
def test_a_drift_follow_up_with_a_bare_number_is_a_new_rate_in_the_unit_given_before(question, m_per_min):
    from appliance.understand import Frame
    from appliance.understand.followup import carry_over

    before = Frame(question="El incendio avanza a 0.8 km/h, ¿cuánto recorre en hora y media?", intents=["drift"],
                   horizon_min=90, rate_given=rate_given("El incendio avanza a 0.8 km/h"))
    now = Frame(question=question, intents=["drift"], horizon_min=horizon_minutes(simplify(question)))
    carry_over(now, before, simplify(question))
    assert now.rate_given["m_per_min"] == pytest.approx(m_per_min, abs=1e-3)


def test_a_count_follow_up_keeps_the_threshold_it_counted_by():
    from appliance.understand import Frame
    from appliance.understand.followup import carry_over

    before = Frame(question="how many days over 35 at SBA in July", intents=["summary"], stations=["sidi-bel-abbes"],
                   reading_threshold={"code": "temperature_c", "op": ">", "value": 35.0})
    now = Frame(question="and August?", intents=["summary"])
    carry_over(now, before, "and august?")
    assert now.reading_threshold == before.reading_threshold and now.stations == ["sidi-bel-abbes"]


def test_a_rate_and_a_distance_give_the_time_to_cover_it():
    from appliance.compose.ground import drift
    from appliance.compose.result import ComposeContext
    from appliance.understand import Frame
    from appliance.understand.rates import distance_to_cover

    question = "Fire's doing 10 m/min toward the subdivision, 2 km out. How long until it's there?"
    frame = Frame(question=question, intents=["drift"], rate_given=rate_given(question), distance_m=distance_to_cover(question))
    r = drift(ComposeContext(frame, {}, now=2.0, stations={}))
    assert r.served and "2 km in about 200 minutes (3 h 20)" in r.verdict and not r.warn
    assert distance_to_cover("the head does 2 km/h, how far in 30 min") is None     # a rate is no distance
