"""A reading the crew states as its own: "We're reading 31 degrees on the engine thermometer", "kestrel says RH 40% at
our spot", "Wind on our kestrel is 30 km/h", "حنا عندنا 27 درجة في الترمومتر". What the crew measured outranks the
box's estimate (DESIGN §7): the answer gives it beside the station's reading, and a spread projection runs on the
crew's wind. A number after a mark word ("above 35 degrees") or inside a rate of spread is no reading of theirs.
The words are data (data/crew_figures.json)."""
import json
import re
from functools import lru_cache
from pathlib import Path

from appliance.understand.wordlists import simplify

DATA = json.loads((Path(__file__).with_name("data") / "crew_figures.json").read_text(encoding="utf-8"))
NUMBER = r"(?<![\w.,])(?P<n>-?\d+(?:[.,]\d+)?)"


def _words(words) -> str:
    return "|".join(re.escape(simplify(w)) for w in sorted(words, key=len, reverse=True))


def _any(words) -> re.Pattern:
    """Words on word boundaries; Arabic ones with "and" or a one-letter preposition glued before."""
    return re.compile(rf"(?<!\w)(?:و|ب|ل|ف)?(?:{_words(words)})(?!\w)")


@lru_cache(maxsize=1)
def patterns() -> tuple[re.Pattern, re.Pattern, dict]:
    own = _any(DATA["own_words"])
    not_own = re.compile(rf"(?<!\w)(?:{_words(DATA['not_own_before'])})\W*$")
    not_after = re.compile(rf"^\W*(?:{_words(DATA['not_own_after'])})(?!\w)")
    readings = {}
    for code, spec in DATA["readings"].items():
        units = dict(spec["units"]) | {u: "F" for u in spec.get("fahrenheit", [])}
        rx = re.compile(NUMBER + rf"\s*(?P<unit>{_words(units)})(?![a-z\u0621-\u064a])")
        readings[code] = (rx, {simplify(u): f for u, f in units.items()}, _any(spec["words"]) if spec["words"] else None,
                          {simplify(u) for u in spec.get("sure_units", [])})
    return own, not_own, not_after, _any(DATA["station_words"]), readings


CREW_UNITS = {1.609: "mph", 1.852: "knots"}     # a factor to km/h, and the unit it was said in
UNIT_SHOWN = {"temperature_c": "°C", "rh_pct": "%", "wind_kmh": "km/h"}


def crew_figures(question: str, skip: str | None = None) -> list[dict]:
    """[{"reading", "value" (the box's unit), "unit", "text" (the crew's own words)}] for each reading the crew states
    as its own, else []. `skip`: a span already read as something else (a rate of spread)."""
    own, not_own, not_after, others, readings = patterns()
    text = simplify(question)
    if skip:
        text = text.replace(simplify(skip), " " * len(skip))
    owners = [m.start() for m in own.finditer(text)]
    if not owners:
        return []
    out, span = [], DATA["word_span"]
    for code, (rx, units, named, sure) in readings.items():
        found = []
        for m in rx.finditer(text):
            if not_own.search(text[max(0, m.start() - 25):m.start()]) or not_after.search(text[m.end():m.end() + 20]):
                continue        # "at least 35 degrees", "from 240 degrees", "a 40% slope", "40% contained": no reading
            if m["unit"] == "f" and m.group(0)[len(m["n"]):].startswith(" ") and question[m.end() - 1:m.end()] != "F":
                continue        # "30 f lwadi": Darija's "in", not Fahrenheit ("80F", "95 F")
            if others.search(text[max(0, m.start() - 20):m.start()]):
                continue        # "station says 12 km/h", "wind was 10 this morning": not the crew's own
            if named and not (m["unit"] in sure or m["unit"] == "f" or named.search(text[max(0, m.start() - span):m.end() + span])):
                continue        # "40 %" with no humidity word, "35 degree slope": not said to be that reading
            found.append((min(abs(m.start() - o) for o in owners), m))
        if not found:
            continue
        # of two figures of one reading, the one nearest the crew's own words is theirs ("station 12, our kestrel 30")
        m = min(found, key=lambda f: f[0])[1]
        value, factor = float(m["n"].replace(",", ".")), units[m["unit"]]
        value = (value - 32) * 5 / 9 if factor == "F" else value * factor
        out.append({"reading": code, "value": round(value, 1), "unit": UNIT_SHOWN[code],
                    "text": question[m.start():m.end()] if len(simplify(question)) == len(question) else m.group(0),
                    # the crew's own unit, in which the station's figure is given too ("18 mph" asks mph)
                    "in_units": "fahrenheit" if factor == "F" else CREW_UNITS.get(round(float(factor), 3))})
    return out
