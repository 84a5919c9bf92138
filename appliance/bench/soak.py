"""`appliance bench soak --minutes N --json`: the whole box over a shift, and whether its memory stays flat.

The box runs as `appliance run` runs it (ApplianceService: a local mosquitto, ingest with its writer
process, the embedders, the detection worker, the page behind waitress), in this process, on a
fresh data directory. From outside it: readings and drone frames over MQTT from a load process of
their own (bench/load.py), and --tablets crew tablets that log in with the passphrase, ask a few
questions over the streamed /api/ask, log out, and start again. Every --sample-s seconds the resident
memory (RSS) of this process and of its whole process tree is read from /proc. Reported: start,
peak and end, and the slope after the warm-up (the first --warmup-min minutes, or a fifth of the
run) from a least-squares line, in MB per hour. With --tracemalloc the Python allocations that grew
most between the end of the warm-up and the end are listed (file:line, KiB): what grows, if it is
Python's; memory that grows without showing there is the C side (SQLite, onnxruntime, llama.cpp, malloc).
"""
import ctypes
import http.client
import json
import os
import re
import tempfile
import threading
import time
import tracemalloc
from pathlib import Path
from urllib.parse import urlencode

import click

from appliance.bench.load import OffsiteLoad
from appliance.config.options import emit_json, json_option

PASSPHRASE = "soak-crew-passphrase"
QUESTIONS = ["What is the fire danger at the station now?", "How windy is it at soak-st1?",
             "Is the humidity low anywhere right now?", "What did the drone see last?"]


def rss_mb(pid: int | str = "self") -> float:
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0.0
    m = re.search(r"^VmRSS:\s+(\d+) kB", text, re.M)
    return int(m.group(1)) / 1024 if m else 0.0


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]


def memory_parts() -> dict:
    """Where this process's memory is, so a slope can be put on a part: anonymous and file-backed
    RSS, threads, Python's allocated blocks (thousands), and glibc malloc's own count (in use, held free in its arenas, mapped blocks;
    mallinfo2 sums every arena). Python's small objects live in pymalloc's own mapped arenas and
    show in anonymous RSS only; onnxruntime, SQLite and most C libraries allocate through malloc."""
    import sys

    parts: dict = {"python_kblocks": round(sys.getallocatedblocks() / 1000, 1)}   # live objects in pymalloc
    try:
        status = Path("/proc/self/status").read_text()
    except OSError:
        status = ""
    for key, name in (("RssAnon", "anon_mb"), ("RssFile", "file_mb"), ("Threads", "threads")):
        m = re.search(rf"^{key}:\s+(\d+)", status, re.M)
        if m:
            parts[name] = int(m.group(1)) if key == "Threads" else round(int(m.group(1)) / 1024, 1)
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
        info = libc.mallinfo2()
        parts.update(malloc_used_mb=round(info.uordblks / 2**20, 1), malloc_free_mb=round(info.fordblks / 2**20, 1),
                     malloc_mapped_mb=round(info.hblkhd / 2**20, 1))
    except (OSError, AttributeError):   # no glibc
        pass
    return parts


def tree_pids(root: int) -> list[int]:
    """`root` and every descendant (from /proc/<pid>/task/*/children)."""
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        for task in Path(f"/proc/{pid}/task").glob("*"):
            try:
                todo += [int(c) for c in (task / "children").read_text().split()]
            except OSError:
                pass
    return out


def sqlite_mb() -> float:
    """Memory SQLite itself holds in this process (page caches of every connection, statements)."""
    import apsw

    return apsw.status(apsw.SQLITE_STATUS_MEMORY_USED)[0] / 2**20


def slope_mb_per_h(samples: list[tuple[float, float]]) -> float | None:
    """Least-squares slope of (seconds, MB) samples, in MB per hour."""
    if len(samples) < 3:
        return None
    n = len(samples)
    mt = sum(t for t, _ in samples) / n
    mm = sum(m for _, m in samples) / n
    var = sum((t - mt) ** 2 for t, _ in samples)
    if var == 0:
        return None
    return round(sum((t - mt) * (m - mm) for t, m in samples) / var * 3600, 2)


