"""Pick the text embedder for this box by measuring it here: int8 or fp32, whichever is faster and
stays within cosine 0.99 of fp32 (embed/cpu_features.py explains why the answer varies by CPU).

Provisioning calls choose_text_embedder(manifest) once; the choice is written next to the manifest
(text_embedder_choice.json) and `[models] text_embedder_role = "auto"` loads it. The choice is made
once per provisioning, never at run time, so the box's stored vectors all come from one embedder.
"""
import json
import time
from pathlib import Path

import numpy as np

from appliance.embed.cpu_features import int8_features

CHOICE_FILE = "text_embedder_choice.json"
CANDIDATES = ("text_embedder_int8", "text_embedder")   # fp32 last: it is the reference
REFERENCE = "text_embedder"
DEFAULT_ROLE = "text_embedder_int8"
MIN_COSINE = 0.99


def sample_sentences(n: int = 256) -> list[str]:
    """Readings in the box's own serialization and guidance-like sentences, deterministic."""
    from appliance.bench.embed import realistic_sentences

    return realistic_sentences(n, seed=3)


def rate(embedder, sentences: list[str], repeats: int = 3) -> tuple[float, np.ndarray]:
    """Best sentences/s of `repeats` passes after a warm-up, and the vectors."""
    embedder.embed(sentences[:32])
    best, vectors = 0.0, None
    for _ in range(repeats):
        start = time.perf_counter()
        vectors = embedder.embed(sentences)
        best = max(best, len(sentences) / (time.perf_counter() - start))
    return best, vectors


def pick(measured: dict[str, dict], min_cosine: float = MIN_COSINE) -> str:
    """The fastest role whose mean cosine to fp32 is >= min_cosine (fp32 itself always qualifies)."""
    ok = {role: m for role, m in measured.items() if m["cosine_vs_fp32"] >= min_cosine}
    return max(ok, key=lambda role: ok[role]["per_s"])


def measure(manifest, sentences: list[str] | None = None, load=None) -> dict:
    """{"chosen": role, "measured": {role: {per_s, cosine_vs_fp32}}, "cpu": features}."""
    from appliance.embed.text import load_text_embedder

    load = load or (lambda role: load_text_embedder(manifest, role))
    sentences = sentences or sample_sentences()
    rates, vectors = {}, {}
    for role in CANDIDATES:
        if manifest.has(role):
            rates[role], vectors[role] = rate(load(role), sentences)
    if REFERENCE not in vectors:
        raise ValueError(f"the fp32 reference '{REFERENCE}' is not provisioned; cannot check int8 against it")
    ref = vectors[REFERENCE]
    measured = {role: {"per_s": round(rates[role], 1),
                       "cosine_vs_fp32": round(float(np.mean(np.sum(vectors[role] * ref, axis=1))), 4)}
                for role in rates}
    return {"chosen": pick(measured), "measured": measured, "min_cosine": MIN_COSINE, "cpu": int8_features(),
            "sentences": len(sentences)}


def save_choice(models_dir: Path, result: dict) -> Path:
    from appliance.provision.manifest import write_atomic

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


def choose_text_embedder(manifest, log=print) -> dict:
    """Measure, save and log the choice (provisioning's one call)."""
    result = measure(manifest)
    save_choice(manifest.models_dir, result)
    rates = ", ".join(f"{r} {m['per_s']}/s cosine {m['cosine_vs_fp32']}" for r, m in result["measured"].items())
    log(f"text embedder for this CPU: {result['chosen']} ({rates})")
    return result


if __name__ == "__main__":  # python -m appliance.embed.choose: re-measure on this box
    from appliance.paths import MODELS_DIR
    from appliance.provision.manifest import Manifest

    choose_text_embedder(Manifest.load(MODELS_DIR))
