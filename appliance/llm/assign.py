"""Which model does which job, chosen by what this box measured, and said in words.

The box may carry two language models: `llm` (SmolLM2 135M, fast and weak) and `llm_large`
(Qwen2.5 1.5B, capable and ~10x slower on a 2-core CPU). Its jobs differ in size: confirming the
reader (a few constrained tokens, on many questions), filling a frame (a question and its examples
read, ~90 JSON tokens written) and writing an answer (the facts read, ~120 tokens written). With
`[llm] use = "auto"` each job goes to the most capable model whose measured speed on this box
fits the job's share of the answer's time budget; the writer also needs the provisioning
self-test passed on that very file. Nothing fits: the job is done by rules (the composer writes).

Measurements are taken at provisioning (`appliance models provision`) and stored in
models/manifest.json under "measured", keyed by role with the file's sha256, so a replaced file is
never judged by another file's figures.
"""
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

QUALITY = ("llm_large", "llm")          # most capable first


@dataclass(frozen=True)
class Job:
    name: str
    what: str
    prompt_tokens: int      # tokens read per call beyond the cached system prompt
    gen_tokens: int         # tokens written per call
    share: float            # part of the answer's budget this job may take
    needs_writer_test: bool = False
    roles: tuple = QUALITY  # models able to do it at all, in the order tried (the first that fits gets it)


# Token counts are those of the real prompts (frame: question + 3 nearest examples; writer: the
# composer's facts). Shares: confirming runs before anything else on most questions, so it may
# take a small slice; a frame or a rewrite may take half of the budget each, the rest is retrieval.
JOBS = (
    # Confirming runs on most questions and must be fast: the small model does it whenever it fits (the
    # reader's unsure threshold was set with it); the large one only on a box without the small one. A box
    # whose large model fits the confirmation would otherwise load 1.1 GB more and slow every question.
    Job("confirm", "confirming the reader's intent", prompt_tokens=60, gen_tokens=4, share=0.15,
        roles=("llm", "llm_large")),
    # SmolLM2 135M cannot read a question into a frame (MODELS.md): only the large model fills frames.
    Job("frame", "filling a question's frame", prompt_tokens=260, gen_tokens=90, share=0.5, roles=("llm_large",)),
    Job("write", "writing the answer's words", prompt_tokens=260, gen_tokens=120, share=0.5, needs_writer_test=True),
)

SPEED_PROMPT = ("Station bejaia reports temperature 34 C, relative humidity 18 percent, wind 32 km/h from the south, "
                "no rain for 12 days. Station sidi-bel-abbes reports 31 C, 22 percent, 25 km/h from the southwest. ") * 6


def estimate_s(job: Job, speed: dict) -> float:
    """Seconds one call of `job` takes at the measured speeds (prompt and generation tokens/s)."""
    return job.prompt_tokens / speed["prompt_tok_s"] + job.gen_tokens / speed["gen_tok_s"]


def probe_speed(model, timeout_s: float = 300.0) -> dict:
    """Prompt and generation tokens/s of a loaded model (LocalModel or ModelWorker) on this box now.

    The prompt figure is one long read with a one-token answer; the generation figure is a second
    call with the same prompt (its state reused, so it is almost all generation)."""
    system = f"You repeat numbers. Probe {time.time_ns()}."   # a prompt no cache has seen
    msgs = [{"role": "system", "content": system},
            {"role": "user", "content": SPEED_PROMPT + "Count from one to forty in words, separated by commas."}]
    start = time.perf_counter()
    first = model.chat(msgs, max_tokens=1, timeout_s=timeout_s)
    prompt_s = time.perf_counter() - start
    start = time.perf_counter()
    out = model.chat(msgs, max_tokens=48, timeout_s=timeout_s)
    gen_s = time.perf_counter() - start
    prompt_tokens = first["usage"]["prompt_tokens"]
    gen_tokens = max(1, out["usage"]["completion_tokens"])
    return {"prompt_tok_s": round(prompt_tokens / prompt_s, 2), "gen_tok_s": round(gen_tokens / gen_s, 2),
            "prompt_tokens": prompt_tokens, "gen_tokens": gen_tokens,
            "load_average": [round(x, 2) for x in os.getloadavg()]}


