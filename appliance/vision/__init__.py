"""Vision tools over frames: heuristic visual cues (fire colour, smoke, haze, thermal hot spots)."""
from appliance.vision.cues import CUE_SIDE, observe_frame

__all__ = ["CUE_SIDE", "observe_frame"]
