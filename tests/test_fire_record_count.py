"""Counting the past days beyond a code threshold that burned: the parser reads the threshold, the
fire_record_count tool counts the box's record, the composer says the count, and it matches a count
made independently from the CSV's Classes column."""
import pytest

from appliance.config import load_config
from appliance.demo.fire_record import build_fire_record
from appliance.evaluation.crew_facts import fire_record
from appliance.orchestrator.decay import DecayOrchestrator
from appliance.paths import ALGERIAN_CSV, MODELS_DIR
from appliance.store.db import Database
from appliance.store.readings import insert_readings
from appliance.understand.parse import simplify
from appliance.understand.thresholds import Threshold, threshold
from firmware_bridge.algerian import parse_algerian


@pytest.mark.parametrize("question, expected", [
    ("Of the past days with FWI above 10 at Béjaïa, how many had a fire?", Threshold("fwi", ">", 10)),
    ("days where the FFMC was at least 85.5", Threshold("ffmc", ">=", 85.5)),
    ("Parmi les jours avec un ISI supérieur à 4, combien ont brûlé ?", Threshold("isi", ">", 4)),
    ("¿Cuántos días con FWI menor que 2 tuvieron incendio?", Threshold("fwi", "<", 2)),
    ("days with a BUI of 20 or more", Threshold("bui", ">=", 20)),
    ("above 12 FWI, how many burned?", Threshold("fwi", ">", 12)),
])
def test_a_code_compared_with_a_number_is_read(question, expected):
    assert threshold(simplify(question)) == expected


@pytest.mark.parametrize("question", [
    "What is the FWI at Bejaia?", "wind over 30 km/h", "humidity below 20 %", "FWI above", "FWI above ten thousand",
    "over 10 fires at FWI", "x" * 20_000,
])
def test_no_threshold_is_invented(question):
    assert threshold(simplify(question)) is None


def _record_box(data, text_embedder, days: int, now: str) -> DecayOrchestrator:
    db = Database(data / "appliance.db")
    kept = [d for d in parse_algerian(ALGERIAN_CSV).days if d.device == "sidi-bel-abbes"][:days]
    insert_readings(db, [("demo", d.device, {**d.reading(i + 1), "extra": dict(d.codes)}) for i, d in enumerate(kept)])
    build_fire_record(db, None)    # the demo's record: both regions, prepared as the analog search reads them
    config = load_config(None, {"store.data_dir": str(data), "models.dir": str(MODELS_DIR), "answers.now": now})
    return DecayOrchestrator(db, text_embedder, None, config)


@pytest.fixture(scope="module")
def orchestrator(tmp_path_factory, text_embedder):
    return _record_box(tmp_path_factory.mktemp("record"), text_embedder, 45, "2012-08-15T12:00:00Z")


@pytest.mark.parametrize("thr", [5, 12.5, 30])
def test_the_count_is_the_records_own(orchestrator, thr):
    a = orchestrator.answer(f"Of the past days with an FWI above {thr} at Sidi Bel Abbes, how many had a fire?").to_json()
    record = [fire for (dev, day), (fwi, fire) in fire_record().items()
              if dev == "sidi-bel-abbes" and fwi > thr and day < "2012-08-15"]
    assert a["frame"]["intents"] == ["analogs"] and a["frame"]["threshold"] == {"code": "fwi", "op": ">", "value": thr}
    if record:
        assert f"{sum(record)} of the {len(record)} past days with FWI above {thr:g} at Sidi-Bel Abbes had a fire" in a["text"]
    else:   # before mid-August no day reached 30
        assert f"No past day at Sidi-Bel Abbes had FWI above {thr:g}" in a["text"]
    assert a["decision"]["action"] == "answer"
    card = next(c for c in a["citations"] if c["kind"] == "fire_record")["card"]
    assert (card["days"], card["fire_days"]) == (len(record), sum(record))


def test_a_day_asked_beside_the_count_is_the_readings_not_the_counts_bound(orchestrator):
    """"FWI on 22 July, and of the days above 10, how many burned?": the day is the reading's; the count runs over
    the whole record up to the clock's day, not only the days before the one asked."""
    a = orchestrator.answer("FWI at Sidi Bel Abbes on 7/22, and of the days with FWI over 10 there, how many were fire days?").to_json()
    record = [fire for (dev, day), (fwi, fire) in fire_record().items()
              if dev == "sidi-bel-abbes" and fwi > 10 and day < "2012-08-15"]
    card = next(c for c in a["citations"] if c["kind"] == "fire_record")["card"]
    assert (card["days"], card["fire_days"]) == (len(record), sum(record))


