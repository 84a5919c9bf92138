"""What the trained reader sees besides the sentence embedding (Rasa's featurizers, DESIGN §8b).

The slot parsers' output (how many stations, the time's kind, a horizon, an hour, a threshold, a
place near or outside a station, a subject the box does not hold, an order, a spread rate the crew gives,
units asked, a decision asked of the box), lexicon hits
(data/lexicon.json: word lists as features, never overrides), the question's language and the previous
turn's intents (a follow-up means little without them). One fixed-length float vector; FEATURE_NAMES names each column, so a trained artefact can
say which features it was trained on and refuse a mismatch.
"""
import json
import re
from functools import lru_cache
from pathlib import Path

import numpy as np

from appliance.understand.followup import NAMES_NOW
from appliance.understand.frame import Frame
from appliance.understand.intents import INTENTS
from appliance.understand.orders import asks_to_act
from appliance.understand.parse import simplify
from appliance.understand.rates import PLAN_KINDS
from appliance.understand.thresholds import CODES, codes_named, counts_days, extreme_asked
from appliance.understand.unheld import later_today_only, unheld_part
from appliance.understand.wordlists import ARABIC

LEXICON_PATH = Path(__file__).with_name("data") / "lexicon.json"
TIME_KINDS = ("now", "day", "range", "last")
LANGS = ("en", "fr", "es", "ar")
SHORT_WORDS = 4             # a question this short leans on the previous turn ("and yesterday?")


@lru_cache(maxsize=1)
def lexicon() -> dict[str, re.Pattern]:
    """concept -> one compiled pattern: ASCII words on word boundaries, phrases and Arabic as substrings
    (Arabic glues its articles and prepositions to the word: "بالحرارة")."""
    raw = json.loads(LEXICON_PATH.read_text(encoding="utf-8"))
    out = {}
    for concept, words in raw.items():
        if concept.startswith("_"):
            continue
        alts = []
        for w in dict.fromkeys(simplify(w) for w in words):
            alts.append(re.escape(w) if (" " in w or not w.isascii()) else rf"\b{re.escape(w)}\b")
        out[concept] = re.compile("|".join(alts))
    return out


# A code's long name is the code ("fine fuel moisture code" is the FFMC, no fuel moisture map): the lexicon reads it so.
_CODE_NAMES = re.compile("|".join(rf"\b{re.escape(k)}\b" for k in sorted(CODES, key=len, reverse=True) if " " in k))


def figures_named(text: str) -> list[str]:
    """The station figures a question names in its own words (`text` simplified): a reading ("the temperature",
    "how strong", "km/h") and the danger, as their intents."""
    return [intent for intent, concept in (("current_conditions", "conditions"), ("danger", "danger"))
            if lexicon()[concept].search(lexicon_text(text))]


def unheld_asked(question: str, decision_kind: str | None, named: str | None = None) -> bool:
    """Whether the question asks something the box does not hold. In a plan (a decision asked, a tactical word), a
    later hour of today with no weather word and no figure ("do we keep the lookouts on tonight?") is the plan's time,
    not a forecast asked: the reader learns plans for tonight from this, where a rule after it took the out-of-scope
    away again."""
    found = unheld_part(question)
    if found is None or found[1] != "forecast":
        return found is not None        # most questions stop here: no word list read twice on the hot path
    named = lexicon_text(simplify(question)) if named is None else named
    plan = decision_kind is not None or bool(lexicon()["tactical"].search(named))
    return not (plan and later_today_only(found[0], question) and not figures_named(simplify(found[0])))


def lexicon_text(text: str) -> str:
    """The simplified question as the lexicon's concepts read it: each code's long name replaced by the code."""
    return _CODE_NAMES.sub(lambda m: CODES[m[0]], text)


def concepts() -> tuple[str, ...]:
    return tuple(k for k in lexicon() if not k.startswith("lang_"))


@lru_cache(maxsize=1)
def _accented_names() -> re.Pattern:
    """Station names written with accents ("Sidi-Bel Abbès"): their letters say nothing of the question's language."""
    stations = json.loads((Path(__file__).with_name("data") / "stations.json").read_text(encoding="utf-8"))["stations"]
    words = {w for s in stations.values() for form in [s["name"], *s["aliases"]] for w in re.findall(r"\w+", form)
             if not w.isascii() and not ARABIC.search(w)}
    return re.compile("|".join(sorted(map(re.escape, words), key=len, reverse=True)) or "$^", re.IGNORECASE)


def language(question: str) -> str:
    """en / fr / es / ar: Arabic script, else the language whose function words the question uses most."""
    if len(ARABIC.findall(question)) >= 2:
        return "ar"
    text = simplify(question)
    letters = _accented_names().sub(" ", question).lower()
    # letters only French writes (é is Spanish too): "Mándame la humedad de Béjaïa" is Spanish
    if re.search(r"[èêàçùâîôû]|qu'|c'est|l'|d'", letters):
        bias_fr = 1
    else:
        bias_fr = 0
    fr = len(lexicon()["lang_fr"].findall(text)) + bias_fr
    es = len(lexicon()["lang_es"].findall(text)) + (1 if re.search(r"[ñ¿¡áíóú]|ción\b", letters) else 0)
    # "sba fwi rn + any fire ever on days this low?" is English though "on" is French too
    en = len(re.findall(r"\b(the|what|is|at|of|and|how|which|in|for|today|now|yesterday|wind|danger|any|ever|this|that|"
                        r"was|were|are|did|does|do|have|has|it|there|rn)\b", text))
    best = max((("en", en), ("fr", fr), ("es", es)), key=lambda kv: kv[1])
    return best[0] if best[1] > en or best[0] == "en" else "en"


