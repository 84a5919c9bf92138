"""Parts of a question found on d45 (dev since its one scoring): which way a head goes beside the crew's rate, a
document's subject beside a reading, the reading a comparison names in French, Spanish and Arabic, a count of days
past a mark with an article before the number, a fire-weather code that is no place, and what a short question after
a "why?" leans on."""
import time

import pytest

from appliance.understand import Frame
from appliance.understand.followup import explained_of
from appliance.understand.parse import simplify
from appliance.understand.read import DOCUMENT_SUBJECTS, HEADING_WORDS, backed, read_slots
from appliance.understand.thresholds import reading_compared, reading_threshold


@pytest.mark.parametrize("clause, heading", [("which way is it headed?", True), ("¿hacia dónde va?", True),
                                             ("dans quelle direction ?", True), ("وين رايحة؟", True),
                                             ("how far in 20 minutes?", False), ("what's the wind at SBA?", False)])
def test_a_clause_asking_which_way_the_head_goes_is_told_from_one_asking_how_far(clause, heading):
    assert bool(HEADING_WORDS.search(simplify(clause))) is heading


@pytest.mark.parametrize("clause, asks_document", [("What does zone 2 require for grass", True),
                                                   ("¿qué pide la zona 1?", True),
                                                   ("how hot is Béjaïa right now?", False),
                                                   ("what's the FWI at the station nearest to it", False)])
def test_a_subject_only_the_documents_hold_backs_a_clause_read_as_a_document_question(clause, asks_document):
    slots, _ = read_slots(clause, now=time.time(), stations=[])
    assert backed("documents", clause, slots) is asks_document
    assert bool(DOCUMENT_SUBJECTS.search(simplify(clause))) is asks_document


@pytest.mark.parametrize("question, reading", [("¿Qué estación está más seca hoy?", "rh_pct"),
                                               ("quelle station est la plus sèche ?", "rh_pct"),
                                               ("أي محطة أجف اليوم؟", "rh_pct"),
                                               ("quelle station a le plus de vent ?", "wind_kmh"),
                                               ("which station is hotter?", "temperature_c"),
                                               ("which station is worse?", None)])
def test_the_reading_a_comparison_names_is_read_in_each_language(question, reading):
    assert reading_compared(simplify(question)) == reading


def test_days_past_a_mark_with_an_article_before_the_number_are_counted_by_that_reading():
    got = reading_threshold(simplify("¿Cuántos días superó los 37 grados Sidi Bel Abbes en julio?"))
    assert (got.code, got.op, got.value) == ("temperature_c", ">", 37.0)


def test_a_why_records_what_it_explains_and_a_second_why_keeps_it():
    compared = Frame(question="¿Qué estación está más seca hoy?", intents=["compare_stations"])
    why = Frame(question="¿Por qué?", intents=["explain"], explained=explained_of(compared))
    assert why.explained == ["compare_stations"]
    again = Frame(question="¿Y por qué tanto?", intents=["explain"], explained=explained_of(why))
    assert again.explained == ["compare_stations"]
    assert Frame.from_json(why.audit(), why.question).explained == ["compare_stations"]


def test_the_short_question_after_a_why_leans_on_what_the_why_explained():
    from appliance.understand.features import feature_names, question_features

    why = Frame(question="¿Por qué?", intents=["explain"], explained=["compare_stations"])
    slots, _ = read_slots("¿Y ayer?", now=time.time(), stations=[], previous=why)
    names = feature_names()
    v = question_features("¿Y ayer?", slots, why)
    on = {n for n, x in zip(names, v) if x and "compare_stations" in n}
    assert on, "the previous turn's explained intent is a feature of the short follow-up"


@pytest.mark.parametrize("place, asked, dropped", [("bui division", "what does bui mean", True),
                                                   ("dc", "what is the dc at sba", True),
                                                   ("bui division", "fires in the bui division", False),
                                                   ("chico", "what does the guide say for chico", False)])
def test_a_fire_weather_code_is_no_place_unless_the_crew_wrote_the_places_whole_name(place, asked, dropped):
    from appliance.orchestrator.tools import _code_named

    assert _code_named(place, asked) is dropped


def test_the_documents_are_quoted_from_the_sentence_naming_the_zone_asked():
    from appliance.compose.talk import _naming_first

    hits = [{"text": "Zone 0 is the first 5 feet from the structure. Zone 1 runs from 5 to 30 feet. Zone 2 runs from 30 to 100 feet."}]
    assert _naming_first(hits, "Zone 1, how far out from the structure does it go?")[0]["text"].startswith("Zone 1 runs")
    assert _naming_first(hits, "¿Qué pide la zona 2 para la hierba?")[0]["text"].startswith("Zone 2 runs")


def test_which_way_the_head_goes_beside_the_crews_rate_asks_the_projection_too(text_embedder):
    from tests.understand_frames import frame

    f = frame(text_embedder, "How far does the head go in 25 min at 1.2 km/h, and which way is it headed?")
    assert set(f.intents) == {"drift", "spread"} and f.horizon_min == 25


def test_the_future_tense_of_a_projection_beside_the_crews_rate_is_no_forecast_asked(text_embedder):
    from tests.understand_frames import frame

    f = frame(text_embedder, "El frente avanza a 35 m por minuto; llegamos en 10 minutos. ¿Cuánto se habrá movido?")
    assert f.intents == ["drift"] and not f.unsure and not f.reading.get("unexplained")


