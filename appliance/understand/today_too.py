"""The window's figure asked today too: "Has the FWI at Bejaia been climbing this past week? Peak value, and where it
is today.", "¿Cuál ha sido el FWI más alto en Béjaïa esta semana y cuál es el de hoy?", "وكم هي اليوم؟".

A trend or a window's top asked beside a short clause that names today and no figure of its own asks that figure
today as well: the clause leans on the figure the window names (a fire-weather code: the danger; a reading: the
reading). The reader, reading the whole, hears only the window; the clause's time is the frame's point
(read.point_time), gathered at its own time."""
import re

from appliance.understand.features import lexicon, lexicon_text
from appliance.understand.followup import NAMES_NOW
from appliance.understand.frame import Frame
from appliance.understand.intents import split_clauses
from appliance.understand.parse import parse_question, simplify
from appliance.understand.thresholds import codes_named, readings_named
from appliance.understand.unheld import unheld_part

MAX_WORDS = 6       # "and where it is today", "y cuál es el de hoy", "وشحال راهو اليوم": a clause leaning on the window


# today's noon reading named as such ("et humidité de ce midi"): the box's readings are noon's, so it is today's
TODAYS_NOON = re.compile(r"\b(?:ce midi|este mediodia|this noon|today at noon)\b")


def _names_today(clause: str, now: float, stations) -> bool:
    if NAMES_NOW.search(simplify(clause)) or TODAYS_NOON.search(simplify(clause)):
        return True
    t = parse_question(clause, now=now, stations=stations, read_places=False).time
    return t.kind == "day" and t.start_ts is not None and t.start_ts <= now <= (t.end_ts or t.start_ts + 86400)


def asked_today_too(question: str, frame: Frame, now: float, stations) -> str | None:
    """The figure ("danger" or "current_conditions") a window's question asks today too, or None (the reader may
    have read that figure already; its time is then still today's, not the window's)."""
    if "summary" not in frame.intents or frame.time.kind not in ("range", "last") or frame.follow_up \
            or "compare_stations" in frame.intents:
        return None
    parts = [p.strip() for p in split_clauses(question) if p.strip()]
    whole = simplify(question)
    codes, readings = codes_named(whole), readings_named(whole)
    if bool(codes) == bool(readings):        # no figure named, or both kinds: which one is asked today is not said
        return None
    for part in parts[1:]:
        text = simplify(part)
        if len(re.findall(r"\w+", text)) > MAX_WORDS or unheld_part(part) or not _names_today(part, now, stations) \
                or lexicon()["analogs"].search(lexicon_text(text)) or lexicon()["burned"].search(lexicon_text(text)):
            continue        # "…, and did days like today burn?" asks the record of days like today, not today's figure
        if not set(codes_named(text)) <= set(codes) or not set(readings_named(text)) <= set(readings):
            continue        # another figure of its own: the clause rules (read.apply_reader) read it
        return "danger" if codes else "current_conditions"
    return None
