"""Hand-written additions to the registry's places: named features and informal regions
(data/features.tsv) with the places inside them as members, and nicknames (data/nicknames.tsv).
"""
from appliance.geo.names import DATA_DIR, normalize


def _tsv(name: str) -> list[list[str]]:
    lines = (DATA_DIR / name).read_text().splitlines()
    return [line.split("\t") for line in lines if line.strip() and not line.startswith("#")]


def find_spec(places: dict, by_name: dict, spec: str) -> str:
    """The id of "Name@Within" (a place called Name with Within among its ancestors), "region:X" or a
    bare state or country name (a US state first)."""
    if spec.startswith("region:"):
        return f"census:{spec[7:].lower()}"
    name, _, within = spec.partition("@")
    hits = [places[i] for i in by_name.get(normalize(name), [])]
    if within:
        hits = [p for p in hits if normalize(within) in {normalize(places[a]["name"]) for a in _chain(places, p["id"])[1:]}]
        hits.sort(key=lambda p: -p["population"])
    else:
        hits = sorted((p for p in hits if p["level"] in ("country", "state")),
                      key=lambda p: (p["country"] != "US", p["level"] != "state"))
    if not hits:
        raise ValueError(f"features/nicknames name {spec!r}, which the registry lacks")
    return hits[0]["id"]


def _chain(places: dict, pid: str) -> list[str]:
    out = []
    while pid and pid in places and pid not in out:
        out.append(pid)
        pid = places[pid]["parent"]
    return out


def add_features(places: dict, names: list, add_names) -> list[tuple[str, str]]:
    """Hand-written features and informal regions (data/features.tsv) and nicknames (data/nicknames.tsv)."""
    members, by_name = [], {}
    for p in places.values():
        by_name.setdefault(normalize(p["name"]), []).append(p["id"])
    for name, aliases, kind, parent, inside in (row + [""] * (5 - len(row)) for row in _tsv("features.tsv")):
        pid = "feature:" + normalize(name).replace(" ", "-")
        parent_id = find_spec(places, by_name, parent)
        places[pid] = {"id": pid, "name": name, "level": "feature", "kind": kind, "parent": parent_id,
                       "country": places[parent_id]["country"], "population": 0, "lat": None, "lon": None}
        add_names(pid, [(name, "name")] + [(a, "alias") for a in aliases.split("|") if a])
        for spec in filter(None, inside.split("|")):
            member = find_spec(places, by_name, spec)
            members.append((member, pid))
            places[pid]["population"] += places[member]["population"]
    for nickname, form, spec in _tsv("nicknames.tsv"):
        add_names(find_spec(places, by_name, spec), [(nickname, form)])
    return members
