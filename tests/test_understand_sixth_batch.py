"""Constructs the sixth and seventh blind batches of dev questions showed were missing (d6: intent 0.758 and 50 false
grounded on arrival): today against what is usual or worse, a rating in crew words, the whole picture,
firing operations, what the box holds no data for (forecasts, lightning, the wind's direction), orders
sent as messages, a place added with "and", misspelt words, and follow-ups over the session's stations.
The phrasings here are the lead's own, not the batch's (those stay evaluation data)."""

import pytest

from appliance.understand.typos import fix_typos
from appliance.understand.unheld import is_whole, unheld_part
from tests.understand_frames import frame, session



@pytest.mark.parametrize("question, intents", [
    # today against what is usual, or against worse days: the record
    ("Is this heat normal at Bejaia or is it abnormal?", ["analogs"]),
    ("Béjaïa today: anything out of the ordinary?", ["analogs"]),
    ("drier than usual at sidi bel abbes?", ["analogs"]),
    ("Is Sidi Bel Abbes in a normal range for the time of year", ["analogs"]),
    ("How does Bejaia stack against an ordinary September day?", ["analogs"]),
    ("have we seen worse at Bejaia", ["analogs"]),
    ("Sidi Bel Abbes right now, is it on record territory?", ["analogs"]),
    ("¿Es inusual el calor de hoy en Béjaïa?", ["analogs"]),
    ("hotter than usual for mid August at Bejaia?", ["analogs"]),
    # a rating in crew words is the danger; a code with no reading named is the danger alone
    ("what's Bejaia rated at the moment", ["danger"]),
    ("danger level for Sidi Bel Abbes", ["danger"]),
    ("the ISI reading at Bejaia this morning", ["danger"]),
    # the whole picture, or the weather and the danger named together: both
    ("what are we walking into at Sidi Bel Abbes", ["current_conditions", "danger"]),
    ("give me the big picture for Bejaia", ["current_conditions", "danger"]),
    ("humidity at Bejaia and how risky is it", ["current_conditions", "danger"]),
    # a firing operation is a plan the box cannot make, with the danger that bears on it
    ("ok to start a backburn near Sidi Bel Abbes?", ["tactical", "danger"]),
    ("can we do firing ops at Bejaia this evening", ["tactical", "danger"]),
    # what the box holds no data for
    ("what's the outlook for the weekend at Bejaia", ["out_of_scope"]),
    ("is the humidity going to drop later today at Sidi Bel Abbes?", ["out_of_scope"]),
    ("any thunderstorms near Béjaïa?", ["out_of_scope"]),
    ("how big is the fire in hectares", ["out_of_scope"]),
    # orders sent as messages, in English, French and Spanish
    ("radio all units to pull back", ["refuse"]),
    ("Envoyez un message d'alerte aux habitants", ["refuse"]),
    ("Avisen a los vecinos que evacuen", ["refuse"]),
    # what the box can do, asked in French or Spanish
    ("Vous savez faire quoi ?", ["capabilities"]),
    ("¿Qué sabes hacer?", ["capabilities"]),
    ("can you analyse thermal footage?", ["capabilities"]),          # a kind of data in general, no frame named
    ("can you look at the newest drone frame?", ["frames"]),
    ("what do crews do when the wind shifts", ["documents"]),          # what the guidance says
])
def test_the_sixth_batchs_constructs(text_embedder, question, intents):
    assert frame(text_embedder, question).intents == intents


@pytest.mark.parametrize("question, intents, unread", [
    ("humidity at Bejaia, and is a storm coming?", ["current_conditions", "out_of_scope"], "is a storm coming"),
    ("FWI at Sidi Bel Abbes plus any lightning around", ["danger", "out_of_scope"], "any lightning around"),
    ("danger at Bejaia and at Constantine", ["danger", "out_of_scope"], "at Constantine"),
    ("wind at sidi bel abbes - which direction is it coming from?", ["current_conditions"], None),
])
def test_a_part_the_box_holds_nothing_for_is_named_and_the_rest_answered(text_embedder, question, intents, unread):
    f = frame(text_embedder, question)
    assert f.intents == intents
    assert f.unread and (unread is None or unread in f.unread[0])


def test_the_wind_direction_is_never_answered_as_if_the_readings_held_it(text_embedder):
    f = frame(text_embedder, "from which direction is the wind at Bejaia")
    assert f.intents == ["current_conditions"] and f.unread      # readings served, the direction named as missing
    assert any("wind direction" in n for n in f.notes)


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
    assert frame(text_embedder, "simillar days to today at Sidi Bel Abbes?").intents == ["analogs"]
    assert frame(text_embedder, "Simlar days at Bejaia, did they burn?").question == "Simlar days at Bejaia, did they burn?"


def test_a_month_held_as_the_norm_is_not_the_time_asked(text_embedder):
    f = frame(text_embedder, "is Bejaia hotter than a normal July day?")
    assert f.intents == ["analogs"] and f.time.kind == "now"


def test_them_in_a_session_is_the_stations_it_has_been_on(text_embedder):
    frames = session(text_embedder, "danger at Bejaia", "and at Sidi Bel Abbes?", "so which one is worse")
    assert frames[-1].intents == ["compare_stations"]
    assert set(frames[-1].stations) == {"bejaia", "sidi-bel-abbes"}
    assert frames[-1].session_stations == ["bejaia", "sidi-bel-abbes"]


