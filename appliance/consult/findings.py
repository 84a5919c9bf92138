"""One finding per plan step, written by the box from pack rows only (the model writes no figure).

Each finding: tool, text, figures (every number the text states), evidence (pack rows), plot,
and no_data=True where the pack has nothing for the place or scenario — then the text says so
and names what the packs do hold.
"""
import calendar
import json

from appliance.packs.fwi import fwi_at
from appliance.packs.incidents import incidents_near
from appliance.packs.literature import cite, search_literature
from appliance.consult.plots import bar_chart
from appliance.consult.profile import scenario_label

MONTH = list(calendar.month_name)  # MONTH[8] == "August"


def pack_regions(db, kind: str) -> list[str]:
    return [f"{p['title']} — {json.loads(p['region_json'])['name']}"
            for p in db.query("SELECT title, region_json FROM packs WHERE kind = ? ORDER BY name", [kind])]


def _no_pack(tool: str, what: str) -> dict:
    return {"tool": tool, "no_data": True, "figures": {}, "evidence": [], "plot": None,
            "text": f"No {what} pack is loaded on this box, so this step has no data. Load one with `appliance packs add PATH`."}


def incidents_finding(db, place: dict, radius_km: float, plot_path) -> dict:
    offers = pack_regions(db, "incidents")
    if not offers:
        return _no_pack("incidents", "fire-incident")
    found = incidents_near(db, place["lat"], place["lon"], radius_km)
    if not found:
        return {"tool": "incidents", "no_data": True, "figures": {"radius_km": radius_km}, "evidence": [], "plot": None,
                "offers": offers,
                "text": (f"No loaded incident pack has a recorded fire within {radius_km:g} km of {place['label']}; "
                         f"the box will not estimate one. What it does hold: {'; '.join(offers)}.")}
    r = found[0]
    manifest = json.loads(db.scalar("SELECT manifest_json FROM packs WHERE name = ?", [r["pack"]]))
    ranked = sorted(((n, m) for m, n in r["by_month"].items() if n), reverse=True)
    parts = [f"{r['title']}: {r['n_within']} of the pack's {r['n_total']} fires lie within {r['radius_km']:g} km of {place['label']}"
             + (" (positions are the source's grid cells, placed approximately)." if r["positions"].startswith("grid") else ".")]
    parts.append("By month: " + ", ".join(f"{MONTH[m]} {n}" for n, m in ranked[:4]) + ".")
    if r["by_year"]:
        parts.append("By year: " + ", ".join(f"{y}: {n}" for y, n in r["by_year"].items()) + ".")
    else:
        parts.append(f"The pack gives no year for each fire (it covers {manifest.get('period', 'an unstated period')}), "
                     "so there are no counts by year; counts by month are shown instead.")
    near, big = r["nearest"][0], r["largest"]
    parts.append(f"Nearest recorded fire: {near['distance_km']:g} km away (row {near['row_no']}"
                 + (f", cell {near['cell']}" if near["cell"] else "") + ").")
    if big:
        parts.append(f"Largest burned area nearby: {big['size_ha']:g} ha (row {big['row_no']}, {MONTH[big['month']]}).")
    if r["synthetic"]:
        parts.append("These are SYNTHETIC test data.")
    cit = manifest.get("citation")
    if cit:  # CC BY asks for attribution beside the figures
        parts.append(f"Source: {cit['authors']} ({cit['year']}), licence {r['licence']}.")
    plot = bar_chart(plot_path, f"Fires within {radius_km:g} km by month ({r['pack']})",
                     [MONTH[m][:3] for m in range(1, 13)], {"fires": [r["by_month"][m] for m in range(1, 13)]}, "fires")
    return {"tool": "incidents", "no_data": False, "text": " ".join(parts), "plot": str(plot),
            "figures": {"radius_km": radius_km, "n_within": r["n_within"], "n_total": r["n_total"],
                        "by_month": r["by_month"], "by_year": r["by_year"], "nearest_km": near["distance_km"],
                        "largest_ha": big["size_ha"] if big else None,
                        "peak_month": ranked[0][1] if ranked else None},
            "evidence": [{"pack": r["pack"], "licence": r["licence"], **row} for row in [near, big] if row],
            "citations": [f"{cit['authors']} ({cit['year']}). {cit['title']}. {cit.get('venue', '')}".strip()
                          + (f" doi:{cit['doi']}" if cit.get("doi") else "")] if cit else []}


