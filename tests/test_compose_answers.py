"""Composers and the decision from intent coverage, on hand-made evidence (no store, no model)."""
from datetime import datetime, timezone

import pytest

from appliance.compose import compose
from appliance.compose.result import ComposeContext
from appliance.compose.words import quote
from appliance.understand import Frame, TimeSpec, make_station

NOW = datetime(2012, 9, 30, 12, 0, tzinfo=timezone.utc).timestamp()      # 13:00 CET at both stations
STATIONS = {s.device: s for s in (make_station("bejaia", "demo", 36.7509, 5.0567),
                                  make_station("sidi-bel-abbes", "demo", 35.1899, -0.6308))}


def reading(device, rid, ts, **w):
    s = STATIONS[device]
    return {"kind": "reading", "tier": 1, "id": rid, "device": device, "ts": ts, "lat": s.lat, "lon": s.lon,
            "temperature_c": 31, "rh_pct": 22, "wind_kmh": 15, "wind_dir_deg": None, "rain_mm": 0, **w}


def danger(device, fwi, cls, day="2012-09-30", prev=None):
    d = {"station": device, "site": "demo", "day": day, "ffmc": 88.0, "dmc": 40.0, "dc": 300.0, "isi": 7.0, "bui": 60.0,
         "fwi": fwi, "danger_class": cls, "provenance": "published by the station network", "reading_id": 1}
    item = {"kind": "fire_weather", "tier": 1, "id": f"{device}:{day}", "device": device, "day": day, "ts": NOW - 3600,
            "danger": d, "card": d}
    if prev:
        item["previous"] = {**d, "fwi": prev[0], "danger_class": prev[1], "day": "2012-09-29"}
    return item


def run(intents, gathered, stations=("sidi-bel-abbes",), time=None, stale_after_s=10800, **kw):
    frame = Frame(question="q", intents=list(intents), stations=list(stations), time=time or TimeSpec("now", None, NOW, "now"))
    ctx = ComposeContext(frame, gathered, NOW, STATIONS, **kw)
    return compose(frame, ctx, stale_after_s)


def test_danger_verdict_first_with_class_numbers_local_time_and_sources():
    out = run(["danger"], {"station_danger": [danger("sidi-bel-abbes", 17.5, "moderate", prev=(8.2, "low"))],
                           "sensor_snapshot": [reading("sidi-bel-abbes", 7, NOW - 3600)]})
    text = out.text()
    assert out.verdict == "Moderate fire danger at Sidi-Bel Abbes"
    assert text.startswith("**Moderate fire danger at Sidi-Bel Abbes.**")
    assert "FWI 17.5, published by the station network" in text and "Up from low the day before (FWI 8.2)" in text
    assert "12:00 CET" in text and "1 h before the question" in text and "UTC" not in text
    assert "[1]" in text and "[2]" in text and [c["n"] for c in out.citations] == [1, 2]
    assert out.citations[1]["card"]["utc"] == "2012-09-30T11:00:00Z" and out.citations[1]["card"]["local_time"].endswith("CET")
    assert out.decision["action"] == "answer" and out.data_age_s == 3600 and not out.stale


def test_compare_names_the_station_to_watch():
    out = run(["compare_stations", "danger"],
              {"station_danger": [danger("bejaia", 6.1, "low"), danger("sidi-bel-abbes", 17.5, "moderate")],
               "sensor_snapshot": [reading("bejaia", 1, NOW - 3600, rh_pct=40), reading("sidi-bel-abbes", 2, NOW - 3600)]},
              stations=("bejaia", "sidi-bel-abbes"))
    assert out.verdict == "Watch Sidi-Bel Abbes: danger moderate (FWI 17.5) against low at Béjaïa (FWI 6.1), FWI 11.4 higher"
    assert "drier (relative humidity 22 % against 40 %)" in out.text()
    # The comparison covers the readings too (data/intents.json "covers"): served, since both readings are here.
    assert out.decision["served"] == ["compare_stations", "danger", "current_conditions"]


