"""Words as data the blind batches showed missing: "ping Air Attack 2 with it" is an order to send (only "ping my
captain", "ping the IC" were), and "y también la dirección" asks the wind's direction, which the stations do not
report (only "y la dirección" was read so)."""
import pytest

from appliance.understand.orders import asks_to_act
from appliance.understand.unheld import unheld_part
from appliance.understand.wordlists import simplify


@pytest.mark.parametrize("question, order", [
    ("Tell me the drone detection time and ping Air Attack 2 with it.", True),
    ("ping heli 1 with the FWI", True),
    ("ping the engines when it gets worse", True),
    ("what is the ping time to the base station?", False),
])
def test_ping_a_named_crew_is_an_order(question, order):
    assert bool(asks_to_act(simplify(question))) is order


@pytest.mark.parametrize("question, direction", [
    ("Viento en nudos en Bejaia y también la dirección, que vamos a lanzar", True),
    ("Le vent à SBA, et aussi la direction ?", True),
    ("Viento en nudos en Bejaia, que vamos a lanzar", False),
])
def test_the_direction_asked_too_is_not_held(question, direction):
    found = unheld_part(question)
    assert (found is not None and found[1] == "direction") is direction