def read_measured(models_dir) -> dict:
    try:
        return json.loads((Path(models_dir) / "manifest.json").read_text()).get("measured") or {}
    except (OSError, ValueError):
        return {}


def record_measured(models_dir, role: str, sha256: str, figures: dict) -> None:
    """Store one role's figures (speed, writer self-test) in the manifest beside its file list."""
    from appliance.files import write_atomic

    path = Path(models_dir) / "manifest.json"
    body = json.loads(path.read_text())
    body.setdefault("measured", {})[role] = {"sha256": sha256, "measured_at": round(time.time()), **figures}
    write_atomic(path, (json.dumps(body, indent=2) + "\n").encode())


def assign(present: dict[str, str], measured: dict, budget_s: float, use: str = "auto") -> dict:
    """{job: {"role": role or None, "why": words, "estimate_s": s}} for the models `present`
    ({role: sha256}) given what was `measured` ({role: {sha256, prompt_tok_s, gen_tok_s, writer}})."""
    out = {}
    for job in JOBS:
        if use != "auto":
            role = use if use in present else None
            why = (f"[llm] use = \"{use}\"" if role else f"[llm] use = \"{use}\", but that model is not on this box; rules")
            out[job.name] = {"role": role, "why": why, "estimate_s": None, "what": job.what}
            continue
        limit = budget_s * job.share
        reasons, chosen = [], None
        for role in job.roles + tuple(r for r in QUALITY if r not in job.roles):
            if role not in present:
                continue
            if role not in job.roles:
                reasons.append(f"{role}: too weak for this job")
                continue
            m = measured.get(role) or {}
            if m.get("sha256") != present[role] or not m.get("gen_tok_s"):
                reasons.append(f"{role}: not measured on this box (run `appliance models provision`)")
                continue
            est = estimate_s(job, m)
            speed = f"{m['gen_tok_s']:g} tok/s measured"
            if est > limit:
                reasons.append(f"{role}: too slow here ({speed}, ~{est:.0f} s against {limit:.0f} s of the "
                               f"{budget_s:g} s budget)")
                continue
            if job.needs_writer_test and not (m.get("writer") or {}).get("capable"):
                w = m.get("writer") or {}
                reasons.append(f"{role}: writer self-test {w.get('passed', 0)}/{w.get('of', 3)} accepted")
                continue
            chosen = {"role": role, "estimate_s": round(est, 1), "what": job.what,
                      "why": f"{role}: {job.what}, {speed}, ~{est:.0f} s within {limit:.0f} s"}
            break
        if chosen is None:
            chosen = {"role": None, "estimate_s": None, "what": job.what,
                      "why": "rules (" + ("; ".join(reasons) or "no language model on this box") + ")"}
        elif reasons:
            chosen["why"] += " (" + "; ".join(reasons) + ")"
        out[job.name] = chosen
    return out


def answer_budget_s(config) -> float:
    """The answer's time budget: [answers] budget_s where the configuration has it, else the
    orchestrator's answer_budget_s (the same budget under its older name)."""
    return float(getattr(config.answers, "budget_s", None) or config.orchestrator.answer_budget_s)


def assignments(config, manifest=None) -> dict:
    """assign() for the box running with `config`, from its manifest and stored measurements."""
    from appliance.provision.manifest import Manifest, ModelError

    try:
        manifest = manifest or Manifest.load(config.models.dir)
    except ModelError:
        return assign({}, {}, answer_budget_s(config), config.llm.use)
    present = {role: manifest.entries[role].sha256 for role in QUALITY if manifest.has(role)}
    if config.models.llm_role != "llm" and manifest.has(config.models.llm_role):
        present["llm"] = manifest.entries[config.models.llm_role].sha256
    return assign(present, read_measured(config.models.dir), answer_budget_s(config), config.llm.use)


def role_for(config, job: str, manifest=None) -> str | None:
    """The manifest role that does `job` ("confirm", "frame", "write"), or None for rules."""
    return assignments(config, manifest)[job]["role"]


def lines(jobs: dict) -> list[str]:
    """'write: llm_large: writing the answer's words, 7.1 tok/s measured, ...' one per job."""
    return [f"{name}: {j['why']}" for name, j in jobs.items()]
