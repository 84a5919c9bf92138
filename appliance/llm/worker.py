"""The model in its own process: a crash, an abort or an out-of-memory in llama.cpp kills only the
worker, which is started again on the next call. Every call has a timeout; the caller then
answers from rules while the worker finishes the abandoned call (llama.cpp cannot be interrupted
mid-decode) and its late reply is discarded. Killing it instead would throw away its warm prompt
caches, so the next call would be slower still and time out too (a cascade seen under load);
only a worker stuck on one call past `stuck_s` is killed and restarted.
"""
import hashlib
import json
import multiprocessing
import os
import threading
import time
from collections import OrderedDict
from dataclasses import replace

from appliance.llm.spec import Completion, ModelCallError, ModelSpec, spec_from_manifest


class ModelTimeout(ModelCallError):
    pass


class ModelCrashed(ModelCallError):
    pass


def set_priority(nice: int) -> str:
    """This process's priority to `nice` before llama.cpp starts its threads (they inherit it); says
    what held. Raising it (below 0) needs LimitNICE or CAP_SYS_NICE: refused, the worker runs at 0."""
    if not nice:
        return "nice 0"
    try:
        os.setpriority(os.PRIO_PROCESS, 0, nice)
        return f"nice {nice}"
    except (AttributeError, OSError) as exc:
        return (f"nice 0 (nice {nice} refused: {type(exc).__name__}; allow it with LimitNICE={nice} in the "
                f"service unit or CAP_SYS_NICE)")


def _serve(conn, spec: ModelSpec) -> None:
    """Child process: load the model, then answer (seq, op, kwargs) requests until told to stop."""
    from appliance.llm.runtime import LocalModel

    priority = set_priority(spec.nice)
    try:
        model = LocalModel(spec)
    except Exception as exc:  # reported to the parent as one line, never a hang
        conn.send(("error", " ".join(f"{type(exc).__name__}: {exc}".split())))
        return
    conn.send(("ready", priority))
    while True:
        try:
            seq, op, kwargs = conn.recv()
        except (EOFError, KeyboardInterrupt):
            break
        if op == "stop":
            break
        try:
            result = getattr(model, op)(**kwargs)
            conn.send((seq, "ok", result))
        except Exception as exc:
            conn.send((seq, "error", f"{type(exc).__name__}: {exc}"))
    model.close()


def load_model(manifest, config, role: str | None = None) -> "ModelWorker":
    """The box's model (or the model of `role`): a restartable worker process with a timeout on every call."""
    return ModelWorker(spec_from_manifest(manifest, config, role), timeout_s=config.llm.timeout_s)


