"""What a crew writes in passing, read as typed slots: "il y a" and Darija "ولا" join no two asks, an arrival time is
the horizon ("ETA 15"), "بين 1 و10 سبتمبر" is a range of days, a clause asking how many days past a mark burned with no
time of its own counts the whole record, a question word inside a statement asks nothing, and a few words as data (an
order to "ping", the wind's side asked, a hill overlooking a station, a forest fire that is no forest near it)."""
from datetime import datetime, timezone

import pytest

from appliance.understand import make_station
from appliance.understand.intents import split_clauses
from appliance.understand.nearby import near_part
from appliance.understand.orders import asks_to_act
from appliance.understand.parse import parse_question, simplify
from appliance.understand.read import asks_nothing, fires_past_a_mark_apart, read_slots
from appliance.understand.unheld import unheld_part
from appliance.understand.when import horizon_minutes

NOW = datetime(2012, 9, 30, 12, 0, tzinfo=timezone.utc).timestamp()
STATIONS = [make_station("bejaia", "Béjaïa"), make_station("sidi-bel-abbes", "Sidi-Bel Abbes")]


@pytest.mark.parametrize("question, parts", [
    ("Quand l'humidité était sous 30 % à SBA, il y a eu feu combien de fois ?", 1),
    ("Humedad en SBA y temperatura en Béjaïa", 2),
    ("Quel vent fait-il et quelle humidité à SBA ?", 2),      # only "y" is guarded after "il"
    ("الـFWI في بجاية طالع ولا هابط من الثلاثاء؟", 1),
    ("الرطوبة في بجاية والريح في سيدي بلعباس؟", 2),
])
def test_il_y_a_and_darija_or_join_no_two_asks(question, parts):
    assert len(split_clauses(question)) == parts


@pytest.mark.parametrize("question, minutes", [
    ("Relay from Dozer 2: ROS est 40 m/min, ETA 15. drift?", 15),
    ("Vitesse de propagation 2,5 km/h, délai d'intervention 1 h. Déplacement de la tête ?", 60),
    ("ROS 30 m/min, ETA 1,5 h", 90),
    ("ETA 15h, how far?", None),            # a clock time in French
    ("ETA 15.30", None),
    ("dans un délai de 3 jours, quel risque ?", None),
    ("eta 0.4", None),
])
def test_an_arrival_time_is_the_horizon_in_minutes(question, minutes):
    assert horizon_minutes(simplify(question)) == minutes


@pytest.mark.parametrize("question", ["ما أعلى درجة حرارة سجلتها سيدي بلعباس بين 1 و10 سبتمبر؟", "وبين 1 و 10 سبتمبر؟"])
def test_an_arabic_between_two_days_is_a_range(question):
    t = parse_question(question, now=NOW, stations=STATIONS, read_places=False).time
    assert t.kind == "range"
    assert datetime.fromtimestamp(t.start_ts, tz=timezone.utc).day == 1
    assert (t.end_ts - t.start_ts) / 86400 == pytest.approx(10, abs=0.01)


@pytest.mark.parametrize("question, whole", [
    ("Combien de jours de feu à Béjaïa en juillet, et sur les jours à FWI > 5, combien ont brûlé ?", True),
    ("Max FWI in July at Béjaïa, and of past days above 20 there how many burned?", True),
    ("In August at SBA, of the days with FWI over 15, how many burned?", False),
    ("How many fire days at Bejaia in June, and of the June days with FWI above 3, how many burned?", False),
    ("FWI máximo en Sidi Bel Abbès en agosto, y de los días de ese mes con FWI por encima de 25, ¿cuántos ardieron?", False),
    # the mark's clause names this season and the count is a clause apart
    ("أعلى حرارة في سيدي بلعباس في جويلية؟ ومن بين الأيام اللي فات فيها FWI 10 هاد الموسم، شحال شعلت فيها النار؟", True),
    ("En juin à Béjaïa : les jours à plus de 30 °C, et parmi eux combien de feux ?", False),
])
def test_fires_past_a_mark_counted_in_a_clause_with_no_time_count_the_whole_record(question, whole):
    f = parse_question(question, now=NOW, stations=STATIONS, read_places=False)
    assert fires_past_a_mark_apart(f, question, NOW, STATIONS) is whole


@pytest.mark.parametrize("question, part, nothing", [
    ("hi, first week volunteering so sorry if this is a dumb one... how hot is it at Sidi Bel Abbes today?",
     "hi, first week volunteering so sorry if this is a dumb one...", True),
    ("Box, this is the duty officer. Give me the FWI at SBA.", "Box, this is the duty officer.", True),
    ("واش نبقاو هنا. الرطوبة في بجاية؟", "واش نبقاو هنا.", False),
])
def test_a_question_word_inside_a_statement_asks_nothing_one_opening_it_does(question, part, nothing):
    slots, _ = read_slots(part, now=NOW, stations=STATIONS)
    assert asks_nothing(part, question, slots) is nothing


def test_ping_my_captain_is_an_order():
    assert asks_to_act(simplify("What does LCES stand for? Also ping my captain that I've read it."))


@pytest.mark.parametrize("question, direction", [
    ("Où il y a le plus de vent aujourd'hui, Bejaia ou Sidi Bel Abbès ? et il souffle de quel côté ?", True),
    ("سيدي بلعباس: الريح بالعقدة، ومنين راهي تهب؟", True),
    ("Le feu arrive de quel côté ?", False),       # where the fire comes from, not the wind
])
def test_the_side_the_wind_blows_from_is_not_held(question, direction):
    found = unheld_part(question)
    assert (found is not None and found[1] == "direction") is direction


@pytest.mark.parametrize("question, near", [
    ("احنا فوق الجبل اللي يطل على سيدي بلعباس، واش الريح تما؟", True),
    ("we're up on the ridge overlooking SBA, wind there?", True),
    ("Niveau de risque feux de forêt sur SBA ?", False),
    ("forest fire danger at SBA today?", False),
])
def test_a_hill_overlooking_a_station_is_near_it_a_forest_fire_is_no_forest(question, near):
    assert bool(near_part(question)) is near
