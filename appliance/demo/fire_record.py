"""The box's past-fire record for the demo: the analog index built from the recorded CSV with its
Classes column (the lead's decision, coord/requests.md "Fire history"). Live readings carry no
fire labels (issue 16); this record is what a real box would hold as past fire reports, so analog
questions can say how many of the closest past days had fires."""
from appliance.paths import ALGERIAN_CSV

INDEX_NAME = "algerian-fire-record"


def build_fire_record(db, text_embedder, progress=lambda msg: None) -> dict:
    """Store both regions' recorded days (label fire / not fire) as the analog index; returns counts."""
    from appliance.preprocess.tabular import prepare
    from appliance.retrieve.analogs import build_analog_index

    progress("building the past-fire record (analog index) from the recorded days and their fire labels")
    prepared = prepare(ALGERIAN_CSV)
    n = build_analog_index(db, INDEX_NAME, prepared, text_embedder=text_embedder)
    fires = db.scalar("SELECT COUNT(*) FROM analog_days WHERE index_name = ? AND fire = 1", [INDEX_NAME])
    return {"index": INDEX_NAME, "days": n, "fire_days": fires}