def fwi_finding(db, place: dict, scenario: str | None, plot_path) -> dict:
    offers = pack_regions(db, "fwi_grid")
    if not offers:
        return _no_pack("fire_weather", "fire-weather (FWI)")
    found = fwi_at(db, place["lat"], place["lon"], scenario)
    if not found:
        return {"tool": "fire_weather", "no_data": True, "figures": {}, "evidence": [], "plot": None, "offers": offers,
                "text": (f"No loaded fire-weather pack has a grid cell near {place['label']}; the box will not "
                         f"estimate a value. What it does hold: {'; '.join(offers)}.")}
    r = found[0]
    parts = []
    if r["asked_missing"]:
        have = ", ".join(r["scenario_names"].get(s, s) for s in r["scenarios"])
        asked = scenario_label(scenario)
        parts.append(f"The pack has no {asked} data for this place (it holds: {have}). "
                     f"Shown instead are the scenarios it has — these are not {asked} values.")
    series: dict[str, dict] = {}
    for v in r["values"]:
        series.setdefault(f"{v['scenario_name']} {v['period']}", {})[v["season"]] = v
    for name, by_season in series.items():
        parts.append(f"{name}: " + ", ".join(f"{s} {v['fwi']:g} ({v['danger_class'] or 'no class'})" for s, v in by_season.items()) + ".")
    parts.append(f"From {r['title']}, grid cell {r['cell'][0]:g}, {r['cell'][1]:g} ({r['distance_km']:g} km from the place)"
                 + (f"; classes: {r['class_source']}." if r["class_source"] else "."))
    if r["synthetic"]:
        parts.append("These are SYNTHETIC test values, not climate model output: not for decisions.")
    seasons = ["DJF", "MAM", "JJA", "SON"]
    plot = bar_chart(plot_path, f"Fire Weather Index by season ({r['pack']})", seasons,
                     {n: [s.get(x, {}).get("fwi", 0) for x in seasons] for n, s in series.items()}, "FWI")
    return {"tool": "fire_weather", "no_data": r["asked_missing"], "text": " ".join(parts), "plot": str(plot),
            "figures": {"values": r["values"], "cell": r["cell"], "distance_km": r["distance_km"]},
            "evidence": [{"pack": r["pack"], "licence": r["licence"], "cell": r["cell"]}], "asked": scenario,
            "citations": []}


def literature_finding(db, embedder, query: str, k: int) -> dict:
    if not db.scalar("SELECT COUNT(*) FROM packs WHERE kind = 'literature'"):
        return _no_pack("literature", "literature")
    refs = search_literature(db, embedder, query, k)
    lines = [f"[{i}] {cite(r)}" + (" (SYNTHETIC reference)" if r["synthetic"] else "") for i, r in enumerate(refs, 1)]
    return {"tool": "literature", "no_data": not refs, "figures": {}, "plot": None,
            "text": "Most relevant references in the loaded packs: " + " ".join(lines) if refs else "No reference matched.",
            "evidence": [{k2: r[k2] for k2 in ("pack", "ref_id", "title", "authors", "year", "doi", "abstract")} for r in refs],
            "citations": [cite(r) for r in refs]}


def live_finding(orchestrator, question: str, session_id: str) -> dict:
    if orchestrator is None:
        return {"tool": "live_conditions", "no_data": True, "figures": {}, "evidence": [], "plot": None,
                "text": "The box's orchestrator is not running, so live sensor conditions were not read."}
    try:
        answer = orchestrator.answer(question, session_id=session_id).to_json()
    except Exception as exc:  # the consultation goes on without live data and says why
        return {"tool": "live_conditions", "no_data": True, "figures": {}, "evidence": [], "plot": None,
                "text": f"Live conditions could not be read: {str(exc)[:120]}"}
    return {"tool": "live_conditions", "no_data": not answer.get("evidence"), "figures": {}, "plot": None,
            "text": f"From the box's own sensors (not a pack): {answer['answer']}", "evidence": answer.get("evidence", []),
            "answer_id": answer.get("id")}