def floor_slope_mb_per_h(samples: list[tuple[float, float]], window_s: float = 60.0) -> float | None:
    """Slope of the lowest sample in each `window_s` window, in MB per hour. A login's 16 MiB scrypt
    buffer or an answer's working memory caught by a sample lifts it for a moment; the lowest
    sample of each minute is what the box keeps, and a leak lifts that too."""
    windows: dict[int, tuple[float, float]] = {}
    for t, m in samples:
        k = int(t // window_s)
        if k not in windows or m < windows[k][1]:
            windows[k] = (t, m)
    return slope_mb_per_h(sorted(windows.values()))


class SoakTablet(threading.Thread):
    """A crew tablet: log in, ask `per_login` questions (streamed answers), log out; again until `until`."""

    def __init__(self, n: int, port: int, until: float, per_login: int = 3):
        super().__init__(name=f"soak-tablet-{n}", daemon=True)
        self.n, self.port, self.until, self.per_login = n, port, until, per_login
        self.logins = self.answers = self.errors = 0
        self.error_kinds: list[str] = []

    def _request(self, method, path, body=None, headers=None, stream=False):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=300)
        conn.request(method, path, body=body, headers=headers or {})
        resp = conn.getresponse()
        data = b""
        while chunk := resp.read1(65536):
            data += chunk
        conn.close()
        return resp, data

    def _login(self) -> dict:
        resp, data = self._request("GET", "/api/whoami")
        cookie = resp.getheader("Set-Cookie").split(";")[0]
        token = json.loads(data)["csrf"]
        resp, _ = self._request("POST", "/login", urlencode({"passphrase": PASSPHRASE, "csrf_token": token}),
                                {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded",
                                 "X-CSRF-Token": token, "Origin": f"http://127.0.0.1:{self.port}"})
        session = resp.getheader("Set-Cookie")
        if resp.status != 303 or not session:
            raise RuntimeError(f"login: HTTP {resp.status}")
        cookie = session.split(";")[0]
        resp, data = self._request("GET", "/api/whoami", headers={"Cookie": cookie})
        self.logins += 1
        return {"Cookie": cookie, "X-CSRF-Token": json.loads(data)["csrf"], "Origin": f"http://127.0.0.1:{self.port}"}

    def run(self) -> None:
        i = self.n
        while time.monotonic() < self.until:
            try:
                headers = self._login()
                for _ in range(self.per_login):
                    if time.monotonic() >= self.until:
                        break
                    i += 1
                    resp, data = self._request("POST", "/api/ask", json.dumps({"question": QUESTIONS[i % len(QUESTIONS)]}),
                                               {**headers, "Accept": "text/event-stream",
                                                "Content-Type": "application/json"})
                    if resp.status != 200 or b"event: answer" not in data:
                        raise RuntimeError(f"ask: HTTP {resp.status} {data[-160:]!r}")
                    self.answers += 1
                self._request("POST", "/logout", headers={**headers, "Accept": "application/json"})
            except Exception as exc:  # counted; a tablet keeps going like a crew member would
                self.errors += 1
                self.error_kinds.append(str(exc)[:200])
                time.sleep(1.0)


