"""The one way the box replaces a file: write beside it, fsync, rename over it, fsync the folder.

After a power cut the path holds the old file or the new one, never half of one, and the rename
itself is on disk (without the folder's fsync a journaling file system may forget the rename).
"""
import os
import tempfile
from pathlib import Path


def publish_file(tmp: Path, final: Path) -> None:
    """Move a finished temp file (same folder) over `final`, durably."""
    with open(tmp, "rb") as fh:
        os.fsync(fh.fileno())
    os.replace(tmp, final)
    fsync_folder(Path(final).parent)


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` durably; a failure leaves the old file and no temp file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        publish_file(Path(tmp), path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def fsync_folder(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
