"""`appliance run` reads one question at start, so a crew's first question does not pay the
understanding's one-time loads (the reader's second embedder, the gazetteer, the time zones)."""
from types import SimpleNamespace

from appliance.box import Box
from appliance.service import ApplianceService


def test_start_reads_one_question_through_the_trained_reader(config_factory):
    box = Box(config_factory(), with_model=False, log=lambda m: None)
    try:
        assert box.orchestrator.reader is not None
        embedder, calls, logged = box.orchestrator.reader_embedder, [], []
        real = embedder.embed
        embedder.embed = lambda texts: calls.append(list(texts)) or real(texts)
        ApplianceService._warm_understanding(SimpleNamespace(box=box, log=logged.append))
        assert calls == [["What is the fire danger at the station now?"]] and logged == []
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
