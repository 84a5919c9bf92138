"""What the crew states in the question (a spread rate) and the units it asks for are read as typed slots
(understand/rates.py), and a stated rate outranks the box's own model in the drift answer."""
import pytest

from appliance.understand.rates import rate_given, travel_minutes, units_asked


@pytest.mark.parametrize("question, m_per_min", [
    ("The head is moving 25 m a minute and the engine is 20 minutes away. How far will it have gone?", 25.0),
    ("40 m/min, dozer 15 out, how far by then", 40.0),
    ("fire's running about 1.2 km/h, where will it be in an hour", 20.0),
    ("front doing 5 chains an hour", 1.676),
    ("le feu avance de 30 mètres par minute, on arrive dans 10 minutes", 30.0),
    ("el fuego avanza 12 metros por minuto", 12.0),
    ("النار تتقدم 30 متر في الدقيقة", 30.0),
    ("the flank is creeping 8 metres each minute", 8.0),                  # a distance, a 'per' word, a time: composed
    ("head's making 2 ft a second", 36.58),
    ("الحريق يتقدم 3 كلم في الساعة", 50.0),
    ("le front avance à 6 m/mn", 6.0),
    ("A 1,8 km/h, ¿qué distancia recorre la cabeza en 20 min?", 30.0),   # the fire word after the speed
])
def test_a_spread_rate_given_in_the_question_is_read_in_metres_per_minute(question, m_per_min):
    assert rate_given(question)["m_per_min"] == pytest.approx(m_per_min, abs=0.01)


@pytest.mark.parametrize("question", [
    "wind 30 km/h at Béjaïa, how far will the head go in 20 minutes",   # the wind, not the fire's rate
    "our kestrel reads 35 km/h wind at SBA, how far will the head run in 30 minutes?",    # the wind word after it
    "tenemos 30 km/h de viento, ¿cuánto avanza la cabeza en 20 min?",
    "we drove in at 60 km/h",                                             # a vehicle, no fire word
    "how far will the head go in 30 minutes",                             # nothing stated
])
def test_a_wind_or_a_vehicle_speed_is_no_spread_rate(question):
    assert rate_given(question) is None


@pytest.mark.parametrize("question, units", [
    ("wind at Béjaïa in mph?", ["mph"]),
    ("temperature at SBA in fahrenheit", ["fahrenheit"]),
    ("temp in °F and wind in knots please", ["knots", "fahrenheit"]),
    ("the wind is 20 mph here, what does the station say", []),          # a figure given, not a unit asked
    ("wind at Sidi in m/s", ["m/s"]),
    ("el viento en Béjaïa en kilómetros por hora", ["kmh"]),             # a speed unit named by its parts
    ("le vent à SBA en milles à l'heure", ["mph"]),
    ("vent à Béjaïa en nœuds", ["knots"]),                               # the ligature read as "noeuds"
    ("الريح في بجاية بالمتر في الثانية", ["m/s"]),
    ("the head did 20 km an hour last night", []),                       # a figure given, not a unit asked
])
def test_units_asked_for_are_read_and_a_figure_given_is_not_a_unit_asked(question, units):
    assert sorted(units_asked(question)) == sorted(units)


@pytest.mark.parametrize("question, minutes, m_per_min", [
    ("we're 9 km from it, driving at 45 km/h, head doing 20 m a minute: how far before we arrive?", 12, 20.0),
    ("on est à 15 km, le camion roule à 60 km/h, le feu avance de 20 m/min", 15, 20.0),
    ("we are 5 miles out, driving 30 mph", 10, None),                    # the vehicle's speed is no spread rate
    ("the fire is 3 km north of the station", None, None),               # a distance without a speed: no travel time
])
def test_a_stated_distance_and_road_speed_give_the_crews_travel_time(question, minutes, m_per_min):
    assert travel_minutes(question) == minutes
    assert (rate_given(question) or {}).get("m_per_min") == m_per_min


def test_the_drift_answer_uses_the_crews_rate_and_shows_the_boxs_own_beside_it():
    from appliance.compose.ground import drift
    from appliance.compose.result import ComposeContext
    from appliance.understand import Frame

    frame = Frame(question="40 m a minute, dozer 15 minutes out, how far by then?", intents=["drift"], horizon_min=15,
                  rate_given=rate_given("40 m a minute"))
    spread = {"id": "spread-1", "kind": "spread", "latency": {"p50_s": 1.0, "source": "measured"}, "travel_min": 0,
              "rate": {"head_ros_m_min": 0.6}, "start": {"label": "Béjaïa"}, "direction_known": False, "ts": 1.0}
    r = drift(ComposeContext(frame, {"spread": [spread]}, now=2.0, stations={}))
    assert r.served
    assert "600 m" in r.verdict and "40 m a minute" in r.verdict
    assert any("0.6 m/min" in f and "less than 10 m" in f and "about less" not in f for f in r.facts)


