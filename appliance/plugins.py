"""Parts that plug in by dropping a module into a package: the CLI verbs, the benchmark and
evaluation sub-verbs, the page's feature blueprints. One way to find them, in name order."""
import importlib
import pkgutil
from types import ModuleType


def discover(package: ModuleType, attr: str, on_error=None) -> list:
    """`module.attr` of every module in `package` that defines it (modules named _x are private).

    With `on_error(name, exc)` a module that fails to import is reported and skipped (a broken
    feature must not take the rest down); without it the error propagates.
    """
    found = []
    for mod in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if mod.name.startswith("_"):
            continue
        try:
            module = importlib.import_module(f"{package.__name__}.{mod.name}")
        except Exception as exc:
            if on_error is None:
                raise
            on_error(mod.name, exc)
            continue
        value = getattr(module, attr, None)
        if value is not None:
            found.append(value)
    return found
