"""What a composer hands back for one intent, and what every composer reads."""
from dataclasses import dataclass, field, replace

from appliance.compose.cards import Citations


@dataclass
class IntentResult:
    intent: str
    served: bool
    verdict: str | None = None           # plain words, no [n]
    facts: list[str] = field(default_factory=list)       # sentences, each ending with its [n] markers
    missing: list[str] = field(default_factory=list)     # what the box could not give, in words
    evidence_ts: list[float] = field(default_factory=list)
    warn: str | None = None              # served, but with a caveat that makes the answer a warning
    priority: int = 0                    # whose verdict leads in a multi-intent answer (higher first)
    focus: list[str] = field(default_factory=list)       # stations the answer singles out ("watch X"): "there" next


@dataclass
class ComposeContext:
    frame: object                        # understand.Frame
    gathered: dict                       # tool name -> evidence items
    now: float                           # the answer's clock
    stations: dict                       # device -> understand.Station
    cites: Citations = field(default_factory=Citations)
    assessment: dict | None = None
    not_available: dict = field(default_factory=dict)    # tool name -> why
    previous: dict | None = None
    images: int = 0
    point: dict | None = None      # {frame, gathered, not_available, assessment}: a figure asked at its own time beside a window

    def at_point(self) -> "ComposeContext":
        """The context a figure asked at its own time is composed in (its frame and evidence; the same citations)."""
        return replace(self, frame=self.point["frame"], gathered=self.point["gathered"],
                       not_available=self.point["not_available"], assessment=self.point["assessment"], point=None)

    def items(self, tool: str) -> list[dict]:
        return self.gathered.get(tool) or []

    def why(self, tool: str, default: str) -> str:
        return self.not_available.get(tool) or default

    def position(self, device: str) -> tuple[float | None, float | None]:
        s = self.stations.get(device)
        return (s.lat, s.lon) if s else (None, None)
