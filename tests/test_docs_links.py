"""A clone is self-contained: the README, docs/ and the packaging point only to files inside it."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def test_every_relative_link_in_the_docs_resolves_inside_the_repository():
    broken = []
    for doc in DOCS:
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", doc.read_text()):
            if "://" in target or target.startswith("mailto:"):
                continue
            path = (doc.parent / target).resolve()
            if not path.exists() or ROOT not in path.parents:
                broken.append(f"{doc.relative_to(ROOT)} -> {target}")
    assert broken == []


def test_nothing_points_outside_the_clone():
    files = DOCS + [ROOT / "pyproject.toml", ROOT / "Dockerfile.jetson"]
    outside = [f"{f.relative_to(ROOT)}:{n}" for f in files for n, line in enumerate(f.read_text().splitlines(), 1)
               if "../shared" in line or "../data/" in line]
    assert outside == [], "write what the clone needs into docs/ instead"
