"""The hour of the day a question asks about ("the rh at 6 am", "wind at 3 pm yesterday", "à 7 h", "around
dawn"): a station that reports once a day, or not at that hour, holds no reading then, and the answer
must say which reading it gives instead (compose/__init__.py). Read on the simplified question; a window
start ("since 14:00") is no hour asked."""
import json
import re
from pathlib import Path

# "de las 7", and French "de 7 h" only with the part of the day after it ("l'humidité de 7 h ce matin"):
# "une projection de 3 h" is a length, no hour.
AT = r"(?:as of|at|around|about|by|vers|a|à|a las|de las|hacia|sobre las|on|de(?=\s+\d{1,2}\s*h(?:\d{2})?\s+(?:ce|cet|du|de l)\b))\s+"
PART_OF_DAY = (r"in the morning|in the afternoon|in the evening|at night|this morning|this afternoon|this evening|tonight|"
               r"yesterday morning|yesterday afternoon|yesterday evening|"
               r"du matin|de l'apres-midi|du soir|ce matin|ce soir|de la manana|de la tarde|de la noche|esta manana|esta tarde|"
               # the day asked before: "And at 6 that morning?", "¿a las 3 de la madrugada?"
               r"that morning|that afternoon|that evening|that night|ce matin-la|ce soir-la|de la madrugada|de madrugada|"
               r"por la manana|por la tarde|por la noche|esa manana|esa tarde|esa noche")
HOUR = re.compile(rf"\b{AT}(?:([01]\d|2[0-3])([0-5]\d)\b(?!\s*(?:km|m\b))|(\d{{1,2}})(?:[:h.](\d{{2}}))?"
                  rf"(?:\s*(am|pm|a\.m\.|p\.m\.|h\b|hrs?\b|heures?|o'clock|horas?))?(?:\s+({PART_OF_DAY}))?)"
                  rf"(?![\d/]|\.\d|\s*(?:min|mins|minutes|km|m\b|%|degrees|°)"
                  # "a 1 h spread projection" is a length, "as of 2h ago" a time gone by: no hour
                  rf"|\s*(?:h|hrs?|hours?|heures?|horas?)?\s+(?:spread|projection|proj|run|horizon|ahead|window|ago|from now|later)\b)")
# A four-digit time without "at", told by the part of the day or "hours" after it: "wind 0300 this morning", "1500 hrs"
# or by the reading it names: "the 0900 reading", "le relevé de 0600", "the 1600 wind" ("the 1800 briefing" is a meeting, no hour asked)
MILITARY = re.compile(rf"(?<![\d/.:-])(?<!over )(?<!above )(?<!under )(?<!in )(?<!of )(?<!since )([01]\d|2[0-3])(00|15|30|45)(?=\s*(?:hrs?|hours|h)\b|\s+(?:{PART_OF_DAY}|today|yesterday"
                      r"|readings?|obs|observations?|local|lt|releve|lecture|lectura|medicion"
                      # "need the 1600 wind": the reading named right after the time
                      r"|wind|temp|temperature|rh|humidity|vent|viento|temperatura|humedad|humidite)\b)|"
                      r"\b(?:releve|lecture|lectura|medicion) de ([01]\d|2[0-3])(00|15|30|45)\b")
BARE = re.compile(r"(?<![\w:/.-])(\d{1,2})\s*(am|pm|a\.m\.|p\.m\.)(?!\w)")
# Parts of the day named without a clock time (data/hours.json): dawn, dusk, a past evening or night.
WORDS = {w["pattern"]: w["hour"] for w in json.loads((Path(__file__).with_name("data") / "hours.json").read_text(encoding="utf-8"))["words"]}
LATER = {"pm": 12, "p.m.": 12, "in the afternoon": 12, "in the evening": 12, "at night": 12, "de l'apres-midi": 12,
         "du soir": 12, "de la tarde": 12, "de la noche": 12, "this afternoon": 12, "this evening": 12, "tonight": 12,
         "ce soir": 12, "esta tarde": 12, "yesterday afternoon": 12, "yesterday evening": 12, "that afternoon": 12,
         "that evening": 12, "that night": 12, "ce soir-la": 12, "por la tarde": 12, "por la noche": 12, "esa tarde": 12,
         "esa noche": 12}
# Parts of the day that run past midnight: an hour told by them is the evening's from 6 to 11 and the small hours'
# from 1 to 5 ("a la 1 de la noche", "at 1 that night"), midnight for 12.
NIGHT = {"at night", "tonight", "de la noche", "that night", "por la noche", "esa noche"}
# "this morning around 9", "ce matin vers 9", "esta tarde a las 5": the part of the day first, the number alone after.
PART_FIRST = re.compile(r"\b(this morning|this afternoon|this evening|yesterday morning|yesterday afternoon|ce matin|cet apres-midi|"
                        r"ce soir|esta manana|esta tarde)\s+(?:at|around|about|vers|a|a las|sobre las|hacia las)\s+(\d{1,2})(?![\d:.,]|\s*(?:min|km|m\b|%))")
