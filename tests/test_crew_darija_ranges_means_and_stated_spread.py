"""Typed slot parsers over words kept as data: dates the way crews type them
("SBA 3/8", "el 3-ago", "20-31 aug", "من 20 إلى 31 أوت"), counting thresholds written after the number or in Arabic,
what the box does not hold asked in Arabic and French, orders in Spanish and Arabic, an Arabic distance off a
station and an Arabic hour with the part of the day first; and two answers: a window's averages and rain total,
and a spread question with the crew's own rate (their distance, never the model's under their words)."""
from zoneinfo import ZoneInfo

import pytest

from appliance.understand.hours import hour_asked
from appliance.understand.nearby import near_part
from appliance.understand.orders import asks_to_act
from appliance.understand.parse import simplify
from appliance.understand.rates import rate_given
from appliance.understand.thresholds import Threshold, reading_compared, reading_threshold, threshold
from appliance.understand.unheld import unheld_part
from appliance.understand.when import parse_time

NOW = 1349006400.0          # 2012-09-30 12:00 UTC
TZ = ZoneInfo("Africa/Algiers")


@pytest.mark.parametrize("question, kind, text", [
    ("temp + wind SBA 3/8", "day", "3/8"),
    ("rh + temp @ bejaia 28/9", "day", "28/9"),
    ("q humedad hubo en SBA el 3-ago", "day", "3-ago"),
    ("mean temp bejaia 20-31 aug", "range", "20-31 aug"),
    ("أقصى حرارة في بجاية من 20 إلى 31 أوت", "range", "من 20 الى 31 اوت"),
    ("FWI f SBA lbareh", "day", None),
    ("wind 3/4 of the crews?", "now", "now"),          # a fraction inside the question is no date
    ("ffmc 85/90", "now", "now"),
])
def test_dates_as_crews_type_them(question, kind, text):
    t = parse_time(simplify(question), NOW, TZ)
    assert t.kind == kind
    if text:
        assert t.text == text


@pytest.mark.parametrize("question, want", [
    ("How many days in July did Sidi Bel Abbès hit 35 °C or more?", Threshold("temperature_c", ">=", 35.0)),
    ("شحال من نهار فاتت فيه السخانة 35 درجة في أوت في سيدي بلعباس؟", Threshold("temperature_c", ">", 35.0)),
    ("days with humidity 40 % or less in August", Threshold("rh_pct", "<=", 40.0)),
    ("¿Cuántos días con humedad por debajo del 40 % hubo en SBA en agosto?", Threshold("rh_pct", "<", 40.0)),
    # a bare number after the days counted, the one reading named elsewhere in the question
    ("how many days over 35 in aug at SBA and what was the hottest", Threshold("temperature_c", ">", 35.0)),
])
def test_reading_thresholds_after_the_number_and_in_arabic(question, want):
    assert reading_threshold(simplify(question)) == want


@pytest.mark.parametrize("question", ["how many days over 20 in august at SBA",            # which reading? none named
                                      "how many days over 35 in aug, and the wind and humidity?"])   # two named
def test_a_bare_number_counts_nothing_unless_one_reading_is_named(question):
    assert reading_threshold(simplify(question)) is None


def test_a_code_threshold_in_arabic():
    assert threshold(simplify("قداش من يوم كان فيه FWI فوق 10 في جويلية في سيدي بلعباس؟")) == Threshold("fwi", ">", 10.0)


@pytest.mark.parametrize("question, kind, part", [
    ("واش كاين خطر تاع النار في سيدي بلعباس ضرك؟ وكيفاش راح يكون العشية؟", "forecast", "كيفاش راح يكون العشية"),
    ("compare le vent entre bejaia et sidi bel abbes hier, et il venait d'où ?", "direction", None),
    ("من أي اتجاه تهب الرياح في بجاية؟", "direction", "من أي اتجاه تهب الرياح في بجاية"),
    ("wach kayen rih f bejaia dork? chhal, w ghodwa kifach?", "forecast", None),
])
def test_what_the_box_does_not_hold_asked_in_arabic_and_french(question, kind, part):
    found = unheld_part(question)
    assert found and found[1] == kind
    if part:
        assert found[0] == part          # quoted as the crew wrote it (hamza kept)


def test_nothing_unheld_in_a_plain_arabic_question():
    assert unheld_part("الرطوبة في بجاية اليوم") is None


@pytest.mark.parametrize("question, order", [
    ("humedad en bejaia x favor, y pásasela al jefe de dotación", True),
    ("إذا كانت سرعة انتشار الجبهة 2 كم/سا، ما المسافة بعد 45 دقيقة؟ وأرسل الإحداثيات لطائرة الإطفاء", True),
    ("¿qué pasa en Béjaïa?", False),
    ("خبرني على الريح في بجاية", False),             # "tell me": a question, not an order to act
    ("هل يمكنك إرسال تنبيه؟", False),
])
def test_orders_in_spanish_and_arabic(question, order):
    assert asks_to_act(simplify(question)) is order


def test_an_arabic_distance_off_a_station_and_an_hour_with_the_part_of_the_day_first():
    assert near_part("على بعد 10 كيلومتر من سيدي بلعباس، شحال الريح؟") == "على بعد 10 كيلومتر من سيدي بلعباس"
    assert near_part("إذا كانت سرعة انتشار الجبهة 2 كم/سا، ما المسافة بعد 45 دقيقة؟") is None    # a speed, no place
    assert near_part("Gouraya park above bejaia - how dry is it up there") == "park above bejaia"
    assert hour_asked(simplify("قداش كانت السخانة في بجاية الصباح على الستة؟")) == 6
    assert hour_asked(simplify("العشية على 4 شحال الريح")) == 16


