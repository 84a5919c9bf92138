"""The crew question file: generated from the CSV and the phrasing data, valid, and split once for all."""
import csv
import hashlib
import json
from collections import Counter, defaultdict

from appliance.evaluation import crew_build
from appliance.evaluation.crew_score import CATALOGUE
from appliance.paths import ALGERIAN_CSV
from appliance.understand.unheld import unheld_part

ITEMS = crew_build.read_jsonl(crew_build.QUESTIONS)
# The held-out split, pinned: a change to it must be deliberate (it invalidates every reported figure).
TEST_IDS_SHA1 = "5e284baf7f32f4edc184466d2408e912cf4cd3e6"
TIME_KINDS = {"now", "day", "range", "last"}


def test_file_is_what_the_builder_makes_from_the_csv_and_phrasings():
    assert crew_build.build() == ITEMS, "rebuild with `python -m appliance.evaluation.crew_build`"


def test_schema():
    assert len(ITEMS) >= 300
    assert len({it["id"] for it in ITEMS}) == len(ITEMS)
    for it in ITEMS:
        assert it["split"] in ("dev", "test"), it["id"]
        assert it["intents"] and set(it["intents"]) <= set(CATALOGUE), it["id"]
        assert it["decision"] in ("answer", "warn", "abstain"), it["id"]
        assert set(it["served"]) <= set(it["intents"]), it["id"]
        assert it["question"].strip() and "{" not in it["question"] and "None" not in it["question"], it["id"]
        ent = it["entities"]
        assert set(ent) == {"stations", "time", "horizon_min", "coords"}, it["id"]
        assert ent["stations"] is None or set(ent["stations"]) <= {"bejaia", "sidi-bel-abbes"}, it["id"]
        assert ent["time"] is None or ent["time"]["kind"] in TIME_KINDS, it["id"]
        for fact in it["facts"]:
            assert isinstance(fact, (int, float, str)) or set(fact) <= {"any", "class", "re"}, (it["id"], fact)


def test_every_intent_in_both_splits_and_about_30_percent_dev():
    for split in ("dev", "test"):
        seen = {i for it in ITEMS if it["split"] == split for i in it["intents"]}
        assert seen == set(CATALOGUE), (split, set(CATALOGUE) - seen)
    # The split's share is over the original items; the later engineers' batches are dev by design.
    original = [it for it in ITEMS if not it["id"].startswith(tuple(crew_build.BATCHES))]
    dev = sum(it["split"] == "dev" for it in original) / len(original)
    assert 0.25 <= dev <= 0.35
    by_intents = defaultdict(Counter)
    for it in original:
        if not it["session"]:
            by_intents["+".join(it["intents"])][it["split"]] += 1
    for key, c in by_intents.items():
        if sum(c.values()) >= 6:
            assert 0.15 <= c["dev"] / sum(c.values()) <= 0.45, (key, c)


def test_split_is_fixed_and_sessions_stay_whole_and_in_order():
    test_ids = sorted(it["id"] for it in ITEMS if it["split"] == "test")
    assert hashlib.sha1("\n".join(test_ids).encode()).hexdigest() == TEST_IDS_SHA1
    sessions = defaultdict(list)
    for it in ITEMS:
        if it["session"]:
            sessions[it["session"]].append(it)
    assert len(sessions) >= 10
    for sid, turns in sessions.items():
        assert [t["turn"] for t in turns] == list(range(1, len(turns) + 1)), sid
        assert len({t["split"] for t in turns}) == 1, sid


def _csv_row(region: str, day: str) -> dict:
    """The CSV read here by hand (not through the parser the builder uses)."""
    block = None
    with open(ALGERIAN_CSV, newline="") as fh:
        for row in csv.reader(fh):
            cells = [c.strip() for c in row]
            if cells and "Region Dataset" in cells[0]:
                block = cells[0]
            elif block and block.startswith(region) and len(cells) == 14 and cells[0] != "day":
                if f"{cells[2]}-{cells[1]}-{cells[0]}" == day:
                    return {"t": float(cells[3]), "rh": float(cells[4]), "ws": float(cells[5]), "fwi": float(cells[12])}
    raise KeyError(day)