def test_a_window_bounds_the_count(orchestrator):
    a = orchestrator.answer("In July, how many days at Sidi Bel Abbes with an FWI over 10 burned?").to_json()
    record = [fire for (dev, day), (fwi, fire) in fire_record().items()
              if dev == "sidi-bel-abbes" and fwi > 10 and day.startswith("2012-07")]
    # The count is the July record's own, whatever else the reader took the question to ask.
    assert f"{len(record)} days had FWI above 10 and {sum(record)} of them had a fire" in a["text"]
    card = next(c for c in a["citations"] if c["kind"] == "fire_record")["card"]
    assert (card["days"], card["fire_days"]) == (len(record), sum(record))


def test_the_whole_season_asked_beside_a_window_counts_the_whole_record(orchestrator):
    """"In July, how many fire days? And over the whole season, of the days with FWI over 10, how many burned?": the
    summary keeps July; the count runs over the record up to the clock's day (it counted July's alone)."""
    a = orchestrator.answer("Fire days at Sidi Bel Abbes in July? And over the whole season, of the days with FWI "
                            "over 10, how many burned?").to_json()
    record = [fire for (dev, day), (fwi, fire) in fire_record().items()
              if dev == "sidi-bel-abbes" and fwi > 10 and day < "2012-08-15"]
    july = [d for (dev, d), (fwi, _) in fire_record().items() if dev == "sidi-bel-abbes" and fwi > 10 and d.startswith("2012-07")]
    assert len(record) > len(july)           # else the two counts could not be told apart
    card = next(c for c in a["citations"] if c["kind"] == "fire_record")["card"]
    assert (card["days"], card["fire_days"]) == (len(record), sum(record))
    assert a["audit"]["frame"]["whole_record"] is True


def test_the_count_uses_the_recorded_figures_not_the_clipped_ones(tmp_path, text_embedder):
    # The analog search reads values clipped at the IQR fence (FWI 27.4 at Sidi-Bel Abbes); August's two days
    # above 30 (31.1 and 30.3, both fires) must still be counted, and the stored record keeps the recorded FWI.
    orchestrator = _record_box(tmp_path, text_embedder, 122, "2012-09-30T12:00:00Z")
    a = orchestrator.answer("In August, how many days at Sidi Bel Abbes with an FWI over 30 burned?").to_json()
    record = [fire for (dev, day), (fwi, fire) in fire_record().items()
              if dev == "sidi-bel-abbes" and fwi > 30 and day.startswith("2012-08")]
    assert len(record) == 2
    assert f"{len(record)} days had FWI above 30 and {sum(record)} of them had a fire" in a["text"]
    stored = orchestrator.db.query("SELECT features_json FROM analog_days WHERE date = '2012-08-25' AND region = 'Sidi-Bel Abbes'")
    assert '"FWI": 31.1' in stored[0]["features_json"]


@pytest.mark.parametrize("question, expected", [
    ("How many days above 35 degrees did Sidi-Bel Abbes log in August?", Threshold("temperature_c", ">", 35)),
    ("Combien de jours en juillet l'humidité est-elle descendue sous 40 % ?", Threshold("rh_pct", "<", 40)),
    ("days with wind over 30 km/h at bejaia in july", Threshold("wind_kmh", ">", 30)),
    ("كم يوم تجاوزت الحرارة 35 درجة في بجاية في أوت؟", Threshold("temperature_c", ">", 35)),
    ("On how many September days did it rain at Béjaïa?", Threshold("rain_mm", ">", 0)),
])
def test_a_reading_a_crew_counts_days_by_is_read(question, expected):
    from appliance.understand.thresholds import reading_threshold

    assert reading_threshold(simplify(question)) == expected


@pytest.mark.parametrize("question", ["wind at bejaia", "FWI above 10 days", "temperature at 6 am", "humidity 40 % at bejaia",
                                      "how hot was it on 3 August"])
def test_no_reading_threshold_is_invented(question):
    from appliance.understand.thresholds import reading_threshold

    assert reading_threshold(simplify(question)) is None


