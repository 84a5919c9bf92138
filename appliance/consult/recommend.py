"""Recommendations tied to the role and concerns: templates (data) filled from findings' figures.

The model may only pick which of the matching templates to show (one bounded call); each
recommendation cites at most one reference, and only one that a loaded literature pack holds.
"""
import calendar
import json
from pathlib import Path

from appliance.packs.literature import cite, search_literature

TEMPLATES = json.loads(Path(__file__).with_name("data").joinpath("recommendations.json").read_text())["templates"]
CITE_MIN_SCORE = 0.3  # below this cosine the best reference is about something else: cite nothing
MAX_SHOWN = 3


def facts_from(findings: list[dict]) -> dict:
    """Named figures the templates may use, all taken from the findings (hence from the packs)."""
    facts: dict = {}
    for f in findings:
        if f["tool"] == "incidents" and not f["no_data"]:
            g = f["figures"]
            facts.update(radius_km=f"{g['radius_km']:g}", n_within=g["n_within"])
            if g.get("peak_month"):
                facts.update(peak_month=calendar.month_name[g["peak_month"]], peak_count=g["by_month"][g["peak_month"]])
        if f["tool"] == "fire_weather" and f["figures"].get("values"):
            vals = f["figures"]["values"]
            name = lambda v: f"{v['scenario_name']} {v['period']}"
            hist = [v for v in vals if v["scenario"] == "historical"] or vals
            peak = max(hist, key=lambda v: v["fwi"])
            low = min((v for v in hist if v["season"] != "DJF"), key=lambda v: v["fwi"], default=None)
            facts.update(peak_season=peak["season"], peak_fwi=f"{peak['fwi']:g}", peak_class=peak["danger_class"], peak_series=name(peak))
            if low:
                facts.update(low_season=low["season"], low_fwi=f"{low['fwi']:g}", low_class=low["danger_class"])
            jja = [v for v in vals if v["season"] == "JJA"]
            h = [v for v in jja if v["scenario"] == "historical"]
            p = [v for v in jja if v["scenario"] != "historical"]
            if h and p:
                facts.update(hist_jja=f"{h[0]['fwi']:g}", hist_series=name(h[0]), proj_jja=f"{p[-1]['fwi']:g}", proj_series=name(p[-1]))
    return facts


def _fill(template: dict, facts: dict) -> str | None:
    try:
        return template["text"].format_map(facts)
    except KeyError:
        return None


def recommend(profile: dict, findings: list[dict], db, embedder, budget) -> list[dict]:
    facts = facts_from(findings)
    tags = set((profile.get("concerns") or {}).get("tags", []))
    kind = (profile.get("role") or {}).get("kind", "other")
    scored = []
    for t in TEMPLATES:
        text = _fill(t, facts)
        if text is None:
            continue
        score = 2 * len(tags & set(t["tags"])) + (kind in t["roles"])
        scored.append((score, t["id"], t, text))
    scored.sort(key=lambda s: (-s[0], s[1]))
    matching = [s for s in scored if s[0] > 0] or scored
    if len(matching) > MAX_SHOWN:
        picked = budget.choose("Pick the recommendations that best fit this person and their concerns.",
                               f"role: {(profile.get('role') or {}).get('value', '')}; concerns: {(profile.get('concerns') or {}).get('value', '')}",
                               [s[1] for s in matching[:6]], many=True)
        if picked:
            matching = [s for s in matching if s[1] in picked] + [s for s in matching if s[1] not in picked]
    out = []
    for _, tid, t, text in matching[:MAX_SHOWN]:
        refs = [r for r in search_literature(db, embedder, t["query"], 1) if r["score"] >= CITE_MIN_SCORE]
        out.append({"id": tid, "text": text, "citation": cite(refs[0]) if refs else None,
                    "ref": {k: refs[0][k] for k in ("pack", "ref_id", "doi", "synthetic")} if refs else None})
    return out
