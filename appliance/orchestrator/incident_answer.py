"""Ask at the command post over every site of the incident (DESIGN §8d, docs/fleet.md).

The hook `answer_over_sites` runs in the normal Ask path (the page and `appliance ask`) right after the
question is read. On a box whose [fleet] role is command_post, a question asked of the incident
(fleet/over_sites.incident_question) is answered from the incident picture the command post holds
(fleet/picture_file.py), not from the box's own store: every fact names the site it came from and cites
it, the answer says the age of each site's data and which sites are silent, and the numbers are the
ones the engines sent, picked and ordered by code. On an engine, a question naming another site is
answered the same way from the neighbours' summaries the command post fanned out (stations and open
alerts; no detections or fronts cross back). Anywhere else it returns None and the box answers as it
always does.
"""
from appliance.compose import Composed
from appliance.compose.cards import Citations
from appliance.compose.words import age, clock, compass, distance, join, utc
from appliance.fleet.over_sites import (DEFAULT_WINDOW_S, front_rows, fires_in_window, incident_question,
                                        nearest_fires, site_states, station_rows)
from appliance.fleet.picture_file import NoPicture, read_picture

MAX_SITES_LISTED = 10
GROUNDED = "grounded in the incident picture"


class IncidentComposed(Composed):
    """Laid out for many sites: the verdict, the sites' ages, one line per fact, then the caveats."""

    def text(self, facts: list[str] | None = None) -> str:
        end = "" if self.verdict.endswith((".", "!", "?")) else "."
        parts = [f"**{self.verdict}{end}**", self.age_line or ""]
        parts.append("\n".join(f"- {f}" for f in (self.facts if facts is None else facts)))
        tail = list(self.fixed) + (["Not available: " + "; ".join(dict.fromkeys(self.missing)) + "."] if self.missing else [])
        parts.append(" ".join(tail))
        return "\n\n".join(p for p in parts if p.strip())


def _n(count: int, thing: str) -> str:
    return f"{count} {thing}{'' if count == 1 else 's'}"


def _ago(seconds: float) -> str:
    return f"{round(seconds)} s" if seconds < 90 else age(seconds)


class _Words:
    """The answer being built: cited facts, fixed lines, warnings, the newest time it rests on."""

    def __init__(self, now: float, states: dict):
        self.now, self.states, self.cites = now, states, Citations()
        self.facts: list[str] = []
        self.fixed: list[str] = []
        self.missing: list[str] = []
        self.warns: list[str] = []
        self.times: list[float] = []
        self.sites_used: list[str] = []

    def cite(self, site: str, key: str, title: str, card: dict, ts: float | None) -> str:
        if ts is not None:
            self.times.append(ts)
        if site not in self.sites_used:
            self.sites_used.append(site)
        return self.cites.cite({"kind": "fleet", "id": f"{site}/{key}", "title": f"{site}: {title}",
                                "card": {"site": site, **card}})

    def when(self, ts: float, lat=None, lon=None) -> str:
        return clock(ts, lat, lon, today_ts=self.now)


def _station_fact(w: _Words, r: dict) -> str:
    wind = "" if r["wind_kmh"] is None else f", wind {r['wind_kmh']:.0f} km/h" + (
        f" from the {compass(r['wind_from_deg'])}" if r["wind_from_deg"] is not None else "")
    fwi = "FWI unknown" if r["fwi"] is None else f"FWI {r['fwi']:.1f}"
    aged = "" if r["data_age_s"] is None else f", data {_ago(r['data_age_s'])} old"
    n = w.cite(r["site"], f"station/{r['station']}", f"station {r['station']} state",
               {"station": r["station"], "danger_class": r["danger_class"], "fwi": r["fwi"], "wind_kmh": r["wind_kmh"],
                "wind_from_deg": r["wind_from_deg"], "data_age_s": None if r["data_age_s"] is None else round(r["data_age_s"]),
                "sent_utc": None if r["sent_at"] is None else utc(r["sent_at"])}, r["observed_at"])
    return f"{r['site']}: station {r['station']}, {r['danger_class'] or 'danger unknown'} ({fwi}{wind}{aged}) {n}."


def _alert_cite(w: _Words, a: dict) -> str:
    return w.cite(a["site"], f"alert/{a['id']}", f"alert {a['id']}",
                  {"alert": a["id"], "kind": a["kind"], "state": "ended" if a["ended"] else "open",
                   "detections": a["detections"], "lat": a["lat"], "lon": a["lon"],
                   "last_detection_utc": None if a["last_ts"] is None else utc(a["last_ts"])}, a["last_ts"])


def _what(a: dict) -> str:
    return "possible smoke" if "smoke" in str(a["kind"]) else "possible fire"


