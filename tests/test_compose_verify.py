"""The writer's verifier against scripted hostile rewrites, and writer mode's fallback to the
composer's text (with the audit saying which)."""
import pytest

from appliance.compose.verify import verify
from appliance.compose.writer import rewrite

FACTS = ["Moderate fire danger at Sidi-Bel Abbes today (FWI 17.5, published by the station network) [1].",
         "Sidi-Bel Abbes at 12:00 CET (1 h before the question): 31 °C, relative humidity 22 %, wind 15 km/h [2].",
         "Low fire danger at Béjaïa today (FWI 6.1, published by the station network) [3]."]
STATIONS = ["Sidi-Bel Abbes", "sidi-bel-abbes", "Béjaïa", "bejaia", "Tamanrasset"]


def check(text):
    return verify(text, FACTS, 3, STATIONS)


def test_a_faithful_rewrite_is_accepted():
    assert check("Sidi-Bel Abbes is at moderate danger, FWI 17.5 [1]. At 12:00 CET it was 31 °C with 22 % "
                 "humidity and 15 km/h wind [2]. Béjaïa is low, FWI 6.1 [3].") is None


@pytest.mark.parametrize("text, problem", [
    ("Sidi-Bel Abbes is at moderate danger, FWI 27.5 [1].", "number 27.5"),            # invented number
    ("Sidi-Bel Abbes is at moderate danger, FWI 17 [1].", "number 17"),                 # rounded away
    ("Danger is moderate at 17.5 [1]. Wind is 40 km/h [2].", "number 40"),
    ("Tamanrasset is at moderate danger, FWI 17.5 [1].", "station Tamanrasset"),        # a station not in the facts
    ("Moderate danger near Oran, FWI 17.5 [1].", "name Oran"),                          # a place not in the facts
    ("Sidi-Bel Abbes is at moderate danger, FWI 17.5.", "carries no [n]"),              # missing citation
    ("Sidi-Bel Abbes is at moderate danger [1]. Béjaïa is low.", "carries no [n]"),
    ("Sidi-Bel Abbes is at moderate danger, FWI 17.5 [4].", "[4] is not one of the sources"),
    ("At 14:00 CET it was 31 °C [2].", "time 14:00"),
    ("", "empty"),
])
def test_hostile_rewrites_are_rejected_with_the_reason(text, problem):
    result = check(text)
    assert result is not None and problem in result


def test_swapped_stations_are_caught_by_their_numbers():
    # 17.5 is in the facts, but as Sidi-Bel Abbes's FWI, not Béjaïa's.
    assert check("Béjaïa is at moderate danger, FWI 17.5 [3].") == "the number 17.5 is not given for Béjaïa"
    assert check("Sidi-Bel Abbes has FWI 6.1 [1].") == "the number 6.1 is not given for Sidi-Bel Abbes"
    assert check("Béjaïa has FWI 6.1 [3].") is None


class ScriptedWriter:
    """Returns canned chat outputs in order, like a model would."""

    def __init__(self, outputs):
        self.outputs, self.calls = list(outputs), []

    def chat(self, messages, max_tokens=0, timeout_s=None):
        self.calls.append(messages)
        return {"choices": [{"message": {"content": self.outputs.pop(0)}}]}


def test_a_rejected_rewrite_is_re_asked_once_with_the_reason_then_accepted():
    # The accepted rewrite keeps every fact's citation: one that drops a fact's [n] is refused (issue 29).
    good = ("Moderate danger at Sidi-Bel Abbes, FWI 17.5 [1]. Sidi-Bel Abbes had 31 °C, relative humidity 22 % and "
            "wind 15 km/h at 12:00 CET [2]. Low danger at Béjaïa, FWI 6.1 [3].")
    model = ScriptedWriter(["Danger is 99 at Sidi-Bel Abbes [1].", good])
    # The data age ("1 h before the question") stays in the answer's age line, which the writer never touches.
    text, attempts = rewrite(model, FACTS, 3, STATIONS, reasks=1, max_tokens=100, timeout_s=5,
                             shown="Newest data: 12:00 CET, 1 h before the question.")
    assert text == good, attempts[-1]["rejected"]
    assert [a["rejected"] for a in attempts][0] == "the number 99 is not in the facts" and attempts[1]["rejected"] is None
    assert "the number 99 is not in the facts" in model.calls[1][-1]["content"]


def test_after_the_re_asks_the_composer_text_stands():
    model = ScriptedWriter(["No citations here.", "Still 12 invented [9]."])
    text, attempts = rewrite(model, FACTS, 3, STATIONS, reasks=1, max_tokens=100, timeout_s=5)
    assert text is None and len(attempts) == 2 and all(a["rejected"] for a in attempts)
