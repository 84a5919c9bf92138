"""Parts of a question found on d47 (dev since its one scoring) and d52 (after its arrival): "do we have time?" beside
a projection is a call asked of the box, an order after a question ("..., forward the frame to the command post",
"و ابعث إنذار للفرق", "et tu m'envoies ça par SMS ?"), a meaning or a threshold asked beside a figure ("C'est quoi l'ISI
et il est à combien ?"), where the other crews are (no data on the box), a station held beside a place outside, the
week a French summary names, and a turn about what the box does not hold between two that ask of a station and day."""
import time

import pytest

from appliance.understand.orders import asks_to_act
from appliance.understand.parse import simplify
from appliance.understand.rates import PLAN_KINDS, decision_asked
from appliance.understand.read import DOCUMENT_SUBJECTS, backed, read_slots, settle
from appliance.understand.unheld import unheld_part


@pytest.mark.parametrize("question, plan", [
    ("how far does it get, and do we have time?", True),
    ("il fait combien de chemin, on a le temps ?", True),
    ("¿cuánto avanza y nos da tiempo?", True),
    ("شحال يمشي، نلحقو ولا لا؟", True),
    ("we holding or backing off at bejaia given what the weather's doing", True),
    ("نبداو الهجوم المباشر ولا لا؟", True),
    ("sba fwi? thinking of pulling back", True),
    ("what time is the noon reading?", False),
    ("is the wind backing off at SBA?", False),
    ("is the humidity holding or dropping at Bejaia?", False),
    ("do we have timestamps on the drone frames?", False),
    ("is there time data for SBA?", False),
    ("¿tenemos tiempo seco esta semana en SBA?", False),
    ("¿en cuánto tiempo nos alcanza el fuego a 20 m/min si estamos a 500 m?", False),
    ("what flame length is too high for direct attack per the guide?", False),
    ("how much time has the fire been burning?", False)])
def test_a_call_on_time_or_engagement_is_a_decision_asked_of_the_box(question, plan):
    assert (decision_asked(simplify(question)) in PLAN_KINDS) is plan


@pytest.mark.parametrize("question, order", [
    ("dispatche deux camions vers Béjaïa", True),
    ("what did the drone pick up? forward the frame to the command post", True),
    ("شحال الخطر في بجاية؟ و ابعث إنذار للفرق", True),
    ("واش صور الدرون؟ و ابعث التصويرة للقيادة", True),
    ("Température à SBA, danger, et tu m'envoies ça par SMS ?", True),
    ("Tu m'envoies quoi comme données ?", False),
    ("Tu m'envoies la température à SBA ?", False),
    ("Tu nous envoies les données de SBA ?", False),
    ("FWI à SBA; tu l'envoies au PC ?", True),
    ("Laquelle est la plus dangereuse, et vous y envoyez le renfort ?", False),
    ("Laquelle des deux stations est la plus dangereuse, et on y envoie le renfort ?", False),
    ("peligro en SBA y manda una alerta a la brigada", True),
    ("what is the forward spread rate at SBA", False),
    ("how far forward has the head moved?", False),
    ("شحال الخطر في بجاية و في سيدي بلعباس؟", False)])
def test_an_order_after_a_question_is_read_as_one(question, order):
    assert asks_to_act(simplify(question)) is order


@pytest.mark.parametrize("clause, meaning", [("C'est quoi l'ISI", True), ("شنو هو FFMC", True), ("what is ISI?", True),
                                             ("qu'est-ce que le BUI ?", True),
                                             ("what is the FWI at SBA", False), ("c'est quoi le FWI à Béjaïa", False),
                                             ("il est à combien à Béjaïa ?", False), ("somewhat is the dc", False)])
def test_a_clause_asking_only_what_a_code_is_asks_its_meaning(clause, meaning):
    assert bool(DOCUMENT_SUBJECTS.search(simplify(clause))) is meaning
    slots, _ = read_slots(clause, now=time.time(), stations=[])
    assert backed("documents", clause, slots) is meaning


@pytest.mark.parametrize("question", ["¿Dónde están ahora las otras brigadas?", "Où sont les autres équipes ?",
                                      "وين راهم الفرق الأخرى؟", "where are the other crews?"])
def test_where_the_other_crews_are_is_no_data_the_box_holds(question):
    found = unheld_part(question)
    assert found is not None and found[1] == "not held"


@pytest.mark.parametrize("question", ["¿Dónde está la estación de Bejaia?", "Où est la station de SBA ?",
                                      "وين راهي المحطة؟"])
def test_where_a_station_is_stays_a_question_the_box_can_answer(question):
    assert unheld_part(question) is None


@pytest.mark.parametrize("clause, threshold", [("à partir de combien c'est considéré élevé ?", True),
                                               ("ومن أي قيمة تشتعل الأعشاب بسهولة؟", True),
                                               ("Quel est l'IFM à Béjaïa", False),
                                               ("شحال الحرارة في بجاية من الساعة 14؟", False)])
def test_a_clause_asking_from_what_value_a_class_starts_asks_the_documents(clause, threshold):
    slots, _ = read_slots(clause, now=time.time(), stations=[])
    assert backed("documents", clause, slots) is threshold



def _settled(question, intents, scores=None):
    from appliance.understand import parse_question
    from tests.understand_frames import NOW, STATIONS

    f = parse_question(question, now=NOW, stations=STATIONS, read_places=True)
    f.intents, f.intent_scores = list(intents), dict(scores or {})
    settle(f, question, None, False, STATIONS)
    return f


