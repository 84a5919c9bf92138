"""One llama.cpp model in this process: schema-constrained chat completions, optionally with images.

Every structured step passes a JSON Schema, so llama.cpp's grammar forces valid output, and
temperature 0 with a fixed seed makes the same inputs give the same output. The box never calls
this directly: `appliance.llm.worker` runs it in a child process, so a crash or an out-of-memory
inside llama.cpp cannot take ingest or the page down with it.
"""
import json
import os
import sys
import threading
import time
from collections import OrderedDict

from appliance.llm.spec import Completion, ModelCallError, ModelSpec, llama_kwargs, spec_from_manifest

__all__ = ["Completion", "LocalModel", "ModelCallError", "ModelSpec", "has_images", "llama_kwargs",
           "spec_from_manifest"]
MAX_PREFIXES = 3  # agents' prompt prefixes kept (as saved KV states of the one context)


def has_images(messages: list[dict]) -> bool:
    return any(isinstance(m.get("content"), list) and any(p.get("type") == "image_url" for p in m["content"])
               for m in messages)


def system_key(messages: list[dict]) -> str:
    """Which saved prefix a call continues: its system prompt ("" when it has none)."""
    return messages[0]["content"] if messages and messages[0]["role"] == "system" \
        and isinstance(messages[0]["content"], str) else ""


def set_env_before_load(env: dict) -> None:
    """Set the spec's environment (OMP_WAIT_POLICY) before llama.cpp's library loads: libgomp reads
    it once, at load, so a model loaded into a process that imported llama_cpp already keeps the
    old policy (the worker process imports it here first). The operator's own settings win."""
    if "llama_cpp" in sys.modules:
        return
    for key, value in env.items():
        os.environ.setdefault(key, value)


def make_chat_handler(projector_path: str | None):
    """llama.cpp's multimodal handler when a projector is present, so images enter the context."""
    if not projector_path:
        return None
    from llama_cpp.llama_chat_format import MTMDChatHandler

    return MTMDChatHandler(clip_model_path=projector_path, verbose=False)


