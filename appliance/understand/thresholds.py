"""A fire-weather code compared with a number in a question: "days with an FWI above 10",
"FFMC over 85", "ISI d'au moins 5", "FWI mayor que 15" -> Threshold("fwi", ">", 10.0); and a reading a crew
counts days by: "how many days above 35 degrees" -> Threshold("temperature_c", ">", 35.0), "days it rained"
-> Threshold("rain_mm", ">", 0.0) (the words are data: data/readings.json).

The analog tool counts the past days of the box's fire record beyond a code threshold, and how many burned;
the window tool counts the days of a window beyond a reading threshold.
"""
import json
import re
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

from appliance.understand.dates_lang import MONTHS
from appliance.understand.wordlists import simplify

CODES = {"fwi": "fwi", "ifm": "fwi", "fire weather index": "fwi", "ffmc": "ffmc", "dmc": "dmc", "dc": "dc", "isi": "isi", "bui": "bui",
         "fine fuel moisture code": "ffmc", "duff moisture code": "dmc", "drought code": "dc", "initial spread index": "isi",
         "buildup index": "bui", "build up index": "bui", "build-up index": "bui"}
_NAMES = json.loads((Path(__file__).with_name("data") / "readings.json").read_text(encoding="utf-8"))
# The FWI's Arabic names (data/readings.json), folded as the question is ("مؤشر" -> "موشر"), with the glued "for" (لـ),
# and the codes' French, Spanish and Arabic long names (Arabic's with a glued "and" or "for").
CODES |= {simplify(f"{pre}{name}"): "fwi" for name in _NAMES["fwi_names"] for pre in ("", "ل")} | {
    simplify(f"{pre}{name}"): code for name, code in _NAMES["code_long_names"].items()
    for pre in (("",) if name.isascii() else ("", "و", "ل"))}
# Longest first, so "at least" wins over "at" and "greater than or equal" over "greater than".
OPS = {">=": ("at least", "of at least", "no less than", "or more", "au moins", "d'au moins", "al menos", ">=", "≥"),
       ">": ("above", "over", "greater than", "more than", "higher than", "exceeding", "exceeded", "exceeds", "beyond",
             "depassait", "depasse", "depassant", "passe", "passait", "passent", "franchit", "supera", "pasa de", "superaba", "supero", "superaron",
             "superieur a", "superieure a", "au-dessus de", "au dessus de", "au-dela de", "au dela de", "plus de", "plus grand que",
             "mayor que", "mayor de", "superior a", "por encima de", "por encima del", "mas de", "mas del", "encima de", "arriba de", "paso de", "pasaron de",
             "kther men", "ktar men", "akthar men", ">", "فوق",
             "اكثر من", "تجاوز", "فات", "فاتت", "فاتو", "فاتوا", "fo9", "fou9"),
       "<=": ("at most", "or less", "no more than", "au plus", "como mucho", "<=", "≤"),
       "<": ("below", "under", "less than", "lower than", "inferieur a", "inferieure a", "en dessous de", "moins de",
             "menor que", "menor de", "inferior a", "por debajo de", "por debajo del", "menos de", "menos del", "<", "تحت", "اقل من")}
# words after a number that make it a time, not a mark ("warmer than 2 days ago", "plus chaud qu'il y a 3 jours")
NOT_A_MARK = ("days?|hours?|weeks?|years?|ago|jours?|heures?|semaines?|ans?|dias?|horas?|semanas?|anos?|"
              "يوم|ايام|ساعة|ساعات|اسبوع")
MONTH_RX = "|".join(re.escape(m) for m in sorted(MONTHS, key=len, reverse=True))
_OP_WORDS = sorted(((w, op) for op, words in OPS.items() for w in words), key=lambda p: -len(p[0]))
_OP_RX = "|".join(re.escape(w) for w, _ in _OP_WORDS)
_CODE_RX = "|".join(re.escape(c) for c in sorted(CODES, key=len, reverse=True))
# "FWI above 10", "an FWI of more than 10", "FWI was over 10", "FWI > 10"; and "above 10 FWI".
CODE_FIRST = re.compile(rf"\b({_CODE_RX})\b(?:\s+(?:was|is|were|went|got|has been|had been|of|value|reading|de|du|del|fue|etait|القيمة|قيمة))?\s*({_OP_RX})\s*"
                        r"(\d{1,3}(?:[.,]\d+)?)(?!\s*(?:%|km|m\b|°|mm|h\b|min))")