def test_the_days_beyond_a_reading_are_counted_from_the_stored_readings(orchestrator):
    # The fixture holds Sidi-Bel Abbes' first 45 days (1 June - 15 July): June's days above 30 °C, counted from the CSV.
    a = orchestrator.answer("How many days in June was it above 30 degrees at Sidi Bel Abbes?").to_json()
    june = [d for d in parse_algerian(ALGERIAN_CSV).days if d.device == "sidi-bel-abbes" and d.date.startswith("2012-06")]
    hot = [d for d in june if d.temperature_c > 30]
    assert a["frame"]["reading_threshold"] == {"code": "temperature_c", "op": ">", "value": 30.0}
    assert f"{len(hot)} of the {len(june)} days with a reading at Sidi-Bel Abbes in June had a temperature above 30 °C" in a["text"]
    # The page's danger badge is June's or none, never the clock's day shown beside an answer about June.
    assert all(d["day"].startswith("2012-06") for d in a["danger"])


@pytest.fixture
def read_as_analogs(monkeypatch):
    """Every question read as asking for analogs alone, whatever the reader says (the composer is under test)."""
    import appliance.orchestrator.decay as decay

    read = decay.read_question

    def as_analogs(*args, **kwargs):
        frame = read(*args, **kwargs)
        frame.intents = ["analogs"]
        return frame

    monkeypatch.setattr(decay, "read_question", as_analogs)


@pytest.mark.parametrize("question, reading, above", [
    ("Of the past days above 35 °C at Sidi Bel Abbes, how many had a fire?", "temperature_c", 35),
    ("Parmi les jours avec un vent de plus de 20 km/h à Sidi Bel Abbès, combien ont brûlé ?", "wind_kmh", 20),
    ("De los días en que la temperatura superaba 35 grados en Sidi Bel Abbès, ¿cuántos ardieron?", "temperature_c", 35),
])
def test_days_counted_by_a_reading_are_the_records_own(orchestrator, read_as_analogs, question, reading, above):
    # The reader's choice is not under test here: the frame asks for analogs, the count must be the record's.
    a = orchestrator.answer(question).to_json()
    # Counted here from the CSV's own lines (the row of 14 July whose DC and ISI run together counts too).
    column = {"temperature_c": 3, "wind_kmh": 5}[reading]
    lines = ALGERIAN_CSV.read_text().splitlines()
    sba = lines[next(i for i, line in enumerate(lines) if line.startswith("Sidi-Bel Abbes")):]
    rows = [line.split(",") for line in sba if line[:1].isdigit()]
    days = [r for r in rows if f"{r[2]}-{r[1]}-{r[0]}" < "2012-08-15" and float(r[column]) > above]
    burned = sum(1 for r in days if r[-1].strip() == "fire")
    assert a["frame"]["reading_threshold"] == {"code": reading, "op": ">", "value": above}
    assert f"{burned} of the {len(days)} past day" in a["text"]


def test_a_reading_counted_over_a_window_is_not_the_records_count():
    from appliance.orchestrator.tools_record import asked_threshold
    from appliance.understand.frame import Frame

    counted = {"code": "temperature_c", "op": ">", "value": 35.0}
    assert asked_threshold(Frame("days above 35 in July", intents=["summary"], reading_threshold=counted)) is None
    assert asked_threshold(Frame("and how many burned", intents=["analogs"], reading_threshold=counted)) == counted


def test_the_days_counted_come_with_the_days_danger(orchestrator, read_as_analogs):
    # An analog answer covers the day's danger (intents.json "covers"): read as analogs alone, it still gives it.
    a = orchestrator.answer("FWI at Sidi Bel Abbes today, and of the past days with an FWI above 12.5 there, how many had a fire?").to_json()
    assert "past days with FWI above 12.5" in a["text"] and "fire danger at Sidi-Bel Abbes" in a["text"]


@pytest.mark.parametrize("question, day", [
    ("Was 3 August a fire day at Sidi Bel Abbes?", "2012-08-03"),
    ("Was 1 August a fire day at Sidi Bel Abbes?", "2012-08-01"),
    ("Was 10 July a fire day at Sidi Bel Abbes?", "2012-07-10"),
])
def test_a_named_past_day_is_answered_from_its_own_entry_in_the_record(orchestrator, question, day):
    """"Was 3 August a fire day?" asks that day's entry, which the days most like it do not give (7 of 7 like days
    burning says nothing of whether that one did): the record's own entry leads, checked against the CSV."""
    a = orchestrator.answer(question).to_json()
    burned = fire_record()[("sidi-bel-abbes", day)][1]
    assert "analogs" in a["frame"]["intents"]
    lead = a["text"].split("**")[1]
    assert lead.endswith(("a fire day" if burned else "no fire") + " in the box's past-fire record."), lead
    card = next(c for c in a["citations"] if c["kind"] == "fire_record")["card"]
    assert card["day"] == day and card["fire"] == ("a fire day" if burned else "no fire")


