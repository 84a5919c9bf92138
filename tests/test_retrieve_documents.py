"""Hybrid document retrieval: BM25 + vectors by RRF, filters inside the KNN, citations, quantized path."""
import numpy as np
import pytest

from appliance.documents import add_document
from appliance.retrieve import search_documents
from appliance.retrieve.documents import fts_query, vector_chunks
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


@pytest.fixture(scope="module")
def crowded(tmp_path_factory, text_embedder):
    """The guidance among 300 filler sections: far more chunks than the quantized path's candidate
    pool (k * oversample = 60 for k = 3), so its Hamming stage has to choose."""
    tmp = tmp_path_factory.mktemp("crowded")
    db = Database(tmp / "docs.db")
    filler = "\n\n".join(f"## Section {i}\n\nLogistics note {i}: engine {i % 17} refuels at depot {i % 29} "
                         f"after shift {i % 5}; radio check at {i % 24}:00." for i in range(300))
    (tmp / "guide.md").write_text(GUIDANCE)
    (tmp / "filler.md").write_text("# Logistics\n\n" + filler)
    add_document(db, text_embedder, tmp / "guide.md", kind="guidance", site="", doc_ts=1_700_000_000, place_tagger=None)
    add_document(db, text_embedder, tmp / "filler.md", kind="guidance", site="", doc_ts=1_700_000_000, place_tagger=None)
    yield db
    db.close()


def test_quantized_search_returns_the_same_top_hit(crowded, text_embedder):
    q = "dozer line width on steep slopes"
    n_chunks = crowded.scalar("SELECT COUNT(*) FROM chunks")
    assert n_chunks > 3 * 20 * 3   # the candidate pool is a small part of the table
    exact = vector_chunks(crowded, text_embedder.embed_one(q), 3, quantized=False)
    coarse = vector_chunks(crowded, text_embedder.embed_one(q), 3, quantized=True)
    assert exact[0][0] == coarse[0][0]
    assert "Dozer" in crowded.scalar("SELECT text FROM chunks WHERE id = ?", [exact[0][0]])
    assert exact[0][1] == pytest.approx(coarse[0][1], abs=1e-4)


def test_quantized_search_really_prunes_by_the_sign_bits(crowded, text_embedder):
    """Invert the best chunk's stored sign bits: the exact search still finds it, the quantized one
    must not (its Hamming stage now ranks it last), which only holds if the bits choose the pool."""
    q = text_embedder.embed_one("dozer line width on steep slopes")
    best = vector_chunks(crowded, q, 3, quantized=False)[0][0]
    row = crowded.query("SELECT kind, site, doc_ts, embedding FROM vec_chunks WHERE chunk_id = ?", [best])[0]
    flipped = (-np.frombuffer(row["embedding"], dtype=np.float32)).tobytes()   # every sign bit inverted

    def store_bits(source: bytes) -> None:
        # sqlite-vec 0.1.9 cannot UPDATE a bit column, so the row is written again.
        with crowded.conn:
            crowded.conn.execute("DELETE FROM vec_chunks WHERE chunk_id = ?", [best])
            crowded.conn.execute("INSERT INTO vec_chunks(chunk_id, kind, site, doc_ts, embedding, embedding_bits)"
                                 " VALUES (?,?,?,?,?,vec_quantize_binary(?))",
                                 [best, row["kind"], row["site"], row["doc_ts"], row["embedding"], source])

    store_bits(flipped)
    try:
        assert vector_chunks(crowded, q, 3, quantized=False)[0][0] == best
        assert best not in [i for i, _ in vector_chunks(crowded, q, 3, quantized=True)]
    finally:
        store_bits(row["embedding"])


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



def test_a_section_headed_by_the_term_asked_is_found_though_its_text_spells_the_term_out(tmp_path, text_embedder):
    # The shipped crew-safety guidance: its title names LCES, its "LCES" section spells the letters out
    # (Lookouts, Communications, ...) and never writes "LCES" in its text.
    from appliance.paths import EDGE_DATA_DIR

    db = Database(tmp_path / "acr.db")
    add_document(db, text_embedder, EDGE_DATA_DIR / "documents" / "crew-safety-lces.md", kind="guidance", site="",
                 doc_ts=1_700_000_000, place_tagger=None)
    top = search_documents(db, text_embedder, "what does LCES stand for", k=2)
    assert "Lookouts, Communications, Escape routes and Safety zones" in top[0]["text"]
    db.close()


@pytest.mark.parametrize("question, title", [
    ("¿Cuánto espacio defendible hay que dejar alrededor de una casa según la guía?", "Butte County defensible space"),
    ("ما هي مساحة الحماية المطلوبة حول المباني حسب الوثيقة؟", "Butte County defensible space"),
    ("Que dit la guide sur les zones de sécurité et les itinéraires d'évacuation ?", "Crew safety on the fire line"),
])
def test_a_question_in_another_language_finds_the_english_document(tmp_path, text_embedder, question, title):
    # The shipped documents are English and indexed with the English embedder; the glossary gives the question
    # the documents' own terms. Without it the Spanish and Arabic questions found the FWI guide first.
    from appliance.paths import EDGE_DATA_DIR

    db = Database(tmp_path / "docs.db")
    for path in sorted((EDGE_DATA_DIR / "documents").glob("*.md")):
        add_document(db, text_embedder, path, kind="guidance", site="", doc_ts=1_700_000_000, place_tagger=None)
    assert search_documents(db, text_embedder, question, k=1)[0]["title"].startswith(title)
    db.close()


def test_a_figure_asked_in_another_language_finds_the_passage_that_states_it(tmp_path, text_embedder):
    # "¿Cuántos pies ... pide ...?": the glossary's "feet" and "requires" bring the passage with the 100 feet
    # first, not the guide's disclaimer (which it found before).
    from appliance.paths import EDGE_DATA_DIR

    db = Database(tmp_path / "docs.db")
    for path in sorted((EDGE_DATA_DIR / "documents").glob("*.md")):
        add_document(db, text_embedder, path, kind="guidance", site="", doc_ts=1_700_000_000, place_tagger=None)
    top = search_documents(db, text_embedder, "¿Cuántos pies de espacio defendible pide Butte County alrededor de las casas?", k=1)
    assert "100 feet of defensible space" in top[0]["text"]
    db.close()


@pytest.mark.parametrize("question", ["شنو تقول الوثيقة على المنطقة 0 حول الدار؟", "ما هي المنطقة صفر في دليل بوت؟",
                                      "¿Qué pide la guía en la zona cero?"])
def test_zone_0_asked_in_arabic_or_spanish_finds_the_zone_0_passage(tmp_path, text_embedder, question):
    # Arabic asked about zone 0 was quoted the county's 100-foot rule: the glossary lacked zone 0.
    from appliance.paths import EDGE_DATA_DIR

    db = Database(tmp_path / "docs.db")
    for path in sorted((EDGE_DATA_DIR / "documents").glob("*.md")):
        add_document(db, text_embedder, path, kind="guidance", site="", doc_ts=1_700_000_000, place_tagger=None)
    assert "Zone 0 is the first 5 feet" in search_documents(db, text_embedder, question, k=1)[0]["text"]
    db.close()
