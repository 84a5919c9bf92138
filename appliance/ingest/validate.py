"""Turn a raw MQTT payload into a clean record, or a Reject with a machine-readable reason."""
import json
import math
import time
from datetime import datetime
from functools import lru_cache
from pathlib import Path

from jsonschema import Draft202012Validator

from appliance.ingest.fastcheck import compile_fast_check
from appliance.jsonsafe import too_deep

SCHEMAS = Path(__file__).with_name("schemas")
# A device's own time is refused only when it cannot be right, never for disagreeing with the
# box's clock: a box booted at 1970 (no RTC battery) refused every reading as "in the future"
# (issue 28). store/clock.py says which clock is wrong instead.
EARLIEST_TS = 946684800.0   # 2000-01-01T00:00:00Z
LATEST_TS = 4102444800.0    # 2100-01-01T00:00:00Z


class Reject(Exception):
    """A refused message: `reason` is a short code for counters and the rejects topic."""

    def __init__(self, reason: str, detail: str = ""):
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason, self.detail = reason, detail


@lru_cache(maxsize=None)
def validator(kind: str) -> Draft202012Validator:
    return Draft202012Validator(json.loads((SCHEMAS / f"{kind}.schema.json").read_text()))


def _no_constants(name: str):
    raise Reject("not_finite", f"{name} is not a number JSON allows")


# json.loads turns a 400-digit literal into an int that float() cannot hold (OverflowError) and
# 1e400 into inf; both are refused here, where every JSON number is first read.
MAX_SAFE_INT = 2 ** 53


def _bounded_int(text: str) -> int:
    if len(text) > 17 or abs(value := int(text)) > MAX_SAFE_INT:
        raise Reject("out_of_range", f"integer with {len(text)} digits")
    return value


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise Reject("not_finite", f"{text[:20]} overflows a double")
    return value


# The strict reader calls back into Python for every number (above); built once, not per message.
_STRICT = json.JSONDecoder(parse_constant=_no_constants, parse_int=_bounded_int, parse_float=_finite_float)


def _plain_numbers(values) -> bool:
    """True when every number among `values` (a dict's values or a list, nested) is one the strict
    reader accepts unchanged (an int within +-2**53, a finite float)."""
    for value in values:
        kind = type(value)
        if kind is float:
            if value - value != 0.0:          # inf and nan
                return False
        elif kind is int:
            if not -MAX_SAFE_INT <= value <= MAX_SAFE_INT:
                return False
        elif kind is dict:
            if not _plain_numbers(value.values()):
                return False
        elif kind is list:
            if not _plain_numbers(value):
                return False
    return True


def parse_json(payload: bytes, max_bytes: int) -> dict:
    if len(payload) > max_bytes:
        raise Reject("oversized", f"{len(payload)} bytes > {max_bytes}")
    try:
        text = payload.decode("utf-8")
    except UnicodeDecodeError:
        raise Reject("not_utf8") from None
    if (deep := too_deep(text)) is not None:
        raise Reject("malformed_json", deep)
    # Fast path: the C reader without callbacks, then one pass over the values. A payload it
    # accepts is exactly one the strict reader accepts, with the same result; anything else
    # (NaN, 1e400, a 20-digit integer, bad JSON) is read again strictly for the reason.
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        data = None
    if type(data) is dict and _plain_numbers(data.values()):
        return data
    try:
        data = _STRICT.decode(text)
    except Reject:
        raise
    except (ValueError, RecursionError) as exc:
        raise Reject("malformed_json", str(exc)[:120]) from None
    if not isinstance(data, dict):
        raise Reject("wrong_shape", f"expected a JSON object, got {type(data).__name__}")
    return data


def parse_ts(value) -> float:
    if isinstance(value, str):
        try:
            dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            raise Reject("bad_timestamp", f"not ISO-8601: {value[:40]!r}") from None
        if dt.tzinfo is None:
            raise Reject("bad_timestamp", "ISO-8601 timestamp without a time zone")
        ts = dt.timestamp()
    else:
        ts = float(value)
    if not math.isfinite(ts):
        raise Reject("not_finite", "ts")
    if ts < EARLIEST_TS:
        raise Reject("out_of_range", "ts before 2000-01-01")
    if ts >= LATEST_TS:
        raise Reject("out_of_range", "ts after 2100")
    return ts


@lru_cache(maxsize=None)
def fast_check(kind: str):
    return compile_fast_check(validator(kind).schema)


def check_schema(kind: str, data: dict) -> None:
    if fast_check(kind)(data):
        return
    errors = sorted(validator(kind).iter_errors(data), key=lambda e: list(e.absolute_path))
    if not errors:
        return
    err = errors[0]
    field = ".".join(str(p) for p in err.absolute_path) or "(root)"
    reason = {"required": "missing_field", "type": "wrong_type", "minimum": "out_of_range",
              "maximum": "out_of_range", "exclusiveMinimum": "out_of_range", "exclusiveMaximum": "out_of_range",
              "maxLength": "oversized", "maxProperties": "oversized", "additionalProperties": "unknown_field",
              "oneOf": "wrong_type"}.get(err.validator, "invalid")
    raise Reject(reason, f"{field}: {err.message[:160]}")


def validate_reading(payload: bytes, max_bytes: int) -> dict:
    data = parse_json(payload, max_bytes)
    check_schema("sensor_reading", data)
    data["ts"] = parse_ts(data["ts"])
    return data


def validate_telemetry(payload: bytes, max_bytes: int) -> dict:
    data = parse_json(payload, max_bytes)
    check_schema("uav_telemetry", data)
    data["ts"] = parse_ts(data["ts"])
    return data


def _number(text: str):
    try:
        value = int(text)
    except ValueError:
        try:
            value = float(text)
        except ValueError:
            return text  # left as a string: the schema names the field and the type
    if isinstance(value, float) and not math.isfinite(value):
        raise Reject("not_finite", "a user property is NaN or infinite")
    if isinstance(value, int) and abs(value) > MAX_SAFE_INT:
        raise Reject("out_of_range", "a user property is too large an integer")
    return value


def validate_frame_properties(user_props: list[tuple[str, str]] | None, now: float | None = None) -> dict:
    """MQTT 5 user properties of a frame -> a clean metadata dict (ts always set)."""
    data = {}
    for key, value in user_props or []:
        data[key] = value if key == "ts" and not _looks_numeric(value) else _number(value)
    check_schema("frame_properties", data)
    data["ts"] = parse_ts(data["ts"]) if "ts" in data else (time.time() if now is None else now)
    if ("lat" in data) != ("lon" in data):
        raise Reject("missing_field", "lat and lon come together")
    return data


def _looks_numeric(text: str) -> bool:
    try:
        float(text)
        return True
    except ValueError:
        return False


def peek_seq(payload: bytes, max_bytes: int):
    """The seq of a payload that failed validation, when one can be read: refusing a message still
    closes its gap in the sender's sequence, so the bridge stops resending it."""
    if len(payload) > max_bytes:
        return None
    try:
        data = json.loads(payload)
    except (ValueError, RecursionError):
        return None
    seq = data.get("seq") if isinstance(data, dict) else None
    return seq if isinstance(seq, int) and not isinstance(seq, bool) else None
