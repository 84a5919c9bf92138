"""Places a question names (through the provisioned gazetteer), and whether any lies outside every
station's place chain: "the fire danger in Lisbon" is about a place the box holds no data for.

The decision follows DESIGN §5: a station's own place answers; a place inside a station's province
("Tichy", "Kherrata") or one that holds it ("the whole wilaya of Béjaïa") is near, not at, the station:
its figures are given with a warning that they were measured at the station (`near`); a different place
sharing only the country is out of scope. A country or province named beside a station's name ("Sidi Bel
Abbes, Algeria") only qualifies it."""
import json
import re
from pathlib import Path

from appliance.understand import stations as S
from appliance.understand.wordlists import simplify

_NOT_PLACES = json.loads((Path(__file__).with_name("data") / "not_places.json").read_text(encoding="utf-8"))
CODES_NOT_PLACES = set(_NOT_PLACES["words"])
COMMON_WORDS = set(_NOT_PLACES["common_words"])     # a place only when capitalised inside a sentence
def any_of(words) -> re.Pattern:
    """Any of `words`, whole, on simplified text."""
    return re.compile("|".join(rf"(?<!\w){re.escape(simplify(w))}(?!\w)" for w in words))


# A place named in the same part as one of these names a document ("según la guía de Butte"): read.settle.
DOCUMENT_WORDS = any_of(_NOT_PLACES["document_words"])
DOCUMENT_PLACES = any_of(_NOT_PLACES["document_places"])
# The crew's own phrases of two words or more ("tête du feu", "head of the fire"): a word starting one is vocabulary,
# even where the gazetteer holds it as a town (Tete, Mozambique) and grammar capitalised it.
_LEXICON = json.loads((Path(__file__).with_name("data") / "lexicon.json").read_text(encoding="utf-8"))
CREW_PHRASES = tuple(sorted({S.fold(w) for words in _LEXICON.values() if isinstance(words, list) for w in words
                             if " " in w.strip() and w.strip()[0].isalpha() and w.strip().isascii()}
                            | {S.fold(w) for w in _NOT_PLACES["crew_phrases"]}))


def read_places(question: str, station_devices: list[str], stations: list[S.Station], notes: list,
                near: list | None = None) -> tuple[list[str], bool]:
    """(gazetteer place names that are not station names, whether any lies outside every station's chain);
    `near` (when given) receives (place, station device) for each place near but not at a station."""
    try:
        from appliance.geo import relate, tag_places

        question = spelled_out(question)
        tagged = tag_places(question)
    except Exception as exc:  # no gazetteer built: places are not read, and the audit says so
        notes.append(f"places not read: {type(exc).__name__}")
        return [], False
    forms = {f for s in stations for f in s.forms}
    names, outside = [], False
    if not station_devices and (town := unknown_town(question, stations)) and not any(S.fold(p["name"]) == S.fold(town) for p in tagged):
        notes.append(f"{town}: a place name the gazetteer does not hold and no station of the box")
        names, outside = [town], bool(stations)
    for p in tagged:
        if S.fold(p["name"]) in forms or _code_word(p["name"], question) \
                or not (mentioned(p["name"], question) or typed_lower(p, question, forms)):
            continue
        names.append(p["name"])
        relations = [(relate([p], sp)["relation"], s.device) for s in stations if (sp := _station_places(s.name))]
        covered = any(r in ("exact", "broader", "narrower") for r, _ in relations)
        if near is not None and not any(r == "exact" for r, _ in relations):
            # inside a station's province ("Tichy"), or a whole region holding it when no station is named
            near += [(p["name"], d) for r, d in relations if r == "broader" or (r == "narrower" and not station_devices)]
        outside = outside or (not covered and bool(stations))
    return names, outside


def _code_word(place: str, question: str) -> bool:
    """"BUI" is the buildup index, not Bui Division: a place found through a code word the question does not
    name in full, or that is the word alone ("Same for BUI": Same, Tanzania)."""
    name = S.fold(place)
    return bool(name) and name.split()[0] in CODES_NOT_PLACES and (name not in S.fold(question) or " " not in name)


ABBREVIATED = ((re.compile(r"\b([A-Za-z]+) (?:co|cty)\b\.?", re.IGNORECASE), r"\1 County"),
               (re.compile(r"\b([A-Za-z]+) (?:prov)\b\.?", re.IGNORECASE), r"\1 Province"))


_TOWNS = json.loads((Path(__file__).with_name("data") / "towns.json").read_text(encoding="utf-8"))
_TOWN_NAMES = {**_TOWNS["arabic"], **_TOWNS["latin"]}
TOWN_WRITTEN = re.compile(r"(?<!\w)[وبلف]{0,2}(" + "|".join(sorted(map(re.escape, _TOWN_NAMES), key=len, reverse=True)) + r")(?!\w)",
                          re.IGNORECASE)


def spelled_out(question: str) -> str:
    """"butte co" -> "butte County": a crew's abbreviation of an administrative level; "وفي تلمسان" -> "وفي Tlemcen":
    a town in Arabic script or Darija (data/towns.json), in the gazetteer's letters."""
    for rx, full in ABBREVIATED:
        question = rx.sub(full, question)
    return TOWN_WRITTEN.sub(lambda m: " " + _TOWN_NAMES.get(m.group(1), _TOWN_NAMES.get(m.group(1).lower(), m.group(1))), question)


