"""Station names in a question: deterministic, tolerant of accents, hyphens, case and small typos.

"Béjaïa", "bejaia", "Sidi Bel Abbes", "sidi-bel-abbes" and "sidi bel abes" all name a stored
device. Names are compared in one folded form (no accents, no punctuation, single spaces); a
word window of the question matches a name when rapidfuzz's ratio is at least MIN_RATIO (exact
for names under 5 letters, so "sba" never matches "sea"). "Both/all/each station(s)" means every
station; "the other station" is resolved against the previous frame by the parser.
"""
import json
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from rapidfuzz import fuzz

DATA = json.loads((Path(__file__).with_name("data") / "stations.json").read_text())["stations"]
MIN_RATIO = 88.0
ALL_STATIONS = re.compile(r"\b(both|all|each|every|the two|two|les deux|toutes les|chaque|ambas|las dos|todas las|cada)"
                          r"\s+(?:of the\s+|des\s+|de las\s+|las\s+|les\s+)?(stations?|sites?|estaciones|estación)\b|\bstations\b|\bestaciones\b")
OTHER_STATION = re.compile(r"\b(the other|other one|l'autre|la otra|other station)\b")


def fold(text: str) -> str:
    """'Sidi-Bel Abbès!' -> 'sidi bel abbes'."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return " ".join(re.findall(r"[a-z0-9]+", text))


@dataclass(frozen=True)
class Station:
    device: str
    site: str
    name: str
    lat: float
    lon: float
    forms: tuple[str, ...]


def display_name(device: str) -> str:
    return DATA.get(device, {}).get("name", device)


def make_station(device: str, site: str = "", lat: float = 0.0, lon: float = 0.0) -> Station:
    entry = DATA.get(device, {})
    forms = {fold(device), fold(entry.get("name", device)), *(fold(a) for a in entry.get("aliases", []))}
    return Station(device, site, entry.get("name", device), lat, lon, tuple(sorted(f for f in forms if f)))


def known_stations(db) -> list[Station]:
    """Every device that has stored a reading, at its latest position."""
    rows = db.query("SELECT r.site, r.device, r.lat, r.lon FROM readings r JOIN (SELECT device, MAX(ts) AS ts"
                    " FROM readings GROUP BY device) m ON r.device = m.device AND r.ts = m.ts GROUP BY r.device"
                    " ORDER BY r.device")
    return [make_station(r["device"], r["site"], r["lat"], r["lon"]) for r in rows]


@lru_cache(maxsize=4096)
def _ratio(a: str, b: str) -> float:
    return fuzz.ratio(a, b)


def find_stations(question: str, stations: list[Station]) -> list[str]:
    """Device ids named in the question, in the order they appear (each once)."""
    words = fold(question).split()
    found: list[tuple[int, str]] = []
    used: set[int] = set()
    # Longest names first, so "sidi bel abbes" is taken before a shorter alias inside it.
    candidates = sorted(((form, s.device) for s in stations for form in s.forms), key=lambda x: -len(x[0].split()))
    for form, device in candidates:
        n = len(form.split())
        best = None
        for span in (n, n - 1, n + 1):   # "sidi belabbes" / "sidi bel abb es": one word more or less
            if span < 1:
                continue
            for i in range(0, len(words) - span + 1):
                if any(j in used for j in range(i, i + span)):
                    continue
                window = " ".join(words[i:i + span])
                exact = window == form
                joined = window.replace(" ", "") == form.replace(" ", "")
                if exact or (len(form) >= 5 and (joined or _ratio(window, form) >= MIN_RATIO)):
                    score = 101.0 if exact else _ratio(window, form)
                    if best is None or score > best[0]:
                        best = (score, i, span)
        if best and device not in [d for _, d in found]:
            _, i, span = best
            used.update(range(i, i + span))
            found.append((i, device))
    return [d for _, d in sorted(found)]


def wants_all(question: str) -> bool:
    return bool(ALL_STATIONS.search(fold(question)))


def wants_other(question: str) -> bool:
    return bool(OTHER_STATION.search(question.lower()))