def test_numbers_are_the_csvs():
    by_id = {it["id"]: it for it in ITEMS}
    s01 = by_id["s01-t1"]          # Sidi-Bel Abbes, the last recorded day
    row = _csv_row("Sidi-Bel Abbes", "2012-09-30")
    assert row["fwi"] in s01["facts"] and {"class": "very low"} in s01["facts"]
    s04 = by_id["s04-t1"]          # 14 August at Sidi-Bel Abbes: FWI 15.7, moderate
    assert _csv_row("Sidi-Bel Abbes", "2012-08-14")["fwi"] in s04["facts"] and {"class": "moderate"} in s04["facts"]
    s17 = by_id["s17-t3"]          # Bejaia's temperature on 14 August
    assert s17["facts"] == [_csv_row("Bejaia", "2012-08-14")["t"]]
    # fire days in July at Sidi-Bel Abbes, counted on the raw lines (the malformed 14 July row included,
    # as the box's fire record repairs it): the label is each line's last cell
    lines = ALGERIAN_CSV.read_text().splitlines()
    block = lines[lines.index(next(x for x in lines if x.startswith("Sidi-Bel Abbes"))):]
    july = [x.split(",") for x in block if x[3:5] == "07"]
    assert by_id["summary-month-06"]["facts"] == [sum(c[-1].strip() == "fire" for c in july)] == [24]
    week = by_id["s06-t1"]         # the highest FWI at Sidi-Bel Abbes over the 7 days up to 2012-09-30
    days = [f"2012-09-{d:02d}" for d in range(24, 31)]
    assert week["facts"] == [max(_csv_row("Sidi-Bel Abbes", d)["fwi"] for d in days)]


def test_gold_decisions_follow_the_plan_rules():
    for it in ITEMS:
        intents = set(it["intents"])
        if intents == {"refuse"} or intents == {"out_of_scope"} or intents == {"photo"}:
            assert it["decision"] == "abstain", it["id"]
        # an order or a plan beside a part that is served warns; an order beside only what the box cannot serve
        # (another town's forecast) serves nothing: abstain; a plan asked of a time to come ("ok to burn tomorrow?")
        # may be either (the brief: a forecast alone is abstain; the facts of today beside it, a warning)
        forecast_plan = intents == {"tactical", "out_of_scope"} and (unheld_part(it["question"]) or ("", ""))[1] == "forecast"
        if forecast_plan:
            assert it["decision"] in ("abstain", "warn"), it["id"]
        elif intents == {"tactical"} or (len(intents) > 1 and intents & {"tactical", "refuse"}
                                         and intents - {"refuse", "out_of_scope", "photo"}):
            assert it["decision"] == "warn", it["id"]
        if intents == {"spread"} and not crew_build.WIND_DIRECTION_STORED:      # distance, not where
            # the answer must say the direction is unknown (a batch may add the word in the question's language)
            assert it["decision"] == "warn" and any(isinstance(f, dict) and "direction" in f.get("any", [])
                                                    for f in it["facts"]), it["id"]
        if intents == {"drift"}:
            assert it["decision"] == "answer", it["id"]
        if intents & {"analogs"} and not crew_build.FIRE_HISTORY_STORED:          # no fire label stored
            assert it["decision"] == "warn" and not any(isinstance(f, (int, float)) for f in it["facts"]), it["id"]
        if intents == {"capabilities"}:
            assert it["decision"] == "answer", it["id"]
        if intents == {"explain"}:
            assert it["decision"] == ("answer" if it["session"] and it["turn"] > 1 else "abstain"), it["id"]
        if "no_data" in it["tags"]:
            assert it["decision"] == "abstain" and not it["facts"], it["id"]


def test_coverage_of_the_asked_variety():
    tags = Counter(t for it in ITEMS for t in it["tags"])
    for tag, least in {"diacritics": 20, "typo": 20, "relative_date": 15, "follow_up": 20, "hostile": 15,
                       "two_station": 10, "no_data": 3}.items():
        assert tags[tag] >= least, (tag, tags[tag])
    langs = Counter(it["lang"] for it in ITEMS)
    assert langs["fr"] >= 10 and langs["es"] >= 10
    assert json.dumps(ITEMS, ensure_ascii=False).count("Béjaïa") >= 5
