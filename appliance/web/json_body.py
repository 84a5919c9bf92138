"""The one JSON parser for request bodies: flask's, behind a nesting-depth limit.

Python's json module recurses once per nesting level, so 100,000 `[` raise RecursionError, which
is not a ValueError and became a 500. Every route reads its body through `request.get_json()`,
which calls the app's JSON provider; installing this provider gives each of them the same limit,
and a body past it is a 400 like any other malformed JSON.
"""
import re

import numpy as np
from flask.json.provider import DefaultJSONProvider

MAX_DEPTH = 64
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_OPEN = np.frombuffer(b"[{", np.uint8)


def nesting_depth(text: str | bytes) -> int:
    """Deepest [ / { nesting outside strings, without recursion (linear in the body's size)."""
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8", errors="replace")
    brackets = _NOT_BRACKET.sub("", _STRING.sub('""', text))
    if not brackets:
        return 0
    codes = np.frombuffer(brackets.encode(), np.uint8)
    steps = np.where(np.isin(codes, _OPEN), 1, -1)
    return int(np.cumsum(steps).max())


class DepthLimitedJSONProvider(DefaultJSONProvider):
    def loads(self, s, **kwargs):
        depth = nesting_depth(s)
        if depth > MAX_DEPTH:
            raise ValueError(f"JSON nested {depth} deep; at most {MAX_DEPTH} levels are accepted")
        return super().loads(s, **kwargs)
