"""What the box and the field devices share over the link: the MQTT topic contract (topics.json),
the paho client settings both ends use (MQTT 5, QoS 1 queued while disconnected, fast reconnect)
and the retry schedule for a link that drops.

Standard library and paho-mqtt only, so that firmware_bridge/, deployed on a device without the
appliance, needs nothing else.
"""
