"""Answers in plain words (issue 19 item 4): a composer per intent, the decision from coverage,
and an optional model rewrite that a verifier must accept.

    compose(frame, ctx: ComposeContext, stale_after_s) -> Composed
        verdict (plain words, no [n]), body facts (each fact sentence with its [n] markers),
        fixed lines (caveats, missing), citations with cards, decision, data age.
    Composed.text(facts=None) -> Markdown: **verdict**, data age, facts, what is missing.

Writer mode (writer.py) rewrites the cited facts only; verify.py checks every number, station,
place and time of the rewrite against the facts and every sentence's [n]. The numbers always
come from the composers; the model only words them.
"""
import json
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from appliance.compose import ground as F
from appliance.compose import talk as T
from appliance.compose import weather as W
from appliance.compose.decide import decide
from appliance.compose.cards import Citations
from appliance.compose.result import ComposeContext, IntentResult
from appliance.compose.words import age, clock, join, local, name, zone
from appliance.understand.intents import HOLDS

COMPOSERS = {"current_conditions": W.current_conditions, "danger": W.danger, "compare_stations": W.compare_stations,
             "summary": W.summary, "analogs": W.analogs, "frames": F.frames, "photo": F.photo, "spread": F.spread,
             "drift": F.drift, "tactical": F.tactical, "documents": T.documents, "explain": T.explain,
             "capabilities": T.capabilities, "out_of_scope": T.out_of_scope, "refuse": T.refuse}
CITED = re.compile(r"\[\d+\]")
NOW_KINDS = ("now", "last", "range")


@dataclass
class Composed:
    verdict: str
    facts: list[str]                 # sentences with [n] (the writer may reword these)
    fixed: list[str]                 # caveats and refusals (never reworded)
    missing: list[str]
    decision: dict
    citations: list[dict]
    data_age_s: float | None
    stale: bool
    age_line: str | None
    results: dict = field(default_factory=dict)
    cited_items: list = field(default_factory=list)
    focus: list[str] = field(default_factory=list)   # the stations the leading verdict singles out

    def text(self, facts: list[str] | None = None) -> str:
        end = "" if self.verdict.endswith((".", "”", "!", "?")) else "."
        parts = [f"**{self.verdict}{end}**"]
        if self.age_line:
            parts.append(self.age_line)
        parts += list(self.facts if facts is None else facts) + self.fixed
        if self.missing:
            parts.append("Not available: " + "; ".join(dict.fromkeys(self.missing)) + ".")
        return " ".join(p.strip() for p in parts if p.strip())


def _is_now(frame, now: float | None = None) -> bool:
    t = frame.time
    if t.kind == "range" and now is not None and t.end_ts is not None and t.end_ts < now - 3600:
        return False     # a window closed in the past ("in August") is a question about that window
    return t.kind in NOW_KINDS or (t.kind == "day" and t.text == "today")


def _caveats(frame, intents: list[str], lead: list[str], results: dict, ctx: ComposeContext) -> list[str]:
    notes = []
    if len(frame.stations) > 1 and set(intents) & {"current_conditions", "danger"}:
        # "fwi at both stations on 14 July": a station with nothing for the time asked is named, not left out silently.
        have = {i["device"] for n in ("sensor_snapshot", "station_danger") for i in ctx.items(n) if W.in_asked_time(ctx, i)}
        if have and (lacking := [d for d in frame.stations if d not in have]):
            when = "now" if frame.time.kind == "now" else (frame.time.text or "the time asked")
            notes.append(f"no data from {join([name(d) for d in lacking])} for {when}")
    hour = getattr(frame, "at_hour", None)
    if hour is not None and set(intents) & {"current_conditions", "danger", "compare_stations"}:
        if note := _other_hour(hour, [t for i in lead for t in results[i].evidence_ts if t], frame, ctx):
            notes.append(note)
    near = list(getattr(frame, "near", None) or [])
    if near and set(intents) == {"frames"}:
        # "Did the drone see anything 10 km north-east of SBA?": the box places each detection by the drone's own
        # position and never matched the place asked to one, so the crew checks where each lies against it
        notes.append(f"a position for {join([f'“{p}”' for p in near])} (the box does not place it on the map; check "
                     "where each detection lies against it)")
    elif near and (devices := frame.stations or list(dict.fromkeys(
            i["device"] for n in ("station_danger", "sensor_snapshot") for i in ctx.items(n) if i.get("device")))):
        # A place near a station, not at it (DESIGN §5): the station's figures, never passed off as the place's own
        # ("the danger where the drone saw it" names no station: the stations the figures come from)
        notes.append(f"measured at the {join([name(d) for d in devices])} station{'s' if len(devices) > 1 else ''}, not at "
                     f"{join([f'“{p}”' for p in near])}: conditions there may differ")
    return notes


