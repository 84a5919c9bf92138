"""Words as data the blind batches showed missing: "ping Air Attack 2 with it" is an order to send (only "ping my
captain", "ping the IC" were), and "y también la dirección" asks the wind's direction, which the stations do not
report (only "y la dirección" was read so); and "which station is hotter?" beside one station's own figure ranks every
station (it was read as that one station's figure, "nothing to compare it with")."""
import pytest

from appliance.evaluation.reader_data import STATIONS
from appliance.understand import Frame
from appliance.understand.orders import asks_to_act
from appliance.understand.read import settle
from appliance.understand.unheld import unheld_part
from appliance.understand.wordlists import simplify


@pytest.mark.parametrize("question, order", [
    ("Tell me the drone detection time and ping Air Attack 2 with it.", True),
    ("ping heli 1 with the FWI", True),
    ("ping the engines when it gets worse", True),
    ("what is the ping time to the base station?", False),
    ("ping me the FWI at SBA", False),        # a figure asked, as "send me the FWI" is
])
def test_ping_a_named_crew_is_an_order(question, order):
    assert bool(asks_to_act(simplify(question))) is order


@pytest.mark.parametrize("question, direction", [
    ("Viento en nudos en Bejaia y también la dirección, que vamos a lanzar", True),
    ("Le vent à SBA, et aussi la direction ?", True),
    ("Viento en nudos en Bejaia, que vamos a lanzar", False),
    ("y también la dirección del fuego", False),      # the fire's direction, not the wind's
])
def test_the_direction_asked_too_is_not_held(question, direction):
    found = unheld_part(question)
    assert (found is not None and found[1] == "direction") is direction


@pytest.mark.parametrize("question, named, ranked", [
    ("FWI at SBA, and which station is hotter?", "sidi-bel-abbes", True),
    ("Quelle station est la plus chaude, et quel est le FWI à Béjaïa ?", "bejaia", True),
    ("أي محطة فيها ريح أكثر دروك؟ وشحال الرطوبة في بجاية؟", "bejaia", True),
    ("is Bejaia hotter today?", "bejaia", False),
    ("At SBA, which of the two days was hotter, Monday or Tuesday?", "sidi-bel-abbes", False),   # no station ranked
    ("À Béjaïa, lequel est le plus élevé, l'ISI ou le BUI ?", "bejaia", False),
])
def test_which_station_beside_one_stations_figure_ranks_every_station(question, named, ranked):
    f = Frame(question=question, intents=["compare_stations", "danger"], stations=[named],
              intent_scores={"compare_stations": 0.9, "danger": 0.8, "current_conditions": 0.3})
    settle(f, question, None, False, STATIONS)
    if ranked:
        assert "compare_stations" in f.intents and f.stations[0] == named and set(f.stations) == {s.device for s in STATIONS}
    else:
        assert "compare_stations" not in f.intents and f.stations == [named]
