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

from appliance.understand.dates_lang import NUMBER_WORDS, SPELT_NUMBERS
from appliance.understand.wordlists import ARABIC, simplify

UNITS = json.loads((Path(__file__).with_name("data") / "units.json").read_text(encoding="utf-8"))
NUMBER = r"(\d+(?:[.,]\d+)?)"


def _alternation(words) -> str:
    return "|".join(re.escape(w) for w in sorted({simplify(w) for w in words}, key=len, reverse=True))


@lru_cache(maxsize=None)
def _table(*path: str) -> dict:
    """units.json's table at `path`, keyed by the simplified word (built once, read for every question)."""
    table = UNITS
    for key in path:
        table = table[key]
    return {simplify(k): v for k, v in table.items()}


def _composed() -> str:
    """A distance, a 'per' word and a time: "m a minute", "km/h", "millas por hora", "كم في الساعة"."""
    r = UNITS["rate"]
    # "/" may stand between its parts without spaces ("m/s"); a word needs them ("m a minute"), or "más" is m/s.
    per = _alternation([w for w in r["per"] if w != "/"])
    # Arabic's "per" glued to the time's article: "10 متر بالدقيقة", "15 متر فالدقيقة" (the crew's words kept as written)
    glued = _alternation(r["per_glued_to_the_article"])
    return (rf"(?P<dist>{_alternation(r['distance'])})(?:\s*/\s*|\s+(?:{per})(?:(?<=')\s*|\s+)|\s+(?:{glued})(?=ال))"
            rf"(?P<time>{_alternation(r['time'])})(?![a-z\u0621-\u064a])")


@lru_cache(maxsize=1)
def _rate_rx() -> re.Pattern:
    """A number, then a composed speed or a compact unit ("25 m a minute", "4 كم في الساعة", "2 mph")."""
    compact = _alternation(UNITS["rate"]["compact"])
    return re.compile(NUMBER + rf"\s*(?P<unit>{_composed()}|(?P<compact>{compact})(?![a-z\u0621-\u064a]))")


@lru_cache(maxsize=1)
def _speed_asked_rx() -> re.Pattern:
    """A speed unit named by its parts, with Arabic's attached "by the" ("بالمتر في الثانية")."""
    return re.compile(rf"(?<![\w/])(?:بال|ب|ال)?{_composed()}")


def _speed(m: re.Match) -> tuple[float, bool]:
    """(metres per minute, whether it reads like a vehicle's or the wind's speed too: km or miles an hour)."""
    if m.group("compact"):
        unit = m.group("compact")
        return _table("rate", "compact")[unit], unit in ("mph", "kph", "kmh")
    metres, minutes = _table("rate", "distance")[m.group("dist")], _table("rate", "time")[m.group("time")]
    return metres / minutes, metres >= 1000 and minutes == 60


def _near(words: list[str], text: str, start: int, span: int = 30) -> bool:
    before = text[max(0, start - span):start]
    return any(re.search(rf"(?<!\w){re.escape(simplify(w))}(?!\w)", before) for w in words)


@lru_cache(maxsize=1)
def _label_rx() -> re.Pattern:
    """A unit written as a label before its number ("ft/min: 90", "Cadenas por hora: 25")."""
    compact = _alternation(UNITS["rate"]["compact"])
    return re.compile(rf"(?<!\w)(?P<unit>{_composed()}|{compact})\s*:\s*(?P<n>\d+(?:[.,]\d+)?)")


@lru_cache(maxsize=1)
def _spelt_rx() -> re.Pattern:
    """A number in words before a distance unit ("forty metres a minute")."""
    return re.compile(rf"\b({SPELT_NUMBERS})\s+(?=(?:{_alternation(UNITS['rate']['distance'])})\b)")


def _numbers_first(text: str) -> str:
    """Numbers before their units, in digits: "ft/min: 90" -> "90 ft/min", "forty metres" -> "40 metres"."""
    text = _spelt_rx().sub(lambda m: f"{NUMBER_WORDS[m[1]]:g} ", text)
    return _label_rx().sub(lambda m: f"{m['n']} {m['unit']}", text)


