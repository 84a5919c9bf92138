"""Words crews use that the box read as something else: a place near a station when Arabic glues "to" onto the
name ("الجبل اللي قريب لبجاية") or French counts kilometres in "bornes" is near the station, not at it; "call in
the helitack" is an order; "in the red" asks the danger and "went up in flames" or "tuvieron incendio" whether
such days burned. The words are data (data/nearby.json, data/orders.json, data/lexicon.json)."""
import pytest

from appliance.understand.features import lexicon, lexicon_text
from appliance.understand.nearby import near_part
from appliance.understand.orders import asks_to_act
from appliance.understand.wordlists import simplify


@pytest.mark.parametrize("question, part", [
    ("قداش الريح فوق الجبل اللي قريب لبجاية؟", "الجبل اللي قريب لبجاية"),
    ("وش الحرارة في الغابة القريبة من بجاية", "الغابة القريبة من بجاية"),
    ("au col à 20 bornes de Béjaïa, il souffle combien ?", "20 bornes de Béjaïa"),
])
def test_near_a_station_in_crew_words(question, part):
    assert near_part(question) == part


@pytest.mark.parametrize("question", ["قداش الريح في بجاية؟", "vent à Béjaïa, vite", "20 bornes ce matin, le vent à SBA ?"])
def test_at_the_station_is_no_place_near_it(question):
    assert near_part(question) is None


@pytest.mark.parametrize("question, order", [
    ("call in the helitack for us", True),
    ("call in tenders to the north flank", True),
    ("did they call in the helitack yesterday at SBA?", False),
])
def test_calling_in_resources_is_an_order(question, order):
    assert asks_to_act(simplify(question)) is order


@pytest.mark.parametrize("question, concept", [
    ("Was bejaia in the red on 2012-08-22?", "danger"),
    ("past days at bejaia with fwi above 10 - how many went up in flames", "analogs"),
    ("FWI en Bejaia hoy y si días así tuvieron incendio", "analogs"),
])
def test_crew_words_name_the_concept(question, concept):
    assert lexicon()[concept].search(lexicon_text(question))


def test_a_red_truck_names_no_danger():
    assert not lexicon()["danger"].search(lexicon_text("the red truck at SBA, temp?"))
