"""Topic names come from topics.json so the contract lives in one data file."""
import json
import re
from functools import lru_cache
from dataclasses import dataclass
from pathlib import Path

CONTRACT = json.loads(Path(__file__).with_name("topics.json").read_text())
SEGMENT = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


@dataclass(frozen=True)
class ParsedTopic:
    site: str
    kind: str       # sensor_reading, uav_telemetry, uav_frame
    device: str


class TopicError(ValueError):
    pass


class Topics:
    def __init__(self, prefix: str, site: str):
        self.prefix, self.site = prefix, site

    def subscriptions(self) -> list[str]:
        return [t.format(prefix=self.prefix) for t in CONTRACT["subscribe"].values()]

    def topic(self, name: str, site: str | None = None, device: str | None = None) -> str:
        return CONTRACT["publish"][name].format(prefix=self.prefix, site=site or self.site, device=device or "")

    def parse(self, topic: str) -> ParsedTopic:
        """Split an incoming topic; anything off-contract (wildcards, path tricks, bad ids) is refused."""
        return _parse(self.prefix, topic)


@lru_cache(maxsize=4096)   # a box hears the same few topics over and over
def _parse(prefix: str, topic: str) -> ParsedTopic:
    parts = topic.split("/")
    if len(parts) != 5 or parts[0] != prefix:
        raise TopicError("topic_not_in_contract")
    _, site, family, device, leaf = parts
    kind = CONTRACT["kinds"].get(f"{family}/{leaf}")
    if kind is None:
        raise TopicError("topic_not_in_contract")
    if not SEGMENT.match(site) or not SEGMENT.match(device):
        raise TopicError("bad_topic_segment")
    return ParsedTopic(site=site, kind=kind, device=device)
