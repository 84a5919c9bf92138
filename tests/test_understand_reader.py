"""The trained reader: deterministic training, calibrated unsure, the shipped artefact checked by its sha256,
the read-back in the question's language, and a detail the answer holds never labelled unanswered."""
import json

import numpy as np
import pytest

from appliance.understand import Frame, TimeSpec
from appliance.understand import reader as R
from appliance.understand.features import feature_names, language, question_features
from appliance.understand.intents import INTENTS
from appliance.understand.readback import read_back


def _toy(n=240, seed=0):
    rng = np.random.default_rng(seed)
    emb = rng.standard_normal((n, 16)).astype(np.float32)
    feats = rng.integers(0, 2, (n, 5)).astype(np.float32)
    y = np.zeros((n, len(INTENTS)), dtype=np.float32)
    y[:, 0] = (emb[:, 0] > 0)
    y[:, 1] = (emb[:, 0] <= 0)
    y[:, 2] = feats[:, 0]
    return emb, feats, y


def test_training_is_deterministic_and_learns_a_separable_toy_task(tmp_path):
    emb, feats, y = _toy()
    a, b = R.fit(emb, feats, y, hidden=16, epochs=150), R.fit(emb, feats, y, hidden=16, epochs=150)
    digests = []
    for k, p in enumerate((a, b)):
        p.update(temperature=np.float32(1.0), threshold=np.float32(0.9), intents=np.array(INTENTS),
                 feature_names=np.array([f"f{i}" for i in range(5)]))
        digests.append(R.save(p, tmp_path / f"r{k}.npz", tmp_path / f"r{k}.json"))
    assert digests[0] == digests[1]
    reader = R.Reader.load(tmp_path / "r0.npz", tmp_path / "r0.json")
    right = [set(reader.read(e, f).intents) == {INTENTS[j] for j in np.flatnonzero(t)} for e, f, t in zip(emb, feats, y)]
    assert np.mean(right) > 0.9


def test_letter_ngrams_are_the_same_columns_in_every_process_and_learn_what_the_embedding_cannot(tmp_path):
    """The letter n-grams (crc32-hashed, so a word lands in the same column whatever the process's hash seed) carry
    a word the embedding does not: here the label depends only on which word the text holds."""
    import subprocess
    import sys

    from appliance.evaluation.reader_train import grams_matrix

    here = R.ngram_columns("ch7al men nhar FWI fo9 20", 4096).tolist()
    code = "from appliance.understand import reader as R; print(R.ngram_columns('ch7al men nhar FWI fo9 20', 4096).tolist())"
    other = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**__import__("os").environ, "PYTHONHASHSEED": "123"}).stdout.strip()
    assert str(here) == other and 20 < len(here) < 80
    rng = np.random.default_rng(3)
    words = ["lbare7", "ghodwa", "ch3lat", "sekhana"]
    texts = [f"{words[k % 4]} {rng.integers(100)}" for k in range(200)]
    emb = rng.standard_normal((200, 8)).astype(np.float32)         # noise: the embedding says nothing
    feats = np.zeros((200, 2), dtype=np.float32)
    y = np.zeros((200, len(INTENTS)), dtype=np.float32)
    y[np.arange(200), [k % 2 for k in range(200)]] = 1.0          # lbare7/ch3lat -> intent 0, ghodwa/sekhana -> 1
    grams = grams_matrix(texts, 512)
    p = R.fit(emb, feats, y, hidden=16, epochs=150, grams=grams, ngram_dims=512)
    p.update(temperature=np.float32(1.0), threshold=np.float32(0.9), intents=np.array(INTENTS),
             feature_names=np.array(["f0", "f1"]))
    R.save(p, tmp_path / "r.npz", tmp_path / "r.json")
    reader = R.Reader.load(tmp_path / "r.npz", tmp_path / "r.json")
    assert reader.ngram_dims == 512
    assert reader.read(emb[0], feats[0], "ghodwa 7").intents == [INTENTS[1]]
    assert reader.read(emb[0], feats[0], "lbare7 7").intents == [INTENTS[0]]
    np.testing.assert_allclose(R.forward(p, emb[:5], feats[:5], grams[:5]),
                               R.forward(p, emb[:5], feats[:5], R.char_ngrams(texts[:5], 512)), rtol=1e-5, atol=1e-5)
    with pytest.raises(ValueError, match="text"):
        reader.read(emb[0], feats[0])


