"""How the box says things to a crew: local times with the zone, ages, compass points, quotes."""
import re
import time
from datetime import timedelta
from zoneinfo import ZoneInfo

from appliance.understand.stations import display_name
from appliance.understand.zones import abbreviation, local, zone

COMPASS = ("north", "north-north-east", "north-east", "east-north-east", "east", "east-south-east", "south-east",
           "south-south-east", "south", "south-south-west", "south-west", "west-south-west", "west",
           "west-north-west", "north-west", "north-north-west")


def name(device: str) -> str:
    return display_name(device)


def compass(deg: float | None) -> str | None:
    if deg is None:
        return None
    return COMPASS[int(((deg % 360) + 11.25) // 22.5) % 16]


def clock(ts: float, lat: float | None, lon: float | None, *, with_day: bool = False, today_ts: float | None = None) -> str:
    """'13:00 CET' in the station's zone; with the date when it is not the clock's day."""
    tz = zone(lat, lon)
    d = local(ts, tz)
    text = f"{d:%H:%M} {abbreviation(ts, tz)}"
    if with_day or (today_ts is not None and local(today_ts, tz).date() != d.date()):
        text = f"{d.day} {d:%B %Y}, {text}"
    return text


def utc(ts: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(ts))


def age(seconds: float) -> str:
    """'40 minutes', '3 h 10 min', '2 days', '14 years'."""
    s = max(0.0, float(seconds))
    if s < 90:
        return "under 2 minutes"
    if s < 3600:
        return f"{round(s / 60)} minutes"
    if s < 86400:
        h, m = divmod(round(s / 60), 60)
        return f"{h} h {m} min" if m else f"{h} h"
    days = s / 86400
    if days < 60:
        return f"{round(days)} day{'s' if round(days) != 1 else ''}"
    if days < 730:
        return f"{round(days / 30.4)} months"
    return f"{round(days / 365.25)} years"


def num(value: float, unit: str = "", digits: int = 0) -> str:
    text = f"{value:.{digits}f}" if digits else f"{round(value):d}"
    return f"{text} {unit}".strip() if unit not in ("%",) else f"{text} %"


def distance(metres: float) -> str:
    return f"{metres / 1000:.1f} km" if metres >= 1000 else f"{round(metres / 10) * 10:.0f} m"


def stated_distance(metres: float) -> str:
    """A distance computed from figures the crew gave (their rate times their minutes): as exact as those
    figures, not rounded like a model's projection ("675 m", "1 km", "1.25 km", "1.575 km": whole metres, never
    1.575 rounded in binary to 1.57)."""
    if metres < 1000:
        return f"{round(metres):d} m"
    if abs(metres - round(metres)) > 1e-6:
        # "2 km/h for 50 minutes" is 1666.67 m: said to the ten metres a crew can use ("1.67 km"), not "1.667 km"
        return f"{round(metres / 10) * 10 / 1000:g} km"
    return f"{round(metres) / 1000:g} km"


_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")


def quote(text: str, limit: int = 300) -> str:
    """Whole sentences only, up to `limit` characters (at least the first sentence, cut at a word)."""
    text = " ".join(text.split())
    text = re.sub(r"^#+\s*[^.!?]*?\s(?=[A-Z])", "", text) if text.startswith("#") else text
    out = ""
    for sentence in _SENTENCE.split(text):
        if out and len(out) + len(sentence) + 1 > limit:
            break
        out = f"{out} {sentence}".strip()
    if len(out) > limit * 2:   # one enormous sentence: cut at a word and say so
        out = out[:limit].rsplit(" ", 1)[0] + " …"
    return out


def from_sentence_naming(text: str, term: str, define: bool = False) -> str:
    """`text` from its first sentence that names `term` or spells it out ("LCES": "Lookouts,
    Communications, Escape routes and Safety zones"); the whole text when none does."""
    flat = " ".join(text.split())
    sentences = _SENTENCE.split(flat)
    for k, sentence in enumerate(sentences if define else []):
        # the sentence that spells it out and names it in brackets ("The Fire Weather Index (FWI) combines ISI and
        # BUI") defines it: "what does FWI mean?" is answered from there, not from the first sentence naming it
        if re.search(rf"\({re.escape(term)}\)", sentence.lower()):
            return " ".join(sentences[k:])
    for k, sentence in enumerate(sentences):
        initials = "".join(w[0] for w in re.findall(r"\b[A-Z][a-z]+", sentence)).lower()
        if re.search(rf"\b{re.escape(term)}\b", sentence.lower()) or (len(term) > 2 and term in initials):
            return " ".join(sentences[k:])
    return text


_ASKED_STOP = frozenset("what which when where does do did the that this with from have has about says say said per doc docs "
                        "document documents guide guidance according your you our can how far tall much many".split())


def _stems(text: str) -> set[str]:
    """Content words cut to five letters ("chimneys" ~ "chimney"), and numbers ("zone 2")."""
    words = re.findall(r"[a-z]{3,}|\d+", text.lower())
    return {w[:5] for w in words if w not in _ASKED_STOP}


def from_sentence_asked(text: str, question: str) -> str:
    """`text` from the sentence sharing most words with the question ("how tall can grass be in zone 2"
    -> the sentence on zone 2's grass, not the section's first); the whole text when no later one shares more."""
    flat = " ".join(text.split())
    sentences = _SENTENCE.split(flat)
    asked = _stems(question)
    scores = [len(asked & _stems(s)) for s in sentences]
    best = max(range(len(sentences)), key=lambda k: (scores[k], -k)) if sentences else 0
    return " ".join(sentences[best:]) if best and scores[best] > scores[0] else text


def join(items: list[str]) -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")
_MONTH_RX = re.compile(r"\b(" + "|".join(MONTHS) + r")\b")


def window_words(text: str) -> str:
    """The question's window as the answer names it: "in june" -> "in June"."""
    return _MONTH_RX.sub(lambda m: m.group(1).capitalize(), text)


def window_named(time) -> str:
    """The window an answer names, in the answer's English: a whole calendar month is "in August" however it was
    asked ("aug", "en agosto", "في أوت"); another window keeps an English question's words ("over the past week")
    and is given by its days for the other languages ("from 3 August 2012 to 9 August 2012")."""
    first = last = None
    if time.start_ts is not None and time.end_ts is not None:
        tz = ZoneInfo(time.tz or "UTC")
        first, last = local(time.start_ts, tz), local(time.end_ts, tz)
        after = last + timedelta(days=1)
        if first.day == 1 and first.month == last.month and after.month != last.month and first.hour == 0:
            return f"in {MONTHS[first.month - 1].capitalize()}"
    text = time.text or ""
    if first is None or text.isascii() and not re.search(r"\b(?:en|de|del|du|le|la|el|dans|pendant|durante|sur)\b", text):
        return window_words(text)
    return f"from {long_date(first.strftime('%Y-%m-%d'))} to {long_date(last.strftime('%Y-%m-%d'))}"


def long_date(day: str) -> str:
    """"2012-06-01" -> "1 June 2012"."""
    y, m, d = day.split("-")
    return f"{int(d)} {MONTHS[int(m) - 1].capitalize()} {y}"
