"""Read and check a pack's manifest.json; a bad pack is refused with one line saying why."""
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

import jsonschema

SCHEMA = json.loads(Path(__file__).with_name("manifest.schema.json").read_text())


class PackError(Exception):
    """A pack that cannot be installed or read, phrased for the crew member loading it."""


@dataclass
class PackManifest:
    path: Path            # the pack folder
    raw: dict

    @property
    def name(self) -> str:
        return self.raw["name"]

    @property
    def kind(self) -> str:
        return self.raw["kind"]

    @property
    def synthetic(self) -> bool:
        return bool(self.raw["synthetic"])

    @property
    def data(self) -> dict:
        return self.raw["data"]

    @property
    def data_file(self) -> Path:
        return self.path / self.raw["data"]["file"]

    def label(self) -> str:
        """How answers name the pack: its title, licence, and a SYNTHETIC mark where it applies."""
        mark = " — SYNTHETIC test data" if self.synthetic else ""
        return f"{self.raw['title']} [{self.name}, {self.raw['licence']}{mark}]"


def load_manifest(folder: Path | str) -> PackManifest:
    folder = Path(folder)
    path = folder / "manifest.json"
    if not path.is_file():
        raise PackError(f"{folder}: no manifest.json (a pack is a folder with manifest.json and its data)")
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise PackError(f"{path}: not valid JSON ({exc})") from None
    errors = sorted(jsonschema.Draft202012Validator(SCHEMA).iter_errors(raw), key=lambda e: list(e.path))
    if errors:
        where = "/".join(str(p) for p in errors[0].path) or "manifest"
        raise PackError(f"{path}: {where}: {errors[0].message}")
    manifest = PackManifest(folder, raw)
    if not manifest.data_file.is_file():
        raise PackError(f"{path}: data file {raw['data']['file']!r} is missing")
    want = raw["data"].get("sha256")
    if want and hashlib.sha256(manifest.data_file.read_bytes()).hexdigest() != want:
        raise PackError(f"{manifest.data_file}: sha256 does not match the manifest; the pack was changed or damaged")
    return manifest
