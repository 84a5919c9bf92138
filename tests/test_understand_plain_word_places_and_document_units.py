"""A place near a station said in plain words, the season named by a superlative, and a document's distance given in
the unit the crew asked.

A crew outside the fire service says where a place lies as it would to a neighbour: a way to travel instead of a
distance ("the campsite a short drive from Béjaïa"), a number spelt out ("à vingt km de SBA", "على بعد عشرين كيلومترا"),
a feature's plural ("los olivares cerca de..."), the station's name in lower case after "de" ("les collines de
bejaia"). Each is a place near the station, not the station. "The hottest day of the season" names the whole record,
not the last day. And "100 feet, what's that in metres?" is answered with the metres beside the document's feet."""

import pytest

from appliance.compose.talk import _in_units_asked
from appliance.understand.nearby import near_part
from appliance.understand.parse import simplify
from appliance.understand.rates import units_asked
from appliance.understand.thresholds import this_season


@pytest.mark.parametrize("question, part", [
    ("How dry is it at the campsite a short drive from Béjaïa?", "a short drive from Béjaïa"),
    ("Le vent à quelques minutes en voiture de Sidi Bel Abbès ?", "à quelques minutes en voiture de Sidi Bel Abbès"),
    ("¿Qué humedad hay a pocos minutos en coche de Bejaia?", "a pocos minutos en coche de Bejaia"),
    ("quel danger à vingt km de sba ?", "vingt km de sba"),
    ("ما درجة الحرارة في المزرعة على بعد ثلاثين كيلومترا من بجاية؟", "على بعد ثلاثين كيلومترا من بجاية"),
    ("¿Peligro en los olivares cerca de Bejaia?", "los olivares cerca de Bejaia"),
    ("Il fait combien sur les collines de bejaia ?", "collines de bejaia"),
    ("the valleys of sba, how windy", "the valleys of sba"),
])
def test_a_place_said_in_plain_words_is_near_the_station(question, part):
    assert near_part(question) == part


@pytest.mark.parametrize("question", [
    "where will the head be a few minutes from now at SBA?",      # minutes alone are a time, not a distance
    "à quelques minutes de la relève, le FWI à SBA ?",
    "Humidity at Bejaia in twenty minutes?",
    "les lignes de la fiche LCES, elles disent quoi ?",
    "FWI at bejaia today?",
    "How many fire lines did the crew build over the weekend at SBA?",     # "lines", "camps": no landscape
    "how many camps are up at SBA?",
    "¿el FWI está a un paso de 30 en SBA?",                               # figures of speech
    "on est à deux pas de la catastrophe à SBA",
    "a short drive from now, will the wind shift at SBA?",
    "زوجكم من بجاية",                                                      # "two" glued to "you" is no distance
])
def test_a_time_or_the_station_itself_is_no_place_near_it(question):
    assert near_part(question) is None


@pytest.mark.parametrize("text, named", [
    ("le jour le plus chaud de la saison a bejaia", True),
    ("the windiest day of the season at sba", True),
    ("el dia mas seco de la temporada", True),
    ("اكثر يوم حرارة في الموسم", True),
    ("how many fire days this year at sba", True),
    ("the hottest day in august at sba", False),
])
def test_a_superlative_of_the_season_names_the_season(text, named):
    assert this_season(simplify(text)) is named


@pytest.mark.parametrize("question, units", [
    ("Zone 2 goes to 100 feet, what is that in metres?", ["metres"]),
    ("La zone 1, ça fait combien de mètres ?", ["metres"]),
    ("¿Cuántos metros son 30 pies?", ["metres"]),           # "30 pies" is a figure given, not a unit asked
    ("wind at SBA in metres per second", ["m/s"]),          # the longer name wins
    ("wind at SBA in m/s", ["m/s"]),
])
def test_metres_asked_are_read_as_a_unit(question, units):
    assert units_asked(question) == units


def test_a_documents_distance_is_given_in_the_unit_asked():
    text = "Zone 1 runs from 5 to 30 feet: keep tree branches 10 feet from chimneys."
    assert _in_units_asked(text, ["metres"]) == "5 feet is 1.5 m; 30 feet is 9.1 m; 10 feet is 3 m"
    assert _in_units_asked("Zone 2 - 100 feet. Zone 1 and 30 feet.", ["metres"]) == "100 feet is 30.5 m; 30 feet is 9.1 m"
    assert _in_units_asked("the head runs 30 m per minute", ["feet"]) is None       # a rate, no length
    assert _in_units_asked("keep 10 m between crowns", ["feet"]) == "10 m is 32.8 feet"
    assert _in_units_asked(text, ["mph"]) is None          # no distance unit asked: the quote stands alone
    assert _in_units_asked("Keep the zone clear.", ["metres"]) is None
