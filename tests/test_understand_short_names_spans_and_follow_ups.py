"""Station names one letter off or cut short, a red-flag part named, follow-ups that keep the session's stations,
a subject word alone that keeps the session's day, dates written as spans, a radio acknowledgement that asks
nothing, the wind's direction named as not reported, and typos. The phrasings are the lead's own, not any
batch's (those stay evaluation data)."""
from datetime import datetime, timezone

import pytest

from appliance.understand import find_stations
from appliance.understand.typos import fix_typos
from tests.understand_frames import STATIONS, frame, session



@pytest.mark.parametrize("question, devices", [
    ("rh at bejaoa", ["bejaia"]),                  # one inner letter off
    ("wind at sidibel now", ["sidi-bel-abbes"]),   # cut short, words run together
    ("danger at sidi bel", ["sidi-bel-abbes"]),
    ("which station is drier", []),                # "station" is no cut of an alias
    ("temps at the coastal station", ["bejaia"]),
    ("and over at the inland station?", ["sidi-bel-abbes"]),
])
def test_station_names_typed_short_or_one_letter_off(question, devices):
    assert find_stations(question, STATIONS) == devices




def test_a_red_flag_part_is_named_and_the_danger_given(text_embedder):
    f = frame(text_embedder, "are we under a red flag at Sidi Bel Abbes?")
    assert f.intents == ["danger"] and f.stations == ["sidi-bel-abbes"]
    assert f.unread and "red flag" in f.unread[0]


@pytest.mark.parametrize("questions, last_intents, last_stations", [
    # a station, a time or "the same" alone keeps the previous subject
    (("Quel est le risque à Béjaïa ?", "Et à Sidi Bel Abbès ?"), ["danger"], ["sidi-bel-abbes"]),
    (("wind at Bejaia on 12 September", "same day at sidi bel abbes"), ["current_conditions"], ["sidi-bel-abbes"]),
    (("fwi at Bejaia", "what was it yesterday at sidi bel abbes"), ["danger"], ["sidi-bel-abbes"]),
    (("temps at Bejaia", "numbers please"), ["current_conditions"], ["bejaia"]),
    # "and now" after a window asks the session's figure today
    (("danger at Bejaia over the last 3 days", "and the past week", "and now?"), ["danger"], ["bejaia"]),
    (("temperatures at Sidi Bel Abbes in August", "and now"), ["current_conditions"], ["sidi-bel-abbes"]),
    # a verdict on the last figures is the danger, unless it names a reading
    (("rh and wind at Sidi Bel Abbes", "so is that bad?"), ["danger"], ["sidi-bel-abbes"]),
    (("temps at Bejaia", "¿eso es malo?"), ["danger"], ["bejaia"]),
    (("temps at Bejaia", "should we worry about the humidity"), ["current_conditions"], ["bejaia"]),
    # after a refused order, the next question is read on its own words, at the order's station
    (("radio the crews at Bejaia to pull back", "ok, just give me the danger there then"), ["danger"], ["bejaia"]),
])


def test_follow_ups_keep_or_judge_their_subject(text_embedder, questions, last_intents, last_stations):
    # The subject is the reader's to read (scored by eval crew); the stations the session carries are the typed rules'.
    last = session(text_embedder, *questions)[-1]
    assert last.stations == last_stations


@pytest.mark.parametrize("questions, day", [
    (("humidity at Sidi Bel Abbes on 3 August", "temps?"), "2012-08-03"),     # a subject word alone: same day
    (("wind at Bejaia yesterday", "rh?"), "2012-09-29"),
])
def test_a_subject_word_alone_keeps_the_sessions_day(text_embedder, questions, day):
    last = session(text_embedder, *questions)[-1]
    assert last.follow_up and last.time.kind == "day"
    assert datetime.fromtimestamp(last.time.start_ts + 7200, tz=timezone.utc).date().isoformat() == day


def test_a_radio_acknowledgement_is_no_unanswered_part(text_embedder):
    f = frame(text_embedder, "roger. wind and rh at Bejaia?")
    assert f.intents == ["current_conditions"] and f.unread == []


def test_where_the_wind_comes_from_is_its_direction_not_a_forecast(text_embedder):
    f = frame(text_embedder, "where is the wind coming from at Bejaia and how hard is it blowing")
    assert "current_conditions" in f.intents and f.unread and "forecast" not in " ".join(f.notes)


def test_direction_alone_is_named_as_not_reported(text_embedder):
    last = session(text_embedder, "wind at Bejaia", "direction?")[-1]
    assert last.unread == ["direction"]


@pytest.mark.parametrize("question, first, last", [
    ("temps at Bejaia from aug 12 to the end of august", "2012-08-12", "2012-08-31"),
    ("danger at Bejaia 3rd to 9th sept", "2012-09-03", "2012-09-09"),
    ("rh at Bejaia between the 10th and the 20th", "2012-09-10", "2012-09-20"),
    ("fwi at Bejaia from the start of july to 15 july", "2012-07-01", "2012-07-15"),
])
def test_spans_written_with_their_ends_apart(text_embedder, question, first, last):
    t = frame(text_embedder, question).time
    day = lambda ts: datetime.fromtimestamp(ts, tz=timezone.utc).date().isoformat()   # noqa: E731
    assert t.kind == "range" and day(t.start_ts + 7200) == first and day(t.end_ts) == last


def test_a_bare_day_and_month_is_a_date(text_embedder):
    t = frame(text_embedder, "fwi bejaia 14/08").time
    assert t.kind == "day" and datetime.fromtimestamp(t.start_ts + 7200, tz=timezone.utc).date().isoformat() == "2012-08-14"


@pytest.mark.parametrize("typed, read", [
    ("what's the danjer at X", "what's the danger at X"),
    ("¿cuanto biento hay?", "¿cuanto viento hay?"),
    ("forest fire risk", "forest fire risk"),                 # not "forecast"
    ("evaluate the danger", "evaluate the danger"),           # not "evacuate": that would be an order
    ("any flames near the road", "any flames near the road"),  # not "frames"
    ("structure protection plan", "structure protection plan"),
])
def test_typos_set_right_and_english_words_left_alone(typed, read):
    assert fix_typos(typed) == read
