"""The wind's direction asked beside its speed, the weather to come this afternoon, the crew's own report beside
what it asks, and days counted past a bare mark: the typed slots and the rules over them, read as the box reads
them (tests/understand_frames.settled: the reader's set given, then the slots and rules)."""
import pytest

from appliance.understand.frame import Frame
from appliance.understand.read import read_slots, stated_sentences
from appliance.understand.unheld import unheld_in, unheld_part
from appliance.understand.when import horizon_minutes
from appliance.understand.wordlists import simplify
from tests.understand_frames import NOW, STATIONS, settled


@pytest.mark.parametrize("question, part", [
    ("need wind dir + speed for Sidi Bel Abbes yesterday", "need wind dir"),
    ("Engine 12 to base, request wind at Béjaïa, direction and strength, over.", "direction"),
    ("viento en SBA: rumbo y velocidad en nudos", "rumbo"),
    ("IC here. I need wind speed and bearing at both stations.", "bearing at both stations"),
    ("Is the wind still out of the west at SBA? How fast is it going?", "Is the wind still out of the west at SBA"),
    ("the day before yesterday at sidi bel abbes: where was the wind from, and speed in m/s", "where was the wind from"),
    ("Vent à Béjaïa le 3 août : secteur et vitesse.", "secteur"),
    ("Le vent a tourné au nord à SBA ? Et il est à combien ?", "Le vent a tourné au nord à SBA"),
    ("¿Qué dirección y qué fuerza tenía el viento anteayer en Sidi Bel Abbes?", "¿Qué dirección"),
    ("¿Sigue entrando el viento del este en Bejaia? ¿Cuántos km/h?", "¿Sigue entrando el viento del este en Bejaia"),
    ("البارح في بلعباس الريح كانت جاية من الغرب؟ وشحال كانت سرعتها؟", "البارح في بلعباس الريح كانت جاية من الغرب"),
])
def test_the_winds_direction_asked_beside_its_speed_is_the_part_not_held(question, part):
    assert unheld_part(question) == (part, "direction", "the stations report no wind direction")
    f = settled(question, ["current_conditions"])
    # the speed is answered; the direction is out of scope beside it and warned of (the batch brief's convention)
    assert f.intents == ["current_conditions", "out_of_scope"] and part in f.unread


@pytest.mark.parametrize("question", [
    "wind speed at bejaia now?", "what's the fire heading at SBA?", "is sba gonna burn easy rn",
    "What's zone 1 in the defensible space guide, from where to where?", "the temperature and the wind at SBA",
    # the crew's own plans and the past, not the weather to come
    "We're going to swing by Bejaia, what's the humidity there now?", "we're gonna get to SBA in 20 min, what's the wind there?",
    "On va souffler un peu, c'est quoi le FWI à SBA ?", "What was the RH by evening yesterday at SBA?",
    "¿Hubo días en que la humedad bajara de 30 en agosto?", "Fire's speed and heading at SBA?",
    # the fire or the smoke coming from the west, not the wind
    "النار جاية من الغرب، شحال الريح في بلعباس؟",
])
def test_a_question_that_asks_no_direction_and_no_forecast_holds_no_unheld_part(question):
    assert unheld_part(question) is None


@pytest.mark.parametrize("question, whole", [
    ("is the temp gonna climb this afternoon at SBA?", True),
    ("Est-ce que ça va chauffer cet après-midi à SBA ?", True),
    ("¿Subirá el FWI esta tarde en Sidi Bel Abbes?", True),
    ("any chance humidity comes back up by evening at SBA", True),
    ("Wind picking up at Bejaia this afternoon? What's it doing now?", False),
    ("Current temp at Béjaïa, and what's the high going to be this afternoon?", False),
])
def test_the_weather_to_come_this_afternoon_is_a_forecast_the_box_does_not_hold(question, whole):
    assert unheld_part(question)[1] == "forecast"
    f = settled(question, ["current_conditions"])
    assert f.intents == (["out_of_scope"] if whole else ["current_conditions", "out_of_scope"])


def test_the_danger_asked_this_afternoon_is_todays_and_no_forecast():
    # half the labelled questions naming "this afternoon" ask today's figure ("the danger at SBA this afternoon")
    assert unheld_part("Tell me the fire weather danger for Sidi Bel Abbes this afternoon.") is None