def rate_given(question: str, *, any_speed: bool = False) -> dict | None:
    """{"m_per_min", "value", "unit", "text"} for the first fire spread rate the crew states, else None. With
    `any_speed`, any speed stated that is not the wind's or a vehicle's (a drift follow-up: "and if it picks up to
    1.8 km/h?" needs no fire word)."""
    text = _numbers_first(simplify(question))
    for m in _rate_rx().finditer(text):
        value, (factor, road_speed) = float(m.group(1).replace(",", ".")), _speed(m)
        if _near(UNITS["wind_words"], text, m.start(), 18) or _wind_after(text, m.end()):
            continue                       # "wind 30 km/h", "reads 35 km/h wind": the wind, not the fire's rate
        if any_speed and _vehicles(text, m):
            continue
        if not any_speed and road_speed and (not (_near(UNITS["spread_words"], text, m.start(), 40)
                                                  or _after(UNITS["spread_words"], text, m.end()) or _fire_pace(text, value * factor))
                                             or _vehicles(text, m)):
            continue                       # a speed with no fire word around it may be a vehicle or the wind
        return {"m_per_min": round(value * factor, 3), "value": value, "unit": m.group("unit"), "text": m.group(0)}
    return None


# Words that make a speed the wind's or a vehicle's (or a walk's) wherever they stand in the question.
NOT_THE_FIRE = re.compile("|".join(rf"(?<!\w){re.escape(simplify(w))}(?!\w)" for w in UNITS["wind_words"] + UNITS["vehicle_words"]))


def _fire_pace(text: str, m_per_min: float) -> bool:
    """A fire's pace stated with no fire word: slow (data/units.json "fire_pace_m_per_min"), and no wind or travel
    word anywhere in the question."""
    return m_per_min <= UNITS["rate"]["fire_pace_m_per_min"] and not NOT_THE_FIRE.search(text)


def _after(words: list[str], text: str, end: int, span: int = 60) -> bool:
    """Some word of `words` later in the same sentence ("At 1.5 mph for 40 minutes, how far does the head go?")."""
    rest = re.split(r"[.?!;]", text[end:end + span], maxsplit=1)[0]
    return any(re.search(rf"(?<!\w){re.escape(simplify(w))}(?!\w)", rest) for w in words)


WIND_AFTER = re.compile(r"\s*(?:of\s+|de\s+|d'|du\s+)?(?:" + "|".join(re.escape(simplify(w)) for w in UNITS["wind_words"])
                        + r")(?!\w)")


def _wind_after(text: str, end: int) -> bool:
    """A wind word right after the speed ("our kestrel reads 35 km/h wind", "35 km/h de viento", "35 كلم/سا رياح")."""
    return bool(WIND_AFTER.match(text[end:end + 20]))


def same_unit(given: dict, value: float) -> dict:
    """A new rate in the unit of one given before ("0.8 km/h", then "and if it picks up to 1.5?")."""
    m = _rate_rx().fullmatch(simplify(f"{value:g} {given['unit']}"))
    factor = _speed(m)[0] if m else given["m_per_min"] / given["value"]
    return {"m_per_min": round(value * factor, 3), "value": value, "unit": given["unit"], "text": f"{value:g} {given['unit']}"}


def _vehicles(text: str, m: re.Match) -> bool:
    """A speed right after a vehicle word ("driving at 40 km/h", "le camion roule à 50"): the vehicle's."""
    return _near(UNITS["vehicle_words"], text, m.start(), 20)


DISTANCE = re.compile(NUMBER + r"\s*(km|kms|kilometres?|kilometers?|miles?)\b(?!\s*(?:/|an? |per |par |por |في ))")


