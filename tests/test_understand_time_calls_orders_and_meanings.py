"""Parts of a question found on d47 (dev since its one scoring) and d52 (after its arrival): "do we have time?" beside
a projection is a call asked of the box, an order after a question ("..., forward the frame to the command post",
"و ابعث إنذار للفرق", "et tu m'envoies ça par SMS ?"), a meaning or a threshold asked beside a figure ("C'est quoi l'ISI
et il est à combien ?"), where the other crews are (no data on the box), a station held beside a place outside, the
week a French summary names, and a turn about what the box does not hold between two that ask of a station and day."""
import time

import pytest

from appliance.understand import Frame
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
                                             ("il est à combien à Béjaïa ?", False)])
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


@pytest.mark.parametrize("question, concept", [
    ("Quel est l'IFM à Béjaïa, et à partir de combien c'est considéré élevé ?", "documents"),
    ("شحال FFMC في بلعباس ومن أي قيمة تشتعل الأعشاب بسهولة؟", "documents"),
    ("إلى أين سيمتد الحريق خلال الساعة القادمة؟", "spread"),
    ("L'humidité aujourd'hui à SBA et la moyenne de la semaine ?", "summary")])
def test_the_words_of_a_threshold_a_spread_and_a_weeks_average_are_read_as_their_concepts(question, concept):
    from appliance.understand.features import lexicon, lexicon_text

    assert lexicon()[concept].search(lexicon_text(simplify(question)))


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


def test_an_ability_asked_before_an_order_is_answered_beside_the_refusal():
    f = _settled("Tu peux envoyer des alertes SMS ? Si oui, envoie-en une aux pompiers de Béjaïa.", ["refuse"])
    assert set(f.intents) == {"refuse", "capabilities"}
    assert _settled("envoie une alerte aux pompiers de Béjaïa.", ["refuse"]).intents == ["refuse"]


@pytest.mark.parametrize("question, week", [("Résumé de la semaine à Sidi Bel Abbès : IFM max et température max ?", True),
                                            ("la humedad más baja de la semana en SBA", True),
                                            ("résumé de la semaine prochaine", False),
                                            ("¿Humedad en SBA ahora y la más baja de la semana?", False),
                                            ("IFM à SBA aujourd'hui", False)])
def test_the_week_a_summary_names_in_french_and_spanish_is_the_past_week(question, week):
    from appliance.understand import parse_question
    from tests.understand_frames import NOW, STATIONS

    t = parse_question(question, now=NOW, stations=STATIONS).time
    assert (t.kind == "last" and round((t.end_ts - t.start_ts) / 86400) == 7) is week


def test_a_turn_about_what_the_box_does_not_hold_keeps_the_sessions_station_and_day_for_the_next():
    from appliance.understand import parse_question
    from tests.understand_frames import NOW, STATIONS

    turns = [("condiciones en Bejaia ayer", ["current_conditions"]), ("what about the wind direction", ["out_of_scope"]),
             ("ok the day before then, temp and wind", ["current_conditions"])]
    previous = None
    for question, intents in turns:
        f = parse_question(question, now=NOW, stations=STATIONS, previous=previous)
        f.intents = intents
        settle(f, question, previous, False, STATIONS)
        previous = f
    yesterday = parse_question("condiciones en Bejaia ayer", now=NOW, stations=STATIONS).time
    assert f.stations == ["bejaia"] and f.time.kind == "day"
    assert round((yesterday.start_ts - f.time.start_ts) / 86400) == 1


def test_a_rate_said_with_an_article_for_per_is_the_crews_rate():
    from appliance.understand.rates import rate_given

    assert rate_given(simplify("Va a 25 metros el minuto; en 40 minutos ¿cuánto avanza?"))["m_per_min"] == 25.0
    assert rate_given(simplify("viento a 20 km la hora en SBA")) is None     # the wind's speed, no fire's rate
