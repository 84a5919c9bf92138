"""Publish a projection on the alerts topic (DESIGN §1: detections and spread projections as JSON)."""
from appliance.comms.mqtt_client import publish_json


def projection_alert(projection: dict) -> dict:
    return {"type": "spread_projection", "geojson": projection}


def publish_projection(client, topics, projection: dict, site: str | None = None):
    """QoS 1, not retained: an alert is an event; the page reads the latest from the store."""
    return publish_json(client, topics.topic("alerts", site=site), projection_alert(projection), qos=1)
