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

DATA = json.loads((Path(__file__).with_name("data") / "unheld.json").read_text(encoding="utf-8"))
# Subjects no station, drone frame or guidance document on the box holds, even where a station is named
# ("any lightning around X", "the fuel sticks on the ridge", "how many acres has it burned"); the weather to come
# ("will the wind pick up tonight", "what will the FWI be on the weekend"). The alternatives are data.
NOT_HELD = re.compile(r"\b(" + "|".join(DATA["patterns"]["not held"]) + r")\b")
FORECAST = re.compile(r"\b(" + "|".join(DATA["patterns"]["forecast"]) + r")\b", re.IGNORECASE)
# The weather still to come today in words that also name a past one ("the high this afternoon" / "what was the high this
# afternoon"): a forecast only where the question names no past.
FORECAST_AHEAD = re.compile(r"\b(" + "|".join(DATA["patterns"]["forecast today ahead"]) + r")\b", re.IGNORECASE)
PAST = re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in DATA["patterns"]["past markers"]) + r")(?!\w)", re.IGNORECASE)
DIRECTION = re.compile("|".join(DATA["patterns"]["direction anywhere"]) + r"|\b(" + "|".join(DATA["patterns"]["direction"]) + r")\b",
                       re.IGNORECASE)
# A red-flag warning is a weather service's product the box does not receive; the box's own danger class
# is the nearest thing it holds, so it is given beside what is missing.
RED_FLAG = re.compile(r"\b(red[- ]flags?(?: \w+)?|drapeau rouge|bandera roja|alerta roja)\b", re.IGNORECASE)


def _word_list(key: str) -> re.Pattern:
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(fold_accents(w)) for w in DATA["patterns"][key]) + r")(?!\w)", re.IGNORECASE)


# A plan's time ("tonight") and the words that ask the weather itself: later_today_only.
LATER_TODAY, WEATHER_WORDS = _word_list("later today"), _word_list("weather words")
KINDS = (("red flag", RED_FLAG, "red-flag warnings come from a weather service; the box receives none"),
         ("forecast", FORECAST, "the box holds observations, no forecast"),
         ("forecast", FORECAST_AHEAD, "the box holds observations, no forecast"),
         ("not held", NOT_HELD, "a subject no station, frame or document on the box holds"),
         ("direction", DIRECTION, "the stations report no wind direction"))
ARABIC_WHY = {kind: why for kind, _, why in KINDS}


@lru_cache(maxsize=1)
def arabic() -> list[tuple[str, re.Pattern]]:
    """(kind, pattern) for the Arabic phrases of data/unheld.json, hamza folded as the question will be."""
    return [(kind, re.compile("|".join(_arabic_word(fold_accents(w)) for w in words)))
            for kind, words in DATA["arabic"].items()]


def _arabic_word(word: str) -> str:
    """A phrase written with a leading space starts a word: at the question's start, after a space, or after a waw glued
    to it (" بكرا" is in "وبكرا؟" and "اليوم وبكرا", not in "مبكرا", early)."""
    if not word.startswith(" "):
        return re.escape(word)
    return r"(?:(?<!\S)|(?<=(?<!\S)و))" + re.escape(word[1:])


FILLER = re.compile(r"^\W*(?:(?:ok|okay|so|and|what about|how about|then|et|y|alors|entonces)\b\W*)+")
SEPARATORS = (",", ";", ". ", "?", ":", "؟", "،", " و", " and ", " et ", " y ", " plus ", " - ", " n ", " & ", " + ")
INNER = (",", " and ", " et ", " y ", " & ", " + ")
# The wind's speed, which the stations do report, after the joiner of "direction and speed".
HELD_AFTER = re.compile(r"\s*(?:speed|strength|force|fuerza|vitesse|velocidad|intensidad)\b", re.IGNORECASE)
ENDS = (",", ";", ". ", "?", "؟", "،", " و", " - ", " and ", " et ", " y ", " n ", " & ", " + ")


def _part_around(question: str, m: re.Match, inner: bool = False) -> str:
    """The clause of `question` around the match: between the separators before and after it."""
    start = max(question.rfind(sep, 0, m.start()) + (len(sep) if question.rfind(sep, 0, m.start()) >= 0 else 1)
                for sep in SEPARATORS)
    start = max(0, start)
    end = min([i for i in (question.find(sep, m.end()) for sep in ENDS) if i >= 0] or [len(question)])
    if inner and (cut := max((m.start() + m.group(0).rfind(sep) + len(sep) for sep in INNER if sep in m.group(0)), default=0)):
        if HELD_AFTER.match(question[cut:m.end()]):
            # "direction and strength", "rumbo y velocidad": the speed after the joiner is held; the direction before it is not
            end = cut - next(len(sep) for sep in INNER if question[:cut].endswith(sep))
        else:
            # "yesterday's wind at SBA and which way it was coming from": the pattern reads the wind named before the
            # joiner; the part not held is the direction, after it (the wind's speed is held)
            start = max(start, cut)
    part = question[start:end].strip(" ,;.?-")
    return part.removeprefix("and ").removeprefix("nd ").strip() or m.group(0)


def unheld_part(question: str) -> tuple[str, str, str] | None:
    """(the words asking for what the box does not hold, its kind, why), or None when none do."""
    folded = fold_accents(question)     # "¿De dónde sopla el viento?": the patterns are written unaccented
    same_places = len(folded) == len(question)
    for kind, rx, why in KINDS:
        if rx is FORECAST_AHEAD and PAST.search(folded):
            continue        # "what was the high this afternoon", "did RH drop overnight": an observation asked
        for text in (question, folded):
            if m := rx.search(text):
                # Found in the folded text: quoted from the crew's own ("d'où", not "d'ou") where the places match.
                return _part_around(question if same_places else text, m, inner=kind == "direction"), kind, why
    for kind, rx in arabic():
        if m := rx.search(folded):
            # Folding keeps every character's place here, so the part is quoted in the crew's own words.
            part = _part_around(question if len(folded) == len(question) else folded, m)
            return part.strip() or m.group(0), kind, ARABIC_WHY[kind]
    return None


def unheld_in(part: str, question: str) -> tuple[str, str, str] | None:
    """unheld_part of a part kept unread, read in its question where the part alone does not say it ("direction at
    Béjaïa", cut from "wind speed and direction at Béjaïa?")."""
    found = unheld_part(part)
    if found is None and (whole := unheld_part(question)) and (whole[0] in part or part in whole[0]):
        found = whole
    return found


def is_whole(part: str, question: str) -> bool:
    """Whether the part is (nearly) the whole question: then nothing else was asked."""
    asked = FILLER.sub("", question.lower())
    return len(re.findall(r"\w+", part)) >= 0.7 * len(re.findall(r"\w+", asked))


def later_today_only(part: str, question: str | None = None) -> bool:
    """Whether the weather to come named in the question (the part alone when none is given) is only a later hour of
    today ("tonight", "cette nuit", "الليلة"), and the part says no weather word: in a plan ("do we keep the lookouts on
    tonight?") it is the plan's time, no forecast asked ("..., and will it rain tomorrow?" asks one)."""
    folded = fold_accents(question or part).lower()
    named = [m.group(0) for rx in (FORECAST, FORECAST_AHEAD) for m in rx.finditer(folded)]
    named += [m.group(0) for kind, rx in arabic() if kind == "forecast" for m in rx.finditer(folded)]
    return bool(named) and all(LATER_TODAY.search(w) for w in named) and not WEATHER_WORDS.search(fold_accents(part).lower())
