"""Composers that are about words, not measurements: documents, explain, what the box can do,
what it has no data for, and what it must refuse."""
import re

from appliance.compose.result import ComposeContext, IntentResult
from appliance.compose.weather import code_facts, codes_to_give, danger_fact, reading_fact
from appliance.compose.words import from_sentence_asked, from_sentence_naming, join, long_date, name, quote, window_named
from appliance.retrieve.documents import with_glossary
from appliance.understand.parse import simplify
from appliance.understand.rates import UNITS
from appliance.understand.read import ASKS_MEANING

REFUSALS = (  # (pattern in the question, what the box cannot do)
    (r"evacuat|evacu", "order evacuations"),
    (r"publish|publie|publica|broadcast|send|envo|notify|alert|alerte|tell the|tell (?:every|all)|announce|\btext\b|"
     r"\bradio\b|\bmessage\b|\bpage\b|\be-?mail\b|\bpush\b|transmit|forward|relay|let .{0,30} know|manda|avis|lanc|declench|"
     r"prevenez|previens|prevenir", "publish alerts or send messages"),
    (r"setting|config|threshold|parametre|change|turn off|switch .{0,20} off|disable|delete|erase|wipe|reset|raise the|bump|"
     r"coupe", "change its settings, data or instructions"),
)


def documents(c: ComposeContext) -> IntentResult:
    hits = c.items("document_search")
    if not hits:
        return IntentResult("documents", False, missing=[c.why("document_search", "no loaded document answers this")])
    # a French, Spanish or Arabic question is matched to the English sentences with the documents' own terms beside it
    hits = _naming_first(hits, with_glossary(c.frame.question) if c.frame is not None else "")
    # "100 feet - what's that in metres?": the document's figures in the unit asked, after its quote in the verdict and
    # in the facts (which lead where another ask's answer comes first: "Temp at SBA in °F, and the defensible space in metres?")
    converted = _in_units_asked(quote(hits[0].get("text") or "", 160), getattr(c.frame, "units", ()) or ())
    facts, warn = [], None
    for k, h in enumerate(hits[:2]):
        beside = f" ({converted})" if converted and k == 0 else ""
        facts.append(f"“{quote(h.get('text') or '', 280)}”{beside} ({h.get('citation') or h.get('title')}) {c.cites.cite(h)}")
        geo = h.get("geo") or {}
        if geo.get("decision") == "warn" and warn is None:
            warn = geo.get("reason")
    # A document speaks only as an attributed quotation, never as the box's own words.
    verdict = f"{hits[0].get('title')}: “{quote(hits[0].get('text') or '', 160)}”"
    if converted:
        verdict += f" ({converted})"
    return IntentResult("documents", True, verdict, facts, warn=warn, priority=1)


FOOT = UNITS["rate"]["distance"]["feet"]       # metres in a foot, as the rate parser reads "50 ft/min" (data/units.json)
# a figure, or a range ("from 5 to 30 feet"), before its unit
# ("Zone 2 - 100 feet" is no range from 2; "30 m per minute" no length)
FIGURES = r"(?<!\d\s)(?<![\d.,])(\d+(?:\.\d+)?)(?:(?:\s+to\s+|[-–])(\d+(?:\.\d+)?))?"
DISTANCES = {"metres": (re.compile(FIGURES + r"(?:\s*|-)(?:feet|foot|ft)\b"), "feet", FOOT, "m"),
             "feet": (re.compile(FIGURES + r"\s*(?:metres|meters|m)\b(?!\s*(?:/|per\b|a minute|an hour|s-1))"), "m", 1 / FOOT, "feet")}


def _in_units_asked(text: str, units) -> str | None:
    """"100 feet is 30.5 m": each distance the quoted sentence gives, in the unit the crew asked (a document written
    in feet read by a crew that works in metres), or None where none was asked or the sentence gives none."""
    for unit in units:
        if unit not in DISTANCES:
            continue
        rx, given, factor, asked = DISTANCES[unit]
        figures = list(dict.fromkeys(float(n) for pair in rx.findall(text) for n in pair if n))
        if figures:
            return "; ".join(f"{n:g} {given} is {n * factor:.1f} {asked}".replace(".0 ", " ") for n in figures)
    return None