def feature_names() -> list[str]:
    names = [f"lex:{c}" for c in concepts()]
    names += [f"lang:{x}" for x in LANGS]
    names += ["slot:stations0", "slot:stations1", "slot:stations2", "slot:all_stations", "slot:outside",
              "slot:places", "slot:near", *[f"slot:time_{k}" for k in TIME_KINDS], "slot:time_named",
              "slot:horizon", "slot:at_hour", "slot:threshold", "slot:reading_threshold", "slot:counted_burned", "slot:day_burned", "slot:coords", "slot:unheld", "slot:order",
              "slot:rate_given", "slot:units", "slot:decision", "slot:plan",
              "slot:number", "shape:short", "shape:question_mark", "shape:words"]
    names += ["prev:any"] + [f"prev:{i}" for i in INTENTS] + [f"prev_short:{i}" for i in INTENTS]
    names += ["prev_short:two_stations"]
    return names


def question_features(question: str, frame: Frame, previous: Frame | None) -> np.ndarray:
    """The feature vector (FEATURE_NAMES order) of one question's slots (read.read_slots: the same function at
    training and at run time, so no column is constant in training and set when the box reads). A photo attached
    is no feature: no labelled question came with one, and read.settle reads it as the photo."""
    text = simplify(question)
    lex = lexicon()
    words = re.findall(r"\w+", text)
    short = len(words) <= SHORT_WORDS
    lang = language(question)
    named = lexicon_text(text)
    v = [1.0 if lex[c].search(named) else 0.0 for c in concepts()]
    # days counted past a mark and asked whether they burned ("days above 35 °C in August, and how many of those
    # burned?"): the record's count of fire days among them, which neither feature alone says (one column, so the
    # reader need not learn the pair from the few questions that ask it)
    burned = bool(lex["analogs"].search(named) or lex["burned"].search(named))
    # "have days that low ever burned?" counts by the day's own figure: a mark as much as "FWI above 20"
    counted_burned = (frame.threshold is not None or frame.reading_threshold is not None
                      or frame.days_as_asked is not None) and burned
    # one past day named and asked whether it burned ("was 3 August a fire day?", "and did it burn that day?"): the
    # record's entry for that day, not its readings
    day_burned = frame.time.kind == "day" and not NAMES_NOW.search(simplify(frame.time.text or "")) and burned
    # the day of a window's extreme asked and whether it burned ("hottest day in August, did it burn?", "highest FWI
    # at SBA in August + fire y/n"): that day's entry too (a count of fire days, "how many fire days", is not)
    day_burned = day_burned or (bool(lex["burned"].search(named)) and not counts_days(text)
                                and extreme_asked(text, codes_named(text)) is not None)
    v += [1.0 if lang == x else 0.0 for x in LANGS]
    n = len(frame.stations)
    v += [float(n == 0), float(n == 1), float(n >= 2), float(frame.all_stations), float(frame.outside),
          float(bool(frame.places)), float(bool(frame.near)), *[float(frame.time.kind == k) for k in TIME_KINDS],
          float(bool(frame.time.text)), float(frame.horizon_min is not None), float(frame.at_hour is not None),
          float(frame.threshold is not None or frame.days_as_asked is not None), float(frame.reading_threshold is not None),
          float(counted_burned),
          float(day_burned), float(frame.coords is not None),
          float(unheld_asked(question, frame.decision_kind, named)), float(asks_to_act(text)),
          float(frame.rate_given is not None), float(bool(frame.units)), float(frame.decision_kind is not None),
          float(frame.decision_kind in PLAN_KINDS),
          float(bool(re.search(r"\d", text))), float(short), float("?" in question),
          min(len(words), 40) / 40.0]
    prev = set(previous.intents) if previous is not None else set()
    if prev == {"explain"}:
        # "¿Por qué?" then "¿Y ayer?": the short question after a "why?" asks again what the why explained
        prev |= set(previous.explained)
    v += [float(previous is not None)] + [1.0 if i in prev else 0.0 for i in INTENTS] \
        + [1.0 if (i in prev and short) else 0.0 for i in INTENTS]
    # "¿Cuál tuvo más?" after SBA's fire days then Béjaïa's, "compare avec Béjaïa" after SBA's: a short question
    # naming fewer than two stations, the session two with it
    known = (previous.session_stations or previous.stations) if previous is not None else []
    v += [float(short and n < 2 and len(set(known) | set(frame.stations)) >= 2)]
    return np.asarray(v, dtype=np.float32)
