"""Typed slots a crew writes in Arabic (a month glued to its preposition, a mark spelt out, the FWI by its Arabic
name, the tatweel before a Latin code, a word that starts with waw and is no "and"), a town listed after a
station's name in lower case, and which readings of a clause read alone its own words back: a call sign or
"give both classes" reads as out of scope to the reader, but nothing in it is something the box does not hold."""
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

import pytest

from appliance.evaluation.reader_data import NOW, STATIONS
from appliance.understand.dates_lang import spelt_as_digits
from appliance.understand.intents import split_clauses
from appliance.understand.read import backed, read_slots
from appliance.understand.thresholds import codes_named
from appliance.understand.when import parse_time
from appliance.understand.wordlists import simplify

TZ = ZoneInfo("Africa/Algiers")


@pytest.mark.parametrize("question, month", [
    ("شحال من نهار فيه حريق فسيدي بلعباس فسبتمبر؟", 9),
    ("أعلى حرارة فبجاية فأوت", 8),
    ("الرطوبة بجاية لجويلية", 7),
])
def test_a_month_glued_to_its_preposition_is_the_month(question, month):
    t = parse_time(simplify(question), NOW, TZ)
    assert t.kind == "range"
    assert datetime.fromtimestamp(t.start_ts, tz=timezone.utc).astimezone(TZ).month == month


def test_a_word_that_only_starts_like_a_month_is_no_month():
    assert parse_time(simplify("فأوتو"), NOW, TZ).kind == "now"


@pytest.mark.parametrize("question, code, value", [
    ("شحال من نهار فات فيه الـFWI عشرين فبجاية فأوت؟", "fwi", 20.0),
    ("الأيام اللي فات فيها FWI عشرة فبجاية، شحال منهم كان فيها الحريق؟", "fwi", 10.0),
    ("كم يوما تجاوز فيه مؤشر الطقس للحرائق 30 في المحطتين؟", "fwi", 30.0),
    ("days the FWI went over twenty at SBA", "fwi", 20.0),
])
def test_a_mark_spelt_out_or_named_in_arabic_is_read(question, code, value):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert f.threshold == {"code": code, "op": ">", "value": value}


def test_sept_stays_a_month_when_numbers_are_spelt_as_digits():
    assert spelt_as_digits("fwi over twenty in sept") == "fwi over 20 in sept"


@pytest.mark.parametrize("question", ["ما مؤشر الطقس للحرائق في بجاية اليوم؟", "قداش كانت السخانة والـFWI؟",
                                      "أعلى قيمة لمؤشر الخطر في بجاية"])
def test_the_fwi_by_its_arabic_name_or_after_a_tatweel_is_named(question):
    assert codes_named(simplify(question)) == ["fwi"]


def test_a_word_starting_with_waw_does_not_split_a_clause():
    parts = split_clauses("متى يجب على الفرقة أن تنسحب وتعيد التقييم حسب وثيقة السلامة؟")
    assert parts[-1].endswith("وثيقة السلامة؟")


@pytest.mark.parametrize("question, place", [("temp bejaia sba and tlemcen now", "Tlemcen"),
                                             ("wind at bejaia and oran", "Oran")])
def test_a_town_listed_after_a_station_in_lower_case_is_a_place(question, place):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert place in f.places and f.outside


def test_stations_listed_together_are_no_place():
    f, _ = read_slots("temp at sba and bejaia", now=NOW, stations=STATIONS)
    assert f.places == [] and not f.outside


def _backed(intent, clause):
    slots, _ = read_slots(clause, now=NOW, stations=STATIONS)
    return backed(intent, clause, slots)


@pytest.mark.parametrize("clause", ["Engine 4 here.", "Donne les deux classes.", "وكم الفرق بينهما؟"])
def test_a_clause_with_nothing_unheld_does_not_back_out_of_scope(clause):
    assert not _backed("out_of_scope", clause)


@pytest.mark.parametrize("clause", ["and tlemcen?", "dans quelle direction il part ?", "what about tomorrow?",
                                    "الغابة اللي قريبة من بجاية"])
def test_a_clause_naming_what_the_box_does_not_hold_backs_out_of_scope(clause):
    assert _backed("out_of_scope", clause)


@pytest.mark.parametrize("clause, named", [("requesting FWI", False), ("Give me the highest FWI in that stretch.", False),
                                           ("dime qué mide según la guía.", True), ("what does the LCES sheet say", True)])
def test_only_a_document_named_backs_a_documents_reading(clause, named):
    assert _backed("documents", clause) is named


def test_other_readings_stand_on_the_readers_word():
    assert _backed("analogs", "and did days like this burn?")


@pytest.mark.parametrize("question, lang, words", [
    ("Of the days with FWI above 20 at SBA, how many burned?", "en", "days with FWI above 20"),
    ("Parmi les jours à plus de 35 degrés à Béjaïa, combien ont brûlé ?", "fr", "jours avec température au-dessus de 35 °C"),
    ("كم يوما تجاوز فيه مؤشر الطقس للحرائق 30 في بجاية، وكم منها شهد نارا؟", "ar", "الأيام التي FWI فوق 30"),
])
def test_the_read_back_names_the_mark_days_are_counted_by(question, lang, words):
    from appliance.understand.readback import read_back

    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    f.intents, f.language = ["analogs"], lang
    assert words in read_back(f)
    f.intents = ["danger"]          # "is the FWI above 20 today?" counts no days
    assert words not in read_back(f)


@pytest.mark.parametrize("question, reading", [("Which station had more rain yesterday?", "rain_mm"),
                                               ("¿Dónde llovió más ayer, en Bejaia o en SBA?", "rain_mm"),
                                               ("Which one is windier right now?", "wind_kmh")])
def test_a_comparison_names_the_reading_it_asks_for(question, reading):
    from appliance.understand.thresholds import reading_compared

    assert reading_compared(simplify(question)) == reading


@pytest.mark.parametrize("question, order", [
    ("Donne-moi la classe de danger à Sidi Bel Abbès et alerte la préfecture.", True),
    ("Can you remind my crew boss to check ours at 3?", True),
    ("recuérdale al jefe que revise el viento", True),
    ("remind me what LCES stands for", False),
    ("Rappelle-moi ce qu'est une zone de sécurité selon la fiche LCES.", False),
    ("alerte rouge à Béjaïa ?", False),
])
def test_an_order_to_tell_someone_is_an_order(question, order):
    from appliance.understand.orders import asks_to_act

    assert asks_to_act(simplify(question)) is order


@pytest.mark.parametrize("question", ["Duff moisture code and drought code for Bejaia, 8/22?",
                                      "Time of the drone's smoke frame, and the FWI at Sidi Bel Abbes?"])
def test_code_and_crew_words_capitalised_are_no_places(question):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert f.places == [] and not f.outside


@pytest.mark.parametrize("question, hour", [("L'humidité de 7 h ce matin à Sidi Bel Abbès ?", 7),
                                            ("la humedad de las 7 de la mañana", 7),
                                            ("une projection de 3 h", None), ("proyección de 2 horas", None)])
def test_an_hour_after_de_is_an_hour_only_as_a_clock_time(question, hour):
    from appliance.understand.hours import hour_asked

    assert hour_asked(simplify(question)) == hour


def test_what_a_reading_is_likely_to_do_is_a_forecast():
    from appliance.understand.unheld import unheld_part

    assert unheld_part("What's the ISI at Bejaia now, and what's it likely to do this afternoon?")[1] == "forecast"
    assert unheld_part("how likely is a fire today at SBA?") is None