def test_the_drift_answer_without_a_stated_rate_is_the_boxs_model():
    from appliance.compose.ground import drift
    from appliance.compose.result import ComposeContext
    from appliance.understand import Frame

    frame = Frame(question="how far will it move before we get there", intents=["drift"])
    spread = {"id": "spread-1", "kind": "spread", "latency": {"p50_s": 120.0, "source": "measured"}, "travel_min": 0,
              "rate": {"head_ros_m_min": 10.0}, "start": {"label": "Béjaïa"}, "direction_known": False, "ts": 1.0}
    r = drift(ComposeContext(frame, {"spread": [spread]}, now=2.0, stations={}))
    assert "about 20 m" in r.verdict


def test_figures_come_in_the_units_asked_beside_the_boxs_own():
    from appliance.compose.weather import weather_words

    r = {"temperature_c": 25, "rh_pct": 40, "wind_kmh": 16.09344, "rain_mm": 0}
    words = weather_words(r, ["mph", "fahrenheit"])
    assert "25 °C (77 °F)" in words and "16.0934 km/h (10 mph)" in words
    assert "°F" not in weather_words(r)


@pytest.mark.parametrize("metres, said", [(875, "875 m"), (1575, "1.575 km"), (1250, "1.25 km"),
                                          (2000 / 60 * 50, "1.67 km"), (1000, "1 km")])
def test_a_distance_from_the_crews_figures_is_exact_when_whole_and_to_ten_metres_when_not(metres, said):
    from appliance.compose.words import stated_distance

    assert stated_distance(metres) == said       # 2 km/h for 50 min is 1666.67 m: "1.67 km", never "1.667 km"


@pytest.mark.parametrize("question, minutes", [("¿Y si tardamos 25?", 25), ("what if it takes us 40?", 40),
                                               ("et si on met 35 ?", 35), ("¿y si tardamos 2 horas?", 120),
                                               ("what if we take 25 km/h on the road?", None)])
def test_the_crews_travel_minutes_said_as_how_long_they_take_are_the_horizon(question, minutes):
    from appliance.understand.when import horizon_minutes

    assert horizon_minutes(question) == minutes


def test_the_drift_answer_over_the_minutes_named_runs_the_model_that_long_on_the_crews_wind():
    from appliance.compose.ground import drift
    from appliance.compose.result import ComposeContext
    from appliance.understand import Frame

    frame = Frame(question="Wind on our kestrel is 30 km/h. How far does the head get in 15 min?", intents=["drift"],
                  horizon_min=15)
    spread = {"id": "spread-1", "kind": "spread", "latency": {"p50_s": 1.0, "source": "measured"}, "travel_min": 0,
              "rate": {"head_ros_m_min": 2.4}, "start": {"label": "Béjaïa"}, "direction_known": False, "ts": 1.0,
              "wind": {"wind_kmh": 30.0, "source": "crew"}}
    r = drift(ComposeContext(frame, {"spread": [spread]}, now=2.0, stations={}))
    # 15 minutes at 2.4 m/min, not the answer's own second of delay
    assert r.verdict == "In 15 minutes the head moves about 40 m"
    assert any("with the 30 km/h wind you gave" in f for f in r.facts)


def test_the_crews_own_reading_is_given_beside_the_stations():
    from appliance.compose.result import ComposeContext
    from appliance.compose.weather import current_conditions
    from appliance.understand import Frame
    from appliance.understand.crew_figures import crew_figures

    q = "kestrel says RH 40% and 31 degrees at our spot in Bejaia, station agree?"
    frame = Frame(question=q, intents=["current_conditions"], crew_figures=crew_figures(q))
    reading = {"id": "r1", "kind": "reading", "device": "bejaia", "ts": 1.0, "temperature_c": 25.0, "rh_pct": 64.0,
               "wind_kmh": 14.0, "rain_mm": 0.0}
    r = current_conditions(ComposeContext(frame, {"sensor_snapshot": [reading]}, now=2.0, stations={}))
    assert any("Your own relative humidity: 40 %" in f and "64 %, 24 points higher than yours" in f for f in r.facts)
    assert any("Your own temperature: 31 °C" in f and "25 °C, 6 °C lower than yours" in f for f in r.facts)