def conditions(w: _Words, picture: dict, named: list[str]) -> str | None:
    rows = station_rows(picture, w.now, named or None)
    if not rows:
        w.missing.append("no station's state from " + (join(named) if named else "any site"))
        return None
    # The worst station of each site, sites worst first; a named site's every station.
    per_site, shown = {}, []
    for r in rows:
        if named or r["site"] not in per_site:
            per_site.setdefault(r["site"], r)
            shown.append(r)
    for r in shown[:MAX_SITES_LISTED]:
        w.facts.append(_station_fact(w, r))
    rest = sorted({r["site"] for r in shown[MAX_SITES_LISTED:]})
    if rest:
        w.fixed.append(f"{len(rest)} more site(s) with lower figures: {join(rest)}.")
    worst = rows[0]
    if worst["fwi"] is None:
        return f"No site has reported a fire danger figure; {worst['site']} reported station {worst['station']}"
    silent = " (that site is silent now: its figures are as of its last message)" if w.states[worst["site"]]["silent"] else ""
    return (f"Worst conditions: {worst['site']}, at station {worst['station']}: {worst['danger_class'] or 'danger unknown'} "
            f"fire danger, FWI {worst['fwi']:.1f}{silent}")


def fires(w: _Words, picture: dict, named: list[str], frame) -> str | None:
    t = getattr(frame, "time", None)
    if t is not None and t.kind in ("last", "range", "day") and t.start_ts is not None:
        start, end = t.start_ts, min(t.end_ts or w.now, w.now)
        label = t.text.strip() if t.text else "the time asked"
        label = label if label.split(" ")[0].lower() in ("in", "over", "during", "since", "for", "on") else f"in {label}"
    else:
        start, end, label = w.now - DEFAULT_WINDOW_S, w.now, "in the last hour"
    rows = fires_in_window(picture, start, end, named or None)
    for a in rows[:MAX_SITES_LISTED * 2]:
        count = "" if a["detections"] is None else f", {_n(round(a['detections']), 'detection')}"
        where = "" if a["lat"] is None else f", at {a['lat']:.4f}, {a['lon']:.4f}"
        w.facts.append(f"{a['site']}: {_what(a)}, alert {a['id']}{count}, last at {w.when(a['last_ts'], a['lat'], a['lon'])}"
                       f"{where}, {'ended' if a['ended'] else 'open'} {_alert_cite(w, a)}.")
    if len(rows) > MAX_SITES_LISTED * 2:
        w.fixed.append(f"{_n(len(rows) - MAX_SITES_LISTED * 2, 'more alert')} {label} not listed; the /fleet page shows all.")
    asked = [s for s in w.states if not named or s in named]
    silent = [s for s in asked if w.states[s]["silent"]]
    if silent:
        w.warns.append(f"{join(silent)} silent: {'it' if len(silent) == 1 else 'they'} may have detected something since")
    if not rows:
        return f"No detection reported by {join(named) if named else 'any site'} {label}"
    sites = list(dict.fromkeys(a["site"] for a in rows))
    return f"Yes: {_n(len(rows), 'alert')} with detections {label}, at {join(sites)}"


def fronts(w: _Words, picture: dict, named: list[str]) -> str | None:
    rows = front_rows(picture, named or None)
    for f in rows:
        made = "" if f["made_at"] is None else f", made {w.when(f['made_at'], f['lat'], f['lon'])}"
        reach = ("no likely time ring in it" if f["minutes"] is None or f["head_distance_m"] is None else
                 f"likely head {distance(f['head_distance_m'])} out at +{f['minutes']:g} min"
                 + ("" if f["area_ha"] is None else f", {f['area_ha']:.1f} ha"))
        n = w.cite(f["site"], f"front/{f['id']}", f"projected front of alert {f['id']}",
                   {"alert": f["id"], "rings": f["rings"], "minutes": f["minutes"], "head_distance_m": f["head_distance_m"],
                    "made_utc": None if f["made_at"] is None else utc(f["made_at"])}, f["made_at"])
        w.facts.append(f"{f['site']}: alert {f['id']}'s projected front{made}: {reach} {n}.")
    if not rows:
        w.missing.append("a projected front for an open alert from " + (join(named) if named else "any site"))
        return None
    w.fixed.append("Fronts are the engines' model projections, not observed perimeters.")
    return f"{_n(len(rows), 'projected front')}, from {join(list(dict.fromkeys(f['site'] for f in rows)))}"


def site_brief(w: _Words, picture: dict, named: list[str]) -> str | None:
    verdicts = []
    for site in named:
        rows = station_rows(picture, w.now, [site])
        if rows:
            w.facts.append(_station_fact(w, rows[0]))
        near, why = nearest_fires(picture, site)
        for k, a in enumerate(near):
            w.facts.append(f"{'Nearest' if k == 0 else 'Next'} open fire alert to {site}: {_what(a)}, alert {a['id']} "
                           f"reported by {a['site']}, {a['distance_km']:.1f} km {compass(a['bearing_deg'])} of {site}'s "
                           f"station {a['from_station']} {_alert_cite(w, a)}.")
        if near:
            a = near[0]
            verdicts.append(f"Nearest fire to {site}: alert {a['id']} (reported by {a['site']}), "
                            f"{a['distance_km']:.1f} km {compass(a['bearing_deg'])} of its station {a['from_station']}")
        else:
            w.missing.append(f"the nearest fire to {site}: {why}")
            if rows:
                verdicts.append(f"{site}: {rows[0]['danger_class'] or 'danger unknown'} at station {rows[0]['station']}")
    w.fixed.append("A site's position is taken from its stations': the picture carries no position of the engine itself.")
    return "; ".join(verdicts) or None


