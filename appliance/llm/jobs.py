"""The box's language models, loaded for the jobs [llm] use gave them (llm/assign.py).

The box always loads its own model (`models.llm_role`, the small SmolLM2): it rates the router's
weights, looks at crew photos through its vision projector, and confirms the reader unless that
job went elsewhere. A job assigned to another model (under use = "auto": `llm_large` writing
when its measured speed fits the budget and its self-test passed) gets that model loaded beside
it, in its own worker process, so a slow rewrite never queues the per-question calls.

The other model is never required: a file that is missing, damaged or fails to load leaves its
jobs to the rules (the composer writes; the small model confirms), the start goes on, and
`problems` says why, so /api/placement and `appliance models list` can say it in words.
"""
from appliance.llm.assign import assignments

BOX_JOBS = ("confirm", "write")   # jobs the answer path runs; "frame" is consulted by the reader, not here yet
BASE = "llm"                      # assign.py's name for the box's own model, whatever models.llm_role says


class BoxModels:
    """The loaded models by role, and which one does each job (None: rules)."""

    def __init__(self, base, base_role: str, jobs: dict, loaded: dict, problems: dict):
        self.base, self.base_role = base, base_role
        self.jobs = jobs              # assign.py's {job: {"role", "why", ...}} as configured
        self.loaded = loaded          # manifest role -> model worker (the base one included)
        self.problems = problems      # manifest role -> why it is not loaded

    def role_of(self, job: str) -> str | None:
        """The manifest role that does `job` on this box now (None: rules), after load failures."""
        role = (self.jobs.get(job) or {}).get("role")
        if role is None:
            return None
        real = self.base_role if role == BASE else role
        return real if real in self.loaded else None

    def for_job(self, job: str):
        role = self.role_of(job)
        return self.loaded[role] if role else None

    def lines(self) -> list[str]:
        """'write: llm_large (loaded)' per job, and why a model is not loaded."""
        out = [f"{job}: {self.role_of(job) or 'rules'}" for job in BOX_JOBS]
        return out + [f"{role} not loaded: {why}" for role, why in self.problems.items()]

    def close(self) -> None:
        for model in {id(m): m for m in self.loaded.values()}.values():
            model.close()
        self.loaded.clear()
        self.base = None


def planned(config, jobs: dict) -> dict[str, list[str]]:
    """{manifest role: the jobs it is loaded for} as a box started now would load them (before any load
    failure): the box's own model always (router and photos, and the jobs assigned to it)."""
    base_role = config.models.llm_role
    out = {base_role: ["router", "photos"]}
    for job in BOX_JOBS:
        role = jobs[job]["role"]
        if role is not None:
            out.setdefault(base_role if role == BASE else role, []).append(job)
    if "confirm" not in out[base_role] and jobs["confirm"]["role"] is None:
        out[base_role].append("confirm")   # the box's own model confirms when no model was assigned (as before)
    return out


def load_box_models(manifest, config, *, base=None, base_role: str | None = None, load=None, log=print) -> BoxModels:
    """Load what each of the box's jobs was assigned, beside the already loaded `base` model (or None
    when the box runs without one). `load(manifest, config, role)` makes a worker (tests pass their own)."""
    if load is None:
        from appliance.llm.worker import load_model as load
    base_role = base_role or config.models.llm_role
    jobs = assignments(config, manifest)
    loaded, problems = ({base_role: base} if base is not None else {}), {}
    for job in BOX_JOBS:
        role = jobs[job]["role"]
        real = base_role if role == BASE else role
        if real is None or real in loaded or real in problems:
            continue
        if real == base_role:   # the box's own model did not load: its jobs go to the rules
            continue
        try:
            loaded[real] = load(manifest, config, real)
            log(f"note: {real} loaded for {', '.join(j for j in BOX_JOBS if jobs[j]['role'] == role)}")
        except Exception as exc:   # never fatal: the rules (and the small model) answer without it
            problems[real] = " ".join(f"{type(exc).__name__}: {exc}".split())[:200]
            log(f"warning: {real} not loaded ({problems[real]}); its jobs are done without it")
    return BoxModels(base, base_role, jobs, loaded, problems)
