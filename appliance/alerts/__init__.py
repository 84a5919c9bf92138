"""Alerts: frames whose visual cues show fire or smoke become detections, grouped into alerts (one
per fire: new / update per cooldown / end), each projected ahead with the spread look-ahead, and
sent where crews look: MQTT (with availability and per-station state) and TAK (DESIGN §1, §8).

    DetectionWorker(db_path, config, publish)   check_new_frames(db, config, publish=None, now=None)
    FieldOutputs(config, log).start()  -> .publish_alert(site, payload), .stop()   (outputs.py)
"""
from appliance.alerts.detections import DetectionWorker, check_new_frames

__all__ = ["DetectionWorker", "check_new_frames"]
