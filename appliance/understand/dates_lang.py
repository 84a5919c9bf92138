"""The words of dates and durations in English, French, Spanish and Arabic, and the patterns built from them.

Every pattern runs on folded text (lower case, accents removed: "août" -> "aout", "día" -> "dia"),
so the tables hold folded words only. when.py decides what a match means; this module only names
the forms, so that adding a language is adding words here.
"""
import json
import re
from pathlib import Path

MONTH_NAMES = [("january", "jan", "janvier", "janv", "enero", "جانفي", "يناير", "كانون الثاني"), ("february", "feb", "fevrier", "fev", "febrero", "فيفري", "فبراير", "شباط"),
               ("march", "mar", "mars", "marzo", "مارس", "اذار"), ("april", "apr", "avril", "abril", "افريل", "ابريل"), ("may", "mai", "mayo", "ماي", "مايو", "ايار"),
               ("june", "jun", "juin", "junio", "جوان", "يونيو", "حزيران"), ("july", "jul", "juil", "juillet", "julio", "جويلية", "يوليو", "جويليه", "تموز", "يوليوز"),
               ("august", "aug", "aout", "out", "agosto", "ago", "اوت", "اغسطس", "غشت"), ("september", "sep", "sept", "septembre", "septiembre", "setiembre", "سبتمبر", "شتنبر", "ايلول"),
               ("october", "oct", "octobre", "octubre", "اكتوبر", "تشرين الاول"), ("november", "nov", "novembre", "noviembre", "نوفمبر", "تشرين الثاني", "نونبر"),
               ("december", "dec", "decembre", "diciembre", "ديسمبر", "كانون الاول", "دجنبر")]
MONTHS = {name: i for i, names in enumerate(MONTH_NAMES, 1) for name in names}
# Month names that are also everyday words ("may", "march", "mar" = sea, "sept" = seven, Darija "out" = août):
# they count only next to a day number or after "in / during / en".
COMMON_WORDS = {"may", "mar", "march", "mars", "sept", "jan", "dec", "ago", "out"}
# Of those, the ones a crew writes before the day as a date ("Sept 12", "Dec 3"), when the day ends the phrase.
MONTH_FIRST_ABBREVIATIONS = {"sept", "jan", "dec", "mar"}
# (abbreviations only where they are no everyday word: "sun", "sat", "wed" and French "mon" are)
WEEKDAYS = {name: i for i, names in enumerate([
    ("monday", "lundi", "lunes", "الاثنين", "الاتنين"), ("tuesday", "tues", "tue", "mardi", "martes", "الثلاثاء", "الثلاثا", "التلاتا"),
    ("wednesday", "mercredi", "miercoles", "الاربعاء", "لربعاء"), ("thursday", "thurs", "thur", "thu", "jeudi", "jueves", "الخميس"),
    ("friday", "fri", "vendredi", "viernes", "الجمعة"), ("saturday", "samedi", "sabado", "السبت"),
    ("sunday", "dimanche", "domingo", "الاحد")]) for name in names}
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30,
                "forty": 40, "forty-five": 45, "sixty": 60, "ninety": 90, "half an": 0.5, "half a": 0.5,
                "une": 1, "un": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "dix": 10,
                "quinze": 15, "vingt": 20, "trente": 30, "quarante": 40, "une demi": 0.5,
                "una": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
                "diez": 10, "quince": 15, "veinte": 20, "treinta": 30, "cuarenta": 40, "media": 0.5,
                "ثلاث": 3, "ثلاثة": 3, "ثلاثه": 3, "اربع": 4, "اربعة": 4, "خمس": 5, "خمسة": 5, "سبع": 7, "سبعة": 7,
                "عشر": 10, "عشرة": 10, "اثنين": 2, "تلات": 3, "تلاتة": 3, "تلاته": 3, "جوج": 2, "زوج": 2, "ستة": 6, "ثمانية": 8, "ثمنية": 8, "تسعة": 9, "خمستاش": 15,
                "خمسطاش": 15, "عشرين": 20, "ثلاثين": 30, "اربعين": 40, "خمسين": 50, "ستين": 60, "تسعين": 90}
