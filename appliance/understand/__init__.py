"""Understanding a crew's question: the question frame (PLAN.md contract, DESIGN §7 turn 2).

Entry point:

    from appliance.understand import parse_question, known_stations, Frame

    frame = parse_question(question, now=clock_ts, stations=known_stations(db), embedder=text_embedder,
                           previous=previous_frame_or_None, has_images=False, model=None)
    frame.intents      # ["danger", "compare_stations"], from the catalogue in data/intents.json
    frame.stations     # ["sidi-bel-abbes"]  device ids ("Sidi Bel Abes", "sidi-bel-abbes" all match)
    frame.places       # gazetteer names that are not station names
    frame.time         # TimeSpec(kind now|day|range|last, start_ts, end_ts, text, utc)
    frame.horizon_min  # 30 for "in 30 minutes"
    frame.coords       # [lat, lon] or None
    frame.follow_up    # True when it leaned on `previous`
    frame.to_json()    # the contract's frame object

IntentMatch (intents.py) is the cosine between the question and each intent's description and
reference questions; `embedder=None` falls back to cue words. `model` confirms or corrects the
intent set through a constrained choice when IntentMatch is unsure (confirm.py). This package
imports nothing above the store and geo layers.
"""
from appliance.understand.frame import Frame, TimeSpec
from appliance.understand.intents import INTENTS, match_intents
from appliance.understand.parse import parse_question
from appliance.understand.stations import Station, display_name, find_stations, known_stations, make_station

__all__ = ["Frame", "INTENTS", "Station", "TimeSpec", "display_name", "find_stations", "known_stations",
           "make_station", "match_intents", "parse_question"]