NUMBER_FIRST = re.compile(rf"({_OP_RX})\s*(?:an?\s+|un\s+)?(\d{{1,3}}(?:[.,]\d+)?)\s+(?:of\s+|de\s+|d'|del\s+)?(?:the\s+|l')?({_CODE_RX})\b")
# "gone above FWI 20"; "the FWI at Sidi Bel Abbes was over 10" (a place between the code and its verb);
# "superó ... un FWI de 12", "days the FWI topped 20": a verb of passing a mark is "above".
OP_CODE = re.compile(rf"({_OP_RX})\s+(?:an?\s+|the\s+|un\s+|l'|el\s+)?({_CODE_RX})\s+(?:of\s+|de\s+|القيمة\s+|قيمة\s+)?(\d{{1,3}}(?:[.,]\d+)?)\b")
CODE_GAP = re.compile(rf"\b({_CODE_RX})\b[^?.,;:]{{1,32}}?\b(?:was|is|were|went|got|has been|had been|stayed|ran|etait|fue|estaba)"
                      rf"\s+({_OP_RX})\s*(\d{{1,3}}(?:[.,]\d+)?)\b(?!\s*(?:%|km|m\b|°|mm|h\b|min))")
PASSED = (r"exceeded|exceeds|exceed|passed|topped|tops|crossed|went past|supero|superaron|supera|superaba|paso|pasaron|"
          r"rebaso|sobrepaso|depasse|depassait|"
          r"a depasse|تجاوز|تجاوزت|يتجاوز|تتجاوز|فاتها|فاتو|فاتوا|فات|فاتت|يفوت|تفوت")
PASSED_CODE = re.compile(rf"(?<!\w)(?:{PASSED})(?!\w)[^?.,;:،]{{0,32}}?\b({_CODE_RX})\s+(?:of\s+|de\s+|القيمة\s+|قيمة\s+|عتبة\s+|العتبة\s+)?"
                         # "superó el FWI los 20 puntos": an article before the mark
                         rf"(?:(?:los|las|les|the|el|la)\s+)?(\d{{1,3}}(?:[.,]\d+)?)\b(?!\s*(?:مرات|مرة|times|fois|veces))|"
                         # "did SBA's FWI top 20 in July?" ("the FWI top 20 days" ranks days: no mark)
                         rf"\b({_CODE_RX})\b\s+(?:{PASSED}|top)\s+(\d{{1,3}}(?:[.,]\d+)?)\b"
                         rf"(?!\s*(?:days?|readings?|stations?|jours|dias|ايام|مرات|times))")
# "topped 22 on the fire weather index", "went over 20 on the FWI", "hit 30 on the FWI" (reaching it: at least).
NUMBER_ON = re.compile(rf"\b({PASSED}|{_OP_RX}|hit|hits|reached|reaches)\s+(\d{{1,3}}(?:[.,]\d+)?)\s+on\s+(?:the\s+)?({_CODE_RX})\b")
# The comparison written after its number ("20 or more", "35 ou plus", "40 % or less"), the code's and a bare mark's alike.
AFTER_OPS = {**dict.fromkeys(("or more", "or above", "or higher", "and up", "and above", "ou plus", "et plus", "o mas", "y mas",
                              "او اكثر", "ولا اكثر", "ولا كثر"), ">="),
             **dict.fromkeys(("or less", "or below", "ou moins", "o menos", "او اقل"), "<=")}
_AFTER_RX = "|".join(AFTER_OPS)
TRAILING = re.compile(rf"\b({_CODE_RX})\b\s*(?:of\s+|de\s+)?(\d{{1,3}}(?:[.,]\d+)?)\s+({_AFTER_RX})(?!\w)")


