"""Times, horizons and coordinates in a question (English, with common French and Spanish forms).

time: now (default), day (a station-local calendar day: "today", "yesterday", "2012-08-12",
"on 12 August"), last (a window ending now: "last hour", "past 3 h", "overnight") and range
("since 14:00", "between 10:00 and 14:00"). Clock times are the station's local time unless the
question says UTC. A day without a year takes the clock's year. horizon: "in 30 minutes",
"in an hour", "within the next 2 hours" -> minutes.
"""
import re
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from appliance.understand.frame import TimeSpec

MONTHS = {m: i for i, names in enumerate([
    (), ("january", "jan", "janvier", "enero"), ("february", "feb", "fevrier", "febrero"), ("march", "mar", "mars", "marzo"),
    ("april", "apr", "avril", "abril"), ("may", "mai", "mayo"), ("june", "jun", "juin", "junio"),
    ("july", "jul", "juillet", "julio"), ("august", "aug", "aout", "agosto"),
    ("september", "sep", "sept", "septembre", "septiembre"), ("october", "oct", "octobre", "octubre"),
    ("november", "nov", "novembre", "noviembre"), ("december", "dec", "decembre", "diciembre")]) for m in names}
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10,
                "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45, "half an": 0.5,
                "une": 1, "un": 1, "deux": 2, "trois": 3, "una": 1, "dos": 2, "tres": 3, "media": 0.5}
UNIT_MIN = {"minute": 1, "minutes": 1, "min": 1, "mins": 1, "minutos": 1, "minuto": 1, "m": 1,
            "hour": 60, "hours": 60, "h": 60, "hr": 60, "hrs": 60, "heure": 60, "heures": 60, "hora": 60, "horas": 60,
            "day": 1440, "days": 1440, "jour": 1440, "jours": 1440, "dia": 1440, "dias": 1440, "week": 10080, "semaine": 10080, "semana": 10080}
_NUM = r"(\d+(?:[.,]\d+)?|half an|forty-five|an|a|one|two|three|four|five|six|ten|twelve|fifteen|twenty|thirty|forty|une|un|deux|trois|una|dos|tres|media)"
_UNIT = r"(minutes?|mins?|minutos?|m|hours?|hrs?|hr|h|heures?|horas?|days?|jours?|dias?|weeks?|semaines?|semanas?)"
HORIZON = re.compile(rf"\b(?:in|within|after|over|dans|en|d'ici|within the next|in the next|over the next|next)\s+(?:the\s+next\s+|les\s+|los\s+|las\s+)?{_NUM}\s*{_UNIT}\b")
LAST = re.compile(rf"\b(?:last|past|previous|preceding|dernieres?|derniers?|ultimas?|ultimos?)\s+(?:{_NUM}\s*)?{_UNIT}\b"
                  rf"|\b{_NUM}\s*{_UNIT}\s+(?:ago|back)\b|\b(?:les|las|los)\s+{_NUM}\s*{_UNIT}\s+(?:dernieres?|derniers?|ultimas?|ultimos?)\b")
ISO_DAY = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
DAY_MONTH = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th|er)?\s+(?:de\s+)?([a-z]+)(?:\s+(?:de\s+)?(\d{4}))?\b")
MONTH_DAY = re.compile(r"\b([a-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b")
CLOCK = r"(\d{1,2})(?:[:h](\d{2}))?\s*(am|pm)?"
SINCE = re.compile(rf"\b(?:since|depuis|desde)\s+{CLOCK}")
BETWEEN = re.compile(rf"\b(?:between|entre)\s+{CLOCK}\s+(?:and|et|y)\s+{CLOCK}")
AT_CLOCK = re.compile(rf"\b(?:at|a|à)\s+(\d{{1,2}})[:h](\d{{2}})\b")
UTC_WORD = re.compile(r"\b(utc|gmt|zulu)\b|\d[:h]?\d{2}\s*z\b")
COORDS = re.compile(r"(-?\d{1,2}\.\d+)\s*°?\s*([nsNS])?\s*[,;/ ]\s*(-?\d{1,3}\.\d+)\s*°?\s*([eowEOW])?")


def _amount(word: str) -> float:
    word = word.replace(",", ".")
    try:
        return float(word)
    except ValueError:
        return NUMBER_WORDS.get(word, 1)


def horizon_minutes(text: str) -> int | None:
    m = HORIZON.search(text)
    if not m or m.group(2) == "m" and not re.match(r"\d", m.group(1)):
        return None
    minutes = _amount(m.group(1)) * UNIT_MIN[m.group(2)]
    return int(round(minutes)) if 0 < minutes <= 7 * 1440 else None


