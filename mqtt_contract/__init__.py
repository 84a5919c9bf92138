"""The MQTT contract between field devices and the box: topic names (topics.json) and the paho
client settings both ends use (MQTT 5, QoS 1 queued while disconnected, fast reconnect).

Standard library and paho-mqtt only, so that firmware_bridge/, deployed on a device without the
appliance, needs nothing else; the appliance reaches it through appliance.comms.
"""