def test_a_damaged_artefact_is_refused_by_its_sha256(tmp_path):
    emb, feats, y = _toy(60)
    p = R.fit(emb, feats, y, hidden=0, epochs=20)
    p.update(temperature=np.float32(1.0), threshold=np.float32(0.9), intents=np.array(INTENTS),
             feature_names=np.array([f"f{i}" for i in range(5)]))
    R.save(p, tmp_path / "r.npz", tmp_path / "r.json")
    data = bytearray((tmp_path / "r.npz").read_bytes())
    data[-40] ^= 0xFF
    (tmp_path / "r.npz").write_bytes(bytes(data))
    with pytest.raises(ValueError, match="sha256"):
        R.Reader.load(tmp_path / "r.npz", tmp_path / "r.json")


def test_the_threshold_is_where_sure_answers_are_right_often_enough():
    probs = np.array([[0.99, 0.01], [0.98, 0.02], [0.6, 0.4]] * 10)
    y = np.array([[1, 0], [1, 0], [0, 1]] * 10, dtype=np.float32)
    thr = R.choose_threshold(probs, y, target=0.98)
    assert 0.6 < thr <= 0.98          # the 0.6-confident (wrong) ones fall under it, the sure (right) ones stay


def test_an_intent_chosen_only_as_the_likeliest_of_none_is_as_unsure_as_its_probability():
    probs = np.array([[0.95, 0.02, 0.01], [0.07, 0.02, 0.01], [0.9, 0.7, 0.1]])
    assert R.chosen_sets(probs).tolist() == [[True, False, False], [True, False, False], [True, True, False]]
    # "ok thanks. what's it like there now?" read as "why?" at p 0.07: 0.07 sure, not 0.93
    assert np.allclose(R.set_confidence(probs), [0.95, 0.07, 0.7])


def test_temperature_scaling_softens_an_overconfident_reader():
    rng = np.random.default_rng(1)
    y = (rng.random((400, 1)) < 0.7).astype(np.float32)
    logits = np.where(y > 0, 8.0, -8.0) * np.where(rng.random((400, 1)) < 0.8, 1, -1)   # 20 % confidently wrong
    assert R.fit_temperature(logits, y) > 2.0


def test_the_shipped_reader_loads_and_matches_the_features_of_this_code():
    reader = R.Reader.load()
    assert reader.feature_names == feature_names(), "retrain: `appliance understand train`"
    assert reader.intents == list(INTENTS)
    card = json.loads(R.CARD.read_text())
    from appliance.evaluation.crew_build import sealed_name
    assert sealed_name() and sealed_name() not in card["trained_on"]


def test_the_shipped_reader_reads_with_the_embedders_it_was_trained_on(manifest, text_embedder):
    from appliance.config import load_config
    from appliance.orchestrator.decay import reader_embedder

    reader = R.Reader.load()
    joined = reader_embedder(load_config(None, {}), text_embedder, reader)
    assert joined.name == reader.embedder
    vec = joined.embed(["vent à Béjaïa ?", "شحال الريح في بجاية؟"])
    width = reader.p["w1"].shape[0] - int(reader.p["feature_mask"].sum())
    assert vec.shape == (2, width)          # the weights' input: every part's vector, side by side
    if "+" in reader.embedder:              # the box's own embedder is reused, never loaded twice
        assert any(part is text_embedder for part in joined.parts) or text_embedder.name not in reader.embedder


def test_features_have_one_column_per_name():
    f = Frame(question="wind at Béjaïa?", intents=["current_conditions"], stations=["bejaia"])
    assert question_features(f.question, f, None).shape == (len(feature_names()),)


@pytest.mark.parametrize("question, lang", [
    ("What's the wind at Béjaïa?", "en"), ("Quel est le danger à Béjaïa aujourd'hui ?", "fr"),
    ("¿Qué viento hay en Sidi Bel Abbes?", "es"), ("شحال الحرارة في بجاية اليوم؟", "ar"),
    ("c'est grave ?", "fr"), ("hola, y ayer?", "es"),
])
def test_the_questions_language_is_read(question, lang):
    assert language(question) == lang


