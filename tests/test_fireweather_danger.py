"""One danger figure per station and day (fireweather/danger.py), its provenance, and the codes
computed behind ingest instead of on the read paths (real SQLite, real cffdrs, the Algerian file)."""
import json

import pytest
from click.testing import CliRunner

from appliance.fireweather import compute_daily_codes, danger_class
from appliance.fireweather.danger import (NETWORK, PUBLISHED, STANDARD, danger_days, published_codes, station_danger,
                                          stations_danger)
from appliance.fireweather.refresh import CodesRefresher
from appliance.paths import ALGERIAN_CSV
from appliance.store.db import Database
from appliance.store.readings import insert_readings
from firmware_bridge.algerian import parse_algerian

DAYS = parse_algerian(ALGERIAN_CSV).days
BEJAIA = [d for d in DAYS if d.device == "bejaia"]


@pytest.fixture
def db(tmp_path):
    d = Database(tmp_path / "appliance.db")
    yield d
    d.close()


def _store(db, days, extra=lambda d: dict(d.codes)):
    insert_readings(db, [("demo", d.device, {**d.reading(i + 1), "extra": extra(d)}) for i, d in enumerate(days)])


def test_the_networks_published_codes_win_over_the_boxs_own(db):
    _store(db, BEJAIA[:20])
    compute_daily_codes(db)
    day = BEJAIA[10]
    got = station_danger(db, "bejaia", day.date)
    assert got["provenance"] == PUBLISHED and got["day"] == day.date
    assert got["fwi"] == day.codes["FWI"] and got["ffmc"] == day.codes["FFMC"]
    assert got["danger_class"] == danger_class(day.codes["FWI"]) and got["station"] == "bejaia"
    assert set(got) >= {"station", "site", "day", "ffmc", "dmc", "dc", "isi", "bui", "fwi", "danger_class", "provenance"}
    latest = station_danger(db, "bejaia")
    assert latest["day"] == BEJAIA[19].date and latest["provenance"] == PUBLISHED


def test_without_published_codes_the_box_says_which_system_it_computed_with(db):
    _store(db, BEJAIA[:20], extra=lambda d: {})
    assert station_danger(db, "bejaia") is None   # a read path never computes
    compute_daily_codes(db)
    got = station_danger(db, "bejaia", BEJAIA[5].date)
    row = db.query("SELECT * FROM fire_weather WHERE day = ?", [BEJAIA[5].date])[0]
    assert got["provenance"] == STANDARD and got["fwi"] == row["fwi"] and got["danger_class"] == danger_class(row["fwi"])
    assert station_danger(db, "nowhere") is None and station_danger(db, "bejaia", "1999-01-01") is None


def test_a_fitted_network_convention_is_named_and_a_newer_computed_day_beats_an_older_published_one(db):
    # Published codes for the first 30 days only; the station keeps reporting weather after that.
    _store(db, BEJAIA[:40], extra=lambda d: dict(d.codes) if d in BEJAIA[:30] else {})
    refresher = CodesRefresher(auto_calibrate=True, log=lambda m: None)
    assert refresher.step(db) == 1
    assert db.scalar("SELECT COUNT(*) FROM fire_weather_convention") == 1   # fitted from the published days
    latest = station_danger(db, "bejaia")
    assert latest["day"] == BEJAIA[39].date and latest["provenance"] == NETWORK
    assert station_danger(db, "bejaia", BEJAIA[29].date)["provenance"] == PUBLISHED
    assert danger_days(db, "bejaia") == [d.date for d in BEJAIA[:40]]


@pytest.mark.parametrize("extra", [
    {"FFMC": "85", "DMC": 6, "DC": 15, "ISI": 1, "BUI": 6, "FWI": 2},        # a string
    {"FFMC": 85, "DMC": 6, "DC": 15, "ISI": 1, "BUI": 6, "FWI": True},       # a boolean
    {"FFMC": 85, "DMC": 6, "DC": 15, "ISI": 1, "BUI": 6, "FWI": 10 ** 400},  # too big for a float
    {"FFMC": 185, "DMC": 6, "DC": 15, "ISI": 1, "BUI": 6, "FWI": 2},         # impossible FFMC
    {"FFMC": 85, "DMC": 6, "DC": 15, "ISI": 1, "BUI": 6, "FWI": -1},         # negative FWI
    {"FFMC": 85, "DMC": 6, "DC": 15, "ISI": 1, "BUI": 6},                    # FWI missing
])
def test_implausible_published_codes_are_not_a_danger_figure(db, extra):
    _store(db, BEJAIA[:3], extra=lambda d: extra)
    compute_daily_codes(db)
    assert station_danger(db, "bejaia")["provenance"] == STANDARD


def test_published_codes_parser_refuses_junk():
    assert published_codes("not json") is None and published_codes("[1, 2]") is None and published_codes(None) is None
    good = {"FFMC": 85.1, "DMC": 6.0, "DC": 15.0, "ISI": 1.2, "BUI": 6.1, "FWI": 2.3}
    assert published_codes(json.dumps(good)) == {k.lower(): v for k, v in good.items()}


def test_fire_weather_show_prints_station_dangers_figure_for_every_day(db, tmp_path):
    from appliance.cli.fireweather import command

    _store(db, [d for d in DAYS if d.date <= "2012-06-15"])
    compute_daily_codes(db)
    runner = CliRunner()
    data = ["--set", f"store.data_dir={tmp_path}", "--json"]
    for device in ("bejaia", "sidi-bel-abbes"):
        for day in danger_days(db, device):
            out = runner.invoke(command, ["show", "--day", day, *data])
            assert out.exit_code == 0, out.output
            shown = {d["station"]: d for d in json.loads(out.output.strip().splitlines()[-1])["danger"]}
            assert shown[device] == station_danger(db, device, day)
    text = runner.invoke(command, ["show", "--set", f"store.data_dir={tmp_path}"]).output
    assert "sidi-bel-abbes 2012-06-15: FWI" in text and PUBLISHED in text
    bad = runner.invoke(command, ["show", "--day", "2012-13-45\nx", "--set", f"store.data_dir={tmp_path}"])
    assert bad.exit_code == 2 and "YYYY-MM-DD" in bad.output


def test_latest_dangers_cover_every_station(db):
    _store(db, [d for d in DAYS if d.date <= "2012-06-10"], extra=lambda d: {})
    compute_daily_codes(db)
    got = stations_danger(db)
    assert [d["station"] for d in got] == ["bejaia", "sidi-bel-abbes"]
    assert all(d["day"] == "2012-06-10" and d["provenance"] == STANDARD for d in got)
