"""`appliance run` reads one question at start, so a crew's first question does not pay the
understanding's one-time loads (the intents' reference vectors, ~600 texts embedded)."""
from types import SimpleNamespace

from appliance.box import Box
from appliance.service import ApplianceService
from appliance.understand import intents as I


def test_start_warms_the_intent_references(config_factory):
    box = Box(config_factory(), with_model=False, log=lambda m: None)
    try:
        I._cache.pop(id(box.embedder), None)
        logged = []
        ApplianceService._warm_understanding(SimpleNamespace(box=box, log=logged.append))
        assert id(box.embedder) in I._cache, logged
        assert I._cache[id(box.embedder)].vectors.shape[0] > 100
    finally:
        box.close()


def test_a_failing_warm_up_is_logged_not_raised(config_factory):
    broken = SimpleNamespace(db=None, embedder=None)
    logged = []
    ApplianceService._warm_understanding(SimpleNamespace(box=broken, log=logged.append))
    assert logged and logged[0].startswith("understanding not warmed")