def run_soak(minutes: float, tablets: int, rate: float, frame_rate: float, sample_s: float, warmup_min: float | None,
             trace: bool, with_model: bool, log, samples_out: Path | None = None) -> dict:
    from appliance.comms.broker import free_port
    from appliance.config import load_config
    from appliance.paths import MODELS_DIR
    from appliance.service import ApplianceService

    tmp = Path(tempfile.mkdtemp(prefix="bench-soak-"))
    os.environ["APPLIANCE_WEB_PASSPHRASE"] = PASSPHRASE
    config = load_config(None, {"store.data_dir": str(tmp / "data"), "models.dir": str(MODELS_DIR), "web.port": 0,
                                "mqtt.port": free_port(), "web.passphrase": PASSPHRASE})
    seconds = minutes * 60
    warmup_s = 60 * (warmup_min if warmup_min is not None else max(1.0, minutes / 5))
    if trace:
        tracemalloc.start(12)
    service = ApplianceService(config, degraded_ok=True, log=lambda *a: None)
    if not with_model and service.box.model is not None:
        service.box.model.close()
        service.box.model, service.box.model_problem = None, "model off for the soak (--no-model)"
    url = service.start()
    model_state = "loaded" if service.box.model is not None else service.box.model_problem
    port = int(url.rsplit(":", 1)[1])
    threading.Thread(target=service.server.run, name="soak-page", daemon=True).start()
    samples, tree, sqlite, parts, base = [], [], [], [], None
    start = time.monotonic()
    load = OffsiteLoad(config, "soak-st1", rate, seconds, 0, frame_rate).start()
    load.go()
    crew = [SoakTablet(n, port, start + seconds) for n in range(tablets)]
    for t in crew:
        t.start()
    try:
        while (elapsed := time.monotonic() - start) < seconds:
            samples.append((elapsed, rss_mb()))
            sqlite.append((elapsed, sqlite_mb()))
            parts.append((elapsed, memory_parts()))
            if samples_out:
                with open(samples_out, "a") as f:
                    f.write(json.dumps({"s": round(elapsed, 1), "rss_mb": round(samples[-1][1], 1),
                                        "sqlite_mb": round(sqlite[-1][1], 2), **parts[-1][1]}) + "\n")
            tree.append((elapsed, sum(rss_mb(p) for p in tree_pids(os.getpid()))))
            if trace and base is None and elapsed >= warmup_s:
                base = tracemalloc.take_snapshot()
            log(f"soak {elapsed / 60:5.1f} min: RSS {samples[-1][1]:.0f} MB (tree {tree[-1][1]:.0f} MB, "
                f"SQLite {sqlite[-1][1]:.0f} MB), "
                f"{sum(t.answers for t in crew)} answers, {sum(t.logins for t in crew)} logins")
            time.sleep(sample_s)
        samples.append((time.monotonic() - start, rss_mb()))
        tree.append((samples[-1][0], sum(rss_mb(p) for p in tree_pids(os.getpid()))))
        growth = []
        if trace and base is not None:
            for stat in tracemalloc.take_snapshot().compare_to(base, "traceback")[:8]:
                growth.append({"where": [f"{f.filename.rsplit('/site-packages/', 1)[-1]}:{f.lineno}"
                                         for f in stat.traceback][:8],
                               "kib": round(stat.size_diff / 1024, 1), "count": stat.count_diff})
        sent, frames = load.join()
        for t in crew:
            t.join(60)
        stored = service.box.db.scalar("SELECT COUNT(*) FROM readings WHERE device = 'soak-st1'")
    finally:
        service.stop()
    after = [s for s in samples if s[0] >= warmup_s]
    after_tree = [s for s in tree if s[0] >= warmup_s]
    return {
        "minutes": minutes, "warmup_min": round(warmup_s / 60, 2), "samples": len(samples),
        "rss_mb": {"start": round(samples[0][1], 1), "peak": round(max(m for _, m in samples), 1),
                   "end": round(samples[-1][1], 1), "after_warmup": round(after[0][1], 1) if after else None},
        "slope_mb_per_h": slope_mb_per_h(after),
        "floor_slope_mb_per_h": floor_slope_mb_per_h(after),
        "tree_rss_mb": {"start": round(tree[0][1], 1), "peak": round(max(m for _, m in tree), 1),
                        "end": round(tree[-1][1], 1)},
        "tree_slope_mb_per_h": slope_mb_per_h(after_tree),
        "tree_floor_slope_mb_per_h": floor_slope_mb_per_h(after_tree),
        "sqlite_mb": {"start": round(sqlite[0][1], 1), "end": round(sqlite[-1][1], 1)},
        "sqlite_slope_mb_per_h": slope_mb_per_h([s for s in sqlite if s[0] >= warmup_s]),
        "parts": _parts_summary(parts, warmup_s),
        "readings_sent": sent, "readings_stored": stored, "frames_sent": frames,
        "tablets": tablets, "logins": sum(t.logins for t in crew), "answers": sum(t.answers for t in crew),
        "tablet_errors": sum(t.errors for t in crew), "tablet_error_kinds": sorted({e for t in crew for e in t.error_kinds})[:5],
        "model": model_state,
        "python_growth": growth,
    }


def _parts_summary(parts: list[tuple[float, dict]], warmup_s: float) -> dict:
    """Each part of memory_parts(): at start, at the end and its slope after the warm-up (per hour)."""
    out = {}
    for name in (parts[0][1] if parts else {}):
        series = [(t, p[name]) for t, p in parts if name in p]
        out[name] = {"start": series[0][1], "end": series[-1][1],
                     "slope_per_h": slope_mb_per_h([s for s in series if s[0] >= warmup_s])}
    return out


@click.command("soak")
@click.option("--minutes", type=float, default=10.0, show_default=True, help="Length of the run.")
@click.option("--tablets", type=int, default=2, show_default=True, help="Crew tablets logging in, asking, logging out.")
@click.option("--rate", type=float, default=20.0, show_default=True, help="Readings per second offered over MQTT.")
@click.option("--frame-rate", type=float, default=1.0, show_default=True, help="Drone frames per second offered.")
@click.option("--sample-s", type=float, default=10.0, show_default=True, help="Seconds between memory samples.")
@click.option("--warmup-min", type=float, default=None, help="Minutes left out of the slope (default: a fifth, at least 1).")
@click.option("--tracemalloc/--no-tracemalloc", "trace", default=False, help="List the Python allocations that grew most.")
@click.option("--model/--no-model", "with_model", default=True, help="Answer with the language model (off: rules only).")
@click.option("--samples-out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Append every memory sample (RSS, SQLite, the parts) to this file as JSON lines.")
@json_option
def command(minutes, tablets, rate, frame_rate, sample_s, warmup_min, trace, with_model, samples_out, as_json):
    """The box over a shift: readings, frames, tablets logging in and out, questions; memory start/peak/end and slope."""
    result = run_soak(minutes, tablets, rate, frame_rate, sample_s, warmup_min, trace, with_model,
                      log=lambda m: click.echo(m, err=True), samples_out=samples_out)
    if as_json:
        emit_json(result)
    else:
        click.echo(json.dumps(result, indent=2))
