"""The fast pre-check compiled from the schema files never calls valid what jsonschema refuses."""
import itertools

import pytest

from appliance.ingest.validate import fast_check, validator
from firmware_bridge import synthetic

VALUES = [0, -1, 1.5, 1e9, -200, 200, 90, 91, 180, 360, 361, -500, 20001, "x", "x" * 50, "2023-11-14T22:13:20Z",
          True, False, None, [], {}, 2 ** 60, 3.0, 100, 101, 70.5, float("nan"), float("inf")]
BASES = {"sensor_reading": {**synthetic.reading(1), "seq": 1},
         "uav_telemetry": {**synthetic.telemetry(1), "seq": 1},
         "frame_properties": {"ts": 1_700_000_000, "seq": 1, "lat": 1.0, "lon": 2.0, "fov_deg": 70}}


@pytest.mark.parametrize("kind", sorted(BASES))
def test_fast_check_agrees_with_jsonschema(kind):
    v, fast, base = validator(kind), fast_check(kind), BASES[kind]
    assert fast(base) and v.is_valid(base)
    names = list(v.schema["properties"]) + ["bogus"]
    cases = [{**base, name: value} for name, value in itertools.product(names, VALUES)]
    cases += [{k: x for k, x in base.items() if k != name} for name in base]
    fast_valid = 0
    for data in cases:
        if fast(data):
            fast_valid += 1
            assert v.is_valid(data), data
    assert fast_valid > len(names)   # it does accept the common valid cases
