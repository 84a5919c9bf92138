"""How deep a JSON text nests, measured without recursion: the one guard every JSON reader of the
box (MQTT payloads, request bodies) puts before Python's json module, which recurses once per
level, so a payload of thousands of `[` either raises RecursionError or, where some library has
raised the interpreter's recursion limit, parses and slips past the checks that expect a flat object.
"""
import re

import numpy as np

MAX_DEPTH = 64
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_OPEN = np.frombuffer(b"[{", np.uint8)


def nesting_depth(text: str | bytes) -> int:
    """Deepest [ / { nesting outside strings (linear in the text's size)."""
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8", errors="replace")
    brackets = _NOT_BRACKET.sub("", _STRING.sub('""', text))
    if not brackets:
        return 0
    codes = np.frombuffer(brackets.encode(), np.uint8)
    steps = np.where(np.isin(codes, _OPEN), 1, -1)
    return int(np.cumsum(steps).max())


def too_deep(text: str) -> str | None:
    """A one-line reason when `text` nests deeper than MAX_DEPTH, else None. Cheap for the usual
    flat message: the full scan runs only when the text holds more brackets than the limit."""
    if text.count("{") + text.count("[") <= MAX_DEPTH:
        return None
    depth = nesting_depth(text)
    return f"JSON nested {depth} deep; at most {MAX_DEPTH} levels are accepted" if depth > MAX_DEPTH else None
