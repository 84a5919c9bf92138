"""Every kind of bad reading payload is refused with a machine-readable reason."""
import json
import time

import pytest

from appliance.ingest.validate import Reject, validate_reading

GOOD = {"ts": 1_700_000_000, "seq": 1, "lat": 36.7, "lon": 5.0, "temperature_c": 31.5, "rh_pct": 40,
        "wind_kmh": 12, "wind_dir_deg": 270, "rain_mm": 0}


def payload(**changes):
    body = {**GOOD, **changes}
    return json.dumps({k: v for k, v in body.items() if v is not ...}).encode()


def test_good_reading_passes():
    r = validate_reading(payload(), 65536)
    assert r["ts"] == 1_700_000_000 and r["rh_pct"] == 40


def test_iso_timestamp_with_zone():
    assert validate_reading(payload(ts="2023-11-14T22:13:20Z"), 65536)["ts"] == 1_700_000_000


@pytest.mark.parametrize("raw,reason", [
    (b"{not json", "malformed_json"),
    (b"[1,2,3]", "wrong_shape"),
    (b"\xff\xfe\x00", "not_utf8"),
    (payload(rh_pct=140), "out_of_range"),
    (payload(lat=200), "out_of_range"),
    (payload(wind_kmh=-5), "out_of_range"),
    (payload(temperature_c="hot"), "wrong_type"),
    (payload(lat=...), "missing_field"),
    (payload(ts=4_102_444_800), "out_of_range"),   # 2100: impossible (a device merely ahead of the box is kept: test_box_clock.py)
    (payload(ts=900_000_000), "out_of_range"),
    (payload(ts="yesterday"), "bad_timestamp"),
    (payload(ts="2023-11-14T22:13:20"), "bad_timestamp"),
    (payload(color="red"), "unknown_field"),
    (b'{"ts": 1700000000, "lat": NaN, "lon": 1}', "not_finite"),
    (b'{"ts": Infinity, "lat": 1, "lon": 1}', "not_finite"),
    (b"[" * 100000 + b"]" * 100000, "oversized"),
    (b'{"a":' * 5000 + b"1" + b"}" * 5000, "malformed_json"),
])
def test_bad_payloads_are_rejected_with_a_reason(raw, reason):
    with pytest.raises(Reject) as err:
        validate_reading(raw, 65536)
    assert err.value.reason == reason


@pytest.mark.parametrize("raw,reason", [
    (b'{"ts": 1700000000, "lat": 1' + b"0" * 400 + b', "lon": 1}', "out_of_range"),   # OverflowError bait
    (b'{"ts": 1' + b"0" * 30 + b', "lat": 1, "lon": 1}', "out_of_range"),
    (b'{"ts": 1700000000, "lat": 1, "lon": 1, "extra": {"X": 1e400}}', "not_finite"),  # inf, not Infinity
])
def test_numbers_json_accepts_but_a_double_cannot_hold_are_refused(raw, reason):
    with pytest.raises(Reject) as err:
        validate_reading(raw, 65536)
    assert err.value.reason == reason


def test_huge_integer_user_property_is_refused():
    from appliance.ingest.validate import validate_frame_properties
    with pytest.raises(Reject) as err:
        validate_frame_properties([("lat", "1" + "0" * 400), ("lon", "2")])
    assert err.value.reason == "out_of_range"


def test_deep_nesting_is_malformed_whatever_the_recursion_limit():
    """Where some library has raised the interpreter's recursion limit, json.loads parses 5,000
    levels; the payload must still be refused as malformed, not judged by its (absent) fields."""
    import sys

    from appliance.ingest.validate import Reject, parse_json

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(50_000)
    try:
        with pytest.raises(Reject) as exc:
            parse_json(b'{"a":' * 5000 + b"1" + b"}" * 5000, 1_000_000)
        assert exc.value.reason == "malformed_json" and "5000 deep" in str(exc.value.detail)
    finally:
        sys.setrecursionlimit(old)
