"""Plan and analysis steps: the plan is editable JSON; each finding's figures come from the packs
(checked against the raw files); no-data cases (Naperville, RCP 8.5) say so and offer what the
packs hold; plots are drawn; citations only from the pack; follow-ups stay in the session."""
import calendar
import csv
import json
import math

import pytest

from appliance.consult import ConsultError, ConsultSession

from consult_support import PACKS, assert_png, make_box, numbers_in, uci_rows, walk_profile  # noqa: F401

BRAGANCA = (41.8058, -6.7572)
BRAGANCA_TEXT = "41.8058, -6.7572"   # the district has no coordinates in the gazetteer: the planner gives them


@pytest.fixture
def box(tmp_path, text_embedder):
    b = make_box(tmp_path, text_embedder)
    yield b
    b.db.close()


def km(a, b):
    (la1, lo1), (la2, lo2) = [(math.radians(x), math.radians(y)) for x, y in (a, b)]
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371.0088 * math.asin(math.sqrt(h))


def uci_near(place, radius):
    """Independent of appliance.packs: the UCI rows within radius, by the manifest's grid georeference."""
    geo = json.loads((PACKS / "pt-montesinho-fires-uci" / "manifest.json").read_text())["data"]["georeference"]
    west, south, east, north = geo["bbox"]
    out = []
    for i, r in enumerate(uci_rows(), 1):
        lat = north - (int(r["Y"]) - 0.5) * (north - south) / geo["rows"]
        lon = west + (int(r["X"]) - 0.5) * (east - west) / geo["cols"]
        d = km(place, (lat, lon))
        if d <= radius:
            out.append({**r, "row": i, "d": round(d, 1)})
    return out


def pack_numbers() -> set[float]:
    """Every number written in the shipped packs' data and manifests."""
    text = "".join(p.read_text() for p in PACKS.glob("*/*") if p.suffix in (".csv", ".json"))
    return numbers_in(text)


def consult(box, answers, edit=None):
    s = ConsultSession.start(box)
    walk_profile(s, answers)
    s.confirm_profile()
    if edit:
        edit(s)
    return s, s.run()


def test_plan_is_json_built_from_profile_and_packs_and_editable(box):
    s = ConsultSession.start(box)
    walk_profile(s, ["power grid manager", "Denver", "10-30 years", "transmission lines", "fire weather under RCP 8.5 and literature"])
    plan = s.confirm_profile()["plan"]
    assert [st["tool"] for st in plan["steps"]] == ["fire_weather", "literature", "recommendations"]
    assert plan["steps"][0]["params"]["scenario"] == "rcp85" and plan["steps"][0]["packs"] == ["synthetic-fwi-climatology"]
    json.dumps(plan)  # plain data
    p = s.edit_plan(drop=2)
    assert [st["n"] for st in p["plan"]["steps"]] == [1, 2]
    p = s.edit_plan(step=1, param="scenario", value="rcp45")
    assert p["plan"]["steps"][0]["params"]["scenario"] == "rcp45"
    with pytest.raises(ConsultError, match="plan not changed"):
        s.edit_plan(plan={"steps": [{"n": 1, "tool": "crystal_ball", "title": "x", "packs": [], "params": {}}]})
    with pytest.raises(ConsultError, match="plan not changed"):
        s.edit_plan(step=1, param="radius_km", value=-5)
    assert s.prompt()["plan"]["steps"][0]["params"]["scenario"] == "rcp45"  # refused edits change nothing


def test_braganca_analysis_every_figure_comes_from_the_pack(box):
    s, done = consult(box, ["planning section chief", BRAGANCA_TEXT, "this season", "ignitions in the summer peak",
                            "past fires, fire weather, literature"])
    assert done["stage"] == "done"
    inc, fwi, lit = done["findings"][:3]
    near = uci_near(BRAGANCA, 36)
    # the incident figures, recomputed from the raw CSV
    assert inc["figures"]["n_within"] == len(near) and inc["figures"]["n_total"] == 517
    by_month = {m: sum(1 for r in near if r["month"] == calendar.month_abbr[m].lower()) for m in range(1, 13)}
    assert inc["figures"]["by_month"] == by_month
    top = max(by_month, key=by_month.get)
    assert f"{calendar.month_name[top]} {by_month[top]}" in inc["text"]
    assert inc["figures"]["nearest_km"] == min(r["d"] for r in near)
    assert inc["figures"]["largest_ha"] == max(float(r["area"]) for r in near)
    assert "no counts by year" in inc["text"]          # the UCI file has no year: said, not invented
    # the FWI figures are the pack's rows for the nearest cell
    with (PACKS / "synthetic-fwi-climatology" / "fwi.csv").open() as f:
        rows = [r for r in csv.DictReader(f) if (float(r["lat"]), float(r["lon"])) == tuple(fwi["figures"]["cell"])]
    assert sorted(v["fwi"] for v in fwi["figures"]["values"]) == sorted(float(r["fwi"]) for r in rows)
    assert "SYNTHETIC" in fwi["text"]
    # every number shown anywhere in the report is a pack number or one recomputed above
    allowed = pack_numbers() | {len(near), 36, inc["figures"]["nearest_km"], fwi["figures"]["distance_km"]}
    allowed |= set(by_month.values()) | {r["row"] for r in near} | set(range(1, 10)) | {4.5} | set(BRAGANCA)
    assert numbers_in(done["report"]) <= allowed, numbers_in(done["report"]) - allowed
    for f in (inc, fwi):
        assert_png(f["plot"])
    assert done["recommendations"] and done["answer_id"]


