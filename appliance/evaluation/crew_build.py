"""Build data/crew_questions.jsonl: the crew questions with their gold frame, decision and facts.

Phrasings are data (data/crew_templates.jsonl, data/crew_sessions.jsonl), written by an engineer who had
not read the parser or its reference questions; numbers come from the CSV through crew_facts; the gold
decision follows PLAN.md's rules from what the seeded state can serve. Rebuild after editing the data:
    python -m appliance.evaluation.crew_build
The split is fixed: ~30 % dev, stratified by gold intent set, by a hash of the item (or session) id.
Later engineers' batches (BATCHES: data/crew_templates_devN.jsonl and data/crew_sessions_devN.jsonl, ids
"dN-..." and "dNs...", most written blind to the parser to measure phrasings nobody tuned on) are expanded
the same way and all go to dev: the split of the original items is computed over the original items alone,
so the held-out test split does not move.
A phrasing may name its stations as a list (a crew's shorthand such as "SBA" is no {st} name), and a session
turn may carry its language ("lang", English when absent).
"""
import hashlib
import json
import math
from collections import defaultdict
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts

DATA = Path(__file__).with_name("data")
TEMPLATES, SESSIONS, QUESTIONS = (DATA / f"crew_{n}.jsonl" for n in ("templates", "sessions", "questions"))
# The later engineers' batches, in the order they arrived: all dev, after the originals.
BATCHES = {name: (DATA / f"crew_templates_dev{name[1:]}.jsonl", DATA / f"crew_sessions_dev{name[1:]}.jsonl")
           for name in ("d2", "d3", "d4", "d5", "d6", "d7", "d9", "d8", "d10", "d11", "d12", "d13", "d14", "d15", "d16", "d17", "d18", "d19", "d20", "d21", "d23", "d22", "d24", "d25", "d27", "d26", "d29", "d28", "d30", "d32", "d31", "d34", "d33", "d36", "d35", "d38", "d37", "d40", "d39", "d42", "d44", "d41", "d46", "d43", "d48", "d45", "d50", "d47", "d52", "d49", "d54", "d51", "d56", "d53", "d58", "d55", "d60", "d57", "d62", "d59", "d64", "d61", "d66", "d63", "d68", "d69", "d65", "d70", "d72", "d67", "d75", "d74", "d71", "d77", "d78", "d73", "d80", "d81", "d76", "d82", "d83", "d85", "d86", "d79", "d87", "d88", "d89", "d90", "d92", "d93", "d84", "d94", "d95", "d96", "d97", "d91", "d99", "d100", "d102", "d101", "d98", "d104", "d105", "d106", "d107", "d103", "d109", "d110", "d111", "d108", "d113", "d114", "d112")
           if (DATA / f"crew_templates_dev{name[1:]}.jsonl").exists()}
# The sealed batch: written blind by someone who never saw the parser, never opened by anyone after, never
# in crew_questions.jsonl nor in any training set; built in memory and scored once (`appliance eval crew
# --split sealed`), that first score logged in arrivals.jsonl with sealed: true.
SEALED_DIR = Path(__file__).with_name("sealed")
DEV_SHARE = 0.3
# Names as a crew types them: diacritics, hyphens, capitals, typos (the last two of each list).
NAMES = {"bejaia": ["Bejaia", "Béjaïa", "bejaia", "Bejaïa", "Béjaia", "BEJAIA", "Bejaya", "Bejia"],
         "sidi-bel-abbes": ["Sidi-Bel Abbes", "Sidi Bel Abbes", "sidi-bel-abbes", "Sidi Bel Abbès",
                            "Sidi-Bel-Abbès", "sidi bel abbes", "Sidi Bel Abes", "Sidi Belabbes"]}
TYPO_NAMES = {"Bejaya", "Bejia", "Sidi Bel Abes", "Sidi Belabbes"}
HOURS = {15: "a quarter of an hour", 30: "half an hour", 60: "an hour", 90: "an hour and a half", 120: "two hours"}
# What the demo seed (appliance/demo/seed.py) holds decides what can be served:
# - the stations' readings carry no wind direction (the CSV has none), so a projection can give the
#   head's distance but not where it lies: spread is partly served (warn); drift, a distance, is served;
# - live readings carry no fire label (a station cannot know it), but the box's record of past fires, the
#   analog index built from the CSV's Classes column, is seeded (lead's decision): analog questions and
#   fire-day counts are served; with FIRE_HISTORY_STORED False they would be partly served (warn);
# - a drone sortie with one fire frame (12:25 local, 2012-09-30, north-east of Sidi-Bel Abbes), the
#   shipped documents (edge_data/documents); no photo is attached to any question.
WIND_DIRECTION_STORED = False
FIRE_HISTORY_STORED = True
SERVABLE = {"frames": True, "spread": WIND_DIRECTION_STORED, "drift": True, "documents": True,
            "capabilities": True, "photo": False, "out_of_scope": False, "refuse": False, "tactical": False}
