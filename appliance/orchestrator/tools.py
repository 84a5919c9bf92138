"""The data-acquisition agent's retrieval tools: readings, codes, analogs, documents, images.

A tool whose module is not importable (another part of the box not built or not provisioned)
reports "not available" in the audit instead of inventing anything. Every evidence item has a
kind, a tier (1 direct observation, 2 stored, 3 predicted), a source id and a one-line text.
"""
import re

from appliance.orchestrator.toolbase import NotAvailable, ToolContext, _optional, _reading_item, danger_for
from appliance.understand.stations import fold


def sensor_snapshot(ctx: ToolContext) -> list[dict]:
    """The newest reading of each station the question is about, no later than its time."""
    s = ctx.scope
    devices = ctx.frame.stations if ctx.frame is not None and ctx.frame.stations else ([s.device] if s.device else [])
    as_of = s.as_of if s.as_of is not None else (ctx.now or None)
    where, params = [], []
    if devices:
        where.append(f"device IN ({','.join('?' * len(devices))})"), params.extend(devices)
    if as_of is not None:
        where.append("ts <= ?"), params.append(as_of)
    sql = ("SELECT r.* FROM readings r JOIN (SELECT device, MAX(ts) AS ts FROM readings"
           + (" WHERE " + " AND ".join(where) if where else "") +
           " GROUP BY device) m ON r.device = m.device AND r.ts = m.ts ORDER BY r.device")
    rows = ctx.db.query(sql, params)
    if devices:   # in the order the question named them: the first is the one a verdict is about
        rows.sort(key=lambda r: devices.index(r["device"]) if r["device"] in devices else len(devices))
    return [_reading_item(r, 1) for r in rows[:6]]


CODE_KEYS = ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")


def _codes_item(d: dict, line: str) -> dict:
    codes = {k.upper(): d[k] for k in ("ffmc", "dmc", "dc", "isi", "bui", "fwi")}
    return {"kind": "fire_weather", "tier": 1, "id": d["reading_id"], "device": d["station"], "day": d["day"],
            "codes": codes, "danger_class": d["danger_class"], "source": d["provenance"],
            "brief": f"codes: FFMC {codes['FFMC']:.0f}, ISI {codes['ISI']:.1f}, FWI {codes['FWI']:.1f}",
            "line": line + ", ".join(f"{k} {v:.1f}" for k, v in codes.items()) + f" ({d['danger_class']}; {d['provenance']})"}


def fire_weather(ctx: ToolContext) -> list[dict]:
    """The codes the fire / no-fire check reads: the station's one danger figure (station_danger),
    or, when the evaluation asks for the box's own codes (code_source "box"), the box's computed
    codes brought up to date first."""
    snap = ctx.gathered.get("sensor_snapshot") or []
    # Codes of the same station as the snapshot's first reading, never another station's.
    device = ctx.scope.device or (snap[0]["device"] if snap else None)
    if device is None:
        raise NotAvailable("no station to read codes for")
    if ctx.params is None or ctx.params.code_source != "box":
        d = danger_for(ctx, device)
        if d is None:
            raise NotAvailable(f"no fire-weather codes for {device}")
        return [_codes_item(d, f"Fire-weather codes for {device} on {d['day']}: ")]
    compute = _optional("appliance.fireweather.daily", "compute_daily_codes")
    compute(ctx.db, device=device)
    where, params = ["device = ?"], [device]
    if ctx.scope.day:
        where.append("day <= ?"), params.append(ctx.scope.day)
    rows = ctx.db.query("SELECT * FROM fire_weather WHERE " + " AND ".join(where) + " ORDER BY day DESC LIMIT 1", params)
    source = "computed by the box (cffdrs)"   # the evaluation's label for its headline configuration
    return [_codes_item({**{k: r[k] for k in ("ffmc", "dmc", "dc", "isi", "bui", "fwi", "day", "danger_class", "reading_id")},
                         "station": r["device"], "provenance": source},
                        f"Fire-weather codes the box computed for {r['device']} on {r['day']}: ") for r in rows]


def _region_key(region: str | None) -> str:
    return (region or "").strip().lower().replace(" ", "-")


def _asked_day(reading: dict) -> tuple[str, str | None]:
    from appliance.fireweather.noon import local_solar_day

    day = local_solar_day(reading["ts"], reading["lon"]) if reading.get("lon") is not None else None
    return _region_key(reading.get("device")), day


def historical_analogs(ctx: ToolContext) -> list[dict]:
    from appliance.retrieve.analogs import analog_indexes, query_features, record_span, search_analogs

    snap = ctx.gathered.get("sensor_snapshot") or []
    codes = (ctx.gathered.get("fire_weather") or [{}])[0].get("codes")
    if not snap or not codes:
        raise NotAvailable("needs today's snapshot and fire-weather codes first")
    p = ctx.params
    indexes = [p.analog_index] if p and p.analog_index else analog_indexes(ctx.db)
    k = p.k if p else 7
    asked = _asked_day(snap[0])
    out = []
    for name in indexes:
        hits = search_analogs(ctx.db, name, query_features(snap[0], codes), k=k + 1,
                              method=p.analog_method if p else "numeric", text_embedder=ctx.embedder)
        # The day asked about is in the record too: it is not its own analog.
        hits = [a for a in hits if (_region_key(a.get("region")), a.get("date")) != asked][:k]
        span = record_span(ctx.db, name)
        for a in hits:
            a["record_span"] = span
            a["tier"] = 2
            a["brief"] = f"past day: {'fire' if a['fire'] else 'no fire'}"
            a["line"] = (f"Historical day {a['date']} ({a['region']}, line {a['line']}): "
                         f"{'fire' if a['fire'] else 'no fire'}, distance {a['distance']:.2f}")
            out.append(a)
    return out


