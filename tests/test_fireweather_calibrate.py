"""A station network's code convention: applied by the box, fitted from published codes, and the
`appliance fire-weather calibrate` command (real database, real cffdrs, the real Algerian file)."""
import json

import pytest
from cffdrs import cffwis

from appliance.fireweather import STARTUP, compute_daily_codes, next_day_codes
from appliance.fireweather.calibrate import CalibrationError, calibrate_from_readings, fit_convention, published_series
from appliance.fireweather.convention import (NETWORK, STANDARD, CodeConvention, load_convention, store_convention,
                                              stored_conventions)
from appliance.paths import ALGERIAN_CSV
from appliance.store.db import Database, connect
from appliance.store.readings import insert_readings
from firmware_bridge.algerian import parse_algerian
from tests.conftest import appliance_cmd

DAYS = parse_algerian(ALGERIAN_CSV).days
ALGERIAN_NETWORK = CodeConvention(8.0, -1, "monthly", "zero")


@pytest.fixture
def db(tmp_path):
    d = Database(tmp_path / "cal.db")
    yield d
    d.close()


def _ingest(db, device="bejaia", extra=lambda d: dict(d.codes), days=None):
    days = days or [d for d in DAYS if d.device == device]
    insert_readings(db, [("alg", d.device, {**d.reading(i + 1), "extra": extra(d)}) for i, d in enumerate(days)])
    return days


def test_the_standard_convention_is_the_plain_equations():
    got = next_day_codes(STARTUP, 30, 40, 15, 2.0, 7, lat=36.7)
    assert got.ffmc == pytest.approx(float(cffwis.dailyFFMC(85.0, 30, 40, 15, 2.0)))
    assert got.dmc == pytest.approx(float(cffwis.dailyDMC(6.0, 30, 40, 2.0, 7, lat=36.7, lat_adjust=True)))
    assert STANDARD.label() == "standard" and STANDARD.day_length_month(1) == 1


def test_a_convention_scales_rain_and_shifts_the_day_length_month():
    c = CodeConvention(rain_factor=10.0, month_offset=-1)
    got = next_day_codes(STARTUP, 30, 40, 15, 0.3, 7, lat=36.7, convention=c)
    assert got.ffmc == pytest.approx(float(cffwis.dailyFFMC(85.0, 30, 40, 15, 3.0)))
    assert got.dc == pytest.approx(float(cffwis.dailyDC(15.0, 30, 3.0, 6, lat=36.7, lat_adjust=True)))
    assert c.day_length_month(1) == 12 and "rain x10" in c.label()


@pytest.mark.parametrize("bad", [dict(rain_factor=0), dict(rain_factor=float("nan")), dict(month_offset=2),
                                 dict(restart="weekly"), dict(startup="warm")])
def test_an_impossible_convention_is_refused(bad):
    with pytest.raises(ValueError):
        CodeConvention(**bad)


def test_monthly_restart_and_gaps_decide_what_is_carried():
    monthly = CodeConvention(restart="monthly")
    assert monthly.carries("2012-06-29", "2012-06-30") and not monthly.carries("2012-06-30", "2012-07-01")
    assert STANDARD.carries("2012-06-30", "2012-07-01") and not STANDARD.carries("2012-06-01", "2012-06-09")
    assert not STANDARD.carries(None, "2012-06-01")


def test_stored_codes_follow_the_stored_convention_and_are_recomputed_when_it_changes(db):
    _ingest(db)
    compute_daily_codes(db)
    july1 = db.query("SELECT * FROM fire_weather WHERE day = '2012-07-01'")[0]
    assert july1["convention"] == "standard" and july1["carried_from"] == "2012-06-30"
    store_convention(db, ALGERIAN_NETWORK)
    compute_daily_codes(db)   # incremental call: sees the stale convention and starts over
    rows = {r["day"]: r for r in db.query("SELECT * FROM fire_weather")}
    assert {r["convention"] for r in rows.values()} == {ALGERIAN_NETWORK.label()} and len(rows) == 122
    assert rows["2012-07-01"]["carried_from"] == "startup" and rows["2012-07-02"]["carried_from"] == "2012-07-01"
    assert rows["2012-06-30"]["dmc"] > 10 > rows["2012-07-01"]["dmc"]
    # A station's own convention overrides the network's.
    store_convention(db, STANDARD, scope="bejaia")
    assert load_convention(db, "bejaia") == STANDARD and load_convention(db, "other") == ALGERIAN_NETWORK


