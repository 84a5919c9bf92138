"""Writer mode with the packaged model: forced into writing, every rewrite goes through the verifier,
the audit says whose words the crew got, and the numbers are the composer's either way. The
self-test marks a model capable only when the verifier accepts all its rewrites."""
import json
import shutil

import pytest

from appliance.compose.selftest import CASES, record_writer_flag, writer_capable, writer_selftest
from appliance.compose.verify import verify
from appliance.config import load_config
from appliance.llm.runtime import spec_from_manifest
from appliance.llm.worker import ModelWorker
from appliance.orchestrator.decay import DecayOrchestrator
from appliance.paths import ALGERIAN_CSV, MODELS_DIR
from appliance.store.db import Database
from appliance.store.readings import insert_readings
from firmware_bridge.algerian import parse_algerian


@pytest.fixture(scope="module")
def model(manifest):
    w = ModelWorker(spec_from_manifest(manifest, load_config(None, {"llm.n_threads": 1})), timeout_s=300)
    yield w
    w.close()


@pytest.fixture(scope="module")
def db(tmp_path_factory):
    d = Database(tmp_path_factory.mktemp("writer") / "appliance.db")
    days = [x for x in parse_algerian(ALGERIAN_CSV).days if x.device == "bejaia"][60:63]
    insert_readings(d, [("demo", x.device, {**x.reading(i + 1), "extra": dict(x.codes)}) for i, x in enumerate(days)])
    return d


def test_the_packaged_model_forced_to_write_is_verified_and_the_audit_says_whose_words(db, model, text_embedder, tmp_path):
    config = load_config(None, {"store.data_dir": str(tmp_path), "answers.writer": "force", "answers.writer_reasks": 1,
                                "answers.now": "2012-08-01T12:00:00Z", "orchestrator.answer_budget_s": 600,
                                "llm.timeout_s": 300})
    a = DecayOrchestrator(db, text_embedder, model, config).answer("What is the wind at Bejaia?")
    calls = [c for c in a.audit["model_calls"] if c["agent"] == "writer"]
    assert 1 <= len(calls) <= 2                              # one try plus at most one re-ask
    assert a.writer == a.audit["writer"] and a.writer in ("model", "composer")
    step = next(s for s in a.audit["steps"] if s["step"] == "writer")
    facts = [line for line in a.audit["model_calls"][-1]["messages"][1]["content"].split("\n")[1:] if "[" in line]
    if a.writer == "model":
        assert step["accepted"] and calls[-1].get("rejected") is None
        body = a.text.split("** ", 1)[1]
        assert verify(body.split(" Not available:")[0], facts, len(a.citations), ["Béjaïa", "bejaia"]) is None
    else:
        assert not step["accepted"] and all(c.get("rejected") or c.get("error") for c in calls)
        assert "wind" in a.text and "[1]" in a.text        # the composer's sentence stands
    assert a.text.startswith(f"**{a.verdict}.**")            # the verdict is never reworded


def test_auto_mode_uses_the_model_only_when_its_self_test_passed(db, model, text_embedder, tmp_path):
    models = tmp_path / "models"
    models.mkdir()
    shutil.copy(MODELS_DIR / "manifest.json", models / "manifest.json")
    config = load_config(None, {"store.data_dir": str(tmp_path), "models.dir": str(models)})
    assert not writer_capable(models, model.sha256)
    assert DecayOrchestrator(db, text_embedder, model, config).writer is False
    record_writer_flag(models, model.sha256, {"capable": True, "passed": 3, "of": 3, "tested_at": 0})
    assert DecayOrchestrator(db, text_embedder, model, config).writer is True
    record_writer_flag(models, "another-file", {"capable": False, "passed": 1, "of": 3, "tested_at": 0})
    assert DecayOrchestrator(db, text_embedder, model, config).writer is True      # each file keeps its own result
    assert not writer_capable(models, "another-file")
    shutil.copy(MODELS_DIR / "manifest.json", models / "manifest.json")
    record_writer_flag(models, "another-file", {"capable": True, "passed": 3, "of": 3, "tested_at": 0})
    assert DecayOrchestrator(db, text_embedder, model, config).writer is False     # a different file is not trusted
    assert json.loads((models / "manifest.json").read_text())["models"]               # the model list is kept


def test_the_self_test_marks_capable_only_when_every_rewrite_is_accepted(model):
    result = writer_selftest(model, timeout_s=300)
    assert result["of"] == len(CASES) and result["capable"] == (result["passed"] == len(CASES))
    assert len(result["details"]) == len(CASES)


class Echo:
    """A 'model' that returns the facts unchanged: a perfect writer, so the self-test must pass."""
    def chat(self, messages, max_tokens=0, timeout_s=None):
        facts = messages[1]["content"].split("Facts:\n", 1)[1].split("\n\nRewrite")[0]
        return {"choices": [{"message": {"content": facts.replace("\n", " ")}}]}


class Liar(Echo):
    def chat(self, messages, max_tokens=0, timeout_s=None):
        out = super().chat(messages)
        out["choices"][0]["message"]["content"] = out["choices"][0]["message"]["content"].replace("24.1", "42.0")
        return out


