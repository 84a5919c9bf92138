"""The constrained choice on llama-cpp-python's public API only, on two tokenizers (SmolLM2's
byte-level BPE and a SentencePiece vocabulary where digits are not single tokens), and one loaded
model serving every agent."""
import json

import jsonschema
import pytest

from appliance.llm import choice
from appliance.llm.runtime import LocalModel
from appliance.llm.spec import ModelSpec
from tests.tiny_spm_gguf import build_spm_model

SCHEMA = {"type": "object", "properties": {
    "alpha": {"type": "integer", "enum": [1, 7, 10, 12]},
    "ids": {"type": "array", "items": {"enum": [1, 2, 10, 12]}, "minItems": 1, "maxItems": 3, "uniqueItems": True},
    "maybe": {"type": "array", "items": {"enum": [3, 4]}, "minItems": 0, "maxItems": 2}},
    "required": ["alpha", "ids", "maybe"]}
AGENTS = [[{"role": "system", "content": f"You are agent {name}. Rate the question."},
           {"role": "user", "content": "What is the wind speed at Bejaia now?"}] for name in ("router", "reasoner", "cite")]


@pytest.fixture(scope="module")
def spm_model(tmp_path_factory):
    path = build_spm_model(tmp_path_factory.mktemp("spm") / "tiny-spm.gguf")
    m = LocalModel(ModelSpec(model_path=str(path), n_ctx=512, n_threads=1))
    yield m
    m.close()


@pytest.fixture(scope="module")
def smol(manifest):
    m = LocalModel(ModelSpec(model_path=str(manifest.path("llm")), n_ctx=1024, n_threads=2))
    yield m
    m.close()


def test_digits_are_not_single_tokens_on_the_second_tokenizer(spm_model):
    llm = spm_model.llm
    assert llm.detokenize(llm.tokenize(b"7", add_bos=False)) == b" 7"          # SentencePiece's space prefix
    assert len(llm.tokenize(b"12", add_bos=False)) == 1 and len(llm.tokenize(b"12]}", add_bos=False)) == 3


@pytest.mark.parametrize("which", ["spm_model", "smol"])
def test_choices_are_valid_and_deterministic_on_each_tokenizer(which, request):
    model = request.getfixturevalue(which)
    assert choice.supported(SCHEMA)
    outs = [model.complete_json(AGENTS[0], SCHEMA) for _ in range(2)]
    assert outs[0].text == outs[1].text
    data = json.loads(outs[0].text)
    jsonschema.validate(data, SCHEMA)
    assert len(set(data["ids"])) == len(data["ids"]) and outs[0].prompt_tokens > 0


@pytest.mark.parametrize("which", ["spm_model", "smol"])
def test_the_model_reads_every_token_of_the_values_it_chose(which, request):
    """The context the model decoded in spells the JSON it returned, multi-token numbers included
    (SmolLM2 writes 10 and 12 as two digit tokens that share their first one with 1)."""
    model = request.getfixturevalue(which)
    for v in (1, 7, 10, 12):
        schema = {"type": "object", "properties": {"alpha": {"type": "integer", "enum": [v, 1 if v != 1 else 12, 99]},
                                                   "ids": {"type": "array", "items": {"enum": [10, 12, 1]}}}}
        out = model.complete_json(AGENTS[1], schema)
        spelled = model.llm.detokenize(model._decoder.last_tokens).decode().replace(" ", "")
        assert spelled == out.text and json.loads(spelled) == out.data
    only = {"type": "object", "properties": {"alpha": {"type": "integer", "enum": [12]}}}
    assert model.complete_json(AGENTS[1], only).data == {"alpha": 12}


def test_one_loaded_model_serves_every_agent_and_switching_changes_no_answer(smol, monkeypatch):
    import llama_cpp

    made = []
    monkeypatch.setattr(llama_cpp.Llama, "__init__", lambda *a, **k: made.append(1) or pytest.fail("a second model"))
    alone = [smol.complete_json(m, SCHEMA).text for m in AGENTS]
    again = [smol.complete_json(m, SCHEMA).text for m in reversed(AGENTS)][::-1]
    assert alone == again and not made
    assert len(smol._prefixes) >= 2   # the agents' prompt prefixes are kept as states of the one context


@pytest.mark.parametrize("schema", [
    {"type": "object", "properties": {"a": {"enum": [True, False]}}},
    {"type": "object", "properties": {"a": {"enum": [-1, 2]}}},
    {"type": "object", "properties": {"a": {"enum": ["x"]}}},
    {"type": "object", "properties": {}},
    {"type": "object", "properties": {"a": {"type": "string"}}},
])
def test_schemas_outside_small_integer_choices_go_to_the_grammar(schema):
    assert not choice.supported(schema)