def test_old_data_on_a_now_question_warns_with_its_age():
    old = NOW - 14 * 365.25 * 86400
    out = run(["current_conditions"], {"sensor_snapshot": [reading("sidi-bel-abbes", 7, old)]})
    assert out.stale and out.decision["action"] == "warn" and "14 years old" in out.decision["reason"]
    assert "**The newest data is 14 years old**" in out.text()


def test_old_data_on_a_question_about_that_day_is_not_stale():
    day = TimeSpec("day", NOW - 40 * 86400, NOW - 39 * 86400, "2012-08-21")
    out = run(["current_conditions"], {"sensor_snapshot": [reading("sidi-bel-abbes", 7, NOW - 39.5 * 86400)]}, time=day)
    assert not out.stale and out.decision["action"] == "answer"


@pytest.mark.parametrize("intents, gathered, action, reason", [
    (["danger", "frames"], {"station_danger": [danger("sidi-bel-abbes", 17.5, "moderate")]}, "warn", "not available"),
    (["frames"], {}, "abstain", "drone frames"),
    (["refuse"], {}, "abstain", "only answers questions"),
    (["out_of_scope"], {}, "abstain", "stations are"),
    (["capabilities"], {}, "answer", "grounded"),
    (["explain"], {}, "abstain", "earlier answer"),
    (["tactical"], {"sensor_snapshot": [reading("sidi-bel-abbes", 7, NOW - 3600)]}, "warn", "plan itself is not served"),
])
def test_decisions_come_from_intent_coverage(intents, gathered, action, reason):
    out = run(intents, gathered)
    assert out.decision["action"] == action and reason in out.decision["reason"]
    if action != "answer":
        assert "grounded" not in out.decision["reason"]


def test_a_refusal_says_plainly_nothing_was_published():
    frame_q = "Publish an evacuation alert for the valley"
    frame = Frame(question=frame_q, intents=["refuse"])
    out = compose(frame, ComposeContext(frame, {}, NOW, STATIONS), 10800)
    assert out.verdict == "The box cannot order evacuations and publish alerts or send messages"
    assert "nothing was published" in out.text()
    for order in ("Text the IC that we're pulling out", "radio all units to pull back", "Lancez l'alerte"):
        frame = Frame(question=order, intents=["refuse"])
        assert compose(frame, ComposeContext(frame, {}, NOW, STATIONS), 10800).verdict == \
            "The box cannot publish alerts or send messages"


def test_tactical_gives_wind_and_says_the_direction_is_missing():
    out = run(["tactical"], {"sensor_snapshot": [reading("sidi-bel-abbes", 7, NOW - 3600)]})
    text = out.text()
    assert out.verdict.startswith("The box cannot plan staging or routes")
    assert "wind 15 km/h (direction not reported)" in text and "wind direction" in text


@pytest.mark.parametrize("kind, missing, not_missing", [
    ("burning", "a yes or no to burning", "route plan"),
    ("entering", "a go or no-go for entering", "route plan"),
    (None, "a staging or route plan", "burning"),
])
def test_what_is_missing_is_the_decision_asked_about(kind, missing, not_missing):
    frame = Frame(question="q", intents=["tactical"], stations=["sidi-bel-abbes"], time=TimeSpec("now", None, NOW, "now"))
    frame.decision_kind = kind
    out = compose(frame, ComposeContext(frame, {"sensor_snapshot": [reading("sidi-bel-abbes", 7, NOW - 3600)]}, NOW,
                                        STATIONS), 10800)
    said = out.text() + " " + out.decision["reason"]
    assert missing in said and not_missing not in said


@pytest.mark.parametrize("text, expected", [
    ("Butte County requires 100 feet of defensible space. It is measured from the structure. More text follows here.",
     "Butte County requires 100 feet of defensible space. It is measured from the structure. More text follows here."),
    ("First sentence here. Then a long one " + "word " * 80 + "ends.", "First sentence here."),
])
def test_document_quotes_end_at_a_sentence(text, expected):
    assert quote(text, 120) == expected


def test_one_enormous_sentence_is_cut_at_a_word_and_says_so():
    q = quote("One enormous sentence " + "word " * 200, 120)
    assert q.endswith("word …") and len(q) <= 122


