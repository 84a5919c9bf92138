"""The topic contract between an engine and the command post, read from contract.json beside it."""
import json
from pathlib import Path

CONTRACT = json.loads((Path(__file__).with_name("contract.json")).read_text())


def out_topics() -> list[str]:
    """Topics an engine sends, relative to '<prefix>/<site>/' at the command post."""
    return [t["topic"] for t in CONTRACT["out"]]


def picture_topics() -> list[str]:
    """The crossing topics the incident picture is made of (a pull's reply crosses but is not picture)."""
    return [t["topic"] for t in CONTRACT["out"] if t.get("picture", True)]


def picture_topic(prefix: str, incident: str, site: str = "+") -> str:
    return CONTRACT["picture"].format(prefix=prefix, incident=incident, site=site)


def split_site_topic(prefix: str, topic: str) -> tuple[str, str] | None:
    """'<prefix>/<site>/<rest>' -> (site, rest) when rest is one of the picture's crossing topics, else None."""
    parts = topic.split("/")
    if len(parts) < 3 or parts[0] != prefix:
        return None
    site, rest = parts[1], "/".join(parts[2:])
    for pattern in picture_topics():
        want = pattern.split("/")
        got = rest.split("/")
        if len(want) == len(got) and all(w in ("+", g) for w, g in zip(want, got)):
            return site, rest
    return None
