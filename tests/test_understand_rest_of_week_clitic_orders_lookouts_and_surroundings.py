"""Words as data a crew uses in passing: the rest of the week is a forecast, an order hides in a Spanish clitic
("reenvíasela"), posting a lookout is a call asked of the box, and "the mountains around" a station is a place near it."""
import pytest

from appliance.understand.nearby import near_part
from appliance.understand.orders import is_order
from appliance.understand.parse import simplify
from appliance.understand.rates import decision_asked
from appliance.understand.unheld import unheld_part


@pytest.mark.parametrize("question", ["Danger class Bejaia now, and for the rest of the week?",
                                      "FWI à SBA, et le reste de la semaine ?", "¿Y el resto de la semana en Béjaïa?",
                                      "شحال الخطر في بجاية و باقي الأسبوع؟"])
def test_the_rest_of_the_week_is_a_forecast(question):
    found = unheld_part(question)
    assert found is not None and found[1] == "forecast"


def test_the_rest_of_a_past_week_named_by_its_dates_is_no_forecast():
    assert unheld_part("Danger at SBA from 3 to 9 September?") is None


@pytest.mark.parametrize("clause, order", [("reenvíasela al jefe de guardia", True), ("mándasela a la central", True),
                                           ("pásamela a mí", False)])
def test_an_order_in_a_spanish_clitic_is_an_order(clause, order):
    assert is_order(simplify(clause)) is order


@pytest.mark.parametrize("question", ["Ça vaut le coup de poster une vigie ?", "worth posting a lookout up there?",
                                      "¿Ponemos un vigía en la loma?"])
def test_posting_a_lookout_is_a_call_asked(question):
    assert decision_asked(simplify(question)) == "resources"


def test_the_mountains_around_a_station_are_a_place_near_it():
    assert near_part("ما مستوى الخطر في الجبال المحيطة ببجاية؟")