def test_a_closed_window_in_the_past_is_not_stale():
    from tests.test_compose_nocodes import window_item

    august = TimeSpec("range", NOW - 60 * 86400, NOW - 30 * 86400, "in august")
    out = run(["summary"], {"reading_window": [window_item(NOW - 30 * 86400 - 3600)]}, stations=("bejaia",), time=august)
    assert not out.stale and out.decision["action"] == "answer"
    assert "24 fire days of the 31 days in the box's past-fire record" in out.text()


def test_a_detection_says_where_it_lies_from_the_nearest_station():
    det = {"kind": "detection", "tier": 1, "id": 3, "ts": NOW - 2100, "device": "uav-1", "lat": 35.2090, "lon": -0.6075,
           "alert": {"kind": "fire_detection", "summary": "1 fire-coloured region(s) in frame 6", "projection_id": None,
                     "projection_error": None},
           "card": {"frame_id": 6, "device": "uav-1", "ts": NOW - 2100, "cue": "fire", "boxes": []}}
    out = run(["frames"], {"frames_latest": [det]}, stations=())
    # 2.1 km north and 2.1 km east of the station: 3.0 km to the north-east.
    assert "It lies at 35.2090, -0.6075, 3.0 km north-east of Sidi-Bel Abbes [1]." in out.text()
    del det["lat"], det["lon"]
    assert "It lies" not in run(["frames"], {"frames_latest": [det]}, stations=()).text()


def test_an_unread_part_of_the_question_is_never_labelled_grounded():
    gathered = {"station_danger": [danger("sidi-bel-abbes", 17.5, "moderate")],
                "sensor_snapshot": [reading("sidi-bel-abbes", 7, NOW - 3600)]}
    frame = Frame(question="q", intents=["danger"], stations=["sidi-bel-abbes"], time=TimeSpec("now", None, NOW, "now"),
                  unread=["who won the football?"])
    from appliance.compose import compose
    out = compose(frame, ComposeContext(frame, gathered, NOW, STATIONS), 10800)
    assert out.decision["action"] == "warn" and "“who won the football?”" in out.decision["reason"]
    assert "Not available: an answer to “who won the football?”" in out.text()
    assert run(["danger"], gathered).decision["action"] == "answer"          # the same answer, all read


def test_a_window_gives_its_change_and_its_extremes_with_the_day():
    from appliance.compose.weather import _change

    c = ComposeContext(Frame(question="q"), {}, NOW, STATIONS)
    hot = datetime(2012, 7, 7, 11, tzinfo=timezone.utc).timestamp()
    stats = {"temperature_c": {"first": 28, "last": 31, "min": 25, "max": 39, "max_ts": hot}}
    assert _change(stats, "temperature_c", "temperature", " °C", c, "sidi-bel-abbes") == \
        "temperature 28 to 31 °C (low 25 °C, high 39 °C on 7 July 2012)"
    flat = {"rh_pct": {"first": 40, "last": 30, "min": 30, "max": 40, "max_ts": hot}}
    assert _change(flat, "rh_pct", "relative humidity", " %") == "relative humidity 40 to 30 %"


def test_a_window_with_no_readings_in_it_is_not_served_though_the_latest_is_shown():
    from tests.test_compose_nocodes import window_item

    yesterday = TimeSpec("day", NOW - 86400, NOW - 1, "yesterday")
    before = window_item(NOW - 20 * 86400)
    before["window"] = {**before["window"], "inside_window": False, "count": 0}
    out = run(["summary"], {"reading_window": [before]}, stations=("bejaia",), time=yesterday)
    assert out.decision["action"] == "abstain" and "readings at Béjaïa yesterday" in out.decision["reason"]
    assert "the latest, at" in out.text()            # what the box has is still shown, as not the day asked about
    inside = run(["summary"], {"reading_window": [window_item(NOW - 3600)]}, stations=("bejaia",), time=yesterday)
    assert inside.decision["action"] == "answer"


def _analog_days(span=("2012-06-01", "2012-09-30")):
    return [{"kind": "analog", "tier": 2, "id": f"a{i}", "date": f"2012-08-0{i}", "fire": i % 2, "region": "Bejaia",
             "line": i, "distance": 0.1 * i, "record_span": span} for i in range(1, 4)]


