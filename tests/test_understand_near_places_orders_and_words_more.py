"""Words crews use that the box read as something else: a place near a station when Arabic glues "to" onto the
name ("الجبل اللي قريب لبجاية"), French counts kilometres in "bornes" or a phone drops the hyphen ("au dessus de
SBA") is near the station, not at it; "call in the helitack" and Darija's "b3athou l chef" are orders; "in the red"
asks the danger and "went up in flames" whether such days burned; SMS shorthand is spelt out ("pk", "xq", "cb");
"d ou vient le vent" and "mnin jay ri7" ask the wind's direction; "men 20 l 31 aout" is a span; and a common word
the gazetteer also holds as a town ("Même chose...", "Une projection...", "Division Alpha", "à midi") names no
place. The words are data (data/nearby.json, orders.json, lexicon.json, unheld.json, not_places.json)."""
from datetime import datetime, timezone

import pytest

from appliance.understand.features import lexicon, lexicon_text
from appliance.understand.nearby import near_part
from appliance.understand.parse import parse_question
from appliance.understand.places import read_places
from appliance.understand.orders import asks_to_act
from appliance.understand.typos import spell_out
from appliance.understand.unheld import unheld_part
from appliance.understand.wordlists import simplify
from tests.understand_frames import NOW, STATIONS


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


# Phone typing with gloves on: French and Spanish SMS, Darija in Latin letters (Arabizi), no accents, no hyphens.
@pytest.mark.parametrize("question, part", [
    ("on est sur la crete au dessus de SBA, il fait cb la haut", "la crete au dessus de SBA"),
    ("rana f djbel fo9 sba, 9adach ri7 hna", "djbel fo9 sba"),
    ("risque dans la foret juste au dessus de bejaia", "la foret juste au dessus de bejaia"),
])
def test_near_a_station_typed_fast(question, part):
    assert near_part(question) == part


@pytest.mark.parametrize("question", ["la temperature a SBA au dessus de 30 ?", "fwi au dessus de 20 a bejaia"])
def test_above_a_figure_typed_fast_is_no_place(question):
    assert near_part(question) is None


@pytest.mark.parametrize("question, order", [
    ("9olli ri7 f sba w b3athou l chef", True),
    ("wach drone chaf dou5an, w 9oulha l pompiers kamel", True),
    ("b3athli l position l les pompiers", True),
    ("9olli ri7 f sba", False),                 # tell me the wind: a question
    ("b3athli l9raya ta3 sba", False),          # send me SBA's reading: asked of the box
])
def test_darija_orders_in_latin_letters(question, order):
    assert asks_to_act(simplify(question)) is order


@pytest.mark.parametrize("question, spelt", [
    ("y tho", "why though?"),
    ("pk le risque est si bas", "pourquoi le risque est si bas"),
    ("xq tan bajo", "por qué tan bajo"),
    ("q estacion tuvo mas dias", "que estacion tuvo mas dias"),
    ("il fait cb la haut", "il fait combien la haut"),
    ("CB radio check at SBA", "CB radio check at SBA"),
])
def test_sms_shorthand_is_spelt_out(question, spelt):
    assert spell_out(question) == spelt


@pytest.mark.parametrize("question", ["le vent vient d ou a SBA", "le vent il vient d ou", "mnin jay ri7 f bjaya"])
def test_wind_direction_typed_fast_is_not_held(question):
    assert unheld_part(question)[1] == "direction"


@pytest.mark.parametrize("question, start, end", [
    ("9adach chta tahet f bjaya men 20 l 31 aout", "2012-08-20", "2012-08-31"),
    ("a3la ri7 f sba mn 3 l 9 aout", "2012-08-03", "2012-08-09"),
])
def test_a_darija_span_in_latin_letters(question, start, end):
    t = parse_question(question, now=NOW, stations=[], read_places=False).time
    day = lambda ts: datetime.fromtimestamp(ts, tz=timezone.utc).date().isoformat()
    assert (t.kind, day(t.start_ts + 1), day(t.end_ts)) == ("range", start, end)


@pytest.mark.parametrize("question", ["Même chose pour aujourd'hui.", "Une projection de la tête du feu à une heure, c'est faisable ?",
                                      "Division Alpha reports a rate of spread of 40 m/min. Distance covered in 45 min?",
                                      "et à midi ?", "where's this thing gonna be by sundown", "¿Cómo está el peligro hoy en Sidi Bel Abbes?"])
def test_a_common_word_is_no_town(question):
    assert read_places(question, [], STATIONS, []) == ([], False)


@pytest.mark.parametrize("question", ["fire danger in Oran now?", "fwi in tlemcen?", "Y en Orán, ¿qué tal?"])
def test_towns_are_still_places_outside(question):
    assert read_places(question, [], STATIONS, [])[1]


@pytest.mark.parametrize("question", ["Fire danger in Tete today?", "Danger at SBA. And in Como?"])
def test_a_common_word_capitalised_inside_a_sentence_is_still_a_town(question):
    assert read_places(question, [], STATIONS, [])[1]


# Found by the review: a road marker, "they sent", a figure above a mark, hydrants, smoke's origin, towns named whole.
@pytest.mark.parametrize("question, spelt", [
    ("au PK 45 de la RN12, feu actif?", "au PK 45 de la RN12, feu actif?"),
    ("Cb de vent a SBA ?", "combien de vent a SBA ?"),
])
def test_shorthand_leaves_road_markers_and_reads_a_capitalised_cb(question, spelt):
    assert spell_out(question) == spelt


@pytest.mark.parametrize("question", ["b3athou l himaya wela mazal?", "b3athou l pompiers lbareh l bjaya"])
def test_they_sent_is_no_order(question):
    assert not asks_to_act(simplify(question))


@pytest.mark.parametrize("question", ["l'humidite du bois au dessus de 20% a SBA ?", "الريح في الغابة قريبة ل 50 في سيدي بلعباس",
                                      "les 4 bornes d'incendie de SBA sont a sec?"])
def test_a_figure_or_a_hydrant_is_no_place_near(question):
    assert near_part(question) is None


@pytest.mark.parametrize("question", ["la fumee vient d ou?", "l'alerte vient d ou ?"])
def test_where_smoke_comes_from_is_no_wind_direction(question):
    assert unheld_part(question) is None


@pytest.mark.parametrize("question, town", [("Nuevo Laredo fwi?", "Nuevo Laredo"), ("fwi in crete?", "crete"),
                                            ("fire danger in como today?", "Como")])
def test_a_town_named_whole_or_after_in_is_still_a_place(question, town):
    assert read_places(question, [], STATIONS, []) == ([town], True)