UNIT_MIN = {"minute": 1, "minutes": 1, "min": 1, "mins": 1, "minutos": 1, "minuto": 1, "m": 1,
            "hour": 60, "hours": 60, "h": 60, "hr": 60, "hrs": 60, "heure": 60, "heures": 60, "hora": 60, "horas": 60,
            "day": 1440, "days": 1440, "jour": 1440, "jours": 1440, "dia": 1440, "dias": 1440,
            "week": 10080, "weeks": 10080, "semaine": 10080, "semaines": 10080, "semana": 10080, "semanas": 10080,
            "دقيقة": 1, "دقائق": 1, "دقايق": 1, "دقيقه": 1, "ساعة": 60, "ساعات": 60, "ساعه": 60,
            "يوم": 1440, "ايام": 1440, "يام": 1440, "اسبوع": 10080, "اسابيع": 10080,
            "d9i9a": 1, "d9aye9": 1, "dqiqa": 1, "dqi9a": 1, "dqayeq": 1, "sa3a": 60, "swaye3": 60}

_words = sorted(NUMBER_WORDS, key=len, reverse=True)
NUM = r"(\d+(?:[.,]\d+)?|" + "|".join(re.escape(w).replace(r"\ ", "[ -]") for w in _words) + ")"
UNIT = (r"(minutes?|mins?|minutos?|m|hours?|hrs?|hr|h|heures?|horas?|days?|jours?|dias?|weeks?|semaines?|semanas?|دقيقة|دقيقه|دقائق|دقايق|ساعة|ساعه|ساعات|ايام|يام|يوم|اسابيع|اسبوع"
        r"|d9i9a|d9aye9|dqiqa|dqi9a|dqayeq|sa3a|swaye3)")     # Darija in Latin letters: "f 25 d9i9a", "ba3d sa3a"
_MONTH = "(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
# A day of the month in words beside its month ("the first of June", "June twenty-first", "le premier juin", "primero
# de junio"): written as its figure ("1st") for the calendar's readers, which read figures only.
ORDINAL_WORDS = {w: k for k, words in enumerate([
    [], ["first", "premier", "primero"], ["second"], ["third"], ["fourth"], ["fifth"], ["sixth"], ["seventh"], ["eighth"],
    ["ninth"], ["tenth"], ["eleventh"], ["twelfth"], ["thirteenth"], ["fourteenth"], ["fifteenth"], ["sixteenth"],
    ["seventeenth"], ["eighteenth"], ["nineteenth"], ["twentieth"], ["twenty-first", "twenty first"], ["twenty-second", "twenty second"],
    ["twenty-third", "twenty third"], ["twenty-fourth", "twenty fourth"], ["twenty-fifth", "twenty fifth"],
    ["twenty-sixth", "twenty sixth"], ["twenty-seventh", "twenty seventh"], ["twenty-eighth", "twenty eighth"],
    ["twenty-ninth", "twenty ninth"], ["thirtieth"], ["thirty-first", "thirty first"]]) for w in words}
_ORDINAL_WORD = "(?:" + "|".join(sorted(ORDINAL_WORDS, key=len, reverse=True)) + ")"
# a month that is also a common word ("may", "ago", "sept") only after "of" ("the first of May"), and never "ago", "out"
_MONTH_OF = "(?:" + "|".join(sorted((m for m in MONTHS if m not in COMMON_WORDS - {"may", "march", "mars"}), key=len, reverse=True)) + ")"
_MONTH_PLAIN = "(?:" + "|".join(sorted((m for m in MONTHS if m not in COMMON_WORDS), key=len, reverse=True)) + ")"
_DAY_ENDS = r"(?=\s*(?:$|[?.!,;:)]|(?:at|in|and|et|y|en|a|for|or|then|please|\d{4})\b))"     # "june first, at SBA"
ORDINAL_DAY = re.compile(rf"\b(?P<day>{_ORDINAL_WORD})(?P<of>\s+(?:of|de)\s+{_MONTH_OF}\b)"                 # the first of june
                         rf"|\b(?P<month>{_MONTH_PLAIN}\s+(?:the\s+)?)(?P<after>{_ORDINAL_WORD})\b{_DAY_ENDS}"   # june (the) first
                         rf"|(?<=\ble )(?P<fr>{_ORDINAL_WORD})(?P<fr_month>\s+{_MONTH_PLAIN}\b)")                 # le premier juin


