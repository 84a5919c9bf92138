"""Days a crew writes that the date parsers read wrong: a day of the month in words beside its month ("the first of
June" was all of June), the Levantine "مبارح" (yesterday), which was read as now, and "بكرا" (tomorrow), a forecast
the box does not hold, Darija "هاد الأسبوع" / "هاد الشهر" (this week, this month) and "الشهر الماضي" (last month), and
a span in minutes the crew names alone ("تقريباً ربع ساعة")."""
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from appliance.evaluation.reader_data import NOW, STATIONS
from appliance.understand.dates_lang import ordinal_days
from appliance.understand.read import read_slots
from appliance.understand.wordlists import simplify
from appliance.understand.unheld import unheld_part
from appliance.understand.when import horizon_minutes

DAY = 86400
ALGIERS = ZoneInfo("Africa/Algiers")      # both stations' zone


@pytest.mark.parametrize("question, day", [
    ("OK, then the first of June, same station.", "2012-06-01"),
    ("Temp at SBA on August the third?", "2012-08-03"),
    ("humidity at Bejaia july twenty-first", "2012-07-21"),
    ("Le vent à Béjaïa le premier août ?", "2012-08-01"),
    ("¿Y el primero de septiembre?", "2012-09-01"),
])
def test_a_day_of_the_month_in_words_is_that_day(question, day):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert f.time.kind == "day"
    assert datetime.fromtimestamp(f.time.start_ts, tz=ALGIERS).date().isoformat() == day


@pytest.mark.parametrize("text", ["first of all, june was hot", "we may first need the wind at sba, what is it now?",
                                  "may the first crew go in at sba given the fwi now?", "two days ago the first fire started",
                                  "fwi at sba in sept the first week", "what may the second gust peak be?"])
def test_an_ordinal_that_is_no_day_of_a_month_is_left_as_written(text):
    assert ordinal_days(text) == text


def test_a_day_in_words_is_the_time_the_question_names():
    from appliance.understand.read import names_its_time
    f, _ = read_slots("Wind at SBA on the first of August?", now=NOW, stations=STATIONS)
    assert names_its_time(f, simplify("Wind at SBA on the first of August?"))


@pytest.mark.parametrize("question, days_back", [("بدي اعرف درجة الحرارة والهوا ببجاية مبارح", 1),
                                                 ("قديش مؤشر ISI بسيدي بلعباس مبارح؟", 1), ("والرطوبة قبل مبارح؟", 2)])
def test_levantine_yesterday_is_yesterday(question, days_back):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert f.time.kind == "day"
    assert f.time.start_ts <= NOW - days_back * DAY < f.time.start_ts + DAY


def test_levantine_tomorrow_is_a_forecast_the_box_does_not_hold_early_is_not():
    assert unheld_part("أعطني الرطوبة في بجاية مبارح، وشو رح تكون بكرا؟")[1] == "forecast"
    assert unheld_part("هل انخفضت الرطوبة مبكراً اليوم في بجاية؟") is None       # "early" holds the letters of "tomorrow"


@pytest.mark.parametrize("question, first, kind", [
    ("طيب، أعلى حرارة في بلعباس هاد الأسبوع؟", "2012-09-23", "last"),
    ("أي وحدة فيهم كانت أسخن في هاد الشهر؟", "2012-09-01", "range"),
    ("أعلى FWI في بجاية الشهر الماضي", "2012-08-01", "range"),
    ("شحال من يوم حريق في بلعباس الشهر اللي فات؟", "2012-08-01", "range"),
    ("والشهر الماضي؟", "2012-08-01", "range"),       # "and" glued to it
    ("وهاد الشهر؟", "2012-09-01", "range"),
])
def test_darija_this_week_this_month_and_arabic_last_month_are_windows(question, first, kind):
    f, _ = read_slots(question, now=NOW, stations=STATIONS)
    assert f.time.kind == kind
    assert datetime.fromtimestamp(f.time.start_ts, tz=ALGIERS).date().isoformat() == first


@pytest.mark.parametrize("question, minutes", [("قديش بتتحرك راس النار لحد ما توصل الطيارة؟ تقريباً ربع ساعة", 15),
                                               ("وين توصل النار في نص ساعة؟", 30), ("بعد ساعة وربع", 75), ("في ساعة", 60),
                                               ("كم سيتحرك رأس الحريق خلال الربع ساعة القادمة؟", 15),
                                               # a span gone by is no horizon; a numbered one wins
                                               ("النار شاعلة من نص ساعة، وين توصل بعد 20 دقيقة؟", 20),
                                               ("وصلنا من ساعة وربع", None), ("قبل ربع ساعة", None)])
def test_an_arabic_span_named_alone_is_the_horizon(question, minutes):
    assert horizon_minutes(question) == minutes
