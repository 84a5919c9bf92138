"""Load the GGUF model named in the manifest and run schema-constrained chat completions.

Every structured step passes a JSON Schema, so llama.cpp's grammar forces valid output, and
temperature 0 with a fixed seed makes the same inputs give the same output.
"""
import json
import threading
import time
from dataclasses import dataclass


class ModelCallError(Exception):
    pass


@dataclass
class Completion:
    data: dict
    text: str
    prompt_tokens: int
    completion_tokens: int
    seconds: float


class LocalModel:
    def __init__(self, model_path, *, n_ctx=2048, n_threads=2, n_gpu_layers=-1, seed=42, sha256="",
                 chat_handler=None):
        import llama_cpp  # imported here so the rest of the box starts even when the binding is absent

        self.path, self.sha256, self.seed = str(model_path), sha256, seed
        self._lock = threading.Lock()
        self.llm = llama_cpp.Llama(model_path=self.path, n_ctx=n_ctx, n_threads=n_threads,
                                   n_gpu_layers=n_gpu_layers, seed=seed, verbose=False,
                                   chat_handler=chat_handler)

    def complete_json(self, messages: list[dict], schema: dict, max_tokens: int = 256) -> Completion:
        """One constrained chat completion; raises ModelCallError if the output is not valid JSON."""
        with self._lock:
            start = time.perf_counter()
            self.llm.set_seed(self.seed)
            out = self.llm.create_chat_completion(
                messages=messages, temperature=0.0, top_k=1, max_tokens=max_tokens, seed=self.seed,
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

    def close(self) -> None:
        self.llm.close()


def load_model(manifest, config) -> LocalModel:
    entry = manifest.entries[config.models.llm_role]
    path = manifest.path(config.models.llm_role)
    return LocalModel(path, n_ctx=config.llm.n_ctx, n_threads=config.llm.n_threads,
                      n_gpu_layers=config.llm.n_gpu_layers, seed=config.llm.seed, sha256=entry.sha256)