def test_a_direction_cut_from_its_question_is_still_read_as_the_direction():
    question = "wind speed and direction at Béjaïa?"
    part = unheld_part(question)[0]
    assert part == "direction at Béjaïa" and unheld_part(part) is None      # the cut part alone says nothing
    assert unheld_in(part, question)[1] == "direction"
    assert unheld_in("the wind at Béjaïa", "the wind at Béjaïa?") is None


def _follow(question, previous_question, previous_intents, intents):
    before = settled(previous_question, previous_intents)
    back = Frame.from_json(before.audit(), before.question)        # as the orchestrator reads the turn before
    return settled(question, intents, previous=back)


def test_a_follow_up_after_the_speed_and_direction_asks_the_direction_again():
    f = _follow("Et à SBA ?", "Le vent à Béjaïa, vitesse et direction ?", ["current_conditions"], ["current_conditions"])
    assert f.intents == ["current_conditions", "out_of_scope"] and f.stations == ["sidi-bel-abbes"]
    assert f.unread == ["direction"]            # the part not held, as the crew wrote it
    alone = _follow("and at sba?", "which way is the wind blowing at Bejaïa?", ["out_of_scope"], ["current_conditions"])
    assert alone.intents == ["out_of_scope"]
    # the speed asked after the direction is a reading the stations hold
    for speed in ("how strong is it?", "and how fast?", "and the speed?", "how many km/h?"):
        asked = _follow(speed, "which way is the wind blowing at Bejaïa?", ["out_of_scope"], ["current_conditions"])
        assert asked.intents == ["current_conditions"], speed
    gusts = _follow("and the gusts?", "wind speed and direction at Béjaïa?", ["current_conditions"], ["current_conditions"])
    assert gusts.intents == ["current_conditions"]
    # a follow-up that names a reading of its own asks that reading
    other = _follow("and the temperature at SBA?", "wind speed and direction at Béjaïa?", ["current_conditions"],
                    ["current_conditions"])
    assert other.intents == ["current_conditions"]


def test_the_unread_part_is_kept_when_a_frame_is_read_back_from_its_audit():
    f = settled("need wind dir + speed for Sidi Bel Abbes yesterday", ["current_conditions"])
    assert Frame.from_json(f.audit(), f.question).unread == f.unread


@pytest.mark.parametrize("question, day", [
    ("Ya sé que ayer el FWI en Bejaia estuvo por debajo de 1. ¿Y hoy cómo anda?", "today"),
    ("نعرف بلي الـ FWI البارح في بلعباس كان تحت 1. واليوم شحال؟", "today"),
    ("I know SBA's FWI was under 1 yesterday. What is it today?", "today"),
    ("I know SBA's FWI was under 1 yesterday. What is it now?", "now"),
    ("14 Aug was a fire day at Bejaia, I remember that one. What were the FWI and ISI that day?", "14 aug"),
])
def test_a_mark_in_the_crews_own_report_is_no_count_asked_and_the_day_asked_is_the_asking_sentences(question, day):
    assert stated_sentences(question)
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert f.threshold is None and f.reading_threshold is None and f.time.text == day


def test_a_mark_in_a_question_with_no_report_is_still_counted():
    f, _ = read_slots("Days above FWI 20 at SBA in August. How many burned?", now=NOW, stations=STATIONS)
    assert f.threshold == {"code": "fwi", "op": ">", "value": 20.0}
    # "je sais pas" asks: no report of the crew's own
    f, _ = read_slots("Je sais pas combien de jours au-dessus de 35 en août à SBA. Tu peux me dire ?", now=NOW, stations=STATIONS)
    assert f.reading_threshold == {"code": "temperature_c", "op": ">", "value": 35.0}


