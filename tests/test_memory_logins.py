"""Memory flat over a shift (issue 28): crew logins must not each leave 16 MiB behind.

A login checks the passphrase with scrypt (16 MiB, web/auth.py) on whichever of the page's 32
waitress threads takes it; with glibc's dynamic mmap threshold each thread's arena kept the buffer,
and the box's memory climbed in steps as tablets logged in and out. The service fixes the threshold
at start (service.keep_large_allocations_returnable). Measured here in a fresh interpreter with real
scrypt on 32 long-lived threads, with and without it.
"""
import json
import subprocess
import sys

from appliance.paths import REPO_DIR

SCRIPT = """
import hashlib, json, queue, re, sys, threading
from appliance.service import keep_large_allocations_returnable
if sys.argv[1] == "fixed":
    assert keep_large_allocations_returnable()
rss = lambda: int(re.search(r"VmRSS:\\s+(\\d+)", open("/proc/self/status").read()).group(1)) / 1024
jobs = queue.Queue()
def page_thread():
    while True:
        jobs.get()
        hashlib.scrypt(b"crew passphrase", salt=b"s" * 16, n=2 ** 14, r=8, p=1, dklen=32)   # auth.SCRYPT_*
        jobs.task_done()
for _ in range(32):
    threading.Thread(target=page_thread, daemon=True).start()
start = rss()
for _ in range(32):         # two tablets logging in at once, 32 times
    jobs.put(1); jobs.put(1); jobs.join()
print(json.dumps({"start": start, "end": rss()}))
"""


def _grown_mb(mode: str) -> float:
    env = {"PYTHONPATH": str(REPO_DIR)}
    out = subprocess.run([sys.executable, "-c", SCRIPT, mode], capture_output=True, text=True, timeout=120,
                         cwd=REPO_DIR, env=env, check=True).stdout
    r = json.loads(out.strip().splitlines()[-1])
    return r["end"] - r["start"]


def test_logins_on_many_page_threads_leave_no_memory_behind():
    fixed = _grown_mb("fixed")
    assert fixed < 64, f"{fixed:.0f} MB kept after 64 logins with the threshold fixed"
    dynamic = _grown_mb("dynamic")
    assert dynamic > 4 * fixed + 100, (dynamic, fixed)   # what the fix removes (496 MB measured on the dev box)