# Arabic days of the month in words before the month ("يوم ثلاثة أوت", "بتلاتة آب": the 3rd of August), and the Levantine
# August "آب" (also "father") where a day or "شهر" stands before it.
AR_DAY_WORDS = {"واحد": 1, "اثنين": 2, "جوج": 2, "ثلاثة": 3, "ثلاث": 3, "تلاتة": 3, "تلات": 3, "اربعة": 4, "اربع": 4,
                "ربعة": 4, "خمسة": 5, "خمس": 5, "ستة": 6, "سبعة": 7, "سبع": 7, "ثمانية": 8, "ثمنية": 8, "تمنية": 8,
                "تسعة": 9, "تسع": 9, "عشرة": 10}
_AR_MONTHS = "|".join(sorted([m for m in MONTHS if "\u0600" <= m[0] <= "\u06ff"] + ["اب"], key=len, reverse=True))
_AR_DAY_WORD = "|".join(sorted(AR_DAY_WORDS, key=len, reverse=True))
# (the first end of a span too: "من ثلاثة حتى سبعة أوت")
AR_DAY_WORD = re.compile(rf"(?<![\u0621-\u064a])([بلفو]?)({_AR_DAY_WORD})"
                         rf"(?=(?:\s*(?:و|الى|حتى|ل)\s*(?:\d{{1,2}}|{_AR_DAY_WORD}))?\s+(?:{_AR_MONTHS})(?![\u0621-\u064a]))")
AR_AUGUST = re.compile(r"(?<![\u0621-\u064a])(\d{1,2}|شهر)\s+اب(?![\u0621-\u064a])")


def ordinal_days(text: str) -> str:
    """"the first of june" -> "the 1st of june", "june twenty-first" -> "june 21st", "le premier juin" -> "le 1er juin",
    "primero de junio" -> "1 de junio", "بتلاتة آب" -> "ب 3 اوت"."""
    text = AR_DAY_WORD.sub(lambda m: f"{m[1]} {AR_DAY_WORDS[m[2]]}" if m[1] else str(AR_DAY_WORDS[m[2]]), text)
    text = AR_AUGUST.sub(r"\1 اوت", text)
    def figure(m: re.Match) -> str:
        word = m["day"] or m["after"] or m["fr"]
        n = ORDINAL_WORDS[word]
        suffix = "er" if word == "premier" else "" if word == "primero" else \
            {1: "st", 2: "nd", 3: "rd"}.get(n % 10 if n not in (11, 12, 13) else 0, "th")
        if m["day"]:
            return f"{n}{suffix}{m['of']}"
        if m["after"]:
            return f"{m['month']}{n}{suffix}"
        return f"{n}{suffix}{m['fr_month']}"
    return ORDINAL_DAY.sub(figure, text)
_DAY = r"(\d{1,2})(?:st|nd|rd|th|er|eme|º|o)?"
_YEAR = r"(?:(?:,?\s+(?:de\s+|of\s+)?|-)(\d{4}))?"      # "3 Aug 2012", "3 août de 2012", "21-Jul-2012"
_PAST = r"(?:last|past|previous|preceding|dernieres?|derniers?|ultimas?|ultimos?|pasad[oa]s?|اخر)"

HALF = r"(?:\s+(?:and a half|et demie|y media))?"
HORIZON = re.compile(rf"\b(?:in|within|after|over|plus|dans|en|d'ici|dentro de|next|بعد|خلال|في غضون|في ظرف|في|f|ba3d|b3d|mor)\s+(?:the\s+next\s+|les\s+|los\s+|las\s+)?"
                     rf"(?:(?:prochaines?|proximas?|proximos?)\s+)?{NUM}\s*(?:-\s*)?{UNIT}{HALF}(?![\w'])")
HORIZON_AFTER = re.compile(rf"\b{NUM}\s*{UNIT}\s+(?:ahead|from now|out|away|later|d'ici|plus tard|despues|mas tarde)\b")
# "project spread from the station for an hour": a projection's length named with "for".
HORIZON_FOR = re.compile(rf"\b(?:project\w*|spread\w*|propagat\w*|proyecc\w*|propagac\w*|run it|simulat\w*)\b[^.?!]{{0,50}}?"
                         rf"\b(?:for|pour|por|durante)\s+(?:the\s+next\s+)?{NUM}\s*{UNIT}{HALF}(?![\w'])")
