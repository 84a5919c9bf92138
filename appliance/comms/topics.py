"""The topic contract, as the appliance uses it; defined in edgelink/ so the bridge shares it
without installing the appliance."""
from edgelink.topics import CONTRACT, SEGMENT, ParsedTopic, TopicError, Topics  # noqa: F401
