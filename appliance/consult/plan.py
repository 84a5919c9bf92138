"""The plan step: which packs and tools the analysis will use for this profile, as editable JSON."""
import json
import re
from pathlib import Path

import jsonschema

from appliance.consult.profile import scenario_label, scenario_of

SCHEMA = json.loads(Path(__file__).with_name("data").joinpath("plan.schema.json").read_text())
PACK_KIND = {"incidents": "incidents", "fire_weather": "fwi_grid", "literature": "literature"}
SCOPE_WORDS = {  # scope answer -> tools it asks for; no match (or 'all', or skipped) means every tool
    "incidents": r"past|histor|incident|fires\b|record",
    "fire_weather": r"weather|fwi|danger|projection|scenario|rcp|climate|season",
    "literature": r"literature|paper|research|stud|citation",
    "live_conditions": r"\bnow\b|current|live|sensor|station",
}


class PlanError(ValueError):
    pass


def _value(profile: dict, field: str) -> str:
    e = profile.get(field) or {}
    return e["value"] if e.get("status") == "answered" else ""


def build_plan(profile: dict, packs: list[dict], radius_km: float, literature_k: int, has_orchestrator: bool) -> dict:
    scope = _value(profile, "scope").lower()
    wanted = [t for t, rx in SCOPE_WORDS.items() if re.search(rx, scope)]
    if not wanted or "all" in scope.split():
        wanted = ["incidents", "fire_weather", "literature"]
    if (profile.get("horizon") or {}).get("key") == "now" and "live_conditions" not in wanted:
        wanted.append("live_conditions")
    if not has_orchestrator and "live_conditions" in wanted:
        wanted.remove("live_conditions")
    place = (profile.get("location") or {}).get("place")
    where = place["label"] if place else "the location"
    scenario = scenario_of(profile)
    query = " ".join(filter(None, [_value(profile, "role"), _value(profile, "concerns"), _value(profile, "scope")])) or "wildfire risk"
    recipes = {
        "incidents": (f"Past fires within {radius_km:g} km of {where}: counts by year and month, nearest and largest",
                      {"radius_km": radius_km}),
        "fire_weather": (f"Fire Weather Index at {where} by season and period ({'scenario ' + scenario_label(scenario) if scenario else 'all scenarios the pack holds'}), with danger class",
                         {"scenario": scenario}),
        "literature": ("Literature from the loaded packs on the concerns", {"query": query, "k": literature_k}),
        "live_conditions": ("Latest sensor conditions from the box (orchestrator)",
                            {"question": f"What are the latest fire-weather conditions near {where}?"}),
    }
    order = ["incidents", "fire_weather", "live_conditions", "literature"]
    steps = []
    for tool in [t for t in order if t in wanted]:
        title, params = recipes[tool]
        names = [p["name"] for p in packs if p["kind"] == PACK_KIND.get(tool)]
        steps.append({"n": len(steps) + 1, "tool": tool, "title": title, "packs": names, "params": params})
    steps.append({"n": len(steps) + 1, "tool": "recommendations",
                  "title": f"Recommendations for your role ({_value(profile, 'role') or 'not given'}) tied to the findings, with citations",
                  "packs": [], "params": {}})
    return {"steps": steps}


def check_plan(plan: dict) -> dict:
    errors = sorted(jsonschema.Draft202012Validator(SCHEMA).iter_errors(plan), key=lambda e: list(e.path))
    if errors:
        where = "/".join(str(p) for p in errors[0].path) or "plan"
        raise PlanError(f"{where}: {errors[0].message}")
    for i, step in enumerate(plan["steps"], start=1):
        step["n"] = i
    return plan


def drop_step(plan: dict, n: int) -> dict:
    if not any(s["n"] == n for s in plan["steps"]):
        raise PlanError(f"no step {n}")
    return check_plan({"steps": [s for s in plan["steps"] if s["n"] != n]})


def set_param(plan: dict, n: int, key: str, value) -> dict:
    steps = json.loads(json.dumps(plan["steps"]))
    match = [s for s in steps if s["n"] == n]
    if not match:
        raise PlanError(f"no step {n}")
    match[0]["params"][key] = value
    return check_plan({"steps": steps})


def plan_lines(plan: dict) -> list[str]:
    lines = []
    for s in plan["steps"]:
        packs = f" — packs: {', '.join(s['packs'])}" if s["packs"] else (" — no pack of this kind is loaded" if s["tool"] in PACK_KIND else "")
        params = ", ".join(f"{k}={v}" for k, v in s["params"].items() if k not in ("query", "question") and v is not None)
        lines.append(f"{s['n']}. {s['title']}{packs}{' (' + params + ')' if params else ''}")
    return lines
