"""The demo state: the recorded Algerian stations, a scripted drone sortie, the shipped documents
and packs, built through the real ingest path (`appliance demo seed`)."""
