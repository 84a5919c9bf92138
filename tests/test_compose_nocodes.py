"""A station with readings but no danger figure yet (the live demo's first minutes, or a day the
codes are not computed for): compare and danger answer from what the stations have and warn that
the danger figure is not computed yet; they never abstain while the station has data."""
from tests.test_compose_answers import NOW, danger, reading, run


def test_danger_without_codes_gives_the_conditions_and_warns():
    out = run(["danger"], {"sensor_snapshot": [reading("bejaia", 3, NOW - 600, rh_pct=35)]}, stations=("bejaia",))
    # The danger answer holds the reading whole (data/intents.json "holds"): current conditions are served too.
    assert out.decision["action"] == "warn" and out.decision["served"] == ["danger", "current_conditions"]
    assert "not computed yet" in out.decision["reason"] and "not computed yet" in out.verdict
    assert "relative humidity 35 %" in out.text() and "[1]" in out.text()


def test_danger_without_codes_or_readings_still_abstains():
    out = run(["danger"], {}, stations=("bejaia",))
    assert out.decision["action"] == "abstain"


def test_compare_from_readings_when_no_station_has_codes():
    out = run(["compare_stations"], {"sensor_snapshot": [reading("bejaia", 1, NOW - 600, rh_pct=48),
                                                         reading("sidi-bel-abbes", 2, NOW - 600, rh_pct=21)]},
              stations=())
    # Covered current conditions count as served (both readings are here); danger does not (no codes).
    assert out.decision["action"] == "warn" and out.decision["served"] == ["compare_stations", "current_conditions"]
    assert out.verdict.startswith("Watch Sidi-Bel Abbes on the readings") and "not computed yet" in out.decision["reason"]
    assert "21 %" in out.text() and "48 %" in out.text()


def test_compare_with_one_station_coded_gives_its_figure_and_names_the_other_as_missing():
    out = run(["compare_stations"], {"station_danger": [danger("sidi-bel-abbes", 17.5, "moderate")],
                                     "sensor_snapshot": [reading("bejaia", 1, NOW - 600, rh_pct=48),
                                                         reading("sidi-bel-abbes", 2, NOW - 600, rh_pct=21)]},
              stations=())
    assert out.decision["action"] == "warn" and "FWI 17.5" in out.text()
    assert "danger figure for Béjaïa" in out.decision["reason"]


def test_a_danger_figure_older_than_the_newest_reading_says_todays_is_not_computed():
    out = run(["danger"], {"station_danger": [danger("bejaia", 6.1, "low", day="2012-09-29")],
                           "sensor_snapshot": [reading("bejaia", 1, NOW - 600)]}, stations=("bejaia",))
    assert out.decision["action"] == "warn" and "not computed yet" in out.decision["reason"]
    assert "FWI 6.1" in out.text()


def test_a_day_with_no_readings_is_not_answered_with_an_older_days():
    from appliance.understand import TimeSpec

    day = TimeSpec("day", NOW + 86400 * 300, NOW + 86400 * 301, "2013-07-01")
    out = run(["current_conditions"], {"sensor_snapshot": [reading("sidi-bel-abbes", 2, NOW - 3600)]}, time=day)
    assert out.decision["action"] == "abstain" and "2013-07-01" in out.decision["reason"]


def window_item(ts):
    item = reading("bejaia", 9, ts)
    item["window_role"] = "last"
    item["window"] = {"count": 31, "inside_window": True, "temperature_c": {"first": 36, "last": 28},
                      "fire_record": {"days": 31, "fire_days": 24}}
    return item
