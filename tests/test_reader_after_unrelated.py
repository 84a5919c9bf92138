"""The reader's training copies of standalone questions read after an unrelated turn (reader_data.after_unrelated):
every third standalone question, a turn before it with other intents, kept with its template (never split between
training and calibration) and never scored by leave-one-batch-out."""
import numpy as np

from appliance.evaluation import reader_data as RD
from appliance.evaluation import reader_train as RT


def _items(n=12):
    asks = (["danger"], ["current_conditions"], ["spread"], ["summary"])
    return [{"id": f"d{2 + k % 2}-t{k // 4}-{k % 4 + 1:02d}", "session": None, "turn": None, "question": f"question {k}",
             "intents": list(asks[k % 4])} for k in range(n)] + \
           [{"id": "d2s01-t1", "session": "d2s01", "turn": 1, "question": "and yesterday?", "intents": ["danger"]}]


def test_every_third_standalone_question_is_read_again_after_a_turn_with_other_intents():
    items = _items()
    copies = RD.after_unrelated(items)
    assert [c["id"] for c in copies] == [items[k]["id"] + RD.AFTER_SUFFIX for k in (2, 5, 8, 11)]
    for c in copies:
        original = next(it for it in items if it["id"] + RD.AFTER_SUFFIX == c["id"])
        assert c["question"] == original["question"] and c["intents"] == original["intents"]
        assert sorted(c["after"]["intents"]) != sorted(c["intents"])       # an unrelated turn, not a paraphrase
        assert RD.group_of(c) == RD.group_of(original)                       # goes where its template goes
    assert RD.after_unrelated(items) == copies                               # fixed, not drawn
    assert not any(c["session"] for c in copies)


def test_leave_one_batch_out_scores_the_questions_as_asked_never_the_copies(monkeypatch):
    n = 8
    data = RD.ReaderData(emb=np.zeros((n, 2), np.float32), feats=np.zeros((n, 1), np.float32),
                         y=np.zeros((n, 1), np.float32), batch=np.array(["d2"] * 4 + ["d3"] * 4),
                         group=np.array([f"g{k}" for k in range(n)]), ids=[f"q{k}" for k in range(n)],
                         weights=np.ones(n, np.float32), texts=[f"q{k}" for k in range(n)],
                         augmented=np.array([False, False, False, True] * 2))
    seen = {}

    def fake_train(d, rows, settings=None, refit=True):
        seen.setdefault("trained", []).append(rows.tolist())
        return {}

    monkeypatch.setattr(RT, "train", fake_train)
    monkeypatch.setattr(RT, "exact_sets", lambda params, emb, feats, y, texts, alternatives=None: (np.ones(len(y), bool), np.ones(len(y), bool)))
    monkeypatch.setattr(RT.R, "forward", lambda params, emb, feats, grams=None: np.zeros((len(emb), 1)))
    rows = RT.lobo(data)
    assert [r["n"] for r in rows] == [3, 3]                                   # the copies are not scored
    assert seen["trained"] == [[4, 5, 6, 7], [0, 1, 2, 3]]                    # other batches' copies train


def test_a_copy_is_never_calibrated_on_and_goes_where_its_template_goes(monkeypatch):
    n = 40
    groups = np.array([f"g{k // 2}" for k in range(n)])          # each template: the question and its copy
    data = RD.ReaderData(emb=np.zeros((n, 2), np.float32), feats=np.zeros((n, 1), np.float32),
                         y=np.zeros((n, 1), np.float32), batch=np.array(["d2"] * n), group=groups,
                         ids=[f"q{k}" for k in range(n)], weights=np.ones(n, np.float32),
                         texts=[f"q{k}" for k in range(n)], augmented=np.array([False, True] * (n // 2)))
    fitted = {}

    def fake_fit(emb, feats, y, weights=None, feature_mask=None, grams=None, **settings):
        fitted.setdefault("rows", []).append(len(emb))
        return {}

    monkeypatch.setattr(RT, "_held_back", lambda g: np.isin(g, ["g0", "g1", "g2"]))
    monkeypatch.setattr(RT.R, "fit", fake_fit)
    monkeypatch.setattr(RT.R, "forward", lambda params, emb, feats, grams=None: np.zeros((len(emb), 1)))
    monkeypatch.setattr(RT.R, "fit_temperature", lambda logits, y: (fitted.setdefault("cal", len(y)), 1.0)[1])
    monkeypatch.setattr(RT.R, "choose_threshold", lambda probs, y, target: 0.5)
    monkeypatch.setattr(RT, "feature_mask", lambda: None)
    RT.train(data, settings={"ngram_dims": 0}, refit=False)
    assert fitted["cal"] == 3                 # the held templates' questions, not their copies
    assert fitted["rows"] == [34]             # the other templates, with their copies


def test_leave_one_batch_out_counts_an_intent_set_the_writer_accepted_as_right(monkeypatch):
    """The reader alone is scored as `eval crew` scores the box (crew_score: the gold set or one of intents_alt)."""
    from types import SimpleNamespace

    from appliance.understand.intents import INTENTS

    read_as = iter([["current_conditions", "out_of_scope"], ["current_conditions", "out_of_scope"], ["danger"]])
    monkeypatch.setattr(RT.R, "Reader", lambda params: SimpleNamespace(
        read=lambda e, f, text: SimpleNamespace(intents=next(read_as), unsure=False)))
    y = np.zeros((3, len(INTENTS)), np.float32)
    y[:, INTENTS.index("current_conditions")] = 1
    right, sure = RT.exact_sets({}, np.zeros((3, 2)), np.zeros((3, 1)), y, ["a", "b", "c"],
                                [[["current_conditions", "out_of_scope"]], [], [["current_conditions", "out_of_scope"]]])
    assert right.tolist() == [True, False, False] and sure.all()
