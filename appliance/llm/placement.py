"""Where each model runs: no silent CPU fallback.

llama.cpp built without a GPU backend, or a CUDA build on a box whose GPU is not visible, quietly
runs every layer on the CPU; ONNX Runtime drops a CUDA provider it cannot load and carries on with
the CPU one. Both look like "it works, only slowly" -- the most common complaint of llama.cpp and
Ollama users on Jetson. So at start-up the box states, for each model: the device it runs on,
llama.cpp's offloaded layer count, ONNX Runtime's active execution provider, and a one-off
tokens/s probe; with `[llm] require_gpu = true` a CPU placement stops the start with the reason.
"""
import os
import sys
import time
from contextlib import contextmanager


class PlacementError(RuntimeError):
    """Raised at start-up when require_gpu is set and a model would run on the CPU."""


@contextmanager
def _quiet_stderr():
    """llama.cpp logs from C straight to fd 2 whatever `verbose` says (a vocab-only load warns that
    its context exceeds the training context), and the operator's one-line errors must stay one line."""
    sys.stderr.flush()
    saved = os.dup(2)
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def llama_layers(model_path: str) -> int:
    """Transformer blocks in the GGUF (its `<arch>.block_count`), read without loading the weights."""
    import llama_cpp

    with _quiet_stderr():
        llm = llama_cpp.Llama(model_path=model_path, vocab_only=True, verbose=False)
    try:
        meta = llm.metadata
        arch = meta.get("general.architecture", "")
        return int(meta.get(f"{arch}.block_count", 0))
    finally:
        llm.close()


def llm_placement(model_path: str, n_gpu_layers: int, gpu_offload: bool | None = None) -> dict:
    """llama.cpp offloads min(n_gpu_layers, blocks + 1) layers (the +1 is the output layer) when it
    has a GPU device, else none: llama_supports_gpu_offload() is false both for a CPU-only build and
    for a GPU build that finds no device."""
    import llama_cpp

    if gpu_offload is None:
        gpu_offload = bool(llama_cpp.llama_supports_gpu_offload())
    blocks = llama_layers(model_path)
    total = blocks + 1
    wanted = total if n_gpu_layers < 0 else min(n_gpu_layers, total)
    offloaded = wanted if gpu_offload else 0
    if offloaded == 0:
        why = ("this llama.cpp build has no usable GPU (no GPU backend, or none visible)" if not gpu_offload
               else "[llm] n_gpu_layers = 0")
    else:
        why = f"{offloaded} of {total} layers on the GPU"
    return {"device": "gpu" if offloaded == total else ("partial" if offloaded else "cpu"),
            "layers_offloaded": offloaded, "layers": total, "gpu_offload_supported": gpu_offload, "why": why}


def probe_tokens_per_s(model, max_tokens: int = 16) -> float | None:
    """One short greedy completion through the box's own model worker; None when it fails."""
    if model is None:
        return None
    try:
        start = time.perf_counter()
        out = model.chat([{"role": "user", "content": "Count from one to twenty in words."}], max_tokens=max_tokens,
                         timeout_s=60)
        tokens = out.get("usage", {}).get("completion_tokens", 0)
        return round(tokens / (time.perf_counter() - start), 1) if tokens else None
    except Exception:  # the probe is a report, never a reason to fail the start
        return None


def onnx_sessions(embedder) -> dict:
    """{attribute name: InferenceSession} of an embedder (text: session; CLIP: image/text sessions)."""
    if embedder is None:
        return {}
    return {k: v for k, v in vars(embedder).items() if hasattr(v, "get_providers") and hasattr(v, "run")}


def onnx_placement(name: str, embedder) -> list[dict]:
    import onnxruntime as ort

    out = []
    for attr, session in onnx_sessions(embedder).items():
        active = session.get_providers()
        out.append({"model": f"{name}.{attr}" if attr != "session" else name, "provider": active[0],
                    "providers": active, "available": ort.get_available_providers(),
                    "device": "cpu" if active[0] == "CPUExecutionProvider" else "gpu"})
    return out


