"""A fast pre-check compiled from the same JSON Schema files: it answers only "surely valid".

jsonschema costs ~60 us per reading and was most of ingest's CPU. Flat payloads (the schemas'
common case) are checked here in a few microseconds; anything this checker is not sure about
(a keyword it does not know, a nested object, a float where an integer is due, any violation)
goes to jsonschema, which stays the authority and gives the reason.
"""
import math

SIMPLE_KEYS = {"description", "type", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "maxLength"}


def _type_ok(value, kind) -> bool:
    if isinstance(value, bool):
        return kind == "boolean"
    if kind == "number":
        return isinstance(value, (int, float)) and math.isfinite(value)
    if kind == "integer":
        return isinstance(value, int)
    if kind == "string":
        return isinstance(value, str)
    return False


def _compile_property(spec: dict):
    if "oneOf" in spec:
        branches = [_compile_property(b) for b in spec["oneOf"]]
        if None in branches or set(spec) - {"description", "oneOf"}:
            return None
        # The branches here are disjoint types, so "exactly one" equals "at least one".
        return lambda v: sum(1 for b in branches if b(v)) == 1
    if set(spec) - SIMPLE_KEYS or not isinstance(spec.get("type"), str):
        return None
    kind, lo, hi = spec["type"], spec.get("minimum"), spec.get("maximum")
    xlo, xhi, maxlen = spec.get("exclusiveMinimum"), spec.get("exclusiveMaximum"), spec.get("maxLength")

    def check(v) -> bool:
        if not _type_ok(v, kind):
            return False
        if kind in ("number", "integer"):
            return not ((lo is not None and v < lo) or (hi is not None and v > hi)
                        or (xlo is not None and v <= xlo) or (xhi is not None and v >= xhi))
        return maxlen is None or len(v) <= maxlen
    return check


def compile_fast_check(schema: dict):
    """A function data -> True when the data surely satisfies `schema` (a flat object schema)."""
    if schema.get("type") != "object" or schema.get("additionalProperties") is not False:
        return lambda data: False
    required = tuple(schema.get("required", ()))
    checks = {name: _compile_property(spec) for name, spec in schema.get("properties", {}).items()}

    def fast(data) -> bool:
        if not isinstance(data, dict):
            return False
        for name in required:
            if name not in data:
                return False
        for name, value in data.items():
            check = checks.get(name)
            if check is None or not check(value):
                return False
        return True
    return fast