# Minutes after a label ("Minutes: 25", "Tiempo: 40").
HORIZON_LABEL = re.compile(r"(?<![\w/])(?:minutes?|mins?|minutos?|temps|tiempo|time)\s*:\s*(\d{1,3})\b(?!\s*(?:h|hours?|heures?|horas?)\b)")
# "ETA 15", "délai d'intervention 1 h", "tiempo de llegada 20 min": the crew's arrival time, minutes unless hours are said
ARRIVAL = re.compile(r"(?<![\w'])(?:eta|delai(?: d'(?:intervention|arrivee))?|tiempo de llegada)\s*:?\s*(?:de\s+|of\s+)?(\d{1,3}(?:[.,]\d)?)"
                     r"(?:\s*(h|hrs?|hours?|heures?|horas?)\b(?!\s*\d)|\s*(?:min|mins|minutes?|minutos?)\b"
                     r"|(?!\w|[:.,/]\d|\s*(?:km|m\b|%|h\b|hrs?|hours?|heures?|horas?|days?|jours?|dias?|semaines?|semanas?|weeks?|mois|meses|sec)))")
# Numbers of two or more in one word ("two", "forty", "vingt"), longest first: "a"/"une" are words too often to be 1.
SPELT_NUMBERS = "|".join(w for w, n in sorted(NUMBER_WORDS.items(), key=lambda kv: -len(kv[0])) if n >= 2 and " " not in w)
# A number a crew spells out where a mark is asked ("FWI over twenty", "فات الـFWI عشرين"): "sept" is a month too.
_SPELT_MARK = re.compile(r"(?<![\w'-])(" + "|".join(w for w, n in sorted(NUMBER_WORDS.items(), key=lambda kv: -len(kv[0]))
                                                   if n >= 2 and " " not in w and w != "sept") + r")(?![\w'-])")


def spelt_as_digits(text: str) -> str:
    """`text` (folded) with its spelt-out numbers of two or more written as digits."""
    return _SPELT_MARK.sub(lambda m: f"{NUMBER_WORDS[m[1]]:g}", text)


# A number of minutes or hours standing alone ("20 min", "f 40 dqi9a", "3 hrs, distance in m", "Tiempo: 2 horas", "a 1 h spread
# projection": a bare "h" only before the projection it measures, since "à 16h" is a clock time).
HORIZON_BARE = re.compile(rf"(?<![\w.,:])(\d{{1,3}}(?:[.,]5)?|{SPELT_NUMBERS})\s*(min|mins|minute|minutes|minutos|دقيقة|دقيقه|دقائق|دقايق|d9i9a|d9aye9|dqiqa|dqi9a|dqayeq"
                          r"|hours?|hrs?|heures?|horas?|h(?=\s+(?:spread|projection|proj|run|horizon|ahead|window)\b))\b"
                          r"(?!\s+(?:ago|old|back|late|behind))")
# An hour and some minutes in words: "an hour and a quarter", "one hour ten", "une heure et quart", "una hora y diez".
_PART = r"(a quarter|quarter|quart|cuarto|a half|half|demie|media|three quarters|trois quarts|tres cuartos|\d{1,2}|" + SPELT_NUMBERS + ")"
HORIZON_COMPOUND = re.compile(rf"\b(an|one|une|una|un|\d)\s*(?:hours?|heures?|horas?)\s+(?:and\s+|et\s+|y\s+)?{_PART}\b"
                              r"(?!\s*(?:km|m\b|%|°|/|days?|jours?|dias?))")
PART_MIN = {"a quarter": 15, "quarter": 15, "quart": 15, "cuarto": 15, "a half": 30, "half": 30, "demie": 30, "media": 30,
            "three quarters": 45, "trois quarts": 45, "tres cuartos": 45}
