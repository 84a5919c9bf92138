"""appliance.plugins.discover: the one way verbs, sub-verbs and blueprints are found."""
import sys

import pytest

from appliance.plugins import discover


@pytest.fixture
def package(tmp_path, monkeypatch):
    pkg = tmp_path / "plugpkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "b_verb.py").write_text("command = 'b'\n")
    (pkg / "a_verb.py").write_text("command = 'a'\n")
    (pkg / "helper.py").write_text("other = 1\n")          # defines no command: not a plugin
    (pkg / "_private.py").write_text("command = 'hidden'\n")
    (pkg / "broken.py").write_text("import not_a_module_anywhere\ncommand = 'broken'\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield __import__("plugpkg")
    for name in [m for m in sys.modules if m.startswith("plugpkg")]:
        del sys.modules[name]


def test_plugins_come_in_name_order_and_a_broken_one_is_reported_and_skipped(package):
    errors = []
    assert discover(package, "command", on_error=lambda name, exc: errors.append((name, type(exc).__name__))) == ["a", "b"]
    assert errors == [("broken", "ModuleNotFoundError")]


def test_without_an_error_handler_a_broken_plugin_is_not_hidden(package):
    with pytest.raises(ModuleNotFoundError, match="not_a_module_anywhere"):
        discover(package, "command")
