"""The analysis step: run the confirmed plan step by step, then recommendations, into one report."""
import time

from appliance.consult import findings as F
from appliance.consult.model_budget import ModelBudget
from appliance.consult.recommend import recommend
from appliance.store.answers import save_answer


def _no_place(tool: str, db) -> dict:
    kind = {"incidents": "incidents", "fire_weather": "fwi_grid"}[tool]
    offers = F.pack_regions(db, kind)
    return {"tool": tool, "no_data": True, "figures": {}, "evidence": [], "plot": None, "offers": offers,
            "text": "The profile has no confirmed location, so the box cannot look up place data. "
                    + (f"It holds: {'; '.join(offers)}." if offers else "No pack of this kind is loaded.")}


def run_step(box, state: dict, step: dict, plot_dir, session_id: str) -> dict:
    place = (state["profile"].get("location") or {}).get("place")
    p, tool = step["params"], step["tool"]
    plot = plot_dir / f"step{step['n']}-{tool}.png"
    if tool in ("incidents", "fire_weather") and place is None:
        return _no_place(tool, box.db)
    if tool == "incidents":
        return F.incidents_finding(box.db, place, float(p.get("radius_km", box.config.consult.radius_km)), plot)
    if tool == "fire_weather":
        return F.fwi_finding(box.db, place, p.get("scenario"), plot)
    if tool == "literature":
        return F.literature_finding(box.db, box.embedder, p.get("query", ""), int(p.get("k", 3)))
    if tool == "live_conditions":
        return F.live_finding(getattr(box, "orchestrator", None), p.get("question", ""), session_id)
    raise ValueError(f"unknown tool {tool!r}")


def report_text(state: dict) -> str:
    lines = []
    for f in state["findings"]:
        lines.append(f"{f['n']}. {f['title']}\n   {f['text']}")
    role = (state["profile"].get("role") or {}).get("value")
    if state["recommendations"]:
        lines.append(f"Recommendations for your role ({role}):" if role else "Recommendations:")
        for i, r in enumerate(state["recommendations"], 1):
            lines.append(f"   {chr(96 + i)}) {r['text']}" + (f" [{r['citation']}]" if r["citation"] else ""))
    elif any(s["tool"] == "recommendations" for s in state["plan"]["steps"]):
        lines.append("No recommendation could be tied to figures the packs hold for this profile.")
    return "\n".join(lines)


def run_analysis(box, state: dict, session_id: str, on_step=lambda entry: None) -> dict:
    start = time.perf_counter()
    plot_dir = box.config.store.data_dir / "consult" / session_id
    state["findings"], state["recommendations"] = [], []
    for step in state["plan"]["steps"]:
        if step["tool"] == "recommendations":
            budget = ModelBudget(box.model, box.config.consult.max_model_calls_per_step, state["audit"], "recommendations")
            state["recommendations"] = recommend(state["profile"], state["findings"], box.db, box.embedder, budget)
            on_step({"step": step["n"], "tool": "recommendations", "count": len(state["recommendations"])})
            continue
        finding = {"n": step["n"], "title": step["title"], **run_step(box, state, step, plot_dir, session_id)}
        state["findings"].append(finding)
        on_step({"step": step["n"], "tool": step["tool"], "no_data": finding["no_data"], "plot": finding["plot"]})
    text = report_text(state)
    evidence = [{"step": f["n"], **e} for f in state["findings"] for e in f["evidence"]]
    state["answer_id"] = save_answer(box.db, session_id, "consultation analysis", text, "consult", evidence,
                                     {"plan": state["plan"], "model_calls": state["audit"]}, time.perf_counter() - start)
    state["report"] = text
    return state
