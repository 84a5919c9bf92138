"""Typed slots a crew writes in passing: a four-digit time before the reading it names, an ordinal day before a verb
or a comparison, "both" closing a short question, and Arabic's "and" standing alone before a station's name."""
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

import pytest

from appliance.understand.followup import FOLLOW_UP, NOT_OPENERS
from appliance.understand.frame import TimeSpec
from appliance.understand.hours import hour_asked
from appliance.understand.parse import simplify
from appliance.understand.stations import wants_all
from appliance.understand.when import parse_time

TZ = ZoneInfo("Africa/Algiers")
NOW = datetime(2012, 9, 30, 12, 0, tzinfo=timezone.utc).timestamp()
AUGUST = TimeSpec("range", datetime(2012, 8, 1, tzinfo=TZ).timestamp(), datetime(2012, 9, 1, tzinfo=TZ).timestamp(),
                  "that month", False, "Africa/Algiers")


@pytest.mark.parametrize("question, hour", [("need the 1600 wind at sidi bel abbes on Aug 14", 16),
                                            ("1530 temp at bejaia", 15), ("the 0600 humidity at SBA", 6),
                                            ("For the 1800 briefing: wind at SBA", None), ("wind 1500 m out", None),
                                            ("the 2015 temps at SBA", None), ("over 1000 temp readings", None)])
def test_a_four_digit_time_before_the_reading_it_names_is_an_hour(question, hour):
    assert hour_asked(simplify(question)) == hour


def test_an_ordinal_day_before_a_verb_is_that_day_of_the_month_the_session_was_on():
    t = parse_time(simplify("why was the 18th so much worse at SBA than at Bejaia?"), NOW, TZ, AUGUST)
    assert t.kind == "day" and datetime.fromtimestamp(t.start_ts, tz=TZ).date().isoformat() == "2012-08-18"


@pytest.mark.parametrize("question", ["send the 3rd engine to SBA", "the 2nd crew at Bejaia, wind?",
                                      "drone made two passes; the 2nd got a hit NE of SBA, danger there?"])
def test_an_ordinal_before_a_noun_is_no_day(question):
    assert parse_time(simplify(question), NOW, TZ, AUGUST).kind == "now"


@pytest.mark.parametrize("question, both", [("why so low both", True), ("pourquoi si bas les deux", True),
                                            ("both engines at SBA, wind?", False), ("Temp or RH at SBA, or both?", False),
                                            ("Wind and rain at SBA, give me both", False),
                                            ("¿Qué viento habrá en SBA a las dos?", False)])
def test_both_closing_a_short_question_names_every_station(question, both):
    assert wants_all(question) is both


@pytest.mark.parametrize("question, leans", [("و سيدي بلعباس؟ والريح تما؟", True), ("ok و بجاية", True),
                                             ("وين راهي النار؟", False), ("واش كاين دخان؟", False),
                                             ("و عليكم السلام، شحال الريح في بجاية؟", False)])
def test_arabic_and_standing_alone_opens_a_follow_up(question, leans):
    assert bool(FOLLOW_UP.match(question) and not NOT_OPENERS.match(question)) is leans
