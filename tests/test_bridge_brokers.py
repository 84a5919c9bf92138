"""Two boxes on one incident: a truck's broker bridged to the command post's, both from deploy/mosquitto.

The link is cut (the command-post broker stopped) while the truck keeps publishing QoS 1 alerts,
status and fire-weather codes; when it comes back, every one arrives, in order.
"""
import json

import pytest

from appliance.comms.broker import free_port
from conftest import wait_for
from deploy_broker import MOSQ_DIR, Client, ShippedBroker

TRUCK, CP = "truck07", "cp"


def devices(*entries) -> str:
    body = 'prefix = "wildfire"\n'
    for user, role, site in entries:
        body += f'\n[[device]]\nuser = "{user}"\nrole = "{role}"\nsite = "{site}"\n'
    return body


@pytest.fixture
def boxes(tmp_path):
    cp = ShippedBroker(tmp_path / "cp", free_port(),
                       devices(("appliance", "appliance", CP), (f"link-{TRUCK}", "truck_link", TRUCK)))
    bridge = (MOSQ_DIR / "bridge-command-post.conf").read_text()
    truck = ShippedBroker(tmp_path / "truck", free_port(), devices(("appliance", "appliance", TRUCK), ("command-post-link", "command_post_link", TRUCK)),
                          {"bridge-command-post.conf": bridge}, TOPIC_PREFIX="wildfire", SITE=TRUCK,
                          COMMAND_POST_SITE=CP, COMMAND_POST_HOST="127.0.0.1", COMMAND_POST_PORT=cp.port,
                          BRIDGE_USER=f"link-{TRUCK}", BRIDGE_PASSWORD=cp.passwords[f"link-{TRUCK}"])
    cp.start()
    truck.start()
    clients = []
    yield cp, truck, clients
    for c in clients:
        c.close()
    truck.stop()
    cp.stop()


def test_alerts_cross_both_ways_and_survive_a_cut_link(boxes):
    cp, truck, clients = boxes
    # The command post's appliance keeps a persistent session: what arrives while it restarts waits.
    at_cp = Client(cp.port, "appliance", cp.passwords["appliance"], "cp-appliance", persistent=True)
    at_truck = Client(truck.port, "appliance", truck.passwords["appliance"], "truck-appliance")
    clients += [at_cp, at_truck]
    assert at_cp.wait_connected() and at_truck.wait_connected()
    at_cp.subscribe("wildfire/+/alerts")
    at_cp.subscribe("wildfire/+/appliance/status")
    at_cp.subscribe("wildfire/+/fire_weather")
    at_truck.subscribe(f"wildfire/{CP}/alerts")

    def publish(topic, body, **kw):
        return at_truck.c.publish(f"wildfire/{TRUCK}/{topic}", json.dumps(body), qos=1, **kw)

    # The bridge connects in its own time: publish until the first alert is seen at the command post.
    seen_at_cp = lambda: [json.loads(p) for t, p in at_cp.messages if t.endswith("/alerts")]
    wait_for(lambda: publish("alerts", {"n": -1}) and seen_at_cp(), timeout=60, interval=0.5, what="the bridge")

    # Command post -> truck: the command post's alerts come down; the truck's do not echo back.
    at_cp.c.publish(f"wildfire/{CP}/alerts", b'{"from":"command post"}', qos=1).wait_for_publish(5)
    wait_for(lambda: at_truck.messages, what="the command post's alert at the truck")
    assert at_truck.topics() == [f"wildfire/{CP}/alerts"]

    # Cut the link: the command-post broker goes down; the truck box keeps publishing.
    cp.stop()
    wait_for(lambda: not at_cp.c.is_connected(), what="the cut")
    for n in range(300):
        publish("alerts", {"n": n}).wait_for_publish(5)  # the truck's own broker accepts them
    publish("appliance/status", {"state": "online"}, retain=True).wait_for_publish(5)
    publish("fire_weather", {"ffmc": 91.2, "isi": 12.5}).wait_for_publish(5)
    before_restore = len(seen_at_cp())

    # Restore the link: the queued QoS 1 messages go out and reach the re-connected subscriber.
    cp.start()
    wait_for(lambda: any(t.endswith("/fire_weather") for t, _ in at_cp.messages), timeout=90, interval=0.2,
             what="the queued messages after the link came back")
    numbers = [m["n"] for m in seen_at_cp() if "n" in m and m["n"] >= 0]
    assert before_restore >= 1
    assert numbers == list(range(300)), f"{len(numbers)} of 300 alerts, first gaps: {sorted(set(range(300)) - set(numbers))[:5]}"
    topics = set(at_cp.topics())
    assert {f"wildfire/{TRUCK}/appliance/status", f"wildfire/{TRUCK}/fire_weather"} <= topics
    # Nothing but what the bridge was told to forward crossed it.
    assert all(t.split("/")[1] in (TRUCK, CP) for t in topics)