def test_the_self_test_separates_a_faithful_writer_from_one_that_changes_a_number():
    assert writer_selftest(Echo())["capable"] is True
    liar = writer_selftest(Liar())
    # The verifier names the invented number (as 42 or 42.0, however it normalises it).
    assert liar["capable"] is False and "number 42" in json.dumps(liar["details"])


def test_a_number_moved_to_another_unit_or_a_dropped_citation_never_reaches_a_crew():
    from appliance.compose.writer import attach_trailing_marks, check

    facts = ["Likely 1.4 km; low 0.7 km, high 2.8 km for a wind 30 % weaker or stronger [1].",
             "Running with a 22 km/h wind from the south-west at 47.0 m/min [2]."]
    # Written by Qwen2.5 1.5B under the old prompt: every number is in the facts, the distance became a wind.
    wrong = ("The wind is likely between 1.4 and 2.8 km per hour, with a low of 0.7 km and a high of 2.8 km [1]. "
             "Running with a 22 km/h wind from the south-west at 47.0 m/min [2].")
    assert verify(wrong, facts, 2, []) is None                         # the number check alone lets it through
    assert check(wrong, facts, 2, []) == "the number 2.8 is given in km, not km/h"
    # (It keeps the 30 %: a rewrite that leaves a figure out is refused since dropped_number.)
    right = ("The head is likely 1.4 km out, 0.7 km to 2.8 km for a wind 30 % weaker or stronger [1]. "
             "It runs at 47.0 m/min in a 22 km/h wind [2].")
    assert check(right, facts, 2, []) is None
    assert check("The head is likely 1.4 km out [1].", facts, 2, []) == "the citation [2] of the facts is missing"
    # Markers written after the full stop belong to the sentence before it; nothing else moves.
    moved = attach_trailing_marks("Watch valley-1 against ridge-3. [1] [2] Valley-1 is drier. [3] [4]. ")
    assert moved == "Watch valley-1 against ridge-3 [1] [2]. Valley-1 is drier [3] [4]."


DANGER = ("Very low fire danger at Sidi-Bel Abbes today (FWI 0.5, published by the station network) [1]. "
          "Unchanged class from the day before (very low, FWI 0.7).")


def test_every_sentence_of_a_fact_is_given_to_the_writer_with_the_facts_own_marker():
    import re

    from appliance.compose.writer import marked_facts

    quote = ("“Fire agencies inspect defensible space. An owner can be ordered to clear it.” "
             "(Butte County defensible space requirements, § Inspections) [2]")
    single = "Béjaïa at 12:00 CET: 25 °C, relative humidity 78 % [3] [4]."
    got = marked_facts([DANGER, quote, single])
    assert got[0].endswith("Unchanged class from the day before (very low, FWI 0.7) [1].")
    assert got[1].startswith("“Fire agencies inspect defensible space [2]. An owner")
    assert got[2] == single                                          # one sentence: nothing to add
    strip = lambda t: re.sub(r"\s*\[\d+\]", "", t)  # noqa: E731
    assert [strip(f) for f in got] == [strip(f) for f in (DANGER, quote, single)]   # only markers added


def test_the_composers_second_sentence_may_be_reworded_but_never_changed():
    from appliance.compose.writer import check, marked_facts, rewrite

    facts = marked_facts([DANGER])
    good = ("Fire danger is very low at Sidi-Bel Abbes today, FWI 0.5 [1]. "
            "The class is unchanged from the day before, very low with FWI 0.7 [1].")
    assert check(good, facts, 1, ["Sidi-Bel Abbes"]) is None
    assert check(good.replace("0.7", "0.8"), facts, 1, ["Sidi-Bel Abbes"]) == "the number 0.8 is not in the facts"
    assert "carries no [n]" in check(good.replace("0.7 [1].", "0.7."), facts, 1, ["Sidi-Bel Abbes"])
    # A writer copying the composer's two sentences (what the 1.5B model did) is accepted now, refused before.
    text, attempts = rewrite(Echo(), [DANGER], 1, ["Sidi-Bel Abbes"], reasks=0, max_tokens=64, timeout_s=5)
    assert text is not None and text.count("[1]") == 2 and not attempts[0]["rejected"]
    from appliance.compose.verify import verify
    assert "carries no [n]" in verify(DANGER, [DANGER], 1, ["Sidi-Bel Abbes"])


