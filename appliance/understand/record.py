"""The record against today: the wording of a question that holds a day (mostly today) against the
past days' record and their fires ("has it been this bad before", "where does today rank", "is this
unusual for the time of year", "worst on record", "days like this: did they burn?"). Read on the simplified question
(lower case, no accents).
"""
import re

from appliance.understand.frame import Frame

LIKENESS = re.compile(r"\b(like (?:this|these|today|that|any day|it|we have|now)|today like|como hoy|comme aujourd'hui|simil\w*|match\w*|resembl\w*|"
                      # French and Spanish likeness: "une journee pareille", "proches d'aujourd'hui", "se parecen a hoy"
                      r"pareil\w*|comparables?|proches? (?:d'|de )|parec\w*|(?:un )?dia (?:como este|asi)|journee comme ca|"
                      r"look(?:s|ed)? like (?:this|these|today|that|it|now)|look-?alikes?|lookalikes?|"
                      r"ressembl\w*|parecid\w*|semblables?|same (?:conditions|weather|numbers|readings|codes)|"
                      r"(?:nearest|closest|most similar)(?: \w+){0,3} to (?:today|this|now|yesterday|current)|anything close|"
                      r"(?:seen|see|saw) (?:this|that|it|these|numbers like)|vu (?:ca|cela)|visto (?:esto|algo asi)|"
                      r"(?:this|that) (?:high|bad|dry|hot|windy|extreme|severe|mild|humid|wet|cool|cold|calm|low|warm|quiet))\b")
HISTORY = re.compile(r"\b(past|previous|earlier|before|history|historical|historically|archive|record|ever|"
                     r"(?:last|past) (?:\d+|few|couple of|two|three|five|ten|twenty) (?:years|seasons|summers)|decade|years ago|"
                     r"precedents?|precedente?s?|since (?:19|20)\d\d|this (?:summer|season|year)|so far|the rest of (?:the |this )?(?:season|summer|year|month)|"
                     r"last (?:few )?times?|last (?:see|saw|seen|had|got|was)|been here before|"
                     r"historiques?|passes?|par le passe|deja|jamais|anteriores|pasados?|en el pasado|alguna vez|historic[oa]s?|antes)\b")
# Today ranked against the record: "where does today rank", "worse than today", "the worst days of the
# summer", "the most humid it's been on a fire day", "hold today against the record".
RANK = re.compile(r"\b(rank(?:s|ed|ing)?|stack(?:s)? up|(?:worse|better|higher|lower|drier|hotter|wetter) than today|"
                  r"(?:worst|best|driest|hottest|highest) days?|(?:most \w+|\w+est) (?:it'?s|it has|it had|we'?ve) (?:ever )?(?:been|seen|had)|"
                  r"against the (?:record|past|history|archive)|ever had a day|"
                  r"(?:sit|sits|fall|falls|fit|fits|place|stand|stands) (?:against|in|within|among) (?:the )?(?:rest of the )?"
                  r"(?:season|summer|record|year|past days)|"
                  r"(?:normal|usual|unusual|typical|abnormal|average) for (?:this|the) (?:time of (?:the )?year|season|month)|"
                  r"(?:compar\w* (?:today|this day|now|it)\b[^.?!]{0,40}\b|(?:today|this day)\b[^.?!]{0,40}\bcompar\w* )"
                  r"(?:with|to|against) (?:the )?(?:past|previous|earlier|historical|record|history|archive|(?:past )?fire days|similar))\b")
