"""Load the agents' context tuples (data files beside this module) and validate them at start."""
import json
import re
from functools import lru_cache
from pathlib import Path

import jsonschema

AGENTS_DIR = Path(__file__).with_name("agents")
NAMES = ("router", "data_acquisition", "reasoning", "fallback")


@lru_cache(maxsize=1)
def load_agents() -> dict[str, dict]:
    schema = json.loads((AGENTS_DIR / "context_tuple.schema.json").read_text())
    agents = {}
    for name in NAMES:
        path = AGENTS_DIR / f"{name}.json"
        data = json.loads(path.read_text())
        try:
            jsonschema.validate(data, schema)
            jsonschema.Draft202012Validator.check_schema(data["constraints"]["output_schema"])
            for case in data["reference_cases"]:
                jsonschema.validate(case["output"], data["constraints"]["output_schema"])
        except jsonschema.ValidationError as exc:
            raise ValueError(f"{path}: invalid context tuple: {exc.message}") from None
        agents[name] = data
    return agents


def examples(agent: dict) -> str:
    return "\n".join(f"{c['input']} -> {json.dumps(c['output'])}" for c in agent["reference_cases"])


def intent_match(question: str, agent: dict, extra_cues=()) -> float:
    """IntentMatch(q, a) in [0, 1]: how many of the agent's cue words the question uses (2 = full)."""
    words = set(re.findall(r"[a-z0-9]+", question.lower()))
    cues = set(agent["intent_cues"]) | set(extra_cues)
    hits = sum(1 for cue in cues if (cue in words if " " not in cue else cue in question.lower()))
    return min(1.0, hits / 2.0)