# The fire-weather codes and doctrine a crew may ask the documents to spell out.
TERMS = r"ffmc|dmc|dc|isi|bui|fwi|lces|ifm|idh|ros|red flag|watch ?outs?|standard orders|zon[ea] \d"


def _naming_first(hits: list[dict], question: str) -> list[dict]:
    """"What does LCES stand for?": each passage is quoted from the sentence that names the term or
    spells it out, and the passages that do come first (in search order); not a title that mentions it.
    Without a term, each is quoted from the sentence sharing most words with the question."""
    # ("zona 2" asks the documents' "Zone 2")
    # ("the FWI guide", "le guide FWI" name the document, not the term asked: "What does the FWI guide say ISI
    # measures?" asks ISI)
    terms = list(dict.fromkeys(re.sub(r"^zona ", "zone ", t) for t in
                               re.findall(rf"(?<!guide )(?<!guia )(?<!guía )\b(?:{TERMS})\b(?!\s+(?:guide|guia|guía|doc\w*|sheet|fiche))",
                                          question.lower())))
    meaning = bool(ASKS_MEANING.search(simplify(question)))    # "what does FWI mean?": the passage defining it first
    if not terms:
        return [{**h, "text": from_sentence_asked(h.get("text") or "", question)} for h in hits]
    out = []
    for h in hits:
        text = h.get("text") or ""
        named = from_sentence_naming(text, terms[0], define=meaning)
        defines = meaning and bool(re.search(rf"\({re.escape(terms[0])}\)", text.lower()))   # "... Index (FWI) combines ..."
        out.append(({**h, "text": named}, (defines, named != text or bool(re.search(rf"\b{re.escape(terms[0])}\b", text.lower())))))
    return [h for h, _ in sorted(out, key=lambda p: (not p[1][0], not p[1][1]))]


def explain(c: ComposeContext) -> IntentResult:
    items = c.items("previous_answer")
    if not items:
        return IntentResult("explain", False, missing=["an earlier answer in this session to explain"])
    card, row = items[0]["card"], items[0]["previous"]
    ref = c.cites.cite(items[0])
    a = row["audit"]
    decision = a.get("decision") or {}
    frame = a.get("frame") or {}
    tools = join([t.replace("_", " ") for t in card.get("tools") or []]) or "no data tools"
    verdict = f"The last answer (“{card.get('verdict') or row['answer'][:80]}”) came from {tools}"
    facts = [f"The question “{row['question']}” was read as {join([i.replace('_', ' ') for i in frame.get('intents') or []]) or 'a general question'}"
             + (f" about {join([name(s) for s in frame.get('stations') or []])}" if frame.get("stations") else "") + f" {ref}.",
             f"It was labelled {decision.get('action', 'answer')}: {decision.get('reason', '')} {ref}.",
             f"The numbers came from the box's stored data; the words were written by the "
             f"{'model and checked against those numbers' if a.get('writer') == 'model' else 'box from fixed sentences'} {ref}."]
    if drivers := _drivers(c):
        facts.insert(0, "What drove it: " + " ".join(drivers))
    if c.frame is not None and c.frame.time.kind == "range":
        # "¿Por qué tantos?" after the fire days of August: the window's own highs, not one day's readings alone
        facts[1:1] = _window_highs(c)
    if c.items("station_danger"):
        facts.insert(1, _class_bounds())       # "why does that count as low?": where each class starts
    if side_by_side := _two_stations(c):
        # "Why so different?", "pourquoi c'est plus sec là-bas ?": the readings that differ lead, not where the answer came from
        facts.insert(0, verdict + ".")
        verdict = side_by_side
    return IntentResult("explain", True, verdict, facts, priority=1)


