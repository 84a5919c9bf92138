"""What stop 60's fresh batches (d94-d97) showed the box answering as if whole, read as data or a typed slot: a
24-hour time with no "h" ("viento en Béjaïa ayer a las 21") is an hour asked; "20 thru 31 aug" is a span; Darija's
"had simana" is the past week; a town typed in lower case ("fwi bejaia and algiers") or with "'s" ("Oran's danger
class") is a place the box does not hold; "3 km above Sidi Bel Abbès" and "le poste forestier juste au-dessus de
SBA" are near the station, not at it; "note-le dans la main courante", "mandas un aviso al grupo", "k log it on the
board" are orders; "نقعدو" (do we stay), "on renforce le dispositif", "pull em back" are plans; "والFWI" names the
FWI; Arabic's defensible space and zones are the guide's; a plan for tonight asks no forecast of the reader; and a
short follow-up in a session that has named two stations ("¿Cuál tuvo más?") is read with both."""
from datetime import datetime, timezone

import pytest

from appliance.understand.features import feature_names, question_features, unheld_asked
from appliance.understand.hours import hour_asked
from appliance.understand.nearby import near_part
from appliance.understand.orders import asks_to_act
from appliance.understand.parse import parse_question
from appliance.understand.places import mentioned, read_places
from appliance.understand.rates import decision_asked
from appliance.understand.read import backed
from appliance.understand.wordlists import simplify
from tests.understand_frames import NOW, STATIONS, frame, session


@pytest.mark.parametrize("question, hour", [
    ("viento en Béjaïa ayer a las 21", 21),
    ("vent à Béjaïa hier à 21", 21),
    ("wind at Bejaia yesterday at 21?", 21),
    ("¿Qué viento había en Béjaïa anoche a las 11?", 22),          # "anoche" still makes 11 the evening's
    # no hour: a mark, a date, a count of stations
    ("Parmi les jours à FWI supérieur à 15 à Sidi Bel Abbès, combien de feux ? Et le FWI d'aujourd'hui ?", None),
    ("Put Bejaia's wind on 14 Aug next to today's wind.", None),
    ("comparame la humedad de las 2 estaciones ahora", None),
    ("viento a las 21 de ayer", 21),
    ("le vent à 21 hier", 21),
    ("vent hier à 21 à Béjaïa", 21),
    # found by the review: a value, a window's end, a figure stated
    ("la humedad ayer bajó a 15", None),
    ("aujourd'hui le fwi a 21", None),
    ("rh today around 15", None),
    ("Today's FWI at SBA is at 19, and tomorrow?", None),
    ("hoy el FWI llegó a 18", None),
    ("viento ayer de las 14 a las 18", None),
    ("hier de 14 à 18", None),
    ("fwi hier jusqu'à 20", None),
])
def test_a_24_hour_time_with_no_h(question, hour):
    assert hour_asked(simplify(question)) == hour


def _days(question):
    t = parse_question(question, now=NOW, stations=[], read_places=False).time
    day = lambda ts: datetime.fromtimestamp(ts, tz=timezone.utc).date().isoformat()
    return t.kind, day(t.start_ts + 1), day(t.end_ts), t.text


@pytest.mark.parametrize("question, kind, start, end", [
    ("strongest wind at bejaia 20 thru 31 aug", "range", "2012-08-20", "2012-08-31"),
    ("how many fire days 20 to 31 Aug there", "range", "2012-08-20", "2012-08-31"),
    ("l'IFM à SBA 3 au 9 août", "range", "2012-08-03", "2012-08-09"),
    ("fwi 20 à 31 août", "range", "2012-08-20", "2012-08-31"),
    ("fwi 20 hasta el 31 de agosto", "range", "2012-08-20", "2012-08-31"),
    ("fwi 20 jusqu'au 31 août", "range", "2012-08-20", "2012-08-31"),
    ("FWI at SBA on 31 aug", "day", "2012-08-31", "2012-08-31"),
])
def test_two_days_and_a_word_between_them_are_a_span(question, kind, start, end):
    assert _days(question)[:3] == (kind, start, end)