OUTCOME = re.compile(r"\b(what happened|happened then|outcomes?|fires?|burn(?:ed|t|s|ing)?|brule\w*|feux?|incendios?|incendies?|fuego)\b")
TODAY = re.compile(r"\b(today|this one|now|this (?:heat|weather|wind|dryness|humidity|day)|is (?:that|this|it) (?:normal|usual|unusual|typical)|(?:is|was) (?:this|it|today|yesterday) the|aujourd'hui|hoy)\b")
PAST_DAYS = re.compile(r"\b(days|jours|dias|look-?alike days?|lookalike days?)\b")
ANALOG = re.compile(r"\b(analogs?|analogues?|analogos?)\b")
# Today against what is usual: "is this unusual", "out of the ordinary", "hotter than usual", "a bad day
# for the time of year", "compared with a typical summer day", "par rapport a d'habitude", "de lo normal".
NORMALCY = re.compile(r"\b(unusual|out of the ordinary|abnormal|atypical|exceptional|(?:than|as) (?:usual|normal|average|typical)|"
                      r"(?:a|an|the) (?:normal|typical|usual|average|ordinary) (?:\w+ ){0,2}(?:day|days|august|july|june|september|"
                      r"summer|season|year)|for (?:the|this) time of (?:the )?year|(?:high|low|bad|hot|dry|wet|windy|humid|"
                      r"hotter|drier|worse|higher|lower|normal|usual) for the (?:season|month|summer)|"
                      r"d'habitude|habituel\w*|inhabituel\w*|anormal\w*|exceptionnel\w*|de lo normal|de lo habitual|"
                      r"habitual|inusual\w*|normal para|(?:above|below) (?:normal|average)|(?:au-dessus|en dessous) (?:de la|des) normales?|"
                      r"(?:por encima|por debajo) de lo normal|(?:es|est-ce|c'est) (?:normal|raro|rara)|raro|rara|"
                      r"(?:high|low|bad|hot|dry|wet|windy|humid|warm|cold|cool|normal|usual|typical|unusual) for (?:late |early |mid-?|the end of |the start of )?"
                      r"(?:june|july|august|september|october|may|the season|the month|the summer|this time of (?:the )?year))\b")
# The month or season named as the class a day is held against ("a normal August day", "for the end of
# September"), not as the time asked about: the question's time is read without it.
NORM_CLASS = re.compile(r"\b(?:a|an|the) (?:normal|typical|usual|average|ordinary) (?:\w+ ){0,2}(?:day|days)\b|"
                        r"\bfor (?:late|early|mid|the end of|the start of|the beginning of|the middle of) "
                        r"(?:january|february|march|april|may|june|july|august|september|october|november|december)\b")
# Today against worse days: "had worse days than this", "seen worse", "top ten", "worst on record",
# "is today a record", "deja vu pire", "ha estado peor alguna vez".
WORSE = re.compile(r"\b((?:worse|higher|drier|hotter|windier|more dangerous) (?:\w+ ){0,2}than (?:this|today|now|these|that|it is)|"
                   r"(?:seen|had|been|known|got) (?:it |a day |days )?(?:any )?worse|vu pire|(?:ha|habia|hemos) (?:estado|sido|tenido|visto) peor|"
                   r"peor (?:alguna vez|que hoy|antes)|pire (?:qu'aujourd'hui|avant|jamais)|"
                   r"top (?:\d+|ten|five|three|twenty)|on record|(?:a|the) record(?! of)|record (?:high|low|day|heat|dryness)|"
                   r"one of (?:its|the|our|their|his|her) (?:worst|best|driest|hottest|windiest|highest) days?|"
                   r"(?:worst|driest|hottest|highest) (?:we'?ve|it'?s|it has|they'?ve) (?:ever )?(?:had|seen|been)|"
                   r"as (?:bad|dry|hot|high|windy|extreme) as (?:it gets|it got|ever|today|this|now|it is)|record-?wise|record or not|"
                   r"percentiles?|(?:\d+|two|three|five|ten|twenty)-year (?:high|low|record|worst|best)|"
                   r"(?:seen|had|been|known|got) (?:it |a day |days |any days )?(?:any )?(?:hotter|drier|windier|higher|worse)(?: days?)?|"
                   r"(?:a |any )?worse days?|precedents? (?:for|to) (?:this|these|today|that|it|now))\b")
EVER = re.compile(r"\b(ever|on record|precedents?|jamais|alguna vez)\b")
COUNTS = re.compile(r"\b(how many|how often|combien|cuantos|cuantas|number of)\b")