def _window_highs(c: ComposeContext) -> list[str]:
    """"Sidi-Bel Abbes, in August: FWI peak 31.1 (high) on 21 August; temperature high 42 °C, humidity low 21 %": what a
    window's answer stood on, for the question asking why."""
    from appliance.compose.weather import _day_of

    out = []
    for item in [i for i in c.items("reading_window") if i.get("window_role") == "last" and i["window"].get("inside_window")]:
        stats, device = item["window"], item["device"]
        parts = []
        if (peak := (stats.get("danger") or {}).get("peak")) is not None:
            parts.append(f"FWI peak {peak['fwi']:.1f} ({peak['danger_class']}) on {long_date(peak['day'])}")
        for key, label, end, unit in (("temperature_c", "temperature high", "max", " °C"), ("rh_pct", "humidity low", "min", " %"),
                                      ("wind_kmh", "wind high", "max", " km/h")):
            if (s := stats.get(key)) and s.get(end) is not None:
                when = f" on {_day_of(c, s[end + '_ts'], device)}" if s.get(end + "_ts") else ""
                parts.append(f"{label} {s[end]:g}{unit}{when}")
        if parts:
            out.append(f"{name(device)}, {window_named(c.frame.time)}: {'; '.join(parts)} {c.cites.cite(item)}.")
    return out


def _class_bounds() -> str:
    """"The danger class is read from the FWI (EFFIS): very low below 5.2, low from 5.2, ...": the table it is read from."""
    from appliance.fireweather.codes import DANGER_CLASSES

    return ("The danger class is read from the FWI (EFFIS classes): " + ", ".join(
        f"{label} below {DANGER_CLASSES[1][0]:g}" if i == 0 else f"{label} from {low:g}"
        for i, (low, label) in enumerate(DANGER_CLASSES)) + ".")


def _two_stations(c: ComposeContext) -> str | None:
    """"Sidi-Bel Abbes is the drier: relative humidity 54 % against 80 % at Béjaïa, rain 0.1 mm against 0 mm": the
    readings of the two stations an explanation is about, side by side (None unless it is about two)."""
    snaps = [r for r in c.items("sensor_snapshot") if r.get("rh_pct") is not None]
    if len(snaps) != 2:
        return None
    a, b = sorted(snaps, key=lambda r: r["rh_pct"])
    parts = [f"relative humidity {a['rh_pct']:g} % against {b['rh_pct']:g} % at {name(b['device'])}"]
    parts += [f"{label} {a[key]:g}{unit} against {b[key]:g}{unit}" for key, label, unit in
              (("rain_mm", "rain", " mm"), ("temperature_c", "temperature", " °C"), ("wind_kmh", "wind", " km/h"))
              if a.get(key) is not None and b.get(key) is not None and a[key] != b[key]]
    return f"{name(a['device'])} is the drier of the two: " + ", ".join(parts)


def _drivers(c: ComposeContext) -> list[str]:
    """"Why so low?", "why is SBA worse?": the danger and what drives it (humidity, rain, wind, heat, and the codes it is
    computed from) at the stations and time asked about (a follow-up's frame carries them over from the answer it
    explains)."""
    dangers = c.items("station_danger")
    return ([danger_fact(c, d) for d in dangers] + [reading_fact(c, r) for r in c.items("sensor_snapshot")]
            + code_facts(c, dangers, codes_to_give(c, True)))


def station_list(c: ComposeContext) -> str:
    return join([s.name for s in c.stations.values()]) or "none yet"


# Asks whose own answer serves the words the unheld patterns read ("where'll it be in 15 min" is the projection): beside
# them what the box can do does not say "No"; beside a reading it does ("Do you have the wind direction? And the
# temperature at SBA?": the direction is said missing here, since the set's capabilities hold the unheld part).
ANSWERS_ITS_OWN_ASK = {"spread", "drift", "tactical", "refuse"}


