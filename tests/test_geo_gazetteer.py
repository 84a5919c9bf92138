"""The place DAG: coverage of US states, counties and cities, parents, aliases, other countries."""
from tests.geo_fixtures import gaz, gazetteer_dir  # noqa: F401

from appliance.geo.relate import lowest_common_ancestor


def names(gaz, ids):
    return [gaz.place(i).name for i in ids]


def test_every_us_state_sits_under_its_census_region(gaz):
    rows = gaz._query("SELECT name, parent FROM place WHERE country='US' AND level='state'", ())
    parents = {name: parent for name, parent in rows}
    for state, region in [("California", "census:west"), ("Oregon", "census:west"), ("Texas", "census:south"),
                          ("Illinois", "census:midwest"), ("Maine", "census:northeast"), ("District of Columbia", "census:south")]:
        assert parents[state] == region
    in_regions = [n for n, p in rows if p and p.startswith("census:")]
    assert len(in_regions) == 51  # 50 states and DC; outlying areas hang from the country


def test_every_us_county_has_a_state_parent(gaz):
    (count,) = gaz._query("SELECT count(*) FROM place c JOIN place s ON s.id = c.parent "
                          "WHERE c.country='US' AND c.level='county' AND s.level='state'", ())[0]
    assert count >= 3143


def test_city_chain_runs_city_county_state_region_country(gaz):
    chico = [p for p in gaz.find("Chico") if "California" in p.label][0]
    assert names(gaz, gaz.ancestors(chico.id)) == ["Chico", "Butte County", "California", "West", "United States"]
    assert chico.population > 50_000


def test_abbreviations_and_aliases_name_the_same_place(gaz):
    california = {p.id for p in gaz.find("California")}
    assert california & {p.id for p in gaz.find("CA")}
    assert california & {p.id for p in gaz.find("Calif.")}
    assert {p.name for p in gaz.find("USA")} == {"United States"}
    assert any(p.name.endswith("Louis") for p in gaz.find("Saint Louis")) and gaz.find("St. Louis")


def test_same_name_places_are_all_candidates(gaz):
    springfields = [p for p in gaz.find("Springfield") if p.country == "US" and p.level == "city"]
    states = {p.label.split(", ")[-2] for p in springfields}
    assert {"Illinois", "Missouri", "Massachusetts", "Oregon"} <= states


def test_algerian_wilayas_of_the_demo_data(gaz):
    for name in ("Bejaia", "Sidi Bel Abbes"):
        wilaya = [p for p in gaz.find(name) if p.level == "state"]
        assert wilaya and wilaya[0].country == "DZ"
        assert gaz.place(wilaya[0].parent).name == "Algeria"


def test_features_are_second_parents(gaz):
    oakland = [p for p in gaz.find("Oakland") if "California" in p.label][0]
    chain = names(gaz, gaz.ancestors(oakland.id))
    assert chain[:4] == ["Oakland", "Alameda County", "San Francisco Bay Area", "California"]
    oregon = [p for p in gaz.find("Oregon") if p.level == "state"][0]
    assert "Pacific Northwest" in names(gaz, gaz.ancestors(oregon.id))
    us = gaz.find("United States")[0].id
    assert gaz.depths(oregon.id)[us] == 2  # the shortest way up, as in the paper's Table 3


def test_lowest_common_ancestor_indices_from_the_paper_table_3():
    oregon = ("oregon", "west", "us")
    assert lowest_common_ancestor(oregon, oregon) == ("oregon", 0, 0)
    assert lowest_common_ancestor(oregon, ("us",)) == ("us", 2, 0)
    assert lowest_common_ancestor(oregon, ("california", "west", "us")) == ("west", 1, 1)
    assert lowest_common_ancestor(oregon, ("multnomah", "oregon", "west", "us")) == ("oregon", 0, 1)
    assert lowest_common_ancestor(oregon, ("bejaia", "algeria")) is None
