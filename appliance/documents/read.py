"""Read a PDF, Markdown or plain-text file into titled blocks of text with page and heading.

Everything that can go wrong with a file the crew loads (corrupt or encrypted PDF, a PDF with no
text layer, an empty file, a binary file named .txt) raises DocumentError with one clear line,
before anything touches the store.
"""
import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

MARKDOWN_SUFFIXES = {".md", ".markdown"}
TEXT_SUFFIXES = {".txt", ".text", ""}
PDF_SUFFIXES = {".pdf"}
# Below this share of printable characters a "text" file is treated as binary.
MIN_PRINTABLE_SHARE = 0.97


class DocumentError(Exception):
    """A file that cannot be loaded as a document; the message says why, in one line."""


@dataclass
class Block:
    text: str
    page: int | None = None       # 1-based page of a PDF
    heading: str | None = None    # nearest Markdown heading above the block
    starts_section: bool = False  # a heading starts here: a chunk boundary regardless of similarity


@dataclass
class ParsedDocument:
    path: Path
    sha256: str
    title: str
    format: str
    pages: int | None
    blocks: list[Block] = field(default_factory=list)


def document_format(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix in PDF_SUFFIXES:
        return "pdf"
    if suffix in MARKDOWN_SUFFIXES:
        return "markdown"
    if suffix in TEXT_SUFFIXES:
        return "text"
    raise DocumentError(f"{path}: unsupported file type '{suffix}' (PDF, Markdown or plain text)")


def read_document(path) -> ParsedDocument:
    path = Path(path)
    if not path.is_file():
        raise DocumentError(f"{path}: no such file")
    fmt = document_format(path)
    data = path.read_bytes()
    if not data.strip():
        raise DocumentError(f"{path}: the file is empty")
    sha = hashlib.sha256(data).hexdigest()
    if fmt == "pdf":
        title, pages, blocks = _read_pdf(path, data)
    else:
        text = decode_text(path, data)
        title, blocks = _read_markdown(text) if fmt == "markdown" else _read_plain(text)
        pages = None
    blocks = [b for b in blocks if b.text.strip()]
    if not blocks:
        raise DocumentError(f"{path}: no text found in the file")
    return ParsedDocument(path=path, sha256=sha, title=title or path.stem, format=fmt, pages=pages, blocks=blocks)


def decode_text(path: Path, data: bytes) -> str:
    if b"\x00" in data:
        raise DocumentError(f"{path}: binary content (NUL bytes), not a text file")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")  # old Windows documents are still text
    printable = sum(ch.isprintable() or ch in "\n\r\t\f" for ch in text)
    if printable / max(len(text), 1) < MIN_PRINTABLE_SHARE or "\ufffd" * 4 in text:
        raise DocumentError(f"{path}: binary content ({printable / max(len(text), 1):.0%} printable), not a text file")
    return text


def _read_pdf(path: Path, data: bytes):
    from pypdf import PdfReader
    from pypdf.errors import FileNotDecryptedError, PdfReadError

    if not data.lstrip().startswith(b"%PDF-"):
        raise DocumentError(f"{path}: not a PDF (no %PDF- header)")
    try:
        reader = PdfReader(path, strict=False)
        if reader.is_encrypted:
            # Permission-only encryption (empty user password) is still readable.
            try:
                if not reader.decrypt(""):
                    raise DocumentError(f"{path}: the PDF is encrypted and needs a password")
            except (FileNotDecryptedError, NotImplementedError, DependencyMissing) as exc:
                raise DocumentError(f"{path}: the PDF is encrypted and cannot be opened ({exc})") from None
        blocks = []
        for number, page in enumerate(reader.pages, start=1):
            text = clean_pdf_text(page.extract_text() or "")
            for para in re.split(r"\n\s*\n", text):
                blocks.append(Block(para, page=number))
        title = (reader.metadata.title if reader.metadata else None) or None
        pages = len(reader.pages)
    except DocumentError:
        raise
    except (PdfReadError, ValueError, KeyError, TypeError, AttributeError, IndexError, OSError) as exc:
        raise DocumentError(f"{path}: corrupt PDF ({type(exc).__name__}: {str(exc)[:120]})") from None
    if not any(b.text.strip() for b in blocks):
        raise DocumentError(f"{path}: the PDF has no extractable text ({pages} pages; scanned pages need OCR, "
                            "which the box does not do)")
    return (title or _first_line(blocks)), pages, blocks


try:
    from pypdf.errors import DependencyError as DependencyMissing
except ImportError:  # older pypdf
    DependencyMissing = ImportError


def clean_pdf_text(text: str) -> str:
    text = re.sub(r"(\w)-\n(\w)", r"\1\2", text)          # words hyphenated across lines
    text = re.sub(r"[ \t]+\n", "\n", text)
    return re.sub(r"(?<![.!?:\n])\n(?!\n)", " ", text)     # join wrapped lines of a paragraph


def _first_line(blocks: list[Block]) -> str | None:
    for b in blocks:
        line = b.text.strip().splitlines()[0] if b.text.strip() else ""
        if 0 < len(line) <= 120:
            return line.strip()
    return None


HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")


def _read_markdown(text: str):
    title, heading, blocks, para = None, None, [], []
    in_code = False

    def flush():
        if para:
            blocks.append(Block(strip_markdown(" ".join(para)), heading=heading))
            para.clear()

    for line in text.splitlines():
        if line.strip().startswith("```"):
            in_code = not in_code
            continue
        match = None if in_code else HEADING.match(line)
        if match:
            flush()
            heading = strip_markdown(match.group(2))
            title = title or (heading if len(match.group(1)) == 1 else None)
            blocks.append(Block("", heading=heading, starts_section=True))
        elif not line.strip() or re.match(r"^\s*([-*+]|\d+[.)])\s+", line):
            flush()
            if line.strip():
                para.append(re.sub(r"^\s*([-*+]|\d+[.)])\s+", "", line))
        else:
            para.append(line.strip())
    flush()
    # A heading marker carries no text; move its boundary onto the block that follows it.
    out, pending = [], False
    for b in blocks:
        if not b.text:
            pending = True
            continue
        b.starts_section = b.starts_section or pending
        pending = False
        out.append(b)
    return title, out


def strip_markdown(text: str) -> str:
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)   # links and images keep their label
    text = re.sub(r"(\*\*|__|\*|_|`)(.+?)\1", r"\2", text)
    return re.sub(r"\s+", " ", text).strip()


def _read_plain(text: str):
    paras = [p.strip() for p in re.split(r"\n\s*\n", text)]
    blocks = [Block(re.sub(r"\s+", " ", p)) for p in paras if p]
    return _first_line(blocks), blocks
