"""Parts of a question found on d49 (dev since its one scoring) and d54 (after its arrival): a polite order in French
("tu peux aussi transmettre ça au PC ?", "Balance l'hygro ... au PC"), the full set of codes asked in other words, where
the wind blows from (the stations report no direction), a document's own place (Butte County) that is no part out of
scope, a reading of a past day asked beside tomorrow's weather, a French sheet ("la fiche") that names the document
asked, and a clause that names its own station and figure beside another ask."""
import pytest

from appliance.understand.orders import asks_to_act
from appliance.understand.parse import simplify
from appliance.understand.read import document_query, settle
from appliance.understand.thresholds import codes_named
from appliance.understand.unheld import unheld_part


@pytest.mark.parametrize("question, order", [
    ("Danger et humidité à Béjaïa ; tu peux aussi transmettre ça au PC ?", True),
    ("Balance l'hygro de Béjaïa au PC colonne, et donne-la-moi aussi.", True),
    ("Tu peux envoyer des alertes SMS ?", False),
    ("Tu peux me donner le FWI à SBA ?", False),
    ("Vous pouvez comparer les deux stations ?", False),
    ("tu peux aussi me dire le vent à SBA ?", False),
    ("c'est quoi la balance entre les deux stations ?", False)])
def test_a_polite_order_in_french_is_an_order_and_a_question_is_not(question, order):
    assert asks_to_act(simplify(question)) is order


def test_the_full_set_of_codes_asked_in_other_words_is_every_code():
    assert codes_named(simplify("FBAN request: the full set of FWI system codes for Sidi-Bel Abbes")) == \
        ["ffmc", "dmc", "dc", "isi", "bui", "fwi"]
    assert codes_named(simplify("l'ensemble des indices à Béjaïa")) == ["ffmc", "dmc", "dc", "isi", "bui", "fwi"]
    assert codes_named(simplify("the FWI and ISI at SBA")) == ["fwi", "isi"]


@pytest.mark.parametrize("question, direction", [
    ("Il nous faut le vent à Béjaïa pour le largage : vitesse, et d'où il souffle.", True),
    ("d'où souffle le vent à SBA ?", True),
    ("d'où vient ce chiffre ?", False),
    ("le vent à Béjaïa, il souffle fort ?", False)])
def test_where_the_wind_blows_from_is_a_direction_the_stations_do_not_report(question, direction):
    found = unheld_part(question)
    assert (found is not None and "direction" in found[2]) is direction


def _settled(question, intents):
    from appliance.understand import parse_question
    from tests.understand_frames import NOW, STATIONS

    f = parse_question(question, now=NOW, stations=STATIONS, read_places=True)
    f.intents = list(intents)
    settle(f, question, None, False, STATIONS)
    return f


def test_the_place_a_shipped_document_is_about_is_no_part_out_of_scope():
    f = _settled("What's the defensible space rule in Butte County, and what's the danger at Bejaia today?",
                 ["danger", "documents"])
    assert f.intents == ["danger", "documents"] and not f.outside
    # another place named beside the same ask is still out of scope
    f = _settled("What's the defensible space rule in Tlemcen, and what's the danger at Bejaia today?",
                 ["danger", "documents"])
    assert "out_of_scope" in f.intents


def test_a_past_days_reading_asked_beside_tomorrows_weather_is_answered_beside_the_refusal():
    f = _settled("Il est tombé combien hier à Béjaïa ? Et demain, on aura de la flotte ?", ["out_of_scope"])
    assert f.intents == ["current_conditions", "out_of_scope"]
    # tomorrow alone: nothing the box holds is asked
    assert _settled("Et demain, il pleuvra à Béjaïa ?", ["out_of_scope"]).intents == ["out_of_scope"]


def test_a_french_sheet_names_the_document_asked_and_the_figure_beside_it_stays_out_of_the_search():
    assert document_query("Que dit la fiche sur l'espace défendible, et c'est quoi le FWI à Béjaïa ?") == \
        "Que dit la fiche sur l'espace défendible"