def test_the_read_back_is_in_the_questions_language_and_says_what_was_read():
    day = TimeSpec("day", 1342310400.0, 1342396799.0, "15 July")
    f = Frame(question="q", intents=["current_conditions"], stations=["bejaia"], time=day)
    assert read_back(f, "en") == "Read as: weather, Béjaïa, 15 July 2012, noon reading"
    assert read_back(f, "fr") == "Compris: météo, Béjaïa, 15 juillet 2012, relevé de midi"
    assert read_back(f, "ar").startswith("فهمت: الطقس، بجاية")
    f.unsure = True
    assert read_back(f, "en").startswith("Not sure I read this right. Read as:")
    # a drone's frames that day are no noon reading
    frames = Frame(question="q", intents=["frames"], stations=[], time=day)
    assert read_back(frames, "en") == "Read as: drone frames, 15 July 2012"


def test_a_month_is_read_back_as_the_station_local_days_it_was_counted_in():
    # July at a station on UTC+1 starts at 23:00 UTC on 30 June: the read-back still says 1 July.
    july = TimeSpec("range", 1341097200.0, 1343775599.0, "in july", tz="Africa/Algiers")
    f = Frame(question="q", intents=["summary"], stations=["sidi-bel-abbes"], time=july)
    assert read_back(f, "en") == "Read as: summary, Sidi-Bel Abbes, 1 July 2012 to 31 July 2012"


def test_a_rate_and_units_given_are_read_back():
    f = Frame(question="q", intents=["drift"], horizon_min=15, rate_given={"text": "40 m a minute", "m_per_min": 40.0},
              units=["mph"])
    assert read_back(f, "en") == "Read as: how far the front moves, in 15 min, at the 40 m a minute you gave, in mph"


@pytest.mark.parametrize("part, answer, held", [
    ("and by how much?", "Watch Sidi-Bel Abbes: FWI 6.5 against 4.1 at Béjaïa", True),
    ("which day?", "Highest FWI 30.2 on 14 August 2012 [1]", True),
    ("where exactly?", "Possible fire in drone frame at 12:25, 35.2310, -0.6012 [1]", True),
    ("where exactly?", "Possible fire in the drone's frame [1]", False),
    ("and what about the road closures near the ridge", "FWI 6.5", False),
])
def test_a_detail_the_answer_holds_is_answered(part, answer, held):
    from appliance.compose import detail_answered

    assert detail_answered(part, answer) is held


@pytest.mark.parametrize("question, who", [
    ("OK to burn garden waste near Béjaïa today?", "local fire authority"),
    ("can we go in on the north side?", "incident commander or the land manager"),
    ("where should we stage the engines", "incident commander with local knowledge"),
    ("Is it worth a second engine at Bejaia today?", "division supervisor"),
    ("nzidou équipe f SBA wela la?", "division supervisor"),
    ("I'm deciding whether to keep the crew in or pull them out.", "crew boss"),
    ("Le danger à Béjaïa, et est-ce qu'on laisse l'équipe en place ?", "crew boss"),
    ("con el viento que hay en SBA, ¿seguimos en la línea o replegamos?", "crew boss"),
    ("هل نبقي الفرقة في الخط أم نسحبها؟", "crew boss"),
    ("Should I evacuate the farms north-east of SBA?", "crew boss"),
    ("Engine 4, go or no go for Bejaia?", "crew boss"),
    ("¿Retiro a la gente de la línea en SBA?", "crew boss"),
    ("هل ندخل بالفرقة الآن إلى بجاية أم ننتظر؟", "crew boss"),
    ("Do we need air support for this one?", "division supervisor"),
    ("Faut-il doubler les guetteurs à Béjaïa aujourd'hui ?", "division supervisor"),
])
def test_a_decision_the_box_cannot_make_names_who_makes_it(question, who):
    from appliance.compose.ground import who_decides
    from appliance.understand.rates import decision_asked

    assert who in who_decides(decision_asked(question))


@pytest.mark.parametrize("question", ["Of the days above 20 there, how many burned?", "we staged at the school at noon",
                                      "the crew withdrew at 14:00, what was the wind then?"])
def test_what_happened_is_no_decision_asked(question):
    from appliance.understand.rates import decision_asked

    assert decision_asked(question) is None


@pytest.mark.parametrize("question, across", [
    ("which crew is in the worst conditions right now?", True), ("any engine seen fire in the last hour?", True),
    ("Quelle équipe est la plus exposée ?", True), ("wind at Béjaïa?", False), ("how are the crews at Béjaïa doing", False),
])
def test_a_question_across_the_incident_is_marked_so(question, across):
    from appliance.understand.sites import asks_across_incident

    assert asks_across_incident(question) is across


