"""Parts of a question found on d49 (dev since its one scoring) and d54 (after its arrival): a polite order in French
("tu peux aussi transmettre ça au PC ?", "Balance l'hygro ... au PC"), the full set of codes asked in other words, where
the wind blows from (the stations report no direction), a document's own place (Butte County) that is no part out of
scope, a reading of a past day asked beside tomorrow's weather, a French sheet ("la fiche") that names the document
asked, and a clause that names its own station and figure beside another ask."""
import pytest

from appliance.understand.orders import asks_to_act
from appliance.understand.parse import simplify
from appliance.understand.read import document_query
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
    from tests.test_understand_read import given

    return given(question, intents, read_places=True)


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


def _scripted(question, by_text):
    from tests.test_understand_reader import read_scripted

    return read_scripted(question, by_text)


def test_a_clause_naming_its_own_station_and_figure_asks_it_beside_a_projection():
    q = "Wind in knots at SBA, and how far could a fire travel in 30 min?"
    f = _scripted(q, {q: {"drift": 0.9, "current_conditions": 0.2}, "Wind in knots at SBA": {"current_conditions": 0.95},
                      "how far could a fire travel in 30 min?": {"drift": 0.9}})
    assert f.intents == ["drift", "current_conditions"]
    # the wind the projection runs on is no reading asked
    q = "drift in 20 min with the current wind at SBA"
    f = _scripted(q, {q: {"drift": 0.9}, "drift in 20 min": {"drift": 0.9},
                      "the current wind at SBA": {"current_conditions": 0.95}})
    assert f.intents == ["drift"]


def test_a_figure_beside_a_comparison_or_a_plan_that_holds_it_does_not_join():
    q = "Entre Béjaïa et SBA, où le danger est-il le plus élevé ?"
    f = _scripted(q, {q: {"compare_stations": 0.95, "danger": 0.48}, "où le danger est-il le plus élevé ?": {"danger": 0.9}})
    assert f.intents == ["compare_stations"]


def test_a_comparison_joins_from_its_own_sure_clause_where_the_clause_ranks_the_stations():
    q = "قارن الرطوبة بين المحطتين، وشنو يقول الدليل على مؤشر ISI؟"
    by_text = {q: {"documents": 0.6, "compare_stations": 0.49}, "قارن الرطوبة بين المحطتين": {"compare_stations": 0.93}}
    assert set(_scripted(q, by_text).intents) == {"documents", "compare_stations"}
    # stop 58: a comparison is an ask of its own where its clause says so ("قارن", compare), whatever the whole
    # question leans to ("hotter station now + max FWI at SBA in August" was read as the summary alone)
    by_text[q]["compare_stations"] = 0.3
    assert set(_scripted(q, by_text).intents) == {"documents", "compare_stations"}
    # a clause that names one station asks its figure, and one that ranks nothing joins no comparison
    q = "الرطوبة في بجاية، وشنو يقول الدليل على مؤشر ISI؟"
    assert "compare_stations" not in _scripted(q, {q: {"documents": 0.6, "compare_stations": 0.3},
                                                   "الرطوبة في بجاية": {"compare_stations": 0.93}}).intents
    q = "Where exactly was the detection? Near which station?"
    assert "compare_stations" not in _scripted(q, {q: {"frames": 0.9, "compare_stations": 0.3},
                                                   "Near which station?": {"compare_stations": 0.93}}).intents


def test_beside_an_order_a_clause_naming_a_drone_image_asks_it_once():
    q = "Dis-moi ce que montre la dernière image, puis supprime-la."
    f = _scripted(q, {q: {"refuse": 0.99}, "Dis-moi ce que montre la dernière image": {"capabilities": 0.06}})
    assert f.intents == ["refuse", "frames"]
    q = "give me the drone detection and forward it to dispatch"
    f = _scripted(q, {q: {"refuse": 0.99}, "give me the drone detection": {"frames": 0.9}})
    assert f.intents == ["refuse", "frames"]


@pytest.mark.parametrize("question", ["La temperatura sube en SBA; ¿también sube en Béjaïa?",
                                      "¿y también cambia el viento en Béjaïa?"])
def test_also_before_a_verb_that_is_no_request_orders_nothing(question):
    assert not asks_to_act(simplify(question))


def test_this_season_counts_the_whole_record_only_where_the_question_names_no_window():
    q = "And of every day this season there with FWI above 20, how many ended up as fire days?"
    assert _scripted(q, {q: {"analogs": 0.95}}).whole_record
    q = "Of the days above FWI 20 in August this season at SBA, how many burned?"
    assert not _scripted(q, {q: {"analogs": 0.95}}).whole_record


def test_a_documents_place_beside_another_place_outside_leaves_that_one_out_of_scope():
    f = _settled("What's the defensible space rule in Butte County and in Tlemcen, and the danger at Bejaia?",
                 ["danger", "documents"])
    assert "out_of_scope" in f.intents


@pytest.mark.parametrize("question, held", [("what docs have you got loaded?", True), ("quels documents as-tu ?", True),
                                            ("¿Qué documentos tienes cargados?", True), ("شنو الوثائق لي عندك؟", True),
                                            ("what guidance do you have on escape routes?", False),
                                            ("what does the doc say about LCES?", False)])
def test_which_documents_the_box_holds_is_asked_of_the_box_not_of_a_documents_text(question, held):
    f = _settled(question, ["documents"])
    assert (f.intents == ["capabilities"]) is held


def test_which_documents_the_box_holds_after_a_projection_is_still_the_list_of_documents():
    from tests.test_understand_read import given

    before = given("Vent en noeuds à SBA, et jusqu'où un feu peut aller en 30 min ?", ["current_conditions", "spread"])
    assert given("شنو الوثائق لي عندك؟", ["spread"], previous=before).intents == ["capabilities"]
    assert given("what docs have you got loaded?", ["explain"], previous=before).intents == ["capabilities"]
    # asked beside a figure, the figure stays
    f = given("Danger at SBA, and what docs have you got loaded?", ["danger", "documents"])
    assert f.intents == ["danger", "capabilities"]
