"""Gold facts for the crew questions, read from the Algerian CSV by code (never typed by hand).

A fact is a number (the answer must contain it at the data's rounding), a string (case-, accent- and
hyphen-blind substring), {"any": [...]} (one of them) or {"class": word} (a danger class word that is
not part of a longer class: "low" is not found inside "very low").
"""
import csv
from functools import lru_cache
from pathlib import Path

from firmware_bridge.algerian import parse_algerian

from appliance.evaluation.crew_days import TODAY
from appliance.paths import ALGERIAN_CSV as CSV

STATIONS = ("bejaia", "sidi-bel-abbes")
# EFFIS classes by FWI (PLAN.md): upper bounds, exclusive
CLASSES = ((5.2, "very low"), (11.2, "low"), (21.3, "moderate"), (38.0, "high"), (50.0, "very high"))
NEGATION = {"any": ["cannot", "can't", "can not", "not able", "unable", "does not", "doesn't", "won't", "will not"]}
# Facts the seeded state decides (appliance/demo/sortie.py, edge_data/documents): robust words and the
# local times a crew is told, not exact metres.
DISTANCE = {"re": r"\d+(?:[.,]\d+)? ?(?:m|km|metres|meters|kilometres|kilometers)\b"}
FIRE_WORD = {"any": ["fire", "smoke", "flame"]}
SEEDED = {
    "frames": [FIRE_WORD, {"any": ["12:25", "12:27"]}],        # fire frame 11:25 UTC, last frame 11:27 UTC
    "detection": [FIRE_WORD, {"any": ["12:25"]}],
    "detection_place": [FIRE_WORD, {"any": ["sidi bel abbes", "35.2"]}],
    "spread": [DISTANCE, {"any": ["direction"]}],              # no wind direction: distance, and that it is missing
    "spread_answered": [{"any": ["projection", "projected"]}, DISTANCE],
    "drift": [DISTANCE],
    "doc_defensible": [{"any": ["100 feet", "100 ft", "100-foot", "100 foot"]}],
}


def danger_class(fwi: float) -> str:
    for bound, word in CLASSES:
        if fwi < bound:
            return word
    return "extreme"


@lru_cache(maxsize=1)
def table(path: Path = CSV) -> dict:
    """{(device, 'YYYY-MM-DD'): day} for every row the demo ingests (the malformed row is skipped there too)."""
    return {(d.device, d.date): d for d in parse_algerian(path).days}


@lru_cache(maxsize=1)
def fire_record(path: Path = CSV) -> dict:
    """{(device, 'YYYY-MM-DD'): (fwi, fire)}: the box's record of past fires, the analog index built from
    the CSV's Classes column. That index repairs the one row whose DC and ISI ran together ("14.6 9",
    Sidi-Bel Abbes 14 July) where the station feed skips it, so the row is repaired here the same way."""
    out, device = {}, None
    with open(path, newline="", encoding="ascii", errors="replace") as fh:
        for row in csv.reader(fh):
            cells = [c.strip() for c in row if c.strip()]
            if len(cells) == 1 and "region" in cells[0].lower():
                device = "bejaia" if cells[0].lower().startswith("bejaia") else "sidi-bel-abbes"
                continue
            if not cells or not cells[0].isdigit() or device is None:
                continue
            if len(cells) == 13:        # merged cells: split the one holding two numbers
                cells = [part for c in cells for part in c.split()]
            out[(device, f"{cells[2]}-{cells[1]}-{cells[0]}")] = (float(cells[12]), cells[13].lower() == "fire")
    return out


def has_data(device: str, days: list[str]) -> bool:
    return any((device, day) in table() for day in days)


def _num(x: float):
    """As the CSV writes it: 25 not 25.0."""
    return int(x) if float(x).is_integer() else x


def day_fact(token: str, device: str, day: str):
    d = table()[(device, day)]
    if token == "rain" and d.rain_mm == 0:
        return {"any": ["no rain", "0 mm", "0.0 mm", "rain 0", "dry"]}
    if token == "class":
        return {"class": danger_class(d.codes["FWI"])}
    return _num({"t": d.temperature_c, "rh": d.rh_pct, "ws": d.wind_kmh, "rain": d.rain_mm,
                 "fwi": d.codes["FWI"]}[token])


def window_facts(token: str, device: str, days: list[str], thr: float | None = None) -> list:
    rows = [table()[(device, day)] for day in days if (device, day) in table()]
    if token == "fires":
        return [sum(fire_record()[(device, day)][1] for day in days if (device, day) in fire_record())]
    if token == "maxfwi":
        return [_num(max(r.codes["FWI"] for r in rows))]
    if token == "maxt":
        return [_num(max(r.temperature_c for r in rows))]
    if token == "fires_fwi_gt":     # past days (before the clock's day) whose FWI was above thr
        hot = [fire for (dev, day), (fwi, fire) in fire_record().items() if dev == device and fwi > thr and day < days[-1]]
        return [len(hot), sum(hot)]
    raise ValueError(f"unknown window fact {token!r}")


DAY_TOKENS = ("t", "rh", "ws", "rain", "fwi", "class")
WINDOW_TOKENS = ("fires", "maxfwi", "maxt", "fires_fwi_gt")


def resolve_facts(tokens: list, stations: list[str] | None, days: list[str] | None, thr=None) -> list:
    """Tokens -> gold facts for every named station; station facts are dropped when none is named,
    and when the data has no such day (the answer cannot contain them: its decision is scored)."""
    out = []
    for tok in tokens:
        if tok == "neg":
            out.append(NEGATION)
        elif isinstance(tok, (dict, int, float)):      # a literal fact (from a shipped document)
            out.append(tok)
        elif isinstance(tok, str) and tok.startswith("="):
            out.extend(SEEDED[tok[1:]])
        elif tok == "fires_fwi_gt" and stations:
            for dev in stations:
                out.extend(window_facts(tok, dev, [TODAY.isoformat()], thr))
        elif stations and days:
            for dev in stations:
                if tok in DAY_TOKENS:
                    if len(days) == 1 and (dev, days[0]) in table():
                        out.append(day_fact(tok, dev, days[0]))
                elif has_data(dev, days):
                    out.extend(window_facts(tok, dev, days, thr))
        elif tok not in DAY_TOKENS + WINDOW_TOKENS:
            raise ValueError(f"unknown fact token {tok!r}")
    return out


def watch_station(day: str) -> str:
    """The station with the higher FWI that day (the one a compare answer says to watch)."""
    return max(STATIONS, key=lambda dev: table()[(dev, day)].codes["FWI"])
