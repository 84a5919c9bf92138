"""Pick the text embedder for this box by measuring it here: int8 or fp32, whichever is faster and
stays within cosine 0.99 of fp32 (embed/cpu_features.py explains why the answer varies by CPU).

Provisioning calls choose_text_embedder(manifest) once; the choice is written next to the manifest
(text_embedder_choice.json) and `[models] text_embedder_role = "auto"` loads it. The choice is made
once per provisioning, never at run time, so the box's stored vectors all come from one embedder.
"""
import time

import numpy as np

from appliance.embed.cpu_features import int8_features

from appliance.embed.choice_file import CANDIDATES, CHOICE_FILE, DEFAULT_ROLE, chosen_role, save_choice  # noqa: F401

REFERENCE = "text_embedder"
MIN_COSINE = 0.99


GUIDANCE = ["Engine crews must withdraw to the safety zone when relative humidity drops below 15 percent.",
            "Hand crews scout the line before committing if wind gusts exceed 40 km/h.",
            "Lookouts report spot fires immediately during a red flag warning.",
            "Residents leave by the main highway when ordered after the inversion lifts.",
            "Dozer operators anchor the line at the creek when fuels are cured."]


def sample_sentences(n: int = 256, seed: int = 3) -> list[str]:
    """Readings in the box's own serialization and guidance-like sentences, deterministic."""
    from appliance.store.readings import reading_text

    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        if i % 2:
            out.append(GUIDANCE[i % len(GUIDANCE)] + f" Sector {int(rng.integers(1, 40))}.")
            continue
        r = {"ts": 1.69e9 + float(rng.integers(0, 9e7)), "temperature_c": float(rng.normal(28, 7)),
             "rh_pct": float(rng.uniform(5, 95)), "wind_kmh": float(rng.gamma(2, 8)),
             "wind_dir_deg": float(rng.uniform(0, 360)), "rain_mm": 0.0, "pm25_ugm3": None}
        out.append(reading_text(f"site{int(rng.integers(1, 9))}", f"station{int(rng.integers(1, 40))}", r))
    return out


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
