"""Times, horizons and coordinates in a question (English, French, Spanish; the words are in dates_lang.py).

time: now (default); day, a station-local calendar day ("today", "yesterday", "2012-08-12", "15/07/2012",
"the 15th of July", "le 15 juillet", "el 15 de julio", "on Monday", "3 days ago"); range, from..to
("in August", "last month", "from 20 to 31 August", "since Monday", "since 14:00"); last, a window
ending now ("last hour", "the past 3 days", "last week"). A day-month without a year is the most
recent such day not after the clock. An impossible date ("31 June") gives no time, never an error.
Follow-ups ("the day before", "and on the 15th?") count from the previous question's time when given.
Clock times are the station's local time unless the question says UTC.
horizon: "in 30 minutes", "in half an hour", "dans 30 minutes", "60 minutes ahead" -> minutes.
"""
import re
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from appliance.understand import dates_lang as L
from appliance.understand.dates_calendar import Clock, NO_TIME, read_calendar, today
from appliance.understand.frame import TimeSpec

CLOCK = r"(\d{1,2})(?:[:h](\d{2}))?\s*(am|pm)?"
SINCE = re.compile(rf"\b(?:since|depuis|desde)\s+{CLOCK}(?!\s*(?:st|nd|rd|th|er)?\s*(?:of\s+|de\s+)?[a-z]{{3}})")
BETWEEN = re.compile(rf"\b(?:between|entre)\s+{CLOCK}\s+(?:and|et|y)\s+{CLOCK}")
UTC_WORD = re.compile(r"\b(utc|gmt|zulu)\b|\d[:h]?\d{2}\s*z\b")
# A hemisphere letter stands alone: "5.1 out to 60 min" is no "5.1 O" (oeste).
COORDS = re.compile(r"(-?\d{1,2}\.\d+)\s*°?\s*([nsNS](?![a-zA-Z]))?\s*[,;/ ]\s*(-?\d{1,3}\.\d+)\s*°?\s*([eowEOW](?![a-zA-Z]))?")
MAX_HORIZON_MIN = 7 * 1440


BARE_AHEAD = re.compile(r"(?:\b(?:head|front|fire|it|spread|start)\b[^.?!]{0,25}?\b(?:in|within)|^\W*(?:and |et |y |ok |what about |how about |et pour |y para )*(?:in|within|en|dans))"
                        r"\s+(\d{1,3})\b(?!\s*(?:km|m\b|%|°|h\b|hours?|days?|jours?|dias?|días?|semaines?|semanas?|mois|meses|mm|st|nd|rd|th|am|pm|/|:|[.,]\d))|"
                        r"\b(?:engine|crew|dozer|we|we're|they're|unit|tender|truck)\b[^.?!]{0,15}?\b(\d{1,3}) (?:out|away)\b|"
                        # "¿y si tardamos 25?", "what if it takes us 25", "et si on met 25 ?": the crew's travel minutes
                        r"\b(?:tardamos|tardemos|tardaremos|tardan|takes us|take us|we take|on met|on mettait|nous mettons)\s+(\d{1,3})\b"
                        r"(?!\s*(?:km|m\b|%|°|h\b|hours?|heures?|horas?|days?|jours?|dias?|días?|mm|/|:|[.,]\d))")


