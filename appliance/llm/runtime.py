"""One llama.cpp model in this process: schema-constrained chat completions, optionally with images.

Every structured step passes a JSON Schema, so llama.cpp's grammar forces valid output, and
temperature 0 with a fixed seed makes the same inputs give the same output. The box never calls
this directly: `appliance.llm.worker` runs it in a child process, so a crash or an out-of-memory
inside llama.cpp cannot take ingest or the page down with it.
"""
import json
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field

MAX_SLOTS = 3  # llama.cpp contexts kept warm, one per agent prompt


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
    extra: dict = field(default_factory=dict)


def has_images(messages: list[dict]) -> bool:
    return any(isinstance(m.get("content"), list) and any(p.get("type") == "image_url" for p in m["content"])
               for m in messages)


def make_chat_handler(projector_path: str | None):
    """llama.cpp's multimodal handler when a projector is present, so images enter the context."""
    if not projector_path:
        return None
    from llama_cpp.llama_chat_format import MTMDChatHandler

    return MTMDChatHandler(clip_model_path=projector_path, verbose=False)


class LocalModel:
    def __init__(self, spec: ModelSpec):
        import llama_cpp  # imported here so the rest of the box starts even when the binding is absent

        self.spec, self.sha256, self.seed = spec, spec.sha256, spec.seed
        self._lock = threading.Lock()
        self._choice: OrderedDict = OrderedDict()
        self.llm = llama_cpp.Llama(model_path=spec.model_path, n_ctx=spec.n_ctx, n_threads=spec.n_threads,
                                   n_gpu_layers=spec.n_gpu_layers, seed=spec.seed, verbose=False,
                                   logits_all=spec.logits_all, chat_handler=make_chat_handler(spec.projector_path))

    def chat(self, messages: list[dict], **kwargs) -> dict:
        """A raw chat completion at temperature 0 and the fixed seed (the dict llama.cpp returns)."""
        with self._lock:
            self.llm.set_seed(self.seed)
            if has_images(messages):
                # A cached prefix from an earlier image prompt must not leak into this one.
                self.llm.reset()
            return self.llm.create_chat_completion(messages=messages, temperature=0.0, top_k=1,
                                                   seed=self.seed, **kwargs)

    def complete_json(self, messages: list[dict], schema: dict, max_tokens: int = 256) -> Completion:
        """One constrained chat completion; raises ModelCallError if the output is not valid JSON.

        Small enum-only schemas without images use the logit-masking decoder (appliance.llm.choice);
        everything else uses llama.cpp's JSON-schema grammar."""
        from appliance.llm import choice

        start = time.perf_counter()
        if choice.supported(schema) and not has_images(messages):
            with self._lock:
                decoder = self._decoder_for(messages)
                decoder.llm.set_seed(self.seed)
                text, prompt_tokens, chosen = decoder.decode(messages, schema)
            return Completion(data=json.loads(text), text=text, prompt_tokens=prompt_tokens,
                              completion_tokens=chosen, seconds=time.perf_counter() - start)
        out = self.chat(messages, max_tokens=max_tokens,
                        response_format={"type": "json_object", "schema": schema})
        seconds = time.perf_counter() - start
        text = out["choices"][0]["message"]["content"] or ""
        try:
            data = json.loads(text)
        except ValueError:
            raise ModelCallError(f"model output is not valid JSON (cut at {max_tokens} tokens?): {text[:80]!r}") from None
        usage = out.get("usage", {})
        return Completion(data=data, text=text, prompt_tokens=usage.get("prompt_tokens", 0),
                          completion_tokens=usage.get("completion_tokens", 0), seconds=seconds)

    def _decoder_for(self, messages: list[dict]):
        """One llama.cpp context per system prompt (per agent), so each keeps its own prompt prefix
        in its KV cache: alternating router and reasoning calls on one context re-read both
        system prompts every time, which was most of an answer's latency."""
        from appliance.llm import choice

        key = messages[0]["content"] if messages and messages[0]["role"] == "system" else ""
        if key not in self._choice:
            if len(self._choice) >= MAX_SLOTS:
                _, old = self._choice.popitem(last=False)
                if old.llm is not self.llm:
                    old.llm.close()
            llm = self.llm if not any(d.llm is self.llm for d in self._choice.values()) else self._new_llama()
            self._choice[key] = choice.ChoiceDecoder(llm)
        self._choice.move_to_end(key)
        return self._choice[key]

    def _new_llama(self):
        import llama_cpp

        s = self.spec
        return llama_cpp.Llama(model_path=s.model_path, n_ctx=s.n_ctx, n_threads=s.n_threads,
                               n_gpu_layers=s.n_gpu_layers, seed=s.seed, verbose=False)

    def close(self) -> None:
        for d in self._choice.values():
            if d.llm is not self.llm:
                d.llm.close()
        self.llm.close()


def spec_from_manifest(manifest, config) -> ModelSpec:
    """Verify the hashes (the manifest refuses a mismatching file and names it) and build the spec."""
    role = config.models.llm_role
    path = manifest.path(role)
    projector = None
    if manifest.has(config.models.vision_projector_role):
        projector = str(manifest.path(config.models.vision_projector_role))
    return ModelSpec(model_path=str(path), sha256=manifest.entries[role].sha256, projector_path=projector,
                     n_ctx=config.llm.n_ctx, n_threads=config.llm.n_threads,
                     n_gpu_layers=config.llm.n_gpu_layers, seed=config.llm.seed)


def load_model(manifest, config):
    """The box's model: a restartable worker process with a timeout on every call."""
    from appliance.llm.worker import ModelWorker

    return ModelWorker(spec_from_manifest(manifest, config), timeout_s=config.llm.timeout_s)