@pytest.mark.parametrize("question", ["a3la 7rara f SBA had simana?", "moyenne ta3 rih f bjaya had smana", "fwi ssimana li fatet"])
def test_darija_this_week_in_latin_letters(question):
    kind, start, end, said = _days(question)
    assert (kind, start, end, said) == ("last", "2012-09-23", "2012-09-30", "the past week")


def test_spanish_this_week_is_still_said_as_written():
    assert _days("resumen de esta semana en SBA")[3] == "esta semana"


def test_darija_next_week_is_no_week_gone():
    assert parse_question("wach ykoun fwi had simana jaya?", now=NOW, stations=[], read_places=False).time.kind == "now"


@pytest.mark.parametrize("question, town", [
    ("fwi bejaia and algiers", "Alger"),
    ("temp oran", "Oran"),
    ("temps at sidi bel abbes and oran rn", "Oran"),
    ("Oran's danger class, and Béjaïa's?", "Oran"),
    ("Fire danger at Oran's airport?", "Oran"),
    ("temperature in alger", "Alger"),
])
def test_towns_in_lower_case_or_with_an_s_are_places_outside(question, town):
    names, outside = read_places(question, [], STATIONS, [])
    assert town in names and outside


def test_a_mask_is_no_town():
    assert read_places("FWI en SBA, llevamos mascara?", [], STATIONS, []) == ([], False)


def test_a_station_with_an_s_is_no_place_outside():
    assert not read_places("Bejaia's class right now, and tomorrow's?", ["bejaia"], STATIONS, [])[1]
    assert mentioned("Oran", "Oran's FWI?")


@pytest.mark.parametrize("question, part", [
    ("We're at the spring about 3 km above Sidi Bel Abbès. What's the humidity like for us up here?", "3 km above Sidi Bel Abbès"),
    ("a 3 km por encima de SBA", "3 km por encima de SBA"),
    ("3 km au-dessus de Béjaïa", "3 km au-dessus de Béjaïa"),
    ("les gars du poste forestier juste au-dessus de Sidi Bel Abbès demandent le vent", "poste forestier juste au-dessus de Sidi Bel Abbès"),
])
def test_above_a_station_is_near_it(question, part):
    assert near_part(question).startswith(part)


@pytest.mark.parametrize("question", ["spring temperatures at SBA", "is it above 30 at SBA", "FWI above 20 at Béjaïa",
                                      # found by the review: the season, a report, a figure above normal or sea level
                                      "average FWI in spring around SBA?", "lookout tower says wind is up, FWI at SBA?",
                                      "wind 30 km above normal", "FWI above 20 for 3 km above sea level"])
def test_above_a_mark_or_the_season_is_no_place(question):
    assert near_part(question) is None


@pytest.mark.parametrize("question, order", [
    ("HR Béjaïa, note-le dans la main courante", True),
    ("notez dans le registre le vent à SBA", True),
    ("¿me das la temperatura de Bejaia ahora y mandas un aviso al grupo de WhatsApp?", True),
    ("k log it on the board", True),
    ("k send that to dispatch", True),
    ("Could you put a warning out on the radio channel for everyone near the dump?", True),
    ("D'accord. Vous pouvez envoyer tout ça au chef de brigade ?", True),
    ("Au fait, tu peux transmettre ce chiffre au PC ?", True),
    ("note: FWI at SBA is high?", False),
    ("¿qué dice la nota de la guía?", False),
    # found by the review: a plan to send help, a note as a noun
    ("envoyer des renforts au nord, c'est raisonnable ?", False),
    ("transmettre l'alerte au préfet ou pas ?", False),
    ("¿mandas refuerzos a la cola o al frente?", False),
    ("¿pasas a las 6 por la base?", False),
    ("note sur le FWI d'hier ?", False),
])
def test_more_orders(question, order):
    assert asks_to_act(simplify(question)) is order


@pytest.mark.parametrize("question, kind", [
    ("نقعدو في سيدي بلعباس؟ كيفاش الريح؟", "engagement"),
    ("ok pull em back?", "engagement"),
    ("IFM Béjaïa, et on renforce le dispositif ?", "resources"),
    ("Mon voisin veut faire un feu de jardin à Béjaïa aujourd'hui, je lui dis quoi ?", "burning"),
    ("We clocked the head at 12 metres per minute through the stubble. How far in 45 minutes?", None),
])
def test_more_plans(question, kind):
    assert decision_asked(question) == kind


