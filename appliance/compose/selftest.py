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


def selftest_and_record(models_dir, log=print, role: str | None = None, model=None) -> dict:
    """Provisioning's step: load the manifest's language model (or `role`'s), run the self-test,
    record the flag under that file's sha256. A `model` already loaded for `role` is used as is."""
    from appliance.config import load_config
    from appliance.llm.worker import load_model
    from appliance.provision.manifest import Manifest

    config = load_config(None, {"models.dir": str(models_dir)})
    manifest = Manifest.load(models_dir)
    role = role or config.models.llm_role
    if not manifest.has(role):
        return {"capable": False, "passed": 0, "of": len(CASES), "details": [], "tested_at": time.time()}
    own = model is None
    model = model or load_model(manifest, config, role)
    try:
        result = writer_selftest(model)
    finally:
        if own:
            model.close()
    record_writer_flag(models_dir, manifest.entries[role].sha256, result)
    log(f"  writer self-test of {role}: {result['passed']}/{result['of']} rewrites accepted by the verifier -> "
        + ("capable of writing answers" if result["capable"] else "answers keep the composer's words"))
    return result


def record_writer_flag(models_dir, sha256: str, result: dict) -> None:
    """Store the self-test result in the manifest (kept beside the model list)."""
    from pathlib import Path

    from appliance.files import write_atomic
    from appliance.provision.manifest import MANIFEST_NAME

    path = Path(models_dir) / MANIFEST_NAME
    body = json.loads(path.read_text())
    flag = {"sha256": sha256, **{k: result[k] for k in ("capable", "passed", "of", "tested_at")}}
    body["writer"] = flag                                  # the last model tested (older readers)
    body.setdefault("writers", {})[sha256] = flag          # every model file tested, by its hash
    write_atomic(path, (json.dumps(body, indent=2) + "\n").encode())


def writer_capable(models_dir, sha256: str | None) -> bool:
    """True only when the self-test passed for this very model file."""
    from pathlib import Path

    from appliance.provision.manifest import MANIFEST_NAME

    try:
        body = json.loads((Path(models_dir) / MANIFEST_NAME).read_text())
    except (OSError, ValueError):
        return False
    flag = (body.get("writers") or {}).get(sha256) or body.get("writer") or {}
    return bool(flag.get("capable")) and bool(sha256) and flag.get("sha256") == sha256


def measure_models(models_dir, log=print, again: bool = False) -> dict:
    """Provisioning's last step: for each language model on the box (llm, llm_large), its prompt and
    generation tokens/s measured here and its writer self-test, stored in the manifest; then which
    model does which job under [llm] use = "auto" (llm/assign.py), said in words."""
    from appliance.config import load_config
    from appliance.llm.assign import QUALITY, assignments, lines, probe_speed, read_measured, record_measured
    from appliance.llm.worker import load_model
    from appliance.provision.manifest import Manifest

    import hashlib

    from appliance.compose.writer import PROMPTS

    config = load_config(None, {"models.dir": str(models_dir)})
    manifest = Manifest.load(models_dir)
    # A changed writer prompt or verifier case set is a new test: its old result is not reused.
    test_key = hashlib.sha256(json.dumps([PROMPTS["writer"], CASES], ensure_ascii=False).encode()).hexdigest()[:16]
    for role in (r for r in QUALITY if manifest.has(r)):
        before = read_measured(models_dir).get(role) or {}
        if not again and before.get("sha256") == manifest.entries[role].sha256 and before.get("test_key") == test_key:
            # setup-env provisions on every run: a file already measured here is not measured again
            # (minutes with the large model); `provision --remeasure` does.
            log(f"  {role}: measured before ({before['gen_tok_s']} tok/s generation); --remeasure to measure again")
            continue
        model = load_model(manifest, config, role)
        model.timeout_s = max(model.timeout_s, 600.0)   # a 1.1 GB model on a busy 2-core box: seconds per token
        try:
            speed = probe_speed(model)
            log(f"  {role}: prompt {speed['prompt_tok_s']} tok/s, generation {speed['gen_tok_s']} tok/s "
                f"(load average {speed['load_average'][0]})")
            writer = selftest_and_record(models_dir, log, role=role, model=model)
        finally:
            model.close()
        record_measured(models_dir, role, manifest.entries[role].sha256,
                        {**speed, "writer": {k: writer[k] for k in ("capable", "passed", "of")}, "test_key": test_key})
    jobs = assignments(config)
    for line in lines(jobs):
        log(f"  {line}")
    return jobs