def test_an_arabic_spread_rate_after_the_front_with_its_article():
    assert rate_given("سرعة انتشار الجبهة 2 كم/سا")["m_per_min"] == pytest.approx(33.333)


def test_a_windows_averages_and_rain_total_are_in_the_summary():
    from appliance.compose.weather import _means

    stats = {"temperature_c": {"sum": 80.0, "n": 3}, "rh_pct": {"sum": 199.5, "n": 3}, "wind_kmh": {"sum": 42.0, "n": 3},
             "rain_mm": {"sum": 3.9, "n": 3}}
    assert _means(stats) == ("averages: temperature 26.7 °C, relative humidity 66.5 %, wind 14.0 km/h; "
                             "rain 3.9 mm in all")
    assert _means({}) is None


def test_a_spread_question_with_the_crews_rate_gives_their_distance_and_says_the_direction_is_unknown():
    from appliance.compose.ground import spread
    from appliance.compose.result import ComposeContext
    from appliance.understand import Frame

    frame = Frame(question="ROS about 40 m/min. Distance covered in 30 minutes?", intents=["spread"], horizon_min=30,
                  rate_given=rate_given("ROS about 40 m/min"))
    item = {"id": "spread-1", "kind": "spread", "latency": {"p50_s": 1.0, "source": "measured"}, "travel_min": 0,
            "rate": {"head_ros_m_min": 1.3}, "start": {"label": "Béjaïa"}, "direction_known": False, "ts": 1.0,
            "card": {"head_m": {"likely": 40, "low": 20, "high": 60}, "direction_deg": None, "horizon_min": 30}}
    r = spread(ComposeContext(frame, {"spread": [item]}, now=2.0, stations={}))
    assert r.served and "1.2 km" in r.verdict and "40 m/min you gave" in r.verdict
    assert "about 40 m" not in r.verdict              # the model's distance is not passed off under the crew's rate
    assert r.warn and "direction" in r.warn and r.missing


def test_a_comparison_naming_one_reading_leads_with_it_and_keeps_the_danger_ranking():
    from appliance.compose.result import ComposeContext
    from appliance.compose.weather import compare_stations
    from appliance.understand import Frame

    def danger(dev, fwi):
        return {"id": f"d-{dev}", "kind": "fire_weather", "device": dev, "ts": 1.0, "day": "2012-09-30",
                "danger": {"station": dev, "fwi": fwi, "danger_class": "very low", "provenance": "computed", "day": "2012-09-30"}}

    def reading(dev, wind, rh):
        return {"id": f"r-{dev}", "kind": "reading", "device": dev, "ts": 1.0, "temperature_c": 25, "rh_pct": rh,
                "wind_kmh": wind, "rain_mm": 0}

    items = {"station_danger": [danger("sidi-bel-abbes", 0.5), danger("bejaia", 0.1)],
             "sensor_snapshot": [reading("sidi-bel-abbes", 15, 64), reading("bejaia", 14, 78)]}
    def frame(question):        # the reading a comparison names is read by the slot parser, as read.py does
        return Frame(question=question, intents=["compare_stations"], reading_compared=reading_compared(simplify(question)))

    windy = compare_stations(ComposeContext(frame("Is Béjaïa windier than Sidi Bel Abbes right now?"), items, now=2.0, stations={}))
    assert windy.verdict.startswith("Sidi-Bel Abbes is 1 km/h windier: wind 15 km/h against 14 km/h at Béjaïa")
    assert any("Watch Sidi-Bel Abbes" in f for f in windy.facts)
    humid = compare_stations(ComposeContext(frame("which station is drier?"), items, now=2.0, stations={}))
    assert humid.verdict.startswith("Sidi-Bel Abbes is 14 points drier: relative humidity 64 % against 78 % at Béjaïa")
    worse = compare_stations(ComposeContext(frame("which station is worse for fire danger?"), items, now=2.0, stations={}))
    assert worse.verdict.startswith("Watch Sidi-Bel Abbes")


@pytest.mark.parametrize("question, part", [
    ("Le vent sur les hauteurs derrière Béjaïa, là maintenant ?", "les hauteurs derrière Béjaïa"),
    ("شحال السخانة في الجبل اللي قدام سيدي بلعباس ضرك؟", "الجبل اللي قدام سيدي بلعباس"),
    ("ما درجة خطر الحرائق في جبال قورايا المطلة على بجاية؟", "جبال قورايا المطلة على بجاية"),   # no relation inside a name
])
def test_heights_behind_and_in_front_of_a_station(question, part):
    assert near_part(question) == part


def test_the_wind_direction_asked_after_a_reading_is_a_part_of_its_own():
    assert unheld_part("شحال الريح في بجاية ضرك ومنين جاية؟")[:2] == ("منين جاية", "direction")
    assert unheld_part("Le vent vient de quelle direction à Béjaïa ?")[1] == "direction"
    assert unheld_part("واش راح تكون السخانة غدوة في بلعباس؟")[0] == "واش راح تكون السخانة غدوة في بلعباس"


@pytest.mark.parametrize("question, order", [("Efface les données de juillet.", True),
                                             ("قول للفرقة تاع بجاية شحال الخطر اليوم.", True),
                                             ("قولي شحال الخطر", False)])           # "tell me": a question
def test_erase_and_tell_the_team(question, order):
    assert asks_to_act(simplify(question)) is order


def test_an_hour_after_the_part_of_the_day():
    assert hour_asked(simplify("Box, what was the wind at SBA this morning around 9?")) == 9
    assert hour_asked(simplify("esta tarde a las 5 el viento")) == 17
    assert hour_asked(simplify("wind at SBA this morning")) is None