HORIZON_HOUR_MIN = re.compile(r"\b(?:in|within|for|dans|en|d'ici|pendant|durant|durante|por)\s+(\d{1,2})\s*h\s*(\d{1,2})\b(?![.,]\d)")
HORIZON_WORDS = {r"\b(?:out|at|a|para|to) (?:an|one|une|una) (?:hour|heure|hora)\b|\bla proxima hora\b|(?<!\w)و?(?:بعد|خلال|في|ل) ?ساعة(?! ?و)": 60,
                 r"(?<!\w)و?(?:بعد|خلال|في|ل) ?ساعتين": 120,
                 r"\b(?:in|within) (?:the next|the) hour\b|\bdans l'heure\b|\ben la proxima hora\b": 60,
                 r"\b(?:en|dentro de|durante|por) (?:una )?hora y media\b|\bune heure et demie\b|\b(?:in|for|within|over|after|during) an hour and a half\b|\bsa3a w nos\b": 90,
                 r"\b(?:in|within) half an hour\b|\bdans une demi-heure\b|\ben media hora\b": 30,
                 r"\b(?:in|within|over) the next half[ -]?hour\b|\bnext half[ -]?hour\b": 30,
                 r"\bhalf an hour (?:away|out|off)\b|\ba une demi-heure\b|\ba media hora\b": 30,
                 r"\b(?:in|within) (?:the next )?(?:a )?quarter(?: of an)? hour\b|\bdans un quart d'heure\b"
                 r"|\ben (?:un )?cuarto de hora\b": 15,
                 # Arabic: "في نص ساعة", "بعد نصف ساعة", "خلال ربع ساعة", "في ساعة ونص"
                 r"\b(?:for|over|during|in|within) (?:an|one|the next|a full|a whole|one full) hour\b|\bpendant une heure\b|\bdurante una hora\b": 60,
                 r"\btrois quarts d'heure\b|\bthree quarters of an hour\b|\btres cuartos de hora\b": 45,
                 r"\b(?:ba3d|f) sa3a\b": 60, r"\b(?:ba3d|f) (?:nos|nes) sa3a\b": 30,
                 r"(?<!\w)و?(?:في|بعد|خلال|ل) ?(?:ال)?(?:نص|نصف) ساعة": 30, r"(?<!\w)و?(?:في|بعد|خلال|ل) ?(?:ال)?ربع ساعة": 15,   # not "قبل ربع ساعة" (ago)
                 # a span the crew names alone ("il nous faut un quart d'heure", "f rbe3 sa3a", "half an hour to get there")
                 r"\bun quart d'heure\b|\bquarter of an hour\b|\bun cuarto de hora\b|\brbe3 sa3a\b|\brob3 sa3a\b": 15,
                 r"\bune demi-heure\b|\bhalf an hour\b|\bmedia hora\b|\bnos sa3a\b|\bnes sa3a\b": 30, r"(?:في|بعد|خلال) ساعة (?:ونص|ونصف)": 90,
                 r"(?<!\w)(?:في|بعد|خلال) ساعة وربع\b": 75}
# An Arabic span named alone ("تقريباً ربع ساعة", "نص ساعة"): the horizon when nothing else names one and it is no time
# gone by ("من نص ساعة", "قبل ربع ساعة": since, ago)
SPAN_ALONE = re.compile(r"(?<!\w)(?<!قبل )(?<!من )(?<!منذ )(?<!صار )(?<!هاذي )(?<!هادي )ب?(ربع ساعة|نص ساعة|نصف ساعة|ساعة وربع)\b")
SPAN_MIN = {"ربع ساعة": 15, "نص ساعة": 30, "نصف ساعة": 30, "ساعة وربع": 75}
PAST_NUM = re.compile(rf"\b(?:in |over |during |for |sur |en |durante )?(?:the |les |las |los |la )?"
                      rf"{_PAST}\s+(?:{NUM}\s*)?{UNIT}\b"
                      rf"|\b(?:les|las|los|ces|estos|estas)\s+{NUM}\s+(?:dernieres?|derniers?|ultimas?|ultimos?)\s+{UNIT}\b"
                      rf"|\b(?:les|las|los)\s+{NUM}\s*{UNIT}\s+(?:dernieres?|derniers?|ultimas?|ultimos?|pasad[oa]s)\b"
                      rf"|\b{UNIT}\s+(?:dernieres?|derniers?|pasad[oa]s?)\b"
                      # "الأيام الثلاثة الماضية", "الثلاث أيام الماضية", "3 أيام اللي فاتو" (folded)
                      rf"|(?<!\w)(?:ال)?{UNIT}\s+(?:ال)?{NUM}\s+(?:الماضية|الماضيه|الفايتة|الفايته|اللي فاتو|اللي فاتت)"
                      rf"|(?<!\w)(?:ال)?{NUM}\s+(?:ال)?{UNIT}\s+(?:الماضية|الماضيه|الفايتة|الفايته|اللي فاتو|اللي فاتت)"
                      # "هاد الأيام الثلاثة" (these three days), "الأيام الثلاثة الأخيرة" (the last three days)
                      rf"|(?<!\w)(?:هاد|هذه|هاذ|هذي)\s+(?:ال)?{UNIT}\s+(?:ال)?{NUM}(?!\w)"
                      rf"|(?<!\w)(?:ال)?{UNIT}\s+(?:ال)?{NUM}\s+(?:الاخيرة|الاخيره)"
                      # "بآخر أسبوع", "فآخر 3 أيام": "in" glued to "last"
                      rf"|(?<!\w)[بفل]اخر\s+(?:{NUM}\s*)?{UNIT}(?!\w)")