class LocalModel:
    """The one loaded model: every agent's calls share it (one set of weights, one context).

    Agents alternate (router, then reasoning, then citation): each has its own system prompt, and
    re-reading it on every switch was most of an answer's latency. So the context's state after
    an agent's call is saved (llama.cpp's public sequence-state API: the KV cells of that prompt
    prefix, not another copy of the weights) and restored when that agent speaks again.
    """

    def __init__(self, spec: ModelSpec):
        set_env_before_load(spec.env)
        import llama_cpp  # imported here so the rest of the box starts even when the binding is absent

        self.spec, self.sha256, self.seed = spec, spec.sha256, spec.seed
        self._lock = threading.Lock()
        draft = None
        if spec.prompt_lookup > 0:
            # A rewrite copies most of its facts: drafts taken from the prompt's own n-grams are
            # checked by the model in one batch. llama-cpp-python then keeps logits for every
            # position (n_ctx x n_vocab floats: 1.2 GB for Qwen2.5's 152k vocabulary at 2048).
            from llama_cpp.llama_speculative import LlamaPromptLookupDecoding

            draft = LlamaPromptLookupDecoding(num_pred_tokens=spec.prompt_lookup)
        self.llm = llama_cpp.Llama(**llama_kwargs(spec), chat_handler=make_chat_handler(spec.projector_path),
                                   draft_model=draft)
        self._decoder = None
        self._prefixes: OrderedDict = OrderedDict()   # system prompt -> saved state after its last call
        self._current = None                          # whose prefix the context holds now

    def chat(self, messages: list[dict], **kwargs) -> dict:
        """A raw chat completion at temperature 0 and the fixed seed (the dict llama.cpp returns)."""
        kwargs["max_tokens"] = min(kwargs.get("max_tokens") or self.spec.max_tokens, self.spec.max_tokens)
        with self._lock:
            images = has_images(messages)
            # The system prompt's state is kept per prompt (frame filling, writing, ...): a call pays
            # only for its own tokens after the first (llama.cpp reuses the longest common prefix).
            self._switch_to(None if images else system_key(messages))
            self.llm.set_seed(self.seed)
            if images:
                # A cached prefix from an earlier image prompt must not leak into this one.
                self.llm.reset()
            return self.llm.create_chat_completion(messages=messages, temperature=0.0, top_k=1,
                                                   seed=self.seed, **kwargs)

    def complete_json(self, messages: list[dict], schema: dict, max_tokens: int | None = None) -> Completion:
        """One constrained chat completion; raises ModelCallError if the output is not valid JSON.

        Small enum-only schemas without images use the logit-masking decoder (appliance.llm.choice);
        everything else uses llama.cpp's JSON-schema grammar. `max_tokens` is capped by [llm] max_tokens."""
        from appliance.llm import choice

        start = time.perf_counter()
        if choice.supported(schema) and not has_images(messages):
            with self._lock:
                self._switch_to(system_key(messages))
                if self._decoder is None:
                    self._decoder = choice.ChoiceDecoder(self.llm)
                self.llm.set_seed(self.seed)
                try:
                    text, prompt_tokens, chosen = self._decoder.decode(messages, schema)
                except ValueError as exc:
                    raise ModelCallError(f"constrained choice failed: {exc}") from None
            return Completion(data=json.loads(text), text=text, prompt_tokens=prompt_tokens,
                              completion_tokens=chosen, seconds=time.perf_counter() - start)
        limit = min(max_tokens or self.spec.max_tokens, self.spec.max_tokens)
        out = self.chat(messages, max_tokens=limit, response_format={"type": "json_object", "schema": schema})
        seconds = time.perf_counter() - start
        text = out["choices"][0]["message"]["content"] or ""
        try:
            data = json.loads(text)
        except ValueError:
            raise ModelCallError(f"model output is not valid JSON (cut at {limit} tokens?): {text[:80]!r}") from None
        usage = out.get("usage", {})
        return Completion(data=data, text=text, prompt_tokens=usage.get("prompt_tokens", 0),
                          completion_tokens=usage.get("completion_tokens", 0), seconds=seconds)

    def _switch_to(self, key) -> None:
        """Put agent `key`'s saved prefix into the context (None: a call outside the agents)."""
        if key == self._current:
            return
        if self._current is not None:
            self._prefixes[self._current] = self._save_prefix()
            self._prefixes.move_to_end(self._current)
            while len(self._prefixes) > MAX_PREFIXES:
                self._prefixes.popitem(last=False)
        if key is not None and key in self._prefixes:
            self._load_prefix(self._prefixes[key])
        self._current = key

    def _save_prefix(self) -> tuple[bytes, object, int]:
        """The KV cells of the context's one sequence and the tokens they hold (llama.cpp's public
        sequence-state API: not the 49k-wide logits buffer Llama.save_state copies as well)."""
        import ctypes

        import llama_cpp

        size = llama_cpp.llama_state_seq_get_size(self.llm.ctx, 0)
        buf = (ctypes.c_uint8 * size)()
        n = llama_cpp.llama_state_seq_get_data(self.llm.ctx, buf, size, 0)
        return bytes(buf)[:n], self.llm.input_ids[:self.llm.n_tokens].copy(), self.llm.n_tokens

    def _load_prefix(self, state) -> None:
        import ctypes

        import llama_cpp

        data, ids, n = state
        buf = (ctypes.c_uint8 * len(data)).from_buffer_copy(data)
        if llama_cpp.llama_state_seq_set_data(self.llm.ctx, buf, len(data), 0) != len(data):
            self.llm.reset()   # the prefix is re-read instead: slower, never wrong
            return
        self.llm.input_ids[:n] = ids
        # One token short of what the cells hold: the next decode evaluates at least that token
        # again, so it samples from fresh logits, never from another agent's last ones.
        self.llm.n_tokens = max(0, n - 1)

    def close(self) -> None:
        self._prefixes.clear()
        self.llm.close()
