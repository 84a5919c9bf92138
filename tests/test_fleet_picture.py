"""The incident picture's rules, without a broker: order and duplicates by the alert's stable id,
newest state by its own time, bad messages counted and refused, the link and data age as shown."""
import json

from appliance.fleet.picture import IncidentPicture

P = "wildfire"


class Clock:
    def __init__(self, t=1000.0):
        self.t = t

    def __call__(self):
        return self.t


def event(kind, detections, aid="e1-7"):
    return json.dumps({"type": kind, "id": aid, "after": {"detections": detections, "last_ts": 100 + detections}}).encode()


def test_an_alert_keeps_its_furthest_event_whatever_the_order():
    pic = IncidentPicture(P, "inc")
    for kind, n in (("new", 1), ("end", 4), ("update", 3), ("new", 1)):     # the end overtook an update
        pic.apply(f"{P}/e1/alerts", event(kind, n))
    assert pic.sites["e1"].alerts["e1-7"]["type"] == "end"
    assert pic.counts["duplicates"] == 2
    # The retained state copy of the same end is a duplicate too; a different alert is not.
    assert pic.apply(f"{P}/e1/appliance/alert/e1-7/state", event("end", 4), retained=True) is None
    assert pic.apply(f"{P}/e1/alerts", event("new", 1, "e1-8")) == "e1"


def test_station_state_newest_by_its_own_time_and_aged_at_the_command_post():
    clock = Clock()
    pic = IncidentPicture(P, "inc", link_down_after_s=90, clock=clock)
    new = {"station": "ws1", "fwi": 40, "danger_class": "very high", "data_age_s": 60, "at": 990}
    old = {**new, "fwi": 5, "danger_class": "low", "at": 900}
    pic.apply(f"{P}/e1/appliance/station/ws1/state", json.dumps(new).encode())
    assert pic.apply(f"{P}/e1/appliance/station/ws1/state", json.dumps(old).encode(), retained=True) is None
    clock.t = 1030
    view = pic.site_view("e1")
    assert view["stations"][0]["danger_class"] == "very high"
    assert view["stations"][0]["data_age_now_s"] == 60 + 40      # its age when said, plus the time since
    assert view["link"] == "up" and view["last_message_age_s"] == 30
    clock.t = 1000 + 91
    assert pic.site_view("e1")["link"] == "down"                 # silence past link_down_after_s
    pic.apply(f"{P}/e1/fleet/link", b"0")
    assert pic.site_view("e1")["link_notice"] == "0"


def test_stations_worst_first():
    pic = IncidentPicture(P, "inc")
    for st, fwi in (("a", 3.0), ("b", 55.0), ("c", None), ("d", 22.0)):
        pic.apply(f"{P}/e1/appliance/station/{st}/state", json.dumps({"station": st, "fwi": fwi, "at": 1}).encode())
    assert [s["station"] for s in pic.site_view("e1")["stations"]] == ["b", "d", "a", "c"]


def test_bad_messages_are_counted_not_taken():
    pic = IncidentPicture(P, "inc")
    assert pic.apply(f"{P}/e1/alerts", b"{not json") is None
    assert pic.apply(f"{P}/e1/alerts", b"[1, 2]") is None
    assert pic.apply(f"{P}/e1/alerts", json.dumps({"type": "new"}).encode()) is None      # no id
    assert pic.apply(f"{P}/e1/alerts", json.dumps({"type": "new", "id": "x", "after": {"detections": "many"}}).encode()) == "e1"
    assert pic.apply(f"{P}/e1/appliance/station/ws1/state", json.dumps({"at": "yesterday"}).encode()) == "e1"
    assert pic.apply(f"{P}/e1/sensor/ws1/reading", b"{}") is None          # readings never cross
    assert pic.counts["malformed"] == 3 and pic.counts["ignored"] == 1


def test_an_emptied_retained_topic_withdraws_it():
    pic = IncidentPicture(P, "inc")
    pic.apply(f"{P}/e1/fleet/front/e1-7", json.dumps({"alert_id": "e1-7", "at": 5}).encode())
    assert pic.sites["e1"].fronts
    pic.apply(f"{P}/e1/fleet/front/e1-7", b"", retained=True)
    assert not pic.sites["e1"].fronts
