"""What the page is sent for an answer (appliance.web.views.answer_view): the contract's keys pass
through, the Markdown is sanitized, stored frames get URLs, a spread card is drawn through the same
map features as every export, and hostile or malformed citations cannot break the page."""
from appliance.spread.projection import project_front
from appliance.spread.ros import rate_of_spread
from appliance.web.views import answer_view


def contract(**kw):
    data = {"id": 3, "question": "q", "mode": "rules", "writer": "composer", "verdict": "High fire danger at X",
            "text": "**High** [1] <script>x</script> [evil](http://evil.example)", "data_age_s": 60.0, "stale": False,
            "decision": {"action": "warn", "reason": "part missing", "served": ["danger"], "missing": ["tactical"]},
            "frame": {"intents": ["danger"]}, "danger": [{"station": "x", "danger_class": "high"}], "citations": []}
    data.update(kw)
    return data


def test_contract_keys_pass_through_and_text_is_sanitized():
    view = answer_view(contract())
    assert view["verdict"] == "High fire danger at X" and view["writer"] == "composer" and view["data_age_s"] == 60.0
    assert view["decision"] == {"action": "warn", "reason": "part missing", "served": ["danger"], "missing": ["tactical"]}
    assert view["text"] == view["answer"] and "<strong>High</strong> [1]" in view["answer_html"]
    assert "<script" not in view["answer_html"] and "href" not in view["answer_html"]
    assert view["frame"] == {"intents": ["danger"]} and view["danger"][0]["danger_class"] == "high"


def test_cards_get_frame_urls_and_spread_features():
    rate = rate_of_spread("O1b", 20.0, 225.0, 90.0, 60.0)
    spread = project_front(36.7, 5.0, rate, start_ts=0.0, asked_ts=600.0, latency_p50_s=30, latency_p95_s=90, rings=(30,))
    view = answer_view(contract(citations=[
        {"n": 1, "kind": "detection", "id": 7, "card": {"frame_id": 7, "cue": "smoke"}},
        {"n": 2, "kind": "spread", "id": 1, "card": {"geojson": spread, "horizon_min": 30}},
        {"n": 3, "kind": "spread", "id": 2, "card": {"geojson": {"type": "FeatureCollection", "features": [{"bad": 1}]}}},
        {"n": 4, "kind": "<img src=x>", "card": "not a dict"}, "not a citation"]))
    frame, good, bad, odd = view["citations"]
    assert frame["card"]["thumb_url"] == "/api/frames/7/thumb" and frame["card"]["boxes"] == []
    kinds = sorted({f["properties"]["kind"] for f in good["card"]["map_features"]})
    assert kinds == ["front", "origin", "ring"]
    assert bad["card"]["map_features"] == []
    assert odd["kind"] == "other" and odd["card"] == {}


def test_stored_answer_decision_text_and_old_evidence():
    view = answer_view({"id": 1, "answer": "ok", "decision": '{"action": "abstain", "reason": "no data"}',
                        "evidence": [{"kind": "frame", "id": 2, "cues": {"width": 10, "height": 10,
                                                                          "smoke": {"regions": [{"box": [0, 0, 5, 5]}]}}}]})
    assert view["decision"] == {"action": "abstain", "reason": "no data"} and view["text"] == "ok"
    assert view["evidence"][0]["upload_index"] == 1
    assert view["evidence"][0]["boxes"] == [{"label": "smoke", "x": 0.0, "y": 0.0, "w": 0.5, "h": 0.5}]
    assert answer_view({"answer": "x", "decision": "warn: free text"})["decision"] is None


def test_the_read_back_reaches_the_page_above_the_verdict():
    view = answer_view(contract(read_back="Read as: fire danger, Béjaïa, latest reading"))
    assert view["read_back"] == "Read as: fire danger, Béjaïa, latest reading"
