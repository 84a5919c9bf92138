"""Follow-up questions in a consultation: pack facts the question touches, the report's own
figures, then the orchestrator.

Before anything else the box checks whether the packs cover what the question names (a scenario,
another place) and says plainly when they do not — the paper's RCP 8.5 and Naperville failures.
A question the report already answers ("Which month had the most fires?") is answered from the
report's figures, matched by meaning (understanding.match_labels over data/labels.json "report");
only a question about the box's own live data goes to the orchestrator, read with the same frame
parser as the crew's questions.
"""
import calendar
import re
import time

from appliance.consult.places import GazetteerUnavailable, find_places
from appliance.consult.profile import parse_scenario, scenario_label
from appliance.consult.understanding import match_labels
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
    try:
        named = find_places(question, box.db)
    except GazetteerUnavailable as exc:
        named = []
        notes.append(f"Places in the question were not checked: {exc}.")
    for place in named:
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


REPORT_FLOOR = 0.6   # a follow-up must mean one of the report's figures this clearly to be answered from it
MONTH = list(calendar.month_name)


def _finding(state: dict, tool: str) -> dict | None:
    return next((f for f in state["findings"] if f["tool"] == tool), None)


def report_answer(state: dict, question: str, embedder) -> dict | None:
    """The report's own figure for a question about it, or None when the question is about something else."""
    labels = match_labels(question, embedder, "report", floor=REPORT_FLOOR)
    if not labels:
        return None
    label, place = labels[0], ((state["profile"].get("location") or {}).get("place") or {}).get("label", "the place")
    inc, fwi = _finding(state, "incidents"), _finding(state, "fire_weather")
    if label in ("peak_month", "fire_count", "nearest_fire", "largest_fire"):
        if inc is None or inc.get("no_data"):
            return {"label": label, "text": "The report has no recorded fires for this place"
                    + (f" (step {inc['n']}: {inc['text']})" if inc else " (no incidents step was run).")}
        fig, where = inc["figures"], f"within {inc['figures']['radius_km']:g} km of {place}"
        by_month = {int(k): v for k, v in fig["by_month"].items()}
        if label == "peak_month":
            month = max(by_month, key=lambda m: (by_month[m], -m))
            text = f"{MONTH[month]} had the most recorded fires {where}: {by_month[month]} of {fig['n_within']}."
        elif label == "fire_count":
            text = f"{fig['n_within']} of the pack's {fig['n_total']} recorded fires lie {where}."
        elif label == "nearest_fire":
            text = f"The nearest recorded fire is {fig['nearest_km']:g} km from {place}."
        else:
            text = (f"The largest burned area recorded {where} is {fig['largest_ha']:g} ha." if fig.get("largest_ha")
                    else f"The pack gives no burned area for the fires {where}.")
        return {"label": label, "text": f"{text} (Report step {inc['n']}.)", "step": inc["n"]}
    values = (fwi or {}).get("figures", {}).get("values") or []
    if not values:
        return {"label": label, "text": "The report has no fire-weather index for this place"
                + (f" (step {fwi['n']}: {fwi['text']})" if fwi else " (no fire-weather step was run).")}
    top = max(values, key=lambda v: v["fwi"])
    return {"label": label, "step": fwi["n"],
            "text": f"The highest seasonal index in the report is {top['season']} {top['fwi']:g} "
                    f"({top['danger_class'] or 'no class'}), {top['scenario_name']} {top['period']}. (Report step {fwi['n']}.)"}


def _frame(box, question: str) -> dict | None:
    """The follow-up read as a crew question (appliance/understand), for the audit and the routing."""
    try:
        from appliance.understand import known_stations, parse_question

        return parse_question(question, now=time.time(), stations=known_stations(box.db),
                              embedder=getattr(box, "embedder", None)).to_json()
    except Exception:  # the understanding layer is optional for the consultation: the report still answers
        return None


def answer_follow_up(box, state: dict, session_id: str, question: str) -> dict:
    question = question.strip()
    if not question:
        raise ValueError("an empty question")
    notes = pack_notes(box, state, question)
    frame = _frame(box, question)
    from_report = report_answer(state, question, getattr(box, "embedder", None))
    names_station = bool(frame and frame["stations"])
    box_answer, problem = None, None
    if from_report is None or names_station:
        orchestrator = getattr(box, "orchestrator", None)
        if orchestrator is not None:
            try:
                box_answer = orchestrator.answer(question, session_id=session_id).to_json()
            except Exception as exc:  # the pack notes still stand; say what failed
                problem = f"the orchestrator failed: {str(exc)[:120]}"
        else:
            problem = "the orchestrator is not running"
    parts = notes + ([from_report["text"]] if from_report else []) \
        + ([f"From the box: {box_answer.get('text') or box_answer['answer']}"] if box_answer else []) \
        + ([f"({problem})"] if problem else [])
    return {"question": question, "answer": " ".join(parts) or "The packs and the box hold nothing on this question.",
            "pack_notes": notes, "report": from_report, "frame": frame, "orchestrator": box_answer}
