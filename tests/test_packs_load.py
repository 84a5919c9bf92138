"""Regional data packs: manifest checks, installation, the shipped packs and their queries."""
import json
import shutil

import pytest

from appliance.packs import PackError, load_manifest
from appliance.packs.fwi import fwi_at
from appliance.packs.incidents import incidents_near, parse_month
from appliance.packs.install import add_pack, list_packs
from appliance.packs.literature import cite
from appliance.store.db import Database

from conftest import appliance_cmd
from consult_support import PACKS, UCI_CSV, uci_rows


@pytest.fixture
def db(tmp_path):
    d = Database(tmp_path / "a.db")
    yield d
    d.close()


def test_shipped_packs_install_with_manifest_and_provenance(db, tmp_path):
    for folder in sorted(PACKS.iterdir()):
        add_pack(db, folder, tmp_path / "packs")
    packs = {p["name"]: p for p in list_packs(db)}
    assert set(packs) == {"pt-montesinho-fires-uci", "synthetic-fwi-climatology", "synthetic-wildfire-literature"}
    uci = packs["pt-montesinho-fires-uci"]
    assert (uci["rows"], uci["licence"], uci["synthetic"]) == (517, "CC BY 4.0", False)
    assert "Montesinho" in uci["region"]["name"] and uci["date"]
    assert (tmp_path / "packs" / "pt-montesinho-fires-uci" / "PROVENANCE.md").is_file()
    assert packs["synthetic-fwi-climatology"]["synthetic"] and packs["synthetic-wildfire-literature"]["synthetic"]
    assert "SYNTHETIC" in packs["synthetic-fwi-climatology"]["title"]
    # adding again replaces, never duplicates
    add_pack(db, PACKS / "pt-montesinho-fires-uci", tmp_path / "packs")
    assert db.scalar("SELECT COUNT(*) FROM pack_incidents") == 517


@pytest.mark.parametrize("damage, message", [
    (lambda m: m.pop("licence"), "licence"),
    (lambda m: m.update(kind="video"), "kind"),
    (lambda m: m["data"].update(sha256="0" * 64), "sha256 does not match"),
    (lambda m: m["data"].update(file="missing.csv"), "missing"),
])
def test_bad_manifest_is_refused_with_the_reason(tmp_path, damage, message):
    folder = tmp_path / "pack"
    shutil.copytree(PACKS / "pt-montesinho-fires-uci", folder)
    manifest = json.loads((folder / "manifest.json").read_text())
    damage(manifest)
    (folder / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(PackError, match=message):
        load_manifest(folder)


def test_folder_without_manifest_is_refused(tmp_path):
    with pytest.raises(PackError, match="no manifest.json"):
        load_manifest(tmp_path)


def test_incident_counts_by_month_equal_the_csv(db, tmp_path):
    add_pack(db, PACKS / "pt-montesinho-fires-uci", tmp_path / "packs")
    found = incidents_near(db, 41.86, -6.85, radius_km=500)  # everything in the park
    assert len(found) == 1 and found[0]["n_within"] == 517
    want = {m: 0 for m in range(1, 13)}
    for row in uci_rows():
        want[parse_month(row["month"])] += 1
    assert found[0]["by_month"] == want
    assert found[0]["by_year"] is None  # the UCI file has no year: no invented split
    assert found[0]["largest"]["size_ha"] == max(float(r["area"]) for r in uci_rows())
    assert incidents_near(db, 41.7508, -88.1535, 36) == []  # Naperville: no data, not a guess


def test_fwi_missing_scenario_and_far_place(db, tmp_path):
    add_pack(db, PACKS / "synthetic-fwi-climatology", tmp_path / "packs")
    here = fwi_at(db, 41.8058, -6.7572, "rcp85")[0]
    assert here["asked_missing"] and here["scenarios"] == ["historical", "rcp45"]
    assert {v["scenario"] for v in here["values"]} == {"historical", "rcp45"}
    assert all(v["danger_class"] for v in here["values"])
    just45 = fwi_at(db, 41.8058, -6.7572, "rcp45")[0]
    assert not just45["asked_missing"]
    assert fwi_at(db, 41.7508, -88.1535, None) == []  # Naperville is outside both synthetic grids


def test_doi_shown_only_when_the_pack_has_one():
    assert cite({"authors": "A", "year": 2020, "title": "T", "doi": "10.5555/x"}).endswith("doi:10.5555/x")
    assert "doi" not in cite({"authors": "A", "year": 2020, "title": "T", "doi": None})


def test_cli_packs_add_and_list(tmp_path):
    data = f"store.data_dir={tmp_path / 'data'}"
    added = appliance_cmd("packs", "add", "--shipped", "--json", "--set", data)
    assert added.returncode == 0, added.stderr
    assert {p["name"]: p["rows"] for p in json.loads(added.stdout.strip().splitlines()[-1])["added"]}["pt-montesinho-fires-uci"] == 517
    listed = appliance_cmd("packs", "list", "--set", data)
    assert "pt-montesinho-fires-uci" in listed.stdout and "SYNTHETIC" in listed.stdout
    bad = appliance_cmd("packs", "add", str(tmp_path), "--set", data)
    assert bad.returncode != 0 and "no manifest.json" in bad.stderr and "Traceback" not in bad.stderr
