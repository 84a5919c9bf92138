"""The command post's incident picture on disk, for the processes that do not hold it in memory.

The watcher (watcher.py) keeps the picture in the service process (an engine's NeighbourWatcher, its
neighbours' summaries); an answer (`appliance ask`, the
page's Ask), `appliance fleet export-map` and the fleet exports read this copy instead, so nothing on
the answer path opens an MQTT connection (appliance/__init__.py). It is the snapshot the /fleet page
serves, without thumbnails, rewritten at most every WRITE_EVERY_S while the picture changes. Ages
are counted from the times inside it (when each engine sent each thing), never from the file's own
time, so a copy a few seconds old gives the same ages and the same silent sites as the live picture.
"""
import json
import time
from pathlib import Path

from appliance.files import write_atomic

WRITE_EVERY_S = 2.0


class NoPicture(Exception):
    """No incident picture to read: this box is no command post, or its watcher has written none yet."""


def picture_path(config) -> Path:
    return Path(config.store.data_dir) / "fleet" / "picture.json"


def without_thumbnails(snapshot: dict) -> dict:
    sites = [{**s, "detections": [{k: v for k, v in d.items() if k != "thumbnail_jpeg_b64"} for d in s.get("detections", [])]}
             for s in snapshot.get("sites", [])]
    return {**snapshot, "sites": sites}


def write_picture(path: Path, snapshot: dict) -> None:
    body = {**without_thumbnails(snapshot), "written_at": time.time()}
    write_atomic(path, json.dumps(body, separators=(",", ":"), default=str).encode())


def read_picture(config) -> dict:
    """The picture the command post holds (at an engine: the neighbours' summaries the command post fanned out,
    neighbours.py); NoPicture with the reason in words when there is none."""
    if config.fleet.role == "standalone":
        raise NoPicture("this box is in no incident ([fleet] role = standalone)")
    path = picture_path(config)
    try:
        body = json.loads(path.read_text())
    except FileNotFoundError:
        raise NoPicture("the command post holds no incident picture yet: no engine has reported, "
                        "or the box's fleet watcher is not running") from None
    except (OSError, ValueError) as exc:
        raise NoPicture(f"the incident picture at {path} cannot be read ({type(exc).__name__})") from None
    if not isinstance(body, dict) or not isinstance(body.get("sites"), list):
        raise NoPicture(f"the incident picture at {path} is not a picture")
    return body
