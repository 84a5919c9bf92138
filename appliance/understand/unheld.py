"""What the box holds no data for: a forecast (it holds observations), subjects no station, drone frame
or guidance document on the box holds, and the wind's direction (its stations report none). A part
asking for one is kept unread, so the answer says it is not available instead of passing today's
figures (or another subject's) off as an answer to it; a question that asks nothing else is out of scope.
"""
import json
import re
from functools import lru_cache
from pathlib import Path

from appliance.understand.typos import fold_accents

# Subjects no station, drone frame or guidance document on the box holds, even where a station is named
# ("any lightning around X", "the fuel sticks on the ridge", "how many acres has it burned").
NOT_HELD = re.compile(r"\b(tides?|tide table|traffic|road closures?|roads? (?:open|closed)|hospitals?|burn unit|football|soccer|"
                      r"scores?|news|stock|airline|translate|translation|sunset|sunrise|moon|earthquakes?|"
                      r"restaurants?|hotels?|fuel prices?|phone number|radio frequenc\w*|marees?|mareas?|hopital|hospital|"
                      r"lightning|thunder\w*|foudre|orages?|rayos|relampagos?|tormentas? electricas?|"
                      r"fuel sticks?|(?<!fine )fuel moisture(?! code)|soil moisture|smoke column|column height|plume height|"
                      r"acres?|hectares?|fire size|size of the fire|"
                      r"containment|contained|percent contained|air quality|aqi|uv index|uv|pm ?2\.?5|pm ?10|particulates?|"
                      r"erc|energy release component|haines|lal|lightning activity level|kbdi|keetch\w*|burning index|"
                      r"\d+-? ?(?:hr|hour|h) (?:fuels?|fuel moistures?|dead fuels?)|fuel moistures|spot weather|spot forecasts?|"
                      r"expected (?:overnight )?(?:recovery|low|lows|highs?)|overnight recovery|"
                      r"smoke sensors?|shift (?:over|end|ends|change)|when(?:'s| is| does) (?:our|the|my) shift|dead fuel moisture|fuel moisture content|visibility|cloud cover|barometric pressure|"
                      r"where are (?:the )?(?:other )?(?:engines|crews|units|resources|tankers|dozers|trucks|aircraft)|"
                      r"where(?:'s| is) (?:engine|crew|unit|dozer|tender|truck|tanker|strike team) ?\w*\d|"
                      r"where (?:the )?(?:hand )?(?:crews|engines|units) are|"
                      r"(?:other|our) (?:engines|units|crews)(?:'s)? (?:positions?|locations?)|"
                      r"(?:positions?|locations?|whereabouts) of (?:the |our )?(?:other )?(?:engines|units|crews|resources|aircraft)|"
                      r"wh?ere? (?:r|are) (?:the |our )?other (?:crews|engines|units)|"
                      r"wh?ere'?s? (?:is |are )?(?:the |our )?(?:air support|air attack|aircraft|helicopters?|helos?|tankers?|water bombers?)|"
                      r"how big is (?:it|the fire|that|the blaze)|how large is (?:it|the fire)|"
                      r"where(?:'s| is| are) (?:the |our |my )?(?:dozer|engine|tender|hand|strike team|water tender|hotshot)s?"
                      r"(?: crews?| team| boss)?\s*\??$|"
                      r"how many (?:engines|crews|units|dozers|tankers|aircraft|resources|firefighters|people|trucks) "
                      r"(?:are|r|do we have|have we got|on scene|assigned)|"
                      # measured on the line, not the FFMC the box computes
                      r"measured (?:the )?(?:fine |dead |live )?fuel moisture|fuel moisture (?:we|they|our \w+) measured|"
                      r"live fuel moisture|humidite (?:du|des) combustibles?|humedad (?:del|de los) combustibles?)\b")
FORECAST = re.compile(r"\b(forecast\w*|tomorrow'?s|tmrw|tmr|tomoz|2moro\w*|tonight(?:'s)?|this evening|ce soir|"
                      r"(?:what|how|where)'ll (?:\w+ ){0,2}(?:be|get|go|look)|habra|hara|estara|sera|seront|va faire|"
                      r"how (?:bad|hot|windy|dry|dangerous) (?:could|will|might|would|is) (?:it|things) (?:going to )?get|tomorrow|tonight's outlook|next (?:week|few days)|outlook|prevision\w*|pronostico\w*|"
                      r"demain|manana|la semaine prochaine|la semana que viene|la proxima semana|"
                      # the weather to come: "will the wind pick up tonight", "what will the FWI be on the weekend"
                      r"will (?:the )?(?:wind|winds|rain|it|temps?|temperatures?|humidity|rh|fwi|danger|weather|conditions|index|"
                      r"risk)\b(?: \w+){0,3}? (?:be|get|pick up|drop|rise|change|come|increase|decrease|ease|shift|turn|stay|"
                      r"go up|go down|rain|blow|climb|fall|cool(?: off| down)?|warm up|heat up|calm down|die down|let up|ease off|lay down)|going to (?:\w+ ){0,2}?(?:rain|pick up|drop|rise|climb|fall|change|shift|turn|increase|decrease|get (?:worse|better|hotter|windier|drier))|"
                      r"(?:is|are) (?:any |more |a |an |the )?(?:rain|wind|storms?|front|showers?|weather|change) (?:coming(?! from)|expected|on the way|due)|"
                      r"(?:this|next|the) weekend|later (?:today|tonight|this (?:afternoon|evening))|"
                      r"va (?:pleuvoir|tourner|augmenter|baisser|se lever|tomber|forcir|faiblir|monter|changer)|va a (?:llover|subir|bajar|cambiar|hacer))\b", re.IGNORECASE)
