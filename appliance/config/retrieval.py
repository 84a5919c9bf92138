"""[retrieval] settings: document chunking, hybrid search and image embedder roles (DESIGN §3-§4)."""
from pydantic import Field

from appliance.config.section import Section


class RetrievalConfig(Section):
    chunk_percentile: float = Field(95.0, gt=50, lt=100, title="Chunk boundary percentile", description="A chunk ends where the cosine distance between adjacent sentences exceeds this percentile of the document's own distances (paper 002: 95).")
    chunk_max_chars: int = Field(1000, ge=200, le=8000, title="Largest chunk", description="Characters after which a chunk is cut regardless of similarity; the text embedder reads about 1,000 characters (256 tokens).")
    document_kind: str = Field("guidance", pattern=r"^[a-z0-9_-]{1,32}$", title="Default document kind", description="Kind given to loaded documents unless `appliance docs add --kind` says otherwise (a vec0 partition key).")
    hybrid_candidates: int = Field(30, ge=1, le=1000, title="Candidates per method", description="Chunks each of BM25 and vector search contributes before reciprocal rank fusion.")
    quantize_above: int = Field(200_000, ge=0, title="Binary quantization threshold", description="Vector tables larger than this are searched on sign bits first and rescored with float cosine.")
    clip_image_role: str = Field("clip_image", title="CLIP image role", description="Manifest role of the CLIP ViT-B/32 image tower (ONNX); without it frames get the OpenCV descriptor.")
    clip_text_role: str = Field("clip_text", title="CLIP text role", description="Manifest role of the CLIP text tower (ONNX), used to search frames by text.")
    clip_tokenizer_role: str = Field("clip_tokenizer", title="CLIP tokenizer role", description="Manifest role of the CLIP tokenizer.json.")
