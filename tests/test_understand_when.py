"""Time expressions in a crew question (when.py, dates_calendar.py, dates_lang.py): every form in
English, French and Spanish, years left out, impossible dates, follow-ups counted from the previous
question's day, and horizons. The clock is the evaluation's: 2012-09-30 12:00 UTC (a Sunday), 13:00
at the Algerian stations (Africa/Algiers, UTC+1)."""
from datetime import date, datetime, timezone
from zoneinfo import ZoneInfo

import pytest

from appliance.understand.frame import TimeSpec
from appliance.understand.parse import simplify
from appliance.understand.when import follow_up_time, horizon_minutes, parse_time

TZ = ZoneInfo("Africa/Algiers")
NOW = datetime(2012, 9, 30, 12, 0, tzinfo=timezone.utc).timestamp()


def local(ts: float) -> date:
    return datetime.fromtimestamp(ts, tz=timezone.utc).astimezone(TZ).date()


def spec(question: str, previous: TimeSpec | None = None) -> TimeSpec:
    return parse_time(simplify(question), NOW, TZ, previous)


def days(question: str, previous: TimeSpec | None = None) -> tuple[str, str | None, str | None]:
    """(kind, first local day, last local day) of the question's time."""
    t = spec(question, previous)
    if t.kind == "now":
        return ("now", None, None)
    return (t.kind, local(t.start_ts).isoformat(), local(t.end_ts).isoformat())


def day(d: str) -> tuple[str, str, str]:
    return ("day", d, d)


@pytest.mark.parametrize("question, want", [
    ("Compare both stations on 23/09/2012.", day("2012-09-23")),
    ("readings on 15/07/2012", day("2012-07-15")),
    ("readings on 15.07.2012", day("2012-07-15")),
    ("readings on 07/15/2012", day("2012-07-15")),                        # MM/DD only when DD/MM cannot be
    ("readings on 15/07", day("2012-07-15")),
    ("FWI at Bejaia on 2012-08-14?", day("2012-08-14")),
    ("FWI on the 15th of July", day("2012-07-15")),
    ("FWI on 14 August", day("2012-08-14")),
    ("FWI on August 14th, 2012", day("2012-08-14")),
    ("Did it rain on Sep 11 2012?", day("2012-09-11")),
    ("danger on 3 May", day("2012-05-03")),
    ("wind on 30 December", day("2011-12-30")),                           # no year: the latest one not after the clock
    ("la température le 15 juillet", day("2012-07-15")),
    ("le 1er septembre 2012", day("2012-09-01")),
    ("¿Cuál fue el índice FWI el 3 de julio de 2012?", day("2012-07-03")),
    ("el 15 de julio", day("2012-07-15")),
    ("What was the weather on 2013-07-01?", day("2013-07-01")),          # no data that day is still that day
    ("FWI at Bejaia on 14-Aug?", day("2012-08-14")),                       # day-month with a hyphen, as logs write it
    ("rain at SBA on 9-Jul-2012", day("2012-07-09")),
    ("readings for 2012/08/14", day("2012-08-14")),                        # year first with slashes or dots
    ("readings for 2012.08.14", day("2012-08-14")),
])
def test_calendar_days_in_every_form(question, want):
    assert days(question) == want


@pytest.mark.parametrize("question", ["danger on 31 June", "danger on 2024-02-30", "on 30/02/2012", "le 31 juin",
                                      "el 30 de febrero", "on 2012-13-01", "readings on 32/01/2012"])
def test_impossible_dates_give_no_time_not_an_error_nor_another_day(question):
    t = spec(question)
    assert (t.kind, t.start_ts, t.end_ts, t.text) == ("now", None, NOW, "now")


