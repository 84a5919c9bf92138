"""Provisioning's writer self-test: is this model file able to reword facts without adding any?

Three fixed fact sets (made up, like ANSWERS.md's examples) are rewritten by the model in writer
mode; it is marked capable only if the verifier accepts every rewrite on the first try. The
result is stored in models/manifest.json under "writer" with the model's sha256, so a changed
model file is tested again, never assumed capable by its name.
"""
import json
import time

from appliance.compose.writer import rewrite

CASES = [
    (["High fire danger at ridge-3 today (FWI 24.1, published by the station network) [1].",
      "ridge-3 at 13:00 CET: 33 °C, relative humidity 18 %, wind 22 km/h from the south-west [2]."], 2, ["ridge-3"]),
    (["Watch valley-1: danger very high (FWI 41.0) against high at ridge-3 (FWI 24.1) [1] [2].",
      "valley-1 is drier (relative humidity 12 % against 18 %) [3] [4]."], 4, ["valley-1", "ridge-3"]),
    (["Likely 1.4 km; low 0.7 km, high 2.8 km for a wind 30 % weaker or stronger [1].",
      "Running with a 22 km/h wind from the south-west at 47.0 m/min [2]."], 2, []),
]


def writer_selftest(model, timeout_s: float = 120.0) -> dict:
    passed, details = 0, []
    for facts, n, stations in CASES:
        text, attempts = rewrite(model, facts, n, stations, reasks=0, max_tokens=160, timeout_s=timeout_s)
        passed += text is not None
        details.append({"accepted": text is not None, "rejected": attempts[-1].get("rejected") or attempts[-1].get("error")})
    return {"capable": passed == len(CASES), "passed": passed, "of": len(CASES), "details": details,
            "tested_at": time.time()}


def selftest_and_record(models_dir, log=print) -> dict:
    """Provisioning's step: load the manifest's language model, run the self-test, record the flag."""
    from appliance.config import load_config
    from appliance.llm.worker import load_model
    from appliance.provision.manifest import Manifest

    config = load_config(None, {"models.dir": str(models_dir)})
    manifest = Manifest.load(models_dir)
    if not manifest.has(config.models.llm_role):
        return {"capable": False, "passed": 0, "of": len(CASES), "details": [], "tested_at": time.time()}
    model = load_model(manifest, config)
    try:
        result = writer_selftest(model)
    finally:
        model.close()
    record_writer_flag(models_dir, manifest.entries[config.models.llm_role].sha256, result)
    log(f"  writer self-test: {result['passed']}/{result['of']} rewrites accepted by the verifier -> "
        + ("capable of writing answers" if result["capable"] else "answers keep the composer's words"))
    return result


def record_writer_flag(models_dir, sha256: str, result: dict) -> None:
    """Store the self-test result in the manifest (kept beside the model list)."""
    from pathlib import Path

    from appliance.files import write_atomic
    from appliance.provision.manifest import MANIFEST_NAME

    path = Path(models_dir) / MANIFEST_NAME
    body = json.loads(path.read_text())
    body["writer"] = {"sha256": sha256, **{k: result[k] for k in ("capable", "passed", "of", "tested_at")}}
    write_atomic(path, (json.dumps(body, indent=2) + "\n").encode())


def writer_capable(models_dir, sha256: str | None) -> bool:
    """True only when the self-test passed for this very model file."""
    from pathlib import Path

    from appliance.provision.manifest import MANIFEST_NAME

    try:
        flag = json.loads((Path(models_dir) / MANIFEST_NAME).read_text()).get("writer") or {}
    except (OSError, ValueError):
        return False
    return bool(flag.get("capable")) and bool(sha256) and flag.get("sha256") == sha256