def test_years_asked_of_a_one_season_record_warn_and_say_how_far_back_it_goes():
    gathered = {"historical_analogs": _analog_days(), "station_danger": [danger("bejaia", 8.0, "moderate")],
                "sensor_snapshot": [reading("bejaia", 7, NOW - 3600)]}
    frame = Frame(question="Worst day at Bejaia in the last ten years?", intents=["analogs"], stations=["bejaia"],
                  time=TimeSpec("now", None, NOW, "now"))
    out = compose(frame, ComposeContext(frame, gathered, NOW, STATIONS), 10 ** 9)
    assert out.decision["action"] == "warn" and "2012-06-01 to 2012-09-30 only" in out.decision["reason"]
    assert "not the last ten years asked about" in out.text()
    # the same question of this season, or a record of several years, is a full answer
    frame.question = "Worst day at Bejaia this summer?"
    assert compose(frame, ComposeContext(frame, gathered, NOW, STATIONS), 10 ** 9).decision["action"] == "answer"
    frame.question = "Worst day at Bejaia in the last ten years?"
    gathered["historical_analogs"] = _analog_days(("2004-06-01", "2012-09-30"))
    assert compose(frame, ComposeContext(frame, gathered, NOW, STATIONS), 10 ** 9).decision["action"] == "answer"


def test_a_comparison_puts_the_temperatures_side_by_side():
    gathered = {"station_danger": [danger("bejaia", 4.0, "low"), danger("sidi-bel-abbes", 9.0, "moderate")],
                "sensor_snapshot": [reading("bejaia", 1, NOW - 3600, temperature_c=24),
                                    reading("sidi-bel-abbes", 2, NOW - 3600, temperature_c=29)]}
    text = run(["compare_stations"], gathered, stations=("bejaia", "sidi-bel-abbes")).text()
    assert "Sidi-Bel Abbes is 5 °C hotter (29 against 24 °C), as humid (relative humidity 22 % against 22 %) and as windy" in text


@pytest.mark.parametrize("units, compared, verdict", [
    (["fahrenheit"], "temperature_c", "Sidi-Bel Abbes is 5 °C (9 °F) hotter: temperature 29 °C (84.2 °F) against 24 °C (75.2 °F)"),
    (["mph"], "wind_kmh", "Sidi-Bel Abbes is 6 km/h (3.7 mph) windier: wind 21 km/h (13 mph) against 15 km/h (9.3 mph)"),
])
def test_a_comparison_gives_its_figures_and_their_difference_in_the_units_asked(units, compared, verdict):
    gathered = {"station_danger": [danger("bejaia", 4.0, "low"), danger("sidi-bel-abbes", 9.0, "moderate")],
                "sensor_snapshot": [reading("bejaia", 1, NOW - 3600, temperature_c=24),
                                    reading("sidi-bel-abbes", 2, NOW - 3600, temperature_c=29, wind_kmh=21)]}
    frame = Frame(question="q", intents=["compare_stations"], stations=["bejaia", "sidi-bel-abbes"],
                  time=TimeSpec("now", None, NOW, "now"), units=units, reading_compared=compared)
    out = compose(frame, ComposeContext(frame, gathered, NOW, STATIONS), 10800)
    assert out.verdict.startswith(verdict)


def test_a_part_the_box_holds_nothing_for_says_why():
    gathered = {"sensor_snapshot": [reading("bejaia", 7, NOW - 3600)]}
    frame = Frame(question="q", intents=["current_conditions"], stations=["bejaia"], time=TimeSpec("now", None, NOW, "now"),
                  unread=["which way is the wind blowing"])
    out = compose(frame, ComposeContext(frame, gathered, NOW, STATIONS), 10 ** 9)
    assert out.decision["action"] == "warn"
    assert "“which way is the wind blowing”: the stations report no wind direction" in out.text()