def _other_hour(hour: int, stamps: list[float], frame, ctx) -> str | None:
    """"The rh at 6 am": when no reading the answer rests on is within 90 minutes of the hour asked, say
    which reading it gives instead (a station may report once a day, at noon)."""
    device = frame.stations[0] if frame.stations else next(iter(ctx.stations), None)
    lat, lon = ctx.position(device) if device else (None, None)
    tz = zone(lat, lon)
    minutes = [local(ts, tz).hour * 60 + local(ts, tz).minute for ts in stamps]
    if not minutes or min(min(abs(m - hour * 60), 1440 - abs(m - hour * 60)) for m in minutes) <= 90:
        return None
    nearest = min(stamps, key=lambda ts: abs(local(ts, tz).hour * 60 + local(ts, tz).minute - hour * 60))
    return f"no reading at {hour:02d}:00 on the box: the figures are from the {clock(nearest, lat, lon)} reading"


def _covered(intents: list[str], results: dict, ctx: ComposeContext) -> list[str]:
    """Intents a served intent's answer covers or holds (a comparison gives each station's danger, a
    danger answer quotes the latest reading; data/intents.json "covers" and "holds"): served
    too when their own composer finds their evidence among what was gathered. Tried on a scratch
    citation list, so nothing they would cite enters the answer's sources."""
    out = []
    for y in intents:
        for x in sorted(HOLDS.get(y, ())):
            if results[y].served and x not in intents and x not in out:
                r = COMPOSERS[x](replace(ctx, cites=Citations()))
                if r.served and not r.warn and not r.missing:   # only a whole, unqualified part counts
                    out.append(x)
    return out


DETAILS = json.loads((Path(__file__).with_name("data") / "details.json").read_text(encoding="utf-8"))["details"]


def detail_answered(part: str, answer_text: str) -> bool:
    """Whether an unread part only asks a detail ("by how much", "which day", "where exactly") that the answer
    already holds: then it is answered, and the answer is not labelled partly answered for it."""
    from appliance.understand.parse import simplify

    text = simplify(part)
    for d in DETAILS:
        if any(simplify(a) in text for a in d["asks"]) and len(re.findall(r"\w+", text)) <= 8:
            return re.search(d["holds"], answer_text) is not None
    return False


def _why_unread(part: str) -> str:
    """"“is it a red flag day at X”: red-flag warnings come from a weather service; the box receives none"."""
    from appliance.understand.unheld import unheld_part

    held = unheld_part(part)
    return f"“{part}” ({held[2]})" if held else f"“{part}”"


def _unanswered(part: str) -> str:
    """What the answer says of a part it left out: why, when the box knows it holds nothing for it."""
    from appliance.understand.unheld import unheld_part

    held = unheld_part(part)
    return f"an answer to “{part}”: {held[2]}" if held else f"an answer to “{part}” (the box did not read it as anything it can answer)"


def _both_times(first: IntentResult, second: IntentResult) -> IntentResult:
    """One figure asked at two times: the frame's own time's verdict leads, the other time's sentences follow; served
    only when both are, and what either could not give, or warns of, is said."""
    warns = [w for w in (first.warn, second.warn) if w]
    # "Temp at SBA on 3 Aug and on 17 Aug?": both days' figures lead, where they differ
    verdict = "; ".join(dict.fromkeys(v for v in (first.verdict, second.verdict) if v)) if first.served and second.served \
        else first.verdict
    return replace(first, served=first.served and second.served, verdict=verdict,
                   facts=first.facts + [f for f in second.facts if f not in first.facts],
                   missing=first.missing + [m for m in second.missing if m not in first.missing],
                   evidence_ts=first.evidence_ts + second.evidence_ts, warn="; ".join(dict.fromkeys(warns)) or None)


