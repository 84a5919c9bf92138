"""The data-acquisition agent's tools: a registry of what is installed, each returning evidence.

A tool whose module is not importable (another part of the box not built or not provisioned)
reports "not available" in the audit instead of inventing anything. Every evidence item has a
kind, a tier (1 direct observation, 2 stored, 3 predicted), a source id and a one-line text.
"""
import importlib
import json
import time
import re
from dataclasses import dataclass, field
from pathlib import Path

SPEC = json.loads(Path(__file__).with_name("tools.json").read_text())["tools"]
TOOL_NAMES = tuple(t["name"] for t in SPEC)
ALL_CUES = tuple(sorted({c for t in SPEC for c in t["cues"]}))
DAY_S = 86400.0


class NotAvailable(Exception):
    pass


@dataclass
class Scope:
    """What the question is about: station (device) and the moment it asks about (as_of)."""
    device: str | None = None
    site: str | None = None
    as_of: float | None = None
    day: str | None = None


@dataclass
class ToolContext:
    db: object
    embedder: object
    question: str
    scope: Scope
    images: list = field(default_factory=list)
    gathered: dict = field(default_factory=dict)      # tool name -> evidence list
    params: object = None                              # DecisionParams (k, analog index, method)
    config: object = None
    image_embedder: object = None


def needed_tools(question: str, has_images: bool, disabled: set[str]) -> list[str]:
    q = question.lower()
    words = set(re.findall(r"[a-z0-9]+", q))
    out = []
    for t in SPEC:
        if t["name"] in disabled:
            continue
        hit = any((c in words) if " " not in c else (c in q) for c in t["cues"])
        if t.get("needs_images"):
            hit = has_images
        elif t["kind"] == "frame" and has_images:
            hit = True
        if hit:
            out.append(t["name"])
    return out


def tier_of(name: str) -> int:
    return next(t["tier"] for t in SPEC if t["name"] == name)


def _optional(module: str, attr: str):
    try:
        return getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as exc:
        raise NotAvailable(f"{module}.{attr} is not installed ({exc.__class__.__name__})") from None


def _reading_item(r: dict, tier: int) -> dict:
    from appliance.orchestrator.wording import describe_reading

    rid = r.get("id", r.get("reading_id"))
    row = {k: v for k, v in r.items() if k not in ("embedded", "citation", "type")}
    row.update(id=rid, kind="reading", tier=tier, line=describe_reading({**r, "id": rid}),
               brief=f"station: {r.get('temperature_c')} C, RH {r.get('rh_pct')}, wind {r.get('wind_kmh')}, "
                     f"rain {r.get('rain_mm')}")
    return row


def sensor_snapshot(ctx: ToolContext) -> list[dict]:
    s = ctx.scope
    where, params = [], []
    if s.device:
        where.append("device = ?"), params.append(s.device)
    if s.as_of is not None:
        where.append("ts <= ?"), params.append(s.as_of)
    sql = ("SELECT r.* FROM readings r JOIN (SELECT device, MAX(ts) AS ts FROM readings"
           + (" WHERE " + " AND ".join(where) if where else "") +
           " GROUP BY device) m ON r.device = m.device AND r.ts = m.ts ORDER BY r.device")
    return [_reading_item(r, 1) for r in ctx.db.query(sql, params)[:6]]


CODE_KEYS = ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")


def _station_codes(ctx: ToolContext) -> list[dict]:
    """Codes the station itself reported with today's reading (its official FWI record)."""
    out = []
    for r in (ctx.gathered.get("sensor_snapshot") or [])[:1]:   # the station the verdict is about
        extra = json.loads(r.get("extra_json") or "{}")
        if all(isinstance(extra.get(k), (int, float)) for k in CODE_KEYS):
            codes = {k: float(extra[k]) for k in CODE_KEYS}
            day = r.get("line", "")[len(f"Station {r['device']} at "):][:10]
            out.append({"kind": "fire_weather", "tier": 1, "id": r["id"], "device": r["device"], "day": day,
                        "codes": codes, "source": "station-reported", "danger_class": None,
                        "brief": f"codes: FFMC {codes['FFMC']:.0f}, ISI {codes['ISI']:.1f}, FWI {codes['FWI']:.1f}",
                        "line": f"Fire-weather codes reported by station {r['device']} with reading {r['id']}: "
                                + ", ".join(f"{k} {v:.1f}" for k, v in codes.items())})
    return out


