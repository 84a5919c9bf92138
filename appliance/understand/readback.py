"""The read-back (DESIGN §8b, issue 26 item 4): what the box understood, in crew words and the question's
language ("Read as: weather at Béjaïa, 15 July 2012, noon reading"), shown before the verdict and stored
with the answer, so a crew can catch a misread question the way radio read-back catches a misheard order.
Wording is data (data/readback.json)."""
import json
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

from appliance.understand.frame import POINT_FIGURES, Frame
from appliance.understand.stations import display_name
from appliance.understand.thresholds import READINGS

WORDS = json.loads((Path(__file__).with_name("data") / "readback.json").read_text(encoding="utf-8"))


def _station(device: str, lang: str) -> str:
    return WORDS["station_names"].get(lang, {}).get(device) or display_name(device)


def _day(ts: float, w: dict, tz: str = "UTC") -> str:
    d = datetime.fromtimestamp(ts, tz=timezone.utc).astimezone(ZoneInfo(tz))
    return w["day"].format(d=d.day, month=w["months"][d.month - 1], y=d.year)


def _when(frame: Frame, w: dict) -> str | None:
    t = frame.time
    if t.kind == "now":
        return w["now"] if set(frame.intents) & {"current_conditions", "danger", "compare_stations"} else None
    if t.kind == "day" and t.start_ts is not None:
        sep = "، " if w is WORDS.get("ar") else ", "
        # the stations read once a day at noon; a drone's frames, a spread or a document are not that reading
        noon = frame.at_hour is None and set(frame.intents) & {"current_conditions", "danger", "compare_stations"}
        return _day((t.start_ts + (t.end_ts or t.start_ts)) / 2, w, t.tz) + (f"{sep}{w['noon']}" if noon else "")
    if t.kind == "last" and frame.whole_record and "summary" in frame.intents:
        return w["mark"]["whole_record"]          # "over the whole record", not "the last 366 days"
    if t.kind == "last" and t.start_ts is not None and t.end_ts is not None:
        hours = round((t.end_ts - t.start_ts) / 3600)
        # "over the last 30 days" reads back in days, not as "last 720 h"
        return w["last_days"].format(d=hours // 24) if hours >= 48 and hours % 24 == 0 else w["last"].format(h=hours)
    if t.kind == "range" and t.start_ts is not None and t.end_ts is not None:
        return w["range"].format(a=_day(t.start_ts, w, t.tz), b=_day(t.end_ts, w, t.tz))
    return t.text or None


def _mark(frame: Frame, w: dict) -> str | None:
    """"days with FWI above 20", "jours avec température au-dessus de 35 °C": the mark days are counted by."""
    thr = frame.threshold or frame.reading_threshold
    if not (thr or frame.days_as_asked) or "mark" not in w or not set(frame.intents) & {"analogs", "summary"}:
        return None
    m = w["mark"]
    if not thr:         # "have days that low ever burned?": at or below the day's own FWI
        asked = frame.days_as_asked
        return m["days"].format(mark=f"{m['readings'].get(asked['code'], asked['code'].upper())} {m['ops'][asked['op']]} {m['the_days']}")
    code = thr["code"]
    if code == "rain_mm" and (thr["op"], thr["value"]) == (">", 0.0):
        mark = m["readings"][code]
    else:
        unit = READINGS()["readings"].get(code, {}).get("unit") or ("mm" if code == "rain_mm" else "")
        mark = f"{m['readings'].get(code, code.upper())} {m['ops'][thr['op']]} {thr['value']:g}{' ' + unit if unit else ''}"
    # "of all its days with FWI over 20, how many burned?" beside a month: the count runs over the whole record
    whole = f" {m['whole_record']}" if frame.whole_record and "analogs" in frame.intents else ""   # the summary's time says it
    return m["days"].format(mark=mark) + whole


def read_back(frame: Frame, lang: str | None = None) -> str:
    """One line: lead, what was asked, where, when, and what the crew gave (a rate, units)."""
    lang = lang or frame.language
    w = WORDS.get(lang) or WORDS["en"]
    # "why so high at X on 3 August?": the danger there and what it was computed from
    what = f" {w['and']} ".join(w["intents"].get("danger_drivers" if i == "danger" and frame.drivers_asked else i, i)
                                for i in frame.intents)
    parts = [what]
    if len(frame.stations) >= 2 and frame.all_stations:
        parts.append(w["both"])
    elif frame.stations:
        parts.append(f" {w['and']} ".join(_station(d, lang) for d in frame.stations))
    if frame.near:
        # The crew's own words for the place, quoted ("the ridge north of X" already says where it lies).
        parts.append(", ".join(f"“{n}”" for n in frame.near) + f" ({w['not_at']})")
    if mark := _mark(frame, w):
        parts.append(mark)
    if (when := _when(frame, w)) and not set(frame.intents) <= {"refuse", "capabilities", "out_of_scope", "explain", "documents"}:
        parts.append(when)
    # the figures asked at a time of their own, named once for either way of saying that time
    asked = f" {w['and']} ".join([w["intents"].get(i, i) for i in frame.intents if i in POINT_FIGURES]
                                 # "hottest day in August, and did that one end in a fire?"
                                 + ([w["fire_that_day"]] if frame.point_at_extreme and "analogs" in frame.intents else []))
    if frame.point_time is not None and (at := _when(replace(frame, time=frame.point_time), w)):
        # "the FWI now, and the highest in August": the figure asked at its own time, said with that time; where each
        # station was asked apart ("Béjaïa's humidity today; SBA's FWI yesterday"), the point's own figure and station
        own = f" {w['and']} ".join(w["intents"].get(i, i) for i in frame.point_intents) if frame.point_intents else asked
        joined = f" {w['and']} ".join(_station(d, lang) for d in frame.point_stations)
        where = f", {joined}" if joined else ""
        parts.append(f"{own}{where}: {at}")
    if frame.point_at_extreme and frame.extreme and frame.extreme.get("end") in ("max", "min"):
        # "Max temp in August, and the FWI on that day?": the figure asked on the day the evidence finds
        reading = w["mark"]["readings"].get(frame.extreme["reading"], frame.extreme["reading"].upper())
        parts.append(f"{asked}: " + w["extreme_day"][frame.extreme["end"]].format(reading=reading))
    if frame.at_hour is not None:
        parts.append(w["hour"].format(h=frame.at_hour))
    if frame.horizon_min:
        parts.append(w["horizon"].format(n=frame.horizon_min))
    if frame.rate_given:
        parts.append(w["rate"].format(rate=frame.rate_given["text"]))
    for f in frame.crew_figures:
        # "31 degrees on the engine thermometer": the crew's own figure, read back so a misread number is caught
        parts.append(w["crew_reading"].format(value=f["text"] if f.get("in_units") else f"{f['value']:g} {f['unit']}"))
    if frame.units:
        parts.append(w["in_units"].format(units=", ".join(frame.units)))
    lead = w["unsure_lead"] if frame.unsure else w["lead"]
    sep = "، " if lang == "ar" else ", "
    return f"{lead}: " + sep.join(p for p in parts if p)


def verdict_words(action: str, refused: bool, lang: str) -> str:
    """The verdict line's label (answered / partly answered / cannot answer / refused) in the question's language."""
    w = (WORDS.get(lang) or WORDS["en"])["verdicts"]
    return w["refused"] if refused else w.get(action, w["answer"])


def over_sites(read: str, lang: str) -> str:
    """The read-back of a question a command post answers over every site ("Read as: weather, over every site of
    the incident"): the crew sees it was not read as a question about the box's own stations."""
    w = WORDS.get(lang) or WORDS["en"]
    return f"{read}{'، ' if lang == 'ar' else ', '}{w['over_sites']}"


def unsure_words(frame: Frame) -> str | None:
    """Why an unsure reading is only a warning, in the question's language; a clause the read-back does not cover
    is quoted, so the crew sees which part of the question may be unread (read.mark_unexplained)."""
    if not frame.unsure:
        return None
    w = WORDS.get(frame.language) or WORDS["en"]
    part = (frame.reading or {}).get("unexplained")
    return w["unread_clause"].format(part=part["text"]) if part else w["unsure"]
