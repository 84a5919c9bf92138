"""Load the agents' context tuples (data files beside this module) and validate them at start."""
import json
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
