"""The box's outgoing MQTT connection: availability, alert events and retained station state.

Its own connection (client id "<client_id>-out") because a client has one last will, and the ingest
connection's will is its status. On every connect it publishes `online` retained on the available
topic; the broker publishes the will, `offline` retained, when the box vanishes (power cut, SIGKILL),
and stop() publishes `offline` itself on a clean shutdown (Frigate's `<prefix>/available`).
"""
from appliance.comms.mqtt_client import connect, make_client, publish_json
from appliance.comms.topics import Topics

ONLINE, OFFLINE = b"online", b"offline"


class BoxPublisher:
    def __init__(self, config, log=print):
        m = config.mqtt
        self.config, self.log = config, log
        self.topics = Topics(m.topic_prefix, config.site)
        self.available = self.topics.topic("available")
        self.client = make_client(f"{m.client_id}-out"[:64], username=m.username, password=m.password,
                                  will_topic=self.available, will_payload=OFFLINE)
        self.client.on_connect = self._on_connect

    def _on_connect(self, client, userdata, flags, reason, properties):
        if not reason.is_failure:
            client.publish(self.available, ONLINE, qos=1, retain=True)

    def start(self) -> "BoxPublisher":
        m = self.config.mqtt
        connect(self.client, m.host, m.port, timeout=m.connect_timeout_s, retry=m.connect_retry, log=self.log)
        return self

    def publish_alert(self, site: str, payload: dict):
        """An alert event (new / update / end): QoS 1, not retained: an event, not a state."""
        return publish_json(self.client, self.topics.topic("alerts", site=site), payload, qos=1)

    def publish_station_state(self, site: str, device: str, state: dict):
        return publish_json(self.client, self.topics.topic("station_state", site=site, device=device), state,
                            qos=1, retain=True)

    def stop(self) -> None:
        try:
            self.client.publish(self.available, OFFLINE, qos=1, retain=True).wait_for_publish(2)
        except (RuntimeError, ValueError):
            pass  # not connected: the broker publishes the will instead
        self.client.disconnect()
        self.client.loop_stop()