@pytest.mark.parametrize("question, counted", [
    ("how many days hit 35 at SBA in august", ("temperature_c", ">=", 35.0)),
    ("Bejaia in August - number of days the thermometer went over 35?", ("temperature_c", ">", 35.0)),
    ("How many days did SBA reach 38 or more in Aug?", ("temperature_c", ">=", 38.0)),
    ("Du 20 au 31 août, combien de journées au-dessus de 35 à Béjaïa ?", ("temperature_c", ">", 35.0)),
    ("شحال من نهار وصلت 35 في سيدي بلعباس في أوت؟", ("temperature_c", ">=", 35.0)),
    ("كم يوماً بلغت فيه الحرارة 35 درجة أو أكثر في بجاية من 20 إلى 31 أوت؟", ("temperature_c", ">=", 35.0)),
    ("شحال من نهار طاح فيه المطر في بجاية في سبتمبر؟", ("rain_mm", ">", 0.0)),
    ("days the RH was under 30 at SBA", ("rh_pct", "<", 30.0)),
])
def test_days_counted_past_a_mark_read_the_reading_named_or_a_summer_temperature(question, counted):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert f.threshold is None
    assert (f.reading_threshold["code"], f.reading_threshold["op"], f.reading_threshold["value"]) == counted


@pytest.mark.parametrize("question", [
    "how many days over 20 at SBA in August", "we hit 35 days without rain",
    "how many days under 30 at SBA in August",                      # the humidity as likely as the temperature
    "how many days did gusts reach 30 at SBA in August",            # gusts: no station reports them
    "Did the temp hit 35 today at SBA?", "the temp reached 35 at SBA, what's the FWI?",     # a reading, no count
])
def test_a_bare_mark_outside_a_summer_temperature_or_no_day_counted_names_nothing(question):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert f.reading_threshold is None and f.threshold is None


@pytest.mark.parametrize("question, minutes", [
    ("and over a full hour?", 60), ("وفي ساعة كاملة؟", 60), ("وفي ساعتين؟", 120), ("in a whole hour", 60),
    ("and in 90 min?", 90),
])
def test_a_full_hour_is_sixty_minutes_ahead(question, minutes):
    assert horizon_minutes(simplify(question)) == minutes


@pytest.mark.parametrize("question, intents, point", [
    ("What's the FWI at Bejaia now, and what was the highest in August?", ["danger", "summary"], ("now", "now")),
    ("Give me SBA's humidity now and the lowest it got in August.", ["current_conditions", "summary"], ("now", "now")),
    ("FWI à Béjaïa aujourd'hui et le max de juillet ?", ["danger", "summary"], ("day", "today")),
    ("الرطوبة في بجاية أمس، وكم مرة نزلت تحت 50% في جوان؟", ["current_conditions", "summary"], ("day", "امس")),
    ("Max temp and FWI at SBA in August", ["danger", "summary"], None),
    ("What's the FWI at Bejaia now?", ["danger"], None),
])
def test_a_figure_asked_at_its_own_time_beside_a_window_keeps_its_time(question, intents, point):
    from appliance.understand.read import point_time

    f = settled(question, intents)
    got = point_time(f, question, NOW, STATIONS)
    assert (got.kind, got.text) == point if point else got is None


def test_the_document_named_before_a_comma_searches_with_the_ask_after_it():
    from appliance.understand.read import document_query

    assert document_query("FFMC en Sidi Bel Abbès hoy y, según la guía, a partir de cuánto prende fácil el combustible "
                          "fino") == "según la guía, a partir de cuánto prende fácil el combustible fino"
    assert document_query("Temperatura y FWI en SBA hoy, y ¿qué dice la guía sobre LCES?") == "¿qué dice la guía sobre LCES?"


@pytest.mark.parametrize("question, read", [
    ("highest FWI at SBA over the last 30 days", "last 30 days"), ("temp at SBA over the last 6 hours", "last 6 h"),
])
def test_a_window_of_whole_days_is_read_back_in_days(question, read):
    from appliance.understand.readback import read_back

    assert read_back(settled(question, ["summary"])).endswith(read)


@pytest.mark.parametrize("question", ["What does the FWI guide say ISI measures, and what's Béjaïa's ISI today?",
                                      "Selon le guide FWI, que mesure l'ISI ?"])
def test_a_code_naming_the_document_is_not_the_term_asked(question):
    from appliance.compose.talk import _naming_first

    codes = ("The Fine Fuel Moisture Code (FFMC) follows the moisture of litter and fine fuels. The Initial Spread Index "
             "(ISI) combines FFMC with wind and rates how fast a fire would spread. The Fire Weather Index (FWI) "
             "combines ISI and BUI into one rating of fire intensity.")
    assert _naming_first([{"text": codes}], question)[0]["text"].startswith("The Initial Spread Index (ISI)")