DIRECTION = re.compile(r"^\W*(?:and |what about |the |its |ok )*(?:wind )?(?:direction|dir)\W*$|\b(wind direction|(?:which|what) direction|direction (?:of|du|del) (?:the )?(?:wind|vent|viento)|which way (?:is |does )?(?:the )?wind|which way (?:is it|it's|its|it is|does it|it)? ?blow\w*|what direction is the wind|"
                       r"wind (?:out of|from) the (?:north|south|east|west)|(?:north|south|east|west)\w* winds?|"
                       r"where(?:'s| is) the wind (?:coming|blowing) from|d'ou (?:vient|souffle) le vent|le vent vient d'ou|"
                       r"de donde (?:viene|sopla) el viento|(?:il |le vent |ca )?(?:venait|vient|souffle|soufflait) d'ou|d'ou (?:il |ca )?(?:venait|soufflait)|direccion del viento|wind shift|(?:speed|vitesse|velocidad) (?:and|et|y|n|&|\+) direction\w*|direction (?:and|et|n|&) (?:speed|vitesse))\b", re.IGNORECASE)
# A red-flag warning is a weather service's product the box does not receive; the box's own danger class
# is the nearest thing it holds, so it is given beside what is missing.
RED_FLAG = re.compile(r"\b(red[- ]flags?(?: \w+)?|drapeau rouge|bandera roja|alerta roja)\b", re.IGNORECASE)
# The rest of today: the day's noon reading is the best the box holds for it, given beside what is missing.
SAME_DAY = re.compile(r"\b(this afternoon|later today|later on|cet apres-midi|esta tarde)\b", re.IGNORECASE)
# The weather to come asked in so many words: the rest of today is then a forecast too, and a time to come
# named in a plan ("where should we stage tonight") is only a forecast when this is there.
WEATHER_TO_COME = re.compile(r"\b(will|going to|gonna|va|'ll|habra|sera|pick up|drop|rise|forecast\w*|prevision\w*|pronostico\w*)\b",
                             re.IGNORECASE)
KINDS = (("red flag", RED_FLAG, "red-flag warnings come from a weather service; the box receives none"),
         ("forecast", FORECAST, "the box holds observations, no forecast"),
         ("not held", NOT_HELD, "a subject no station, frame or document on the box holds"),
         ("direction", DIRECTION, "the stations report no wind direction"))
ARABIC_PATH = Path(__file__).with_name("data") / "unheld.json"
ARABIC_WHY = {"forecast": KINDS[1][2], "direction": KINDS[3][2]}


@lru_cache(maxsize=1)
def arabic() -> list[tuple[str, re.Pattern]]:
    """(kind, pattern) for the Arabic phrases of data/unheld.json, hamza folded as the question will be."""
    raw = json.loads(ARABIC_PATH.read_text(encoding="utf-8"))
    return [(kind, re.compile("|".join(re.escape(_fold_hamza(w)) for w in words), re.IGNORECASE))
            for kind, words in raw.items() if not kind.startswith("_")]


def _fold_hamza(text: str) -> str:
    return text.translate(str.maketrans("أإآ", "ااا"))


FILLER = re.compile(r"^\W*(?:(?:ok|okay|so|and|what about|how about|then|et|y|alors|entonces)\b\W*)+")
SEPARATORS = (",", ";", ". ", "?", ":", "؟", "،", " and ", " et ", " y ", " plus ", " - ", " n ", " & ", " + ")
ENDS = (",", ";", ". ", "?", "؟", "،", " - ", " and ", " et ", " y ", " n ", " & ", " + ")


def _part_around(question: str, m: re.Match) -> str:
    """The clause of `question` around the match: between the separators before and after it."""
    start = max(question.rfind(sep, 0, m.start()) + (len(sep) if question.rfind(sep, 0, m.start()) >= 0 else 1)
                for sep in SEPARATORS)
    start = max(0, start)
    end = min([i for i in (question.find(sep, m.end()) for sep in ENDS) if i >= 0] or [len(question)])
    part = question[start:end].strip(" ,;.?-")
    return part.removeprefix("and ").removeprefix("nd ").strip() or m.group(0)


def unheld_part(question: str) -> tuple[str, str, str] | None:
    """(the words asking for what the box does not hold, its kind, why), or None when none do."""
    folded = fold_accents(question)     # "¿De dónde sopla el viento?": the patterns are written unaccented
    for kind, rx, why in KINDS:
        for text in (question, folded):
            if m := rx.search(text):
                return _part_around(text, m), kind, why
    folded = _fold_hamza(question)
    for kind, rx in arabic():
        if m := rx.search(folded):
            part = _part_around(question, m)      # folding keeps every character's place: the crew's own words
            return part.removeprefix("و").strip() or m.group(0), kind, ARABIC_WHY[kind]
    return None


def same_day(part: str) -> bool:
    """"How bad could it get this afternoon": today's figures stand for the rest of today, with the caveat."""
    return bool(SAME_DAY.search(fold_accents(part))) and not WEATHER_TO_COME.search(part)


def is_whole(part: str, question: str) -> bool:
    """Whether the part is (nearly) the whole question: then nothing else was asked."""
    asked = FILLER.sub("", question.lower())
    return len(re.findall(r"\w+", part)) >= 0.7 * len(re.findall(r"\w+", asked))