def capabilities(c: ComposeContext) -> IntentResult:
    spans = [f"{name(s['device'])} {long_date(s['first'])} to {long_date(s['last'])} {c.cites.cite(s)}" for s in c.items("record_span")]
    facts = [f"Stations: {station_list(c)}" + (f"; readings held: {join(spans)}." if spans else "."),
             "Ask for current conditions, fire danger, a comparison of stations, a summary of the last hours, "
             "past days like today, drone frames and detections, a photo you send, where a fire's head will be "
             "in a given time, or what the loaded documents say.",
             "It cannot publish alerts, order evacuations or plan staging and routes."]
    if docs := c.items("documents_held"):
        facts.insert(1, "Documents loaded: " + "; ".join(f"{d['title']} {c.cites.cite(d)}" for d in docs) + ".")
    from appliance.understand.unheld import unheld_part

    if c.frame and not set(c.frame.intents) & ANSWERS_ITS_OWN_ASK and (held := unheld_part(c.frame.question)):
        # "Do you have the wind direction?", "do you do forecasts?": say so before the list. Not where the box answers
        # the thing asked beside it ("Can you project the fire front? If so, where'll it be in 15 min?": the
        # projection is answered, and its "where'll it be" is no forecast the box lacks)
        facts.insert(0, f"No: {held[2]}.")
    return IntentResult("capabilities", True, "This box answers from its own stations, drone frames and documents", facts)


def out_of_scope(c: ComposeContext) -> IntentResult:
    from appliance.understand.unheld import unheld_in, unheld_part

    facts = [f"The box only holds data from its own stations ({station_list(c)}), their drone frames and the documents loaded on it."]
    held = next((h for u in (c.frame.unread if c.frame else []) if (h := unheld_in(u, c.frame.question))), None)
    if held is None and c.frame and "capabilities" in c.frame.intents:
        # "Do you have the wind direction? And the temperature at SBA?": a part asked of the box is not recorded as
        # unread (capabilities holds it); the warning names it, not "data for that: the box's stations are ..."
        held = unheld_part(c.frame.question)
    elif held is None and c.frame and (found := unheld_part(c.frame.question)) and found[1] == "forecast":
        held = found     # "ok to burn tomorrow morning?": the plan holds the part, the forecast is what is missing
    if held and not (c.frame and c.frame.places):
        # A forecast or a subject no station measures: say which, and what the box has instead; beside a part the
        # stations do answer ("compare the wind, and where was it from?") only which part is not held.
        kind = {"forecast": "No forecast on the box: it cannot predict",
                "not held": "No data for that: the box does not hold it"}.get(held[1], f"No data for that: {held[2]}")
        facts.append(f"Ask for the latest readings or the fire danger at {station_list(c)} instead.")
        mixed = bool(c.frame and set(c.frame.intents) - {"out_of_scope"})
        return IntentResult("out_of_scope", False, kind, [] if mixed else facts, missing=[f"“{held[0]}”: {held[2]}"])
    what = join(c.frame.places) if c.frame and c.frame.places else "that"
    return IntentResult("out_of_scope", False, f"No data for {what}: the box does not hold it", facts,
                        missing=[f"data for {what}: the box's stations are {station_list(c)}"])


def refuse(c: ComposeContext) -> IntentResult:
    from appliance.understand.typos import spell_out

    q = spell_out(c.frame.question if c.frame else "").lower()      # "txt that to the IC" is a message
    cannot = [words for pattern, words in REFUSALS if re.search(pattern, q)] or ["act outside answering questions"]
    verdict = f"The box cannot {join(list(dict.fromkeys(cannot)))}"
    facts = ["It has no authority and no way to do that; nothing was published or changed.",
             "Use your dispatch channel.",
             f"What it can give you: danger, wind and a projected front for {station_list(c)}."]
    return IntentResult("refuse", False, verdict, facts, missing=["the requested action (the box only answers questions)"],
                        priority=5)