def test_a_document_subject_beside_a_reading_is_asked_too(text_embedder):
    from tests.understand_frames import frame

    f = frame(text_embedder, "What does zone 2 require for grass, and how hot is Béjaïa right now?")
    assert set(f.intents) == {"current_conditions", "documents"}


def test_and_yesterday_after_a_why_asks_the_comparison_again(text_embedder):
    from tests.understand_frames import session

    frames = session(text_embedder, "¿Qué estación está más seca hoy?", "¿Por qué?", "¿Y ayer?")
    assert frames[1].intents == ["explain"] and frames[1].explained == ["compare_stations"]
    assert frames[2].intents == ["compare_stations"] and frames[2].time.kind == "day"


@pytest.mark.parametrize("question, hour", [("Need the 0900 reading for Béjaïa from 14 August.", 9),
                                            ("le relevé de 0600 à SBA", 6), ("wind 1500 hrs", 15),
                                            ("For the 1800 briefing: today's noon readings", None),
                                            ("2012 readings at SBA", None)])
def test_a_four_digit_time_naming_its_reading_is_an_hour_and_a_meetings_time_is_not(question, hour):
    from appliance.understand.hours import hour_asked

    assert hour_asked(simplify(question)) == hour


@pytest.mark.parametrize("question, kind", [("SBA temperature, May 31st?", "day"), ("SBA temperature, May 31?", "day"),
                                            ("we may 3 times check the wind", "now")])
def test_may_with_a_day_number_closing_the_clause_is_a_date_and_the_verb_is_not(question, kind):
    from appliance.evaluation.reader_data import NOW, STATIONS
    from appliance.understand.parse import parse_question

    assert parse_question(question, now=NOW, stations=STATIONS).time.kind == kind


@pytest.mark.parametrize("question, mark", [("Analyst: fire hit rate on FWI-above-5 days at Sidi Bel Abbes?", ("fwi", ">", 5.0)),
                                            ("Quand l'IFM passe 10 à SBA, il y a souvent le feu ?", ("fwi", ">", 10.0))])
def test_a_code_mark_written_with_hyphens_or_a_plain_verb_is_read(question, mark):
    from appliance.understand.thresholds import threshold

    got = threshold(simplify(question))
    assert (got.code, got.op, got.value) == mark


@pytest.mark.parametrize("question, extreme", [("Et la plus grosse pluie du mois ?", {"reading": "rain_mm", "end": "max"}),
                                               ("heaviest rain in August at SBA", {"reading": "rain_mm", "end": "max"}),
                                               ("which station had more rain yesterday?", None)])
def test_the_heaviest_rain_of_a_window_is_its_top_and_more_rain_is_a_comparison(question, extreme):
    from appliance.understand.thresholds import extreme_asked

    assert extreme_asked(simplify(question), []) == extreme


@pytest.mark.parametrize("question, named", [("ومن أي جهة جاية الريح؟", []), ("الخطر في بجاية", ["bejaia"]),
                                             ("الخطر ف بلعبس", ["sidi-bel-abbes"])])
def test_an_arabic_word_one_letter_from_a_short_station_name_is_no_station(question, named):
    from appliance.evaluation.reader_data import STATIONS
    from appliance.understand.stations import find_stations

    assert find_stations(question, STATIONS) == named


@pytest.mark.parametrize("question, part", [("Rain at Bejaia yesterday, and is more coming this week?", "forecast"),
                                            ("what's the wind at each, and where's it blowing from?", "direction")])
def test_rain_to_come_and_where_the_wind_blows_from_are_not_held(question, part):
    from appliance.understand.unheld import unheld_part

    assert unheld_part(question)[1] == part


@pytest.mark.parametrize("question, code, read", [("Código de humedad del mantillo (DMC) en Bejaia", "dmc", "dmc (dmc) en bejaia"),
                                                  ("Le code de sécheresse à SBA ?", "dc", "le dc a sba ?"),
                                                  ("Indice forêt météo à SBA", "fwi", "fwi a sba")])
def test_a_codes_long_name_in_french_or_spanish_is_the_code_and_asks_no_reading(question, code, read):
    from appliance.understand.features import lexicon_text
    from appliance.understand.thresholds import codes_named

    assert codes_named(simplify(question)) == [code] and lexicon_text(simplify(question)) == read


@pytest.mark.parametrize("question, verdict", [
    ("¿Qué estación está más seca hoy?", "Sidi-Bel Abbes is 14 points drier: relative humidity 64 % against 78 % at Béjaïa"),
    ("Which station is more humid today?", "Béjaïa is 14 points more humid: relative humidity 78 % against 64 % at Sidi-Bel Abbes"),
    ("Which station is calmer today?", "Béjaïa is 1 km/h calmer: wind 14 km/h against 15 km/h at Sidi-Bel Abbes")])
def test_a_comparison_asking_for_the_lower_reading_leads_with_that_station(question, verdict):
    from appliance.compose.result import ComposeContext
    from appliance.compose.weather import _reading_asked

    frame = Frame(question=question, intents=["compare_stations"], stations=["bejaia", "sidi-bel-abbes"],
                  reading_compared=reading_compared(simplify(question)))
    bejaia = {"device": "bejaia", "rh_pct": 78.0, "wind_kmh": 14.0}
    sba = {"device": "sidi-bel-abbes", "rh_pct": 64.0, "wind_kmh": 15.0}
    assert _reading_asked(ComposeContext(frame, {}, now=0.0, stations={}), bejaia, sba) == verdict
