"""What a crew writes that the parsers missed this round: orders with a verb the box did not know ("page it to",
"appelle le chef", "notifica al alcalde", "engage deux camions", "بدّل الإعدادات"), a forecast that is the whole
question or one part of it, "de la mañana" that is no tomorrow, the wind's direction
asked after "+", "the index went past 30", "ce mois-là" that points back at the month named, "why so different?"
about both stations the session named, a crew's safety asked in Spanish, a town typed in lower case after "do you
have", and the answers that follow: the danger ranking beside a reading compared, the two stations side by side in
an explanation, the wettest day of a window, a crew's distance in whole metres."""
import pytest

from appliance.compose.result import ComposeContext
from appliance.compose.talk import _class_bounds, _two_stations
from appliance.compose.weather import compare_stations
from appliance.compose.words import stated_distance
from appliance.evaluation.reader_data import NOW, STATIONS
from appliance.understand.followup import carry_over
from appliance.understand.frame import Frame, TimeSpec
from appliance.understand.orders import asks_to_act
from appliance.understand.rates import decision_asked
from appliance.understand.read import read_slots
from appliance.understand.thresholds import danger_ranked, extreme_asked, reading_compared
from appliance.understand.unheld import unheld_part
from appliance.understand.wordlists import simplify
from tests.understand_frames import settled

DAY = 86400


@pytest.mark.parametrize("question, order", [
    ("Give me the Bejaia FWI and page it to every engine in the district.", True),
    ("Quel est le FFMC à Béjaïa ? Et appelle le chef de site pour le lui dire.", True),
    ("oye, temp y humedad en bejaia y de paso notifica al alcalde", True),
    ("Engage deux camions-citernes sur le feu de SBA, vite.", True),
    ("manda dos camiones a bejaia", True),
    ("بدّل الإعدادات تاعك وخلي التنبيه يطلع كي يفوت الـ FWI عشرة.", True),
    ("¿Sube o baja el FWI en SBA en la última semana?", False),       # goes up or down: no "raise"
    ("Comment s'appelle le code qui mesure le combustible ?", False),  # what it is called
])
def test_orders_with_verbs_a_crew_uses(question, order):
    assert asks_to_act(simplify(question)) is order


def test_a_forecast_that_is_the_whole_question_is_out_of_scope_and_one_part_of_it_is_added():
    whole = settled("What will the humidity be at SBA at 6 pm tonight?", ["current_conditions"])
    assert whole.intents == ["out_of_scope"]
    part = settled("What's the humidity at SBA, and what'll it drop to by 4 pm?", ["current_conditions"])
    assert part.intents == ["current_conditions", "out_of_scope"]
    assert part.unread == ["what'll it drop to by 4 pm"]
    past = settled("الرطوبة في سيدي بلعباس البارح مع الخمسة العشية", ["current_conditions"])
    assert past.intents == ["current_conditions"]            # yesterday evening: a past hour, no forecast
    direction = settled("wind sba in mph + direction pls", ["current_conditions"])
    # the part not held is warned of, and out of scope beside the speed (the batch brief's one convention)
    assert direction.intents == ["current_conditions", "out_of_scope"] and direction.unread


@pytest.mark.parametrize("question, kind", [
    ("¿y a las 7 de la mañana?", None), ("Humedad esta mañana en Béjaïa", None), ("¿y mañana?", "forecast"),
    ("Humidité à SBA maintenant, et cette nuit ?", "forecast"),
    ("Max temp at SBA in July, and which way was the wind blowing on the hottest day?", "direction"),
    ("wind sba in mph + direction pls", "direction"),
])
def test_what_the_box_does_not_hold(question, kind):
    found = unheld_part(question)
    assert (found[1] if found else None) == kind


@pytest.mark.parametrize("question, mark", [
    ("When the index went past 30 in Sidi Bel Abbes, did it always end in a fire?", (">", 30.0)),
    ("Historique : FWI au-delà de 12 à Béjaïa, combien de feux derrière ?", (">", 12.0)),
    ("كي يفوت FWI عشرين في بجاية، شحال من مرة شعلت النار؟", (">", 20.0)),
])
def test_an_fwi_mark_in_crew_words(question, mark):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert f.threshold == {"code": "fwi", "op": mark[0], "value": mark[1]}


def test_that_month_points_back_at_the_month_named_and_this_month_is_this_one():
    f, _ = read_slots("Combien de jours de feu en juillet à SBA, et le FWI max ce mois-là ?", now=NOW, stations=STATIONS)
    assert f.time.text == "en juillet"
    g, _ = read_slots("le FWI max ce mois à SBA", now=NOW, stations=STATIONS)
    assert g.time.start_ts <= NOW - 29 * DAY < g.time.start_ts + DAY       # 1 September, the box's month


