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

from appliance.understand.typos import fold_accents, one_swap

STATIONS_PATH = Path(__file__).with_name("data") / "stations.json"
DATA = json.loads(STATIONS_PATH.read_text(encoding="utf-8"))["stations"]
MIN_RATIO = 88.0
ALL_STATIONS = re.compile(r"\b(both|all|each|every|either|the two|two|les deux|toutes les|chaque|ambas|las dos|todas las|cada)"
                          r"\s+(?:of the\s+|des\s+|de las\s+|las\s+|les\s+)?(stations?|sites?|estaciones|estación)\b|\bstations\b|\bestaciones\b"
                          r"|\b(of|between) the two\b|\b(des|entre les) deux\b|\b(de|entre) (las|los) dos\b"
                          r"|\b(at|for|in|from) both\b|\bboth of them\b|\b(aux|dans les) deux\b|\ben (las|los) dos\b"
                          r"|\b(?:at|for|in) each\b(?! (?:of the )?(?:hour|day|reading|frame))|\b(?:dans|a|pour) chacune\b|\ben cada una\b"
                          r"|(?<!\w)(?:بين |في |كلتا |كلا )?(?:ال|لل)?محطت(?:ين|ان)(?!\w)|\b(?:jouj|zouj) stations\b|(?<!\w)(?:في |ف)?الجوج(?!\w)|\bf? ?ljouj\b")
WHICH_STATION = re.compile(r"\b(which|what|quelle|quel|que|cual|qu[eé])\s+(one|station|site|estacion|estación)\b"
                           r"|\bwhich (?:is|was|looks|one is) (?:worse|better|riskier|safer|drier|hotter|windier|more dangerous)\b"
                           r"|\b(la|the)\s+(plus|most)\b|\bwhere\b.*\b(worse|worst|higher|highest|drier|windier)\b")


def fold(text: str) -> str:
    """'Sidi-Bel Abbès!' -> 'sidi bel abbes'; Arabic letters are kept ('بجاية'), without their hamza and vowel marks."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return " ".join(re.findall(r"[a-z0-9\u0620-\u064a\u066e-\u06d3]+", text))


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


def _digits(text: str) -> list[str]:
    return re.findall(r"\d+", text)


def find_stations(question: str, stations: list[Station]) -> list[str]:
    """Device ids named in the question, in the order they appear (each once)."""
    return [d for _, _, d in _find(question, stations)]


def _find(question: str, stations: list[Station]) -> list[tuple[int, int, str]]:
    """(first word, words, device) of each station named.

    Exact names first (so "ridge-10" is never read as a typo of "ridge-1"), then near misses;
    a near miss must carry the same numbers as the name."""
    words = fold(question).split()
    found: list[tuple[int, int, str]] = []
    used: set[int] = set()
    # Longest names first, so "sidi bel abbes" is taken before a shorter alias inside it.
    candidates = sorted(((form, s.device) for s in stations for form in s.forms), key=lambda x: -len(x[0]))
    for fuzzy in (False, True):
        for form, device in candidates:
            if device in [d for _, _, d in found]:
                continue
            n = len(form.split())
            best = None
            # "sidi belabbes": a word more or less; "sidibelabbes": the words run together
            for span in (n, n - 1, n + 1) + ((1,) if n > 2 else ()):
                if span < 1:
                    continue
                for i in range(0, len(words) - span + 1):
                    if any(j in used for j in range(i, i + span)):
                        continue
                    window = " ".join(words[i:i + span])
                    exact = window == form or window.replace(" ", "") == form.replace(" ", "")
                    # an Arabic name of five letters is matched as written: "جاية", "وجاية" (coming) are no "بجاية" mistyped
                    near = (fuzzy and len(form) >= 5 and _digits(window) == _digits(form)
                            and (form.isascii() or len(form) >= 6)
                            and (_ratio(window, form) >= MIN_RATIO or one_swap(window, form)
                                 or _one_letter_off(window, form) or _cut_short(window, form)))
                    if exact or near:
                        score = 101.0 if exact else _ratio(window, form)
                        if best is None or score > best[0]:
                            best = (score, i, span)
            if best:
                _, i, span = best
                used.update(range(i, i + span))
                found.append((i, span, device))
    return sorted(found)


def _one_letter_off(window: str, form: str) -> bool:
    """"bejaja" for "bejaia": one letter of a one-word name of six or more typed wrong, not its first."""
    if " " in form or len(form) < 6 or len(window) != len(form) or window[0] != form[0]:
        return False
    return sum(a != b for a, b in zip(window, form)) == 1


def _cut_short(window: str, form: str) -> bool:
    """"sidibel", "sidi bel": a name of several words cut short, seven letters or more of it."""
    short, whole, first = window.replace(" ", ""), form.replace(" ", ""), form.split()[0]
    return (" " in form and len(short) >= 7 and len(short) >= 0.55 * len(whole) and len(short) > len(first) + 1
            and whole.startswith(short) and short != whole)


# "why so low both": "both" closing a short question with no station of its own ("Wind and rain at SBA, give me both"
# and "RH at SBA, or both?" mean both readings; "a las dos" is two o'clock)
BOTH_CLOSING = re.compile(r"(?<!\bor )(?<!\bou )(?<!\bo )(?<!\bme )\b(?:both|les deux|ambas|ambos)$")
BOTH_CLOSING_WORDS = 5


def wants_all(question: str) -> bool:
    folded = fold(question)
    return bool(ALL_STATIONS.search(folded)) or (len(folded.split()) <= BOTH_CLOSING_WORDS and bool(BOTH_CLOSING.search(folded)))


def asks_which(question: str) -> bool:
    """"Which station ...", "the most ...": a choice among all stations."""
    return bool(WHICH_STATION.search(fold(question)))


@lru_cache(maxsize=1)
def _other_station() -> re.Pattern:
    data = json.loads(STATIONS_PATH.read_text(encoding="utf-8"))
    later = "|".join(map(re.escape, data["not_after_other"]))
    letter = r"\u0620-\u064a"
    phrases = [rf"(?<![\w{letter}])و?{re.escape(fold_accents(w))}(?![\w{letter}])(?!\s+(?:{later})\b)"
               for w in data["other_station"]]
    # "والأخرى؟" alone names the station; "المرة الأخرى" (the other time) has a noun of its own before it
    alone = [rf"(?<![{letter}] )(?<![\w{letter}])و?{re.escape(fold_accents(w))}(?![\w{letter}])" for w in data["other_station_alone"]]
    return re.compile("|".join(phrases + alone))


def wants_other(question: str) -> bool:
    """"and the other one?", "والمحطة الأخرى؟" (data/stations.json "other_station"), never "the other day"."""
    return bool(_other_station().search(fold_accents(question)))
