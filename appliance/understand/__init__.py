"""Understanding a crew's question: the question frame (PLAN.md contract, DESIGN §7 turn 2).

Entry point:

    from appliance.understand import read_question, known_stations, Frame

    frame = read_question(question, now=clock_ts, stations=known_stations(db), embedder=text_embedder,
                          previous=previous_frame_or_None, has_images=False, reader=trained_reader)
    frame.intents      # ["danger", "compare_stations"]: the trained reader's (reader.py), from data/intents.json
    frame.unsure       # the reader is less sure than its calibrated threshold: the answer is at most a warning
    frame.stations     # ["sidi-bel-abbes"]  device ids ("Sidi Bel Abes", "SBA", "بجاية" all match)
    frame.places       # gazetteer names that are not station names
    frame.time         # TimeSpec(kind now|day|range|last, start_ts, end_ts, text, utc, tz)
    frame.horizon_min  # 30 for "in 30 minutes"
    frame.coords       # [lat, lon] or None
    frame.follow_up    # True when it leaned on `previous`
    frame.to_json()    # the contract's frame object

parse_question gives the typed slots alone (parse.py); read_question adds the reader's intents and the typed
rules over slots (read.py). This package imports nothing above the store and geo layers.
"""
from appliance.understand.frame import Frame, TimeSpec
from appliance.understand.intents import INTENTS
from appliance.understand.parse import parse_question
from appliance.understand.read import read_question
from appliance.understand.stations import Station, display_name, find_stations, known_stations, make_station

__all__ = ["Frame", "INTENTS", "Station", "TimeSpec", "display_name", "find_stations", "known_stations",
           "make_station", "parse_question", "read_question"]