def _published_from(convention, tmp_path, device="bejaia"):
    """Codes a network with `convention` would publish for the file's weather."""
    src = Database(tmp_path / f"src-{device}.db")
    days = _ingest(src, device, extra=lambda d: {})
    store_convention(src, convention)
    compute_daily_codes(src)
    codes = {r["day"]: {k.upper(): r[k] for k in ("ffmc", "dmc", "dc", "isi", "bui", "fwi")}
             for r in src.query("SELECT * FROM fire_weather")}
    src.close()
    return days, codes


@pytest.mark.parametrize("truth", [ALGERIAN_NETWORK, STANDARD, CodeConvention(2.0, 0, "none", "standard")])
def test_the_fit_recovers_the_convention_that_made_the_codes(tmp_path, db, truth):
    days, codes = _published_from(truth, tmp_path)
    _ingest(db, extra=lambda d: codes[d.date], days=days)
    result = calibrate_from_readings(db)
    fitted = CodeConvention(**result["scopes"][NETWORK]["convention"])
    assert (fitted.month_offset, fitted.restart, fitted.startup) == (truth.month_offset, truth.restart, truth.startup)
    assert fitted.rain_factor == pytest.approx(truth.rain_factor, rel=0.05)
    assert result["scopes"][NETWORK]["fitted"]["rmse"]["FFMC"] < 0.3
    assert load_convention(db, "bejaia") == fitted


def test_the_fit_on_the_algerian_networks_published_codes_is_far_closer_than_the_standard(db):
    for device in ("bejaia", "sidi-bel-abbes"):
        _ingest(db, device)
    result = calibrate_from_readings(db, per_station=True)
    for device, r in result["scopes"].items():
        assert r["days_scored"] >= 121 and r["convention"]["restart"] == "monthly", device
        assert r["fitted"]["rmse"]["FFMC"] < 1.5 < 9 < r["standard"]["rmse"]["FFMC"], device
        assert r["fitted"]["rmse"]["DMC"] < 1.5 and r["fitted"]["objective"] < r["standard"]["objective"] / 10


def test_too_few_published_days_is_a_clear_error_and_stores_nothing(db):
    days = [d for d in DAYS if d.device == "bejaia"]
    _ingest(db, extra=lambda d: dict(d.codes) if d.date < "2012-06-10" else {}, days=days)
    with pytest.raises(CalibrationError, match="at least 14"):
        calibrate_from_readings(db)
    with pytest.raises(CalibrationError, match="nosuch"):
        calibrate_from_readings(db, devices=["nosuch"])
    assert stored_conventions(db) == []


@pytest.mark.parametrize("bad", [{"FFMC": "high"}, {"FFMC": float("nan")}, {"FFMC": 180.0}, {"DC": -4.0},
                                 {"DMC": True}, {"FFMC": None}])
def test_hostile_published_codes_are_skipped_with_a_reason(db, bad):
    days = [d for d in DAYS if d.device == "bejaia"]
    _ingest(db, extra=lambda d: {**d.codes, **bad} if d.date == "2012-07-04" else dict(d.codes), days=days)
    series, skipped = published_series(db)
    assert len(skipped) == 1 and skipped[0].startswith("bejaia 2012-07-04")
    assert sum(1 for d in series["alg", "bejaia"] if d["published"]) == 121
    convention, report = fit_convention(series)
    assert report["days_scored"] == 121


def test_the_cli_calibrates_shows_and_resets(tmp_path):
    d = Database(tmp_path / "appliance.db")
    for device in ("bejaia", "sidi-bel-abbes"):
        _ingest(d, device)
    d.close()
    args = ["--set", f"store.data_dir={tmp_path}"]
    dry = appliance_cmd("fire-weather", "calibrate", "--dry-run", "--json", *args, timeout=120)
    assert dry.returncode == 0, dry.stderr
    assert json.loads(dry.stdout.splitlines()[-1])["conventions"] == []
    out = appliance_cmd("fire-weather", "calibrate", "--json", *args, timeout=120)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.splitlines()[-1])
    assert result["recomputed"] == 243 and [c["scope"] for c in result["conventions"]] == ["*"]
    assert "calibrating on 243 station-days" in out.stderr    # progress goes to stderr with --json
    text = appliance_cmd("fire-weather", "calibrate", "--device", "bejaia", *args, timeout=120)
    assert text.returncode == 0 and "RMSE vs published" in text.stdout
    reset = appliance_cmd("fire-weather", "calibrate", "--reset", "--json", *args)
    assert json.loads(reset.stdout.splitlines()[-1])["removed"] == 1


