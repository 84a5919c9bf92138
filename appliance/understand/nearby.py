"""A place near a station but not at it: "the ridge north of Béjaïa", "the valley below Sidi Bel Abbes",
"10 km east of X", "the pine forest just outside X", "la crête au nord de la ville". The station's figures
are the nearest the box holds, but they were not measured there: the answer gives them with a warning,
never as if they were the place's own (the gazetteer's towns and provinces are read in places.py)."""
import re

from appliance.understand.typos import fold_accents

FEATURE = (r"ridges?|ridgeline|valleys?|hills?|hillsides?|hilltops?|plateau|crests?|crete|valle|sierra|gorges?|canyons?|"
           r"slopes?|mountains?|forests?|foret|bosque|woods|farms?|fields|beach|plage|playa|outskirts|countryside|"
           r"villages?|line|fire ?line|drainage|creek|river|pass|col|collines?|montagnes?|montes?|monts?|cerros?|laderas?|pentes?|"
           r"bosques?|colinas?|valles|vallees?|vallee")
RELATION = (r"north|south|east|west|northeast|northwest|southeast|southwest|nord|sud|l'est|l'ouest|norte|sur|este|oeste|"
            r"above|below|outside|past|beyond|behind|up|down|across|over|au-dessus|en dessous|encima|debajo|"
            r"\d+ ?km")
# what the place lies off: "north of Béjaïa", "below Sidi Bel Abbes" (a capitalised name), kept in the quote
OF = r"(?:\s+(?:of|from|de|du|del|des|de la)\b[^,.?;]{0,30}|\s+(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})?"
# "the ridge north of X", "up on the slopes above X", "en el valle al sur de X", "10 km east of X"
NEAR = re.compile(rf"\b(?:(?:the|a|la|le|el|los|las|les)\s+)?(?:(?:pine|oak|cedar|whole)\s+)?(?:{FEATURE})\b[^,.?;]{{0,30}}?"
                  rf"\b(?:{RELATION})\b{OF}|\b\d+ ?(?:km|kilometres|kilometers|miles?)\s+(?:north|south|east|west|\w+ward|"
                  rf"(?:a l'|al |au |a la )?(?:est|ouest|nord|sud|norte|sur|este|oeste))\b{OF}",
                  re.IGNORECASE)
WHOLE_REGION = re.compile(r"\b(?:whole|entire|all of the|across the|toute la|todo el|toda la)\s+(?:wilaya|province|region|area|county|"
                          r"district|prefecture)\b", re.IGNORECASE)
NOT_A_PLACE = re.compile(r"\b(coast(?:al)? (?:station|one)|inland (?:station|one)|fire ?line (?:is|was)|on the line)\b", re.IGNORECASE)


def near_part(question: str) -> str | None:
    """The words naming a place near but not at a station, or None."""
    folded = fold_accents(question)
    text = NOT_A_PLACE.sub(lambda m: " " * len(m.group(0)), folded)
    m = NEAR.search(text) or WHOLE_REGION.search(text)
    if not m:
        return None
    # Quoted to the crew as they wrote it (accents kept) when folding kept the length.
    return (question if len(folded) == len(question) else folded)[m.start():m.end()].strip()
