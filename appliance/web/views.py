"""What the page gets for an answer: the answer contract (PLAN.md) plus sanitized HTML and frame URLs.

Keys of the contract pass through unchanged; the page adds only what a browser needs and may not
compute itself: the sanitized HTML of the Markdown text and the URLs of stored frames.
"""
import json

from appliance.mapfeatures import projection_features
from appliance.web.markdown import render_markdown

KINDS = {"reading", "frame", "detection", "document", "analog", "fire_weather", "spread"}
PASS_THROUGH = ("id", "question", "mode", "cited_ids", "latency_s", "audit", "session_id", "frame", "verdict",
                "danger", "data_age_s", "stale", "writer", "created_at", "read_back")


def frame_urls(item: dict) -> dict:
    """A stored frame is served by its id; a photo sent with the question (1-based id) only lives on the tablet."""
    item = dict(item)
    stored = item.get("frame_id")
    if isinstance(stored, int) and not isinstance(stored, bool):
        item.setdefault("thumb_url", f"/api/frames/{stored}/thumb")
        item.setdefault("image_url", f"/api/frames/{stored}/image")
    elif isinstance(item.get("id"), int) and not item.get("thumb_url"):
        item["upload_index"] = item["id"] - 1
    if "boxes" not in item:
        item["boxes"] = cue_boxes(item.get("cues"))
    return item


def evidence_item(item: dict) -> dict:
    item = dict(item)
    item["kind"] = item.get("kind") if item.get("kind") in KINDS else "other"
    return frame_urls(item) if item["kind"] in ("frame", "detection") else item


def citation(c: dict) -> dict:
    c = dict(c)
    c["kind"] = c.get("kind") if c.get("kind") in KINDS else "other"
    card = c.get("card") if isinstance(c.get("card"), dict) else {}
    c["card"] = frame_urls(card) if c["kind"] in ("frame", "detection") else card
    if c["kind"] == "spread" and isinstance(card.get("geojson"), dict):   # drawn as every other map draws a front
        try:
            c["card"] = {**card, "map_features": projection_features(card["geojson"])}
        except (KeyError, TypeError, ValueError, IndexError):
            c["card"] = {**card, "map_features": []}
    return c


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
    if isinstance(d, str):   # stored answers keep the decision as JSON text
        try:
            d = json.loads(d)
        except ValueError:
            return None
    if not isinstance(d, dict):
        return None
    action = d.get("action")
    out = {"action": action if action in ("answer", "warn", "abstain") else "answer", "reason": str(d.get("reason") or "")}
    out.update({k: list(d[k]) for k in ("served", "missing") if isinstance(d.get(k), list)})
    return out


def answer_view(data: dict) -> dict:
    view = {k: data.get(k) for k in PASS_THROUGH}
    text = data.get("text") if data.get("text") is not None else data.get("answer")
    view["text"] = view["answer"] = text or ""
    view["answer_html"] = render_markdown(text or "")
    view["citations"] = [citation(c) for c in data.get("citations") or [] if isinstance(c, dict)]
    view["evidence"] = [evidence_item(e) for e in data.get("evidence") or [] if isinstance(e, dict)]
    view["decision"] = decision_of(data)
    return view
