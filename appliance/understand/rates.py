"""What the crew tells the box, and the units it asks for (DESIGN §7: direct observation first; §8b).

rate_given: a spread rate stated in the question ("the head is doing 25 m a minute", "1.2 km/h",
"5 chains an hour"), in metres per minute, with the words it was given in; a speed right after a wind
word is the wind, not the fire's rate. units_asked: units a figure should also be given in ("wind in
mph", "temp in fahrenheit"); a unit written after a number is a figure given, not a unit asked.
The vocabularies are data (data/units.json).
"""
import json
import re
from functools import lru_cache
from pathlib import Path

from appliance.understand.parse import simplify

UNITS = json.loads((Path(__file__).with_name("data") / "units.json").read_text(encoding="utf-8"))
NUMBER = r"(\d+(?:[.,]\d+)?)"


@lru_cache(maxsize=1)
def _rate_rx() -> re.Pattern:
    names = sorted((simplify(u) for u in UNITS["rate"]), key=len, reverse=True)
    return re.compile(NUMBER + r"\s*(" + "|".join(re.escape(n) for n in names) + r")(?![a-z])")


def _factor(unit: str) -> float:
    return {simplify(k): v for k, v in UNITS["rate"].items()}[unit]


def _near(words: list[str], text: str, start: int, span: int = 30) -> bool:
    before = text[max(0, start - span):start]
    return any(re.search(rf"(?<!\w){re.escape(simplify(w))}(?!\w)", before) for w in words)


def rate_given(question: str) -> dict | None:
    """{"m_per_min", "value", "unit", "text"} for the first fire spread rate the crew states, else None."""
    text = simplify(question)
    for m in _rate_rx().finditer(text):
        value, unit = float(m.group(1).replace(",", ".")), m.group(2)
        if _near(UNITS["wind_words"], text, m.start(), 18):
            continue                       # "wind 30 km/h": the wind, not the fire's rate
        if unit in ("km/h", "kph", "mph", "miles an hour", "miles per hour", "km an hour", "km per hour", "km/hr") \
                and not _near(UNITS["spread_words"], text, m.start(), 40):
            continue                       # a speed with no fire word before it may be a vehicle or the wind
        return {"m_per_min": round(value * _factor(unit), 3), "value": value, "unit": unit, "text": m.group(0)}
    return None


def units_asked(question: str) -> list[str]:
    """Units the crew wants figures in ("mph", "fahrenheit", ...), in the order of data/units.json."""
    text = simplify(question)
    out = []
    for unit, spec in UNITS["asked"].items():
        for word in spec["words"]:
            w = simplify(word)
            for m in re.finditer(rf"(?<![\w°]){re.escape(w)}(?![\w])" if w[0].isalnum() else re.escape(w), text):
                if re.search(r"\d\s*$", text[:m.start()]) and not w.startswith("in "):
                    continue               # "20 mph" is a figure given
                out.append(unit)
                break
            if unit in out:
                break
    return out


def quantity_of(unit: str) -> str:
    return UNITS["asked"][unit]["quantity"]


DECISIONS = json.loads((Path(__file__).with_name("data") / "decisions.json").read_text(encoding="utf-8"))["kinds"]


def decision_asked(question: str) -> str | None:
    """The kind of decision a question asks about (burning, entering, staging), or None."""
    text = simplify(question)
    for kind in DECISIONS:
        if any(simplify(w) in text for w in kind["words"]):
            return kind["kind"]
    return None
