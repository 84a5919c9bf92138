"""Asks made apart: one station per clause, each with its own figure or day ("temperature at Béjaïa yesterday, and
the FWI at SBA today", "FWI and class at SBA now, and the highest FWI Béjaïa saw over the past week").

A briefing asks a different figure, or the same figure on a different day, at each station in a clause of its own.
Read whole, two stations named read as a comparison, and the frame's one time serves only one of the clauses. Here
each clause is read as a question of its own (the reader's reading of it, its own slots): when every clause naming a
station names exactly one, the stations differ, each such clause names and asks a figure of its own, the figures or
days differ, and nothing in the question compares (data/clauses.json "asked_apart"), the comparison is left out and
each clause's figures are asked. Where one clause names a day of its own that differs from the frame's, that clause
is the frame's point (its time, its station, its figures: orchestrator/decay.py gathers it as a frame of its own); a
clause that leans on another's day ("the same day", "that day", "the day before") places no point."""
import json
import re
from functools import lru_cache

from appliance.understand.features import LEXICON_PATH, figures_named, lexicon, lexicon_text
from appliance.understand.followup import NAMES_NOW
from appliance.understand.frame import POINT_FIGURES, Frame, TimeSpec
from appliance.understand.intents import CLAUSE_RULES, split_clauses
from appliance.understand.parse import simplify
from appliance.understand.thresholds import codes_named, counts_days, like_days, readings_named

RULES = CLAUSE_RULES["asked_apart"]
# the figures a clause at one station can ask of its own
CLAUSE_FIGURES = tuple(RULES["clause_figures"])
# a clause's pieces: at its commas and colons (a list of asks), never inside a number ("2,5 km")
PIECE_SPLIT = re.compile(r"(?<!\d)[,:](?!\d)")
MAX_PIECES = 6


def _as_the_lexicon_matches(words) -> re.Pattern:
    # ASCII words whole, Arabic as a substring ("وشكون فيهم": Arabic glues "and" to the word), as features.lexicon
    return re.compile("|".join(re.escape(w) if not w.isascii() else rf"(?<!\w){re.escape(w)}(?!\w)"
                               for w in dict.fromkeys(simplify(w) for w in words)))


@lru_cache(maxsize=1)
def _compare_pattern() -> re.Pattern:
    """The lexicon's comparison words and asked_apart's, less the superlatives that rank one station's days ("the
    highest FWI at Béjaïa", "le pic")."""
    raw = json.loads(LEXICON_PATH.read_text(encoding="utf-8"))
    superlatives = {simplify(w) for w in RULES["superlatives_of_one_station"]}
    return _as_the_lexicon_matches(w for w in raw["compare"] + RULES["compare_words"] if simplify(w) not in superlatives)


@lru_cache(maxsize=1)
def _leans_on_another_day() -> re.Pattern:
    return _as_the_lexicon_matches(RULES["same_day_words"])


def _day_of_its_own(part: str, t: TimeSpec, now: float) -> bool:
    """Whether a clause names its own time: a day or window in its words, or "now"/"today" said, never "that day"."""
    text = simplify(part)
    if _leans_on_another_day().search(text):
        return False
    return t.kind != "now" and (t.start_ts is None or t.start_ts <= now) or bool(NAMES_NOW.search(text))


def _same_time(a: TimeSpec, b: TimeSpec, now: float) -> bool:
    def today(t):       # now, or today's one day (a window ending now is no day)
        return t.kind == "now" or t.kind == "day" and t.start_ts is not None and t.start_ts <= now <= (t.end_ts or t.start_ts + 86400)
    if today(a) and today(b):
        return True
    return a.kind == b.kind and a.start_ts == b.start_ts and a.end_ts == b.end_ts


def asked_apart(question: str, frame: Frame, clause_readings, read_part=None, stated=lambda: ()) -> list[dict]:
    """[{stations, time, intents, asks, text}] for the clauses that ask apart at one station each, or [] where the
    question is no such briefing (`clause_readings`: read.apply_reader's (clause, the reader's reading of it, its
    slots); `read_part(text)` -> (reading, slots) reads a piece of a clause as the clauses are read; `stated()`: the
    sentences that give the crew's own report, which ask nothing, found only where the clauses are cut finer)."""
    if frame.follow_up or frame.all_stations or len(frame.stations) < 2 or frame.point_at_extreme \
            or _compare_pattern().search(lexicon_text(simplify(question))):
        return []
    parts = _apart(clause_readings)
    if parts == [] and read_part is not None:
        # a list with commas ("Température à Béjaïa, vent à SBA, pour hier."): the clauses cut at their commas too,
        # a piece with no station of its own ("pour hier") left to the frame
        skip = stated()
        pieces = [p.strip() for c in split_clauses(question) for p in PIECE_SPLIT.split(c)
                  if len(re.findall(r"\w+", p)) >= 2 and not any(p.strip() in s for s in skip)]
        if 2 <= len(pieces) <= MAX_PIECES:
            # a piece that is a whole clause was read already (apply_reader): its reading is used again, not redone
            read = {part.strip(): (got, slots) for part, got, slots in clause_readings}
            parts = _apart([(p, *(read.get(p) or read_part(p))) for p in pieces])
    return parts or []


