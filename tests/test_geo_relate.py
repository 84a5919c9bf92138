"""Distance, relation, decision and ranking (paper 002 §3.4, Table 3, Figure 5)."""
import pytest

from tests.geo_fixtures import gaz, gazetteer_dir  # noqa: F401

from appliance.geo.relate import rank_by_geography, relate
from appliance.geo.tagger import tag_places


def judge(question, passage, gaz):
    return relate(tag_places(question, gaz), tag_places(passage, gaz), gaz)


@pytest.mark.parametrize("passage, distance, relation, decision", [
    ("Oregon fire officials expect a long season.", 0, "exact", "answer"),
    ("Nationwide, the United States Forest Service expects a long season.", 2, "broader", "warn"),
    ("California fire officials expect a long season.", 2, "different", "abstain"),
    ("Multnomah County expects a long season.", 1, "narrower", "warn"),
    ("Portland, Oregon expects a long season.", 2, "narrower", "warn"),
])
def test_paper_table_3_oregon_query(gaz, passage, distance, relation, decision):
    got = judge("How do wildfire risks vary in Oregon?", passage, gaz)
    assert (got["distance"], got["relation"], got["decision"]) == (distance, relation, decision)


def test_warning_names_the_level(gaz):
    got = judge("What are the defensible space rules in Chico?", "Butte County requires 100 feet.", gaz)
    assert got["decision"] == "warn"
    assert "this guidance is for Butte County as a whole" in got["reason"]


def test_no_common_ancestor_is_infinite_and_abstains(gaz):
    got = judge("Fire weather in Bejaia?", "Oregon extended its burn ban.", gaz)
    assert (got["distance"], got["relation"], got["decision"]) == (None, "different", "abstain")


def test_question_without_place_is_ordinary_ranking(gaz):
    got = judge("How much defensible space do I need?", "Oregon requires 30 feet.", gaz)
    assert (got["relation"], got["decision"]) == ("none", "answer")


def test_passage_without_place_is_warned_not_answered(gaz):
    got = judge("How much defensible space do I need in Chico?", "Keep 30 feet clear around the house.", gaz)
    assert (got["relation"], got["decision"]) == ("none", "warn")


def test_ambiguous_question_never_gets_a_plain_answer(gaz):
    got = judge("Is there a burn ban in Springfield?", "Springfield, Illinois issued a burn ban.", gaz)
    assert got["decision"] == "warn"
    assert "Missouri" in got["reason"] and "Illinois" in got["reason"]


def test_rank_by_geography_orders_by_distance_then_cosine_and_drops_abstentions(gaz):
    q = tag_places("Defensible space rules in Chico?", gaz)
    texts = {"exact": "Chico, California rules", "county": "Butte County rules", "state": "California rules",
             "other": "Redding, California rules", "general": "Keep brush trimmed"}
    cosines = {"exact": 0.2, "county": 0.9, "state": 0.95, "other": 0.99, "general": 0.97}
    candidates = [{"key": k, "places": tag_places(t, gaz), "cosine": cosines[k]} for k, t in texts.items()]
    ranked = rank_by_geography(q, candidates, k=6, gazetteer=gaz)
    assert [c["key"] for c in ranked] == ["exact", "county", "state", "general"]
    assert ranked[0]["geo"]["decision"] == "answer"
    assert len(rank_by_geography(q, candidates, k=2, gazetteer=gaz)) == 2
    no_place = rank_by_geography([], candidates, k=6, gazetteer=gaz)
    assert [c["key"] for c in no_place] == ["other", "general", "state", "county", "exact"]


# Figure 5 of the paper: one question asked about eight places of different kinds. For each, a
# passage about the place itself, about a place containing it, and about a sibling place.
EIGHT_PLACES = [
    ("city", "Chico", "Chico, California", "Butte County", "Oroville"),
    ("county", "Deschutes County", "Deschutes County", "Oregon", "Jackson County, Oregon"),
    ("state", "Colorado", "Colorado", "the West", "Utah"),
    ("abbreviation", "N.M.", "New Mexico", "United States", "Texas"),
    ("same-name city", "Portland, Maine", "Portland, ME", "Maine", "Portland, Oregon"),
    ("city named like its county", "Santa Fe, New Mexico", "Santa Fe, N.M.", "Santa Fe County", "Albuquerque"),
    ("region", "the Midwest", "the Midwest", "United States", "the South"),
    ("Algerian wilaya", "Bejaia", "Béjaïa province", "Algeria", "Sidi Bel Abbès"),
]


@pytest.mark.parametrize("kind, asked, same, container, sibling", EIGHT_PLACES, ids=[p[0] for p in EIGHT_PLACES])
def test_same_question_about_eight_kinds_of_place_decides_consistently(gaz, kind, asked, same, container, sibling):
    question = f"When does the wildfire season start in {asked}?"
    decisions = [judge(question, f"In {p}, the season starts in June.", gaz)["decision"] for p in (same, container, sibling)]
    assert decisions == ["answer", "warn", "abstain"], kind


def test_informal_region_contains_its_counties_cities(gaz):
    got = judge("Red flag warning for the Bay Area?", "Oakland, California declared a red flag day.", gaz)
    assert (got["relation"], got["decision"]) == ("narrower", "warn")
    got = judge("Red flag warning for the Bay Area?", "Fresno County declared a red flag day.", gaz)
    assert (got["relation"], got["decision"]) == ("different", "abstain")


def test_unknown_place_ids_count_as_no_place(gaz):
    stale = [{"name": "Gone", "admin_level": "city", "id": "gn:0"}]
    assert relate(stale, tag_places("Oregon", gaz), gaz)["relation"] == "none"
    assert relate(tag_places("Oregon", gaz), stale, gaz)["decision"] == "warn"
