"""The reader's training copies of "and yesterday?" read after a question that asked a station's readings and its
danger together (reader_data.asked_again): labelled with both, the phrase in the question's language, kept in the
question's batch and group, fixed (not drawn), and counted as copies (never scored by leave-one-batch-out)."""
from appliance.evaluation import reader_data as RD


def _items():
    both = ["current_conditions", "danger"]
    return [{"id": "d2-cd-01", "lang": "fr", "session": None, "turn": None, "question": "Météo et IFM à Béjaïa ?", "intents": both},
            {"id": "d2-x-01", "lang": "en", "session": None, "turn": None, "question": "FWI at SBA?", "intents": ["danger"]},
            {"id": "d3s01-t2", "lang": "ar", "session": "d3s01", "turn": 2, "question": "الطقس والخطر في بجاية؟", "intents": both},
            {"id": "d3-cd-02", "lang": "es", "session": None, "turn": None, "question": "Tiempo y FWI en SBA", "intents": both}]


def test_every_second_readings_and_danger_question_gets_an_asked_again_follow_up_in_its_language():
    items = _items()
    copies = RD.asked_again(items)
    assert [c["id"] for c in copies] == ["d2-cd-01" + RD.AGAIN_SUFFIX, "d3-cd-02" + RD.AGAIN_SUFFIX]
    assert copies[0]["question"] in RD.AGAIN_PHRASES["fr"] and copies[1]["question"] in RD.AGAIN_PHRASES["es"]
    for c in copies:
        original = next(it for it in items if it["id"] + RD.AGAIN_SUFFIX == c["id"])
        assert c["intents"] == ["current_conditions", "danger"]
        assert c["after"] == {"question": original["question"], "intents": original["intents"]}
        assert RD.group_of(c) == RD.group_of(original) and RD.batch_of(c["id"]) == RD.batch_of(original["id"])
    assert RD.asked_again(items) == copies                       # fixed, not drawn


def test_a_session_turn_copy_goes_with_its_session():
    items = _items()
    copy = RD.asked_again([items[2]])[0]
    assert RD.group_of(copy) == "d3s01" and copy["session"] is None


def test_the_phrases_name_no_figure_of_their_own():
    figures = ("humid", "wind", "vent", "viento", "temp", "rh", "fwi", "ifm", "رطوب", "رياح", "حرار")
    for lang, phrases in RD.AGAIN_PHRASES.items():
        if lang.startswith("_"):
            continue
        for p in phrases:
            assert not any(f in p.lower().split() or f in p.lower() for f in figures), p


def test_the_copies_are_marked_as_copies_so_leave_one_batch_out_never_scores_them():
    ids = ["d2-a-01", "d2-a-01" + RD.AGAIN_SUFFIX, "d2-b-01" + RD.AFTER_SUFFIX]
    assert [RD.is_copy(i) for i in ids] == [False, True, True]