def test_the_reader_gets_the_same_features_when_the_box_reads_as_when_it_was_trained():
    """Training reads its questions through read_slots; the box reads through read_question. A slot set only at run
    time (a rate the crew states, units asked, a decision asked) was a column constant in training that reached the
    network a thousand times too large. Here every column the box hands the reader equals the training column."""
    from appliance.evaluation.reader_data import NOW, STATIONS, read_items
    from appliance.understand.read import read_question
    from appliance.understand.reader import Reading

    questions = ["Head is doing 25 m a minute, engine is 20 minutes out: how far has it gone?",
                 "wind at Bejaia in mph?", "is it safe to run a burnout near Bejaia today?",
                 "FWI à Béjaïa hier, et on envoie le camion ?", "شحال السخانة في بجاية اليوم؟"]

    class Vectors:                      # the embedding is not what is checked here
        name = "test-vectors"

        def embed(self, texts):
            return np.zeros((len(texts), 4), dtype=np.float32)

    class Recorder:                     # the reader's input as the box hands it over (clauses are read too)
        threshold, seen = 0.9, {}

        def read(self, emb, feats, text=None):
            self.seen[text] = np.array(feats)
            return Reading(["current_conditions"], {"current_conditions": 0.9}, 0.9, False)

    _, trained = read_items([{"id": f"t{k}", "session": None, "question": q, "intents": ["drift"]}
                             for k, q in enumerate(questions)], Vectors())
    box = Recorder()
    for q in questions:
        read_question(q, now=NOW, stations=STATIONS, embedder=Vectors(), reader=box)
    names = feature_names()
    stated = [names.index(n) for n in ("slot:rate_given", "slot:units", "slot:decision")]
    assert np.array_equal(np.stack([box.seen[q] for q in questions]), trained)
    assert trained[:, stated].sum(axis=0).min() >= 1      # each run-time slot fires on some question here


def test_a_column_constant_in_training_is_only_centred_so_a_run_time_value_stays_small():
    emb, feats, y = _toy()
    feats[:, 4] = 0.0
    p = R.fit(emb, feats, y, hidden=8, epochs=5)
    assert float(p["feat_std"][4]) == 1.0 and float(p["feat_std"][0]) < 1.0


def test_an_ask_standing_alone_in_its_own_clause_joins_what_the_whole_question_was_read_as():
    """Two asks in one question: the reader reads the whole ("refuse") and then each clause; a clause it is sure
    asks what the box can do adds capabilities. A data intent or an order found only in an order's own clause adds
    nothing (orders are the order parser's; a clause's "weather" beside "danger" is the same ask read narrower)."""
    from appliance.evaluation.reader_data import NOW, STATIONS
    from appliance.understand.intents import clauses
    from appliance.understand.read import read_question
    from appliance.understand.reader import Reading

    class Vectors:
        name = "test-vectors"

        def embed(self, texts):
            return np.zeros((len(texts), 4), dtype=np.float32)

    by_text = {"tell me what you can do": {"capabilities": 0.97},
               "page the on-call officer": {"refuse": 0.99, "current_conditions": 0.9}}

    class Scripted:
        threshold = 0.9

        def read(self, emb, feats, text=None):
            probs = by_text.get(text, {"refuse": 0.99})
            return Reading([max(probs, key=probs.get)], probs, 0.95, False)

    question = "tell me what you can do, then page the on-call officer"
    assert clauses(question) == list(by_text)
    f = read_question(question, now=NOW, stations=STATIONS, embedder=Vectors(), reader=Scripted())
    assert f.intents == ["refuse", "capabilities"]
    assert [c["added"] for c in f.reading["clauses"]] == [["capabilities"], []]
    assert clauses("wind and humidity at SBA") == [] and clauses("كيفاش الجو في سيدي بلعباس؟ وشنو لازم نديرو؟") == [
        "كيفاش الجو في سيدي بلعباس؟", "وشنو لازم نديرو؟"]


def read_scripted(question, by_text, previous=None):
    """`question` read by the box with a reader that reads each text (the whole, each clause) as `by_text` says (a text
    not listed reads as nothing): the seam between the reader and the rules over its readings."""
    from appliance.evaluation.reader_data import NOW, STATIONS
    from appliance.understand.read import read_question
    from appliance.understand.reader import Reading

    class Vectors:
        name = "test-vectors"

        def embed(self, texts):
            return np.zeros((len(texts), 4), dtype=np.float32)

    class Scripted:
        threshold = 0.6

        def read(self, emb, feats, text=None):
            probs = by_text.get(text, {})
            return Reading([i for i, p in probs.items() if p >= 0.5], probs, 0.95, False)

    return read_question(question, now=NOW, stations=STATIONS, embedder=Vectors(), reader=Scripted(), previous=previous)


