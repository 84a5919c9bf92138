"""A fast pre-check compiled from the same JSON Schema files: it answers only "surely valid".

jsonschema costs ~60 us per reading and was most of ingest's CPU. Flat payloads (the schemas'
common case) are checked here in a few microseconds; anything this checker is not sure about
(a keyword it does not know, a nested object, a float where an integer is due, any violation)
goes to jsonschema, which stays the authority and gives the reason.
"""
import math

SIMPLE_KEYS = {"description", "type", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "maxLength"}


# Exact types, as json.loads makes them: bool is not an int here, and a subclass goes to jsonschema.
TYPES = {"number": (int, float), "integer": (int,), "string": (str,), "boolean": (bool,)}


def _compile_property(spec: dict):
    if "oneOf" in spec:
        branches = [_compile_property(b) for b in spec["oneOf"]]
        if None in branches or set(spec) - {"description", "oneOf"}:
            return None
        # The branches here are disjoint types, so "exactly one" equals "at least one".
        return lambda v: sum(1 for b in branches if b(v)) == 1
    if set(spec) - SIMPLE_KEYS or spec.get("type") not in TYPES:
        return None
    kind, lo, hi = spec["type"], spec.get("minimum"), spec.get("maximum")
    xlo, xhi, maxlen = spec.get("exclusiveMinimum"), spec.get("exclusiveMaximum"), spec.get("maxLength")
    types = TYPES[kind]
    if kind in ("number", "integer"):
        if lo is not None and hi is not None and xlo is None and xhi is None:
            # The common case, one chained comparison: nan compares false, inf is out of range.
            return lambda v: type(v) in types and lo <= v <= hi

        def check(v) -> bool:
            return type(v) in types and math.isfinite(v) and not (
                (lo is not None and v < lo) or (hi is not None and v > hi)
                or (xlo is not None and v <= xlo) or (xhi is not None and v >= xhi))
        return check
    if maxlen is not None:
        return lambda v: type(v) in types and len(v) <= maxlen
    return lambda v: type(v) in types


def compile_fast_check(schema: dict):
    """A function data -> True when the data surely satisfies `schema` (a flat object schema)."""
    if schema.get("type") != "object" or schema.get("additionalProperties") is not False:
        return lambda data: False
    required = frozenset(schema.get("required", ()))
    checks = {name: _compile_property(spec) for name, spec in schema.get("properties", {}).items()}
    unknown = lambda v: False  # noqa: E731  a property the schema does not list, or one too complex here

    def fast(data) -> bool:
        if type(data) is not dict or not required <= data.keys():
            return False
        for name, value in data.items():
            if not (checks.get(name) or unknown)(value):
                return False
        return True
    return fast
