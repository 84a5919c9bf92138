"""Calendar forms in a question: days, day ranges, months, weekdays, relative and follow-up days.

read_calendar returns a day / range TimeSpec, NO_TIME when the question writes a date that cannot
exist ("31 June", "2024-02-30": the answer then has no time rather than an error or a wrong day),
or None when it names no calendar day. Years left out mean the most recent such day or month not
after the clock (the recorded data is 2012 and the evaluation's clock 2012-09-30).
"""
import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from appliance.understand import dates_lang as L
from appliance.understand.frame import TimeSpec

NO_TIME = TimeSpec("now", None, None, "no such date")


@dataclass
class Clock:
    now: float
    now_local: datetime
    tz: ZoneInfo                    # the station's zone: days are station-local days
    utc: bool
    previous: TimeSpec | None = None

    @property
    def today(self) -> date:
        return datetime.fromtimestamp(self.now, tz=timezone.utc).astimezone(self.tz).date()

    def day(self, d: date, text: str) -> TimeSpec:
        start = datetime(d.year, d.month, d.day, tzinfo=self.tz)
        end = start + timedelta(days=1)
        return TimeSpec("day", start.timestamp(), min(end.timestamp() - 1, self.now) if d == self.today
                        else end.timestamp() - 1, text, self.utc)

    def days(self, first: date, last: date, text: str, until_now: bool = False) -> TimeSpec:
        start = datetime(first.year, first.month, first.day, tzinfo=self.tz)
        end = datetime(last.year, last.month, last.day, tzinfo=self.tz) + timedelta(days=1)
        return TimeSpec("range", start.timestamp(), self.now if until_now else end.timestamp() - 1, text, self.utc)

    def base_day(self) -> date:
        """The day a follow-up counts from: the previous question's day, else today."""
        p = self.previous
        if p is not None and p.kind in ("day", "range") and p.start_ts is not None:
            return datetime.fromtimestamp(p.start_ts, tz=timezone.utc).astimezone(self.tz).date()
        return self.today


def _year(y: str | None) -> int | None:
    return None if not y else int(y) + (2000 if len(y) == 2 else 0)


def _recent(c: Clock, month: int, day: int, year: int | None) -> date | None:
    """The day; without a year the most recent one not after today. None when it cannot exist."""
    try:
        if year is not None:
            return date(year, month, day)
        d = date(c.today.year, month, day) if (month, day) != (2, 29) else None
    except ValueError:
        return None
    if d is None:       # 29 February: the latest leap year
        y = c.today.year - (c.today < date(c.today.year, 3, 1))
        while True:
            try:
                return date(y, 2, 29)
            except ValueError:
                y -= 1
    return d if d <= c.today else d.replace(year=d.year - 1)


