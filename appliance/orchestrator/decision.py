"""The grounded fire / no-fire assessment: fire-weather evidence (direct) + analog vote (stored).

score = w_obs * direct + (1 - w_obs) * analog_vote, with w_obs >= 0.5 so the direct observation
outweighs stored analogs when they conflict (DESIGN §7). `direct` is either
- sigmoid((code - threshold) / width) of one fire-weather code (FFMC, ISI or FWI), or
- a small logistic model (`model`) over the day's station weather (temperature, RH, wind, rain
  from the sensor snapshot) and the codes the fire-weather tool returned; its weights, the
  features' mean/std and the feature set are data, fitted inside the evidence region only.
The code, its threshold, k, the weights, the model and the cut are data (DecisionParams): the
evaluation chooses them by cross-validation inside the evidence region only; the box's defaults
are in decision_params.json. The assessment lists the inputs it used, so the audit shows them.
"""
import json
import math
from dataclasses import asdict, dataclass, field
from pathlib import Path

DEFAULTS = json.loads(Path(__file__).with_name("decision_params.json").read_text())
# Model feature name -> where it comes from: the station snapshot (reading column) or the codes.
WEATHER_INPUTS = {"Temperature": "temperature_c", "RH": "rh_pct", "Ws": "wind_kmh", "Rain": "rain_mm"}


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
    # {"features": [...], "mean": [...], "std": [...], "weights": [...], "bias": b, "l2": lam} or None
    model: dict | None = field(default_factory=lambda: DEFAULTS.get("model"))

    def as_dict(self) -> dict:
        return asdict(self)


def code_score(value: float, p: DecisionParams) -> float:
    return 1.0 / (1.0 + math.exp(-(value - p.threshold) / max(p.width, 1e-6)))


def model_inputs(feature_names, reading: dict | None, codes: dict | None) -> dict | None:
    """The model's inputs from today's evidence; None when one is missing (the model then abstains)."""
    out = {}
    for f in feature_names:
        if f in WEATHER_INPUTS:
            v = (reading or {}).get(WEATHER_INPUTS[f])
        elif f == "logRain":
            v = (reading or {}).get("rain_mm")
            v = None if v is None else math.log1p(max(float(v), 0.0))
        else:
            v = (codes or {}).get(f)
        if not isinstance(v, (int, float)):
            return None
        out[f] = float(v)
    return out


def model_score(inputs: dict, m: dict) -> float:
    z = m["bias"] + sum(w * (inputs[f] - mu) / sd for f, w, mu, sd in zip(m["features"], m["weights"], m["mean"], m["std"]))
    return 1.0 / (1.0 + math.exp(-max(min(z, 60.0), -60.0)))


def combine(code_value: float | None, vote: float | None, p: DecisionParams, direct: float | None = None) -> float | None:
    c = direct if direct is not None else (None if code_value is None else code_score(code_value, p))
    if c is None:
        return vote
    return c if vote is None else p.w_obs * c + (1 - p.w_obs) * vote


def assess(gathered: dict, p: DecisionParams) -> dict | None:
    """From gathered evidence: the decision, its score and which items it rests on (None if none)."""
    from appliance.retrieve.analogs import analog_vote

    fw = (gathered.get("fire_weather") or [None])[0]
    reading = (gathered.get("sensor_snapshot") or [None])[0]
    analogs = gathered.get("historical_analogs") or []
    vote = analog_vote(analogs)
    inputs = model_inputs(p.model["features"], reading, fw["codes"] if fw else None) if p.model else None
    if p.model:
        direct = None if inputs is None else model_score(inputs, p.model)
        code_name = "fire-weather model probability (%) over " + ", ".join(p.model["features"])
        code_value = None if direct is None else round(100 * direct, 2)
        code_threshold = 100 * p.cut
        code_fire = direct is not None and direct >= p.cut
    else:
        code_value = fw["codes"].get(p.code) if fw else None
        direct = None if code_value is None else code_score(code_value, p)
        code_name, code_threshold = p.code, p.threshold
        code_fire = code_value is not None and code_value >= p.threshold
    s = combine(None, vote, p, direct=direct)
    if s is None:
        return None
    return {"fire": s >= p.cut, "score": round(s, 4), "code": code_name, "code_value": code_value,
            "code_source": fw.get("source") if fw else None,
            "code_threshold": code_threshold, "analog_vote": None if vote is None else round(vote, 4),
            "analog_fire": sum(a["fire"] for a in analogs), "analog_n": len(analogs),
            "inputs": inputs, "inputs_from": {"reading": reading.get("id") if reading else None,
                                              "fire_weather": fw.get("id") if fw else None},
            "conflict": direct is not None and vote is not None and code_fire != (vote >= 0.5),
            "code_fire": code_fire, "station": reading.get("device") if reading else None,
            "day": fw.get("day") if fw else None,
            "params": p.as_dict()}