def test_a_clause_the_reading_does_not_explain_leaves_it_unsure_and_is_quoted():
    """Read alone, a clause the reader labels with an ask the set neither names nor holds (an order it missed, a
    plan asked) makes the reading unsure, so the answer is at most a warning that quotes the clause. A clause read
    as a figure the set already holds (a danger answer quotes the reading) or as spread beside a drift does not,
    and a stay-or-go asked of the box warns even in one clause."""
    from appliance.understand.readback import unsure_words as unsure_warning

    read = read_scripted

    whole = "What's the DC at Bejaia? Get the readings over to the district office."
    f = read(whole, {whole: {"danger": 0.97, "refuse": 0.1}, "What's the DC at Bejaia?": {"danger": 0.98},
                     "Get the readings over to the district office.": {"refuse": 0.93, "danger": 0.2}})
    assert f.intents == ["danger"] and f.unsure
    assert f.reading["unexplained"] == {"text": "Get the readings over to the district office.", "read_as": ["refuse"]}
    assert "“Get the readings over to the district office.”" in unsure_warning(f)

    held = "FFMC at SBA? And the wind there?"
    f = read(held, {held: {"danger": 0.97}, "FFMC at SBA?": {"danger": 0.9}, "And the wind there?": {"current_conditions": 0.9}})
    assert f.intents == ["danger"] and not f.unsure and "unexplained" not in f.reading and unsure_warning(f) is None

    drift = "Head at 25 m a minute. How far does it go in 20 minutes?"
    f = read(drift, {drift: {"drift": 0.97}, "Head at 25 m a minute.": {"drift": 0.9},
                     "How far does it go in 20 minutes?": {"spread": 0.7, "drift": 0.4}})
    assert f.intents == ["drift"] and not f.unsure

    stay = "wind at sidi bel abbes, stay or go"
    f = read(stay, {stay: {"current_conditions": 0.97}, "wind at sidi bel abbes": {"current_conditions": 0.97},
                    "stay or go": {"current_conditions": 0.3}})
    assert f.decision_kind == "engagement" and f.unsure and f.reading["unexplained"]["read_as"] == ["tactical"]
    fr = "Humidité à Béjaïa, et on décroche ?"
    f = read(fr, {fr: {"current_conditions": 0.97}, "Humidité à Béjaïa": {"current_conditions": 0.97},
                  "on décroche ?": {"current_conditions": 0.3}})
    assert unsure_warning(f).startswith("la box n'est pas sûre") and "« on décroche ? »" in unsure_warning(f)
    doc = "When does the LCES sheet say to pull back?"
    f = read(doc, {doc: {"documents": 0.97}})
    assert f.decision_kind == "engagement" and not f.unsure
    engine = "Is it worth a second engine at Bejaia today? What's the FWI there?"
    f = read(engine, {engine: {"danger": 0.97}, "Is it worth a second engine at Bejaia today?": {"danger": 0.4},
                      "What's the FWI there?": {"danger": 0.97}})
    assert f.decision_kind == "resources" and f.unsure and f.reading["unexplained"]["read_as"] == ["tactical"]
    doc_then_call = "What does the guide say when the wind turns? نرجعو؟"
    f = read(doc_then_call, {doc_then_call: {"documents": 0.97}})
    assert f.unsure and f.reading["unexplained"] == {"text": "نرجعو؟", "read_as": ["tactical"]}


def test_a_caller_naming_itself_and_a_why_beside_the_drivers_leave_the_reading_sure():
    # d68 (dev): the radio call sign sets the scene; "What drove it?" beside a danger whose drivers are asked is answered
    whole = "Box, this is Sierra IC. Danger at Sidi Bel Abbes right now?"
    f = read_scripted(whole, {whole: {"danger": 0.99}, "Box, this is Sierra IC.": {"capabilities": 0.8},
                              "Danger at Sidi Bel Abbes right now?": {"danger": 0.99}})
    assert f.intents == ["danger"] and not f.unsure and "unexplained" not in f.reading
    whole = "IC to box: explain the high rating at Sidi-Bel-Abbès on 21 July. What drove it?"
    f = read_scripted(whole, {whole: {"danger": 0.98}, "What drove it?": {"explain": 0.9},
                              "IC to box: explain the high rating at Sidi-Bel-Abbès on 21 July.": {"danger": 0.95}})
    assert f.intents == ["danger"] and f.drivers_asked and not f.unsure, f.reading


