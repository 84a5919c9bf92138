"""The large model fills a question's frame through a JSON schema, shown the nearest labelled questions.

Zero-shot, Qwen2.5 1.5B read dates, stations, rates and minutes the rules miss, but answered every
boolean field `true` and echoed the schema's own words into free lists (MODELS.md). So nothing here
is free: every boolean is an explicit choice between "yes" and "no", every list draws from the
catalogue the caller passes (intents, station ids), dates must match YYYY-MM-DD, and a number is
either a number or null. What comes back is a plain typed dict; the understanding layer (which
owns the Frame) decides when to consult it and how to merge it with the rules.

Cost: the system prompt (field rules and the catalogue) is the same for every question, so it is
read once and its state reused by the runtime's prefix cache (llm/runtime.py); a question pays
for its own tokens, the few examples chosen for it, and the JSON it writes.
"""
import json
import re
import unicodedata
from dataclasses import dataclass, field

TIME_KINDS = ("none", "now", "day", "range", "last")
RATE_UNITS = ("none", "m/min", "km/h", "ft/min", "ch/h", "mph")
YES_NO = ("yes", "no")
DATE = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
MAX_INTENTS = 3


@dataclass(frozen=True)
class Catalogue:
    """What a frame may name: intent ids with one line each, station ids with their spoken names."""
    intents: dict[str, str]                     # id -> description
    stations: dict[str, list[str]]              # device id -> names and aliases
    today: str = ""                             # YYYY-MM-DD the question's "today" / "yesterday" count from
    extra_rules: tuple[str, ...] = field(default_factory=tuple)


def _nullable(schema: dict) -> dict:
    return {"anyOf": [schema, {"type": "null"}]}


def frame_schema(cat: Catalogue) -> dict:
    """The JSON schema the model's output is held to: enums and patterns only, nothing free."""
    stations = sorted(cat.stations)
    date = {"type": "string", "pattern": DATE}
    props = {
        "intents": {"type": "array", "items": {"enum": sorted(cat.intents)}, "minItems": 1, "maxItems": MAX_INTENTS},
        "stations": {"type": "array", "items": {"enum": stations}, "maxItems": len(stations)},
        "all_stations": {"enum": list(YES_NO)},
        "follow_up": {"enum": list(YES_NO)},
        "time_kind": {"enum": list(TIME_KINDS)},
        "day": _nullable(date),
        "start": _nullable(date),
        "end": _nullable(date),
        "last_hours": _nullable({"type": "integer"}),
        "horizon_min": _nullable({"type": "integer"}),
        "rate": _nullable({"type": "number"}),
        "rate_unit": {"enum": list(RATE_UNITS)},
        "minutes": _nullable({"type": "integer"}),
    }
    return {"type": "object", "properties": props, "required": list(props)}


def system_prompt(cat: Catalogue) -> str:
    """The fixed part of every frame request (read once per model, then reused from the prefix cache)."""
    intents = "\n".join(f"- {k}: {v}" for k, v in sorted(cat.intents.items()))
    stations = "\n".join(f"- {k}: {', '.join(v)}" for k, v in sorted(cat.stations.items()))
    rules = [
        "You read one question from a wildfire crew and fill its frame as JSON. Copy nothing from these rules "
        "into the frame: every value comes from the question.",
        "intents: the one to three intents the question asks for, from the list below.",
        "stations: the station ids the question names (any spelling, any language); [] when it names none.",
        "all_stations: yes only when the question asks about every station or both stations; else no.",
        "follow_up: yes only when the question cannot be read alone (\"and July?\", \"and there?\"); else no.",
        "time_kind: now for the current or latest data; day for one date; range for a span of dates (a month is a "
        "range from its first to its last day); last for the last N hours; none when no time is asked.",
        f"Dates are YYYY-MM-DD; the year is {cat.today[:4] or 'the current one'} unless the question says another. "
        f"Today is {cat.today or 'unknown'}. 7/15 is 15 July. Month names may be English, French, Spanish or "
        "Arabic (أوت is August). day is set only for time_kind day, start and end only for range, last_hours only "
        "for last; otherwise null.",
        "horizon_min: minutes ahead a spread question asks about (an hour is 60); null when none.",
        "rate and rate_unit: a spread rate the question states (12 m/min -> 12, m/min); minutes: a delay in "
        "minutes the question states; null and none when the question states none.",
        *cat.extra_rules,
    ]
    return "\n".join(rules) + f"\n\nIntents:\n{intents}\n\nStations:\n{stations}\n"


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in text if not unicodedata.combining(c))


NON_WORD = re.compile(r"[^0-9a-z\u0600-\u06ff]+")   # keeps Latin letters, digits and Arabic


def _grams(text: str) -> set[str]:
    t = " " + NON_WORD.sub(" ", _fold(text)).strip() + " "
    return {t[i:i + 3] for i in range(len(t) - 2)}


