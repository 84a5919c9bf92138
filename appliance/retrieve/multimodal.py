"""Multimodal retrieval (paper 001, Algorithm 2): readings, documents and frames searched in parallel.

Each tool runs in its own thread (each gets its own SQLite connection from Database; ONNX
Runtime sessions are safe to share). A tool that cannot serve the query (text-to-image without
CLIP) or fails is reported in `notes` and the others still answer.
"""
from concurrent.futures import ThreadPoolExecutor

from appliance.retrieve.documents import search_documents
from appliance.retrieve.images import UnsupportedQuery, search_images
from appliance.retrieve.readings import search_readings_tool

TOOLS = ("readings", "documents", "images")


def multimodal_search(db, text_embedder, image_embedder, query: str, k: int = 6, *, image=None,
                      site: str | None = None, since: float | None = None, until: float | None = None,
                      tools=TOOLS, frames_dir=None) -> dict:
    """{"readings": [...], "documents": [...], "images": [...], "notes": [...]}.

    Frames are searched by `image` when one is given (a crew photo), else by the text `query`.
    """
    jobs = {
        "readings": lambda: search_readings_tool(db, text_embedder, query, k, site=site, since=since, until=until),
        "documents": lambda: search_documents(db, text_embedder, query, k, site=site),
        "images": lambda: search_images(db, image_embedder, image if image is not None else query, k, site=site,
                                        since=since, until=until, frames_dir=frames_dir),
    }
    selected = [t for t in tools if t in jobs and (t != "images" or image_embedder is not None)]
    result = {t: [] for t in TOOLS}
    result["notes"] = []
    with ThreadPoolExecutor(max_workers=len(selected) or 1, thread_name_prefix="retrieve") as pool:
        futures = {t: pool.submit(jobs[t]) for t in selected}
        for tool, future in futures.items():
            try:
                result[tool] = future.result()
            except UnsupportedQuery as exc:
                result["notes"].append(f"{tool}: {exc}")
            except Exception as exc:  # one broken tool must not sink the others' evidence
                result["notes"].append(f"{tool}: failed ({type(exc).__name__}: {exc})")
    return result
