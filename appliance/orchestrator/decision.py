"""The grounded fire / no-fire assessment: fire-weather code (direct) + analog vote (stored).

score = w_obs * sigmoid((code - threshold) / width) + (1 - w_obs) * analog_vote, with w_obs >= 0.5
so the direct observation outweighs stored analogs when they conflict (DESIGN §7). The code, its
threshold, k, the weights and the cut are data (DecisionParams): the evaluation chooses them by
cross-validation inside the evidence region only; the box's defaults are in decision_params.json.
"""
import json
import math
from dataclasses import asdict, dataclass
from pathlib import Path

DEFAULTS = json.loads(Path(__file__).with_name("decision_params.json").read_text())


@dataclass
class DecisionParams:
    code: str = DEFAULTS["code"]
    threshold: float = DEFAULTS["threshold"]
    width: float = DEFAULTS["width"]
    w_obs: float = DEFAULTS["w_obs"]
    cut: float = DEFAULTS["cut"]
    k: int = DEFAULTS["k"]
    code_weight: float = DEFAULTS["code_weight"]
    analog_method: str = DEFAULTS["analog_method"]
    analog_index: str | None = None
    code_source: str = DEFAULTS["code_source"]     # auto: station-reported codes when present, else computed
    chosen_by: str = DEFAULTS["chosen_by"]

    def as_dict(self) -> dict:
        return asdict(self)


def code_score(value: float, p: DecisionParams) -> float:
    return 1.0 / (1.0 + math.exp(-(value - p.threshold) / max(p.width, 1e-6)))


def combine(code_value: float | None, vote: float | None, p: DecisionParams) -> float | None:
    if code_value is None and vote is None:
        return None
    if code_value is None:
        return vote
    c = code_score(code_value, p)
    return c if vote is None else p.w_obs * c + (1 - p.w_obs) * vote


def assess(gathered: dict, p: DecisionParams) -> dict | None:
    """From gathered evidence: the decision, its score and which items it rests on (None if none)."""
    from appliance.retrieve.analogs import analog_vote

    fw = (gathered.get("fire_weather") or [None])[0]
    analogs = gathered.get("historical_analogs") or []
    code_value = fw["codes"].get(p.code) if fw else None
    vote = analog_vote(analogs)
    s = combine(code_value, vote, p)
    if s is None:
        return None
    code_fire = code_value is not None and code_value >= p.threshold
    return {"fire": s >= p.cut, "score": round(s, 4), "code": p.code, "code_value": code_value,
            "code_source": fw.get("source") if fw else None,
            "code_threshold": p.threshold, "analog_vote": None if vote is None else round(vote, 4),
            "analog_fire": sum(a["fire"] for a in analogs), "analog_n": len(analogs),
            "conflict": code_value is not None and vote is not None and code_fire != (vote >= 0.5),
            "params": p.as_dict()}
