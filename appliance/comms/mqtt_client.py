"""The paho client the box uses; defined in mqtt_contract/ so the bridge shares the same settings
without installing the appliance."""
from mqtt_contract.client import BrokerUnreachable, connect, make_client, publish_json  # noqa: F401