def _apart(clause_readings) -> list[dict] | None:
    """The parts, [] where the clauses do not part the stations, None where a clause at a station compares or leans on
    another's figure (then no finer cut is tried either)."""
    parts = []
    for part, got, slots in clause_readings:
        if not slots.stations:
            continue
        if len(slots.stations) != 1 or slots.all_stations:
            return None
        folded = simplify(part)
        named = [i for i in figures_named(folded) if i in POINT_FIGURES]
        mine = [i for i in CLAUSE_FIGURES if got.probs.get(i, 0.0) >= RULES["min_probability"]]
        if named and set(mine) & set(POINT_FIGURES) and not set(mine) & set(named):
            # the clause's words name the reading or the danger ("la classe à SBA maintenant"): they outrank the
            # reader's lean on a clause this short
            mine = [i for i in mine if i not in POINT_FIGURES] + named
        mine = mine or named
        if "analogs" in mine and counts_days(folded) and not like_days(folded) and not (slots.threshold or slots.reading_threshold):
            # "nombre de journées avec feu à Béjaïa sur le même mois": the record's count of fire days, a summary
            mine = list(dict.fromkeys("summary" if i == "analogs" else i for i in mine))
        words = lexicon_text(folded)
        asks = sorted(set(named) | set(codes_named(folded)) | set(readings_named(folded))
                      | {c for c in ("analogs", "burned") if lexicon()[c].search(words)})
        if got.probs.get("compare_stations", 0.0) >= RULES["min_probability"]:
            return None         # the clause read alone compares
        if not mine or not asks:
            # a clause naming only its station ("… and Béjaïa please", "and sba same day") asks the other clause's
            # figure there: one figure at both, as a comparison asks
            return None
        parts.append({"stations": list(slots.stations), "time": slots.time, "intents": mine, "text": part.strip(),
                      "asks": asks})
    if len(parts) < 2 or len({p["stations"][0] for p in parts}) < 2:
        return []
    # the same figure on the same day at each station is a comparison by another name ("FWI at SBA, and at Béjaïa?")
    if len({(tuple(p["intents"]), tuple(p["asks"]), p["time"].kind, p["time"].start_ts) for p in parts}) < 2:
        return None
    return parts


def read_apart(frame: Frame, parts: list[dict]) -> None:
    """The comparison left out and each clause's figures asked."""
    if not parts:
        return
    asked = [i for p in parts for i in p["intents"]]
    frame.intents = list(dict.fromkeys([i for i in frame.intents if i != "compare_stations"] + asked))
    frame.asked_apart = [{"text": p["text"], "stations": p["stations"], "intents": p["intents"]} for p in parts]
    frame.notes.append("asked apart: " + "; ".join(f"{'+'.join(p['intents'])} at {p['stations'][0]}" for p in parts))


def place_point(frame: Frame, parts: list[dict], now: float) -> None:
    """The one clause that names a day of its own differing from the frame's is the point: its time, its station, its
    figures (or, where the point's time was found already, the clause that names that time)."""
    if not parts or frame.point_at_extreme or any(_leans_on_another_day().search(simplify(p["text"])) for p in parts):
        return
    own = [p for p in parts if _day_of_its_own(p["text"], p["time"], now)]
    if frame.point_time is None:
        other = [p for p in own if set(p["intents"]) <= set(POINT_FIGURES) and not _same_time(p["time"], frame.time, now)]
        if len(other) != 1 or len(parts) < 2:
            return
        frame.point_time = other[0]["time"]
    at = [p for p in own if _same_time(p["time"], frame.point_time, now)]
    if len(at) == 1 and len(parts) > 1:
        frame.point_stations = list(at[0]["stations"])
        frame.point_intents = [i for i in at[0]["intents"] if i in POINT_FIGURES]
        # "Béjaïa's humidity today; over at SBA, what was yesterday's FWI?": today's humidity at Béjaïa alone, not
        # yesterday's too
        rest = {i for p in parts if p is not at[0] for i in p["intents"]}
        frame.point_only = [i for i in frame.point_intents if i not in rest]
