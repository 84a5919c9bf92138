"""`appliance geo relate --json`, `appliance geo tag`, `appliance eval geo --json` through the real command."""
import json

from tests.conftest import appliance_cmd
from tests.geo_fixtures import gazetteer_dir  # noqa: F401


def run(gazetteer_dir, *args):
    result = appliance_cmd(*args, "--set", f"models.dir={json.dumps(str(gazetteer_dir))}", timeout=120)
    assert result.returncode == 0, result.stderr
    return result


def test_relate_prints_the_agreed_json_object(gazetteer_dir):
    out = run(gazetteer_dir, "geo", "relate", "--question", "Defensible space rules in Chico?",
              "--passage", "Butte County requires 100 feet.", "--json")
    body = json.loads(out.stdout.strip().splitlines()[-1])
    assert list(body) == ["question_places", "passage_places", "distance", "relation", "decision"]
    assert body["question_places"] == [{"name": "Chico", "admin_level": "city", "id": body["question_places"][0]["id"]}]
    assert body["passage_places"][0]["name"] == "Butte County"
    assert (body["distance"], body["relation"], body["decision"]) == (1, "broader", "warn")


def test_relate_without_json_says_why(gazetteer_dir):
    out = run(gazetteer_dir, "geo", "relate", "-q", "Burn ban in Redding?", "-p", "Chico, California bans burning.")
    assert "abstain" in out.stdout and "Chico" in out.stdout


def test_missing_gazetteer_is_one_clear_line(tmp_path):
    result = appliance_cmd("geo", "tag", "Chico", "--set", f"models.dir={json.dumps(str(tmp_path))}")
    assert result.returncode != 0
    assert "appliance geo build" in result.stderr and "Traceback" not in result.stderr


def test_eval_geo_meets_the_targets(gazetteer_dir):
    out = run(gazetteer_dir, "eval", "geo", "--json")
    metrics = json.loads(out.stdout.strip().splitlines()[-1])
    assert {"good_decision", "false_confidence", "over_abstention", "appropriate_warning"} <= set(metrics)
    assert metrics["pairs"] >= 150
    assert metrics["false_confidence"] <= 0.01
    assert metrics["good_decision"] >= 0.95
