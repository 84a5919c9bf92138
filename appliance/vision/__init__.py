"""Vision tools over frames: heuristic visual cues (fire colour, smoke, haze, thermal hot spots)."""
from appliance.vision.cues import observe_frame

__all__ = ["observe_frame"]
