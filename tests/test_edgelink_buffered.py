"""The buffered paho client ingest uses (edgelink/buffered.py), against a real mosquitto: every message
arrives whole and in order when packets straddle its 64 KiB reads, and `ack_all` acknowledges exactly
the messages it is given (the broker redelivers the others to the next session, and only those)."""
import threading
import time

import paho.mqtt.client as mqtt

from edgelink.buffered import CHUNK, ack_all
from edgelink.client import connect, make_client
from tests.conftest import wait_for

TOPIC = "buftest/data"
N = 300


def payload(i: int) -> bytes:
    # Mostly small messages, some larger than a read chunk, so packets start and end mid-chunk.
    size = CHUNK + 1000 * (i % 3) if i % 50 == 7 else 40 + (i * 37) % 400
    return f"{i}:".encode() + bytes([65 + i % 26]) * size


def subscriber(port: int, got: list):
    client = make_client("buf-sub", manual_ack=True, clean_start=False, buffered=True)
    subscribed = threading.Event()
    client.on_message = lambda c, u, msg: got.append(msg)
    client.on_subscribe = lambda *a: subscribed.set()
    client.on_connect = lambda c, *a: c.subscribe(TOPIC, qos=1)
    connect(client, "127.0.0.1", port, session_expiry_s=300, receive_maximum=1000)
    assert subscribed.wait(10), "no SUBACK"
    return client


def stop(client) -> None:
    client.disconnect()
    client.loop_stop()


def test_messages_arrive_whole_and_only_the_unacknowledged_ones_come_again(broker):
    got: list = []
    sub = subscriber(broker.port, got)
    pub = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="buf-pub", protocol=mqtt.MQTTv5)
    pub.max_queued_messages_set(0)
    pub.connect("127.0.0.1", broker.port)
    pub.loop_start()
    try:
        assert type(sub.socket()).__name__ == "ReadBuffer"
        infos = [pub.publish(TOPIC, payload(i), qos=1) for i in range(N)]
        for info in infos:
            info.wait_for_publish(30)
        wait_for(lambda: len(got) == N, 30, what=f"{N} delivered")
        assert [m.payload for m in got] == [payload(i) for i in range(N)]
        ack_all(sub, got[:N - 30])   # the last 30 stay unacknowledged, as if their commit had not happened
        wait_for(lambda: not sub.want_write(), 10, what="acknowledgements written")
        time.sleep(0.3)
    finally:
        stop(sub)
        pub.disconnect()
        pub.loop_stop()
    again: list = []
    sub = subscriber(broker.port, again)
    try:
        wait_for(lambda: len(again) >= 30, 20, what="redelivery")
        time.sleep(0.5)   # anything acknowledged and sent again would arrive by now
        assert [m.payload for m in again] == [payload(i) for i in range(N - 30, N)]
        ack_all(sub, again)
        wait_for(lambda: not sub.want_write(), 10, what="acknowledgements written")
        time.sleep(0.3)
    finally:
        stop(sub)
    last: list = []
    sub = subscriber(broker.port, last)
    try:
        time.sleep(1.0)
        assert last == []   # all acknowledged: the session holds nothing more
    finally:
        stop(sub)


def test_ack_all_without_paho_internals_falls_back_to_ack():
    """A paho without `_packet_queue` still gets every message acknowledged, one by one."""
    class Plain:
        _manual_ack = True

        def __init__(self):
            self.acked = []

        def ack(self, mid, qos):
            self.acked.append((mid, qos))

    class Msg:
        def __init__(self, mid, qos):
            self.mid, self.qos = mid, qos

    client = Plain()
    ack_all(client, [Msg(1, 1), Msg(2, 0), Msg(3, 1)])
    assert client.acked == [(1, 1), (2, 0), (3, 1)]
