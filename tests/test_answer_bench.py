"""`appliance bench answer` refuses bad input in one line before it loads anything; its question
list is the evaluation's DEV split only (the held-out test items are never timed, read or tuned on)."""
import json

from click.testing import CliRunner

from appliance.bench import answer
from appliance.cli import cli


def test_a_data_dir_without_a_seeded_state_is_refused_with_what_to_run(tmp_path):
    out = CliRunner().invoke(cli, ["bench", "answer", "--data-dir", str(tmp_path)])
    assert out.exit_code == 2 and "appliance demo seed --data-dir" in out.output


def test_question_counts_outside_the_range_are_refused(tmp_path):
    for bad in ("1", "-3", "lots", "100000"):
        out = CliRunner().invoke(cli, ["bench", "answer", "--data-dir", str(tmp_path), "--questions", bad])
        assert out.exit_code == 2 and "--questions" in out.output


def test_the_questions_come_from_the_dev_split_only():
    dev = {json.loads(line)["question"] for line in answer.QUESTIONS.read_text().splitlines()
           if json.loads(line)["split"] == "dev"}
    got = answer.dev_questions(20)
    assert len(got) == 20 and set(got) <= dev


def test_percentiles_are_taken_from_the_sorted_values():
    assert answer.pct([5.0, 1.0, 3.0, 2.0, 4.0], 0.5) == 3.0
    assert answer.pct([5.0, 1.0, 3.0, 2.0, 4.0], 0.95) == 5.0
    assert answer.pct([], 0.5) == 0.0
