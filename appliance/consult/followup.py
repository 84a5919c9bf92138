"""Follow-up questions in a consultation: pack facts the question touches, then the orchestrator.

Before anything else the box checks whether the packs cover what the question names (a scenario,
another place) and says plainly when they do not — the paper's RCP 8.5 and Naperville failures.
"""
import calendar
import re

from appliance.consult.places import find_places
from appliance.consult.profile import parse_scenario, scenario_label
from appliance.packs.fwi import fwi_at
from appliance.packs.incidents import incidents_near

SEASON_OF = {12: "DJF", 1: "DJF", 2: "DJF", 3: "MAM", 4: "MAM", 5: "MAM",
             6: "JJA", 7: "JJA", 8: "JJA", 9: "SON", 10: "SON", 11: "SON"}


def _month_in(question: str) -> int | None:
    low = question.lower()
    for m in range(1, 13):
        if re.search(rf"\b{calendar.month_name[m].lower()}\b", low):
            return m
    return None


def pack_notes(box, state: dict, question: str) -> list[str]:
    notes = []
    radius = state["findings"][0]["figures"].get("radius_km") if state["findings"] else None
    radius = radius or box.config.consult.radius_km
    scenario = parse_scenario(question)
    have = [r["scenario"] for r in box.db.query("SELECT DISTINCT scenario FROM pack_fwi ORDER BY scenario")]
    if scenario and scenario not in have:
        names = ", ".join(scenario_label(h) if h != "historical" else h for h in have) or "nothing"
        notes.append(f"No loaded pack holds {scenario_label(scenario)} data; the fire-weather packs hold: {names}. "
                     f"The box will not make up {scenario_label(scenario)} values.")
    profile_place = (state["profile"].get("location") or {}).get("place")
    for place in find_places(question):
        if profile_place and place["id"] == profile_place["id"]:
            continue
        if not incidents_near(box.db, place["lat"], place["lon"], radius) and not fwi_at(box.db, place["lat"], place["lon"], None):
            regions = [r["name"] for r in box.db.query("SELECT json_extract(region_json, '$.name') AS name FROM packs"
                                                      " WHERE kind != 'literature' ORDER BY name")]
            notes.append(f"The loaded packs have no data for {place['label']}; they cover: {'; '.join(regions)}.")
    month = _month_in(question)
    if month and profile_place:
        near = incidents_near(box.db, profile_place["lat"], profile_place["lon"], radius)
        for r in near:
            notes.append(f"{r['title']}: {r['by_month'][month]} of {r['n_within']} recorded fires within {radius:g} km "
                         f"were in {calendar.month_name[month]}.")
        for r in fwi_at(box.db, profile_place["lat"], profile_place["lon"], None):
            for v in r["values"]:
                if v["scenario"] == "historical" and v["season"] == SEASON_OF[month]:
                    notes.append(f"{r['title']}: {v['season']} index {v['fwi']:g} ({v['danger_class']}), {v['scenario_name']} {v['period']}"
                                 + (" — SYNTHETIC values." if r["synthetic"] else "."))
    return notes


def answer_follow_up(box, state: dict, session_id: str, question: str) -> dict:
    question = question.strip()
    if not question:
        raise ValueError("an empty question")
    notes = pack_notes(box, state, question)
    orchestrator = getattr(box, "orchestrator", None)
    box_answer, problem = None, None
    if orchestrator is not None:
        try:
            box_answer = orchestrator.answer(question, session_id=session_id).to_json()
        except Exception as exc:  # the pack notes still stand; say what failed
            problem = f"the orchestrator failed: {str(exc)[:120]}"
    else:
        problem = "the orchestrator is not running"
    parts = notes + ([f"From the box: {box_answer['answer']}"] if box_answer else []) + ([f"({problem})"] if problem else [])
    return {"question": question, "answer": " ".join(parts) or "The packs and the box hold nothing on this question.",
            "pack_notes": notes, "orchestrator": box_answer}
