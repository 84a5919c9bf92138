"""One of each: a helper the box needs in several places lives in one module, and nothing else
defines its own copy or reaches for the low-level call it wraps (read with ast, like test_layers)."""
import ast

from test_layers import MODULES, ROOT

# helper name -> the one module that defines it
HOMES = {
    "haversine_km": "appliance.geo.geodesy",
    "write_atomic": "appliance.files",
    "publish_file": "appliance.files",
    "write_transaction": "appliance.store.db",
    "claim_vector_table": "appliance.store.vectors",
    "discover": "appliance.plugins",
    "Backoff": "edgelink.backoff",
}
# low-level call -> the module whose helper wraps it (a haversine's asin, plugin discovery, fsync)
CALLS = {"asin": "appliance.geo.geodesy", "iter_modules": "appliance.plugins", "fsync": "appliance.files"}

# Copies still in main, each with the helper whose branch removes it; the list only shrinks.
ALLOWED = {
    ("appliance.cli.bench", "iter_modules"): "speed: sub-verbs through appliance.plugins.discover",
}


def copies() -> dict[tuple[str, str], str]:
    """(module holding or lending the copy, name) -> where it was seen."""
    found = {}
    for mod, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text())):
            where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and HOMES.get(node.name, mod) != mod:
                found[(mod, node.name)] = f"{where} defines its own {node.name}"
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for a in node.names:
                    if HOMES.get(a.name, node.module) != node.module:
                        found.setdefault((node.module, a.name), f"{where} imports {a.name} from {node.module}")
            elif isinstance(node, ast.Call):
                name = getattr(node.func, "attr", getattr(node.func, "id", None))
                if name in CALLS and CALLS[name] != mod:
                    found.setdefault((mod, name), f"{where} calls {name} itself")
    return found


def test_each_helper_exists_once():
    bad = [why for key, why in copies().items() if key not in ALLOWED]
    assert bad == [], "use the one helper (HOMES in this file) instead:\n" + "\n".join(bad)


def test_each_home_defines_its_helper():
    for name, home in HOMES.items():
        tree = ast.parse(MODULES[home].read_text())
        assert name in {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}, (home, name)


def test_allow_list_is_current():
    gone = set(ALLOWED) - set(copies())
    assert gone == set(), f"no longer copied: remove {gone} from ALLOWED"