@dataclass
class Threshold:
    code: str      # fwi, ffmc, dmc, dc, isi, bui
    op: str        # > >= < <=
    value: float

    def holds(self, x: float) -> bool:
        return {">": x > self.value, ">=": x >= self.value, "<": x < self.value, "<=": x <= self.value}[self.op]

    def words(self) -> str:
        op = {">": "above", ">=": "of at least", "<": "below", "<=": "of at most"}[self.op]
        if self.code == "rain_mm":
            return "rain" if (self.op, self.value) == (">", 0.0) else f"rain {op} {self.value:g} mm"
        if self.code in READINGS()["readings"]:
            spec = READINGS()["readings"][self.code]
            return f"{spec['name']} {op} {self.value:g} {spec['unit']}"
        return f"{self.code.upper()} {op} {self.value:g}"

    def to_json(self) -> dict:
        return asdict(self)


def _op(word: str) -> str:
    return next(op for w, op in _OP_WORDS if w == word)


BARE_MARK = re.compile(rf"(?<!\w)({_OP_RX})\s*(\d{{1,3}}(?:[.,]\d+)?)\b(?!\s*(?:%|km|m\b|°|mm|h\b|min))")


BARE_MARK_AFTER = re.compile(rf"(?<![\w.,])(\d{{1,3}}(?:[.,]\d+)?)\s+({_AFTER_RX})(?!\w)")     # "at 40 or above"


def bare_mark(text: str) -> tuple[str, float] | None:
    """A mark with no code or reading named ("and above 30?", "¿y por encima de 25?", "at 40 or above";
    `text` simplified): (op, value). A count's follow-up counts by the previous question's code with it."""
    if m := BARE_MARK.search(text):
        return _op(m[1]), float(m[2].replace(",", "."))
    if m := BARE_MARK_AFTER.search(text):
        return AFTER_OPS[m[2]], float(m[1].replace(",", "."))
    return None


def threshold(text: str) -> Threshold | None:
    """The first code threshold in `text` (lower case, accents removed), or None."""
    text = re.sub(r"(?<=[a-z])-(?=[a-z0-9])", " ", text)     # "fwi-above-5 days": the words apart
    if m := CODE_FIRST.search(text):
        return Threshold(CODES[m[1]], _op(m[2]), float(m[3].replace(",", ".")))
    if m := NUMBER_FIRST.search(text):
        return Threshold(CODES[m[3]], _op(m[1]), float(m[2].replace(",", ".")))
    if m := OP_CODE.search(text):
        return Threshold(CODES[m[2]], _op(m[1]), float(m[3].replace(",", ".")))
    if m := CODE_GAP.search(text):
        return Threshold(CODES[m[1]], _op(m[2]), float(m[3].replace(",", ".")))
    if m := PASSED_CODE.search(text):
        code, value = (m[1], m[2]) if m[1] else (m[3], m[4])
        return Threshold(CODES[code], ">", float(value.replace(",", ".")))
    if m := NUMBER_ON.search(text):
        op = ">=" if m[1] in ("hit", "hits", "reached", "reaches") else _op(m[1]) if m[1] in dict(_OP_WORDS) else ">"
        return Threshold(CODES[m[3]], op, float(m[2].replace(",", ".")))
    if m := TRAILING.search(text):
        return Threshold(CODES[m[1]], AFTER_OPS[m[3]], float(m[2].replace(",", ".")))
    return None


