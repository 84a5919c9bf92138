"""Without the trained reader, the model confirms or corrects the nearest reference's intent through a
constrained choice (with the reader loaded, its calibrated probabilities decide and the model is not asked).

Asked only when IntentMatch is unsure (its two best intents within `uncertain_margin`) and its set
still starts with its best match (a prior that set the best aside, or the nothing-matched floor, is
a decision of its own the model does not reopen; nor does a question that matches nothing well): the model
chooses one of the closest intents by number (an enum schema, so llama.cpp's logit masking makes
any other output impossible, temperature 0). Its pick becomes the first intent; the other intents
IntentMatch kept stay. A failing or slow model leaves the set as it was.
"""
import json
from pathlib import Path

from appliance.understand.intents import describe

NOTHING = 0.35    # a question that matches no intent this well is about something the box does not hold

PROMPT = json.loads((Path(__file__).with_name("data") / "confirm.json").read_text())


def confirm_intents(model, question: str, intents: list[str], scores: dict, timeout_s: float = 20.0) -> tuple[list[str], str | None]:
    """(intents, "confirmed" | "corrected" | None when the model was not asked or failed)."""
    ranked = sorted(scores, key=lambda k: -scores[k])[:PROMPT["candidates"]]
    if len(ranked) < 2 or scores[ranked[0]] - scores[ranked[1]] >= PROMPT["uncertain_margin"] \
            or not intents or intents[0] != ranked[0] or scores[ranked[0]] < NOTHING:
        return intents, None
    options = "\n".join(f"{n}. {describe(i)}" for n, i in enumerate(ranked, start=1))
    messages = [{"role": "system", "content": PROMPT["system"]},
                {"role": "user", "content": PROMPT["user"].format(question=question, options=options)}]
    schema = {"type": "object", "properties": {"pick": {"enum": list(range(1, len(ranked) + 1))}}, "required": ["pick"]}
    try:
        out = model.complete_json(messages, schema, max_tokens=8, timeout_s=timeout_s)
        pick = ranked[int(out.data["pick"]) - 1]
    except Exception:  # the set from IntentMatch stands
        return intents, None
    if intents and pick == intents[0]:
        return intents, "confirmed"
    return list(dict.fromkeys([pick] + [i for i in intents if i != ranked[0]])), "corrected"