AGO = re.compile(rf"\b{NUM}\s*{UNIT}\s+(?:ago|back)\b|\bil y a\s+{NUM}\s*{UNIT}\b|\bhace\s+{NUM}\s*{UNIT}\b")

ISO_DAY = re.compile(r"\b(\d{4})([-/.])(\d{1,2})\2(\d{1,2})\b")      # 2012-09-17, 2012/09/17, 2012.09.17
NUMERIC_DAY = re.compile(r"(?<![\d/.-])(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}|\d{2}))?(?![\d/]|\.\d|\s*(?:%|km|m\b|mm))")
DAY_MONTH = re.compile(rf"\b{_DAY}(?:\s+|-)(?:of\s+|de\s+)?{_MONTH}{_YEAR}\b")
MONTH_DAY = re.compile(rf"\b{_MONTH}\s+(?:the\s+)?{_DAY}(?!\s*(?:min|h\b|hours?|heures?|horas?|%|km|m\b))\b{_YEAR}")
# "بين 1 و10 سبتمبر": Arabic glues its "and" to the day after it; Darija in Latin letters: "men 20 l 31 aout"
DAY_RANGE = re.compile(rf"(?:\b(?:between|from|entre|du|del|de|men|mn)|(?<!\S)و?(?:من|بين))\s+(?:the\s+|le\s+|el\s+)?{_DAY}\s+"
                       rf"(?:(?:and|to|until|et|au|a|al|y|-|l|ila|7ta|الى|حتى|ل|لين)\s+|و\s*)"
                       rf"(?:the\s+|le\s+|el\s+)?{_DAY}\s+(?:of\s+|de\s+)?{_MONTH}{_YEAR}\b"
                       # "20-31 aug", "20 - 31 août": a dash between the two days needs no "from"
                       rf"|\b{_DAY}\s*-\s*{_DAY}\s+(?:of\s+|de\s+)?{_MONTH}{_YEAR}\b"
                       # "between Aug 20 and 31", "from Aug 20 to 31": the month first
                       rf"|\b(?:between|from)\s+(?:the\s+)?{_MONTH}\s+(?:the\s+)?{_DAY}\s+(?:and|to|until|through|thru|-)\s+"
                       rf"(?:the\s+)?{_DAY}\b{_YEAR}"
                       # "20 thru 31 aug", "20 au 31 août": a word between the days, no "from" before them
                       rf"|\b{_DAY}\s+(?:thru|through|till|until|to|au|al|a|hasta|hasta el|jusqu'au|jusqu'a)\s+(?:the\s+|le\s+|el\s+)?{_DAY}\s+(?:of\s+|de\s+)?{_MONTH}{_YEAR}\b")
MONTH_WINDOW = re.compile(rf"\b(?:in|during|for|over|throughout|of|through|en|pendant|durant|durante|au mois d'|au mois de|"
                          rf"en el mes de|el mes de|le mois d'|le mois de|the month of|في شهر|خلال شهر|طوال شهر|في|خلال|طوال|"
                          # Arabic's "in" glued to the month or standing alone: "بأيلول", "ف غشت"
                          rf"ب|ف)\s*"
                          rf"(?:the month of\s+)?{_MONTH}{_YEAR}\b")
