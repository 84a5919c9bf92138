"""The profile step: interpret one answer at a time into the profile.

Rules first (keywords, durations, coordinates), then the same understanding as the crew's
questions (stations, the gazetteer, IntentMatch over labels kept as data: understanding.py), and
the model only to choose when neither decides.

The profile is plain data: {field: {"value", "status": answered|skipped, ...derived keys}}.
"""
import json
import re
from pathlib import Path

from appliance.consult.places import GazetteerUnavailable, find_places
from appliance.consult.understanding import horizon_years, match_labels

SCRIPT = json.loads(Path(__file__).with_name("data").joinpath("questions.json").read_text())
QUESTIONS = SCRIPT["questions"]
FIELDS = [q["field"] for q in QUESTIONS]
HORIZONS, ROLE_KINDS, CONCERN_TAGS = SCRIPT["horizons"], SCRIPT["role_kinds"], SCRIPT["concern_tags"]
SCENARIO = re.compile(r"\b(rcp|ssp\d?-?)\s*(\d)\.?(\d)\b", re.I)
UNSURE = re.compile(r"\b(don'?t know|not sure|unsure|no idea)\b", re.I)


def parse_scenario(text: str) -> str | None:
    """'RCP 8.5' -> 'rcp85' (the key packs use); None when the text names no scenario."""
    m = SCENARIO.search(text or "")
    return f"{m.group(1).lower().rstrip('-')}{m.group(2)}{m.group(3)}" if m else None


def scenario_label(key: str | None) -> str:
    """'rcp85' -> 'RCP 8.5', as people write it."""
    m = re.fullmatch(r"([a-z]+)(\d)(\d)", key or "")
    return f"{m.group(1).upper()} {m.group(2)}.{m.group(3)}" if m else str(key)


def horizon_key(years: float) -> str:
    """A planning horizon in years -> the script's horizon key (a season or less is 'now')."""
    return "now" if years <= 1 else "1-5y" if years <= 5 else "5-10y" if years <= 10 else "10-30y" if years <= 30 \
        else "unknown"


def parse_horizon(text: str, budget) -> str:
    low = text.lower()
    if UNSURE.search(low):
        return "unknown"
    if re.search(r"\b(now|current|currently)\b", low):
        return "now"
    years = horizon_years(low)   # "next 7 days", "two weeks", "the next decade", "this season"
    if years is not None:
        return horizon_key(years)
    picked = budget.choose("Pick the planning horizon the text means.", text, list(HORIZONS))
    return picked[0] if picked else "unknown"


def role_kind(text: str, budget) -> str:
    low = text.lower()
    for kind, words in ROLE_KINDS.items():
        if any(w in low for w in words):
            return kind
    picked = budget.choose("Pick the kind of job the text describes.", text, list(ROLE_KINDS))
    return picked[0] if picked else "other"


def concern_tags(text: str, budget, embedder=None) -> list[str]:
    low = text.lower()
    tags = [tag for tag, words in CONCERN_TAGS.items() if any(w in low for w in words)]
    if tags:
        return tags
    tags = match_labels(text, embedder, "concerns")   # IntentMatch over the labels' descriptions and examples
    if tags:
        return tags[:3]
    picked = budget.choose("Pick the topics the concerns are about.", text, list(CONCERN_TAGS), many=True)
    return picked or []


def interpret(field: str, text: str, budget, db=None, embedder=None) -> dict:
    """The profile entry for an answer; a location that is ambiguous or unknown says so instead.

    `db` lets a location name one of the box's own stations; `embedder` matches concerns by meaning."""
    text = text.strip()
    entry = {"value": text, "status": "answered"}
    if field == "role":
        entry["kind"] = role_kind(text, budget)
    elif field == "location":
        try:
            places = find_places(text, db)
        except GazetteerUnavailable as exc:
            return {"value": text, "status": "unknown_place", "why": str(exc)}
        if len(places) == 1:
            entry["place"] = places[0]
        elif places:
            return {"value": text, "status": "ambiguous", "options": places}
        else:
            return {"value": text, "status": "unknown_place"}
    elif field == "horizon":
        entry["key"] = parse_horizon(text, budget)
        entry["label"] = HORIZONS[entry["key"]]
    elif field == "concerns":
        entry["tags"] = concern_tags(text, budget, embedder)
    if field in ("concerns", "scope") and parse_scenario(text):
        entry["scenario"] = parse_scenario(text)
    return entry


def scenario_of(profile: dict) -> str | None:
    for field in ("scope", "concerns"):
        if profile.get(field, {}).get("scenario"):
            return profile[field]["scenario"]
    return None


def summary_lines(profile: dict) -> list[str]:
    """The profile as shown for confirmation: what the box understood, and what was skipped."""
    lines = []
    for q in QUESTIONS:
        e = profile.get(q["field"])
        if not e or e["status"] == "skipped":
            lines.append(f"{q['field']}: (skipped)")
            continue
        extra = {"role": lambda: f" [{e['kind']}]",
                 "location": lambda: f" -> {e['place']['label']} ({e['place']['lat']:.4f}, {e['place']['lon']:.4f})",
                 "horizon": lambda: f" -> {e['label']}",
                 "concerns": lambda: f" [{', '.join(e['tags']) or 'no topic recognised'}]",
                 "scope": lambda: ""}[q["field"]]()
        if e.get("scenario"):
            extra += f" (scenario {e['scenario']})"
        lines.append(f"{q['field']}: {e['value']}{extra}")
    return lines