def report(box, probe: bool = True) -> dict:
    """The placement of the box's language model and embedders, as one JSON-able dict."""
    from appliance.llm.tuning import llama_kwargs

    config = box.config
    llm: dict = {"model": None, "device": "none", "why": box.model_problem or "no model"}
    if box.model is not None:
        llm = {"model": box.model.spec.model_path.rsplit("/", 1)[-1],
               **llm_placement(box.model.spec.model_path, config.llm.n_gpu_layers),
               "settings": llama_kwargs(config.llm), "priority": getattr(box.model, "priority", "in process")}
        llm["probe_tok_s"] = probe_tokens_per_s(box.model) if probe else None
    onnx = onnx_placement(getattr(box.embedder, "name", "text_embedder"), box.embedder)
    image = getattr(box, "image_embedder", None)
    onnx += onnx_placement(getattr(image, "name", "image_embedder"), image)
    from appliance.llm.assign import assignments

    # Which model does which job here, and why (measured at provisioning; [llm] use), and what the box
    # really loaded for them (a model that failed to load leaves its jobs to the rules: llm/jobs.py).
    models = getattr(box, "models", None)
    others = []
    for role, worker in (models.loaded.items() if models else ()):
        if worker is box.model:
            continue
        spec = worker.spec
        others.append({"role": role, "model": spec.model_path.rsplit("/", 1)[-1],
                       **llm_placement(spec.model_path, spec.n_gpu_layers), "priority": getattr(worker, "priority", "")})
    loaded = {job: models.role_of(job) for job in ("confirm", "write")} if models else {}
    return {"llm": llm, "llm_others": others, "onnx": onnx, "require_gpu": bool(config.llm.require_gpu),
            "jobs": assignments(config), "loaded_for": loaded, "not_loaded": dict(models.problems) if models else {}}


def cpu_fallbacks(placement: dict) -> list[str]:
    """One line per model that runs on the CPU (or does not run at all)."""
    out = []
    llm = placement["llm"]
    if llm["device"] != "gpu":
        out.append(f"language model {llm.get('model') or ''}: {llm['device']} ({llm['why']})".replace(" : ", ": "))
    for o in placement.get("llm_others") or []:
        if o["device"] != "gpu":
            out.append(f"language model {o['model']} ({o['role']}): {o['device']} ({o['why']})")
    for s in placement["onnx"]:
        if s["device"] != "gpu":
            out.append(f"{s['model']}: ONNX Runtime runs it on {s['provider']} (available: {', '.join(s['available'])})")
    return out


def check(placement: dict) -> dict:
    """Raise PlacementError when require_gpu is set and anything falls back to the CPU."""
    if placement["require_gpu"]:
        fallbacks = cpu_fallbacks(placement)
        if fallbacks:
            raise PlacementError("refusing to start: [llm] require_gpu = true, but " + "; ".join(fallbacks)
                                 + ". Install the GPU builds (scripts/setup-env on the GPU box) or set"
                                 " llm.require_gpu = false to run on the CPU.")
    return placement


def lines(placement: dict) -> list[str]:
    """Human lines for `appliance run`'s start-up log."""
    llm = placement["llm"]
    out = [f"language model: {llm['device']}, {llm.get('layers_offloaded', 0)}/{llm.get('layers', '?')} layers "
           f"offloaded ({llm['why']})" + (f", probe {llm['probe_tok_s']} tokens/s" if llm.get("probe_tok_s") else "")]
    out += [f"{s['model']}: {s['provider']}" for s in placement["onnx"]]
    out += [f"{o['role']} ({o['model']}): {o['device']}, {o.get('layers_offloaded', 0)}/{o.get('layers', '?')} layers "
            f"offloaded ({o['why']})" for o in placement.get("llm_others") or []]
    out += [f"{name}: {job['why']}" for name, job in (placement.get("jobs") or {}).items()]
    out += [f"{job} is done by {role or 'rules'} on this box" for job, role in (placement.get("loaded_for") or {}).items()]
    out += [f"{role} not loaded: {why}" for role, why in (placement.get("not_loaded") or {}).items()]
    return out
