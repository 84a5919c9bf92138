"""A briefing asks a different figure, or a figure on another day, at each station in a clause of its own: no
comparison, each clause's figure asked, and the clause whose day differs read at its own time and its own station
(understand/apart.py). Read with the shipped reader, as the box reads them."""
import pytest

from tests.understand_frames import frame


@pytest.mark.parametrize("question, intents", [
    ("For the log: temperature at Béjaïa yesterday, and the FWI at SBA the day before.", ["current_conditions", "danger"]),
    ("Wind at SBA now, and rain at Béjaïa now.", ["current_conditions"]),
    ("Pre-brief for B shift: SBA's wind in km/h, and Béjaïa's rain total today.", ["current_conditions"]),
    ("Pour la main courante : température à Béjaïa hier et IFM à Sidi Bel Abbès avant-hier.",
     ["current_conditions", "danger"]),
    ("Máximo de FWI desde el martes en Béjaïa y la clase de ahora en SBA.", ["danger", "summary"]),
    ("أعلى FWI في بجاية منذ الثلاثاء، وفئة الخطر الآن في سيدي بلعباس", ["danger", "summary"]),
    ("Maximum de température en août à SBA, et nombre de journées avec feu à Béjaïa sur le même mois.", ["summary"]),
])
def test_each_station_asked_apart_is_no_comparison(text_embedder, question, intents):
    f = frame(text_embedder, question)
    assert sorted(f.intents) == intents and set(f.stations) == {"bejaia", "sidi-bel-abbes"}
    assert f.asked_apart


def test_the_clause_on_another_day_is_read_at_its_own_time_and_station(text_embedder):
    f = frame(text_embedder, "For the 14:00 briefing: FWI and class at Sidi Bel Abbès now, and the highest FWI Béjaïa "
                             "saw over the past week.")
    assert sorted(f.intents) == ["danger", "summary"] and f.time.kind in ("last", "range")
    assert f.point_time is not None and f.point_time.kind == "now" and f.point_stations == ["sidi-bel-abbes"]


def test_a_clause_naming_no_day_is_read_on_the_other_clauses_day(text_embedder):
    f = frame(text_embedder, "Temperature at Béjaïa on 3 August, and the FWI at SBA?")
    assert f.asked_apart and f.point_time is None and f.time.kind == "day"


def test_a_clause_on_the_same_day_as_another_places_no_point(text_embedder):
    f = frame(text_embedder, "RH at Sidi Bel Abbès on 5 August and the FWI at Béjaïa the same day, please.")
    assert sorted(f.intents) == ["current_conditions", "danger"] and f.point_time is None


@pytest.mark.parametrize("question", [
    "Béjaïa's temperature yesterday and SBA's temperature today. Which was warmer?",
    "Which station is hotter, Béjaïa or SBA?",
    "Temperature at Béjaïa versus SBA today.",
    "FWI at Béjaïa today, and how does SBA compare?",
    "Is the FWI at SBA today higher than at Béjaïa?",
    "RH at SBA, and at Béjaïa?",
])
def test_a_comparison_stays_one(text_embedder, question):
    f = frame(text_embedder, question)
    assert not f.asked_apart

