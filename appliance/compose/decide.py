"""The decision label from intent coverage (PLAN.md decision rules, issue 19 item 5).

answer: every intent of the frame served by evidence (and nothing to warn about); warn: part
served (the reason names the part missing), data older than `answers.stale_after_s` on a "now"
question, or a served intent's own caveat (geography, a tactical plan the box cannot make, an
unknown spread direction); abstain: nothing served (the reason says what was missing).
capabilities is always served; refuse and out_of_scope are never served.
"""
from appliance.compose.result import IntentResult
from appliance.compose.words import age, join

GROUNDED = "grounded in the cited evidence"


def decide(intents: list[str], results: dict[str, IntentResult], *, stale_s: float | None = None,
           extra_warn: str | None = None) -> dict:
    served = [i for i in intents if results[i].served]
    missing = [i for i in intents if not results[i].served]
    gaps = [m for i in missing for m in results[i].missing] or [i.replace("_", " ") for i in missing]
    if not served:
        return {"action": "abstain", "reason": "not in the box's data: " + join(gaps), "served": [], "missing": missing}
    if missing:
        return {"action": "warn", "reason": "answered in part; not available: " + join(gaps), "served": served,
                "missing": missing}
    warns = [results[i].warn for i in served if results[i].warn]
    if stale_s is not None:
        warns.insert(0, f"the newest data is {age(stale_s)} old")
    if extra_warn:
        warns.append(extra_warn)
    if warns:
        reason = "; ".join(dict.fromkeys(warns))
        if any(results[i].missing for i in served):
            reason += "; not available: " + join([m for i in served for m in results[i].missing])
        return {"action": "warn", "reason": reason, "served": served, "missing": []}
    return {"action": "answer", "reason": GROUNDED, "served": served, "missing": []}
