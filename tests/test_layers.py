"""Layers run one way: every import in the tree against the table in appliance/__init__.py.

Imports are read with ast, so the ones inside functions (the lazy imports that keep start-up fast)
count as much as the ones at the top, and so do importlib calls with a literal module name.
"""
import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
OURS = ("appliance", "firmware_bridge", "edgelink")
ANSWER_PATH = ("retrieve", "orchestrator", "llm", "box")      # an answer cannot publish
MQTT = ("appliance.comms", "edgelink.client", "paho")
WEB_SERVERS = ("web", "service", "bench")                  # the page is an edge: only what serves it imports it

# Imports against the layers that are still in main, each with the helper whose branch removes it.
# The list only shrinks: an entry that no longer matches fails test_allow_list_is_current.
ALLOWED = {
}


def layer_table(doc: str) -> dict[str, int]:
    """part -> layer number, from the 'Ln name: part part.' lines of the package docstring."""
    table = {}
    for n, parts in re.findall(r"^\s+L(\d+) \w+: ([\w ]+)\.$", doc, re.M):
        for part in parts.split():
            table[part] = int(n)
    return table


LAYERS = layer_table(ast.get_docstring(ast.parse((ROOT / "appliance" / "__init__.py").read_text())))


def module_name(path: Path) -> str:
    name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    return name.removesuffix(".__init__")


def all_modules() -> dict[str, Path]:
    return {module_name(p): p for top in OURS for p in (ROOT / top).rglob("*.py")}


MODULES = all_modules()


def _resolve(name: str) -> str:
    """The module an import of `name` loads last: name itself, or its longest known parent."""
    while name not in MODULES and "." in name:
        name = name.rsplit(".", 1)[0]
    return name


