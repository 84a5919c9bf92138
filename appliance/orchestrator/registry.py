"""The data-acquisition agent's tool registry: which tools the frame's intents need (tools.json),
in what order, and the function behind each name."""
import json
from pathlib import Path

from appliance.orchestrator import tools, tools_live, tools_record

SPEC = json.loads(Path(__file__).with_name("tools.json").read_text())["tools"]
TOOL_NAMES = tuple(t["name"] for t in SPEC)
SUPPORTING_TOOLS = frozenset(t["name"] for t in SPEC if t.get("supporting"))
FUNCTIONS = {"sensor_snapshot": tools.sensor_snapshot, "fire_weather": tools.fire_weather,
             "historical_analogs": tools.historical_analogs, "reading_search": tools.reading_search,
             "document_search": tools.document_search, "image_search": tools.image_search,
             "multimodal_search": tools.multimodal_search, "visual_cues": tools.visual_cues,
             "station_danger": tools_live.station_danger_tool, "reading_window": tools_live.reading_window,
             "frames_latest": tools_live.frames_latest, "spread": tools_live.spread,
             "previous_answer": tools_live.previous_answer, "fire_record_count": tools_record.fire_record_count,
             "fire_record_day": tools_record.fire_record_day,
             "record_span": tools_record.record_span,
             "documents_held": tools_record.documents_held}
assert set(FUNCTIONS) == set(TOOL_NAMES), "tools.json and the registry list different tools"


def needed_tools(intents: list[str], has_images: bool, disabled: set[str]) -> list[str]:
    """The tools the frame's intents need, in tier order (direct observation first)."""
    out = []
    for t in sorted(SPEC, key=lambda t: t["tier"]):
        if t["name"] in disabled or not set(t["intents"]) & set(intents):
            continue
        if t.get("needs_images") and not has_images:
            continue
        out.append(t["name"])
    return out


def tier_of(name: str) -> int:
    return next(t["tier"] for t in SPEC if t["name"] == name)


def tool(name: str):
    return FUNCTIONS[name]
