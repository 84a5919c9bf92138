"""`appliance models pull`: fetch field models by pinned URL and sha256 into models/.

Runs on a connected staging machine; the box itself never downloads. A download goes to
`<file>.part` and resumes from its size with an HTTP Range request after a dropped connection
(a 4 GB GGUF over a field uplink rarely arrives in one go). The file is renamed into place only
when its sha256 matches the pin, then registered in models/manifest.json like any other model.
"""
import re
import time
import tomllib
import urllib.error
import urllib.request
from dataclasses import dataclass
from http.client import HTTPException
from pathlib import Path

from edgelink.backoff import Backoff

from appliance.provision.manifest import MANIFEST_NAME, Manifest, ModelError, sha256_of

SHA256_RE = re.compile(r"^[0-9a-f]{64}$")
CHUNK = 1 << 20


@dataclass(frozen=True)
class FieldModel:
    role: str
    file: str
    url: str
    sha256: str
    kind: str
    note: str = ""

    @property
    def pinned(self) -> bool:
        return bool(SHA256_RE.match(self.sha256))


def load_field_models(path: Path) -> list[FieldModel]:
    try:
        raw = tomllib.loads(Path(path).read_text())
        models = [FieldModel(**m) for m in raw["model"]]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ModelError(f"{path} is not a valid field model list ({exc})") from None
    for m in models:
        # A file name from the list lands inside models/; never let it climb out.
        if Path(m.file).is_absolute() or ".." in Path(m.file).parts:
            raise ModelError(f"{path}: role '{m.role}' has file '{m.file}' outside the models directory")
    return models


def load_or_new_manifest(models_dir: Path) -> Manifest:
    """The existing manifest, or an empty one for a fresh folder; a broken manifest is an error, not reset."""
    if (Path(models_dir) / MANIFEST_NAME).exists():
        return Manifest.load(models_dir)
    return Manifest(models_dir)


def _fetch_once(url: str, part: Path, timeout: float) -> None:
    """Append to `part` from where it stops; raises OSError/HTTPException when the link drops."""
    have = part.stat().st_size if part.exists() else 0
    request = urllib.request.Request(url, headers={"Range": f"bytes={have}-"} if have else {})
    try:
        response = urllib.request.urlopen(request, timeout=timeout)
    except urllib.error.HTTPError as exc:
        if exc.code == 416 and have:  # range starts at the end: the part file is already whole
            return
        raise
    with response:
        # 200 to a Range request means the server ignores ranges: start again from zero.
        mode = "ab" if have and response.status == 206 else "wb"
        with open(part, mode) as fh:
            while block := response.read(CHUNK):
                fh.write(block)
        expected = response.headers.get("Content-Length")
        written = part.stat().st_size - (have if mode == "ab" else 0)
        if expected is not None and written < int(expected):
            raise HTTPException(f"connection closed after {written} of {expected} bytes")


def download(url: str, dest: Path, sha256: str, *, attempts: int = 5, timeout: float = 60.0,
             backoff_s: float = 0.5, log=print) -> Path:
    """Download `url` to `dest` (resuming `dest.part`), verify sha256, rename into place."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    part = dest.with_name(dest.name + ".part")
    delays = Backoff(backoff_s, 8 * backoff_s)
    for attempt in range(1, attempts + 1):
        try:
            _fetch_once(url, part, timeout)
            break
        except urllib.error.HTTPError as exc:
            raise ModelError(f"{url}: HTTP {exc.code} {exc.reason}") from None
        except (OSError, HTTPException) as exc:
            size = part.stat().st_size if part.exists() else 0
            if attempt == attempts:
                raise ModelError(f"{url}: gave up after {attempts} attempts ({exc}); "
                                 f"{size} bytes kept in {part}, run pull again to resume") from None
            log(f"  link dropped at {size} bytes ({exc}); resuming (attempt {attempt + 1}/{attempts})")
            time.sleep(delays.next())
    actual = sha256_of(part)
    if actual != sha256:
        # A bad file is never kept as a resume point: the next pull starts clean.
        part.unlink()
        raise ModelError(f"{url}: sha256 {actual} does not match the pin {sha256}; file discarded")
    part.replace(dest)
    return dest


def pull(models_dir: Path, field_models: list[FieldModel], roles: tuple[str, ...] = (), log=print,
         **download_kw) -> Manifest:
    """Fetch each listed model (or only `roles`) that is missing or wrong; register it in the manifest."""
    models_dir = Path(models_dir)
    chosen = [m for m in field_models if not roles or m.role in roles]
    unknown = set(roles) - {m.role for m in field_models}
    if unknown:
        raise ModelError(f"no field model with role {', '.join(sorted(unknown))}")
    unpinned = [m.role for m in chosen if not m.pinned]
    if unpinned:
        raise ModelError(f"refusing to pull without a pinned sha256: {', '.join(unpinned)} "
                         "(fill the hash in models/field_models.toml on the staging machine)")
    manifest = load_or_new_manifest(models_dir)
    for m in chosen:
        dest = models_dir / m.file
        if dest.is_file() and sha256_of(dest) == m.sha256:
            log(f"  {m.role:<20} {m.file}: already present")
        else:
            log(f"  {m.role:<20} fetching {m.url}")
            download(m.url, dest, m.sha256, log=log, **download_kw)
        manifest.add(m.role, m.file, m.kind, m.url)
        manifest.save()  # after each file: an interrupted pull keeps what it already verified
    return manifest
