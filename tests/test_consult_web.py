"""The consultation over the page's JSON API and the terminal's --json mode, and one run with the
real local model to show its calls stay within the per-step bound."""
import json

import pytest

from appliance.web.app import create_app

from conftest import appliance_cmd
from consult_support import make_box  # noqa: F401


@pytest.fixture
def client(tmp_path, text_embedder):
    box = make_box(tmp_path, text_embedder)
    c = create_app(box).test_client()
    token = c.get("/api/whoami").json["csrf"]
    yield c, {"X-CSRF-Token": token}
    box.db.close()


def test_consultation_through_the_json_api(client):
    c, h = client
    r = c.post("/api/consult", headers=h)
    assert r.status_code == 201
    sid = r.json["session_id"]
    assert r.json["field"] == "role"
    c.post(f"/api/consult/{sid}/answer", json={"text": "incident commander"}, headers=h)
    r = c.post(f"/api/consult/{sid}/answer", json={"text": "Springfield"}, headers=h)
    assert len(r.json["options"]) >= 3
    r = c.post(f"/api/consult/{sid}/answer", json={"text": "1"}, headers=h)
    assert r.json["field"] == "horizon"
    c.post(f"/api/consult/{sid}/skip", headers=h)
    c.post(f"/api/consult/{sid}/answer", json={"text": "ignitions"}, headers=h)
    r = c.post(f"/api/consult/{sid}/answer", json={"text": "past fires"}, headers=h)
    assert r.json["stage"] == "confirm"
    r = c.post(f"/api/consult/{sid}/correct", json={"field": "location", "text": "41.8058, -6.7572"}, headers=h)
    assert any("41.8058, -6.7572" in line for line in r.json["summary"])
    r = c.post(f"/api/consult/{sid}/confirm", headers=h)
    assert r.json["stage"] == "plan"
    r = c.post(f"/api/consult/{sid}/plan", json={"step": 1, "param": "radius_km", "value": 10}, headers=h)
    assert r.json["plan"]["steps"][0]["params"]["radius_km"] == 10
    assert c.post(f"/api/consult/{sid}/plan", json={"drop": 99}, headers=h).status_code == 400
    r = c.post(f"/api/consult/{sid}/run", headers=h)
    assert r.status_code == 200 and r.json["stage"] == "done"
    assert "within 10 km of 41.8058, -6.7572" in r.json["findings"][0]["text"]
    png = c.get(f"/api/consult/{sid}/plot/1")
    assert png.status_code == 200 and png.data[:4] == b"\x89PNG"
    assert c.get(f"/api/consult/{sid}/plot/7").status_code == 404
    r = c.post(f"/api/consult/{sid}/followup", json={"question": "And in August?"}, headers=h)
    assert "were in August" in r.json["answer"]


def test_api_refuses_bad_requests(client):
    c, h = client
    assert c.get("/api/consult/nosuchsession").status_code == 404
    sid = c.post("/api/consult", headers=h).json["session_id"]
    assert c.post(f"/api/consult/{sid}/answer", json={"text": ""}, headers=h).status_code == 400
    assert c.post(f"/api/consult/{sid}/run", headers=h).status_code == 400          # profile first
    assert c.post(f"/api/consult/{sid}/answer", json={"text": "x"}).status_code == 403  # no CSRF token


def test_terminal_consultation_scripted_with_json(tmp_path):
    data = f"store.data_dir={tmp_path / 'data'}"
    assert appliance_cmd("packs", "add", "--shipped", "--set", data).returncode == 0
    script = "\n".join(["planner", "41.8058, -6.7572", "skip", "correct horizon: 10 years", "summer fires",
                        "past fires", "yes", "set 1 radius_km 20", "yes", "How many in September?", "quit"]) + "\n"
    run = appliance_cmd("consult", "--json", "--no-model", "--set", data, input=script, timeout=120)
    assert run.returncode == 0, run.stderr
    replies = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    assert replies[0]["field"] == "role"
    confirm = next(r for r in replies if r.get("stage") == "confirm")
    assert "horizon: 10 years -> 5-10 years" in confirm["summary"]
    done = next(r for r in replies if r.get("stage") == "done")
    assert "within 20 km" in done["findings"][0]["text"]
    assert "were in September" in replies[-1]["answer"]


@pytest.mark.slow
def test_real_model_calls_stay_within_the_bound(tmp_path, config_factory):
    from appliance.box import Box
    from appliance.consult import ConsultSession
    from appliance.packs.install import add_pack
    from consult_support import PACKS

    box = Box(config_factory(**{"consult.max_model_calls_per_step": 2}))
    try:
        for folder in sorted(PACKS.iterdir()):
            add_pack(box.db, folder, box.config.store.data_dir / "packs")
        s = ConsultSession.start(box)
        for text in ["someone who looks after the village", "41.8058, -6.7572", "whenever the council decides",
                     "not sure yet", "all"]:
            s.answer(text)
        s.confirm_profile()
        s.run()
        calls = [a for a in s.state["audit"] if isinstance(a.get("model_call"), int)]
        assert 1 <= sum(a["step"] == "profile" for a in calls) <= 2
        assert sum(a["step"] == "recommendations" for a in calls) <= 2
        assert all(set(a["picked"]) <= set(a["choices"]) for a in calls)
        assert s.state["profile"]["horizon"]["key"] in ("now", "1-5y", "5-10y", "10-30y", "unknown")
    finally:
        box.close()