def test_a_rewrite_that_leaves_a_figure_out_never_reaches_a_crew():
    from appliance.compose.writer import check

    facts = ["1 possible fire or smoke detection from the drone, the latest at 12:25 CET, no front projected [3].",
             "In the box's record of past fires at Sidi-Bel Abbes, 44 days had FWI above 10 and 44 of them had a fire [1]."]
    # Both written by Qwen2.5 1.5B: every [n] kept, a fact turned around or cut short.
    assert check("No fire or smoke detection was reported from the drone at 12:25 CET [3]. In the record, 44 days "
                 "had FWI above 10 and 44 had a fire [1].", facts, 3, []) == "the number 1 of the facts is missing"
    assert check("The drone saw 1 possible fire or smoke, at 12:25 CET, no front projected [3]. "
                 "In the record, 44 days had FWI above 10 [1].", facts, 3, []) is None   # 44 twice: one copy is enough
    assert "the time 12:25" in check("The drone saw 1 possible fire [3]. 44 days had FWI above 10 [1].", facts, 3, [])
    zero = ["Béjaïa, the last 24 h: 0 fire days of the 2 days in the box's past-fire record [1]."]
    assert check("Béjaïa had no fire days in the last 24 h, of 2 days in the record [1].", zero, 1, []) is None
    # A figure the crew still reads in the lines the writer does not touch (the data age) is not lost.
    age = ["Béjaïa at 12:00 CET (1 h before the question): 25 °C [1]."]
    assert check("At 12:00 CET Béjaïa had 25 °C [1].", age, 1, []) == "the number 1 of the facts is missing"
    assert check("At 12:00 CET Béjaïa had 25 °C [1].", age, 1, [], shown="Newest data: 12:00 CET, 1 h before the question.") is None


def test_an_unmarked_sentence_takes_the_next_ones_marker_only_when_its_figures_are_that_facts():
    from appliance.compose.writer import carry_marks_back

    facts = ["At ridge-3: 44 days had FWI above 10 and 44 of them had a fire; the latest on 2012-09-23 [1].",
             "Wind 22 km/h [2]."]
    text = "44 days had FWI above 10 and 44 of them had a fire. The latest was 2012-09-23 [1]."
    assert carry_marks_back(text, facts) == ("44 days had FWI above 10 and 44 of them had a fire [1]. "
                                             "The latest was 2012-09-23 [1].")
    other = "The wind was 22 km/h. The latest was 2012-09-23 [1]."           # 22 is fact [2]'s, not [1]'s
    assert carry_marks_back(other, facts) == other
    last = "The latest was 2012-09-23 [1]. 44 of them had a fire."             # nothing after it: left unmarked
    assert carry_marks_back(last, facts) == last


def test_an_integer_is_never_read_as_another_by_its_trailing_zeros():
    facts = ["1 possible fire or smoke detection from the drone [1]."]
    assert verify("10 possible fire or smoke detections from the drone [1].", facts, 1, []) == \
        "the number 10 is not in the facts"
    assert verify("FWI 17.50 [1].", ["FWI 17.5 [1]."], 1, []) is None            # a decimal's zeros may go


def test_a_sentence_moved_to_another_source_never_reaches_a_crew():
    from appliance.compose.writer import check

    facts = ["“Every crew keeps four things in place before it engages a fire: Lookouts, Communications, Escape routes "
             "and Safety zones [1]. Lookouts watch the fire and the weather and can see the crew.” (LCES, § LCES) [1]",
             "“It does not replace a crew's training or its supervisor.” (LCES, § About) [2]",
             "Very low fire danger at Béjaïa today (FWI 0.1) [3].", "Béjaïa at 12:00 CET: 25 °C [4]."]
    right = ("Every crew keeps Lookouts, Communications, Escape routes and Safety zones before it engages a fire [1]. "
             "Lookouts watch the fire and the weather and can see the crew [1]. It does not replace a crew's training "
             "or its supervisor [2]. Danger is very low at Béjaïa today, FWI 0.1 [3]. At 12:00 CET Béjaïa had 25 °C [4].")
    assert check(right, facts, 4, ["Béjaïa"]) is None
    # Written by Qwen2.5 1.5B: every number and [n] kept, one passage's sentence cited to the other passage.
    moved = right.replace("can see the crew [1]", "can see the crew [2]")
    assert check(moved, facts, 4, ["Béjaïa"]) == "“Lookouts watch the fire and the weather and can see the crew” does not say what [2] says"
    swapped = right.replace("FWI 0.1 [3]. At 12:00 CET Béjaïa had 25 °C [4]", "FWI 0.1 [4]. At 12:00 CET Béjaïa had 25 °C [3]")
    assert "cites [4], whose facts do not give 0.1" in check(swapped, facts, 4, ["Béjaïa"])


def test_a_judgement_the_facts_do_not_make_never_reaches_a_crew():
    from appliance.compose.writer import check

    facts = ["Sidi-Bel Abbes, fire danger over the last week: FWI 0.4 on 24 September to 0.5 on 30 September, "
             "peak 6.5 (low) on 26 September [1].", "Béjaïa at 12:00 CET: 25 °C, wind 14 km/h [2]."]
    names = ["Sidi-Bel Abbes", "Béjaïa"]
    ok = ("Over the last week the FWI at Sidi-Bel Abbes went from 0.4 on 24 September to 0.5 on 30 September, with a "
          "low peak of 6.5 on 26 September [1]. At 12:00 CET Béjaïa had 25 °C and a wind of 14 km/h [2].")
    assert check(ok, facts, 2, names) is None
    # Both written by Qwen2.5 1.5B on the crew dev set: every figure right, the judgement invented.
    assert "says moderate" in check(ok.replace("a low peak", "a moderate peak"), facts, 2, names)
    assert "says strong" in check(ok.replace("a wind of 14", "a strong wind of 14"), facts, 2, names)