def mentioned(place: str, question: str) -> bool:
    """A place counts when the question capitalises a word that starts like its name ("Lisbon" for
    Lisboa, "Butte County"); a lower-case common word the gazetteer also knows ("act", "est") does not.
    The first word of a sentence is capitalised by grammar, so it only counts when it is the name itself and no common
    word ("Une projection...", "Même chose...": data/not_places.json "common_words") unless the whole name follows
    ("Nuevo Laredo fwi?")."""
    name = S.fold(place)
    if len(name.replace(" ", "")) < 3:
        return False      # "Hå" (Norway) is the Spanish "Ha": a two-letter name is never read as a place
    head, whole = name[:3], f" {name} " in f" {S.fold(question)} "
    first = {m.start(1) for m in re.finditer(r"(?:^|[.!?¿¡]\s*)\s*([^\W\d_])", question)}

    def opens_as_the_name(word: str) -> bool:
        return f" {name} ".startswith(f" {word}") and (word not in COMMON_WORDS or " " in name and whole)

    for m in re.finditer(r"\b([A-ZÀ-Þ][\w'-]+)", question):
        word = S.fold(re.sub(r"['’]s$", "", m.group(1)))     # "Oran's danger class": Oran, first word or not
        if word.startswith(head) and (m.start() not in first or opens_as_the_name(word)) \
                and not S.fold(question[m.start():m.start() + 40]).startswith(CREW_PHRASES):
            return True
    return False


# Words a lower-case question puts after "in" that name no place ("rain in spring", "danger in august").
NOT_PLACES = set("""spring summer autumn fall winter january february march april may june july august september october
    november december monday tuesday wednesday thursday friday saturday sunday general total time order case fact short
    particular advance front back charge place line sight range town view hand force detail progress
    ayer hier hoy anteayer manana demain same then also more less last next this that what here there today yesterday
    tomorrow tonight midi minuit mediodia madrugada sundown sunset sunrise dusk dawn nightfall plain page""".split())
AT = re.compile(r"\b(?:in|at|near|around|outside|for|by|a|à|en|pres de|cerca de|have|tienes|avez-vous|as-tu)\s+$|^\W*(?:and|et|y|what about|how about)\s+$",
                re.IGNORECASE)


# "temp bejaia sba and tlemcen now": a town listed after a station's name, joined by "and" or a comma.
LISTED = re.compile(r"(?:,|&|\b(?:and|et|y|w|or|ou|o))\s+$")


def typed_lower(place: dict, question: str, station_forms=()) -> bool:
    """"fwi in mascara?": a question typed all in lower case names a town or region after "in / at / near", or
    in a list after a station's name ("bejaia, sba and tlemcen")."""
    if place.get("admin_level") not in ("city", "state", "county"):
        return False
    folded = S.fold(question)
    name = S.fold(place["name"])
    if len(name) < 4 or name in NOT_PLACES or not re.fullmatch(r"[a-z' -]+", name):
        return False
    m = re.search(rf"\b{re.escape(name)}\b", folded)
    written = re.search(rf"\b{re.escape(name)}\b", S.fold(question).replace(" ", " "), re.IGNORECASE)
    typed = question[written.start():written.end()] if written and len(folded) == len(question) else ""
    before = folded[:m.start()] if m else ""
    listed = bool(LISTED.search(before)) and any(re.search(rf"\b{re.escape(f)}\b", " ".join(before.split()[-5:]))
                                                 for f in station_forms)
    return bool(m and (AT.search(before) or listed) and (not typed or typed == typed.lower()))


# "Fire danger in Akbou?": a capitalised name after "in / at" that is no station, no gazetteer place and no
# common word is a town the box knows nothing about; answering it from the stations would pass their data off as its.
TOWN = re.compile(r"\b(?:in|at|near|around|over at|for|à|a|en|para|pour|cerca de|pres de)\s+([A-Z][a-zà-ÿ'-]{2,}(?:\s+(?:[A-Z][a-zà-ÿ'-]+|el|al|ben|bou|ain|sidi)){0,3})")
NOT_TOWNS = NOT_PLACES | CODES_NOT_PLACES | set("""english french spanish francais espanol utc cet gmt local noon midnight today tomorrow yesterday
    station stations drone the this that what which when where why how please thanks""".split())


def unknown_town(question: str, stations: list[S.Station]) -> str | None:
    for m in TOWN.finditer(question):
        town = re.sub(r"['’]s$", "", m.group(1))        # "Fire danger at Oran's airport?": Oran
        if S.fold(town) in NOT_TOWNS or S.fold(town.split()[0]) in NOT_TOWNS or S.find_stations(town, stations):
            continue
        if m.start() == 0 or question[:m.start()].strip() == "":
            continue
        return town
    return None


_station_place_cache: dict[str, list] = {}


def _station_places(name: str) -> list:
    if name not in _station_place_cache:
        from appliance.geo import tag_places

        try:
            _station_place_cache[name] = [p for p in tag_places(name) if p.get("id")]
        except Exception:
            _station_place_cache[name] = []
    return _station_place_cache[name]