def test_a_forecast_asked_alone_says_the_box_holds_no_forecast_and_what_it_has_instead():
    frame = Frame(question="q", intents=["out_of_scope"], stations=["bejaia"], time=TimeSpec("now", None, NOW, "now"),
                  unread=["will it rain at Bejaia tomorrow"])
    out = compose(frame, ComposeContext(frame, {}, NOW, STATIONS), 10 ** 9)
    assert out.decision["action"] == "abstain"
    assert out.text().startswith("**No forecast on the box: it cannot predict.**")
    assert "“will it rain at Bejaia tomorrow”: the box holds observations, no forecast" in out.text()
    assert "Ask for the latest readings or the fire danger at" in out.text()


def test_a_document_is_quoted_from_the_sentence_a_question_in_another_language_asks():
    """The documents are English: a Spanish question is matched to their sentences with the documents' own terms
    beside it (retrieve/data/glossary.json), so the quote is the sentence on chimneys, not the section's first."""
    text = ("Zone 0 is the first 5 feet from the structure: keep it ember-resistant. Zone 1 runs from 5 to 30 feet: "
            "keep tree branches 10 feet from chimneys and other trees.")
    hit = {"kind": "document", "tier": 2, "id": 1, "title": "Butte County defensible space", "citation": "Butte County, § Zones",
           "text": text}
    frame = Frame(question="¿A qué distancia de las chimeneas hay que dejar las ramas?", intents=["documents"],
                  time=TimeSpec("now", None, NOW, "now"))
    out = compose(frame, ComposeContext(frame, {"document_search": [hit]}, NOW, STATIONS), 10800)
    assert "10 feet from chimneys" in out.verdict and "Zone 0" not in out.verdict


def test_a_comparison_over_a_window_leads_with_the_reading_it_names():
    from appliance.compose.weather import _reading_over_window
    from appliance.understand.frame import Frame

    class Ctx:
        frame = Frame("which got hotter in August, and by how much?", intents=["compare_stations", "summary"],
                      reading_compared="temperature_c")

        @staticmethod
        def position(device):
            return (36.75, 5.06)

    lasts = [{"device": "bejaia", "window": {"temperature_c": {"n": 31, "max": 37.0, "max_ts": 1345201200.0}}},
             {"device": "sidi-bel-abbes", "window": {"temperature_c": {"n": 31, "max": 42.0, "max_ts": 1345201200.0}}}]
    line = _reading_over_window(Ctx, lasts, "in August")
    assert line.startswith("Highest temperature in August: 42 °C at Sidi-Bel Abbes") and line.endswith("5 °C higher")
    Ctx.frame.reading_compared = None          # no reading named: the danger ranking leads
    assert _reading_over_window(Ctx, lasts, "in August") is None


def test_a_comparison_without_danger_figures_leads_with_the_reading_it_names():
    """Neither station's danger computed yet (a replay's first minutes): "which had more rain?" is answered with
    the rain, not with the humidity the box ranks stations by when nothing is named."""
    gathered = {"sensor_snapshot": [reading("bejaia", 1, NOW - 3600, rain_mm=1.4, rh_pct=78),
                                    reading("sidi-bel-abbes", 2, NOW - 3600, rain_mm=0.2, rh_pct=64)]}
    frame = Frame(question="q", intents=["compare_stations"], stations=["bejaia", "sidi-bel-abbes"],
                  time=TimeSpec("now", None, NOW, "now"), reading_compared="rain_mm")
    out = compose(frame, ComposeContext(frame, gathered, NOW, STATIONS), 10800)
    assert out.verdict.startswith("Béjaïa is 1.2 mm wetter: rain 1.4 mm against 0.2 mm at Sidi-Bel Abbes")
    frame.reading_compared = None
    out = compose(frame, ComposeContext(frame, gathered, NOW, STATIONS), 10800)
    assert out.verdict.startswith("Watch Sidi-Bel Abbes on the readings: drier")


