"""The box's own copies of the operator's map files, under <data_dir>/maps/<name>.<mbtiles|pmtiles>.

A file is checked where it lies, copied beside its final name, checked again as copied and only then
renamed into place, so the page never sees a half-copied or unchecked archive.
"""
import re
import shutil
import threading
from pathlib import Path

from appliance.maps.archive import MapFileError, TileArchive
from appliance.maps.mbtiles import open_mbtiles
from appliance.maps.opener import open_archive

NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
SUFFIXES = (".mbtiles", ".pmtiles")
_open: dict[Path, tuple[float, TileArchive]] = {}
_open_lock = threading.Lock()


def map_dir(config) -> Path:
    return Path(config.store.data_dir) / "maps"


def name_from(path: Path) -> str:
    name = re.sub(r"[^a-z0-9_-]+", "-", Path(path).stem.lower()).strip("-_")[:40]
    return name or "map"


def _full_open(path: Path) -> TileArchive:
    archive = open_archive(path)
    if archive.kind == "mbtiles":   # the slow whole-file check only once, when the operator adds it
        archive.close()
        archive = open_mbtiles(path, full_check=True)
    return archive


def add_map(config, source: Path, name: str | None = None, replace: bool = False) -> dict:
    source = Path(source)
    name = name or name_from(source)
    if not NAME.match(name):
        raise MapFileError(f"map name {name!r}: use 1-40 lower-case letters, digits, - or _")
    checked = _full_open(source)
    kind = checked.kind
    checked.close()
    folder = map_dir(config)
    folder.mkdir(parents=True, exist_ok=True)
    existing = [folder / f"{name}{s}" for s in SUFFIXES if (folder / f"{name}{s}").exists()]
    if existing and not replace:
        raise MapFileError(f"a map named {name!r} is already on the box: pass --replace or choose --name")
    size, free = source.stat().st_size, shutil.disk_usage(folder).free
    if size > free - 256 * 1024 * 1024:
        raise MapFileError(f"not enough disk: the file is {size >> 20} MB and {free >> 20} MB are free")
    final = folder / f"{name}.{kind}"
    tmp = folder / f".{name}.{kind}.part"
    try:
        shutil.copyfile(source, tmp)
        copied = _full_open(tmp)
        info = copied.describe()
        copied.close()
        for old in existing:
            forget(old)
            old.unlink()
        tmp.replace(final)
    finally:
        tmp.unlink(missing_ok=True)
    return {"name": name, "file": str(final), "bytes": size, **info}


def list_maps(config) -> list[dict]:
    """Every map on the box with its format, zooms and bounds; a file that no longer opens is listed with its problem."""
    folder = map_dir(config)
    out = []
    for path in sorted(folder.glob("*")) if folder.is_dir() else []:
        if path.suffix not in SUFFIXES or path.name.startswith("."):
            continue
        try:
            out.append({"name": path.stem, "bytes": path.stat().st_size, **open_map(config, path.stem).describe()})
        except MapFileError as exc:
            out.append({"name": path.stem, "problem": str(exc)})
    return out


def open_map(config, name: str) -> TileArchive:
    if not NAME.match(name or ""):
        raise MapFileError(f"no map named {name!r}")
    folder = map_dir(config)
    path = next((folder / f"{name}{s}" for s in SUFFIXES if (folder / f"{name}{s}").is_file()), None)
    if path is None:
        raise MapFileError(f"no map named {name!r}")
    mtime = path.stat().st_mtime
    with _open_lock:
        cached = _open.get(path)
        if cached and cached[0] == mtime:
            return cached[1]
    archive = open_archive(path)
    with _open_lock:
        _open[path] = (mtime, archive)
    return archive


def forget(path: Path) -> None:
    with _open_lock:
        cached = _open.pop(Path(path), None)
    if cached:
        cached[1].close()


def remove_map(config, name: str) -> str:
    folder = map_dir(config)
    for s in SUFFIXES:
        path = folder / f"{name}{s}"
        if NAME.match(name or "") and path.is_file():
            forget(path)
            path.unlink()
            return str(path)
    raise MapFileError(f"no map named {name!r}: see `appliance maps list`")
