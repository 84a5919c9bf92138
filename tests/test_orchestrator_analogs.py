"""Analog questions on the demo's past-fire record (the analog index the seed builds from the
recorded days and their Classes column): the answer counts how many of the closest past days had
fires, and the day asked about is never its own analog."""
import pytest

from appliance.config import load_config
from appliance.demo.fire_record import INDEX_NAME, build_fire_record
from appliance.orchestrator.decay import DecayOrchestrator
from appliance.paths import ALGERIAN_CSV
from appliance.store.db import Database
from appliance.store.readings import insert_readings
from firmware_bridge.algerian import parse_algerian


@pytest.fixture(scope="module")
def orch(tmp_path_factory, text_embedder):
    data = tmp_path_factory.mktemp("analogs")
    db = Database(data / "appliance.db")
    days = parse_algerian(ALGERIAN_CSV).days
    insert_readings(db, [("demo", d.device, {**d.reading(i + 1), "extra": dict(d.codes)}) for i, d in enumerate(days)])
    record = build_fire_record(db, text_embedder)
    assert record == {"index": INDEX_NAME, "days": 244, "fire_days": 138}
    yield DecayOrchestrator(db, text_embedder, None, load_config(None, {"store.data_dir": str(data),
                                                                         "answers.now": "2012-10-01T12:00:00Z"}))
    db.close()


@pytest.mark.parametrize("question, device, day", [
    ("Have we seen days like 14 August before at Béjaïa? Did they burn?", "Bejaia", "2012-08-14"),
    ("Which past days were most like 2012-07-02 at Sidi Bel Abbes, and how many of them had fires?", "Sidi-Bel Abbes",
     "2012-07-02"),
])
def test_the_closest_past_days_are_counted_without_the_day_itself(orch, question, device, day):
    a = orch.answer(question)
    assert "analogs" in a.frame["intents"] and a.decision["action"] in ("answer", "warn")
    cards = [c["card"] for c in a.citations if c["kind"] == "analog"]
    assert cards and all(not (c["day"] == day and c["station"] == device) for c in cards)
    fires = sum(1 for c in cards if c["fire"])
    assert f"{fires} of the {len(cards)} closest past days" in a.text, (cards, a.text)


def test_fire_days_over_a_month_are_counted_from_the_record(orch):
    a = orch.answer("How many fire days did Béjaïa have in August?")
    assert a.frame["intents"][0] == "summary" and a.decision["action"] == "answer"
    assert "24 fire days of the 31 days" in a.text    # the recorded Classes column, Béjaïa, August 2012


def test_a_weekly_summary_gives_the_windows_danger_change_and_peak(tmp_path_factory, text_embedder, orch):
    from appliance.config import load_config as cfg

    week = DecayOrchestrator(orch.db, text_embedder, None, cfg(None, {"answers.now": "2012-09-30T12:00:00Z"}))
    a = week.answer("Summarize the last week at Sidi Bel Abbes.")
    assert a.frame["intents"][0] == "summary" and a.decision["action"] == "answer"
    assert "peak 6.5 (low) on 26 September" in a.text     # the week's highest station_danger FWI


def test_a_figure_asked_now_beside_a_window_is_read_at_now_and_the_windows_top_over_the_window(orch):
    a = orch.answer("What's the FWI at Sidi Bel Abbes now, and what was the highest in August?")
    assert set(a.frame["intents"]) == {"danger", "summary"} and a.frame["point_time"]["kind"] == "now"
    # the danger of now (the fixture's clock is 1 October: the newest day, 30 September, and its age said), not of
    # August's last day; the fire check of that day (FFMC 67.3), not of 31 August
    assert "Very low fire danger at Sidi-Bel Abbes on 30 September 2012 (FWI 0.5" in a.text
    assert "newest data is 1 day old" in a.text and "FFMC 67.3" in a.text
    assert "Highest FWI at Sidi-Bel Abbes in August: 31.1 on 25 August" in a.text          # August's highest
    assert [d["fwi"] for d in a.danger] == [0.5]          # the page's badge: the danger asked, today's


