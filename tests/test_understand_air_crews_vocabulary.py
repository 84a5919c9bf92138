"""Words an air-operations crew and a handover use that the parsers' vocabularies lacked: a phrase of their trade
opening with a word the gazetteer holds as a town ("Lead plane: ..."), the French future of the weather ("Quel temps
fera-t-il samedi ?"), a handover's opening ("Shift change.") that asks nothing of the box, and Arabic landscape and
"next to" words for a place near a station ("قرب السد اللي حدا سيدي بلعباس"). The phrasings are the lead's own."""

import pytest

from appliance.understand.nearby import near_part
from appliance.understand.places import mentioned
from appliance.understand.unheld import unheld_part


@pytest.mark.parametrize("question, part", [
    ("قرب السد اللي حدا سيدي بلعباس: الحرارة والخطر؟", "السد اللي حدا سيدي بلعباس"),
    ("الغابة اللي بجوار بجاية، شحال الريح؟", "الغابة اللي بجوار بجاية"),     # the quote ends at the Arabic comma
    ("شنو الخطر في البحيرة جنب بجاية؟", "البحيرة جنب بجاية"),
    ("شحال الحرارة في سيدي بلعباس؟", None),
    ("الرطوبة في بجاية حدا الساعة 12؟", None),                # no landscape word: "حدا" alone is no place
    ("شحال الحرارة في الغابة الساعة حداش؟", None),           # "حداش" (eleven) holds "حدا"
    ("الغابة فيها وحدات الحماية المدنية؟", None),              # "وحدات" (units) too
    ("الرطوبة في المحطة الساحلية حداش؟", None),               # the coast station is a station
    ("الغابة قرب سيدي بلعباس؛ الحرارة؟", "الغابة قرب سيدي بلعباس"),
    ("الغابة على بعد 10 كلم من سيدي بلعباس: الحرارة", "على بعد 10 كلم من سيدي بلعباس"),
])
def test_an_arabic_place_near_a_station_is_quoted_up_to_its_station(question, part):
    assert near_part(question) == part


@pytest.mark.parametrize("question, place", [
    ("Lead plane: head is running 30 chains per hour. How far in 40 min?", False),   # the air crews' own phrase
    ("The Lead plane says smoke NE of SBA.", False),
    ("what's the FWI in Lead?", True),                                               # capitalised inside a sentence
    ("Any fire danger in Lead, South Dakota?", True),
])
def test_the_air_crews_lead_plane_is_no_town(question, place):
    assert mentioned("Lead", question) is place


@pytest.mark.parametrize("question, kind", [
    ("Quel temps fera-t-il samedi à SBA ?", "forecast"),
    ("Il fera sec cet après-midi ?", "forecast"),
    ("Fera-t-il moins chaud samedi ?", "forecast"),
    ("Le front avance à 20 m/min, ça fera combien en 30 minutes ?", None),     # "fera" of a sum is no forecast
    ("Shift change.", None),                                                  # a handover's opening asks nothing
    ("What time is shift change?", "not held"),                               # the shift's hours are asked
    ("when does our shift end?", "not held"),
    ("When’s shift change?", "not held"),
    ("how long until shift change?", "not held"),
    ("when does the wind shift over to the west?", "direction"),           # the wind's shift, not the crew's
])
def test_the_future_of_the_weather_and_a_handovers_opening(question, kind):
    found = unheld_part(question)
    assert (found[1] if found else None) == kind