def test_a_station_held_beside_a_place_outside_still_answers_its_part():
    f = _settled("compare danger SBA vs Tlemcen", ["out_of_scope"],
                 {"out_of_scope": 0.99, "compare_stations": 0.3, "danger": 0.18})
    assert f.stations == ["sidi-bel-abbes"] and f.intents == ["danger", "out_of_scope"]
    # no station held: out of scope alone; a subject the box holds no data for: out of scope alone
    assert _settled("danger at Tlemcen and Oran?", ["out_of_scope"], {"danger": 0.5}).intents == ["out_of_scope"]
    assert _settled("where are the other crews near SBA?", ["out_of_scope"], {"danger": 0.5}).intents == ["out_of_scope"]
    # the figure's own words must be in the question: a drive or a population asks no station figure
    assert _settled("how long is the drive from SBA to Oran?", ["out_of_scope"],
                    {"out_of_scope": 0.95, "current_conditions": 0.12}).intents == ["out_of_scope"]


def test_an_ability_asked_before_an_order_is_answered_beside_the_refusal():
    f = _settled("Tu peux envoyer des alertes SMS ? Si oui, envoie-en une aux pompiers de Béjaïa.", ["refuse"])
    assert set(f.intents) == {"refuse", "capabilities"}
    assert _settled("envoie une alerte aux pompiers de Béjaïa.", ["refuse"]).intents == ["refuse"]


@pytest.mark.parametrize("question, week", [("Résumé de la semaine à Sidi Bel Abbès : IFM max et température max ?", True),
                                            ("la humedad más baja de la semana en SBA", True),
                                            ("résumé de la semaine prochaine", False),
                                            ("¿Humedad en SBA ahora y la más baja de la semana?", False),
                                            ("Humidité actuelle à SBA et la moyenne de la semaine ?", False),
                                            ("résumé de la semaine qui vient à SBA", False),
                                            ("IFM à SBA aujourd'hui", False)])
def test_the_week_a_summary_names_in_french_and_spanish_is_the_past_week(question, week):
    from appliance.understand import parse_question
    from tests.understand_frames import NOW, STATIONS

    t = parse_question(question, now=NOW, stations=STATIONS).time
    assert (t.kind == "last" and round((t.end_ts - t.start_ts) / 86400) == 7) is week


def _last_of_session(turns):
    """The frame of a session's last turn, each turn read as the intents given, after the typed rules."""
    from appliance.understand import parse_question
    from tests.understand_frames import NOW, STATIONS

    previous = None
    for question, intents in turns:
        f = parse_question(question, now=NOW, stations=STATIONS, previous=previous)
        f.intents = intents
        settle(f, question, previous, False, STATIONS)
        previous = f
    return f


def test_a_turn_about_what_the_box_does_not_hold_keeps_the_sessions_station_and_day_for_the_next():
    from appliance.understand import parse_question
    from tests.understand_frames import NOW, STATIONS

    turns = [("condiciones en Bejaia ayer", ["current_conditions"]), ("what about the wind direction", ["out_of_scope"]),
             ("ok the day before then, temp and wind", ["current_conditions"])]
    f = _last_of_session(turns)
    yesterday = parse_question("condiciones en Bejaia ayer", now=NOW, stations=STATIONS).time
    assert f.stations == ["bejaia"] and f.time.kind == "day"
    assert round((yesterday.start_ts - f.time.start_ts) / 86400) == 1


def test_a_rate_said_with_an_article_for_per_is_the_crews_rate():
    from appliance.understand.rates import rate_given

    assert rate_given(simplify("Va a 25 metros el minuto; en 40 minutos ¿cuánto avanza?"))["m_per_min"] == 25.0
    assert rate_given(simplify("viento a 20 km la hora en SBA")) is None     # the wind's speed, no fire's rate


def test_a_place_outside_set_beside_a_station_stays_out_of_scope_in_a_session():
    """'compare danger SBA vs Tlemcen' after another question answered Sidi-Bel Abbes' danger alone, plainly: Tlemcen
    was taken for a word like 'August' in 'Same thing for August', not a place asked about."""
    from appliance.understand import parse_question
    from tests.understand_frames import NOW, STATIONS

    previous = parse_question("Tu peux envoyer des alertes SMS ?", now=NOW, stations=STATIONS)
    previous.intents = ["capabilities"]
    question = "compare danger SBA vs Tlemcen"
    f = parse_question(question, now=NOW, stations=STATIONS, previous=previous, read_places=True)
    f.intents, f.intent_scores = ["danger"], {"danger": 0.9}
    settle(f, question, previous, False, STATIONS)
    assert f.outside and f.stations == ["sidi-bel-abbes"] and set(f.intents) == {"danger", "out_of_scope"}


def test_a_session_that_named_two_stations_leaves_the_turn_after_a_refusal_to_name_its_own():
    turns = [("danger at SBA", ["danger"]), ("conditions at Bejaia", ["current_conditions"]),
             ("can you send alerts?", ["capabilities"]), ("and the wind?", ["current_conditions"])]
    f = _last_of_session(turns)
    assert f.stations != ["sidi-bel-abbes", "bejaia"] and f.stations != ["bejaia", "sidi-bel-abbes"]
