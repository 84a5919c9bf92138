"""Loading documents: PDF/Markdown/text with page and heading, semantic chunks, and clean refusals.

The PDFs are written by the test itself (a minimal PDF with a Helvetica text layer, and pypdf's
own RC4 encryption), so no fixture files are needed.
"""
import numpy as np
import pytest

from appliance.documents import DocumentError, add_document
from appliance.documents.chunking import adjacent_distances, boundary_after, semantic_chunks
from appliance.documents.read import Block, read_document
from appliance.store.db import Database
from appliance.store.documents import store_counts

EVACUATION = [
    "Residents of Paradise must leave by the Skyway when the evacuation order is issued.",
    "The Butte County Sheriff announces evacuation orders through the emergency alert system.",
    "Evacuees should bring medication, documents and water for three days.",
    "Shelters open at the fairgrounds in Chico for people ordered to leave their homes.",
    "Large animals can be taken to the livestock evacuation center at the fairgrounds.",
]
RADIO = [
    "Crews report on the command net every thirty minutes during initial attack.",
    "The tactical channel carries traffic between the division supervisor and engines.",
    "Radio batteries are swapped at the start of each operational period.",
    "Aircraft use a separate air-to-ground frequency assigned by dispatch.",
    "Repeaters on the ridge extend handheld radio range into the canyon.",
]


