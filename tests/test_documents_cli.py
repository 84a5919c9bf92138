"""`appliance docs add|list|search` through the real console command."""
import json

from conftest import appliance_cmd


def test_docs_add_reports_each_file_and_exit_status(tmp_path):
    data = tmp_path / "data"
    good = tmp_path / "guide.md"
    good.write_text("# Crew Guide\n\n## Evacuation\n\nResidents of Paradise leave by the Skyway. "
                    "Shelters open at the fairgrounds in Chico.\n")
    bad = tmp_path / "photo.txt"
    bad.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(range(256)))
    store = ["--set", f"store.data_dir={data}"]
    proc = appliance_cmd("docs", "add", str(good), str(bad), "--kind", "plan", "--json", *store, timeout=120)
    assert proc.returncode == 1
    assert "error: " in proc.stderr and "photo.txt: binary content" in proc.stderr and "Traceback" not in proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert [d["status"] for d in result["documents"]] == ["added", "error"]
    listed = json.loads(appliance_cmd("docs", "list", "--json", *store).stdout.strip().splitlines()[-1])
    assert [(d["title"], d["kind"]) for d in listed["documents"]] == [("Crew Guide", "plan")]
    found = appliance_cmd("docs", "search", "where are the shelters", *store, timeout=120)
    assert found.returncode == 0 and "[Crew Guide, § Evacuation]" in found.stdout
    removed = appliance_cmd("docs", "remove", str(listed["documents"][0]["id"]), *store)
    assert removed.returncode == 0 and "removed" in removed.stdout
    assert json.loads(appliance_cmd("docs", "list", "--json", *store).stdout.strip().splitlines()[-1]) == {"documents": []}
    missing = appliance_cmd("docs", "remove", "999", *store)
    assert missing.returncode != 0 and "no document with id 999" in missing.stderr
