"""Text-speak spelt out, orders in text-speak refused, hours and places near a station in words and in French
and Spanish, a place near a station carried to a follow-up, a week named with a word between, minutes and
kilometres in radio words, and the same hour and date carried to a follow-up. The phrasings are the lead's own,
not any batch's."""
from datetime import datetime, timezone

import pytest

from appliance.understand.hours import hour_asked
from appliance.understand.nearby import near_part
from appliance.understand.typos import fix_typos
from tests.understand_frames import frame, session



@pytest.mark.parametrize("typed, read", [
    ("wats the rh @ bej rn", "what's the rh @ bej right now"),
    ("k thx", "ok thanks"),
    ("r u sure", "are you sure"),
    ("n sba?", "and sba?"),
    ("will it b windy 2nite", "will it b windy tonight"),
    ("rh at bejaia", "rh at bejaia"),            # no shorthand in it: untouched
])
def test_text_speak_is_spelt_out(typed, read):
    assert fix_typos(typed) == read




def test_text_speak_follow_ups_keep_their_subject(text_embedder):
    frames = session(text_embedder, "fwi at bejaia", "n sba?", "which 1 worse")
    assert frames[1].intents == ["danger"] and frames[1].stations == ["sidi-bel-abbes"]
    assert frames[2].intents == ["compare_stations"]


def test_an_order_in_text_speak_is_refused(text_embedder):
    assert session(text_embedder, "fwi at bejaia", "k txt that to my capt")[-1].intents == ["refuse"]


def test_hours_and_near_places_in_words_and_other_languages():
    assert hour_asked("¿que viento habia a las ocho de la manana?") == 8
    assert hour_asked("humidite a bejaia vers sept heures") == 7
    assert near_part("¿Qué humedad hay en las colinas al sur de Béjaïa?") == "las colinas al sur de Béjaïa"
    assert near_part("danger à 15 km au nord de Sidi Bel Abbès ?") == "15 km au nord de Sidi Bel Abbès"


def test_a_place_near_a_station_carries_to_a_follow_up_asking_up_there(text_embedder):
    # Sessions read the previous frame back from its audit: the place near the station must survive that.
    last = session(text_embedder, "wind on the slopes above Bejaia", "danger up there?")[-1]
    assert last.intents == ["danger"] and last.near == ["the slopes above Bejaia"]


def test_a_week_named_with_a_word_between_is_the_past_week(text_embedder):
    f = frame(text_embedder, "which station had the rougher week")
    # What this checks is the time; the trained reader may read a summary beside the comparison over that week.
    assert "compare_stations" in f.intents and f.time.kind == "last" and f.time.text == "the past week"




def test_minutes_and_kilometres_in_radio_words(text_embedder):
    assert frame(text_embedder, "engine is 30 mikes out, how far will the fire have moved").horizon_min == 30
    assert near_part(fix_typos("danger 5 clicks north of Bejaia")) == "5 km north of Bejaia"


def test_the_same_hour_and_the_same_date_carry_to_a_follow_up(text_embedder):
    last = session(text_embedder, "rh at Bejaia at 6 this morning", "and yesterday same time?")[-1]
    assert last.at_hour == 6 and last.time.kind == "day"
    year = session(text_embedder, "fwi at Bejaia on 3 August", "and on that same date last year?")[-1]
    assert datetime.fromtimestamp(year.time.start_ts + 7200, tz=timezone.utc).date().isoformat() == "2011-08-03"
