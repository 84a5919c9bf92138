"""The later engineers' crew questions (crew_build.BATCHES: data/crew_*_devN.jsonl): all in
dev, valid, and without effect on the split of the original items (the held-out test split must not move)."""
import pytest

from appliance.evaluation import crew_build
from appliance.evaluation.crew_score import CATALOGUE
from appliance.evaluation.reader_data import batch_of

ALL = crew_build.build()
ORIGINAL = crew_build.build(dev2=False)
BATCHES = {name: [it for it in ALL if batch_of(it["id"]) == name] for name in crew_build.BATCHES}   # d2 is not d20
EXTRA = {name: (*crew_build.BATCHES[name], items) for name, items in BATCHES.items()}


def test_original_items_keep_their_split_and_content():
    by_id = {it["id"]: it for it in ALL}
    assert len(ALL) == len(ORIGINAL) + sum(map(len, BATCHES.values()))
    for it in ORIGINAL:
        assert by_id[it["id"]] == it, it["id"]        # same split, same question, same gold
    assert not any(batch_of(it["id"]) in BATCHES for it in ORIGINAL)
    assert [it["id"] for it in ALL[:len(ORIGINAL)]] == [it["id"] for it in ORIGINAL]
    assert [it["id"] for it in ALL[len(ORIGINAL):]] == [it["id"] for items in BATCHES.values() for it in items]


@pytest.mark.parametrize("prefix", sorted(EXTRA))
def test_extra_items_are_all_dev_and_sessions_whole(prefix):
    path_t, path_s, extra = EXTRA[prefix]
    templates = crew_build.read_jsonl(path_t)
    sessions = crew_build.read_jsonl(path_s)
    assert all(t["key"].startswith(f"{prefix}-") for t in templates)
    assert all(r["session"].startswith(f"{prefix}s") for r in sessions)
    assert len(extra) == sum(len(t["phrasings"]) for t in templates) + len(sessions)
    assert extra and all(it["split"] == "dev" for it in extra)
    assert len({it["id"] for it in ALL}) == len(ALL)
    turns = {}
    for it in extra:
        if it["session"]:
            turns.setdefault(it["session"], []).append(it["turn"])
    assert len(turns) >= 10
    for sid, seq in turns.items():
        assert seq == list(range(1, len(seq) + 1)), sid


# Answered data questions a blind writer gave no fact for, kept as written (a batch is never edited after it is
# written): the item still scores intent, entities and decision, only not a fact.
# "Is the FWI at Bejaia climbing or dropping over the last three days?", "Is the FWI trending up or down at Béjaïa this
# past week?", "has it been drying out at sba over the last 3 days", "What's the trend at sba this past week — FWI going
# up or down?", "Tendance du danger à Bejaia depuis mardi ?", "كيفاش راه يتطور الخطر في سيدي بل عباس هاد الأيام الثلاثة؟",
# "Has it been getting wetter or drier at bejaia over the last three days?", "Le danger à Bejaïa a-t-il baissé depuis
# mardi ?": a trend word
NO_GOLD_FACT = {"d61-summary-10", "d71-summary-08", "d89-summ-06", "d99-sum-13", "d99-sum-23", "d99-sum-35",
                "d111-summary-trend-01", "d111-summary-trend-02", "d111-summary-trend-03", "d111-summary-trend-04",
                "d111-summary-trend-05"}


@pytest.mark.parametrize("prefix", sorted(EXTRA))
def test_extra_items_have_catalogue_intents_and_resolved_facts(prefix):
    seen = set()
    for it in EXTRA[prefix][2]:
        assert it["intents"] and set(it["intents"]) <= set(CATALOGUE), it["id"]
        for alt in it.get("intents_alt", []):
            assert set(alt) <= set(CATALOGUE), it["id"]
        seen |= set(it["intents"])
        assert it["decision"] in ("answer", "warn", "abstain"), it["id"]
        assert set(it["served"]) <= set(it["intents"]), it["id"]
        assert it["question"].strip() and "{" not in it["question"] and "None" not in it["question"], it["id"]
        for fact in it["facts"]:        # resolved: numbers, strings or the matcher's forms, never a raw token
            assert not isinstance(fact, bool), it["id"]
            assert isinstance(fact, (int, float)) or (isinstance(fact, dict) and set(fact) <= {"any", "class", "re"}), (it["id"], fact)
        if it["decision"] == "answer" and set(it["intents"]) & crew_build.DATA_INTENTS and it["entities"]["stations"]:
            assert it["facts"] or set(it["intents"]) == {"analogs"} or it["id"] in NO_GOLD_FACT, it["id"]
    assert seen == set(CATALOGUE), set(CATALOGUE) - seen


def test_file_holds_the_extra_items():
    assert crew_build.read_jsonl(crew_build.QUESTIONS) == ALL, "rebuild with `python -m appliance.evaluation.crew_build`"


def test_shorthand_stations_and_session_language_are_gold():
    """A phrasing naming its stations as a list (radio shorthand, no {st}) gets them as gold, without the
    {st} name's tags; a session turn keeps its language."""
    by_id = {it["id"]: it for it in BATCHES["d7"]}
    sba = by_id["d7-obs-now-14"]
    assert "SBA" in sba["question"] and sba["entities"]["stations"] == ["sidi-bel-abbes"]
    assert sba["facts"] and "typo" not in sba["tags"] and "diacritics" not in sba["tags"]
    assert by_id["d7s06-t2"]["lang"] == "fr" and by_id["d7s07-t1"]["lang"] == "es" and by_id["d7s01-t1"]["lang"] == "en"