def test_arabic_glued_to_a_latin_code():
    assert simplify("السخانة والFWI في بلعباس") == "السخانة وال fwi في بلعباس"
    assert simplify("الـFWI في بجاية") == "ال fwi في بجاية"


@pytest.mark.parametrize("part", ["مسافة المساحة الدفاعية", "المنطقة 1 حتى كم قدم؟", "شحال فالمنطقة صفر؟", "شنو لازم للمنطقة 2؟",
                                  "بالمساحة الدفاعية"])
def test_arabic_defensible_space_and_zones_back_a_document(part):
    assert backed("documents", part, None)


@pytest.mark.parametrize("part", ["الحرارة في المنطقة الجبلية", "الحريق في منطقة 3 كلم شمال بجاية"])
def test_an_area_is_no_document(part):
    assert not backed("documents", part, None)


@pytest.mark.parametrize("question, asked", [
    ("do we stage at bejaia or sba tonight", False),            # the plan's time
    ("نخليو البلدوزر يخدم الليلة في سيدي بلعباس ولا نسحبوه؟", False),
    ("Humidity at Bejaia now, and what will it do this evening?", True),   # the weather to come
    ("What will the humidity be at SBA tonight?", True),
    ("who's on shift at the command post tonight?", True),
])
def test_a_plan_for_tonight_asks_no_forecast_of_the_reader(question, asked):
    assert unheld_asked(question, decision_asked(question)) is asked


def test_a_short_follow_up_knows_the_session_named_two_stations(text_embedder):
    column = feature_names().index("prev_short:two_stations")
    first, second, third = session(text_embedder, "¿Cuántos días de incendio hubo en SBA en agosto?", "¿Y en Béjaïa?",
                                   "¿Cuál tuvo más?")
    from appliance.understand import Frame
    from appliance.understand.read import read_slots

    def column_of(question, previous):      # the features are read on the slots, before the rules widen the stations
        back = Frame.from_json(previous.audit(), previous.question) if previous is not None else None
        slots, _ = read_slots(question, now=NOW, stations=STATIONS, previous=back)
        return question_features(question, slots, back)[column]

    assert column_of("¿Cuál tuvo más?", second) == 1.0
    assert column_of("¿Y en Béjaïa?", first) == 1.0
    assert column_of("¿Cuántos días de incendio hubo en SBA en agosto?", None) == 0.0
    assert third.stations and set(third.stations) == {"bejaia", "sidi-bel-abbes"}


@pytest.mark.parametrize("questions, intents, stations", [
    (("¿Cuántos días de incendio hubo en SBA en agosto?", "¿Y en Béjaïa?", "¿Cuál tuvo más?"),
     {"compare_stations", "summary"}, {"bejaia", "sidi-bel-abbes"}),
    (("Fire days at SBA in August?", "And at Béjaïa?", "Which had more?"),
     {"compare_stations", "summary"}, {"bejaia", "sidi-bel-abbes"}),
])
def test_which_had_more_after_two_stations_compares_them(text_embedder, questions, intents, stations):
    last = session(text_embedder, *questions)[-1]
    assert set(last.intents) == intents and set(last.stations) == stations


@pytest.mark.parametrize("question, intents", [
    ("نقعدو في سيدي بلعباس؟ كيفاش الريح؟", {"current_conditions", "tactical"}),
    ("مسافة المساحة الدفاعية والرطوبة في بجاية الآن", {"current_conditions", "documents"}),
    ("المنطقة 1 حتى كم قدم؟ والريح في بجاية", {"current_conditions", "documents"}),
    ("Oran's danger class, and Béjaïa's?", {"danger", "out_of_scope"}),
    ("fwi bejaia and algiers", {"danger", "out_of_scope"}),
    ("HR Béjaïa, note-le dans la main courante", {"current_conditions", "refuse"}),
    ("do we stage at bejaia or sba tonight", {"tactical"}),
])
def test_read_whole(text_embedder, question, intents):
    assert set(frame(text_embedder, question).intents) == intents
