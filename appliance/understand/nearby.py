"""A place near a station but not at it: "the ridge north of Béjaïa", "10 km east of X", "the port of Béjaïa",
"la forêt d'Akfadou, près de Béjaïa", "los montes cerca de X", "الغابة اللي قريبة من سيدي بلعباس". The station's
figures are the nearest the box holds, but they were not measured there: the answer gives them with a warning,
never as if they were the place's own (the gazetteer's towns and provinces are read in places.py). The words
are data (data/nearby.json)."""
import json
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from appliance.understand.dates_lang import SPELT_NUMBERS
from appliance.understand.stations import DATA as STATIONS
from appliance.understand.typos import fold_accents
from appliance.understand.wordlists import by_script

WORDS = json.loads((Path(__file__).with_name("data") / "nearby.json").read_text(encoding="utf-8"))
# the known stations' Latin names, which a crew types in lower case ("sur les hauteurs de bejaia")
STATION_NAMES = [a for s in STATIONS.values() for a in s["aliases"] if a.isascii()]
# what the place lies off: "north of Béjaïa", "below Sidi Bel Abbes" (a capitalised name), kept in the quote
OF = r"(?:\s+(?:of|from|de|du|del|des|de la|d')\b[^,.?;]{0,30}|\s+(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})?"
# a distance off the station: "15 km out of X", "3 km from X", "à 10 km de la station"
OFF = (r"\s+(?:(?:(?:out|away|a la sortie|a la salida)\s+)?(?:of|from|de|du|del|des|de la|d'|men|mn)\b"
       r"|outside(?:\s+of)?\b|past\b|beyond\b|en dehors de\b|fuera de\b)[^,.?;:]{0,30}")   # "3km outside SBA"
NAME = r"(?-i:[A-Z])[\w'-]*(?:[\s-]+(?-i:[A-Z])[\w'-]*){0,3}"     # a capitalised name, whatever the pattern's case
DIRECTIONS = (r"(?:north|south)[- ]?(?:east|west)|north|south|east|west|\w+ward|inland|upwind|downwind|uphill|downhill|up the valley"
              r"|(?:a l'|al |au |a la )?(?:(?:nord|sud)[- ](?:est|ouest)|noreste|nordeste|noroeste|sureste|sudeste|suroeste|sudoeste"
              r"|est|ouest|nord|sud|norte|sur|este|oeste)")


def _alternation(words: list[str]) -> str:
    return by_script(words, fold_accents)[0]


@lru_cache(maxsize=1)
def patterns() -> tuple[re.Pattern, re.Pattern, re.Pattern, re.Pattern]:
    feature, relation = _alternation(WORDS["features"]), _alternation(WORDS["relations"])
    station = _alternation(STATION_NAMES)
    abbreviations = "|".join(sorted(WORDS["compass_abbrev"], key=len, reverse=True))
    near = re.compile(
        # "the ridge north of X", "la forêt d'Akfadou, près de X", "en el valle al sur de X"
        rf"\b(?:(?:the|a|la|le|el|los|las|les|l')\s*)?(?:(?:pine|oak|cedar|whole)\s+)?(?:{feature})\b[^.?;]{{0,30}}?"
        rf"\b(?:{relation})\b{OF}"
        # "10 km east of X", "15 km out of X", "à 10 km de la station"
        rf"|\b(?:\d+|{SPELT_NUMBERS}|a few|a couple of|quelques|unos|unas|quelque) ?(?:km|kms|kilometres|kilometers|kilometros|miles?|clicks|bornes(?!\s*d'?\s?incendie))"
        rf"(?:\s+(?:{DIRECTIONS})\b{OF}|{OFF}"
        # "3 km above Sidi Bel Abbès", "à 3 km au-dessus de Béjaïa": above or below a named place ("30 km above normal" is none)
        rf"|\s+(?:above|below|au-dessus de|en dessous de|en contrebas de|por encima de|encima de|arriba de|debajo de)\s+(?:the\s+)?{NAME})"
        # "à une vingtaine de kilomètres de X"
        rf"|\b(?:une\s+)?(?:dizaine|quinzaine|vingtaine|trentaine)\s+de\s+(?:km|kilometres){OFF}"
        # "a short drive from X", "à quelques minutes en voiture de X": a distance given as a way to travel
        rf"|\b(?:{_alternation(WORDS['travel'])})(?!\s+(?:from|de)\s+(?:now|maintenant|ahora)\b){OFF}"
        # "the port of X", "Bejaia airport": a feature named after the place it belongs to
        rf"|\b(?:(?:the|la|le|el|l')\s*)?(?:{feature})\s+(?:of|de|du|del|d')\s*(?:{NAME}|(?:{station})\b)"
        # "Bejaia airport", "the Bejaia harbour"
        rf"|\b{NAME}\s+(?:airport|airfield|airstrip|aerodrome|port|harbour|harbor|beach|forest|dam|heights)\b"
        # "smoke NE of SBA", "au nord-est de Béjaïa", "al suroeste de SBA": a compass point off a named place
        rf"|\b(?:(?-i:{abbreviations})|{_alternation(WORDS['compass_en'] + WORDS['compass_fr_es'])})\s+(?:of|de|du|del|d')\s*{NAME}",
        re.IGNORECASE)
    arabic_features, arabic_relations = by_script(WORDS["features"])[1], by_script(WORDS["relations"])[1]
    stop = r"\s،.؟?:؛!"      # where the station's name ends: a space or a punctuation mark
    arabic = re.compile(rf"(?:{arabic_features})[^،.؟?]{{0,30}}?(?:{arabic_relations})\s*[^{stop}]+(?:\s+[^{stop}]+)?"
                        # a distance off the station: "على بعد 10 كيلومتر من سيدي بلعباس", "12 كيلو من بلعباس"
                        # "على بعد 12 كلم جنوب سيدي بلعباس": a compass direction in place of من
                        rf"|(?:على بعد\s*)?(?:\d+\s*|(?<!\S)(?:{SPELT_NUMBERS})\s+)(?:كيلومترات|كيلومترا|كيلومتر|كيلو|كلم|كم)\s+(?:(?:من|عن)\s*|(?:شمال|جنوب|شرق|غرب)\S*\s+(?:من\s*)?)"
                        rf"[^{stop}]+(?:\s+[^{stop}]+)?")
    whole = re.compile(rf"\b(?:{_alternation(WORDS['whole_region'])})\s+(?:wilaya|province|region|area|county|district|prefecture)\b",
                       re.IGNORECASE)
    not_a_place = re.compile(rf"\b(?:{_alternation(WORDS['not_a_place'])})\b", re.IGNORECASE)
    return near, arabic, whole, not_a_place


