"""Image retrieval: frames nearest to a text (CLIP only) or to an image (CLIP or the descriptor).

Each embedder searches only its own table (vectors of different embedders never mix), with the
site partition and the time window inside the KNN. Hits carry the frame id and its file path so
the reasoning step receives the raw image, never only a caption.
"""
from pathlib import Path

import numpy as np

from appliance.embed.image import load_image
from appliance.retrieve.vector import Filter, knn, time_filters
from appliance.store.vectors import table_embedder
from appliance.store.images import frames_by_ids


class UnsupportedQuery(ValueError):
    """A text query for an embedder that has no text tower (the OpenCV descriptor)."""


def query_vector(image_embedder, query) -> np.ndarray:
    if isinstance(query, str) and not _looks_like_path(query):
        if not image_embedder.supports_text:
            raise UnsupportedQuery(f"image search by text needs CLIP weights; the box has only {image_embedder.name}, "
                                   "which searches by example image")
        return image_embedder.embed_texts([query])[0]
    return image_embedder.embed_images([load_image(query)])[0]


def _looks_like_path(text: str) -> bool:
    return len(text) < 4096 and "\n" not in text and Path(text).suffix.lower() in (".jpg", ".jpeg", ".png") \
        and Path(text).is_file()


def search_images(db, image_embedder, query, k: int = 6, site: str | None = None, since: float | None = None,
                  until: float | None = None, frames_dir: Path | None = None) -> list[dict]:
    """Frames nearest to `query` (text, image array, encoded bytes, or an image file path)."""
    owner = table_embedder(db, image_embedder.table)
    if owner is not None and owner != image_embedder.name:
        raise ValueError(f"{image_embedder.table} was filled by {owner}, not {image_embedder.name}")
    qvec = query_vector(image_embedder, query)
    filters = ([Filter("site", "=", site)] if site else []) + time_filters("ts", since, until)
    hits = knn(db, image_embedder.table, "frame_id", qvec, k, filters)
    rows = frames_by_ids(db, [h[0] for h in hits])
    out = []
    for frame_id, distance in hits:
        row = rows.get(frame_id)
        if row is None:  # frame deleted by retention after it was embedded
            continue
        hit = {"type": "frame", "frame_id": frame_id, **{k_: row[k_] for k_ in row if k_ != "id"},
               "cosine": round(1.0 - float(distance), 4), "embedder": image_embedder.name,
               "citation": f"frame {frame_id} ({row['site']}/{row['device']} at ts {row['ts']:.0f})"}
        if frames_dir is not None:
            hit["file"] = str(Path(frames_dir) / row["path"])
        out.append(hit)
    return out
