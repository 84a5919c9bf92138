"""The question frame: what a question asks for, in types the rest of the box can act on (PLAN.md)."""
from dataclasses import asdict, dataclass, field


@dataclass
class TimeSpec:
    """now: the latest data; day: one station-local day; range: start..end; last: a window ending now."""
    kind: str = "now"
    start_ts: float | None = None
    end_ts: float | None = None
    text: str = ""
    utc: bool = False              # the question said UTC (else a clock time is the station's local time)
    tz: str = "UTC"                # the zone its days were counted in, so a read-back names the same days


# The intents a figure asked at its own time beside a window can be (Frame.point_time): a reading, the danger.
POINT_FIGURES = ("current_conditions", "danger")


@dataclass
class Frame:
    question: str
    intents: list[str] = field(default_factory=list)
    stations: list[str] = field(default_factory=list)          # device ids
    places: list[str] = field(default_factory=list)            # gazetteer names not matching a station
    time: TimeSpec = field(default_factory=TimeSpec)
    horizon_min: int | None = None
    coords: list[float] | None = None                          # [lat, lon]
    threshold: dict | None = None                              # {"code": "fwi", "op": ">", "value": 10.0}
    reading_threshold: dict | None = None                      # days counted by a reading: {"code": "temperature_c", ...}
    days_as_asked: dict | None = None                          # days counted by the asked day's own code ("days that
                                                               # low"): {"code": "fwi", "op": "<="}, its value the day's
    follow_up: bool = False
    all_stations: bool = False                                 # "both stations", "every station"
    outside: bool = False                                      # a place named lies outside every station's area
    focus: list[str] = field(default_factory=list)             # stations the answer singled out (set after composing)
    unread: list[str] = field(default_factory=list)            # clauses no intent of the frame serves
    session_stations: list[str] = field(default_factory=list)  # every station the session has named so far ("compare them")
    at_hour: int | None = None                                 # the local hour of day asked ("at 6 am"), when one is
    near: list[str] = field(default_factory=list)             # places asked about near, not at, a station (warned)
    rate_given: dict | None = None                             # a spread rate the crew stated (rates.py), m/min
    crew_figures: list[dict] = field(default_factory=list)     # readings the crew stated as its own (crew_figures.py)
    distance_m: float | None = None                            # the ground a stated rate must cover ("2 km out"), m
    units: list[str] = field(default_factory=list)             # units the crew asked figures in ("mph")
    decision_kind: str | None = None                           # a decision asked of the box: burning, entering, staging
    reading_compared: str | None = None                        # the one reading a comparison names ("windier")
    danger_ranked: bool = False                                # "which is worse" asked beside that reading
    codes_named: list[str] = field(default_factory=list)       # fire-weather codes named ("ISI trend": ["isi"])
    extreme: dict | None = None                                # a window's top or bottom asked: {"reading", "end"}
    drivers_asked: bool = False                                # "why so high at X?": what drove the danger, asked
    fire_days_asked: bool = False                              # a window's count of fire days asked ("how many fire days")
    whole_record: bool = False                                 # past days counted over the whole record ("whole season")
    point_time: TimeSpec | None = None                         # a reading or the danger asked at its own time beside a
                                                               # window ("the FWI now, and the highest in August")
    point_stations: list[str] = field(default_factory=list)    # the station the point's clause names, where each clause
                                                               # asks at a station of its own (apart.py)
    asked_apart: list[dict] = field(default_factory=list)      # those clauses: {text, stations, intents}
    point_intents: list[str] = field(default_factory=list)     # the figures the point's clause asks (its frame's intents)
    point_only: list[str] = field(default_factory=list)        # those no other clause asks (composed at the point
                                                               # alone, not at the frame's time too)
    point_at_extreme: bool = False                             # a figure asked on the day of the window's extreme
                                                               # ("max temp in August, and the FWI that day?")
    figures_asked: list[str] = field(default_factory=list)    # the reading or danger the session last asked, kept
                                                               # through a detour ("back to SBA: and at 4 am?")
    explained: list[str] = field(default_factory=list)        # a "why?"'s: the intents of the answer it explains
    language: str = "en"                                       # the question's language (read-back and verdict)
    all_sites_incident: bool = False                           # asked across the incident's sites ("which crew")
    reading: dict = field(default_factory=dict)                # the trained reader's probabilities and how sure
    unsure: bool = False                                       # the reader is unsure or disagrees: warn, never answer
    intent_scores: dict = field(default_factory=dict)          # the reader's probability per intent (the nearest
                                                               # reference's cosine without the reader)
    intent_by: str = "reader"                                  # reader | nearest example | none
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        """The contract's frame object (PLAN.md): intents, stations, places, time, horizon, coords, follow_up."""
        return {"intents": list(self.intents), "stations": list(self.stations), "places": list(self.places),
                "time": {k: v for k, v in asdict(self.time).items() if k != "utc"} | {"utc": self.time.utc},
                "horizon_min": self.horizon_min, "coords": self.coords, "threshold": self.threshold,
                "reading_threshold": self.reading_threshold, "days_as_asked": self.days_as_asked,
                "follow_up": self.follow_up, "unread": list(self.unread), "rate_given": self.rate_given,
                "crew_figures": list(self.crew_figures),
                "units": list(self.units), "language": self.language, "unsure": self.unsure,
                "decision_kind": self.decision_kind,
                "point_time": asdict(self.point_time) if self.point_time else None,
                "point_stations": list(self.point_stations)}

    def audit(self) -> dict:
        return {**self.to_json(), "all_stations": self.all_stations, "outside": self.outside,
                "session_stations": list(self.session_stations), "all_sites_incident": self.all_sites_incident,
                "near": list(self.near), "at_hour": self.at_hour, "reading_compared": self.reading_compared,
                "danger_ranked": self.danger_ranked,
                "distance_m": self.distance_m,
                "codes_named": list(self.codes_named), "extreme": self.extreme, "drivers_asked": self.drivers_asked,
                "fire_days_asked": self.fire_days_asked, "point_at_extreme": self.point_at_extreme,
                "figures_asked": list(self.figures_asked), "asked_apart": list(self.asked_apart),
                "point_intents": list(self.point_intents), "point_only": list(self.point_only),
                "whole_record": self.whole_record, "explained": list(self.explained),
                "intent_scores": {k: round(v, 4) for k, v in self.intent_scores.items()},
                "intent_by": self.intent_by, "reading": self.reading, "notes": self.notes}

    @classmethod
    def from_json(cls, data: dict, question: str = "") -> "Frame":
        """A frame read back from an audit (the session's previous question)."""
        t = data.get("time") or {}
        return cls(question=question, intents=list(data.get("intents") or []), stations=list(data.get("stations") or []),
                   places=list(data.get("places") or []),
                   time=TimeSpec(t.get("kind", "now"), t.get("start_ts"), t.get("end_ts"), t.get("text", ""), bool(t.get("utc")),
                                 t.get("tz") or "UTC"),
                   horizon_min=data.get("horizon_min"), coords=data.get("coords"), threshold=data.get("threshold"),
                   reading_threshold=data.get("reading_threshold"), days_as_asked=data.get("days_as_asked"),
                   follow_up=bool(data.get("follow_up")),
                   all_stations=bool(data.get("all_stations")), focus=list(data.get("focus") or []),
                   session_stations=list(data.get("session_stations") or []), outside=bool(data.get("outside")),
                   near=list(data.get("near") or []), at_hour=data.get("at_hour"), rate_given=data.get("rate_given"),
                   reading_compared=data.get("reading_compared"),
                   crew_figures=list(data.get("crew_figures") or []),
                   units=list(data.get("units") or []), language=str(data.get("language") or "en"),
                   decision_kind=data.get("decision_kind"), codes_named=list(data.get("codes_named") or []),
                   extreme=data.get("extreme"), distance_m=data.get("distance_m"), unread=list(data.get("unread") or []),
                   drivers_asked=bool(data.get("drivers_asked")), fire_days_asked=bool(data.get("fire_days_asked")),
                   whole_record=bool(data.get("whole_record")), explained=list(data.get("explained") or []),
                   figures_asked=list(data.get("figures_asked") or []),
                   point_at_extreme=bool(data.get("point_at_extreme")))