def nearest_examples(question: str, examples: list[dict], k: int = 3, vectors=None, query_vector=None) -> list[dict]:
    """The k labelled examples ({"question", "frame"}) most like `question`: by cosine when the caller
    passes embeddings (rows of `vectors` in the order of `examples`, unit length), else by the overlap
    of character trigrams (deterministic and model-free, enough for typos and accents)."""
    if not examples or k <= 0:
        return []
    if vectors is not None and query_vector is not None:
        import numpy as np

        scores = np.asarray(vectors) @ np.asarray(query_vector)
    else:
        q = _grams(question)
        scores = [len(q & g) / (len(q | g) or 1) for g in (_grams(e["question"]) for e in examples)]
    order = sorted(range(len(examples)), key=lambda i: (-float(scores[i]), i))
    return [examples[i] for i in order[:k]]


def _compact(frame: dict) -> str:
    return json.dumps(frame, ensure_ascii=False, separators=(",", ":"))


def frame_messages(question: str, cat: Catalogue, examples: list[dict]) -> list[dict]:
    """System prompt (fixed) + the examples and the question (the only per-question tokens)."""
    shots = "".join(f"Question: {e['question']}\nFrame: {_compact(e['frame'])}\n\n" for e in examples)
    user = (f"Labelled questions like this one:\n\n{shots}" if shots else "") + f"Question: {question}\nFrame:"
    return [{"role": "system", "content": system_prompt(cat)}, {"role": "user", "content": user}]


def typed(data: dict) -> dict:
    """The model's JSON as the caller's types: yes/no -> bool, "none" -> None, fields of other time
    kinds dropped (a day given beside time_kind now is noise, not a second answer)."""
    kind = data.get("time_kind", "none")
    time = {"kind": None if kind == "none" else kind}
    if kind == "day":
        time["day"] = data.get("day")
    elif kind == "range":
        time["start"], time["end"] = data.get("start"), data.get("end")
    elif kind == "last":
        time["hours"] = data.get("last_hours")
    unit = data.get("rate_unit", "none")
    return {"intents": list(dict.fromkeys(data.get("intents") or [])),
            "stations": list(dict.fromkeys(data.get("stations") or [])),
            "all_stations": data.get("all_stations") == "yes", "follow_up": data.get("follow_up") == "yes",
            "time": time, "horizon_min": data.get("horizon_min"),
            "rate": data.get("rate") if unit != "none" else None, "rate_unit": None if unit == "none" else unit,
            "minutes": data.get("minutes")}


def example_frame(typed_frame: dict) -> dict:
    """A typed frame (as `typed` returns, or a labelled one) written back in the schema's words, for
    showing as an example: the model sees exactly the form it must write."""
    t = typed_frame.get("time") or {}
    kind = t.get("kind") or "none"
    return {"intents": typed_frame.get("intents") or [], "stations": typed_frame.get("stations") or [],
            "all_stations": "yes" if typed_frame.get("all_stations") else "no",
            "follow_up": "yes" if typed_frame.get("follow_up") else "no", "time_kind": kind,
            "day": t.get("day") if kind == "day" else None,
            "start": t.get("start") if kind == "range" else None, "end": t.get("end") if kind == "range" else None,
            "last_hours": t.get("hours") if kind == "last" else None, "horizon_min": typed_frame.get("horizon_min"),
            "rate": typed_frame.get("rate"), "rate_unit": typed_frame.get("rate_unit") or "none",
            "minutes": typed_frame.get("minutes")}


def fill_frame(model, question: str, cat: Catalogue, examples: list[dict], *, k: int = 3, max_tokens: int = 160,
               timeout_s: float | None = None, vectors=None, query_vector=None) -> dict:
    """question + its k nearest labelled examples -> a typed frame dict, through the JSON schema.

    `model` is a LocalModel or ModelWorker (anything with complete_json). Examples are
    {"question", "frame"} with the frame in `typed` form. Raises what the model raises (timeout,
    invalid output); the caller answers from its rules then."""
    shots = [{"question": e["question"], "frame": example_frame(e["frame"])}
             for e in nearest_examples(question, examples, k, vectors, query_vector)]
    kwargs = {"timeout_s": timeout_s} if timeout_s is not None else {}
    out = model.complete_json(frame_messages(question, cat, shots), frame_schema(cat), max_tokens=max_tokens, **kwargs)
    result = typed(out.data)
    unknown = [s for s in result["stations"] if s not in cat.stations] + \
              [i for i in result["intents"] if i not in cat.intents]
    if unknown:   # the grammar forbids it; a model server that ignored the schema must not slip one through
        raise ValueError(f"frame names {unknown[0]!r}, outside the catalogue")
    return {**result, "prompt_tokens": out.prompt_tokens, "completion_tokens": out.completion_tokens,
            "seconds": round(out.seconds, 3)}
