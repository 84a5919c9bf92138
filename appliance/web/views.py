"""What the page gets for an answer: the orchestrator's JSON plus sanitized HTML and typed evidence."""
import json

from appliance.web.markdown import render_markdown

KINDS = {"reading", "frame", "document", "analog", "fire_weather", "spread"}


def evidence_item(item: dict) -> dict:
    item = dict(item)
    kind = item.get("kind")
    if kind not in KINDS:
        # The walking-skeleton orchestrator cites reading rows without a kind.
        kind = "reading" if "device" in item and "ts" in item else "other"
    item["kind"] = kind
    if kind == "frame":
        stored = item.get("frame_id")
        if isinstance(stored, int):   # a frame in the store: served by its id
            item["thumb_url"] = f"/api/frames/{stored}/thumb"
            item["image_url"] = f"/api/frames/{stored}/image"
        elif isinstance(item.get("id"), int):   # a photo sent with the question (1-based), never stored
            item["upload_index"] = item["id"] - 1
        item["cue_boxes"] = cue_boxes(item.get("cues"))
    return item


def cue_boxes(obs) -> list[dict]:
    """Heuristic cue regions (pixel boxes) as 0..1 fractions of the frame, for drawing over it."""
    if not isinstance(obs, dict) or not obs.get("width") or not obs.get("height"):
        return []
    w, h, out = obs["width"], obs["height"], []
    for label in ("fire", "smoke", "hot_spots"):
        for r in (obs.get(label) or {}).get("regions", []):
            x, y, bw, bh = r["box"]
            out.append({"label": label, "x": x / w, "y": y / h, "w": bw / w, "h": bh / h})
    return out


def decision_of(data: dict) -> dict | None:
    d = data.get("decision")
    if isinstance(d, str):
        try:
            d = json.loads(d)
        except ValueError:   # plain "warn: reason" text
            action, _, reason = d.partition(":")
            d = {"action": action.strip().lower(), "reason": reason.strip()}
    if isinstance(d, dict):
        action = d.get("action") or d.get("decision") or d.get("kind")
        return {"action": action if action in ("answer", "warn", "abstain") else "answer",
                "reason": str(d.get("reason") or "")}
    return None


def answer_view(data: dict) -> dict:
    view = {k: data.get(k) for k in ("id", "question", "mode", "cited_ids", "latency_s", "audit", "session_id")}
    text = data.get("answer") if "answer" in data else data.get("text", "")
    view["answer"] = text or ""
    view["answer_html"] = render_markdown(text or "")
    view["evidence"] = [evidence_item(e) for e in data.get("evidence") or [] if isinstance(e, dict)]
    view["decision"] = decision_of(data)
    return view
