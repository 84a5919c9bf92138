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


def test_the_demo_box_loads_the_shipped_guidance_once(config_factory):
    # `appliance run --demo` (scripts/demo): "what does LCES stand for?" was answered "no loaded document
    # answers this" because only `appliance demo seed` loaded the shipped documents.
    from appliance.retrieve import search_documents

    config = config_factory()
    box = Box(config, with_model=False, log=lambda m: None)
    try:
        logged = []
        me = SimpleNamespace(box=box, config=config, log=logged.append)
        ApplianceService._demo_documents(me, box.db)
        loaded = box.db.scalar("SELECT COUNT(*) FROM documents")
        assert loaded >= 3 and logged[0].startswith(f"demo: {loaded} of {loaded} shipped documents loaded")
        assert "Lookouts, Communications" in search_documents(box.db, box.embedder, "what does LCES stand for", k=1)[0]["text"]
        ApplianceService._demo_documents(me, box.db)          # a restarted demo box does not load them twice
        assert box.db.scalar("SELECT COUNT(*) FROM documents") == loaded and len(logged) == 1
    finally:
        box.close()
