"""The paho client the box uses; defined in edgelink/ so the bridge shares the same settings
without installing the appliance."""
from edgelink.client import BrokerUnreachable, connect, make_client, publish_json  # noqa: F401