def horizon_minutes(text: str) -> int | None:
    """Minutes ahead the question asks about; None when it names none ("by the time the crew gets it")."""
    minutes, longest = None, 0
    if m := L.HORIZON_COMPOUND.search(text):
        # "an hour and a quarter", "one hour ten": the hours and their minutes
        part = L.PART_MIN.get(m[2]) or L.amount(m[2])
        if 0 < part < 60:
            return int(L.amount(m[1]) * 60 + part)
    for rx, fixed in L.HORIZON_WORDS.items():
        # the longest phrase wins: "over an hour and a half" holds "over an hour" too
        if (m := re.search(rx, text)) and len(m.group(0)) >= longest:
            minutes, longest = fixed, len(m.group(0))
    if minutes is None and (m := L.HORIZON_HOUR_MIN.search(text)):
        minutes = int(m[1]) * 60 + int(m[2])
    for rx in (L.HORIZON, L.HORIZON_AFTER, L.HORIZON_FOR):
        if minutes is None and (m := rx.search(text)) and m.group(2) != "m":   # "in 100 m" is metres
            unit = L.UNIT_MIN[m.group(2)]
            half = re.search(r"(and a half|et demie|y media)$", m.group(0))
            minutes = L.amount(m.group(1)) * unit + (unit / 2 if half else 0)
    if minutes is None and not (L.PAST_NUM.search(text) or L.AGO.search(text)) and (m := L.HORIZON_BARE.search(text)):
        minutes = L.amount(m[1]) * L.UNIT_MIN[m[2]]
    if minutes is None and not (L.PAST_NUM.search(text) or L.AGO.search(text)) and (m := L.SPAN_ALONE.search(text)):
        minutes = L.SPAN_MIN[m[1]]      # "قديش بتتحرك راس النار لحد ما توصل الطيارة؟ تقريباً ربع ساعة"
    if minutes is None and (m := BARE_AHEAD.search(text)):
        minutes = int(m[1] or m[2] or m[3])  # "head in 40", "and in 90?", "the engine is 25 out": minutes, as crews say them
    if minutes is None and (m := L.HORIZON_LABEL.search(text)):
        minutes = int(m[1])
    if minutes is None and (m := L.ARRIVAL.search(text)):
        value = float(m[1].replace(",", "."))
        minutes = None if m[2] and value >= 13 else value * (60 if m[2] else 1)     # "ETA 15h" is a clock time
    minutes = int(round(minutes)) if minutes else None
    return minutes if minutes and 0 < minutes <= MAX_HORIZON_MIN else None



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


def _clock_times(text: str, c: Clock) -> TimeSpec | None:
    """Times of day: "between 10:00 and 14:00", "since 14:00", "since this morning" (local unless UTC)."""
    if m := BETWEEN.search(text):
        a, b = _clock(c.now_local, *m.group(1, 2, 3)), _clock(c.now_local, *m.group(4, 5, 6))
        if a and b:
            return TimeSpec("range", (a - timedelta(days=1) if b < a else a).timestamp(), b.timestamp(), m[0], c.utc)
    if (m := SINCE.search(text)) and (a := _clock(c.now_local, *m.group(1, 2, 3))):
        return TimeSpec("range", a.timestamp(), c.now, m.group(0), c.utc)
    if re.search(r"\bsince (this )?morning\b|\bdepuis ce matin\b|\bdesde esta manana\b", text):
        a = c.now_local.replace(hour=6, minute=0, second=0, microsecond=0)
        return TimeSpec("range", min(a.timestamp(), c.now), c.now, "since this morning", c.utc)
    return None


def _windows(text: str, c: Clock) -> TimeSpec | None:
    """Windows ending now: "the past 3 days", "last hour", "les 7 derniers jours", "overnight", "last week"."""
    for m in L.PAST_NUM.finditer(text):
        g = [x for x in m.groups() if x is not None]
        unit = next(x for x in reversed(g) if x in L.UNIT_MIN)
        num = next((x for x in g if x not in L.UNIT_MIN), None)
        if num is None and unit.endswith("s"):      # "the past days with FWI above 10": the record, not a window
            continue
        minutes = (L.amount(num) if num else 1) * L.UNIT_MIN[unit]
        return TimeSpec("last", c.now - minutes * 60, c.now, m.group(0).strip(), c.utc)
    # "cette nuit" is the night just gone when said in the morning, the one to come after noon (a forecast, which
    # unheld.json reads); "esta noche" is always tonight.
    if re.search(r"\bovernight\b|\blast night\b|\banoche\b", text) or (
            c.now_local.hour < 12 and re.search(r"\bcette nuit\b", text)):
        return TimeSpec("last", c.now - 12 * 3600, c.now, "overnight", c.utc)
    if m := L.WEEK_RELATIVE.search(text):
        # "the worse week" and Darija's "had simana" are said as the past week
        said = m.group(0) if len(m.group(0).split()) <= 2 and not re.match(r"(?:had|hed|hadi) |(?:l|s)s?i?mana", m.group(0)) else "the past week"
        return TimeSpec("last", c.now - 7 * 86400, c.now, said, c.utc)
    if (m := L.OF_THE_WEEK.search(text)) and not L.NOW_TOO.search(text):
        return TimeSpec("last", c.now - 7 * 86400, c.now, m.group(0), c.utc)
    return None


