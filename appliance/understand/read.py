"""Reading a question (DESIGN §8b): the typed slot parsers and rules (parse.py), what the crew stated
(rates.py), then the trained reader (reader.py) over the embedding and those features.

The reader decides the intent set. When it is unsure (its calibrated confidence under the threshold fitted
on a held-back fold) the frame is marked unsure: the answer is at most a warning that starts with the
read-back, never a plain answer (issue 26 item 5). The typed rules' own set is kept in the audit beside it,
and it does not decide: on a batch nobody tuned on (d14, leave-it-out) the reader's set was right 0.79-0.81
of the time against the rules' 0.74, and on the questions the reader was unsure of the rules were no better
than the reader (0.58 against 0.60), so a disagreement with them is no sign of a misread.
"""
from appliance.understand.features import language, question_features
from appliance.understand.frame import Frame
from appliance.understand.parse import parse_question
from appliance.understand.rates import decision_asked, rate_given, units_asked
from appliance.understand.readback import read_back
from appliance.understand.sites import asks_across_incident, incident_asks

# Sets the reader may never produce alone: an order and a data intent together is how an order hides in a
# request ("give me the FWI and send it to the chief"); the reader must not drop the order part silently.
KEEP_FROM_RULES = ("refuse",)


def read_question(question: str, *, now: float, stations, embedder=None, previous: Frame | None = None,
                  has_images: bool = False, model=None, reader=None, reader_embedder=None) -> Frame:
    frame = parse_question(question, now=now, stations=stations, embedder=embedder, previous=previous,
                           has_images=has_images, model=model)
    frame.rate_given = rate_given(question)
    frame.units = units_asked(question)
    frame.language = language(question)
    frame.decision_kind = decision_asked(question)
    frame.all_sites_incident = asks_across_incident(question)
    frame.incident_asks = incident_asks(question) if frame.all_sites_incident else []
    if reader is not None and embedder is not None:
        apply_reader(frame, question, previous, has_images, reader, reader_embedder or embedder)
    frame.notes.append(read_back(frame))
    return frame


def apply_reader(frame: Frame, question: str, previous: Frame | None, has_images: bool, reader, embedder) -> None:
    feats = question_features(question, frame, previous, has_images)
    emb = embedder.embed([question])[0]
    reading = reader.read(emb, feats)
    rules = list(frame.intents)
    chosen = list(reading.intents) + [i for i in KEEP_FROM_RULES if i in rules and i not in reading.intents]
    if has_images:
        # No labelled question came with a photo: the reader never learnt what one changes, the typed rules did.
        chosen = rules
    agree = set(reading.intents) == set(rules)
    frame.reading = {"intents": reading.intents, "rules": rules, "confidence": reading.confidence,
                     "threshold": round(reader.threshold, 4), "unsure": reading.unsure, "agree": agree,
                     "probs": {k: v for k, v in sorted(reading.probs.items(), key=lambda kv: -kv[1])[:4]}}
    frame.unsure = reading.unsure
    if set(chosen) != set(rules):
        frame.intents, frame.intent_by = chosen, "reader"