@pytest.mark.parametrize("question", [
    "Max temp at SBA in August, and what was the FWI on that day?",
    "أعلى حرارة في سيدي بلعباس في أوت، وشحال كان الـFWI في ذلك اليوم؟",
])
def test_a_figure_asked_on_the_day_of_a_windows_extreme_is_read_on_that_day(orch, question):
    a = orch.answer(question)
    assert a.frame["point_time"]["text"] == "17 August 2012"       # the recorded hottest day, found in the evidence
    # the FWI of that day (24.0), not of August's last day (19.4) nor of today; the day's own fire check
    assert "High fire danger at Sidi-Bel Abbes on 17 August 2012 (FWI 24.0" in a.text and "FFMC 96.0" in a.text
    assert "high 42 °C on 17 August 2012" in a.text
    assert [d["fwi"] for d in a.danger] == [24.0]                   # the page's badge: that day's danger


def test_one_reading_asked_at_two_days_gives_both_days(orch):
    from appliance.config import load_config as cfg

    today = DecayOrchestrator(orch.db, orch.embedder, None, cfg(None, {"answers.now": "2012-09-30T12:00:00Z"}))
    a = today.answer("How much rain at SBA yesterday, and any today?")
    assert a.frame["intents"] == ["current_conditions"] and a.decision["action"] == "answer"
    # the recorded rain of 29 September (0.1 mm) and of 30 September (0.2 mm), each with its own day
    assert "29 September 2012, 12:00 CET (1 day before the question): 24 °C, relative humidity 54 %" in a.text
    assert "rain 0.1 mm" in a.text and "rain 0.2 mm" in a.text
    assert "30 September 2012, noon reading" in a.read_back


def test_the_figure_asked_on_the_extremes_day_leads_the_answer(orch):
    a = orch.answer("Hottest day at SBA in August: what was the humidity that day?")
    # the recorded 17 August reading leads (humidity 24 %); the month's highest that found the day follows
    assert a.text.startswith("**Sidi-Bel Abbes: 42 °C, relative humidity 24 %") and "at 17 August 2012" in a.text.split("**")[1]
    assert "high 42 °C on 17 August 2012" in a.text


@pytest.mark.parametrize("question, read_back", [
    ("hottest day in aug at SBA and did that one end in a fire?", "whether it burned: on the day of the highest temperature"),
    ("Día más caluroso de agosto en Sidi Bel Abbes, ¿y ese día hubo incendio?", "si hubo incendio: el día del máximo de temperatura"),
])
def test_whether_the_extremes_day_burned_is_that_days_own_record(orch, question, read_back):
    a = orch.answer(question)
    assert {"summary", "analogs"} <= set(a.frame["intents"]) and a.frame["point_time"]["text"] == "17 August 2012"
    # the record's own entry for 17 August leads, not the seven days most like the month's last day
    assert a.text.startswith("**17 August 2012 at Sidi-Bel Abbes: a fire day in the box's past-fire record")
    assert read_back in a.read_back


def test_a_count_and_how_many_of_those_days_burned(orch):
    a = orch.answer("شحال من نهار فوق 35 درجة في سيدي بلعباس في أوت، وشحال منهم كان فيهم حريق؟")
    assert {"summary", "analogs"} <= set(a.frame["intents"])
    assert "17 of the 18 past days with a temperature above 35 °C at Sidi-Bel Abbes had a fire" in a.text


def test_the_badge_beside_an_extremes_day_and_its_fire_is_that_days_danger(orch):
    a = orch.answer("hottest day in aug at SBA and did that one end in a fire?")
    # 17 August's danger (FWI 24.0), not 31 August's (19.4), beside the answer about 17 August
    assert [d["fwi"] for d in a.danger] == [24.0]
