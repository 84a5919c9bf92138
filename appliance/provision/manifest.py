"""models/manifest.json: which file plays which role, and its sha256.

The box refuses a model whose file is missing or whose hash differs from the manifest, and names it.
"""
import hashlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path

from appliance.files import write_atomic

MANIFEST_NAME = "manifest.json"


class ModelError(Exception):
    """A model file is missing, unlisted or does not match its manifest hash."""


@dataclass(frozen=True)
class ModelEntry:
    role: str
    file: str
    sha256: str
    kind: str
    source: str


def sha256_of(path: Path, chunk: int = 1 << 20) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while block := fh.read(chunk):
            digest.update(block)
    return digest.hexdigest()


class Manifest:
    def __init__(self, models_dir: Path, entries: dict[str, ModelEntry] | None = None):
        self.models_dir = Path(models_dir)
        self.entries: dict[str, ModelEntry] = dict(entries or {})

    @classmethod
    def load(cls, models_dir: Path) -> "Manifest":
        path = Path(models_dir) / MANIFEST_NAME
        if not path.is_file():
            raise ModelError(f"no model manifest at {path}: run `appliance models provision` first")
        try:
            raw = json.loads(path.read_text())
            entries = {m["role"]: ModelEntry(**m) for m in raw["models"]}
        except (ValueError, KeyError, TypeError) as exc:
            raise ModelError(f"{path} is not a valid manifest ({exc}); run `appliance models provision` again") from None
        return cls(models_dir, entries)

    def save(self) -> None:
        body = {"models": [asdict(e) for e in sorted(self.entries.values(), key=lambda e: e.role)]}
        write_atomic(self.models_dir / MANIFEST_NAME, (json.dumps(body, indent=2) + "\n").encode())

    def add(self, role: str, file: str, kind: str, source: str) -> ModelEntry:
        path = self.models_dir / file
        entry = ModelEntry(role=role, file=file, sha256=sha256_of(path), kind=kind, source=source)
        self.entries[role] = entry
        return entry

    def has(self, role: str) -> bool:
        return role in self.entries

    def path(self, role: str, verify: bool = True) -> Path:
        """The verified path of a role's file; raises ModelError with a one-line reason."""
        entry = self.entries.get(role)
        if entry is None:
            raise ModelError(f"model role '{role}' is not in {self.models_dir / MANIFEST_NAME}")
        path = self.models_dir / entry.file
        if not path.is_file():
            raise ModelError(f"model file for role '{role}' is missing: {path}")
        if verify:
            actual = sha256_of(path)
            if actual != entry.sha256:
                raise ModelError(
                    f"model file for role '{role}' does not match the manifest: {path} has sha256 "
                    f"{actual[:12]}…, manifest says {entry.sha256[:12]}…; re-provision or re-add it"
                )
        return path

    def check(self) -> list[tuple[str, bool, str]]:
        results = []
        for role in sorted(self.entries):
            try:
                self.path(role)
                results.append((role, True, "ok"))
            except ModelError as exc:
                results.append((role, False, str(exc)))
        return results
