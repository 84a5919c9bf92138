"""Alerts: frames whose visual cues show fire or smoke become detections, each projected ahead
with the spread look-ahead and published on the alerts topic (DESIGN §1, §8)."""
from appliance.alerts.detections import DetectionWorker, check_new_frames

__all__ = ["DetectionWorker", "check_new_frames"]