ARABIC_COMPASS = re.compile(rf"(?<!\S)(?:و|ب|ف)?(?:{by_script(WORDS['compass_ar'])[1]})(?!\S)\s+(?!في\s)(?:من\s+|ل)?"
                            r"[^\s،.؟?]+(?:\s+[^\s،.؟?]+)?")


def compass_part(question: str) -> str | None:
    """Arabic words for a compass point off a place ("شمال شرق سيدي بلعباس"), with the two words after it; read.py
    keeps it only when those words name a station, since Arabic has no capitals to tell a name by."""
    # a word of its own ("المغرب", after sunset, holds "غرب"), and a place after it, not "في" ("الغرب في بجاية": at it)
    m = ARABIC_COMPASS.search(question)
    return m.group(0).lstrip("وبف") if m else None


@lru_cache(maxsize=None)
def _phrases(key: str) -> tuple[re.Pattern, re.Pattern]:
    """A data list's Latin phrases on word boundaries (accents folded, case ignored) and its Arabic ones as whole words,
    compiled once: they are read on every question."""
    latin, arabic = by_script(WORDS[key], fold_accents)
    return re.compile(rf"\b(?:{latin})\b", re.IGNORECASE), re.compile(rf"(?<!\S)(?:{arabic})(?!\S)")


def _phrase_in(key: str, question: str) -> str | None:
    latin, arabic = _phrases(key)
    m = latin.search(fold_accents(question)) or arabic.search(question)
    return m.group(0) if m else None


def at_the_station(question: str) -> bool:
    """Whether a question asks at the station itself ("¿Y el peligro en la propia estación?")."""
    return _phrase_in("at_the_station", question) is not None


def detection_part(question: str) -> str | None:
    """Words pointing at where a drone frame was taken ("out there", "sur place", "esa zona"), or None."""
    return _phrase_in("detection_place", question)


# "l'humidité du bois au dessus de 20% à SBA", "قريبة ل 50": a relation before a number sets a figure against a mark,
# it names no place
A_FIGURE_AFTER = re.compile(r"(?:\b(?:au[- ]dessus|en[- ]dessous|above|below|over|under|encima|debajo)|قريبة?\s*ل)\s*(?:de\s+|d'|of\s+)?\d",
                            re.IGNORECASE)


def near_part(question: str) -> str | None:
    """The words naming a place near but not at a station, or None."""
    near, arabic, whole, not_a_place = patterns()
    # Accents folded, case kept: a capitalised name is how "the port of Béjaïa" differs from "the port of call".
    folded = "".join(c for c in unicodedata.normalize("NFKD", question) if not unicodedata.combining(c))
    text = not_a_place.sub(lambda m: " " * len(m.group(0)), folded)
    m = near.search(text) or arabic.search(text) or whole.search(text)
    if not m or A_FIGURE_AFTER.search(text[m.start():m.end() + 12]):
        return None
    # Quoted to the crew as they wrote it (accents kept) when folding kept the length.
    return (question if len(folded) == len(question) else folded)[m.start():m.end()].strip(" ،?؟:؛!")
