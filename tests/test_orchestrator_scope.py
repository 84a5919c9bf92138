"""What a question is about for the tools: the station it names and the day, as that station's
local solar day (the same day its fire-weather codes are computed for)."""
from datetime import datetime, timezone

import pytest

from appliance.fireweather.noon import local_solar_day
from appliance.orchestrator.scope import scope_of
from appliance.store.db import Database
from appliance.store.readings import insert_readings
from appliance.understand import known_stations, parse_question


def utc(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=timezone.utc).timestamp()


@pytest.fixture
def db(tmp_path):
    d = Database(tmp_path / "scope.db")
    rows = [("nsw", "ridge-1", {"ts": utc("2024-01-10T13:00"), "seq": 1, "lat": -33.9, "lon": 150.0, "temperature_c": 30}),
            # 02:00 local on the 11th at 150 E, but still the 10th in UTC
            ("nsw", "ridge-1", {"ts": utc("2024-01-10T16:00"), "seq": 2, "lat": -33.9, "lon": 150.0, "temperature_c": 18}),
            ("nsw", "ridge-10", {"ts": utc("2024-01-10T12:00"), "seq": 1, "lat": -33.0, "lon": 151.0, "temperature_c": 25}),
            ("ca", "chico", {"ts": utc("2024-07-01T23:00"), "seq": 1, "lat": 39.7, "lon": -121.8, "temperature_c": 35})]
    insert_readings(d, rows)
    yield d
    d.close()


def scope(db, question, now="2024-07-05T00:00"):
    stations = known_stations(db)
    frame = parse_question(question, now=utc(now), stations=stations, read_places=False)
    return scope_of(db, frame, stations)


def test_the_day_ends_at_the_stations_local_midnight(db):
    s = scope(db, "Is a fire likely at ridge-1 on 2024-01-10?")
    assert (s.device, s.day) == ("ridge-1", "2024-01-10")
    assert local_solar_day(s.as_of, 150.0) == "2024-01-10" and local_solar_day(s.as_of + 1, 150.0) == "2024-01-11"
    stored = [r["ts"] for r in db.query("SELECT ts FROM readings WHERE device = 'ridge-1' AND ts <= ?", [s.as_of])]
    assert stored == [utc("2024-01-10T13:00")]            # not the next local morning's reading
    west = scope(db, "wind at chico on 2024-07-01")
    assert db.scalar("SELECT COUNT(*) FROM readings WHERE device = 'chico' AND ts <= ?", [west.as_of]) == 1


def test_station_names_match_whole_words(db):
    assert scope(db, "and at ridge-10 on 2024-01-10?").device == "ridge-10"
    assert scope(db, "ridge 1 on 2024-01-10").device == "ridge-1"


@pytest.mark.parametrize("question", ["fire at ridge-1 on 2024-02-30?", "ridge-1 on 2024-13-01", "ridge-1 now"])
def test_an_impossible_or_missing_date_means_the_latest_data(db, question):
    s = scope(db, question)
    assert s.device == "ridge-1" and s.day is None and s.as_of is None


def test_today_is_the_clocks_day_and_ends_at_the_clock(db):
    s = scope(db, "ridge-1 today", now="2024-01-10T03:00")      # 14:00 in Sydney
    assert s.day == "2024-01-10" and s.as_of == utc("2024-01-10T03:00")


def test_the_longitude_is_where_the_station_was_that_day(db):
    # The engine moved to 120 W a month later; the day asked about is still its 150 E day.
    insert_readings(db, [("nsw", "ridge-1", {"ts": utc("2024-02-10T20:00"), "seq": 3, "lat": 39.0, "lon": -120.0,
                                             "temperature_c": 20})])
    s = scope(db, "Is a fire likely at ridge-1 on 2024-01-10?")
    assert local_solar_day(s.as_of, 150.0) == "2024-01-10" and local_solar_day(s.as_of + 1, 150.0) == "2024-01-11"