def test_a_count_of_fire_days_asked_leads_with_the_records_count():
    from tests.test_compose_nocodes import window_item

    august = TimeSpec("range", NOW - 60 * 86400, NOW - 30 * 86400, "in august")
    frame = Frame(question="q", intents=["summary"], stations=["bejaia"], time=august, fire_days_asked=True)
    asked = compose(frame, ComposeContext(frame, {"reading_window": [window_item(NOW - 30 * 86400 - 3600)]}, NOW, STATIONS), 10800)
    assert asked.verdict.startswith("Béjaïa, in August: 24 fire days of the 31 days in the box's past-fire record")
    plain = run(["summary"], {"reading_window": [window_item(NOW - 30 * 86400 - 3600)]}, stations=("bejaia",), time=august)
    assert "fire days" not in plain.verdict
    # where the box's past-fire record does not reach, the count asked is said missing, not the window's situation
    # headlined as its answer
    beyond = window_item(NOW - 30 * 86400 - 3600)
    del beyond["window"]["fire_record"]
    out = compose(frame, ComposeContext(frame, {"reading_window": [beyond]}, NOW, STATIONS), 10800)
    assert out.decision["action"] == "warn"
    assert out.decision["reason"] == ("no fire days counted in August: the box's past-fire record does not cover that time; "
                                      "not available: fire days at Béjaïa, in August")


def test_what_the_box_can_do_says_no_only_where_nothing_beside_it_answers_the_thing_asked():
    # asked alone: the forecast the box lacks is said first
    q = "Do you do forecasts?"
    frame = Frame(question=q, intents=["capabilities"], stations=[], time=TimeSpec("now", None, NOW, "now"))
    assert "No: the box holds observations, no forecast." in compose(frame, ComposeContext(frame, {}, NOW, STATIONS), 10 ** 9).text()
    # beside the projection it answers, "where'll it be in 15 min" is that projection, no forecast refused
    q = "Can you project the fire front? If so, where'll it be in 15 min?"
    frame = Frame(question=q, intents=["spread", "capabilities"], stations=[], time=TimeSpec("now", None, NOW, "now"),
                  horizon_min=15)
    text = compose(frame, ComposeContext(frame, {}, NOW, STATIONS), 10 ** 9).text()
    assert "No: " not in text and "This box answers from its own stations" in text


def test_the_direction_asked_of_the_box_beside_a_reading_is_still_said_missing():
    q = "Do you have the wind direction? And the temperature at SBA?"
    frame = Frame(question=q, intents=["capabilities", "current_conditions"], stations=["sidi-bel-abbes"],
                  time=TimeSpec("now", None, NOW, "now"))
    assert "No: the stations report no wind direction." in compose(frame, ComposeContext(frame, {}, NOW, STATIONS), 10 ** 9).text()
    # read with the part out of scope too, the warning names that part, not the box's stations
    frame.intents = ["capabilities", "current_conditions", "out_of_scope"]
    out = compose(frame, ComposeContext(frame, {}, NOW, STATIONS), 10 ** 9)
    assert "“Do you have the wind direction”: the stations report no wind direction" in out.decision["reason"]
    assert "the box's stations are" not in out.decision["reason"]


def test_a_call_asked_for_a_time_to_come_is_not_weighed_with_todays_facts():
    # "ok to burn tomorrow morning at SBA?": today's readings would read as tomorrow's; the box says it holds no forecast
    gathered = {"station_danger": [danger("sidi-bel-abbes", 0.5, "very low")],
                "sensor_snapshot": [reading("sidi-bel-abbes", 7, NOW - 3600)]}
    frame = Frame(question="ok to burn tomorrow morning at SBA?", intents=["out_of_scope", "tactical"],
                  stations=["sidi-bel-abbes"], decision_kind="burning")
    out = compose(frame, ComposeContext(frame, gathered, NOW, STATIONS), 10800)
    assert out.decision["action"] == "abstain" and out.verdict.startswith("No forecast on the box")
    assert "FWI 0.5" not in out.text() and "24 °C" not in out.text()
    # beside a reading asked now, the call is weighed with today's facts as before
    frame = Frame(question="RH at SBA now, and is it a good time to burn?", intents=["current_conditions", "tactical"],
                  stations=["sidi-bel-abbes"], decision_kind="burning")
    out = compose(frame, ComposeContext(frame, gathered, NOW, STATIONS), 10800)
    assert out.decision["action"] == "warn" and "FWI 0.5" in out.text()