@pytest.mark.parametrize("question, want", [
    ("How many fire days did BEJAIA have in August?", ("range", "2012-08-01", "2012-08-31")),
    ("fire days during July", ("range", "2012-07-01", "2012-07-31")),
    ("peak FWI in August 2011", ("range", "2011-08-01", "2011-08-31")),
    ("fire days in October", ("range", "2011-10-01", "2011-10-31")),     # October 2012 is after the clock
    ("jours de feu en août", ("range", "2012-08-01", "2012-08-31")),
    ("días de incendio en agosto", ("range", "2012-08-01", "2012-08-31")),
    ("summary of last month", ("range", "2012-08-01", "2012-08-31")),
    ("résumé du mois dernier", ("range", "2012-08-01", "2012-08-31")),
    ("resumen del mes pasado", ("range", "2012-08-01", "2012-08-31")),
    ("fire days this month", ("range", "2012-09-01", "2012-09-30")),
    ("from 20 to 31 August", ("range", "2012-08-20", "2012-08-31")),
    ("du 20 au 31 août", ("range", "2012-08-20", "2012-08-31")),
    ("between 1 and 10 September", ("range", "2012-09-01", "2012-09-10")),
    ("entre el 1 y el 10 de septiembre", ("range", "2012-09-01", "2012-09-10")),
    ("entre le 1er et le 10 septembre", ("range", "2012-09-01", "2012-09-10")),
    ("since Monday", ("range", "2012-09-24", "2012-09-30")),
    ("depuis lundi", ("range", "2012-09-24", "2012-09-30")),
    ("desde el lunes", ("range", "2012-09-24", "2012-09-30")),
    ("since 14 August", ("range", "2012-08-14", "2012-09-30")),
    ("fire days in late August", ("range", "2012-08-21", "2012-08-31")),
    ("danger in mid-July", ("range", "2012-07-11", "2012-07-20")),
    ("early September 2011", ("range", "2011-09-01", "2011-09-10")),
    ("fin août", ("range", "2012-08-21", "2012-08-31")),
    ("a mediados de julio", ("range", "2012-07-11", "2012-07-20")),
    ("worst FWI in the first ten days of September", ("range", "2012-09-01", "2012-09-10")),
    ("les dix premiers jours d'août", ("range", "2012-08-01", "2012-08-10")),
    ("los últimos diez días de agosto", ("range", "2012-08-21", "2012-08-31")),
    ("أعلى FWI في بجاية منذ الثلاثاء؟", ("range", "2012-09-25", "2012-09-30")),
    ("how many fire days in 2011?", ("range", "2011-01-01", "2011-12-31")),
    ("fire days in 2012", ("range", "2012-01-01", "2012-09-30")),          # this year: up to now
    ("jours de feu en 2012", ("range", "2012-01-01", "2012-09-30")),
    ("fire days in 2031", ("now", None, None)),                            # a year still to come: no time
])
def test_months_and_day_ranges(question, want):
    assert days(question) == want


@pytest.mark.parametrize("question, hours", [
    ("Summarize the last week", 168), ("over the past week", 168), ("la semaine dernière", 168),
    ("la semana pasada", 168), ("en la última semana", 168), ("the past 3 days", 72),
    ("over the last three days", 72), ("sur les trois derniers jours", 72), ("sur les sept derniers jours", 168),
    ("en los últimos tres días", 72), ("over the last 24 hours", 24), ("sur les dernières 24 heures", 24),
    ("sur la dernière heure", 1), ("summarize the last hour", 1),
])
def test_windows_ending_now(question, hours):
    t = spec(question)
    assert (t.kind, t.end_ts, t.start_ts) == ("last", NOW, NOW - hours * 3600)


@pytest.mark.parametrize("question, want", [
    ("yesterday", "2012-09-29"), ("hier", "2012-09-29"), ("¿Y ayer?", "2012-09-29"),
    ("yesterdays temps both stations?", "2012-09-29"), ("yesterday's FWI", "2012-09-29"),
    ("الحرارة نهار الخميس في بجاية", "2012-09-27"), ("السبت", "2012-09-29"),
    ("the day before yesterday", "2012-09-28"), ("avant-hier", "2012-09-28"), ("anteayer", "2012-09-28"),
    ("3 days ago", "2012-09-27"), ("il y a 3 jours", "2012-09-27"), ("hace 3 días", "2012-09-27"),
    ("on Monday", "2012-09-24"), ("last Sunday", "2012-09-23"), ("el lunes", "2012-09-24"),
    ("the day before", "2012-09-29"),                                     # no previous question: from today
    ("and on the 15th?", "2012-09-15"), ("and on the 31st?", "2012-08-31"),   # the latest such day
])
def test_relative_days(question, want):
    assert days(question) == day(want)


