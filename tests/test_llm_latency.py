"""What made a crew answer slow with the model, pinned: every load of the model gets [llm]'s tuning
(OMP_WAIT_POLICY=PASSIVE before llama.cpp loads), and the one shared model answers each agent
exactly as a context of its own would (the design that multiplied memory)."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from appliance.config import load_config
from appliance.llm.runtime import LocalModel
from appliance.llm.spec import ModelSpec, llama_kwargs, spec_from_manifest

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = {"type": "object", "properties": {"alpha": {"type": "integer", "enum": [0, 1, 2, 3, 4, 5]},
                                           "beta": {"type": "integer", "enum": [0, 1, 2, 3, 4, 5]}},
          "required": ["alpha", "beta"]}
SYSTEMS = {"router": "Rate the question: alpha = reasoning need, beta = data need, 0 to 5.",
           "reasoner": "You weigh evidence for a wildfire crew. Rate how sure the evidence is, 0 to 5.",
           "cite": "You pick sources for a fire crew's answer. Rate the sources' fit, 0 to 5."}
QUESTIONS = ["What is the wind speed at Bejaia now?", "Is the fire danger high at Sidi-Bel Abbes today?"]


def turns() -> list[tuple[str, list[dict]]]:
    """Agents alternating as in an answer: each agent speaks again after the others did."""
    return [(agent, [{"role": "system", "content": SYSTEMS[agent]}, {"role": "user", "content": q}])
            for q in QUESTIONS for agent in SYSTEMS]


def test_the_spec_carries_the_llm_tuning_to_every_load(manifest):
    spec = spec_from_manifest(manifest, load_config(None, {}))
    assert spec.env == {"OMP_WAIT_POLICY": "PASSIVE"}
    kwargs = llama_kwargs(spec)
    assert {"n_threads_batch", "n_batch", "n_ubatch", "flash_attn"} <= kwargs.keys()
    spinning = spec_from_manifest(manifest, load_config(None, {"llm": {"omp_passive": False}}))
    assert spinning.env == {}


def test_the_environment_is_set_before_llama_cpp_loads(manifest):
    """libgomp reads OMP_WAIT_POLICY once, when llama.cpp's library loads: LocalModel must set it first."""
    code = ("import os, sys; from appliance.llm.runtime import LocalModel; from appliance.llm.spec import ModelSpec;"
            f"m = LocalModel(ModelSpec(model_path={str(manifest.path('llm'))!r}, n_ctx=256, n_threads=1,"
            " env={'OMP_WAIT_POLICY': 'PASSIVE'})); print(os.environ.get('OMP_WAIT_POLICY')); m.close()")
    env = {k: v for k, v in os.environ.items() if k != "OMP_WAIT_POLICY"}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-400:]
    assert out.stdout.strip().splitlines()[-1] == "PASSIVE"


@pytest.fixture(scope="module")
def model_path(manifest) -> str:
    return str(manifest.path("llm"))


def test_one_shared_model_answers_each_agent_as_its_own_context_would(model_path, monkeypatch):
    spec = ModelSpec(model_path=model_path, n_ctx=1024, n_threads=2, env={"OMP_WAIT_POLICY": "PASSIVE"})
    own = {agent: LocalModel(spec) for agent in SYSTEMS}   # the old design: one context per agent
    try:
        expected = [own[agent].complete_json(msgs, SCHEMA).text for agent, msgs in turns()]
    finally:
        for m in own.values():
            m.close()
    shared = LocalModel(spec)
    try:
        import llama_cpp

        monkeypatch.setattr(llama_cpp.Llama, "__init__", lambda *a, **k: pytest.fail("a second model was loaded"))
        llm = shared.llm
        got = [shared.complete_json(msgs, SCHEMA).text for _, msgs in turns()]
        assert shared.llm is llm   # one model object served every agent
        assert set(shared._prefixes) == set(SYSTEMS.values())   # every agent's prefix, as a state of the one context
    finally:
        shared.close()
    assert got == expected
