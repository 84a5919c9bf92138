"""MQTT: the topic contract, the client the box uses, and the local broker it can start."""
