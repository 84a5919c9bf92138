"""The crew questions' days and windows: how a day key ("yesterday", "2012-08-14", "lastweek") is
written in a question, what gold time it stands for, and which recorded days it covers.

The evaluation clock is the newest reading + 1 h (PLAN.md): 2012-09-30 12:00 UTC on the demo seed,
so "now", "today" and "yesterday" are fixed; the harness checks that the seeded clock agrees.
"""
from datetime import date, datetime, timedelta, timezone

CLOCK = datetime(2012, 9, 30, 12, 0, tzinfo=timezone.utc)
TODAY = CLOCK.date()
NOON_UTC_HOUR = 11          # the Algerian readings are stamped at local noon, 11:00 UTC

MONTHS = {"en": ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                 "October", "November", "December"],
          "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
                 "octobre", "novembre", "décembre"],
          "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
                 "octubre", "noviembre", "diciembre"],
          # Algerian Arabic months (the French-derived names crews there use: جويلية July, أوت August)
          "ar": ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
                 "ديسمبر"]}
RELATIVE = {"today": 0, "yesterday": 1, "daybefore": 2}
RELATIVE_WORDS = {"en": {"today": "today", "yesterday": "yesterday", "daybefore": "the day before yesterday"},
                  "fr": {"today": "aujourd'hui", "yesterday": "hier", "daybefore": "avant-hier"},
                  "es": {"today": "hoy", "yesterday": "ayer", "daybefore": "anteayer"},
                  "ar": {"today": "اليوم", "yesterday": "أمس", "daybefore": "أول أمس"}}
# windows: (first day, last day, slack in days allowed on the first day) or hours back from the clock
WINDOWS = {
    "lastweek": {"hours": 168, "slack_days": 1,
                 "en": "over the past week", "fr": "sur les sept derniers jours", "es": "en la última semana", "ar": "خلال الأسبوع الماضي"},
    "last3d": {"hours": 72, "en": "over the last three days", "fr": "sur les trois derniers jours",
               "es": "en los últimos tres días", "ar": "خلال الأيام الثلاثة الماضية"},
    "last24h": {"hours": 24, "en": "over the last 24 hours", "fr": "sur les dernières 24 heures",
                "es": "en las últimas 24 horas", "ar": "خلال الأربع والعشرين ساعة الماضية"},
    "lasthour": {"hours": 1, "en": "over the last hour", "fr": "sur la dernière heure", "es": "en la última hora", "ar": "خلال الساعة الماضية"},
    "jun": {"range": ("2012-06-01", "2012-06-30"), "en": "in June", "fr": "en juin", "es": "en junio", "ar": "في جوان"},
    "jul": {"range": ("2012-07-01", "2012-07-31"), "en": "in July", "fr": "en juillet", "es": "en julio", "ar": "في جويلية"},
    "aug": {"range": ("2012-08-01", "2012-08-31"), "en": "in August", "fr": "en août", "es": "en agosto", "ar": "في أوت"},
    "sep": {"range": ("2012-09-01", "2012-09-30"), "en": "in September", "fr": "en septembre", "es": "en septiembre", "ar": "في سبتمبر"},
    "sep1-10": {"range": ("2012-09-01", "2012-09-10"), "en": "between 1 and 10 September",
                "fr": "entre le 1er et le 10 septembre", "es": "entre el 1 y el 10 de septiembre", "ar": "بين 1 و 10 سبتمبر"},
    "aug-late": {"range": ("2012-08-20", "2012-08-31"), "en": "from 20 to 31 August",
                 "fr": "du 20 au 31 août", "es": "del 20 al 31 de agosto", "ar": "من 20 إلى 31 أوت"},
    # a weekday back from the clock's Sunday 30 September: "since Tuesday" is the 25th to today
    "since-tue": {"range": ("2012-09-25", "2012-09-30"), "en": "since Tuesday", "fr": "depuis mardi",
                  "es": "desde el martes", "ar": "منذ الثلاثاء"},
}


def _suffix(d: int) -> str:
    return "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def day_phrase(day: date, lang: str, style: int, with_year: bool = False) -> tuple[str, str]:
    """(phrase with its preposition, bare phrase) for a calendar day, in one of several styles."""
    d, m, y = day.day, day.month, day.year
    if lang == "fr":
        bare = f"{d} {MONTHS['fr'][m - 1]}" + (f" {y}" if with_year or style % 2 else "")
        return f"le {bare}", bare
    if lang == "es":
        bare = f"{d} de {MONTHS['es'][m - 1]}" + (f" de {y}" if with_year or style % 2 else "")
        return f"el {bare}", bare
    if lang == "ar":
        bare = f"{d} {MONTHS['ar'][m - 1]}" + (f" {y}" if with_year or style % 2 else "")
        return f"يوم {bare}", bare
    month = MONTHS["en"][m - 1]
    styles = [f"{d} {month}", f"{month} {d}", day.isoformat(), f"{d:02d}/{m:02d}/{y}", f"the {d}{_suffix(d)} of {month}",
              f"{month[:3]} {d} {y}"]
    if with_year:
        styles = [f"{d} {month} {y}", day.isoformat(), f"{month} {d}, {y}", f"{d:02d}/{m:02d}/{y}"]
    bare = styles[style % len(styles)]
    return f"on {bare}", bare


def resolve(key: str, lang: str, style: int, with_year: bool = False) -> dict:
    """A day key -> {phrase, bare, time (gold spec or None), days (recorded days it covers)}."""
    if key in ("none", "all"):
        return {"phrase": "", "bare": "", "time": None, "days": None}
    if key == "now":
        return {"phrase": "", "bare": "", "time": {"kind": "now"}, "days": [TODAY.isoformat()]}
    if key in RELATIVE:
        day = TODAY - timedelta(days=RELATIVE[key])
        word = RELATIVE_WORDS[lang][key]
        time = {"kind": "now"} if key == "today" else {"kind": "day", "day": day.isoformat()}
        return {"phrase": word, "bare": word, "time": time, "days": [day.isoformat()]}
    if key in WINDOWS:
        w = WINDOWS[key]
        if "hours" in w:
            start = CLOCK - timedelta(hours=w["hours"])
            days = [d.isoformat() for d in _days(start.date(), TODAY)
                    if start <= datetime(d.year, d.month, d.day, NOON_UTC_HOUR, tzinfo=timezone.utc) <= CLOCK]
            time = {"kind": "last", "hours": w["hours"], "slack_days": w.get("slack_days", 0)}
        else:
            first, last = (date.fromisoformat(x) for x in w["range"])
            days = [d.isoformat() for d in _days(first, last)]
            time = {"kind": "range", "start": w["range"][0], "end": w["range"][1], "slack_days": 0}
        return {"phrase": w[lang], "bare": w[lang], "time": time, "days": days}
    day = date.fromisoformat(key)
    phrase, bare = day_phrase(day, lang, style, with_year)
    return {"phrase": phrase, "bare": bare, "time": {"kind": "day", "day": key}, "days": [key]}


def _days(first: date, last: date) -> list[date]:
    return [first + timedelta(days=i) for i in range((last - first).days + 1)]


def noon_ts(day: str) -> float:
    """The recorded reading time of a day (local noon at both demo stations)."""
    d = date.fromisoformat(day)
    return datetime(d.year, d.month, d.day, NOON_UTC_HOUR, tzinfo=timezone.utc).timestamp()