def imports_of(mod: str, path: Path) -> list[tuple[str, int]]:
    """(module imported, line) for every import in the file, ours and third-party (top name)."""
    package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            out += [(a.name, node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([node.module] if node.module else []))
            for a in node.names:      # `from pkg import submodule` loads the submodule
                sub = f"{base}.{a.name}"
                out.append((sub if sub in MODULES else base, node.lineno))
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            arg = node.args[0].value    # importlib.import_module("appliance.x") and wrappers of it
            if isinstance(arg, str) and arg.split(".")[0] in OURS and _resolve(arg) in MODULES:
                out.append((arg, node.lineno))
    return sorted({(n if n.split(".")[0] not in OURS else _resolve(n), line) for n, line in out})


GRAPH = {mod: imports_of(mod, path) for mod, path in MODULES.items()}


def part(mod: str) -> str:
    bits = mod.split(".")
    return bits[1] if bits[0] == "appliance" and len(bits) > 1 else bits[0]


def parents(mod: str) -> list[str]:
    """Importing a.b.c runs a/__init__ and a/b/__init__ first."""
    bits = mod.split(".")
    return [".".join(bits[:i]) for i in range(1, len(bits))]


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    sys.setrecursionlimit(10000)
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in list(graph):
        if v not in index:
            visit(v)
    return out


def violations() -> list[tuple[tuple[str, str], str]]:
    """((importer, imported), why) for every import against the layers."""
    found = []
    for mod, imps in GRAPH.items():
        src = part(mod)
        for target, line in imps:
            where = f"{MODULES[mod].relative_to(ROOT)}:{line} imports {target}"
            top = target.split(".")[0]
            if src == "edgelink" and top in OURS and top != "edgelink":
                found.append(((mod, target), f"{where}: edgelink must stand alone"))
            elif src == "firmware_bridge" and top == "appliance":
                found.append(((mod, target), f"{where}: the bridge must run without the appliance"))
            elif top == "appliance" and target != "appliance" and src in LAYERS:
                dst = part(target)
                if LAYERS[dst] > LAYERS[src]:
                    found.append(((mod, target), f"{where}: layer L{LAYERS[src]} {src} imports L{LAYERS[dst]} {dst}"))
                elif dst == "web" and src not in WEB_SERVERS:
                    found.append(((mod, target), f"{where}: only {', '.join(WEB_SERVERS)} import the page"))
    return found


def module_cycles() -> list[list[str]]:
    graph = {m: {t for t, _ in imps if t in MODULES and t != m and t not in parents(m)} for m, imps in GRAPH.items()}
    return strongly_connected(graph)


def part_cycles() -> list[list[str]]:
    graph: dict[str, set[str]] = {}
    for mod, imps in GRAPH.items():
        for target, _ in imps:
            if target.split(".")[0] in OURS and target != "appliance" and part(target) != part(mod) \
                    and (mod, target) not in ALLOWED:
                graph.setdefault(part(mod), set()).add(part(target))
    return strongly_connected(graph)


def reaches(start: str, goal: tuple[str, ...]) -> list[str] | None:
    """The import chain from start to the first module of a goal prefix (third-party by top name)."""
    seen, queue = {start: None}, [start]
    while queue:
        mod = queue.pop(0)
        for nxt in [t for t, _ in GRAPH.get(mod, [])] + parents(mod):
            if any(nxt == g or nxt.startswith(g + ".") for g in goal):
                chain = [nxt, mod]
                while seen[chain[-1]] is not None:
                    chain.append(seen[chain[-1]])
                return chain[::-1]
            if nxt in MODULES and nxt not in seen:
                seen[nxt] = mod
                queue.append(nxt)
    return None


def test_every_part_has_a_layer():
    parts = {part(m) for m in MODULES if m.startswith("appliance.")}
    assert parts - set(LAYERS) == set(), "place every part of appliance/ in the table of appliance/__init__.py"
    assert set(LAYERS) - parts == set(), "the layer table names a part that no longer exists"


def test_no_import_runs_against_the_layers():
    bad = [why for key, why in violations() if key not in ALLOWED]
    assert bad == [], "imports against the layers (appliance/__init__.py):\n" + "\n".join(bad)


def test_no_two_parts_import_each_other():
    assert part_cycles() == []


def test_no_two_modules_import_each_other():
    cycles = [c for c in module_cycles() if not any(set(k) <= set(c) for k in ALLOWED)]
    assert cycles == [], f"modules that import each other (inside functions too): {cycles}"


def test_an_answer_cannot_reach_the_mqtt_client():
    chains = {}
    for mod in MODULES:
        if mod.startswith("appliance.") and part(mod) in ANSWER_PATH:
            chain = reaches(mod, MQTT)
            if chain and (f"appliance.{part(mod)}", "appliance.comms") not in ALLOWED:
                chains[mod] = " -> ".join(chain)
    assert chains == {}, "\n".join(f"{m}: {c}" for m, c in chains.items())


def test_allow_list_is_current():
    """An entry whose import is gone must leave the list, so the list only shrinks."""
    found = {key for key, _ in violations()}
    cycles = module_cycles()
    for key in ALLOWED:
        if key[1] == "appliance.comms":
            live = any(reaches(m, MQTT) for m in MODULES if m.startswith(key[0] + ".") or m == key[0])
        else:
            live = key in found or any(set(key) <= set(c) for c in cycles)
        assert live, f"{key} no longer happens: remove it from ALLOWED"


def test_edgelink_needs_only_the_standard_library_and_paho():
    for mod, imps in GRAPH.items():
        if part(mod) == "edgelink":
            for target, line in imps:
                top = target.split(".")[0]
                assert top in sys.stdlib_module_names or top in ("paho", "edgelink"), f"{mod}:{line} {target}"


def test_the_bridge_runs_without_the_appliance():
    """Import every bridge module with the appliance made unimportable: nothing heavy comes along."""
    bridge = sorted(m for m in MODULES if part(m) == "firmware_bridge")
    probe = (
        "import importlib, sys\n"
        "class NoAppliance:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] == 'appliance':\n"
        "            raise ImportError('the bridge imported ' + name)\n"
        "sys.meta_path.insert(0, NoAppliance())\n"
        f"for m in {bridge!r}:\n"
        "    importlib.import_module(m)\n"
        "heavy = sorted({'llama_cpp', 'onnxruntime', 'apsw', 'sqlite_vec', 'flask'} & set(sys.modules))\n"
        "print('heavy:', heavy)\n")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr.strip().splitlines()[-1]
    assert out.stdout.strip() == "heavy: []"


@pytest.mark.parametrize("importer, imported, layer_of", [
    ("appliance.store.db", "appliance.cli", "cli"),
    ("appliance.ingest.service", "appliance.web.app", "web"),
])
def test_the_check_sees_a_lower_layer_importing_a_higher_one(importer, imported, layer_of, monkeypatch):
    """The checker itself: an upward import added to a real module is reported with its layers."""
    monkeypatch.setitem(GRAPH, importer, GRAPH[importer] + [(imported, 1)])
    why = [w for key, w in violations() if key == (importer, imported)]
    assert why and f"imports L{LAYERS[layer_of]} {layer_of}" in why[0]