def _month_days(c: Clock, month: int, year: int | None) -> tuple[date, date]:
    y = year or (c.today.year if month <= c.today.month else c.today.year - 1)
    last = (date(y + month // 12, month % 12 + 1, 1) - timedelta(days=1))
    return date(y, month, 1), last


def _since(text: str, start: int) -> bool:
    return bool(re.search(r"(?:since|depuis|desde)\s+(?:(?:le|el|the|on)\s+)?$", text[:start]))


def _one_day(c: Clock, text: str, m: re.Match, d: date | None) -> TimeSpec:
    if d is None:
        return NO_TIME
    if _since(text, m.start()):
        return c.days(d, c.today, m.group(0), until_now=True)
    return c.day(d, m.group(0).strip())


# A span written with its ends apart: "from aug 20 to the end of august", "1st to 10th sept", "between the 10th and the 15th".
MONTH_END = re.compile(rf"\b(?:the\s+)?(end|start|beginning|last day|first day)\s+of\s+(?:the\s+month\s+of\s+)?{L._MONTH}")
# "from the 20th of August to the end of the month": the month of the span's other end
THE_MONTH_END = re.compile(r"\b(?:the\s+)?(?:end|last day)\s+of\s+(?:the|that|this)\s+month\b|\bfin\s+(?:du|de)\s+mois\b|"
                           r"\b(?:fin|final|finales)\s+del?\s+mes\b|\b(?:the\s+)?month'?s\s+end\b|\bend\s+of\s+month\b|\bfin\s+de\s+mes\b|"
                           r"(?:(?<![\u0621-\u064a])|(?<=(?<![\u0621-\u064a])ل))(?:اخر|نهاية)\s+الشهر(?![\u0621-\u064a])")
ORDINAL = re.compile(r"\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th|er)\b")
JOINED = re.compile(r"^\s*(?:to|until|till|through|thru|-|au|al|a|a la|jusqu'au|jusqu'a|jusqu'a la|hasta|hasta el|and|et|y|"
                    r"الى|حتى|ل)\s*$")
OPENS_SPAN = re.compile(r"\b(?:from|between|du|del|desde|entre)\s+$")
MONTH_BEFORE = re.compile(rf"\b{L._MONTH}\s*[(,:]?\s*(?:(?:from|between|the|du|del|desde|entre|le|el)\s+)*$")
MONTH_DAYS = re.compile(rf"\b{L._MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?\s*(?:to|until|till|through|thru|-|au|al|a|hasta)\s*"
                        rf"(\d{{1,2}})(?:st|nd|rd|th)?\b(?!\s*(?:h\b|hours?|min|km|%|°|mm|m\b|days?|jours?|dias?|am\b|pm\b|:|c\b|"
                        rf"degre|grad|kt\b|knots?|mph|percent|kmh|km/h)){L._YEAR}")
# "June thru Sept", "de juin à septembre", "de junio a septiembre", "من جوان إلى سبتمبر", "between June and August":
# every day of the months between
MONTH_SPAN = re.compile(rf"(\b(?:from|between|de|du|desde|entre|من)\s+)?\b{L._MONTH}\s*(?:to|until|till|through|thru|-|au|a|al|"
                        rf"hasta|jusqu'a|jusqu'en|a la|الى|حتى|ل|(and|et|y|و))\s*"
                        rf"(?:(?:fin|end of|finales de|la fin de)\s+)?{L._MONTH}{L._YEAR}\b")


def _span(text: str, c: Clock) -> TimeSpec | None:
    ends = [(m.start(), m.end(), L.MONTHS[m[2]], int(m[1])) for m in L.DAY_MONTH.finditer(text)]
    ends += [(m.start(), m.end(), L.MONTHS[m[1]], int(m[2])) for m in L.MONTH_DAY.finditer(text)]
    ends += [(m.start(), m.end(), L.MONTHS[m[2]], 0 if m[1] in ("end", "last day") else 1) for m in MONTH_END.finditer(text)]
    ends += [(m.start(), m.end(), None, int(m[1])) for m in ORDINAL.finditer(text)]
    ends += [(m.start(), m.end(), None, 0) for m in THE_MONTH_END.finditer(text)]
    ends.sort(key=lambda e: (e[0], -e[1]))
    kept = []
    for e in ends:                      # the longest reading of each stretch of words
        if not kept or e[0] >= kept[-1][1]:
            kept.append(e)
        elif e[1] > kept[-1][1]:
            kept[-1] = e                # "the 20th of august": the day with its month, not "the 20th" alone
    for a, b in zip(kept, kept[1:]):
        gap = text[a[1]:b[0]]
        if not JOINED.match(gap) or (gap.strip() in ("and", "et", "y") and not OPENS_SPAN.search(text[:a[0]])):
            continue
        # "late August (20th to 31st)": the month named just before two bare days is theirs
        named = MONTH_BEFORE.search(text[:a[0]]) if not (a[2] or b[2]) else None
        month_a = a[2] or b[2] or (L.MONTHS[named[1]] if named else c.today.month)
        month_b = b[2] or a[2] or (L.MONTHS[named[1]] if named else c.today.month)
        first = _recent(c, month_a, a[3], None)
        last_day = b[3] or (date(c.today.year + (month_b == 12), month_b % 12 + 1, 1) - timedelta(days=1)).day
        last = _recent(c, month_b, last_day, None)
        if first and last and first <= last:
            return c.days(first, last, text[a[0]:b[1]])
    return None


def _explicit_day(text: str, c: Clock) -> TimeSpec | None:
    if m := L.ISO_DAY.search(text):
        return _one_day(c, text, m, _recent(c, int(m[3]), int(m[4]), int(m[1])))
    if m := L.DAY_RANGE.search(text):
        first, last, name, year = (m[1], m[2], m[3], m[4]) if m[1] else (m[5], m[6], m[7], m[8]) if m[5] \
            else (m[10], m[11], m[9], m[12]) if m[9] else (m[13], m[14], m[15], m[16])
        month, year = L.MONTHS[name], _year(year)
        a, b = _recent(c, month, int(first), year), _recent(c, month, int(last), year)
        return c.days(a, b, m.group(0)) if a and b and a <= b else NO_TIME
    if m := MONTH_DAYS.search(text):         # "August 3 to 17", "agosto 3 al 17"
        month, year = L.MONTHS[m[1]], _year(m[4])
        a, b = _recent(c, month, int(m[2]), year), _recent(c, month, int(m[3]), year)
        if a and b and a < b:
            return c.days(a, b, m.group(0))
    if (span := _span(text, c)) is not None:
        return span
    for rx, di, mi in ((L.DAY_MONTH, 1, 2), (L.MONTH_DAY, 2, 1)):
        for m in rx.finditer(text):
            rest = text[m.end():]
            ends = re.match(r"\s*(?:$|[?.!,;:)]|-\s|(?:at|in|a|en|y|and|f|fi)\b)", rest)
            if m[mi] == "out" and not (m[3] or re.match(r"\s*(?:$|[?.!,;:)])", rest)):
                continue                   # "nhar 5 out" is 5 August; "3 out of 5", "5 out there" are not
            month_first = m[mi] in L.MONTH_FIRST_ABBREVIATIONS and mi == 1 and ends
            # "may 31st", "SBA temperature, May 31?": a day number written as one, or closing the clause, dates "may"
            dated = re.search(r"\d(?:st|nd|rd|th)\b", m[0]) or re.match(r"\s*(?:$|[?.!;:)])", rest)
            if m[mi] in L.COMMON_WORDS and not (m[3] or re.match(r"\d", m[0]) or month_first or dated
                                                or re.search(r"\b(?:on|le|el)\s+$", text[:m.start()])):
                continue
            return _one_day(c, text, m, _recent(c, L.MONTHS[m[mi]], int(m[di]), _year(m[3])))
    for m in L.NUMERIC_DAY.finditer(text):
        fraction = "/" in m.group(0) and re.match(r"\s*(?:of|de|del|des|du|d'|miles?|mi)\b", text[m.end():])
        if not m[3] and not re.search(r"\b(?:on|le|el|du|since|depuis|desde|the)\s+$", text[:m.start()]) \
                and not re.fullmatch(r"\d\d[/.]\d\d", m.group(0)) and ("/" not in m.group(0) or fraction):
            continue        # "4.5" and "3/4 of the crews" are no dates; "29/08", "29.08" and "SBA 3/8, how hot" are
        a, b = int(m[1]), int(m[2])
        day, month = (b, a) if b > 12 >= a else (a, b)        # DD/MM as written in Algeria; MM/DD only when forced
        return _one_day(c, text, m, _recent(c, month, day, _year(m[3])) if month <= 12 else None)
    return None


def _months(text: str, c: Clock) -> TimeSpec | None:
    if (m := MONTH_SPAN.search(text)) and (m[1] or not (m[2] in L.COMMON_WORDS and m[4] in L.COMMON_WORDS)) \
            and (m[1] or not m[3]):        # "June and August" alone are two months; "between June and August" one span
        first, _ = _month_days(c, L.MONTHS[m[2]], _year(m[5]))
        # the later month in the first's year, or the next ("de décembre à février")
        year = first.year + (L.MONTHS[m[4]] < L.MONTHS[m[2]])
        last = (date(year + (L.MONTHS[m[4]] == 12), L.MONTHS[m[4]] % 12 + 1, 1) - timedelta(days=1))
        if first < last and first <= c.today:
            return c.days(first, min(last, c.today), m.group(0).strip(), until_now=last >= c.today)
        if first > c.today:
            return NO_TIME          # a span still to come: nothing held
    if m := L.MONTH_RELATIVE.search(text) or L.LAST_MONTH_AFTER.search(text):
        first = c.today.replace(day=1)
        this = m.re is L.MONTH_RELATIVE and (m[1] or "").lstrip("وف") in ("هذا", "هاد")
        if m.re is L.MONTH_RELATIVE and (this or m[1] in ("this", "current", "este") or (m[3] or "").endswith("ci")
                                         or (m[1] == "ce" and not m[3])):
            return c.days(first, c.today, m.group(0), until_now=True)
        prev_last = first - timedelta(days=1)
        return c.days(prev_last.replace(day=1), prev_last, m.group(0))
    if m := L.MONTH_PART.search(text):
        first, last = _month_days(c, L.MONTHS[m[2]], _year(m[3]))
        part = L.MONTH_PART_WORDS[m[1]]
        return c.days(first.replace(day=1 + 10 * part), last if part == 2 else first.replace(day=10 + 10 * part), m[0])
    if m := L.YEAR_WINDOW.search(text):        # "fire days in 2012": the whole year, up to now
        first, last = date(int(m[1]), 1, 1), date(int(m[1]), 12, 31)
        return c.days(first, min(last, c.today), m.group(0), until_now=last >= c.today) if first <= c.today else NO_TIME
    for rx in (L.MONTH_WINDOW, L.BARE_MONTH):
        for m in rx.finditer(text):
            if rx is L.BARE_MONTH and m[1] in L.COMMON_WORDS:     # "aug" is August; "may", "mar" are words too
                continue
            first, last = _month_days(c, L.MONTHS[m[1]], _year(m[2]))
            return c.days(first, last, m.group(0).strip())
    return None


def _relative(text: str, c: Clock) -> TimeSpec | None:
    for rx, back in L.RELATIVE_DAYS:
        if m := re.search(rx, text):
            d = c.today - timedelta(days=back)
            return c.days(d, c.today, m[0], until_now=True) if _since(text, m.start()) else c.day(d, m[0])
    for rx, shift in L.SHIFT_DAYS:
        if (m := re.search(rx, text)) and (shift or c.previous is not None):   # "that day" needs a day before it
            return c.day(c.base_day() + timedelta(days=shift), m[0])
    if m := L.AGO.search(text):
        g = [x for x in m.groups() if x is not None]
        if L.UNIT_MIN[g[1]] >= 1440:
            return c.day(c.today - timedelta(days=int(L.amount(g[0]) * L.UNIT_MIN[g[1]] // 1440)), m[0])
        minutes = L.amount(g[0]) * L.UNIT_MIN[g[1]]
        return TimeSpec("last", c.now - minutes * 60, c.now, m[0], c.utc)
    if m := L.WEEKDAY.search(text):
        back = (c.today.weekday() - L.WEEKDAYS[m[2]]) % 7
        if back == 0 and (m[1] == "last" or (m.group(0).endswith(("dernier", "pasado")))):
            back = 7
        d = c.today - timedelta(days=back)
        return c.days(d, c.today, m[0].strip(), until_now=True) if m[1] in ("since", "depuis", "desde", "منذ", "من") else c.day(d, m[0].strip())
    return None


def today(text: str, c: Clock) -> TimeSpec | None:
    """Read last, so that "since this morning" stays a clock range."""
    return c.day(c.today, "today") if re.search(L.TODAY, text) else None


def _day_of_month(text: str, c: Clock) -> TimeSpec | None:
    """"and on the 15th?", "et le 15 ?": the month and year of the previous question's day, else the clock's."""
    if not (m := L.DAY_OF_MONTH.search(text)):
        return None
    n = int(next(g for g in m.groups() if g))
    base = c.base_day()
    if c.previous is not None and c.previous.kind in ("day", "range"):
        try:
            return c.day(base.replace(day=n), m[0].strip())
        except ValueError:
            return NO_TIME
    for back in range(12):      # the most recent such day of a month not after today
        y, mo = base.year - (base.month - back <= 0), (base.month - back - 1) % 12 + 1
        try:
            d = date(y, mo, n)
        except ValueError:
            continue
        if d <= c.today:
            return c.day(d, m[0].strip())
    return NO_TIME


# "this day last year", "same day last year", "il y a un an", "hace un año": the day a year before
# (the session's day in a follow-up), which the box may well not hold; the answer then says so.
YEAR_BEFORE = re.compile(r"\b(?:(?:this|that|the same|same|that same) (?:day|date) last year|same day a year (?:ago|before)|a year ago(?: today)?|"
                         r"il y a (?:un|1) an|le meme jour l'an dernier|hace (?:un|1) ano|el mismo dia del ano pasado)\b")


def _year_before(text: str, c: Clock) -> TimeSpec | None:
    if not (m := YEAR_BEFORE.search(text)):
        return None
    base = c.base_day() if re.search(r"\b(?:same|that|meme|mismo)\b", m.group(0)) else c.today
    try:
        return c.day(base.replace(year=base.year - 1), m.group(0))
    except ValueError:          # 29 February
        return c.day(base.replace(year=base.year - 1, day=28), m.group(0))


def read_calendar(text: str, c: Clock) -> TimeSpec | None:
    for reader in (_year_before, _explicit_day, _months, _relative, _day_of_month):
        if (spec := reader(text, c)) is not None:
            return spec
    return None