# Parts of a month: early = days 1-10, mid = 11-20, late = 21-end ("late August", "fin août", "a mediados de julio",
# "the first ten days of September").
MONTH_PART_WORDS = {"early": 0, "beginning of": 0, "start of": 0, "debut": 0, "principios de": 0, "comienzos de": 0,
                    "mid": 1, "middle of": 1, "mi": 1, "mediados de": 1,
                    "late": 2, "end of": 2, "fin": 2, "finales de": 2, "fin de": 2,
                    "first ten days of": 0, "first 10 days of": 0, "dix premiers jours": 0, "10 premiers jours": 0,
                    "primeros diez dias": 0, "primeros 10 dias": 0, "last ten days of": 2, "last 10 days of": 2,
                    "premiere decade": 0, "deuxieme decade": 1, "seconde decade": 1, "derniere decade": 2, "troisieme decade": 2,
                    "diez primeros dias": 0, "10 primeros dias": 0, "primera decena": 0, "ultima decena": 2,
                    "dix derniers jours": 2, "10 derniers jours": 2, "ultimos diez dias": 2, "ultimos 10 dias": 2}
MONTH_PART = re.compile(r"\b(" + "|".join(sorted(MONTH_PART_WORDS, key=len, reverse=True)) + r")(?:\s+|-)(?:the month of\s+)?"
                        rf"(?:d'|de\s+)?{_MONTH}{_YEAR}\b")
YEAR_WINDOW = re.compile(r"\b(?:in|during|for|throughout|en|pendant|durant|durante|of)\s+(?:l'annee\s+|el ano\s+|the year\s+)?"
                         r"((?:19|20)\d{2})\b(?!\s*(?:[-/.:]\d|min|h\b|hours?|heures?|horas?|%|km|m\b))")
BARE_MONTH = re.compile(rf"\b{_MONTH}{_YEAR}\b")
# "ce mois-là" (that month) points back at a month named before it: no relative month.
MONTH_RELATIVE = re.compile(r"(?<!\w)(last|past|previous|this|current|ce|le|el|este|(?:و|ف)?(?:هذا|هاد))\s*(month|mois|mes|الشهر)\b(?!\s*(?:of|de|d'|del)\b)(?!\s*-?\s*la\b)"
                            r"\s*(dernier|passe|pasado|ci|-ci)?|\bmes pasado\b|\bmois dernier\b")
# Arabic "last month" puts "last" after the month: "الشهر الماضي", Darija "الشهر اللي فات"
LAST_MONTH_AFTER = re.compile(r"(?<!\w)(?:و|ف)?الشهر (?:الماضي|الفارط|الفايت|المنصرم|السابق|اللي فات|لي فات)\b")
WEEK_RELATIVE = re.compile(r"\b(?:this|last|past|previous|the)(?: (?:worse|worst|rougher|roughest|bad|harder|tougher|better|hotter|"
                           r"drier|windier|busier|whole|entire))? week\b|\bcette semaine\b|\bsemaine derniere\b|"
                           r"\besta semana\b|\bsemana pasada\b|\bultima semana\b|\bsemaine passee\b|\bsemaine ecoulee\b|\bsemana que paso\b"
                           r"|\bالاسبوع الماضي\b|\bالاسبوع الفارط\b|\bالاسبوع اللي فات\b|(?<!\w)(?:و|ف)?(?:هذا|هاد) الاسبوع\b|\bالسيمانة\b|\bالسمانة\b"
                           r"|(?:\b(?:had|hed|hadi) (?:l|s)?(?:simana|smana|semana)|\b(?:l|s)s?i?mana)\b(?!\s+(?:l?jaya|li jaya|jaia))")
# Darija in Latin letters: "had simana", "ssimana li fatet" (this week, the week gone; typos.py spells it "had semana"),
# not "had simana jaya" (the week to come)
# "Résumé de la semaine", "la humedad más baja de la semana": the past week, unless the question names now too ("l'humidité
# aujourd'hui et la moyenne de la semaine" asks two times; the box reads one, and now keeps the reading asked).
OF_THE_WEEK = re.compile(r"\bde la (?:semaine|semana)\b(?! (?:prochaine|qui vient|a venir|suivante|que viene|que entra|proxima|entrante|siguiente))")
NOW_TOO = re.compile("|".join(rf"(?<!\w){re.escape(w)}(?!\w)" for w in
                              json.loads((Path(__file__).with_name("data") / "followup.json").read_text(encoding="utf-8"))["names_now"]))