def test_calibration_out_of_batch_is_fitted_on_every_fold_and_keeps_sure_readings_right():
    """The shipped temperature and threshold come from every batch read by a reader that never saw it; the sure
    readings of those folds are right at least SURE_TARGET of the time."""
    from appliance.evaluation.reader_train import SURE_TARGET, calibrate_out_of_batch

    rng = np.random.default_rng(5)
    folds = []
    for _ in range(3):
        y = (rng.random((300, len(INTENTS))) < 0.1).astype(np.float32)
        y[np.arange(300), rng.integers(0, len(INTENTS), 300)] = 1.0      # every question asks something
        logits = np.where(y > 0, 4.0, -4.0) + rng.normal(0, 1.5, y.shape)       # noisy but informative
        folds.append({"logits": logits.astype(np.float32), "y": y})
    temperature, threshold, n = calibrate_out_of_batch(folds)
    assert n == 900 and 0.25 <= temperature <= 8.0 and 0.5 <= threshold < 0.999
    logits, y = np.concatenate([f["logits"] for f in folds]), np.concatenate([f["y"] for f in folds])
    probs = 1 / (1 + np.exp(-logits / temperature))
    sure = np.min(np.maximum(probs, 1 - probs), axis=1) >= threshold
    pred = probs >= 0.5
    pred[~pred.any(axis=1), np.argmax(probs[~pred.any(axis=1)], axis=1)] = True     # the reader's likeliest, as it reads
    assert (pred == (y > 0.5)).all(axis=1)[sure].mean() >= SURE_TARGET


def test_an_ask_beside_an_order_the_whole_question_was_read_as_joins_the_set():
    """An order's words outweigh the ask beside it in the whole question; the ask read alone in its clause joins the
    set (data/clauses.json "beside_an_order"), and the order is still refused."""
    q = "how many fire days did SBA have in July? And go ahead and order the extra foam for next month."
    f = read_scripted(q, {
        q: {"refuse": 0.95}, "how many fire days did SBA have in July?": {"summary": 0.97},
        "go ahead and order the extra foam for next month.": {"refuse": 0.9}})
    assert f.intents == ["refuse", "summary"]
    darija = "chhal l7rara f SBA w b3at-ha l chef"
    f = read_scripted(darija, {
        darija: {"refuse": 0.9}, "chhal l7rara f SBA": {"current_conditions": 0.95}, "b3at-ha l chef": {"refuse": 0.7}})
    assert set(f.intents) == {"refuse", "current_conditions"}
    # a clause the reader is not sure of stays out, and a question read as more than the order is left as read
    f = read_scripted(q, {
        q: {"refuse": 0.95}, "how many fire days did SBA have in July?": {"summary": 0.6},
        "go ahead and order the extra foam for next month.": {"refuse": 0.9}})
    assert f.intents == ["refuse"]


def test_a_clause_asking_a_figure_for_a_time_outside_the_frames_leaves_it_unsure():
    """The frame holds one time: a clause that asks a station figure for another time, wholly outside it, is not
    served by the answer, so the reading is unsure and the clause quoted; a day inside the month asked is served,
    and an instruction ("Use today's readings.") asks nothing."""
    whole = "Hottest day in August at each station? And which had more rain yesterday?"
    f = read_scripted(whole, {whole: {"compare_stations": 0.9, "summary": 0.8},
                              "Hottest day in August at each station?": {"compare_stations": 0.9, "summary": 0.8},
                              "And which had more rain yesterday?": {"compare_stations": 0.9}})
    assert f.time.text.endswith("august") and f.unsure
    assert f.reading["unexplained"]["text"] == "And which had more rain yesterday?"
    inside = "Hottest day in August at each station? And which had more rain on 14 August?"
    g = read_scripted(inside, {inside: {"compare_stations": 0.9, "summary": 0.8},
                               "Hottest day in August at each station?": {"compare_stations": 0.9, "summary": 0.8},
                               "And which had more rain on 14 August?": {"compare_stations": 0.9}})
    assert not g.unsure
    told = "Is a fire likely at SBA on 12 July? Use today's readings and codes."
    h = read_scripted(told, {told: {"danger": 0.9}, "Is a fire likely at SBA on 12 July?": {"danger": 0.9},
                             "Use today's readings and codes.": {"current_conditions": 0.7}})
    assert not h.unsure