def make_pdf(pages: list[list[str]], title: str | None = None) -> bytes:
    """A minimal valid PDF: one Helvetica text object per page, a correct xref table."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", None,
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    kids = []
    for lines in pages:
        esc = [ln.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") for ln in lines]
        body = "BT /F1 10 Tf 14 TL 50 760 Td " + " ".join(f"({ln}) '" for ln in esc) + " ET"
        stream = body.encode("latin-1")
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
        content_id = len(objects)
        objects.append(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %d 0 R"
                       b" /Resources << /Font << /F1 3 0 R >> >> >>" % content_id)
        kids.append(len(objects))
    objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % k for k in kids), len(kids))
    if title:
        objects.append(b"<< /Title (%s) >>" % title.encode("latin-1"))
    out, offsets = bytearray(b"%PDF-1.4\n"), []
    for i, obj in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    info = b" /Info %d 0 R" % len(objects) if title else b""
    out += b"trailer\n<< /Size %d /Root 1 0 R%s >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, info, xref)
    return bytes(out)


@pytest.fixture
def db(tmp_path):
    database = Database(tmp_path / "docs.db")
    yield database
    database.close()


def test_pdf_chunks_carry_title_and_page(db, text_embedder, tmp_path):
    path = tmp_path / "plan.pdf"
    path.write_bytes(make_pdf([EVACUATION, RADIO], title="Butte County Evacuation Plan"))
    result = add_document(db, text_embedder, path, kind="plan", place_tagger=None)
    assert result["status"] == "added" and result["pages"] == 2
    rows = db.query("SELECT c.text, c.page, c.page_end, d.title FROM chunks c JOIN documents d ON d.id = c.document_id")
    assert {r["title"] for r in rows} == {"Butte County Evacuation Plan"}
    page_of = {r["page"] for r in rows if "Skyway" in r["text"]} | {r["page"] for r in rows if "Repeaters" in r["text"]}
    assert page_of == {1, 2}
    assert all(r["page"] <= r["page_end"] for r in rows)
    assert store_counts(db)["vec_chunks"] == len(rows) == store_counts(db)["chunks_fts"]


def test_markdown_keeps_headings_and_starts_a_chunk_at_each(db, text_embedder, tmp_path):
    path = tmp_path / "guide.md"
    path.write_text("# Crew Guide\n\n## Evacuation\n\n" + " ".join(EVACUATION)
                    + "\n\n## Radio\n\n- " + "\n- ".join(RADIO) + "\n")
    add_document(db, text_embedder, path, place_tagger=None)
    rows = db.query("SELECT text, heading FROM chunks ORDER BY seq")
    assert db.scalar("SELECT title FROM documents") == "Crew Guide"
    assert {r["heading"] for r in rows} == {"Evacuation", "Radio"}
    assert all(("Repeaters" in r["text"]) <= (r["heading"] == "Radio") for r in rows)
    assert not any("Skyway" in r["text"] and "Repeaters" in r["text"] for r in rows)


def test_semantic_boundary_falls_where_the_topic_changes(text_embedder):
    blocks = [Block(" ".join(EVACUATION + RADIO))]
    chunks = semantic_chunks(blocks, text_embedder.embed, percentile=95, max_chars=5000)
    # 9 gaps: only the largest exceeds the document's 95th percentile, and it is the topic change.
    assert [c.text.split(". ")[0] + "." for c in chunks] == [EVACUATION[0], RADIO[0]]


def test_boundary_rule_is_the_documents_own_95th_percentile():
    vectors = np.eye(4, dtype=np.float32)[[0, 0, 0, 1, 1, 2]]
    d = adjacent_distances(vectors)
    assert d.tolist() == [0, 0, 1, 0, 1]
    assert boundary_after(np.array([0.1] * 19 + [0.5]), 95).tolist() == [False] * 19 + [True]


def test_place_tagger_fills_places_json(db, text_embedder, tmp_path):
    path = tmp_path / "note.txt"
    path.write_text(" ".join(EVACUATION))
    tagger = lambda text: [{"name": "Paradise", "level": "city"}] if "Paradise" in text else []
    add_document(db, text_embedder, path, place_tagger=tagger)
    places = [r["places_json"] for r in db.query("SELECT places_json FROM chunks")]
    assert any("Paradise" in p for p in places) and all(p is not None for p in places)


def test_same_file_twice_is_loaded_once(db, text_embedder, tmp_path):
    path = tmp_path / "note.txt"
    path.write_text(" ".join(RADIO))
    first = add_document(db, text_embedder, path, place_tagger=None)
    second = add_document(db, text_embedder, path, place_tagger=None)
    assert second["status"] == "already loaded" and second["document_id"] == first["document_id"]
    assert db.scalar("SELECT COUNT(*) FROM documents") == 1


def _encrypted_pdf(tmp_path) -> bytes:
    from pypdf import PdfReader, PdfWriter

    plain = tmp_path / "plain.pdf"
    plain.write_bytes(make_pdf([EVACUATION]))
    writer = PdfWriter(clone_from=PdfReader(plain))
    writer.encrypt("crew-secret", algorithm="RC4-128")  # RC4 needs no extra crypto package
    out = tmp_path / "enc-bytes.pdf"
    with open(out, "wb") as fh:
        writer.write(fh)
    return out.read_bytes()


BAD_FILES = {
    "corrupt.pdf": (lambda tmp: b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R\nstream\x00\xff garbage", "corrupt PDF"),
    "encrypted.pdf": (_encrypted_pdf, "encrypted"),
    "empty.pdf": (lambda tmp: make_pdf([[]]), "no extractable text"),
    "zero.pdf": (lambda tmp: b"", "empty"),
    "notapdf.pdf": (lambda tmp: b"GIF89a\x01\x00\x01\x00", "not a PDF"),
    "binary.txt": (lambda tmp: bytes(range(256)) * 8, "binary"),
    "image.txt": (lambda tmp: b"\x89PNG\r\n\x1a\n" + bytes([7, 200, 3, 150, 17, 230]) * 200, "binary"),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_bad_files_get_a_clear_error_and_leave_the_store_unchanged(db, text_embedder, tmp_path, name):
    good = tmp_path / "good.txt"
    good.write_text(" ".join(RADIO))
    add_document(db, text_embedder, good, place_tagger=None)
    before = store_counts(db)
    make, expected = BAD_FILES[name]
    path = tmp_path / name
    path.write_bytes(make(tmp_path))
    with pytest.raises(DocumentError) as err:
        add_document(db, text_embedder, path, place_tagger=None)
    message = str(err.value)
    assert name in message and expected.lower() in message.lower() and "\n" not in message
    assert store_counts(db) == before


def test_unsupported_type_is_refused(tmp_path):
    path = tmp_path / "sheet.xlsx"
    path.write_bytes(b"PK\x03\x04")
    with pytest.raises(DocumentError, match="unsupported file type"):
        read_document(path)


def test_without_the_geo_package_places_stay_null(db, text_embedder, tmp_path, monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "appliance.geo", None)  # import fails as if the package were absent
    path = tmp_path / "note.txt"
    path.write_text(" ".join(EVACUATION))
    result = add_document(db, text_embedder, path)
    assert result["places_tagged"] is False
    assert {r["places_json"] for r in db.query("SELECT places_json FROM chunks")} == {None}


def test_a_passage_naming_no_place_inherits_its_title_and_headings_places(tmp_path, text_embedder):
    import json

    from appliance.geo import tag_places

    doc = tmp_path / "permits.md"
    doc.write_text("# Butte County burn permits\n\n## Hours\n\nBurning is allowed from 8 am to 5 pm on permissive "
                   "burn days. Piles must be smaller than four feet across.\n\n## In Chico\n\nChico bans all open "
                   "burning inside the city limits.\n", encoding="utf-8")
    db = Database(tmp_path / "a.db")
    add_document(db, text_embedder, doc, place_tagger=tag_places)
    rows = db.query("SELECT text, places_json FROM chunks ORDER BY seq")
    places = {r["text"][:20]: [p["name"] for p in json.loads(r["places_json"])] for r in rows}
    assert places["Burning is allowed f"] == ["Butte County"]          # named by the title only
    assert places["Chico bans all open "] == ["Chico"]                 # its own place wins