def coordinates(text: str) -> list[float] | None:
    for m in COORDS.finditer(text):
        lat, lon = float(m.group(1)), float(m.group(3))
        if (m.group(2) or "").lower() == "s":
            lat = -abs(lat)
        if (m.group(4) or "").lower() in ("w", "o"):
            lon = -abs(lon)
        if -90 <= lat <= 90 and -180 <= lon <= 180:
            return [round(lat, 6), round(lon, 6)]
    return None


def _day_bounds(d: datetime, tz: ZoneInfo) -> tuple[float, float]:
    start = datetime(d.year, d.month, d.day, tzinfo=tz)
    return start.timestamp(), (start + timedelta(days=1)).timestamp() - 1


def _clock(now_local: datetime, h: str, m: str | None, ampm: str | None) -> datetime | None:
    hour, minute = int(h), int(m or 0)
    if ampm == "pm" and hour < 12:
        hour += 12
    if ampm == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        return None
    t = now_local.replace(hour=hour, minute=minute, second=0, microsecond=0)
    return t - timedelta(days=1) if t > now_local else t


def parse_time(text: str, now: float, tz: ZoneInfo) -> TimeSpec:
    """`text` is folded (lower case, no accents); `tz` is the first named station's zone (UTC when none)."""
    utc = bool(UTC_WORD.search(text))
    clock_tz = ZoneInfo("UTC") if utc else tz
    now_local = datetime.fromtimestamp(now, tz=timezone.utc).astimezone(clock_tz)
    if m := ISO_DAY.search(text):
        try:
            d = datetime(int(m[1]), int(m[2]), int(m[3]))
            return TimeSpec("day", *_day_bounds(d, tz), m.group(0), utc)
        except ValueError:
            pass
    for rx, di, mi, yi in ((DAY_MONTH, 1, 2, 3), (MONTH_DAY, 2, 1, 3)):
        for m in rx.finditer(text):
            month = MONTHS.get(m.group(mi))
            if month and m.group(mi) not in ("mar", "may", "mai") or month and m.group(yi):
                try:
                    d = datetime(int(m.group(yi) or now_local.year), month, int(m.group(di)))
                except ValueError:
                    continue
                return TimeSpec("day", *_day_bounds(d, tz), m.group(0), utc)
            if month in (3, 5):   # "may"/"mar" are also words: only with a number next to them
                try:
                    d = datetime(int(m.group(yi) or now_local.year), month, int(m.group(di)))
                    return TimeSpec("day", *_day_bounds(d, tz), m.group(0), utc)
                except ValueError:
                    continue
    if m := BETWEEN.search(text):
        a, b = _clock(now_local, *m.group(1, 2, 3)), _clock(now_local, *m.group(4, 5, 6))
        if a and b:
            if b < a:
                a -= timedelta(days=1)
            return TimeSpec("range", a.timestamp(), b.timestamp(), m.group(0), utc)
    if m := SINCE.search(text):
        if a := _clock(now_local, *m.group(1, 2, 3)):
            return TimeSpec("range", a.timestamp(), now, m.group(0), utc)
    if re.search(r"\bsince (this )?morning\b|\bdepuis ce matin\b|\bdesde esta manana\b", text):
        a = now_local.replace(hour=6, minute=0, second=0, microsecond=0)
        return TimeSpec("range", min(a.timestamp(), now), now, "since this morning", utc)
    if m := LAST.search(text):
        g = [x for x in m.groups() if x is not None]
        unit = next(x for x in reversed(g) if x in UNIT_MIN)
        num = next((x for x in g if x not in UNIT_MIN), None)
        minutes = (_amount(num) if num else 1) * UNIT_MIN[unit]
        return TimeSpec("last", now - minutes * 60, now, m.group(0), utc)
    if re.search(r"\bovernight\b|\blast night\b|\bcette nuit\b|\besta noche\b|\banoche\b", text):
        return TimeSpec("last", now - 12 * 3600, now, "overnight", utc)
    if re.search(r"\b(this|last|past) week\b|\bcette semaine\b|\besta semana\b", text):
        return TimeSpec("last", now - 7 * 86400, now, "this week", utc)
    if re.search(r"\b(day before yesterday|avant[- ]hier|anteayer)\b", text):
        return TimeSpec("day", *_day_bounds(now_local - timedelta(days=2), tz), "the day before yesterday", utc)
    if re.search(r"\b(yesterday|hier|ayer)\b", text):
        return TimeSpec("day", *_day_bounds(now_local - timedelta(days=1), tz), "yesterday", utc)
    if re.search(r"\b(today|aujourd ?hui|hoy|this (morning|afternoon|evening))\b", text):
        start, _ = _day_bounds(now_local, tz)
        return TimeSpec("day", start, now, "today", utc)
    return TimeSpec("now", None, now, "now", utc)