_DAY = r"(?:yesterday|today|hier|aujourd'hui|ayer|hoy|anteayer|avant-hier)"
DAY_BEFORE = re.compile(rf"\b{_DAY}\s+$")                      # "hier à 21", "yesterday at 21"
DAY_AFTER = re.compile(rf"\s+(?:de |d')?{_DAY}\b")            # "le vent à 21 hier", "a las 21 de ayer"
# what may follow such a time: the end of its part, a joiner, the day, a place ("vent hier à 21 à Béjaïa")
TIME_ENDS = re.compile(rf"\s*(?:$|[,.;?!؟]|(?:and|et|y|o|or|ou|please|svp|por favor)\b|(?:de |d')?{_DAY}\b|(?:a|at|en|in) [a-z])")
NOT_AN_HOUR = re.compile(r"\b(since|from|until|till|before|after|depuis|desde|hasta|jusqu'a|apres|avant)\s+$")
# ... unless the question then asks about that moment: "we cut line till 3am. what was the RH about then?" (the last
# such hour before it: "from 10pm till 3am ... about then" is 3 am)
THEN = re.compile(r"\b(?:about|around) then\b|\bat that (?:time|hour)\b|\ba ce moment-la\b|\ba esa hora\b|"
                  r"(?<!\w)(?:في ذلك الوقت|ذاك الوقت|وقتها|ساعتها)(?!\w)")
# A clock time written alone ("wind bejaia 18:00", "6h30"): an hour asked unless it opens or closes a window.
CLOCK = re.compile(r"(?<![\w:/.-])([01]?\d|2[0-3])[:h]([0-5]\d)(?![\d:/])")
NOT_A_CLOCK_HOUR = re.compile(r"\b(?:between|entre|and|et|y|to|a|-)\s+$|^\s*(?:-|to|and|et|y|a)\s")
# Arabic: "على الساعة 6 الصباح", "على الستة تاع الصباح", "مع الستة تاع الصباح" (around six), "الساعة الثالثة مساء": an hour after الساعة / على with a
# part of the day, or after الساعة alone.
AR_HOURS = {"الواحدة": 1, "الوحدة": 1, "الثانية": 2, "الجوج": 2, "الثالثة": 3, "الثلاثة": 3, "الرابعة": 4, "الربعة": 4, "الاربعة": 4,
            "الخامسة": 5, "الخمسة": 5, "السادسة": 6, "الستة": 6, "السابعة": 7, "السبعة": 7, "الثامنة": 8, "الثمنية": 8, "الثمانية": 8,
            "التاسعة": 9, "التسعة": 9, "العاشرة": 10, "العشرة": 10, "الحداش": 11, "الطناش": 12}
AR_MORNING, AR_LATER = r"الصباح|صباحا|الصبح|الفجر", r"المساء|مساء|مساءا|العشية|الليل|ليلا|بعد الظهر"
AR_HOUR = re.compile(rf"(الساعة|على|مع)\s+(\d{{1,2}}|{'|'.join(AR_HOURS)})(?!\d)(?:\s+(?:تاع\s+|في\s+|من\s+)?({AR_MORNING}|{AR_LATER}))?")
# the part of the day first: "الصباح على الستة", "العشية على 4"
AR_PART_HOUR = re.compile(rf"({AR_MORNING}|{AR_LATER})\s+(?:على|في)\s+(?:الساعة\s+)?(\d{{1,2}}|{'|'.join(AR_HOURS)})(?!\d)")


NUMBER_WORDS = {w: n for n, words in enumerate((
    (), ("one", "une", "una"), ("two", "deux", "dos"), ("three", "trois", "tres"), ("four", "quatre", "cuatro"),
    ("five", "cinq", "cinco"), ("six", "seis"), ("seven", "sept", "siete"), ("eight", "huit", "ocho"), ("nine", "neuf", "nueve"),
    ("ten", "dix", "diez"), ("eleven", "onze", "once"), ("twelve", "douze", "doce")), 0) for w in words}
SPELT = re.compile(r"\b((?:at|a las|a la|à|a|vers)(?: about| around)?|around|about) (" + "|".join(NUMBER_WORDS) + r")\b"
                   r"(?= (?:am|pm|o'clock|heures?|h\b|in the|de la|du|this|yesterday|today))")


# A radio's hours: "zero three hundred", "oh six hundred", "fifteen hundred (hours)".
_RADIO_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_RADIO_TENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
               "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "twenty-one": 21, "twenty-two": 22,
               "twenty-three": 23}
RADIO = re.compile(rf"\b(?:(?:zero|oh) ({'|'.join(_RADIO_UNITS)})|({'|'.join(sorted(_RADIO_TENS, key=len, reverse=True))}))"
                   r" hundred\b(?!\s*(?:feet|foot|ft|metres|meters|metros|m\b|yards|acres|hectares|ha\b|km|gallons|litres|liters))")