def test_citations_come_only_from_the_pack_and_doi_only_when_it_has_one(box):
    _, done = consult(box, ["emergency manager", BRAGANCA_TEXT, "5 years", "evacuation of villages", "all"])
    refs = {r["title"]: r for r in json.loads((PACKS / "synthetic-wildfire-literature" / "references.json").read_text())}
    lit = next(f for f in done["findings"] if f["tool"] == "literature")
    cited = [r for f in done["findings"] for r in f.get("citations", [])] + [r["citation"] for r in done["recommendations"] if r["citation"]]
    assert cited
    for line in cited:
        if "Cortez" in line:  # the incident pack's own data citation, from its manifest
            assert "doi" not in line
            continue
        ref = next(r for t, r in refs.items() if t in line)
        assert ("doi:" in line) == bool(ref["doi"])
        if ref["doi"]:
            assert line.endswith(f"doi:{ref['doi']}")
    assert all(e["title"] in refs for e in lit["evidence"])
    assert any("Evacuation" in c for c in cited)


def test_naperville_has_no_data_and_the_answer_says_so(box):
    _, done = consult(box, ["landscape manager", "Naperville, IL", "5-10 years", "oak ecosystem burning", "past fires and fire weather"])
    inc, fwi = done["findings"][:2]
    assert inc["no_data"] and fwi["no_data"]
    assert "No loaded incident pack has a recorded fire within 36 km of Naperville" in inc["text"]
    assert "Montesinho" in inc["text"] and "Denver" in fwi["text"]   # offers what it does have
    assert inc["plot"] is None and not inc["figures"].get("n_within")
    assert "No recommendation could be tied" in done["report"]


def test_rcp85_is_missing_so_the_answer_says_so_and_shows_rcp45_labelled(box):
    _, done = consult(box, ["infrastructure risk analyst", "Denver", "10-30 years", "energy infrastructure", "fire weather under RCP 8.5"])
    fwi = done["findings"][0]
    assert fwi["no_data"] and "The pack has no RCP 8.5 data for this place" in fwi["text"]
    assert "these are not RCP 8.5 values" in fwi["text"] and "RCP 4.5 2045-2054" in fwi["text"]
    assert {v["scenario"] for v in fwi["figures"]["values"]} == {"historical", "rcp45"}


def test_follow_ups_stay_in_the_session_and_check_the_packs_first(box):
    s, _ = consult(box, ["incident commander", BRAGANCA_TEXT, "now", "summer fires", "all"])
    assert s.state["plan"]["steps"][2]["tool"] == "live_conditions"  # horizon 'now' reads the box's sensors
    out = s.follow_up("Is March a good month for a controlled burn here, and what does RCP 8.5 say?")
    near = uci_near(BRAGANCA, 36)
    march = sum(1 for r in near if r["month"] == "mar")
    assert f"{march} of {len(near)} recorded fires within 36 km were in March" in out["answer"]
    assert "No loaded pack holds RCP 8.5 data" in out["answer"]
    out = s.follow_up("What about Naperville, IL?")
    assert "no data for Naperville" in out["answer"]
    sessions = {sid for _, sid in box.orchestrator.calls}
    assert sessions == {s.id} and len(box.orchestrator.calls) == 3  # live step + two follow-ups
    assert len(ConsultSession.load(box, s.id).state["followups"]) == 2


def test_a_follow_up_the_report_answers_is_answered_from_the_report(box):
    """Issue 19: "Which month had the most fires?" got unrelated station readings though the report held it."""
    s, done = consult(box, ["incident commander", BRAGANCA_TEXT, "next 7 days", "crew safety", "past fires"])
    assert s.state["profile"]["horizon"]["key"] == "now" and s.state["profile"]["concerns"]["tags"] == ["safety"]
    near = uci_near(BRAGANCA, 36)
    by_month = {m: sum(1 for r in near if r["month"] == calendar.month_abbr[m].lower()) for m in range(1, 13)}
    top = max(by_month, key=by_month.get)
    calls = len(box.orchestrator.calls)
    for question in ("Which month had the most fires?", "what month do most fires happen in", "Quel mois a eu le plus d'incendies ?"):
        out = s.follow_up(question)
        assert out["report"]["label"] == "peak_month", question
        assert f"{calendar.month_name[top]} had the most recorded fires within 36 km" in out["answer"]
        assert f"{by_month[top]} of {len(near)}" in out["answer"]
    assert len(box.orchestrator.calls) == calls          # nothing was sent to the station readings
    out = s.follow_up("How many fires were recorded nearby?")
    assert out["report"]["label"] == "fire_count" and f"{len(near)} of the pack's 517" in out["answer"]
    out = s.follow_up("What is the wind speed at the station right now?")
    assert out["report"] is None and len(box.orchestrator.calls) == calls + 1   # live data: the orchestrator


def test_no_packs_loaded_says_so(tmp_path, text_embedder):
    box = make_box(tmp_path, text_embedder, packs=False)
    _, done = consult(box, ["homeowner", BRAGANCA_TEXT, "now", "my house", "past fires"])
    assert done["findings"][0]["no_data"] and "No fire-incident pack is loaded" in done["findings"][0]["text"]
    box.db.close()
