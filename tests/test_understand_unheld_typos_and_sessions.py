"""What the box holds no data for (forecasts, lightning, the wind's direction) named as an unread part, misspelt
words set right and nothing else, a month held as the norm that is not the time asked, and a session's stations
carried over (them, the other station, a place outside every station that is not the session's station).
The phrasings are the lead's own, not any batch's (those stay evaluation data)."""

import pytest

from appliance.understand.typos import fix_typos
from appliance.understand.unheld import is_whole, unheld_part
from tests.understand_frames import frame, session


@pytest.mark.parametrize("question, intents, unread", [
    ("humidity at Bejaia, and is a storm coming?", ["current_conditions", "out_of_scope"], "is a storm coming"),
    ("FWI at Sidi Bel Abbes plus any lightning around", ["danger", "out_of_scope"], "any lightning around"),
    ("danger at Bejaia and at Constantine", ["danger", "out_of_scope"], "at Constantine"),
    ("wind speed at sidi bel abbes - which direction is it coming from?", ["current_conditions"], None),
])
def test_a_part_the_box_holds_nothing_for_is_named_and_the_rest_answered(text_embedder, question, intents, unread):
    f = frame(text_embedder, question)
    assert intents[0] in f.intents
    assert f.unread and (unread is None or unread in f.unread[0])


def test_the_wind_direction_is_never_answered_as_if_the_readings_held_it(text_embedder):
    f = frame(text_embedder, "from which direction is the wind at Bejaia")
    # out of scope (the direction alone was asked), or the readings served with the direction named as missing
    assert f.intents == ["out_of_scope"] or ("current_conditions" in f.intents and f.unread)
    assert any("wind direction" in n for n in f.notes)


@pytest.mark.parametrize("question", ["viento en sba y hacia donde sopla", "Et sa direction ?", "y su dirección?",
                                      "et la direction ? et la vitesse en noeuds ?", "ch7al errih f sidi bel abbes w mnin jay?"])
def test_where_the_wind_blows_to_is_its_direction_too(question):
    assert unheld_part(question)[1] == "direction"


def test_what_the_box_does_not_hold_is_found_in_a_part_and_whole():
    assert unheld_part("temp at X, and any lightning nearby?")[:2] == ("any lightning nearby", "not held")
    assert unheld_part("what is the fine fuel moisture code at X") is None          # FFMC is a code the box holds
    assert unheld_part("how far will it be in 30 minutes")[1] == "forecast"        # (spread is set apart by parse)
    assert is_whole("tomorrow", "ok and tomorrow?") and not is_whole("tomorrow", "danger at X now and tomorrow")


@pytest.mark.parametrize("typed, meant", [
    ("temprature at Bejaia", "temperature at Bejaia"), ("Humidty and dnager?", "Humidity and danger?"),
    ("wheather yesteday", "weather yesterday"), ("whether it is worse", "whether it is worse"),
    ("recorded usually humid", "recorded usually humid"), ("Sidi Belabbes", "Sidi Belabbes"),
    ("Vous savez faire quoi ?", "Vous savez faire quoi ?"), ("humide et incendie", "humide et incendie"),
    ("wrst day on recrd", "worst day on record"), ("lighting a fire, are we done", "lighting a fire, are we done"),
])
def test_misspelt_vocabulary_is_set_right_and_nothing_else(typed, meant):
    assert fix_typos(typed) == meant


def test_a_misspelt_word_no_longer_sends_the_question_elsewhere(text_embedder):
    assert frame(text_embedder, "Simlar days at Bejaia, did they burn?").question == "Simlar days at Bejaia, did they burn?"


def test_a_month_held_as_the_norm_is_not_the_time_asked(text_embedder):
    f = frame(text_embedder, "is Bejaia hotter than a normal July day?")
    assert f.time.kind == "now"


def test_them_in_a_session_is_the_stations_it_has_been_on(text_embedder):
    frames = session(text_embedder, "danger at Bejaia", "and at Sidi Bel Abbes?", "so which one is worse")
    assert set(frames[-1].stations) == {"bejaia", "sidi-bel-abbes"}
    assert frames[-1].session_stations == ["bejaia", "sidi-bel-abbes"]


def test_after_a_place_the_box_holds_nothing_for_the_next_station_takes_the_subject(text_embedder):
    frames = session(text_embedder, "FWI in Constantine?", "ok, what about Bejaia")
    assert frames[0].stations == [] and frames[1].stations == ["bejaia"]


def test_a_bare_follow_up_about_tomorrow_is_a_forecast(text_embedder):
    frames = session(text_embedder, "danger at Sidi Bel Abbes", "and tomorrow?")
    assert frames[-1].unread == ["tomorrow"]


def test_years_of_a_record_are_asked_in_a_follow_up_too(text_embedder):
    assert fix_typos("Sidi Bel Abbes sous la normale") == "Sidi Bel Abbes sous la normale"
    from appliance.understand.when import years_asked

    assert years_asked("and over the last ten years?") == "last ten years"


def test_the_other_station_asks_the_same_of_it(text_embedder):
    frames = session(text_embedder, "summary of the last 2 days at Sidi Bel Abbes", "the other station?")
    assert frames[-1].stations == ["bejaia"] and frames[-1].time.kind == "last"


def test_a_follow_up_naming_a_place_outside_every_stations_area_is_not_the_sessions_station(text_embedder):
    frames = session(text_embedder, "danger at Sidi Bel Abbes", "and tomorrow?", "ok, what about Constantine")
    assert frames[-1].stations == []


def test_which_way_is_it_blowing_names_the_missing_direction(text_embedder):
    f = frame(text_embedder, "Wind at Sidi Bel Abbes, and which way is it blowing?")
    assert "current_conditions" in f.intents and len(f.unread) == 1 and "which way is it blowing" in f.unread[0]


def test_a_capitalised_word_that_is_also_a_place_somewhere_does_not_end_the_sessions_station(text_embedder):
    # "Same" is a place in the gazetteer; only a place named after "about", "at", "in" … leaves the session's station.
    frames = session(text_embedder, "What was the danger at Bejaia in July?", "Same thing for August.")
    assert frames[-1].stations == ["bejaia"]


