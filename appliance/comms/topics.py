"""The topic contract, as the appliance uses it; defined in mqtt_contract/ so the bridge shares it
without installing the appliance."""
from mqtt_contract.topics import CONTRACT, SEGMENT, ParsedTopic, TopicError, Topics  # noqa: F401
