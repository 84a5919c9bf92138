"""Hybrid document retrieval: BM25 + vectors by RRF, filters inside the KNN, citations, quantized path."""
import numpy as np
import pytest

from appliance.documents import add_document
from appliance.retrieve import search_documents
from appliance.retrieve.documents import fts_query
from appliance.retrieve.fusion import reciprocal_rank_fusion
from appliance.retrieve.vector import quantize_signs
from appliance.store.db import Database

GUIDANCE = """# Evacuation Guidance

## Butte County

Residents of Paradise and Magalia leave by the Skyway when an evacuation order is issued.
Shelters open at the Silver Dollar Fairgrounds in Chico.

## Dozer Lines

Dozer lines are built two blade widths wide on slopes under forty percent.
Operators scout the line on foot before committing the machine at night.

## Radio

Form ICS-205 lists the command and tactical channels for the incident.
"""

PLAN = """Lake County mutual aid plan.

Engines staged at Lakeport respond to starts on the north shore within twenty minutes.
The Lake County sheriff coordinates evacuation of Clearlake Oaks and Lucerne.
"""


@pytest.fixture(scope="module")
def loaded(tmp_path_factory, text_embedder):
    tmp = tmp_path_factory.mktemp("docs")
    db = Database(tmp / "docs.db")
    (tmp / "guide.md").write_text(GUIDANCE)
    (tmp / "plan.txt").write_text(PLAN)
    add_document(db, text_embedder, tmp / "guide.md", kind="guidance", site="", doc_ts=1_700_000_000, place_tagger=None)
    add_document(db, text_embedder, tmp / "plan.txt", kind="plan", site="lake", doc_ts=1_750_000_000, place_tagger=None)
    yield db
    db.close()


def test_hybrid_search_cites_title_and_heading(loaded, text_embedder):
    hits = search_documents(loaded, text_embedder, "where do evacuees from Paradise go", k=3)
    top = hits[0]
    assert "Paradise" in top["text"] and top["heading"] == "Butte County"
    assert top["citation"] == "Evacuation Guidance, § Butte County"
    assert top["vector_rank"] is not None and top["bm25_rank"] is not None
    assert top["score"] >= hits[-1]["score"]


def test_bm25_finds_an_exact_code_the_vector_side_may_blur(loaded, text_embedder):
    hits = search_documents(loaded, text_embedder, "ICS-205", k=2, mode="bm25")
    assert "ICS-205" in hits[0]["text"]
    assert search_documents(loaded, text_embedder, "ICS-205", k=1)[0]["chunk_id"] == hits[0]["chunk_id"]


def test_filters_by_kind_site_and_time(loaded, text_embedder):
    q = "who coordinates evacuation"
    assert {h["kind"] for h in search_documents(loaded, text_embedder, q, k=10, kind="plan")} == {"plan"}
    # site "lake": the lake plan and the documents for every site; another site: only the latter.
    assert {h["site"] for h in search_documents(loaded, text_embedder, q, k=10, site="lake")} == {"lake", ""}
    assert {h["site"] for h in search_documents(loaded, text_embedder, q, k=10, site="butte")} == {""}
    late = search_documents(loaded, text_embedder, q, k=10, since=1_720_000_000)
    assert late and {h["title"] for h in late} == {"Lake County mutual aid plan."}
    for mode in ("vector", "bm25"):
        assert {h["kind"] for h in search_documents(loaded, text_embedder, q, k=10, kind="plan", mode=mode)} <= {"plan"}


def test_quantized_search_returns_the_same_top_hit(loaded, text_embedder):
    q = "dozer line width on steep slopes"
    exact = search_documents(loaded, text_embedder, q, k=3, mode="vector", quantized=False)
    coarse = search_documents(loaded, text_embedder, q, k=3, mode="vector", quantized=True)
    assert exact[0]["chunk_id"] == coarse[0]["chunk_id"] and "Dozer" in exact[0]["text"]
    assert exact[0]["cosine"] == pytest.approx(coarse[0]["cosine"], abs=1e-4)


def test_stored_bits_are_the_signs_of_the_float_vector(loaded):
    row = loaded.query("SELECT embedding, embedding_bits FROM vec_chunks LIMIT 1")[0]
    vec = np.frombuffer(row["embedding"], dtype=np.float32)
    assert bytes(quantize_signs(vec)) == bytes(row["embedding_bits"])


def test_vector_table_records_its_embedder(loaded, text_embedder):
    assert loaded.scalar("SELECT embedder FROM vector_tables WHERE name = 'vec_chunks'") == text_embedder.name


def test_rrf_merges_by_rank_not_score():
    fused = reciprocal_rank_fusion({"vector": [1, 2, 3], "bm25": [3, 4]})
    assert [f["id"] for f in fused][:2] == [3, 1]  # in both lists beats first in one
    assert fused[0]["score"] == pytest.approx(1 / 63 + 1 / 61)


def test_free_text_never_becomes_fts_syntax():
    assert fts_query('what about "NEAR(fire) OR *') == '"about" OR "near" OR "fire"'
    assert fts_query("the of and") is None