AUG14 = TimeSpec("day", datetime(2012, 8, 14, tzinfo=TZ).timestamp(), datetime(2012, 8, 14, 23, 59, 59, tzinfo=TZ).timestamp(),
                 "14 August")


@pytest.mark.parametrize("question, want", [
    ("the day before?", "2012-08-13"), ("and the previous day?", "2012-08-13"), ("et la veille ?", "2012-08-13"),
    ("¿y el día anterior?", "2012-08-13"), ("and the next day?", "2012-08-15"), ("et le lendemain ?", "2012-08-15"),
    ("and on the 15th?", "2012-08-15"), ("et le 15 ?", "2012-08-15"), ("¿y el 15?", "2012-08-15"),
    ("and at Bejaia that day?", "2012-08-14"), ("and yesterday?", "2012-09-29"),
    ("وفي اليوم التالي؟", "2012-08-15"), ("واليوم السابق؟", "2012-08-13"),      # not "today" (اليوم alone)
])
def test_follow_ups_count_from_the_previous_day(question, want):
    assert days(question, AUG14) == day(want)
    assert (follow_up_time(simplify(question), NOW, TZ, AUG14).start_ts ==
            datetime.fromisoformat(want).replace(tzinfo=TZ).timestamp())


def test_a_follow_up_without_its_own_time_keeps_the_previous_one_and_impossible_days_give_none():
    assert follow_up_time("and at the other station?", NOW, TZ, AUG14) == AUG14
    assert follow_up_time("and at the other station?", NOW, TZ, None).kind == "now"
    assert spec("and at Bejaia that day?").kind == "now"       # "that day" with no day before it: the caller's inheritance
    assert days("and on the 31st?", TimeSpec("day", datetime(2012, 9, 3, tzinfo=TZ).timestamp(), None, "")) \
        == ("now", None, None)


def test_today_and_clock_times_stay_what_they_were():
    t = spec("danger today")
    assert (t.kind, local(t.start_ts), t.end_ts) == ("day", date(2012, 9, 30), NOW)
    t = spec("since this morning")
    assert t.kind == "range" and t.end_ts == NOW
    assert spec("wind now").kind == "now" and spec("fire danger at Bejaia").kind == "now"
    assert spec("danger at the 1st station").kind == "now" and spec("ranked by the 2nd highest FWI").kind == "now"
    assert days("danger on the 15th at Bejaia") == day("2012-09-15")
    assert spec("Of the past days with FWI above 10, how many had a fire?").kind == "now"   # the record, no window


@pytest.mark.parametrize("question, minutes", [
    ("where will its head be in 30 minutes?", 30), ("how far in an hour", 60), ("in half an hour", 30),
    ("within the next 2 hours", 120), ("in 45 min", 45), ("over the next 15 minutes", 15),
    ("Project the detected fire 60 minutes ahead.", 60), ("Spread from the detection, 45 min.", 45),
    ("in an hour and a half", 90), ("in 1h30", 90), ("within the hour", 60),
    ("où sera le front dans une heure ?", 60), ("dans 30 minutes", 30), ("dans une demi-heure", 30),
    ("d'ici 20 minutes", 20), ("¿hasta dónde en 30 minutos?", 30), ("en media hora", 30), ("dentro de 2 horas", 120),
    ("How far will it have moved by the time this reaches the dozer crew?", None),
    ("summarize the last hour", None), ("wind now", None), ("readings 45 minutes ago", None),
    ("data 20 min old", None), ("fire days in August", None), ("front at 100 m", None),
    ("in 9 weeks", None),
    ("head displacement over an hour and a half?", 90),     # the longest phrase, not the "over an hour" inside it
    ("how much ground does it gain in an hour and a quarter?", 75), ("one hour ten before we're in position", 70),
    ("une heure et quart avant d'arriver", 75), ("en una hora y diez", 70), ("in 1 hour 20 min", 80),
    ("12 chains per hour, two hours, how far?", 120), ("head position at plus two hours", 120),
    ("danger at 1 h 30", None), ("the last two hours", None), ("wind two hours ago", None),
])
def test_horizons(question, minutes):
    assert horizon_minutes(simplify(question)) == minutes