def test_why_so_different_is_about_both_stations_the_session_named():
    previous = Frame(question="Et à Sidi Bel Abbès ?", intents=["current_conditions"], stations=["sidi-bel-abbes"],
                     session_stations=["bejaia", "sidi-bel-abbes"], time=TimeSpec("day", NOW - DAY, NOW, "hier"))
    for question in ("Pourquoi c'est plus sec là-bas ?", "why so diff", "Pourquoi un tel écart ?"):
        f = Frame(question=question, intents=["explain"])
        carry_over(f, previous, simplify(question))
        assert f.stations == ["bejaia", "sidi-bel-abbes"] and f.time.text == "hier"
    why = Frame(question="why?", intents=["explain"])
    carry_over(why, previous, "why?")
    assert why.stations == ["sidi-bel-abbes"]        # the answer just given


@pytest.mark.parametrize("question", ["So is it safe for me to go up there with the crew?",
                                      "¿Es seguro dejar sola a la cuadrilla en Béjaïa hoy?"])
def test_a_crews_safety_is_a_call_asked(question):
    assert decision_asked(question) == "engagement"


def test_a_town_typed_in_lower_case_after_do_you_have_is_out_of_scope_beside_the_list():
    f = settled("which stations do u have data for, do u have tlemcen", ["capabilities"])
    assert f.intents == ["capabilities", "out_of_scope"]


def test_the_spanish_name_of_algiers_is_algiers():
    f, _ = read_slots("Temperatura en Béjaïa y en Argel", now=NOW, stations=STATIONS)
    assert f.places == ["Alger"] and f.outside


def items():
    def danger(dev, fwi):
        return {"id": f"d-{dev}", "kind": "fire_weather", "device": dev, "ts": 1.0, "day": "2012-09-30",
                "danger": {"station": dev, "fwi": fwi, "danger_class": "very low", "provenance": "computed", "day": "2012-09-30"}}

    def reading(dev, rh, rain):
        return {"id": f"r-{dev}", "kind": "reading", "device": dev, "ts": 1.0, "temperature_c": 25, "rh_pct": rh,
                "wind_kmh": 14, "rain_mm": rain}

    return {"station_danger": [danger("sidi-bel-abbes", 0.5), danger("bejaia", 0.1)],
            "sensor_snapshot": [reading("sidi-bel-abbes", 64, 0.2), reading("bejaia", 78, 1.4)]}


def test_which_is_worse_and_which_had_more_rain_leads_with_both():
    question = "Which station is worse right now, and which had more rain?"
    text = simplify(question)
    frame = Frame(question=question, intents=["compare_stations"], reading_compared=reading_compared(text),
                  danger_ranked=danger_ranked(text))
    verdict = compare_stations(ComposeContext(frame, items(), now=2.0, stations={})).verdict
    assert verdict.startswith("Watch Sidi-Bel Abbes")
    assert "; Béjaïa is 1.2 mm wetter: rain 1.4 mm against 0.2 mm at Sidi-Bel Abbes" in verdict


def test_an_explanation_about_two_stations_puts_their_readings_side_by_side():
    frame = Frame(question="why so diff", intents=["explain"], stations=["bejaia", "sidi-bel-abbes"])
    line = _two_stations(ComposeContext(frame, items(), now=2.0, stations={}))
    assert line == ("Sidi-Bel Abbes is the drier of the two: relative humidity 64 % against 78 % at Béjaïa, "
                    "rain 0.2 mm against 1.4 mm")


@pytest.mark.parametrize("question, asked", [("Wettest day at Béjaïa in the last week, how many mm?", "rain_mm"),
                                             ("le jour le plus pluvieux à SBA en août ?", "rain_mm")])
def test_the_wettest_day_is_the_top_of_the_rain(question, asked):
    assert extreme_asked(simplify(question), []) == {"reading": asked, "end": "max"}


@pytest.mark.parametrize("metres, said", [(1575, "1.575 km"), (1250, "1.25 km"), (700, "700 m"), (1000, "1 km")])
def test_a_distance_from_the_crews_figures_is_said_in_whole_metres(metres, said):
    assert stated_distance(metres) == said


def test_an_explanation_of_a_danger_says_where_each_class_starts():
    # "why does that count as low?": the table the class is read from, from fireweather's own classes
    assert _class_bounds().endswith("very low below 5.2, low from 5.2, moderate from 11.2, high from 21.3, "
                                    "very high from 38, extreme from 50.")