@pytest.mark.parametrize("argv, message", [(["--device", "nosuch"], "no readings with published"),
                                           (["--reset", "--dry-run"], "--reset takes no other option"),
                                           (["--per-station", "--device"], "requires an argument"),
                                           (["--device", "bejaia", "--device", "x" * 5000], "no readings with published")])
def test_the_cli_refuses_bad_arguments_in_one_line_and_changes_nothing(tmp_path, argv, message):
    d = Database(tmp_path / "appliance.db")
    _ingest(d)
    d.close()
    out = appliance_cmd("fire-weather", "calibrate", "--set", f"store.data_dir={tmp_path}", *argv, timeout=60)
    assert out.returncode != 0 and message in out.stderr and "Traceback" not in out.stderr
    d = Database(tmp_path / "appliance.db")
    assert stored_conventions(d) == [] and d.scalar("SELECT COUNT(*) FROM fire_weather") == 0
    d.close()


def test_an_old_fire_weather_table_is_rebuilt_with_the_convention_column(tmp_path):
    path = tmp_path / "old.db"
    conn = connect(path)
    conn.execute("CREATE TABLE fire_weather (site TEXT, device TEXT, day TEXT, ffmc REAL, PRIMARY KEY (site, device, day))")
    conn.execute("INSERT INTO fire_weather VALUES ('s', 'd', '2012-06-01', 80.0)")
    conn.close()
    d = Database(path)
    assert "convention" in [r["name"] for r in d.query("PRAGMA table_info(fire_weather)")]
    assert d.scalar("SELECT COUNT(*) FROM fire_weather") == 0   # derived rows: recomputed on the next request
    d.close()


def test_a_per_station_fit_that_fails_for_one_station_stores_nothing(db):
    _ingest(db, "bejaia")
    few = [d for d in DAYS if d.device == "sidi-bel-abbes"][:5]
    _ingest(db, "sidi-bel-abbes", days=few)
    with pytest.raises(CalibrationError, match="at least 14"):
        calibrate_from_readings(db, per_station=True)
    assert stored_conventions(db) == []


def test_an_empty_database_is_a_clear_error(db):
    with pytest.raises(CalibrationError, match="no stored readings carry"):
        calibrate_from_readings(db, per_station=True)


def test_days_the_equations_refuse_are_left_out_as_the_box_leaves_them_out(db):
    days = [d for d in DAYS if d.device == "bejaia"]
    hot = lambda d: {**d.reading(1), "temperature_c": 65.0} if d.date == "2012-07-04" else d.reading(1)  # noqa: E731
    insert_readings(db, [("alg", d.device, {**hot(d), "seq": i + 1, "extra": dict(d.codes)}) for i, d in enumerate(days)])
    series, skipped = published_series(db)
    assert any("2012-07-04" in s and "temperature_c" in s for s in skipped)
    assert len(series["alg", "bejaia"]) == 121
    assert compute_daily_codes(db)["stored"] == 121


def test_a_published_code_too_big_for_a_double_is_skipped_not_a_crash(db):
    days = [d for d in DAYS if d.device == "bejaia"]
    _ingest(db, extra=lambda d: dict(d.codes), days=days)
    with db.conn:
        db.conn.execute("UPDATE readings SET extra_json = ? WHERE seq = 5", ['{"FFMC": 1' + "0" * 400 + ', "DMC": 1, "DC": 1}'])
    series, skipped = published_series(db)
    assert any("FFMC missing or not a number" in s for s in skipped)


def test_the_box_and_the_fit_compute_the_same_codes_for_a_convention(tmp_path, db):
    days = _ingest(db)
    store_convention(db, ALGERIAN_NETWORK)
    compute_daily_codes(db)
    stored = {r["day"]: r for r in db.query("SELECT * FROM fire_weather")}
    from appliance.fireweather.calibrate import simulate
    series, _ = published_series(db)
    sim = simulate(series, [ALGERIAN_NETWORK])
    box = [stored[d["day"]] for d in series["alg", "bejaia"] if d["published"]]
    for code in ("FFMC", "DMC", "DC"):
        # The box carries its stored (3-decimal) values day to day; the fit carries full precision.
        assert max(abs(b[code.lower()] - s) for b, s in zip(box, sim[code][:, 0])) < 0.01, code
    assert len(box) == len(days)
