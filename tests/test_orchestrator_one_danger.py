"""One source of truth for danger (issue 19 item 2): on a store seeded with every recorded day of
both demo stations (the network's published codes in each reading, as the demo seed stores them),
Ask's figure (the answer's `danger` list and its fire_weather card) is station_danger's for the day
asked, and the Live API's (/api/live through the page's own app) for the latest day; a stale box's
"today" answers from its newest day and says how old it is."""
from types import SimpleNamespace

import pytest

from appliance.config import load_config
from appliance.fireweather.danger import danger_days, station_danger
from appliance.orchestrator.decay import DecayOrchestrator
from appliance.paths import ALGERIAN_CSV
from appliance.store.db import Database
from appliance.store.readings import insert_readings
from appliance.web.app import create_app
from firmware_bridge.algerian import parse_algerian

NAMES = {"bejaia": "Béjaïa", "sidi-bel-abbes": "Sidi Bel Abbes"}
CODES = ("ffmc", "dmc", "dc", "isi", "bui", "fwi", "danger_class", "provenance")


@pytest.fixture(scope="module")
def seeded(tmp_path_factory):
    data = tmp_path_factory.mktemp("one-danger")
    db = Database(data / "appliance.db")
    days = parse_algerian(ALGERIAN_CSV).days
    insert_readings(db, [("demo", d.device, {**d.reading(i + 1), "extra": dict(d.codes)}) for i, d in enumerate(days)])
    yield data, db
    db.close()


def orchestrator(seeded, text_embedder, now):
    data, db = seeded
    return DecayOrchestrator(db, text_embedder, None, load_config(None, {"store.data_dir": str(data), "answers.now": now}))


def sample(days: list[str]) -> list[str]:
    return sorted(set(days[::9] + days[-1:]))   # a spread over June to September, with the last day


@pytest.mark.parametrize("device", sorted(NAMES))
def test_asks_danger_is_station_danger_for_every_sampled_day(seeded, text_embedder, device):
    orch = orchestrator(seeded, text_embedder, "2012-10-01T12:00:00Z")
    db = seeded[1]
    days = sample(danger_days(db, device))
    assert len(days) >= 12
    for day in days:
        a = orch.answer(f"What was the fire danger at {NAMES[device]} on {day}?")
        want = station_danger(db, device, day)
        got = next(d for d in a.danger if d["station"] == device)
        assert {k: got[k] for k in CODES} == {k: want[k] for k in CODES}, day
        card = next(c["card"] for c in a.citations if c["kind"] == "fire_weather" and c["card"]["station"] == device)
        assert {k: card[k] for k in CODES} == {k: want[k] for k in CODES} and card["day"] == day
        assert f"FWI {want['fwi']:.1f}" in a.text and a.decision["action"] == "answer"


def test_ask_and_the_live_api_give_one_figure_for_the_latest_day(seeded, text_embedder):
    data, db = seeded
    box = SimpleNamespace(config=load_config(None, {"store.data_dir": str(data)}), db=db, model=None,
                          model_problem="no model in this test", orchestrator=None)
    live = {r["device"]: r["danger"] for r in create_app(box).test_client().get("/api/live").get_json()["readings"]}
    a = orchestrator(seeded, text_embedder, "2012-09-30T12:00:00Z").answer(
        "Compare today's fire weather at both stations. Which one should we watch?")
    asked = {d["station"]: d for d in a.danger}
    assert set(asked) == set(live) == set(NAMES)
    for device in NAMES:
        assert {k: asked[device][k] for k in CODES} == {k: live[device][k] for k in CODES}
    assert a.decision["action"] == "answer" and a.verdict.startswith("Watch ")


def test_today_on_a_stale_box_answers_from_the_newest_day_and_warns(seeded, text_embedder):
    orch = orchestrator(seeded, text_embedder, "")          # the real clock: the 2012 data is years old
    a = orch.answer("Compare today's fire weather at both stations. Which one should we watch?")
    assert a.decision["action"] == "warn" and a.stale and "old" in a.decision["reason"]
    assert {d["day"] for d in a.danger} == {"2012-09-30"} and a.verdict.startswith("Watch ")
    b = orch.answer("What is the fire danger at Béjaïa now?")
    assert b.decision["action"] == "warn" and b.stale and b.danger[0]["day"] == "2012-09-30"
