"""The question frame's deterministic parsers: stations (accents, hyphens, typos), times, horizons,
coordinates and follow-ups. IntentMatch itself is tested in test_understand_intents.py."""
from datetime import datetime, timezone

import pytest

from appliance.understand import Frame, make_station, parse_question
from appliance.understand.stations import find_stations

STATIONS = [make_station("bejaia", "demo", 36.7509, 5.0567), make_station("sidi-bel-abbes", "demo", 35.1899, -0.6308)]
NOW = datetime(2012, 9, 30, 12, 0, tzinfo=timezone.utc).timestamp()     # 13:00 at both stations (CET)


def utc(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=timezone.utc).timestamp()


def frame(q: str, previous: Frame | None = None, **kw) -> Frame:
    return parse_question(q, now=NOW, stations=STATIONS, embedder=None, previous=previous, read_places=False, **kw)


@pytest.mark.parametrize("question, devices", [
    ("What is the fire danger at Béjaïa?", ["bejaia"]),
    ("danger at BEJAIA now", ["bejaia"]),
    ("wind at bejaya", ["bejaia"]),                                  # typo
    ("Sidi Bel Abbes humidity", ["sidi-bel-abbes"]),
    ("sidi-bel-abbes humidity", ["sidi-bel-abbes"]),
    ("sidi bel abes humidity", ["sidi-bel-abbes"]),                  # typo
    ("Sidi-Bel Abbès wind", ["sidi-bel-abbes"]),
    ("Compare Sidi Bel Abbes and Bejaia", ["sidi-bel-abbes", "bejaia"]),   # in the order named
    ("What is the wind at the lake?", []),
    ("Is the beta version installed?", []),                          # no near-miss of a short word
])
def test_station_names_match_with_accents_hyphens_and_typos(question, devices):
    assert find_stations(question, STATIONS) == devices


def test_both_stations_means_every_station():
    f = frame("Compare today's fire weather at both stations")
    assert f.all_stations and f.stations == ["bejaia", "sidi-bel-abbes"]


@pytest.mark.parametrize("question, every", [
    ("How many fire days at each in that window?", True), ("علاش الخطر ضعيف في الجوج اليوم؟", True),
    ("chhal lkhatar f ljouj", True), ("le danger dans chacune ?", True),
    ("the temperature at each hour yesterday at SBA", False),
])
def test_each_and_darijas_both_mean_every_station(question, every):
    from appliance.understand.stations import wants_all

    assert wants_all(question) is every


@pytest.mark.parametrize("question, kind, start, end", [
    ("wind at bejaia now", "now", None, "2012-09-30T12:00"),
    ("what was the danger yesterday at bejaia", "day", "2012-09-28T23:00", "2012-09-29T22:59:59"),   # local day (UTC+1)
    ("readings at bejaia on 2012-08-12", "day", "2012-08-11T23:00", "2012-08-12T22:59:59"),
    ("readings at bejaia on 12 August", "day", "2012-08-11T23:00", "2012-08-12T22:59:59"),
    ("readings at bejaia on August 12th", "day", "2012-08-11T23:00", "2012-08-12T22:59:59"),
    ("la température à Béjaïa le 12 août", "day", "2012-08-11T23:00", "2012-08-12T22:59:59"),
    ("summarize the last hour", "last", "2012-09-30T11:00", "2012-09-30T12:00"),
    ("what changed over the past 3 hours at bejaia", "last", "2012-09-30T09:00", "2012-09-30T12:00"),
    ("since 10:00 at bejaia", "range", "2012-09-30T09:00", "2012-09-30T12:00"),      # 10:00 local
    ("since 10:00 UTC", "range", "2012-09-30T10:00", "2012-09-30T12:00"),
    ("since 14:00 at bejaia", "range", "2012-09-29T13:00", "2012-09-30T12:00"),      # not yet 14:00 today
    ("today at bejaia", "day", "2012-09-29T23:00", "2012-09-30T12:00"),
])
def test_times_are_station_local_unless_utc(question, kind, start, end):
    t = frame(question).time
    assert t.kind == kind
    assert t.start_ts == (utc(start) if start else None)
    assert t.end_ts == utc(end)


@pytest.mark.parametrize("question, minutes", [
    ("where will its head be in 30 minutes?", 30), ("how far in an hour", 60), ("in half an hour", 30),
    ("within the next 2 hours", 120), ("in 45 min", 45), ("où sera le front dans une heure ?", 60),
    ("¿hasta dónde en 30 minutos?", 30), ("summarize the last hour", None), ("wind now", None),
])
def test_horizons(question, minutes):
    assert frame(question).horizon_min == minutes


@pytest.mark.parametrize("question, coords", [
    ("spread from 36.75, 5.05 in 30 minutes", [36.75, 5.05]), ("fire at 35.19N 0.63W", [35.19, -0.63]),
    ("fire at 95.0, 5.0", None), ("wind at bejaia", None),
])
def test_coordinates(question, coords):
    assert frame(question).coords == coords


def test_the_other_station_is_the_one_the_previous_question_did_not_name():
    first = frame("What is the fire danger at Béjaïa yesterday?")
    f = frame("and at the other station?", previous=first)
    assert f.stations == ["sidi-bel-abbes"] and frame("and at the other station?").stations == []


def test_two_stations_named_are_both_read_and_the_frame_round_trips():
    f = frame("What is the fire danger at Bejaia and Sidi Bel Abbes, which is worse, in 30 minutes?")
    assert f.stations == ["bejaia", "sidi-bel-abbes"] and f.horizon_min == 30
    back = Frame.from_json(f.audit(), f.question)
    assert back.to_json() == f.to_json()


@pytest.mark.parametrize("question", ["", " ", "????", "a" * 2000, "\x00\x01", "🔥" * 50, "1" * 500])
def test_odd_questions_give_a_frame_not_an_error(question):
    f = frame(question)
    assert f.stations == [] and f.time.kind == "now" and f.intents == []     # slots only: the reader reads intents


def test_a_spanish_follow_up_with_its_opening_mark_counts_from_the_previous_day():
    first = frame("What is the fire danger at Béjaïa on 14 August?")
    f = frame("¿Y el día anterior?", previous=first)
    assert f.time.kind == "day" and f.time.start_ts == utc("2012-08-12T23:00")    # 13 August, CET