@lru_cache(maxsize=1)
def READINGS() -> dict:
    return json.loads((Path(__file__).with_name("data") / "readings.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def _reading_patterns() -> tuple[list[tuple], re.Pattern, dict, re.Pattern, dict]:
    from appliance.understand.typos import fold_accents as simplify    # what parse.simplify does to these words

    data = READINGS()
    def alternation(words) -> str:       # longest first: "at least" before "at"
        return "|".join(re.escape(w) for w in sorted({simplify(w) for w in words}, key=len, reverse=True))

    ops = {simplify(w): op for op, words in data["ops"].items() for w in words}
    op_rx = alternation(ops)
    out = []
    for code, spec in data["readings"].items():
        units, words = alternation(spec["units"]), alternation(spec["words"])
        # "above 35 degrees", "sous 40 %", "more than 30 km/h"
        # ("superó los 37 grados": an article may stand between the comparison and the number)
        with_unit = re.compile(rf"(?<!\w)({op_rx})\s*(?:(?:the|los|las|les|el|la)\s+)?(\d{{1,3}}(?:[.,]\d+)?)\s*(?:{units})(?![\w])")
        # "humidity fell under 40", "temperature above 35" (the reading named before the comparison)
        named = re.compile(rf"(?<!\w)(?:{words})(?!\w)[^?.;:]{{0,25}}?(?<!\w)({op_rx})\s*(\d{{1,3}}(?:[.,]\d+)?)(?![\d.,])")
        # "تجاوزت الحرارة 35 درجة", "topped the temperature 35": the comparison, then the reading, then the number
        # (a word or two may stand between: "شحال من نهار فاتت فيه السخانة 35 درجة")
        op_first = re.compile(rf"(?<!\w)({op_rx})\s+(?:[^\s?.;:]+\s+){{0,2}}?(?:the\s+|la\s+|el\s+)?(?:{words})(?!\w)\s*"
                              r"(\d{1,3}(?:[.,]\d+)?)(?![\d.,])")
        # "hit 35 °C or more", "40 % ou moins": the comparison after the number and its unit
        after = re.compile(rf"(?<![\w.,])(\d{{1,3}}(?:[.,]\d+)?)\s*(?:{units})\s+({op_rx})(?![\w])")
        # "warmer than 30", "plus sec que 40 %": the comparison names its reading, the unit may go unsaid
        # (not "than 30 September", "than the 14th", "than 2 days ago": a day, not a mark)
        comparatives = {simplify(w): op for op, words in spec.get("comparatives", {}).items() for w in words}
        ops |= comparatives     # each comparative names one reading: no phrase is shared between two
        comparative = re.compile(rf"(?<!\w)({alternation(comparatives) or '$^'})\s*(?:(?:the|los|las|les|el|la|le)\s+)?"
                                 rf"(\d{{1,3}}(?:[.,]\d+)?)(?![\d.,])(?!\s*(?:st|nd|rd|th|er|e|eme|o|º)\b)"
                                 rf"(?!\s*(?:de\s+|of\s+)?(?:{MONTH_RX}|{NOT_A_MARK})(?!\w))")
        # "¿Cuántos días pasó Béjaïa de los 34 grados?", "combien de jours SBA a dépassé les 35 degrés": a place between the
        # verb of passing and its mark (the unit said, so the number is the reading's)
        split_verb = re.compile(rf"(?<!\w)(?<!اللي )(?:{PASSED}|paso|pasa|pasaron)\s+(?:[^\s?.;:]+\s+){{1,2}}?(?:de\s+|les\s+|los\s+|las\s+|the\s+)*"
                                rf"(\d{{1,3}}(?:[.,]\d+)?)\s*(?:{units})(?![\w])")
        out.append((code, with_unit, named, op_first, after, comparative, split_verb))
    rain = re.compile("|".join(rf"(?<!\w){re.escape(simplify(w))}(?!\w)" for w in data["rain_days"]))
    # "how many days over 35 in August ... the hottest": days counted past a bare number, the reading named elsewhere
    counting = {simplify(w): op for op, words in data["count_ops"].items() for w in words}
    ops |= counting          # "how many days hit 35": a verb that passes a mark only where days are counted
    days = re.compile(rf"(?<!\w)(?:{alternation(data['day_words'])})(?!\w)[^?.;:]{{0,20}}?(?<!\w)({op_rx}|{alternation(counting)})"
                      rf"\s*(\d{{1,3}}(?:[.,]\d+)?)(?![\d.,%\w])")
    named_anywhere = {code: re.compile(rf"(?<!\w)(?:{alternation(spec['words'])})") for code, spec in data["readings"].items()}
    return out, rain, ops, days, named_anywhere


def reading_threshold(text: str) -> Threshold | None:
    """A reading a crew counts days by (`text` simplified), or None. A question with a fire-weather code threshold
    (threshold()) counts by the code: parse.py asks this only when it has none."""
    patterns, rain, ops, days, named_anywhere = _reading_patterns()
    for code, with_unit, named, op_first, after, comparative, split_verb in patterns:
        if m := with_unit.search(text) or named.search(text) or op_first.search(text) or comparative.search(text):
            return Threshold(code, ops[m[1]], float(m[2].replace(",", ".")))
        if m := after.search(text):
            return Threshold(code, ops[m[2]], float(m[1].replace(",", ".")))
        if m := split_verb.search(text):
            return Threshold(code, ">", float(m[1].replace(",", ".")))
    if rain.search(text):
        return Threshold("rain_mm", ">", 0.0)
    if (m := days.search(text)) and len(codes := [c for c, rx in named_anywhere.items() if rx.search(text)]) == 1:
        return Threshold(codes[0], ops[m[1]], float(m[2].replace(",", ".")))     # one reading named: it is what is counted
    bare = READINGS()["bare_count"]
    if m and not codes and not codes_named(text) and ops[m[1]] in bare["ops"] and not _named(bare["not_with"], text, True) \
            and bare["min"] <= (value := float(m[2].replace(",", "."))) <= bare["max"]:
        # "how many days hit 35": no reading named, a summer day's temperature (read back); "days under 30" could be the
        # humidity, and gusts no station reports
        return Threshold(bare["code"], ops[m[1]], value)
    return None


def _named(words, text: str, whole: bool = False) -> bool:
    """Some word of `words` in `text` (simplified), from a word's start (and to its end, when `whole`)."""
    from appliance.understand.typos import fold_accents

    tail = r"(?!\w)" if whole else ""
    return any(re.search(rf"(?<!\w){re.escape(fold_accents(w))}{tail}", text) for w in words)


def reading_compared(text: str) -> str | None:
    """The one reading a comparison names ("is Béjaïa windier?", "the humidity at both"; `text` simplified), or None:
    the danger ranking then leads the answer (read.py asks only when the danger is not named)."""
    named = [code for code, spec in READINGS()["readings"].items() if _named(spec["words"] + spec.get("compared", []), text)]
    if _named(READINGS()["rain_compared"], text):
        named.append("rain_mm")          # "which station had more rain yesterday?"
    return named[0] if len(named) == 1 else None


def compared_lower(text: str) -> bool:
    """Whether a comparison asks which station reads lower ("which is drier?", "más seca", "أجف"; `text` simplified)."""
    return _named(READINGS()["compared_lower"], text)


def whole_record(text: str) -> bool:
    """"over the whole season", "sur toute la saison": the count of past days runs over the whole record."""
    return _named(READINGS()["whole_record"], text)


def like_days(text: str) -> bool:
    """"days like 14 August", "jours comme le 3 août": the days like one are asked, not its own entry (`text` simplified)."""
    return _named(READINGS()["like_days"], text, whole=True)


def this_season(text: str) -> bool:
    """"this season", "cette saison": the season so far, a window only where the question names none of its own."""
    return _named(READINGS()["this_season"], text)


def danger_ranked(text: str) -> bool:
    """"Which station is worse?" (`text` simplified): the danger ranking is asked, beside any reading compared."""
    return _named(READINGS()["danger_ranked"], text)


CODE_NAMED = re.compile(rf"(?<!\w)({_CODE_RX})(?!\w)")


def codes_named(text: str) -> list[str]:
    """The fire-weather codes a question names, in its order ("ISI and BUI trend at SBA" -> ["isi", "bui"];
    `text` simplified): a summary gives each one's change across its window."""
    if _named(READINGS()["all_codes"], text, whole=True):      # "all six codes at SBA": every one, FWI last
        return ["ffmc", "dmc", "dc", "isi", "bui", "fwi"]
    return list(dict.fromkeys(CODES[m[1]] for m in CODE_NAMED.finditer(text)))


def extreme_asked(text: str, codes: list[str]) -> dict | None:
    """The top or bottom of one reading asked over a window ("the highest DC in September" -> {"reading": "dc",
    "end": "max"}, "coldest noon reading in June" -> temperature, min; `text` simplified), or None when no end or
    more than one reading is named. `codes`: the fire-weather codes the question names (codes_named)."""
    spec = READINGS()["extremes"]
    for word, (reading, end) in spec["implied"].items():
        if _named([word], text, whole=True):
            return {"reading": reading, "end": end}
    ends = [end for end in ("max", "min", "mean") if _named(spec[end], text, whole=True)]
    named = list(codes) or [code for code, s in READINGS()["readings"].items() if _named(s["words"], text, whole=True)]
    if len(ends) != 1 or len(named) != 1:
        return None
    return {"reading": named[0], "end": ends[0]}


def that_day_named(text: str) -> bool:
    """Whether a clause asks a figure on a day another clause found ("and the FWI on that day?"; `text` simplified)."""
    return _named(READINGS()["extremes"]["that_day"], text, whole=True)


def without_that_day(text: str) -> str:
    """`text` (simplified) without its "that day" words: "and the wind that day?" says no day of its own, and the
    session's last day is not the one it means when an extreme beside it finds the day."""
    from appliance.understand.typos import fold_accents

    for w in sorted(READINGS()["extremes"]["that_day"], key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(fold_accents(w))}(?!\w)", " ", text)
    return text


def day_named(text: str) -> bool:
    """Whether a clause names a day ("the hottest day in August", "el día de más calor"; `text` simplified)."""
    return _named(READINGS()["extremes"]["day_words"], text, whole=True)


def readings_named(text: str) -> list[str]:
    """The weather readings a clause names ("and the wind that day?" -> ["wind_kmh"]; `text` simplified)."""
    return [code for code, spec in READINGS()["readings"].items() if _named(spec["words"], text, whole=True)]


@lru_cache(maxsize=1)
def _days_as_asked() -> list[tuple[str, re.Pattern]]:
    from appliance.understand.typos import fold_accents

    data = READINGS()["days_as_asked"]
    # the words name past days or their fire just before the mark ("days that low", "des jours aussi bas", "pris feu
    # avec si peu", "نهار بهاد المستوى"): "why is the FWI that low today?" and "was it really that high on 14 August?"
    # count nothing
    anchor = "|".join(map(re.escape, data["anchors"]))
    return [(op, re.compile(rf"(?<!\w)(?:{anchor})\w*\W+(?:\S+\W+){{0,4}}?(?:{'|'.join(re.escape(fold_accents(w)) for w in words)})(?!\w)"))
            for op, words in data["marks"].items()]


def days_as_asked(text: str) -> dict | None:
    """"FWI now, and have days that low ever burned?" (`text` simplified): past days counted by the asked day's own
    figure, {"code", "op"}; the value is that day's, read from the evidence (tools_record.fire_record_count). A reading
    named with no code ("RH now, and have days that low burned?") is no FWI mark: None."""
    for op, rx in _days_as_asked():
        if rx.search(text):
            named = codes_named(text)
            if not named and readings_named(text):
                return None
            return {"code": named[0] if len(named) == 1 else "fwi", "op": op}
    return None


def counts_days(text: str) -> bool:
    """Whether a question asks how many ("how many days", "combien de jours", "كم عدد"; `text` simplified)."""
    return _named(READINGS()["count_words"], text)


# "fire danger", "fire weather", "danger d'incendie", "peligro de incendio", "índice … de incendios" name the danger or
# its index, not a fire
_DANGER_NAMES = re.compile(r"fire[ -](?:danger|weather|risk)|(?:danger|risque)s? d'incendies?|(?:peligro|riesgo)s? de incendios?"
                           r"|(?:indice|fwi) [a-z ]{0,25}incendios|خطر (?:ال)?(?:حريق|حرائق)")


def fire_named(text: str) -> bool:
    """Whether a question names fire or burning ("how many burned?", "combien de feux", "وقعت فيه الحرائق"; `text`
    simplified, its codes' long names already read as codes, features.lexicon_text). Whole words; Arabic's article
    and "and" may join the word."""
    text = _DANGER_NAMES.sub(" ", text)
    words = READINGS()["fire_words"]
    # Arabic: the article and "and" before, a case ending or a plural after ("حريقا", "الحرائق", "وحرايقها")
    return _named(words, text, whole=True) or any(re.search(rf"(?<!\w)(?:و?ال|و)?{re.escape(w)}\w{{0,2}}(?!\w)", text)
                                                   for w in words if not w.isascii())


def rain_named(text: str) -> bool:
    """Whether a clause names rain as fallen ("it rained", "il a plu", "طاح المطر"; `text` simplified)."""
    return _named(READINGS()["rain_days"] + READINGS()["rain_compared"], text)