def _sites_line(w: _Words, named: list[str]) -> str:
    listed = [s for s in w.states if not named or s in named]
    heard = [s for s in listed if not w.states[s]["silent"]]
    silent = [s for s in w.states if w.states[s]["silent"]]
    parts = []
    if heard:
        words = [f"{s} {_ago(w.states[s]['age_s'])} ago" for s in heard]
        parts.append("Sites heard: " + (join(words) if len(words) <= MAX_SITES_LISTED else
                                        f"{len(words)} sites, the longest silence {_ago(max(w.states[s]['age_s'] for s in heard))}"))
    if silent:
        def last(s):
            st = w.states[s]
            if st["last_message_at"] is None:
                return f"{s} (nothing heard yet)"
            lat, lon = st["position"] or (None, None)
            why = "its link's last will" if st["will"] else "no message"
            return f"{s} (link down: {why}; last message {_ago(st['age_s'])} ago, {w.when(st['last_message_at'], lat, lon)})"
        parts.append("Silent: " + join([last(s) for s in silent]))
    return (". ".join(parts) + ".") if parts else ""


def answer_over_sites(config, frame, question: str, now: float) -> tuple[Composed, dict] | None:
    """(the answer, what the audit keeps) for a question asked of the incident at a command post, else None."""
    role = config.fleet.role
    if role == "standalone":
        return None
    # An engine answers about a neighbour only when the question names it (its crew asks of its own stations).
    ask = dict(own_site=config.site, named_only=role == "engine")
    try:
        picture = read_picture(config)
    except NoPicture as exc:
        if role == "engine":
            return None
        asked = incident_question(frame, question, [], **ask)
        if asked is None:
            return None
        decision = {"action": "abstain", "reason": str(exc), "served": [], "missing": ["incident"]}
        return IncidentComposed(f"No answer over the incident's sites: {exc}", [], [], [], decision, [], None, False, None), \
            {"kinds": asked[0], "sites": [], "picture": None}
    sites = [s["site"] for s in picture["sites"]]
    asked = incident_question(frame, question, sites, **ask)
    if asked is None:
        return None
    kinds, named = asked
    states = {s["site"]: s for s in site_states(picture, now, config.fleet.link_down_after_s)}
    w = _Words(now, states)
    verdicts = []
    if not sites:
        w.missing.append("any site's report: no engine has reported to the command post yet")
    else:
        for kind in kinds:
            make = {"conditions": lambda: conditions(w, picture, named), "fires": lambda: fires(w, picture, named, frame),
                    "fronts": lambda: fronts(w, picture, named), "site": lambda: site_brief(w, picture, named)}[kind]
            if v := make():
                verdicts.append(v)
    silent_cited = [s for s in w.sites_used if states[s]["silent"]]
    if silent_cited:
        w.warns.insert(0, f"{join(silent_cited)} silent: {'its' if len(silent_cited) == 1 else 'their'} figures are "
                          "as of the last message")
    # Many sites' facts of many ages: the answer's data age is its oldest fact's, so the page's "data N old"
    # beside the verdict never makes a stale site's figure look fresh because another site spoke just now.
    oldest = min(w.times, default=None)
    data_age = None if oldest is None else max(0.0, now - oldest)
    stale = data_age is not None and data_age > config.answers.stale_after_s
    if stale:
        w.warns.insert(0, f"the oldest data cited is {age(data_age)} old")
    served = [i for i in frame.intents if i not in ("out_of_scope", "capabilities")] or ["incident"]
    if not verdicts:
        decision = {"action": "abstain", "reason": "not in the incident picture: " + join(w.missing or ["nothing asked"]),
                    "served": [], "missing": served}
    elif w.missing:
        decision = {"action": "warn", "reason": "answered in part; not available: " + join(w.missing),
                    "served": served, "missing": []}
    elif w.warns:
        decision = {"action": "warn", "reason": "; ".join(dict.fromkeys(w.warns)), "served": served, "missing": []}
    else:
        decision = {"action": "answer", "reason": GROUNDED, "served": served, "missing": []}
    verdict = "; ".join(verdicts) or ("No answer from the incident picture")
    composed = IncidentComposed(verdict, w.facts, w.fixed, list(dict.fromkeys(w.missing)), decision, w.cites.as_json(),
                        data_age, stale, _sites_line(w, named) or None, {}, list(w.cites.items), [])
    audit = {"kinds": kinds, "sites_named": named, "sites_cited": w.sites_used,
             "silent": [s for s in states if states[s]["silent"]], "picture_written_at": picture.get("written_at"),
             "sites": len(sites)}
    return composed, audit
