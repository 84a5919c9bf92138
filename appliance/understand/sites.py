"""Is a question asked across the incident's sites ("which crew is in the worst conditions?", "any engine seen
fire?")? A phrase list from data/sites.json, matched on the simplified question: a slot like the stations, which
a command post reads to answer over every site (fleet/over_sites.incident_question) and a lone box ignores."""
import json
import re
from functools import lru_cache
from pathlib import Path

from appliance.understand.parse import simplify

SITES_PATH = Path(__file__).with_name("data") / "sites.json"


@lru_cache(maxsize=1)
def _across() -> re.Pattern:
    words = json.loads(SITES_PATH.read_text(encoding="utf-8"))["across"]
    alts = [re.escape(simplify(w)) for w in words]
    return re.compile(r"(?<!\w)(?:" + "|".join(alts) + r")(?!\w)")


def asks_across_incident(question: str) -> bool:
    return bool(_across().search(simplify(question)))
