"""The model in its own process: a crash, an abort or an out-of-memory in llama.cpp kills only the
worker, which is started again on the next call. Every call has a timeout; the caller then
answers from rules while the worker finishes the abandoned call (llama.cpp cannot be interrupted
mid-decode) and its late reply is discarded. Killing it instead would throw away its warm prompt
caches, so the next call would be slower still and time out too (a cascade seen under load);
only a worker stuck on one call past `stuck_s` is killed and restarted.
"""
import hashlib
import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections import OrderedDict
from dataclasses import replace

from multiprocessing.connection import Connection

from appliance.llm.runtime import Completion, ModelCallError, ModelSpec
from appliance.paths import REPO_DIR


class ModelTimeout(ModelCallError):
    pass


class ModelCrashed(ModelCallError):
    pass


def _child_main(fd: int) -> None:
    """Entry point of the worker process: the spec arrives first on the socket."""
    conn = Connection(fd)
    _serve(conn, conn.recv())


def _serve(conn, spec: ModelSpec) -> None:
    """Child process: load the model, then answer (op, kwargs) requests until told to stop."""
    from appliance.llm.runtime import LocalModel

    try:
        model = LocalModel(spec)
    except Exception as exc:  # reported to the parent as one line, never a hang
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
        return
    conn.send(("ready", None))
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


class ModelWorker:
    """Same interface as LocalModel (complete_json, chat, sha256, close), across a pipe."""

    def __init__(self, spec: ModelSpec, timeout_s: float = 60.0, load_timeout_s: float = 120.0,
                 cache_size: int = 1024, stuck_s: float = 300.0):
        self.spec, self.sha256, self.timeout_s, self.load_timeout_s = spec, spec.sha256, timeout_s, load_timeout_s
        self.has_vision = bool(spec.projector_path)
        self.restarts = 0
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
        # A fresh interpreter over a socket pair, not multiprocessing: fork would copy the parent's
        # threads and sqlite handles, and spawn re-runs the parent's __main__ (the CLI) in the child.
        parent_sock, child_sock = socket.socketpair()
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO_DIR), os.environ.get("PYTHONPATH", "")])}
        self._proc = subprocess.Popen(
            [sys.executable, "-c", "import sys; from appliance.llm.worker import _child_main; _child_main(int(sys.argv[1]))",
             str(child_sock.fileno())], pass_fds=[child_sock.fileno()], env=env, stdin=subprocess.DEVNULL)
        child_sock.close()
        parent = self._conn = Connection(parent_sock.detach())
        parent.send(self.spec)
        if not parent.poll(self.load_timeout_s):
            self._kill()
            raise ModelTimeout(f"model worker did not load {self.spec.model_path} in {self.load_timeout_s:.0f} s")
        try:
            status, info = parent.recv()
        except EOFError:
            code = self._kill()
            raise ModelCrashed(f"model worker died while loading (exit code {code})") from None
        if status != "ready":
            self._kill()
            raise ModelCallError(f"model worker could not load the model: {info}")

    def _kill(self):
        if self._proc is not None:
            if self._proc.poll() is None:
                self._proc.kill()
            try:
                code = self._proc.wait(5)
            except subprocess.TimeoutExpired:
                code = None
        else:
            code = None
        if self._conn is not None:
            self._conn.close()
        self._proc = self._conn = None
        self._abandoned.clear()
        return code

    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

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

    def complete_json(self, messages, schema, max_tokens: int = 256, timeout_s: float | None = None,
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
            self._proc.wait(5)

    def close(self) -> None:
        with self._lock:
            if self.alive():
                try:
                    self._conn.send((0, "stop", {}))
                    self._proc.wait(5)
                except (OSError, subprocess.TimeoutExpired):
                    pass
            self._kill()