PARTLY = {"spread"}             # intents whose unserved case is still a warn (a part of it is served)
DATA_INTENTS = {"current_conditions", "danger", "compare_stations", "summary", "analogs"}


def gold_decision(intents: list[str], stations, days, follow_up: bool) -> tuple[str, list[str]]:
    """(decision, served intents) by PLAN.md's rules."""
    served = []
    for intent in intents:
        if intent in DATA_INTENTS:
            ok = days is None or all(crew_facts.has_data(dev, days) for dev in (stations or crew_facts.STATIONS))
        elif intent == "explain":
            ok = follow_up
        else:
            ok = SERVABLE[intent]
        if ok:
            served.append(intent)
    if len(served) == len(intents):
        return "answer", served
    if served or intents == ["tactical"] or set(intents) & PARTLY:   # tactical alone: the facts bearing on it
        return "warn", served
    return "abstain", served


def _phrasing(p) -> dict:
    return p if isinstance(p, dict) else {"q": p}


def expand_template(t: dict) -> list[dict]:
    items = []
    for i, raw in enumerate(t["phrasings"]):
        p = _phrasing(raw)
        text, lang = p["q"], p.get("lang", t.get("lang", "en"))
        mode = p.get("stations", t.get("stations", "none"))
        dev = crew_facts.STATIONS[i % 2]
        other = crew_facts.STATIONS[(i + 1) % 2]
        name = NAMES[dev][(i // 2 + len(t["key"])) % len(NAMES[dev])]
        name2 = NAMES[other][(i // 2 + 1) % len(NAMES[other])]
        if isinstance(mode, list):      # named in the crew's own shorthand, not through {st}
            stations = sorted(mode)
        elif mode == "both":
            stations = sorted(crew_facts.STATIONS)
        elif "{st}" in text and mode == "alt":
            stations = [dev]
        else:
            stations = None
        key = t["days"][i % len(t["days"])]
        when = crew_days.resolve(key, lang, i + len(t["key"]), with_year=t["key"].startswith("nodata"))
        h = t["horizons"][i % len(t["horizons"])] if "horizons" in t else None
        coords = t["coords"][i % len(t["coords"])] if "coords" in t else None
        thr = t["thr"][i % len(t["thr"])] if "thr" in t else None
        q = text.format(st=name, st2=name2, day=when["phrase"], date=when["bare"], h=h, hh=HOURS.get(h, f"{h} minutes"),
                        lat=coords[0] if coords else "", lon=coords[1] if coords else "", thr=thr).replace("  ", " ")
        if lang != "fr":        # French keeps its space before "?"
            q = q.replace(" ?", "?").replace(" .", ".").replace(" ,", ",")
        by_phrasing = t.get("intents_by_phrasing")
        intents = by_phrasing[i % len(by_phrasing)] if by_phrasing else None
        item = {"id": f"{t['key']}-{i + 1:02d}", "session": None, "turn": None, "lang": lang, "question": q,
                "intents": intents or t["intents"], "stations": stations, "when": key, "time": when["time"],
                "days": when["days"], "horizon_min": h, "coords": coords, "thr": thr,
                "needs_fire_history": bool(t.get("needs_fire_history")),
                "tokens": p.get("facts") or (t.get("facts_by_phrasing") or [None] * (i + 1))[i] or t.get("facts", []), "decision": t.get("decision"),
                "names": [name] + ([name2] if "{st2}" in text else []) if stations and not isinstance(mode, list) else []}
        if p.get("intents_alt"):
            item["intents_alt"] = p["intents_alt"]
        items.append(item)
    return items


def expand_turn(row: dict) -> dict:
    when = crew_days.resolve(row["when"], "en", 0)
    stations = row["stations"]
    if stations == ["=watch"]:
        stations = [crew_facts.watch_station(crew_days.TODAY.isoformat())]
    return {"id": f"{row['session']}-t{row['turn']}", "session": row["session"], "turn": row["turn"], "lang": row.get("lang", "en"),
            "question": row["question"], "intents": row["intents"], "stations": stations, "when": row["when"],
            "time": when["time"], "days": when["days"], "horizon_min": row.get("horizon_min"), "coords": None,
            "thr": None, "tokens": row["facts"], "decision": row.get("decision"), "names": [],
            "needs_fire_history": bool(row.get("needs_fire_history")), "intents_alt": row.get("intents_alt")}


def finish(item: dict) -> dict:
    """Gold decision, facts and tags from the expanded item; drops the builder's working fields."""
    follow_up = bool(item["session"]) and item["turn"] > 1
    decision, served = gold_decision(item["intents"], item["stations"], item["days"], follow_up)
    decision = item["decision"] or decision
    tokens = [("=spread_answered" if tok == "=spread" and WIND_DIRECTION_STORED else tok) for tok in item["tokens"]]
    facts = crew_facts.resolve_facts(tokens, item["stations"], item["days"], item["thr"])
    if item["needs_fire_history"] and not FIRE_HISTORY_STORED:
        served = [i for i in served if i not in ("analogs", "summary")]
        decision = "warn" if decision == "answer" else decision
        facts = [f for f in facts if not isinstance(f, (int, float))]       # the counts cannot be known
    if decision == "abstain" and not any(i in ("out_of_scope", "refuse", "photo") for i in item["intents"]):
        facts = []          # nothing to quote; the decision carries the score
    entities = {"stations": item["stations"], "time": item["time"], "horizon_min": item["horizon_min"],
                "coords": item["coords"]}
    tags = sorted({*(["follow_up"] if follow_up else []), *(["two_station"] if item["stations"] and len(item["stations"]) == 2 else []),
                   *(["diacritics"] if any(not n.isascii() for n in item["names"]) or not item["question"].isascii() else []),
                   *(["typo"] if TYPO_NAMES & set(item["names"]) else []),
                   *(["relative_date"] if item["when"] in crew_days.RELATIVE or "hours" in crew_days.WINDOWS.get(item["when"], {}) else []),
                   *(["hostile"] if "refuse" in item["intents"] or "danger-inject" in item["id"] else []),
                   *(["no_data"] if item["id"].startswith("nodata") else [])})
    out = {"id": item["id"], "split": None, "session": item["session"], "turn": item["turn"], "lang": item["lang"],
           "question": item["question"], "intents": sorted(item["intents"]), "entities": entities,
           "decision": decision, "served": sorted(served), "facts": facts, "tags": tags}
    if item.get("intents_alt"):
        out["intents_alt"] = [sorted(a) for a in item["intents_alt"]]
    return out


def assign_split(items: list[dict]) -> None:
    """Sessions stay whole; within each stratum (gold intent set; sessions form one) the units whose id
    hashes lowest go to dev, round(30 %) of them."""
    units = defaultdict(list)
    for it in items:
        units[it["session"] or it["id"]].append(it)
    strata = defaultdict(list)
    for uid, members in units.items():
        strata["session" if members[0]["session"] else "+".join(members[0]["intents"])].append(uid)
    for uids in strata.values():
        uids.sort(key=lambda u: hashlib.sha1(u.encode()).hexdigest())
        n_dev = math.floor(len(uids) * DEV_SHARE + 0.5)
        for k, uid in enumerate(uids):
            for it in units[uid]:
                it["split"] = "dev" if k < n_dev else "test"


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]


def expand(templates: Path, sessions: Path) -> list[dict]:
    items = [finish(it) for t in read_jsonl(templates) for it in expand_template(t)]
    return items + [finish(expand_turn(row)) for row in read_jsonl(sessions)]


def build(dev2: bool = True) -> list[dict]:
    """The original items, split among themselves; then (dev2) the later engineers' batches, all in dev."""
    items = expand(TEMPLATES, SESSIONS)
    assign_split(items)
    if dev2:
        for templates, sessions in BATCHES.values():
            extra = expand(templates, sessions)
            for it in extra:
                it["split"] = "dev"
            items += extra
        ids = [it["id"] for it in items]
        if len(set(ids)) != len(ids):
            raise ValueError(f"duplicate question ids: {sorted({i for i in ids if ids.count(i) > 1})}")
    return items


def build_sealed(folder: Path = SEALED_DIR) -> list[dict]:
    """The sealed batch's items (split "sealed"), expanded in memory from every templates/sessions pair there."""
    items = []
    for templates in sorted(folder.glob("crew_templates_*.jsonl")):
        sessions = templates.with_name(templates.name.replace("templates", "sessions"))
        extra = expand(templates, sessions) if sessions.exists() else \
            [finish(it) for t in read_jsonl(templates) for it in expand_template(t)]
        for it in extra:
            it["split"] = "sealed"
        items += extra
    return items


def sealed_name(folder: Path = SEALED_DIR) -> str | None:
    """The sealed batch's name ("d16" from crew_templates_d16.jsonl): its arrival line is logged under it."""
    names = sorted(t.name[len("crew_templates_"):-len(".jsonl")] for t in folder.glob("crew_templates_*.jsonl"))
    return "+".join(names) or None


def write(items: list[dict], path: Path = QUESTIONS) -> None:
    path.write_text("".join(json.dumps(it, ensure_ascii=False) + "\n" for it in items), encoding="utf-8")


if __name__ == "__main__":
    import sys
    if "--check-sealed" in sys.argv:        # counts only: the sealed items are never printed
        from collections import Counter
        sealed = build_sealed()
        print(f"sealed batch: {len(sealed)} questions; languages {dict(Counter(i['lang'] for i in sealed))}; "
              f"decisions {dict(Counter(i['decision'] for i in sealed))}; "
              f"sessions {len({i['session'] for i in sealed if i['session']})}")
        sys.exit(0)
    built = build()
    write(built)
    print(f"{len(built)} questions -> {QUESTIONS} ({sum(i['split'] == 'dev' for i in built)} dev)")
