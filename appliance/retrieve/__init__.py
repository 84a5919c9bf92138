"""Retrieval tools the data-acquisition agent calls (paper 001, Algorithm 2; DESIGN §4).

Every tool takes the Database first, returns a list of plain dicts (JSON-serializable), best
first, and never raises for "nothing found" (an empty list). Times are unix seconds UTC. Each
hit has "type", its id, a score, and "citation" (a short string to show the crew).

search_readings_tool(db, embedder, query, k=6, site=None, since=None, until=None) -> list[dict]
    Sensor rows nearest in meaning to `query` (text vectors of the serialized rows), filtered
    exactly by site (vec0 partition key, inside the KNN) and time window.
    Hit: type="reading", reading_id, site, device, ts, lat, lon, temperature_c, rh_pct, wind_kmh,
    wind_dir_deg, rain_mm, pm25_ugm3, battery_pct, text, cosine, citation.

search_documents(db, embedder, query, k=6, *, kind=None, site=None, since=None, until=None,
                 mode="hybrid", candidates=30, quantized=None) -> list[dict]
    Document passages: FTS5 BM25 + vector KNN merged by reciprocal rank fusion (mode "vector" or
    "bm25" for one side only). kind/site/doc time filter inside both searches; site matches the
    site's documents and those for every site. quantized=None: sign-bit KNN + float rescoring
    once the table is large.
    Hit: type="document", chunk_id, document_id, title, source, page, page_end, heading, kind,
    site, text, places (list from appliance.geo, or None when untagged), score (RRF), cosine,
    vector_rank, bm25_rank, citation ("Title, p. 3" or "Title, § Heading").

search_images(db, image_embedder, query, k=6, site=None, since=None, until=None, frames_dir=None)
    Frames nearest to `query`: a text (CLIP only; the OpenCV descriptor raises UnsupportedQuery),
    or an image (BGR array, encoded bytes, or a .jpg/.png path). Searches only the table of
    `image_embedder` (vec_frames_clip or vec_frames_descriptor).
    Hit: type="frame", frame_id, site, device, ts, path (relative to the frames dir), file
    (absolute, when frames_dir is given), media_type, width, height, lat, lon, alt_m,
    heading_deg, fov_deg, cosine, embedder, citation.

multimodal_search(db, text_embedder, image_embedder, query, k=6, *, image=None, site=None,
                  since=None, until=None, tools=("readings", "documents", "images"), frames_dir=None)
    The three tools in parallel threads -> {"readings": [...], "documents": [...],
    "images": [...], "notes": [why a tool returned nothing / failed]}. Frames are searched by
    `image` when given, else by the text. Needs a file database (one connection per thread).

Embedders: appliance.embed.text.load_text_embedder(manifest) and
appliance.embed.image.load_image_embedder(manifest) (CLIP when provisioned, else the descriptor).
"""
from appliance.retrieve.documents import search_documents
from appliance.retrieve.images import UnsupportedQuery, search_images
from appliance.retrieve.multimodal import multimodal_search
from appliance.retrieve.readings import search_readings_tool

__all__ = ["UnsupportedQuery", "multimodal_search", "search_documents", "search_images", "search_readings_tool"]