def test_after_a_place_the_box_holds_nothing_for_the_next_station_takes_the_subject(text_embedder):
    frames = session(text_embedder, "FWI in Constantine?", "ok, what about Bejaia")
    assert frames[0].intents == ["out_of_scope"] and frames[0].elsewhere_intents == ["danger"]
    assert frames[1].intents == ["danger"] and frames[1].stations == ["bejaia"]


def test_a_bare_follow_up_about_tomorrow_is_a_forecast(text_embedder):
    frames = session(text_embedder, "danger at Sidi Bel Abbes", "and tomorrow?")
    assert frames[-1].intents == ["out_of_scope"] and frames[-1].unread == ["tomorrow"]


def test_what_to_do_when_things_change_is_the_guidance_also_as_a_follow_up(text_embedder):
    frames = session(text_embedder, "danger at Sidi Bel Abbes", "and what should we do if spot fires show up?")
    assert frames[-1].intents == ["documents"]


@pytest.mark.parametrize("question, intents", [
    # the seventh batch's kinds, in the lead's words
    ("is Bejaia having one of its driest days?", ["analogs"]),
    ("Sidi Bel Abbes: is there a precedent for this?", ["analogs"]),
    ("is today as dry as it gets at Bejaia", ["analogs"]),
    ("where does Bejaia's danger sit, percentile-wise?", ["analogs", "danger"]),     # its figure, and the rank
    ("Sidi Bel Abbes en dessous de la normale aujourd'hui ?", ["analogs"]),
    ("is Bejaia windy for early August?", ["analogs"]),
    ("at both stations, have we ever had it drier than today?", ["analogs"]),
    ("which looks more dangerous today", ["compare_stations"]),
    ("is the wind going to shift this afternoon at Bejaia", ["out_of_scope"]),
    ("soil moisture readings at Bejaia?", ["out_of_scope"]),
    ("where's strike team 4 now?", ["out_of_scope"]),
    ("tell all units to hold", ["refuse"]),
    ("send this to dispatch", ["refuse"]),
    ("wx at bej", ["current_conditions"]),
])
def test_the_seventh_batchs_constructs(text_embedder, question, intents):
    assert frame(text_embedder, question).intents == intents


def test_years_of_a_record_are_asked_in_a_follow_up_too(text_embedder):
    assert fix_typos("Sidi Bel Abbes sous la normale") == "Sidi Bel Abbes sous la normale"
    frames = session(text_embedder, "Sidi Bel Abbes, worst day this summer?", "and over the last ten years?")
    assert frames[-1].intents == ["analogs"]


def test_the_other_station_asks_the_same_of_it(text_embedder):
    frames = session(text_embedder, "summary of the last 2 days at Sidi Bel Abbes", "the other station?")
    assert frames[-1].intents == ["summary"] and frames[-1].stations == ["bejaia"]
    assert frames[-1].time.kind == "last"


def test_a_follow_up_naming_a_place_outside_every_stations_area_is_not_the_sessions_station(text_embedder):
    frames = session(text_embedder, "danger at Sidi Bel Abbes", "and tomorrow?", "ok, what about Constantine")
    assert frames[-1].intents == ["out_of_scope"] and frames[-1].stations == []


def test_which_way_is_it_blowing_names_the_missing_direction(text_embedder):
    f = frame(text_embedder, "Wind at Sidi Bel Abbes, and which way is it blowing?")
    assert f.intents == ["current_conditions"] and len(f.unread) == 1 and "which way is it blowing" in f.unread[0]


@pytest.mark.parametrize("question", [
    "A-t-on déjà connu une journée pareille à Sidi-Bel-Abbès ?",
    "Les jours historiques proches d'aujourd'hui à Béjaïa, il y a eu des feux ?",
    "Jours similaires au 14 août à Béjaïa ?",
    "Historique : jours comparables à aujourd'hui à Sidi Bel Abbès ?",
    "¿Qué días pasados se parecen a hoy en Sidi Bel Abbès?",
    "¿Ha habido un día así antes en Sidi-Bel-Abbès?",
])
def test_the_record_asked_in_french_and_spanish(text_embedder, question):
    # "similaire" is not "similar" + an ending, "pareille", "se parecen", "un día así antes": likeness words
    # the English-shaped patterns missed (the lead's own phrasings, checked after the held-out tags showed
    # the remaining misreads among questions with diacritics).
    assert frame(text_embedder, question).intents == ["analogs"]


def test_a_capitalised_word_that_is_also_a_place_somewhere_does_not_end_the_sessions_station(text_embedder):
    # "Same" is a place in the gazetteer; only a place named after "about", "at", "in" … leaves the session's station.
    frames = session(text_embedder, "What was the danger at Bejaia in July?", "Same thing for August.")
    assert frames[-1].intents == ["summary"] and frames[-1].stations == ["bejaia"]


@pytest.mark.parametrize("question, intents", [
    ("danger?", ["danger"]), ("Wind?", ["current_conditions"]), ("smoke?", ["frames"]), ("fwi sba?", ["danger"]),
    ("how hot is it at sidibelabbes", ["current_conditions"]),
])
def test_a_word_or_two_name_their_subject_and_names_may_run_together(text_embedder, question, intents):
    f = frame(text_embedder, question)
    assert f.intents == intents
    assert "sidibelabbes" not in question or f.stations == ["sidi-bel-abbes"]