def test_a_day_the_record_does_not_hold_is_said_missing_not_answered_from_like_days(orchestrator):
    a = orchestrator.answer("Was 20 May a fire day at Sidi Bel Abbes?").to_json()
    assert a["decision"]["action"] != "answer"
    assert "a fire day in the box's past-fire record" not in a["text"] and "no fire in the box's" not in a["text"]


def test_a_count_the_record_does_not_cover_is_said_missing_not_answered_by_the_days_most_like_today(tmp_path, text_embedder):
    """Found running scripts/demo (2012's readings replayed as this year's): "Combien de jours plus chauds que 35 à SBA
    en octobre, et combien ont brûlé ?" was labelled answered with the days' count alone, the fire count asked
    answered by nothing; the like-days vote stood in for it. Here July's readings are held, its fire record is not."""
    box = _record_box(tmp_path, text_embedder, 45, "2012-08-15T12:00:00Z")
    box.db.conn.execute("DELETE FROM analog_days WHERE date LIKE '2012-07-%'")
    a = box.answer("In July, how many days at Sidi Bel Abbes with an FWI over 10 burned?").to_json()
    assert "analogs" in a["frame"]["intents"] and a["decision"]["action"] != "answer"
    assert "how many of those days had a fire" in a["text"] and a["decision"]["missing"] == ["analogs"]


@pytest.mark.parametrize("question, counted", [
    ("FWI now at SBA, and have days that low ever had a fire?", {"code": "fwi", "op": "<="}),
    ("current FWI at SBA, and of the past days at or below it, how many recorded a fire?", {"code": "fwi", "op": "<="}),
    ("FWI à SBA là ? des jours aussi bas ont déjà brûlé ?", {"code": "fwi", "op": "<="}),
    ("¿FWI actual en SBA? ¿hubo incendios en días así de bajos?", {"code": "fwi", "op": "<="}),
    ("FWI بلعباس اليوم، و كاش نهار بهاد المستوى صرا فيه حريق؟", {"code": "fwi", "op": "<="}),
    ("ISI at Béjaïa today; have days with an ISI that high burned?", {"code": "isi", "op": ">="}),
])
def test_days_counted_by_the_days_own_figure_are_read(question, counted):
    from appliance.understand.thresholds import days_as_asked

    assert days_as_asked(simplify(question)) == counted


@pytest.mark.parametrize("question", ["why is it so low at SBA?", "FWI at SBA, and of the days above 20 how many burned?",
                                      "days like today at Béjaïa, did they burn?", "is it that bad?",
                                      "Was the FWI really that high at SBA on 14 August, and did it burn that day?",
                                      "why is the FWI that low today at SBA?", "pourquoi le FWI est si bas ?",
                                      "¿por qué está tan bajo el FWI?", "avec si peu de vent, on peut brûler ?",
                                      "هل الرطوبة بنفس المستوى في بجاية؟",
                                      "RH at SBA now, and have days that low ever burned?"])    # a reading, no code
def test_no_mark_of_the_day_is_invented(question):
    from appliance.understand.thresholds import days_as_asked

    assert days_as_asked(simplify(question)) is None


def test_days_that_low_are_counted_at_or_below_the_days_own_figure(orchestrator, read_as_analogs):
    # "have days that low ever burned?": the mark is the day's FWI as the danger answer gives it, the count the record's.
    a = orchestrator.answer("FWI at Sidi Bel Abbes now, and have days that low ever had a fire?").to_json()
    assert a["frame"]["days_as_asked"] == {"code": "fwi", "op": "<="}
    fwi = round(a["danger"][0]["fwi"], 1)
    low = [fire for (dev, day), (v, fire) in fire_record().items() if dev == "sidi-bel-abbes" and v <= fwi and day < "2012-08-15"]
    assert low, "the day's figure is one some past days reached"
    assert f"{len(low)} days had FWI of at most {fwi:g} and {sum(low)} of them had a fire" in a["text"]
