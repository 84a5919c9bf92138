"""What every tool of the data-acquisition agent shares: its context, its one error, small helpers."""
import importlib
from dataclasses import dataclass, field

from appliance.fireweather.danger import station_danger
from appliance.understand.zones import local, zone


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
    frame: object = None                               # the question frame (appliance.understand)
    now: float = 0.0                                   # the answer's clock
    stations: list = field(default_factory=list)       # the box's stations (understand.Station)
    previous: dict | None = None                       # the session's previous answer row, for "explain"
    top_k: int = 6                                     # orchestrator.top_k: items per retrieval tool
    not_available: dict = field(default_factory=dict)  # tool name -> why it gave nothing
    redact: object = lambda v: v                       # removes the box's secrets from retrieved text


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


def _has_table(db, name: str) -> bool:
    return bool(db.scalar("SELECT COUNT(*) FROM sqlite_master WHERE type='table' AND name=?", [name]))


def station_of(ctx: ToolContext, device: str):
    return next((s for s in ctx.stations if s.device == device), None)


def station_zone(ctx: ToolContext, device: str):
    """The station's time zone (its days are station-local days); UTC for a device the box does not know."""
    s = station_of(ctx, device)
    return zone(s.lat, s.lon) if s else zone(None, None)


def _clock_day(ctx: ToolContext, device: str) -> str:
    return local(ctx.now, station_zone(ctx, device)).strftime("%Y-%m-%d")


def danger_for(ctx: ToolContext, device: str) -> dict | None:
    """The station's danger figure for the day asked, else its latest day no later than the clock's."""
    today = ctx.frame is not None and ctx.frame.time.kind == "day" and ctx.frame.time.text == "today"
    if ctx.scope.day and not today:
        return station_danger(ctx.db, device, ctx.scope.day)
    if ctx.frame is not None and ctx.frame.time.kind == "range" and ctx.scope.as_of is not None \
            and ctx.scope.as_of < (ctx.now or float("inf")):
        # a past window ("in August", and "why so many?" after it): the danger of its last day, never today's
        return station_danger(ctx.db, device, min(local(ctx.scope.as_of, station_zone(ctx, device)).strftime("%Y-%m-%d"),
                                                   _clock_day(ctx, device)))
    # "today" and "now" read the latest day no later than the clock's: a stale box, or one whose
    # newest day is not computed yet, answers from its latest figure (the answer gives its day and age).
    d = station_danger(ctx.db, device)
    if d is not None and d["day"] > _clock_day(ctx, device):   # a clock set in the past never sees later days
        d = station_danger(ctx.db, device, _clock_day(ctx, device))
    return d