def reading_search(ctx: ToolContext) -> list[dict]:
    try:
        search = _optional("appliance.retrieve", "search_readings_tool")
        hits = search(ctx.db, ctx.embedder, ctx.question, k=ctx.top_k, site=ctx.scope.site, until=ctx.scope.as_of)
    except NotAvailable:
        from appliance.store.readings import search_readings
        hits = search_readings(ctx.db, ctx.embedder.embed_one(ctx.question), k=ctx.top_k)
    return [_reading_item(h, 2) for h in hits]


def _code_named(place: str, asked: str) -> bool:
    """Whether a place tagged in a question is a fire-weather code read as a name: "what does BUI mean" names no
    Bui Division (Cameroon), "DC" is the drought code. A place whose whole name the crew wrote stays."""
    from appliance.understand.thresholds import CODES

    words = place.split()
    return bool(words) and words[0] in CODES and (place in CODES or not re.search(rf"\b{re.escape(place)}\b", asked))


def document_search(ctx: ToolContext) -> list[dict]:
    search = _optional("appliance.retrieve", "search_documents")
    # A document can carry a secret (a radio card with the passphrase): it never reaches a prompt.
    query = ctx.question
    if ctx.frame is not None and set(ctx.frame.intents) - {"documents"}:
        from appliance.understand.read import document_query

        query = document_query(ctx.question)     # the part asking a document, not the readings asked beside it
    hits = [{**h, "text": ctx.redact(h.get("text") or "")} for h in search(ctx.db, ctx.embedder, query, k=ctx.top_k)]
    try:  # geography (paper 002): passages about another place are left out, broader ones warned
        from appliance.geo import rank_by_geography, tag_places

        from appliance.understand.places import mentioned, spelled_out, typed_lower

        # Only places the crew named: "what does the doc say" names no "Say" (a département in Niger).
        asked = spelled_out(query)          # places named in the part asking the documents ("email it to ... Ridge Rd": none)
        places = [p for p in tag_places(asked) if mentioned(p["name"], asked) or typed_lower(p, asked)]
        # "what does BUI mean": the fire-weather code, not Bui Division (Cameroon) matched from its first word
        places = [p for p in places if not _code_named(fold(p["name"]), fold(asked))]
        if ctx.frame is not None and set(ctx.frame.intents) - {"documents"}:
            # "The danger at Béjaïa, and what does the guide say?": the station scopes the data part;
            # the guidance is asked of wherever the crew is.
            forms = {f for s in ctx.stations for f in s.forms}
            places = [p for p in places if fold(p["name"]) not in forms]
        # "Según la guía de Butte": a place named in a loaded document's title names that document, not a place asked about.
        titles = [fold(f"{h.get('title') or ''} {h.get('citation') or ''}") for h in hits]
        titled = [p for p in places if any(re.search(rf"\b{re.escape(fold(p['name']))}\b", t) for t in titles)]
        places = [p for p in places if p not in titled]
        if titled:
            # Every passage of that document names its place; the search ranks its disclaimer first ("check Butte
            # County's ordinance"): search with the rest of the ask ("What's the defensible space rule").
            # The gazetteer's name ("Butte County") or, as typed ("condado de Butte", "butte co"), its first word.
            rest = query
            for p in titled:
                for name in dict.fromkeys((p["name"], p["name"].split()[0])):
                    rest = re.sub(rf"\s*(?:\b(?:in|for|of|at|en|de|del|du|a|à|pour|para|condado de|comté de)\s+)?"
                                  rf"\b{re.escape(name)}\b(?:\s+(?:county|co)\b)?", "", rest, flags=re.I)
            if rest.strip() and rest != query:
                hits = [{**h, "text": ctx.redact(h.get("text") or "")} for h in search(ctx.db, ctx.embedder, rest, k=ctx.top_k)]
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
    from appliance.store.media import decode_reduced, header_size

    observe = _optional("appliance.vision.cues", "observe_frame")
    side = _optional("appliance.vision.cues", "CUE_SIDE")
    out = []
    for i, image in enumerate(ctx.images):
        # A reduced decode within the shared budget; cue boxes come back in the photo's own pixels.
        frame = decode_reduced(image, side) if isinstance(image, bytes) else image
        if frame is None:
            raise ValueError(f"uploaded image {i + 1} is not a readable JPEG/PNG")
        full = header_size(image)[1:] if isinstance(image, bytes) else None
        obs = observe(frame, getattr(ctx.config, "vision", None), full_size=full)
        out.append({"kind": "frame", "tier": 1, "id": i + 1, "cues": obs, "brief": f"image {i + 1}: {obs['summary']}"[:100],
                    "line": f"Uploaded image {i + 1}, visual cues (a colour heuristic): {obs['summary']}"})
    return out
