"""Where provisioning keeps the text embedder it measured fastest on this box (embed/choose.py), and
how `[models] text_embedder_role = "auto"` reads it back (embed/text.py)."""
import json
from pathlib import Path

CHOICE_FILE = "text_embedder_choice.json"
CANDIDATES = ("text_embedder_int8", "text_embedder")   # fp32 last: it is the reference
DEFAULT_ROLE = "text_embedder_int8"


def save_choice(models_dir: Path, result: dict) -> Path:
    from appliance.files import write_atomic

    path = Path(models_dir) / CHOICE_FILE
    write_atomic(path, (json.dumps(result, indent=2) + "\n").encode())
    return path


def chosen_role(models_dir: Path, default: str = DEFAULT_ROLE) -> str:
    """The role provisioning chose, or `default` when it has not measured (or the file is unreadable)."""
    try:
        role = json.loads((Path(models_dir) / CHOICE_FILE).read_text())["chosen"]
    except (OSError, ValueError, KeyError, TypeError):
        return default
    return role if role in CANDIDATES else default
