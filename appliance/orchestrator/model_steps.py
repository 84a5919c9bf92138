"""The model's steps in an answer, each optional and bounded by the answer's time budget:
router weights (Algorithm 3's InitializeWeights), a constrained look at crew photos when the
model has a vision projector, and writer mode's rewrite. Any failure is recorded and skipped."""

import base64

from appliance.compose.writer import PROMPTS, rewrite
from appliance.orchestrator.routing import scale
from appliance.orchestrator.steps import ask_validated, router_messages
from appliance.store.media import media_type

SCALE_TOP = 5


def image_uri(data: bytes) -> str:
    return f"data:{media_type(data) or 'image/jpeg'};base64," + base64.b64encode(data).decode()
PHOTO_WORDS = {0: "nothing unusual", 1: "smoke", 2: "flames"}


def _timeout(orch, budget_left) -> float:
    return max(0.1, min(budget_left(), orch.config.llm.timeout_s))


def router_weights(orch, question, audit, budget_left, on_step, data_match: float) -> tuple[float, float]:
    agent = orch.agents["router"]
    if orch.model is not None and budget_left() > 0:
        try:
            data = ask_validated(orch.model, agent, router_messages(agent, question), agent["constraints"]["output_schema"],
                                 max_tokens=24, reasks=orch.oc.max_reasks, timeout_s=_timeout(orch, budget_left),
                                 record=audit["model_calls"])
            w = (scale(data["alpha"], SCALE_TOP), scale(data["beta"], SCALE_TOP))
            on_step({"step": "weights", "alpha": w[0], "beta": w[1], "by": "model"})
            return w
        except Exception as exc:  # degraded: any model failure is answered from rules
            audit["degraded"].append(f"router: {str(exc)[:160]}")
    else:
        audit["degraded"].append("router: " + ("no model loaded" if orch.model is None else "time budget spent"))
    # Rules: IntentMatch of the frame's data intents stands in for the model's ratings.
    a, b = 0.2 + 0.6 * data_match, 0.2 + 0.6 * data_match
    on_step({"step": "weights", "alpha": a, "beta": b, "by": "rules"})
    return a, b


def look_at_photos(orch, images, ctx, audit, budget_left, step) -> None:
    """The raw photo goes into the model's context (DESIGN §4); it answers with one number."""
    p = PROMPTS["photo"]
    schema = {"type": "object", "properties": {"shows": {"enum": [0, 1, 2]}}, "required": ["shows"]}
    for n, data in enumerate(images, start=1):
        msgs = [{"role": "system", "content": p["system"]},
                {"role": "user", "content": [{"type": "text", "text": p["user"]},
                                             {"type": "image_url", "image_url": {"url": image_uri(data)}}]}]
        try:
            out = orch.model.complete_json(msgs, schema, max_tokens=16, timeout_s=_timeout(orch, budget_left))
            shows = PHOTO_WORDS[int(out.data["shows"])]
            audit["model_calls"].append({"agent": "photo", "attempt": 0, "messages": msgs, "raw": out.text,
                                         "prompt_tokens": out.prompt_tokens, "completion_tokens": out.completion_tokens,
                                         "seconds": round(out.seconds, 3)})
            step("reason", agent="photo", image=n, shows=shows, images_in_context=1)
            for item in ctx.gathered.get("visual_cues") or []:
                if item["id"] == n:
                    item["model_view"] = shows
        except Exception as exc:  # the colour heuristic still answers
            audit["degraded"].append(f"photo: {str(exc)[:160]}")


def write_facts(orch, composed, stations, audit, budget_left, step) -> tuple[str, str]:
    """(text, "model" | "composer"): the verified rewrite, or the composer's text when rejected."""
    if budget_left() <= 0:
        audit["degraded"].append("writer: time budget spent")
        return composed.text(), "composer"
    a = orch.config.answers
    names = sorted({s.name for s in stations} | {s.device for s in stations})
    text, attempts = rewrite(orch.writer_model, composed.facts, len(composed.citations), names, reasks=a.writer_reasks,
                             max_tokens=a.writer_max_tokens, timeout_s=_timeout(orch, budget_left),
                             shown=composed.text(facts=[]))
    for t in attempts:
        audit["model_calls"].append({"agent": "writer", "attempt": t["attempt"], "messages": t.get("messages", []),
                                     "raw": t.get("raw", ""), **({"checked": t["checked"]} if t.get("checked") else {}),
                                     "prompt_tokens": 0, "completion_tokens": 0, "seconds": 0,
                                     **({"rejected": t["rejected"]} if t.get("rejected") else {}),
                                     **({"error": t["error"]} if t.get("error") else {})})
    step("writer", accepted=text is not None, attempts=len(attempts),
         rejected=[t.get("rejected") or t.get("error") for t in attempts if t.get("rejected") or t.get("error")])
    if text is None:
        return composed.text(), "composer"
    audit["composer_text"] = composed.text()    # what the crew would have read: the audit keeps both words
    return composed.text(facts=[text]), "model"




