"""What the model layer shares across its process boundary: the spec to load a model, a
completion, the error type, and the one place the llama.cpp constructor's arguments are built."""
from dataclasses import dataclass, field

from appliance.llm.tuning import apply_env, llama_env, llama_kwargs as tuning_kwargs


class ModelCallError(Exception):
    pass


@dataclass
class Completion:
    data: dict
    text: str
    prompt_tokens: int
    completion_tokens: int
    seconds: float


@dataclass(frozen=True)
class ModelSpec:
    """Everything the worker needs to load the model (picklable: it crosses a process boundary)."""
    model_path: str
    sha256: str = ""
    projector_path: str | None = None      # vision projector (mmproj) GGUF, when the manifest has one
    n_ctx: int = 2048
    n_threads: int = 2
    n_gpu_layers: int = -1
    seed: int = 42
    logits_all: bool = False                # only the vision proof needs per-token logprobs
    max_tokens: int = 512                   # upper bound on generated tokens per call ([llm] max_tokens)
    extra: dict = field(default_factory=dict)   # further llama.cpp constructor arguments (tuning)
    env: dict = field(default_factory=dict)     # set before llama.cpp's library loads (OMP_WAIT_POLICY)
    nice: int = 0                               # the worker process's priority ([llm] nice; below 0 needs LimitNICE)
    prompt_lookup: int = 0                      # draft tokens proposed by prompt-lookup decoding (0 = off)


def llama_kwargs(spec: ModelSpec) -> dict:
    """The arguments of llama_cpp.Llama(...) for this spec: built here only, so tuning hooks in once."""
    return {"model_path": spec.model_path, "n_ctx": spec.n_ctx, "n_threads": spec.n_threads,
            "n_gpu_layers": spec.n_gpu_layers, "seed": spec.seed, "verbose": False, "logits_all": spec.logits_all,
            **spec.extra}


def spec_from_manifest(manifest, config, role: str | None = None) -> ModelSpec:
    """Verify the hashes (the manifest refuses a mismatching file and names it) and build the spec
    for `role` (default: models.llm_role; llm_large for the capable model)."""
    apply_env(config.llm)  # OMP_WAIT_POLICY before the worker process starts (it inherits the environment)
    role = role or config.models.llm_role
    path = manifest.path(role)
    projector = None
    # The projector is built for the small model's embedding width: never attached to another model.
    if role == config.models.llm_role and manifest.has(config.models.vision_projector_role):
        projector = str(manifest.path(config.models.vision_projector_role))
    return ModelSpec(model_path=str(path), sha256=manifest.entries[role].sha256, projector_path=projector,
                     n_ctx=config.llm.n_ctx, n_threads=config.llm.n_threads,
                     n_gpu_layers=config.llm.n_gpu_layers, seed=config.llm.seed, max_tokens=config.llm.max_tokens,
                     # The spec carries the environment too, so a model loaded in this process (not
                     # in the worker) gets it before llama.cpp loads: without OMP_WAIT_POLICY=PASSIVE a
                     # router call took 6-30 s on the busy 2-core box, 0.4-1.6 s with it.
                     extra=tuning_kwargs(config.llm), env=llama_env(config.llm), nice=config.llm.nice,
                     prompt_lookup=config.llm.prompt_lookup_tokens)
