"""The model worker: deterministic, survives a killed worker, times out, refuses a wrong hash."""
import json
import shutil

import pytest

from appliance.llm.runtime import ModelCallError, ModelSpec, spec_from_manifest
from appliance.llm.worker import ModelCrashed, ModelTimeout, ModelWorker
from appliance.provision.manifest import Manifest, ModelError

SCHEMA = {"type": "object", "properties": {"alpha": {"type": "integer", "enum": [0, 1, 2, 3, 4, 5]},
                                           "beta": {"type": "integer", "enum": [0, 1, 2, 3, 4, 5]}},
          "required": ["alpha", "beta"]}
MESSAGES = [{"role": "system", "content": "Rate the question: alpha = reasoning need, beta = data need, 0-5."},
            {"role": "user", "content": "What is the wind speed at Bejaia now?"}]


@pytest.fixture(scope="module")
def worker(manifest):
    from appliance.config import load_config

    w = ModelWorker(spec_from_manifest(manifest, load_config(None, {})), timeout_s=60)
    yield w
    w.close()


def test_same_question_twice_gives_the_same_structured_output(worker):
    first = worker.complete_json(MESSAGES, SCHEMA, max_tokens=24, cache=False)
    second = worker.complete_json(MESSAGES, SCHEMA, max_tokens=24, cache=False)
    assert first.text == second.text
    assert set(first.data) == {"alpha", "beta"} and first.data["alpha"] in range(6)
    assert first.prompt_tokens > 0


def test_a_killed_worker_is_restarted_and_the_box_keeps_answering(worker):
    before = worker.complete_json(MESSAGES, SCHEMA, max_tokens=24, cache=False).text
    worker.crash_for_test()  # what an out-of-memory kill looks like from outside
    assert not worker.alive()
    after = worker.complete_json(MESSAGES, SCHEMA, max_tokens=24, cache=False).text
    assert after == before and worker.restarts >= 1


def test_a_call_over_its_time_budget_is_abandoned(worker):
    other = {"type": "object", "properties": {"gamma": {"type": "integer", "enum": [0, 1, 2]}}, "required": ["gamma"]}
    restarts = worker.restarts
    with pytest.raises(ModelTimeout):   # sent to the worker, then given no time at all to answer
        worker.complete_json(MESSAGES, other, timeout_s=1e-6, cache=False)
    assert worker._abandoned
    # The next call waits on the pipe (an event, not a clock: its budget is only a cap), discards the
    # abandoned call's late reply on the way and gets its own answer; the worker keeps its warm state.
    got = worker.complete_json(MESSAGES, SCHEMA, timeout_s=600, cache=False)
    assert set(got.data) == {"alpha", "beta"} and not worker._abandoned
    assert worker.restarts == restarts and worker.alive()


def test_a_model_that_cannot_load_is_reported_in_one_line(tmp_path):
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF not really")
    with pytest.raises(ModelCallError) as err:
        ModelWorker(ModelSpec(model_path=str(bad)), timeout_s=5, load_timeout_s=600)
    message = str(err.value)
    assert "\n" not in message and str(bad) in message
    assert "could not load" in message or isinstance(err.value, ModelCrashed)


def test_the_manifest_refuses_a_model_whose_hash_differs(tmp_path, manifest):
    entry = manifest.entries["llm"]
    shutil.copy(manifest.models_dir / entry.file, tmp_path / entry.file)
    (tmp_path / "manifest.json").write_text(json.dumps({"models": [{**entry.__dict__, "sha256": "0" * 64}]}))
    with pytest.raises(ModelError, match="does not match the manifest"):
        Manifest.load(tmp_path).path("llm")


def _nice(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as f:
        return int(f.read().rsplit(")", 1)[1].split()[16])     # field 19: nice


def test_the_worker_runs_at_the_configured_priority_and_its_threads_inherit_it(worker):
    # [llm] nice defaults to -10; this box's tests run with the right to raise it (root), as the
    # service unit's LimitNICE=-10 gives the field box.
    assert worker.spec.nice == -10
    worker.complete_json(MESSAGES, SCHEMA, max_tokens=8, cache=False)     # llama.cpp's threads exist now
    pid = worker._proc.pid
    tids = [int(t) for t in __import__("os").listdir(f"/proc/{pid}/task")]
    if worker.priority == "nice -10":
        assert all(int(open(f"/proc/{pid}/task/{t}/stat").read().rsplit(")", 1)[1].split()[16]) == -10 for t in tids)
    else:   # no right to raise it: the worker still serves, at 0, and says why
        assert worker.priority.startswith("nice 0 (nice -10 refused") and _nice(pid) == 0


def test_a_refused_priority_is_reported_and_the_worker_still_starts(monkeypatch):
    from appliance.llm import worker as W

    def refuse(*_):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(W.os, "setpriority", refuse)
    line = W.set_priority(-10)
    assert line.startswith("nice 0 (nice -10 refused: PermissionError") and "LimitNICE=-10" in line
    assert W.set_priority(0) == "nice 0"