def fire_weather(ctx: ToolContext) -> list[dict]:
    if ctx.params is None or ctx.params.code_source != "box":
        reported = _station_codes(ctx)
        if reported:
            return reported
    compute = _optional("appliance.fireweather.daily", "compute_daily_codes")
    snap = ctx.gathered.get("sensor_snapshot") or []
    # Codes of the same station as the snapshot's first reading, never another station's.
    device = ctx.scope.device or (snap[0]["device"] if snap else None)
    compute(ctx.db, device=device)
    where, params = [], []
    if device:
        where.append("device = ?"), params.append(device)
    if ctx.scope.day:
        where.append("day <= ?"), params.append(ctx.scope.day)
    rows = ctx.db.query("SELECT * FROM fire_weather" + (" WHERE " + " AND ".join(where) if where else "")
                        + " ORDER BY day DESC LIMIT 1", params)
    out = []
    for r in rows:
        codes = {k.upper(): r[k] for k in ("ffmc", "dmc", "dc", "isi", "bui", "fwi")}
        out.append({"kind": "fire_weather", "tier": 1, "id": r["reading_id"], "device": r["device"], "day": r["day"],
                    "codes": codes, "danger_class": r["danger_class"], "source": "computed by the box (cffdrs)",
                    "brief": f"codes: FFMC {codes['FFMC']:.0f}, ISI {codes['ISI']:.1f}, FWI {codes['FWI']:.1f}",
                    "convention": r["convention"],
                    "line": f"Fire-weather codes the box computed for {r['device']} on {r['day']}: "
                            + ", ".join(f"{k} {v:.1f}" for k, v in codes.items()) + f" ({r['danger_class']})"
                            + ("" if r["convention"] == "standard" else f"; network convention: {r['convention']}")})
    return out


def historical_analogs(ctx: ToolContext) -> list[dict]:
    from appliance.retrieve.analogs import analog_indexes, query_features, search_analogs

    snap = ctx.gathered.get("sensor_snapshot") or []
    codes = (ctx.gathered.get("fire_weather") or [{}])[0].get("codes")
    if not snap or not codes:
        raise NotAvailable("needs today's snapshot and fire-weather codes first")
    p = ctx.params
    indexes = [p.analog_index] if p and p.analog_index else analog_indexes(ctx.db)
    out = []
    for name in indexes:
        for a in search_analogs(ctx.db, name, query_features(snap[0], codes), k=p.k if p else 7,
                                method=p.analog_method if p else "numeric", text_embedder=ctx.embedder):
            a["tier"] = 2
            a["brief"] = f"past day: {'fire' if a['fire'] else 'no fire'}"
            a["line"] = (f"Historical day {a['date']} ({a['region']}, line {a['line']}): "
                         f"{'fire' if a['fire'] else 'no fire'}, distance {a['distance']:.2f}")
            out.append(a)
    return out


def reading_search(ctx: ToolContext) -> list[dict]:
    try:
        search = _optional("appliance.retrieve", "search_readings_tool")
        hits = search(ctx.db, ctx.embedder, ctx.question, k=6, site=ctx.scope.site, until=ctx.scope.as_of)
    except NotAvailable:
        from appliance.store.readings import search_readings
        hits = search_readings(ctx.db, ctx.embedder.embed_one(ctx.question), k=6)
    return [_reading_item(h, 2) for h in hits]


def document_search(ctx: ToolContext) -> list[dict]:
    search = _optional("appliance.retrieve", "search_documents")
    hits = search(ctx.db, ctx.embedder, ctx.question, k=6)
    try:  # geography (paper 002): passages about another place are left out, broader ones warned
        from appliance.geo import rank_by_geography, tag_places

        places = tag_places(ctx.question)
        if places:
            hits = rank_by_geography(places, [{**h, "places": h.get("places") or []} for h in hits], k=4)
    except Exception as exc:  # no gazetteer built: documents are used without the geography check
        ctx.gathered.setdefault("_notes", []).append(f"geography not checked: {type(exc).__name__}")
    return [{**h, "kind": "document", "tier": 2, "id": h["chunk_id"], "brief": f"{h['citation']}: {h['text'][:60]}",
             "line": f"{h['citation']}: {h['text'][:160]}"} for h in hits[:4]]


