"""Read the built gazetteer: names to candidate places, a place's ancestors leaf to root.

Opened read-only; every lookup is an indexed SQLite query (well under a millisecond), cached.
"""
import os
import sqlite3
import threading
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from appliance.paths import MODELS_DIR

GAZETTEER_FILE = "gazetteer.sqlite"
# Prominence order; a named feature ranks with counties (it is usually smaller than a state).
LEVEL_RANK = {"country": 0, "region": 1, "state": 2, "feature": 3, "county": 3, "city": 4}


class GazetteerMissing(RuntimeError):
    """The gazetteer database has not been built."""


@dataclass(frozen=True)
class Place:
    id: str
    name: str
    level: str
    kind: str
    parent: str | None
    country: str
    population: int
    label: str

    def as_dict(self) -> dict:
        """The shape stored on chunks and printed by the CLI."""
        return {"name": self.name, "admin_level": self.level, "id": self.id}


def default_path() -> Path:
    return Path(os.environ.get("APPLIANCE_GAZETTEER", MODELS_DIR / GAZETTEER_FILE))


class Gazetteer:
    def __init__(self, path: Path | None = None):
        self.path = Path(path or default_path())
        if not self.path.is_file():
            raise GazetteerMissing(f"no gazetteer at {self.path}: run `appliance geo build`")
        self._db = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
        self._lock = threading.Lock()
        self.place = lru_cache(maxsize=65536)(self._place)
        self.candidates = lru_cache(maxsize=65536)(self._candidates)
        self.ancestors = lru_cache(maxsize=65536)(self._ancestors)
        self.depths = lru_cache(maxsize=65536)(self._depths)
        with self._lock:
            rows = self._db.execute("SELECT norm FROM name").fetchall()
            extra = self._db.execute("SELECT place, parent FROM member").fetchall()
        self.second_parents: dict[str, list[str]] = {}
        for place, parent in extra:
            self.second_parents.setdefault(place, []).append(parent)
        # Longest name (in tokens) starting with each first token: the matcher tries only those spans.
        self.max_span: dict[str, int] = {}
        for (norm,) in rows:
            first, n = norm.split(" ", 1)[0], norm.count(" ") + 1
            if n > self.max_span.get(first, 0):
                self.max_span[first] = n

    def _query(self, sql: str, args: tuple) -> list:
        with self._lock:
            return self._db.execute(sql, args).fetchall()

    def _place(self, pid: str) -> Place | None:
        rows = self._query("SELECT id, name, level, kind, parent, country, population, label FROM place WHERE id=?", (pid,))
        return Place(*rows[0]) if rows else None

    def _candidates(self, norm: str) -> tuple[tuple[str, str], ...]:
        """(place id, form) for every place that has this normal-form name."""
        return tuple(self._query("SELECT place, form FROM name WHERE norm=?", (norm,)))

    def parents(self, pid: str) -> list[str]:
        p = self.place(pid)
        return ([p.parent] if p and p.parent else []) + self.second_parents.get(pid, [])

    def _ancestors(self, pid: str) -> tuple[str, ...]:
        """The place and everything above it, leaf to root: H(v) of the paper with v first.

        With second parents (Alameda County in the Bay Area and in California) the order is by the
        longest path from v, so every place comes before its own ancestors: [Oakland, Alameda
        County, San Francisco Bay Area, California, West, United States]. Ties keep the primary
        chain first.
        """
        depth, order, stack = {pid: 0}, [pid], [pid]
        while stack:
            node = stack.pop()
            for parent in self.parents(node):
                if depth.get(parent, -1) < depth[node] + 1 and depth[node] < 32:
                    if parent not in depth:
                        order.append(parent)
                    depth[parent] = depth[node] + 1
                    stack.append(parent)
        return tuple(sorted(order, key=lambda n: (depth[n], order.index(n))))

    def _depths(self, pid: str) -> dict[str, int]:
        """Fewest steps up from the place to each ancestor. A second parent adds a way up, never a
        longer one: Oregon stays two steps below the United States with the Pacific Northwest added."""
        depth, frontier = {pid: 0}, [pid]
        while frontier:
            nxt = []
            for node in frontier:
                for parent in self.parents(node):
                    if parent not in depth:
                        depth[parent] = depth[node] + 1
                        nxt.append(parent)
            frontier = nxt
        return depth

    def find(self, name: str) -> list[Place]:
        """Every place called `name` (any alias or abbreviation), most populous first."""
        from appliance.geo.names import normalize
        ids = {pid for pid, _ in self.candidates(normalize(name))}
        return sorted((self.place(i) for i in ids), key=lambda p: -p.population)

    def children(self, pid: str, limit: int = 50) -> list[Place]:
        rows = self._query("SELECT id FROM place WHERE parent=? ORDER BY population DESC LIMIT ?", (pid, limit))
        return [self.place(r[0]) for r in rows]


@lru_cache(maxsize=4)
def _open(path: str) -> Gazetteer:
    return Gazetteer(Path(path))


def configured_gazetteer(config) -> Gazetteer:
    """The gazetteer the settings name (models.dir / geo.gazetteer_file); GazetteerMissing if absent."""
    return default_gazetteer(Path(config.models.dir) / config.geo.gazetteer_file)   # shared, read-only


def default_gazetteer(path: Path | None = None) -> Gazetteer:
    """One shared read-only gazetteer per path for the process."""
    return _open(str(path or default_path()))
