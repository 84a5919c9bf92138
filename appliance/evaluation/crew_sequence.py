"""Standalone crew questions read after an unrelated one, as on the page.

A batch's standalone questions are scored read first, with no turn before them. On the page one session runs
across whatever the crew asks next, so each question after the first is read with the turn before it, however
unrelated ("the humidity at SBA, and will it rain at the weekend?" asked after a projection). This reads each
standalone question again with the nearest standalone question before it in the batch from another template and
with other intents as its session's previous turn
(that turn read by the box, carried as the orchestrator carries it: through the answer's audit) and scores the
exact intent set: the figure a crew meets after its first question.
"""
from datetime import datetime

from appliance.evaluation.reader_data import group_of
from appliance.understand import Frame, known_stations
from appliance.understand.read import read_question


def after_unrelated(box, items: list[dict], clock: datetime) -> dict:
    """{n, intent_accuracy, read_first_accuracy, changed}: the exact intent set of each standalone question read
    after an unrelated standalone question before it (the first of a batch, with none before it, as read first),
    beside the same questions read first."""
    o = box.orchestrator
    stations = known_stations(o.db)
    alone = [it for it in items if not it.get("session")]

    def read(question, previous=None):
        return read_question(question, now=clock.timestamp(), stations=stations, embedder=o.embedder,
                             previous=previous, reader=o.reader, reader_embedder=o.reader_embedder)

    first = [read(it["question"]) for it in alone]
    right_first = right_after = changed = 0
    for k, it in enumerate(alone):
        gold = sorted(it["intents"])
        right_first += sorted(first[k].intents) == gold
        if k == 0:
            right_after += sorted(first[k].intents) == gold
            continue
        # the nearest standalone question before it from another template with other intents (a template's
        # wordings stand one after another in the file: the one just before is most often a rewording of it)
        j = next((j for j in range(k - 1, -1, -1) if group_of(alone[j]) != group_of(it)
                  and sorted(alone[j]["intents"]) != gold), None)
        if j is None:
            right_after += sorted(first[k].intents) == gold
            continue
        before = Frame.from_json(first[j].audit(), alone[j]["question"])
        after = read(it["question"], before)
        right_after += sorted(after.intents) == gold
        changed += sorted(after.intents) != sorted(first[k].intents)
    n = len(alone)
    return {"n": n, "intent_accuracy": round(right_after / n, 4) if n else None,
            "read_first_accuracy": round(right_first / n, 4) if n else None, "changed": changed}