class ModelWorker:
    """Same interface as LocalModel (complete_json, chat, sha256, close), across a pipe."""

    def __init__(self, spec: ModelSpec, timeout_s: float = 60.0, load_timeout_s: float = 120.0,
                 cache_size: int = 1024, stuck_s: float = 300.0):
        self.spec, self.sha256, self.timeout_s, self.load_timeout_s = spec, spec.sha256, timeout_s, load_timeout_s
        self.has_vision = bool(spec.projector_path)
        self.restarts = 0
        self.priority = "not started"      # what set_priority said in the worker ("nice -10", or why not)
        self.stuck_s = stuck_s
        self._seq = 0
        self._abandoned: dict[int, float] = {}  # request seq -> when it was sent
        self._proc = None
        self._conn = None
        self._lock = threading.Lock()
        # The model is deterministic (temperature 0, fixed seed), so an identical request has an
        # identical answer: a small cache saves repeating it (the evaluation's ablations do).
        self._cache: OrderedDict[str, object] = OrderedDict()
        self._cache_size = cache_size
        self._start()

    def _start(self) -> None:
        # spawn, not fork: fork would copy the parent's threads and sqlite handles. Spawn re-imports
        # the parent's __main__, which is safe because appliance/__main__.py guards main().
        parent, child = multiprocessing.get_context("spawn").Pipe()
        self._proc = multiprocessing.get_context("spawn").Process(target=_serve, args=(child, self.spec),
                                                                  name="model-worker", daemon=True)
        self._proc.start()
        child.close()
        self._conn = parent
        if not parent.poll(self.load_timeout_s):
            self._kill()
            raise ModelTimeout(f"model worker did not load {self.spec.model_path} in {self.load_timeout_s:.0f} s")
        try:
            status, info = parent.recv()
        except EOFError:
            code = self._kill()
            raise ModelCrashed(f"model worker died while loading {self.spec.model_path} (exit code {code})") from None
        if status != "ready":
            self._kill()
            raise ModelCallError(f"model worker could not load the model {self.spec.model_path}: {info}")
        self.priority = info

    def _kill(self):
        code = None
        if self._proc is not None:
            if self._proc.is_alive():
                self._proc.kill()
            self._proc.join(5)
            code = self._proc.exitcode
        if self._conn is not None:
            self._conn.close()
        self._proc = self._conn = None
        self._abandoned.clear()
        return code

    def clear_cache(self) -> None:
        """Forget the cached replies (bench web asks the same questions idle and loaded, each really answered)."""
        with self._lock:
            self._cache.clear()

    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    def _call(self, op: str, kwargs: dict, timeout_s: float | None, cache: bool):
        key = hashlib.sha256(json.dumps([op, kwargs], sort_keys=True, default=str).encode()).hexdigest()
        timeout = timeout_s or self.timeout_s
        # The time budget starts now, not when an earlier question releases the model.
        if not self._lock.acquire(timeout=timeout):
            raise ModelTimeout(f"the model stayed busy with other questions for {timeout:.1f} s; answered without it")
        try:
            if cache and key in self._cache:
                self._cache.move_to_end(key)
                return self._cache[key]
            if not self.alive():
                self._kill()
                self.restarts += 1
                self._start()
            deadline = time.monotonic() + timeout
            self._drain_abandoned(deadline)
            self._seq += 1
            seq = self._seq
            try:
                self._conn.send((seq, op, kwargs))
            except OSError:
                code = self._kill()
                raise ModelCrashed(f"model worker is gone (exit code {code}); restarts on next call") from None
            got = None
            while got != seq:  # replies to earlier abandoned calls are discarded on the way
                got, reply = self._receive(deadline, seq)
                if got is None:
                    self._abandoned[seq] = time.monotonic()
                    raise ModelTimeout(f"model call exceeded {timeout:.1f} s; answered without it")
            status, result = reply
            if status != "ok":
                raise ModelCallError(result)
            if cache:
                self._cache[key] = result
                if len(self._cache) > self._cache_size:
                    self._cache.popitem(last=False)
            return result
        finally:
            self._lock.release()

    def _receive(self, deadline: float, seq: int):
        """(reply seq, (status, result)), or (None, None) when the deadline passes first."""
        try:
            if not self._conn.poll(max(0.0, deadline - time.monotonic())):
                return None, None
            got, status, result = self._conn.recv()
        except (EOFError, OSError):
            code = self._kill()
            raise ModelCrashed(f"model worker died during the call (exit code {code}); restarts on next call") from None
        self._abandoned.pop(got, None)
        return got, (status, result)

    def _drain_abandoned(self, deadline: float) -> None:
        """Discard late replies to abandoned calls; kill a worker stuck on one for too long."""
        while self._abandoned:
            oldest = min(self._abandoned.values())
            if time.monotonic() - oldest > self.stuck_s:
                self._kill()
                self.restarts += 1
                self._start()
                return
            got, _ = self._receive(min(deadline, oldest + self.stuck_s), -1)
            if got is None and time.monotonic() >= deadline:
                raise ModelTimeout("model still busy with an earlier abandoned call; answered without it")

    def complete_json(self, messages, schema, max_tokens: int | None = None, timeout_s: float | None = None,
                      cache: bool = True) -> Completion:
        start = time.perf_counter()
        out = self._call("complete_json", {"messages": messages, "schema": schema, "max_tokens": max_tokens},
                         timeout_s, cache)
        return replace(out, seconds=time.perf_counter() - start)

    def chat(self, messages, timeout_s: float | None = None, cache: bool = False, **kwargs) -> dict:
        return self._call("chat", {"messages": messages, **kwargs}, timeout_s, cache)

    def crash_for_test(self) -> None:
        """Kill the worker the way an out-of-memory would (SIGKILL), to prove the box survives it."""
        if self._proc is not None:
            self._proc.kill()
            self._proc.join(5)

    def close(self) -> None:
        with self._lock:
            if self.alive():
                try:
                    self._conn.send((0, "stop", {}))
                    self._proc.join(5)
                except OSError:
                    pass
            self._kill()