# Darija in Latin letters: "m3a 7 sba7" (around 7 in the morning), "f 4 ta3 l3chiya" (at 4 in the afternoon).
DARIJA_HOUR = re.compile(r"\b(?:m3a|f|3la|fi)\s+(\d{1,2})\s+(?:ta3\s+|de\s+)?(sba7|sbah|sbe7|e?l?3chiya|e?l?3echia|lil|e?lleil)\b")


def _ar_hour(word: str) -> int:
    return int(word) if word.isdigit() else AR_HOURS[word]


def hour_asked(text: str) -> int | None:
    """The local hour (0-23) the question asks about, or None."""
    text = SPELT.sub(lambda m: f"at {NUMBER_WORDS[m.group(2)]}", text)     # "a las cinco de la tarde", "at about seven"
    if (then := THEN.search(text)) and (ends := [m for m in BARE.finditer(text[:then.start()])]):
        return int(ends[-1].group(1)) % 12 + (12 if ends[-1].group(2).startswith("p") else 0)
    for m in HOUR.finditer(text):
        if NOT_AN_HOUR.search(text[:m.start()]):
            continue
        if m.group(1):
            if m.group(2) in ("00", "15", "30", "45"):
                return int(m.group(1))         # "at 0600"
            continue
        hour, minutes, unit, part = int(m.group(3)), m.group(4), (m.group(5) or "").strip(), m.group(6) or ""
        # "at 6" alone may be anything; "at 6 am", "à 7 h", "at 06:00" are hours, and so is a 24-hour time closing
        # its part after Spanish "a las" or on a day named ("viento en Béjaïa ayer a las 21", "vent à Béjaïa hier à 21";
        # "FWI supérieur à 15 à SBA ... aujourd'hui" and "on 14 Aug" go on: no hour)
        said_hour = hour >= 13 and not re.search(r"\bde las \d{1,2}\s+$|jusqu'$", text[:m.start()]) and (
            re.match(r"(?:a|sobre) las\b", m.group(0))
            or re.match(r"(?:at|a) ", m.group(0)) and TIME_ENDS.match(text[m.end():])
            and (DAY_BEFORE.search(text[:m.start()]) or DAY_AFTER.match(text[m.end():])))
        if hour > 23 or not (unit or part or minutes or said_hour):
            continue
        if part in NIGHT and not unit:
            return hour + 12 if 6 <= hour <= 11 else 0 if hour == 12 else hour     # "at 1 that night" is 01:00
        later = LATER.get(unit) or LATER.get(part) or 0
        return (hour % 12 + later) if later or unit in ("am", "a.m.") else hour
    if (m := MILITARY.search(text)) and not NOT_AN_HOUR.search(text[:m.start()]):
        return int(m.group(1) or m.group(3))
    if (m := BARE.search(text)) and not NOT_AN_HOUR.search(text[:m.start()]):
        return int(m.group(1)) % 12 + (12 if m.group(2).startswith("p") else 0)
    for m in CLOCK.finditer(text):
        if not (NOT_AN_HOUR.search(text[:m.start()]) or NOT_A_CLOCK_HOUR.search(text[:m.start()])
                or NOT_A_CLOCK_HOUR.search(text[m.end():])):
            return int(m.group(1))
    for m in AR_HOUR.finditer(text):
        if m.group(1) in ("على", "مع") and not m.group(3):
            continue        # "على 6", "مع 3" alone may be anything; with a part of the day it is an hour
        hour = _ar_hour(m.group(2))
        later = m.group(3) and re.fullmatch(AR_LATER, m.group(3)) and hour < 12
        return hour + 12 if later else hour
    if m := AR_PART_HOUR.search(text):
        hour = _ar_hour(m.group(2))
        return hour + 12 if re.fullmatch(AR_LATER, m.group(1)) and hour < 12 else hour
    if m := PART_FIRST.search(text):
        hour = int(m.group(2))
        later = LATER.get(m.group(1)) or (12 if m.group(1) == "cet apres-midi" else 0)
        if hour <= 23:
            return hour % 12 + later if later and hour < 12 else hour
    if m := RADIO.search(text):
        return _RADIO_UNITS.index(m.group(1)) + 1 if m.group(1) else _RADIO_TENS[m.group(2)]
    if (m := DARIJA_HOUR.search(text)) and int(m.group(1)) <= 23:
        hour = int(m.group(1))
        return hour + 12 if not m.group(2).startswith("sb") and hour < 12 else hour
    for rx, hour in WORDS.items():
        if re.search(rx, text):
            return hour
    return None


def elapsed_minutes(text: str) -> int | None:
    """Minutes between the first and the last clock time a question names ("clocked at 14:10, it's 14:55 now",
    "saw fire at 12:25 ... by 13:05", "قسناه على 13:10 ... ودروك 13:40"): how long a stated rate has run. None unless
    two times are named, the later after the earlier, less than 12 h apart."""
    times = [int(m[1]) * 60 + int(m[2]) for m in CLOCK.finditer(text)]
    if len(times) < 2 or not 0 < times[-1] - times[0] < 720:
        return None
    return times[-1] - times[0]