@pytest.mark.parametrize("question", ["", "????", "a" * 5000, "\x00\x01", "🔥" * 50, "1" * 500, "31/31/31/31",
                                      "on the 99th", "in 99999999999999999999 minutes", "9999-99-99", "0/0/0000"])
def test_odd_questions_give_a_time_not_an_error(question):
    assert spec(question).kind in ("now", "day", "range", "last")
    horizon_minutes(simplify(question))


def test_through_the_question_frame_a_follow_up_with_no_day_of_its_own_keeps_the_previous_day():
    from appliance.understand import make_station, parse_question

    stations = [make_station("bejaia", "demo", 36.7509, 5.0567), make_station("sidi-bel-abbes", "demo", 35.1899, -0.6308)]
    first = parse_question("What was the temperature at Sidi Bel Abbes on 14 August?", now=NOW, stations=stations,
                           read_places=False)
    f = parse_question("And at Bejaia that day?", now=NOW, stations=stations, previous=first, read_places=False)
    assert local(first.time.start_ts) == date(2012, 8, 14) and f.time == first.time and f.stations == ["bejaia"]


@pytest.mark.parametrize("question, kind, text", [
    ("عطيني ملخص على بجاية خلال الأسبوع الماضي", "last", "الاسبوع الماضي"),     # the past week
    ("شحال من حريق كان في سيدي بلعباس في أوت؟", "range", "في اوت"),            # in August (Algerian month name)
    ("الحرارة في بجاية خلال آخر 3 أيام", "last", "اخر 3 ايام"),                 # the last 3 days
])
def test_arabic_windows_are_read(question, kind, text):
    from appliance.understand import make_station, parse_question

    stations = [make_station("bejaia", "demo", 36.7509, 5.0567), make_station("sidi-bel-abbes", "demo", 35.1899, -0.6308)]
    f = parse_question(question, now=NOW, stations=stations, read_places=False)
    assert (f.time.kind, f.time.text) == (kind, text)


def test_the_same_day_in_arabic_is_the_previous_questions_day_not_today():
    from appliance.understand import make_station, parse_question

    stations = [make_station("bejaia", "demo", 36.7509, 5.0567), make_station("sidi-bel-abbes", "demo", 35.1899, -0.6308)]
    first = parse_question("الحرارة في بجاية يوم 14 أوت", now=NOW, stations=stations, read_places=False)
    f = parse_question("وفي سيدي بلعباس نفس اليوم؟", now=NOW, stations=stations, read_places=False, previous=first)
    assert f.time.kind == "day" and f.time.start_ts == first.time.start_ts


@pytest.mark.parametrize("question, first, last", [
    ("Béjaïa, 3/8, how hot was it?", "2012-08-03", "2012-08-03"),
    ("temp sidi bel abbes 3/8 in farenheit", "2012-08-03", "2012-08-03"),
    ("number of fire days bejaia aug", "2012-08-01", "2012-08-31"),
    ("Sur le mois de juillet, quelle station a eu la température max la plus élevée ?", "2012-07-01", "2012-07-31"),
])
def test_a_day_or_month_as_crews_shorten_it(question, first, last):
    t = parse_time(simplify(question), NOW, TZ)
    start = datetime.fromtimestamp(t.start_ts if t.start_ts is not None else t.end_ts, TZ).strftime("%Y-%m-%d")
    end = datetime.fromtimestamp(t.end_ts, TZ).strftime("%Y-%m-%d")
    assert (start, end) == (first, last)