def distance_to_cover(question: str) -> float | None:
    """Metres between the fire and what it would reach, when the crew states them with a fire's rate and no road
    speed ("10 m/min toward the subdivision, 2 km out: how long until it's there?"), else None."""
    text = simplify(question)
    if (m := DISTANCE.search(text)) is None:
        return None
    return float(m.group(1).replace(",", ".")) * (1609.344 if m.group(2).startswith("mile") else 1000)


def travel_minutes(question: str) -> int | None:
    """Minutes to the fire from a distance and a road speed the crew states ("we're 12 km out, driving at 40 km/h"
    -> 18): the drift's horizon when the crew gives no time."""
    text = simplify(question)
    speed = next((m for m in _rate_rx().finditer(text) if _speed(m)[1] and not _near(UNITS["wind_words"], text, m.start(), 18)
                  and (_vehicles(text, m) or not _near(UNITS["spread_words"], text, m.start(), 40))), None)
    distance = DISTANCE.search(text)
    if speed is None or distance is None:
        return None
    metres = float(distance.group(1).replace(",", ".")) * (1609.344 if distance.group(2).startswith("mile") else 1000)
    per_min = float(speed.group(1).replace(",", ".")) * _speed(speed)[0]
    return round(metres / per_min) if per_min > 0 else None


def units_asked(question: str) -> list[str]:
    """Units the crew wants figures in ("mph", "fahrenheit", ...), in the order of data/units.json. A name
    overlapping a longer one is that one only: "in miles per hour" asks mph, not miles too."""
    text = simplify(question)
    spans = []                             # (start, end, unit)
    for unit, spec in UNITS["asked"].items():
        for word in spec["words"]:
            w = simplify(word)
            arabic = ARABIC.search(w)      # Arabic glues "and" and "in" to the word: "وبالميل"
            for m in re.finditer(rf"(?<![\w°]){re.escape(w)}(?![\w])" if w[0].isalnum() and not arabic else re.escape(w), text):
                if re.search(r"\d\s*$", text[:m.start()]) and not w.startswith("in "):
                    continue               # "20 mph" is a figure given
                spans.append((m.start(), m.end(), unit))
    for m in _speed_asked_rx().finditer(text):
        if re.search(r"\d\s*$", text[:m.start()]):
            continue                       # "20 km an hour" is a figure given
        parts = [_table("rate", "distance")[m.group("dist")], _table("rate", "time")[m.group("time")]]
        spans += [(m.start(), m.end(), unit) for unit, spec in UNITS["asked"].items()
                  if spec.get("speed") and all(abs(a - b) < 1e-9 for a, b in zip(spec["speed"], parts))]
    kept = {u for a, b, u in spans
            if not any(a2 < b and a < b2 and (b2 - a2) > (b - a) and u2 != u for a2, b2, u2 in spans)}
    return [unit for unit in UNITS["asked"] if unit in kept]


DECISIONS = json.loads((Path(__file__).with_name("data") / "decisions.json").read_text(encoding="utf-8"))["kinds"]
PLAN_KINDS = frozenset(k["kind"] for k in DECISIONS if k.get("plan"))    # stay or go, where engines go: a plan asked


def _word_rx(word: str) -> str:
    """A Latin-script word at a word's start and not in its past ("how many burned", "we staged at X" tell what
    happened, no decision asked); an Arabic one anywhere (its article and prefixes join it)."""
    if ARABIC.search(word):
        return re.escape(simplify(word))
    return r"(?<!\w)" + re.escape(simplify(word)) + r"(?!(?:ed|d|t)\b)"


# One pattern per kind, in decisions.json's order (the first kind matched wins), compiled once.
DECISION_RX = [(k["kind"], re.compile("|".join(_word_rx(w) for w in k["words"]))) for k in DECISIONS]


def decision_asked(question: str) -> str | None:
    """The kind of decision a question asks about (engagement: stay or pull back; resources: where an engine or a crew
    goes; burning, entering, staging), or None."""
    text = simplify(question)
    return next((kind for kind, rx in DECISION_RX if rx.search(text)), None)