WEEKDAY = re.compile(r"\b(since|depuis|desde|on|last|le|el|this|منذ|من)?\s*(?:el\s+|le\s+|نهار\s+|يوم\s+)?(" + "|".join(WEEKDAYS) + r")s?\b"
                     r"(?:\s+(?:dernier|pasado))?")
# A day of the month alone ("and on the 15th?", "et le 15 ?", "¿y el 15?") only when nothing but a
# connector follows: "the 1st station", "le 15 minutes", "el 2 de" are not days.
_CONNECTORS = "of|at|and|in|for|or|please|too|then|et|a|y|en|pour|para"
_ALONE = rf"(?=\s*(?:$|[?.!,;:)]|(?:{_CONNECTORS})\b))"
# "why was the 18th so much worse": an ordinal day before a comparison is a day too ("the 2nd got a hit" is a noun's)
_ORDINAL_ALONE = rf"(?=\s*(?:$|[?.!,;:)]|(?:{_CONNECTORS}|so|than|vs|versus|compared)\b))"
DAY_OF_MONTH = re.compile(rf"\b(?:on\s+)?the\s+(\d{{1,2}})(?:st|nd|rd|th)\b{_ORDINAL_ALONE}|\bon the (\d{{1,2}})\b{_ALONE}"
                          rf"|\b(?:le|du)\s+(\d{{1,2}})(?:er)?\b{_ALONE}|\bel(?: dia)?\s+(\d{{1,2}})\b{_ALONE}")
# Arabic (standard and Algerian Darija), folded: hamza and vowel marks gone ("أمس" -> "امس").
RELATIVE_DAYS = [(r"\b(?:the )?day before yesterday\b|\bavant[- ]hier\b|\banteayer\b|\bantier\b|\bantes de ayer\b"
                  r"|\b(?:و|ف)?(?:اول|قبل) (?:امس|البارح|البارحة|مبارح|امبارح)\b", 2),
                 (r"\byesterday(?:'?s)?\b|\bhier\b|\bayer\b|\b(?:و|ف)?(?:امس|البارح|البارحة|لبارح|البارحه|مبارح|امبارح)\b"      # "والبارح؟": "and" glued; Levantine "مبارح"
                  r"|\b(?:e?lbareh|lbarah|lbar7|lbarh|e?lbare7|lbar7a|lbare7a)\b", 1)]      # Darija in Latin letters
TODAY = (r"\btoday\b|\baujourd ?'?hui\b|\bhoy\b|\bthis (?:morning|afternoon|evening)\b|\bce (?:matin|soir)\b|\bcet apres-midi\b"
         r"|(?<!نفس )(?<!ذلك )(?<!هذاك )\b(?:و|ف)?اليوم\b(?! (?:التالي|الموالي|السابق|اللي))|\b(?:و|ف)?ليوم\b|\b(?:e?lyoum|lyom|lyum)\b")
# Follow-ups: a day counted from the previous question's day (the clock's when there is none).
SHIFT_DAYS = [(r"\b(?:the )?(?:day before|previous day|prior day|day earlier)\b|\bla veille\b|\ble jour (?:d'avant|precedent)\b"
               r"|\bel dia (?:anterior|antes)\b|\bو?اليوم (?:السابق|اللي قبل)\b|\bو?النهار (?:السابق|اللي قبل)\b", -1),
              (r"\b(?:the )?(?:day after|next day|following day|day later)\b|\ble lendemain\b|\ble jour (?:d'apres|suivant)\b"
               r"|\bel dia (?:siguiente|despues)\b|\bو?اليوم (?:التالي|الموالي|اللي من بعد)\b|\bو?النهار (?:التالي|الموالي|اللي من بعد)\b", 1),
              (r"\b(?:that|the same|this) day\b|\bce jour-?la\b|\bce meme jour\b|\b(?:ese|el mismo|aquel) dia\b"
               r"|\bنفس (?:اليوم|النهار)\b|\bذلك اليوم\b|\bهذاك النهار\b", 0)]


def amount(word: str) -> float:
    """"3" / "2,5" / "three" / "half an" -> a number (1 for a word not in the table: "last hour")."""
    word = word.replace(",", ".")
    try:
        return float(word)
    except ValueError:
        return NUMBER_WORDS.get(word.replace("-", " "), NUMBER_WORDS.get(word, 1))
