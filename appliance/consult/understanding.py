"""The consultation reads answers and follow-ups with the same understanding as the crew's
questions: stations and places through appliance/understand and the provisioned gazetteer, and
labels (concerns, report questions) by IntentMatch with the box's text embedder over descriptions
and example phrasings kept as data (data/labels.json). The model only breaks a tie the embedder
cannot (ModelBudget), never picks when the wording already decides.
"""
import json
import re
from pathlib import Path

import numpy as np

LABELS = json.loads(Path(__file__).with_name("data").joinpath("labels.json").read_text())
FLOOR = 0.45       # below this cosine no label matches the text well enough
MARGIN = 0.04      # labels this close to the best one are kept too (a text can name two concerns)
UNIT_YEARS = {"minute": 1 / 525600, "hour": 1 / 8760, "day": 1 / 365, "week": 7 / 365, "fortnight": 14 / 365,
              "month": 1 / 12, "season": 0.25, "year": 1.0, "yr": 1.0, "decade": 10.0}
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
                "thirty": 30, "few": 3, "couple": 2, "several": 4}
DURATION = re.compile(r"\b(\d{1,3}(?:\.\d+)?|" + "|".join(NUMBER_WORDS) + r")?\s*(?:of\s+)?"
                      r"(minute|hour|day|week|fortnight|month|season|year|yr|decade)s?\b")
SOON = re.compile(r"\b(tomorrow|tonight|today|this (?:week|month|shift|season|summer|year)|next (?:week|month|season)|"
                  r"coming (?:days|weeks)|right now|now)\b")


class _Refs:
    def __init__(self, embedder, group: str):
        self.keys, texts = [], []
        for key, spec in LABELS[group].items():
            for t in [spec["description"], *spec["examples"]]:
                self.keys.append(key)
                texts.append(t)
        self.vectors = np.asarray(embedder.embed(texts), dtype=np.float32)


_refs: dict[tuple[int, str], _Refs] = {}


def label_scores(text: str, embedder, group: str) -> dict[str, float]:
    """{label: best cosine between the text and the label's description and examples}."""
    key = (id(embedder), group)
    if key not in _refs:
        _refs[key] = _Refs(embedder, group)
    refs = _refs[key]
    sims = np.asarray(embedder.embed([text]), dtype=np.float32)[0] @ refs.vectors.T
    out: dict[str, float] = {}
    for k, s in zip(refs.keys, sims):
        out[k] = max(out.get(k, -1.0), float(s))
    return out


def match_labels(text: str, embedder, group: str, floor: float = FLOOR) -> list[str]:
    """The labels of `group` the text means, best first; [] when none matches well enough."""
    if embedder is None or not text.strip():
        return []
    scores = label_scores(text, embedder, group)
    best = max(scores.values())
    if best < floor:
        return []
    return [k for k, v in sorted(scores.items(), key=lambda kv: -kv[1]) if v >= best - MARGIN]


def horizon_years(text: str) -> float | None:
    """'next 7 days' -> 0.019, 'the next decade' -> 10, 'this season' -> 0.25; None when no duration is named."""
    low = text.lower()
    longest = None
    for m in DURATION.finditer(low):
        amount = m.group(1)
        n = float(NUMBER_WORDS.get(amount, amount)) if amount else 1.0
        years = n * UNIT_YEARS[m.group(2)]
        longest = years if longest is None else max(longest, years)
    if longest is None and SOON.search(low):
        return 0.0
    return longest


def station_places(text: str, db) -> list[dict]:
    """The box's own weather stations the text names ('Bejaia', 'Sidi Bel Abbes, Algeria'), as places."""
    if db is None:
        return []
    from appliance.understand.stations import find_stations, known_stations

    stations = {s.device: s for s in known_stations(db)}
    return [{"id": f"station:{dev}", "name": stations[dev].name,
             "label": f"{stations[dev].name} (the box's station {dev})", "lat": stations[dev].lat,
             "lon": stations[dev].lon, "source": "station"} for dev in find_stations(text, list(stations.values()))]