FIRE_COUNT = re.compile(r"\b(how many|how often|number of|count|combien|cuantos|cuantas|cuantas veces)\b.*\b(fires?|burn(ed|t)?|incendies?|incendios?|brule|"
                        r"feux?)\b|\bfire days?\b|\bdays with (a )?fires?\b")
# "days like today", "past days similar to 14 August", "jours semblables", "días parecidos a hoy": a reference
# day to find analogs of (a typed construct: the day is the thing compared, not a window to summarize).
SIMILAR_DAYS = re.compile(r"\b(days?|jours?|journees?|dias?)\b[^.?!]{0,25}\b(like|similar|resembl\w*|semblables?|comme|parecid[oa]s?|"
                          r"similares|como|matching|match)\b|\b(like|similar to|resembl\w*|semblables? a|parecid[oa]s? a|como)\b[^.?!]{0,20}"
                          r"\b(past|previous|earlier|historical|historic|fire|passes|anteriores|pasados)\b[^.?!]{0,12}\b(days?|jours?|dias?)\b")
SIMILAR_NOW = re.compile(r"\b(historically|before|in the past|ever|previously|autrefois|avant|antes|deja)\b[^?!]{0,60}"
                         r"\b(like this|like today|like that|comme aujourd'hui|comme ca|como hoy|asi)\b|\b(like this|like today)\b"
                         r"[^?!]{0,40}\b(before|historically|in the past|ever)\b|\blast (?:look(?:s|ed)?|was|were) like (?:this|today)\b|"
                         # "has it been this bad before", "last time it was like this", "numbers like these"
                         r"\bthis (?:bad|dry|hot|high|windy|extreme|severe)\b[^?!]{0,30}\b(before|ever)\b|"
                         r"\bever (?:been|had|seen|got(?:ten)?)\b[^?!]{0,20}\bthis (?:bad|dry|hot|high|windy|extreme|severe)\b|"
                         r"\blast time\b[^?!]{0,60}\blike (?:this|these|that|today)\b|"
                         r"\b(?:when|last)\b[^?!]{0,30}\b(?:numbers|conditions|readings|codes|weather|values) like (?:these|this|today)\b|"
                         # today against the record: "is today unusual", "history check"
                         r"\b(?:is|was) (?:today|it|this) (?:unusual|abnormal|normal|typical)\b|\bhistory check\b")


# Words of a question about past days and their outcome (besides SIMILAR_DAYS / SIMILAR_NOW).
ANALOG_WORDS = re.compile(r"\b(past days?|previous days?|earlier days?|history|historical|historically|analog\w*|record|"
                          r"burn(ed|t|s)?|had (a )?fires?|any fires|fire days?|led to (a )?fire|end(ed)? in (a )?fire|"
                          r"with (a )?fire|avec un feu|hubo fuego|con incendio|brule\w*|similar|same conditions|"
                          r"like (this|today)|resembl\w*|semblables?|parecid\w*)\b")


def asks_for_analogs(f: Frame, text: str) -> bool:
    return bool(f.threshold or SIMILAR_DAYS.search(text) or SIMILAR_NOW.search(text) or FIRE_COUNT.search(text)
                or ANALOG_WORDS.search(text))


def asks_the_record(f: Frame, text: str) -> bool:
    """Today (or a day) held against the past days' record and their fires."""
    likeness, history, outcome = LIKENESS.search(text), HISTORY.search(text), OUTCOME.search(text)
    return bool((likeness and (history or outcome or PAST_DAYS.search(text) or COUNTS.search(text))) or (f.threshold and outcome) or ANALOG.search(text)
                or (RANK.search(text) and (history or TODAY.search(text)) and len(f.stations) < 2 and not f.all_stations)
                or NORMALCY.search(text) or (WORSE.search(text) and len(f.stations) < 2 and not f.all_stations)
                # "have we ever had it worse than today" asks the record, at one station or several
                or bool((RANK.search(text) or WORSE.search(text)) and EVER.search(text)))


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