def _image_embedder(ctx):
    if ctx.image_embedder is None:
        raise NotAvailable("no image embedder loaded")
    return ctx.image_embedder


def image_search(ctx: ToolContext) -> list[dict]:
    search = _optional("appliance.retrieve", "search_images")
    query = ctx.images[0] if ctx.images else ctx.question
    return [{**h, "kind": "frame", "tier": 2, "id": h["frame_id"], "line": h["citation"]}
            for h in search(ctx.db, _image_embedder(ctx), query, k=4)]


def multimodal_search(ctx: ToolContext) -> list[dict]:
    search = _optional("appliance.retrieve", "multimodal_search")
    res = search(ctx.db, ctx.embedder, _image_embedder(ctx), ctx.question, k=4,
                 image=ctx.images[0] if ctx.images else None)
    out = [_reading_item(h, 2) for h in res.get("readings", [])]
    out += [{**h, "kind": "document", "tier": 2, "id": h["chunk_id"], "line": h["citation"]} for h in res.get("documents", [])]
    out += [{**h, "kind": "frame", "tier": 2, "id": h["frame_id"], "line": h["citation"]} for h in res.get("images", [])]
    return out


def visual_cues(ctx: ToolContext) -> list[dict]:
    import cv2
    import numpy as np

    observe = _optional("appliance.vision.cues", "observe_frame")
    out = []
    for i, image in enumerate(ctx.images):
        frame = cv2.imdecode(np.frombuffer(image, np.uint8), cv2.IMREAD_COLOR) if isinstance(image, bytes) else image
        if frame is None:
            raise ValueError(f"uploaded image {i + 1} is not a readable JPEG/PNG")
        obs = observe(frame, getattr(ctx.config, "vision", None))
        out.append({"kind": "frame", "tier": 1, "id": i + 1, "cues": obs, "brief": f"image {i + 1}: {obs['summary']}"[:100],
                    "line": f"Uploaded image {i + 1}, visual cues (a colour heuristic): {obs['summary']}"})
    return out


# A detection older than this is history, not a fire front to grow with today's wind.
MAX_DETECTION_AGE_S = 6 * 3600


def spread(ctx: ToolContext) -> list[dict]:
    """Project the front from the latest detection (DESIGN §8: from a detection's position and time)."""
    project = _optional("appliance.spread.projection", "project_for_question")
    if ctx.config is None:
        raise NotAvailable("needs the box configuration")
    asked = ctx.scope.as_of if ctx.scope.as_of is not None else time.time()
    where, params = "lat IS NOT NULL AND ts <= ? AND ts >= ?", [asked, asked - MAX_DETECTION_AGE_S]
    if ctx.scope.site:
        where, params = where + " AND site = ?", params + [ctx.scope.site]
    rows = ctx.db.query(f"SELECT id, site, ts, lat, lon, kind, frame_id FROM alerts WHERE {where}"
                        " ORDER BY ts DESC LIMIT 1", params) if _has_table(ctx.db, "alerts") else []
    if not rows:
        raise NotAvailable(f"no fire detection in the {MAX_DETECTION_AGE_S // 3600} h before the question to "
                           "project from; draw a start on the page's map")
    det = rows[0]
    p = project(ctx.db, ctx.config, det["lat"], det["lon"], start_ts=det["ts"], asked_ts=ctx.scope.as_of,
                site=det["site"])
    fronts = p["properties"].get("fronts", {})
    p50 = fronts.get("p50", {}) if isinstance(fronts, dict) else {}
    head = p50.get("head_distance_m")
    when = p50.get("act_time") or ""
    seen = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(det["ts"]))
    line = (f"Projected front (a prediction) from detection {det['id']} (frame {det['frame_id']}, seen {seen}): head "
            f"{head:.0f} m from the start by {when}" if isinstance(head, (int, float))
            else f"Projected front (a prediction) from detection {det['id']}")
    return [{"kind": "spread", "tier": 3, "id": det["id"], "projection": p, "line": line}]


def _has_table(db, name: str) -> bool:
    return bool(db.scalar("SELECT COUNT(*) FROM sqlite_master WHERE type='table' AND name=?", [name]))


TOOLS = {name: globals()[name] for name in TOOL_NAMES}