# Arabic glues "in / at / to" to the next word: Darija "فأوت", "فسبتمبر" is "in August", "in September".
GLUED_MONTH = re.compile(r"(?<![\u0621-\u064a])([فبل])(" + "|".join(sorted((m for m in L.MONTHS if "\u0600" <= m[0] <= "\u06ff"),
                                                                         key=len, reverse=True)) + r")(?![\u0621-\u064a])")


def parse_time(text: str, now: float, tz: ZoneInfo, previous: TimeSpec | None = None) -> TimeSpec:
    """`text` is folded (lower case, no accents); `tz` is the first named station's zone (UTC when none);
    `previous` the session's previous frame's time, which "the day before" / "and on the 15th?" count from."""
    text = L.ordinal_days(GLUED_MONTH.sub(r"\1 \2", text))
    utc = bool(UTC_WORD.search(text))
    clock_tz = ZoneInfo("UTC") if utc else tz
    c = Clock(now, datetime.fromtimestamp(now, tz=timezone.utc).astimezone(clock_tz), tz, utc, previous)
    for reader in (read_calendar, _clock_times, _windows, today):
        spec = reader(text, c)
        if spec is NO_TIME:
            return TimeSpec("now", None, now, "now", utc)
        if spec is not None:
            return spec
    return TimeSpec("now", None, now, "now", utc)


def follow_up_time(text: str, now: float, tz: ZoneInfo, previous: TimeSpec | None) -> TimeSpec:
    """The time of a follow-up question: its own when it names one (counted from `previous` for "the
    day before" / "and on the 15th?"), else the previous question's time."""
    own = parse_time(text, now, tz, previous)
    if own.kind == "now" and previous is not None and previous.kind != "now":
        return previous
    return own


# The month or season named as the class a day is held against ("a normal August day", "for the end of
# September"), not as the time asked about: the question's time is read without it.
NORM_CLASS = re.compile(r"\b(?:a|an|the) (?:normal|typical|usual|average|ordinary) (?:\w+ ){0,2}(?:day|days)\b|"
                        r"\bfor (?:late|early|mid|the end of|the start of|the beginning of|the middle of) "
                        r"(?:january|february|march|april|may|june|july|august|september|october|november|december)\b")

def without_norm_class(text: str) -> str:
    """The question without the month or day class it holds today against (its time is today's)."""
    return NORM_CLASS.sub(" ", text)


# Years asked of the record ("in the last 10 years", "over the last decade", "since 2005"): the record a box
# holds may be one season, and "the worst in ten years" cannot be answered from it.
YEARS = re.compile(r"\b((?:\d+|two|three|five|ten|twenty)-year|(?:last|past|previous) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|few|couple of) "
                   r"(?:years|seasons|summers)|decades?|years ago|since (?:19|20)\d\d|(?:10|ten|five|5) ans|"
                   r"(?:diez|cinco) anos|dernieres annees|ultimos anos)\b")


def years_asked(question: str) -> str | None:
    """The words asking the record about years back (None when the question asks none)."""
    from appliance.understand.typos import fold_accents

    m = YEARS.search(fold_accents(question))
    return m.group(0) if m else None