def compose(frame, ctx: ComposeContext, stale_after_s: float, extra_warn: str | None = None) -> Composed:
    intents = frame.intents or ["capabilities"]
    results: dict[str, IntentResult] = {}
    point = ctx.at_point() if ctx.point else None
    for intent in intents:
        # "the FWI now, and the highest in August": the frame's one time is the window; the figure asked at its own
        # time is composed from the evidence gathered for that time, or it would be August's last day called now.
        # "rain at SBA yesterday, and any today?": the figure is asked at both days, so both are composed, as it is
        # where each station asked it apart ("temperature at Béjaïa from 1 to 7 September, and at SBA now").
        if point and intent in point.frame.intents and intent in getattr(frame, "point_only", ()):
            # "Béjaïa's humidity today; over at SBA, what was yesterday's FWI?": asked only in the point's clause
            results[intent] = COMPOSERS[intent](point)
        elif point and intent in point.frame.intents and (frame.time.kind in ("day", "now") or getattr(frame, "asked_apart", None)):
            results[intent] = _both_times(COMPOSERS[intent](ctx), COMPOSERS[intent](point))
        else:
            results[intent] = COMPOSERS[intent](point if point and intent in point.frame.intents else ctx)
    lead = sorted(intents, key=lambda i: (-(results[i].served or i in ("refuse", "out_of_scope")), -results[i].priority))
    if point and getattr(frame, "point_at_extreme", False):
        # "Hottest day at SBA in August: what was the humidity that day?": the figure asked on that day leads, the
        # extreme that found the day follows
        lead = sorted(lead, key=lambda i: (not results[i].served, i not in point.frame.intents))
    verdict = next((results[i].verdict for i in lead if results[i].verdict), "The box cannot answer this from what it holds")
    facts, fixed, missing = [], [], []
    for i in lead:
        for f in results[i].facts:
            if f not in facts and f not in fixed:
                (facts if CITED.search(f) else fixed).append(f)
        missing += results[i].missing
    newest = max((t for r in results.values() for t in r.evidence_ts if t), default=None)
    data_age = None if newest is None else max(0.0, ctx.now - newest)
    # the age of the data matters where a figure of now is asked: the question's, or one asked beside its window
    now_asked = _is_now(frame, ctx.now) or bool(point and _is_now(point.frame, ctx.now))
    stale = bool(data_age is not None and now_asked and data_age > stale_after_s)
    age_line = None
    if data_age is not None and now_asked:
        device = frame.stations[0] if frame.stations else next(iter(ctx.stations), None)
        lat, lon = ctx.position(device) if device else (None, None)
        when = clock(newest, lat, lon, today_ts=ctx.now)
        age_line = (f"**The newest data is {age(data_age)} old** ({when}); treat it as out of date." if stale
                    else f"Newest data: {when}, {age(data_age)} before the question.")
    decision = decide(intents, results, stale_s=data_age if stale else None, extra_warn=extra_warn)
    if decision["action"] != "abstain":
        decision["served"] = decision["served"] + _covered(intents, results, ctx)
    unread = list(getattr(frame, "unread", None) or [])
    answer_text = " ".join([verdict, *facts, *fixed])
    unread = [p for p in unread if not detail_answered(p, answer_text)]
    if unread and decision["action"] != "abstain":
        # A part of the question no intent of the frame reads: never labelled grounded as a whole, and
        # named whatever else the answer warns about.
        told = [p for p in unread if f"“{p}”" not in decision["reason"]]       # not already named by an intent
        part = "a part of the question was not answered: " + "; ".join(_why_unread(p) for p in told)
        reason = (part if decision["action"] == "answer" else f"{decision['reason']}; {part}") if told else decision["reason"]
        decision = {**decision, "action": "warn", "reason": reason}
        missing += [_unanswered(p) for p in unread if not any(f"“{p}”" in m for m in missing)]   # said once
    if decision["action"] != "abstain":
        # What the figures given are not: a station with nothing for the time asked, an hour with no reading,
        # a place near the station but not at it. Each turns the answer into a warning that says so.
        for note in _caveats(frame, intents, lead, results, ctx):
            reason = note if decision["action"] == "answer" else f"{decision['reason']}; {note}"
            decision = {**decision, "action": "warn", "reason": reason}
            missing.append(note[0].upper() + note[1:])
    focus = next((results[i].focus for i in lead if results[i].focus), [])
    return Composed(verdict, facts, fixed, list(dict.fromkeys(missing)), decision, ctx.cites.as_json(), data_age, stale,
                    age_line, results, list(ctx.cites.items), focus)
