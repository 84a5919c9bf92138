"""The buffered paho client ingest uses (edgelink/buffered.py), against a real mosquitto: every message
arrives whole and in order when packets straddle its 64 KiB reads, and `ack_all` acknowledges exactly
the messages it is given (the broker redelivers the others to the next session, and only those).
Its PUBLISH decoding gives what paho's own gives, and refuses what paho refuses."""
import struct
import threading
import time

import paho.mqtt.client as mqtt
import pytest
from paho.mqtt import _packet
from paho.mqtt.exception import MalformedPacket
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties

from edgelink.buffered import CHUNK, ack_all, decode_publish
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


def _publish_packet(topic: bytes, payload: bytes, qos: int, mid: int, props: bytes) -> bytes:
    """The variable header and payload of an MQTT 5 PUBLISH (what paho hands to its decoder)."""
    return struct.pack("!H", len(topic)) + topic + (struct.pack("!H", mid) if qos else b"") + props + payload


def _props(**values) -> bytes:
    p = Properties(PacketTypes.PUBLISH)
    for name, value in values.items():
        setattr(p, name, value)
    return p.pack()


@pytest.mark.parametrize("header, props", [
    (0x32, _props()),                                                          # QoS 1, no properties
    (0x30, _props()),                                                          # QoS 0 (no packet id)
    (0x3B, _props(UserProperty=[("seq", "7"), ("k", "v")], ContentType="image/jpeg",
                  MessageExpiryInterval=60, PayloadFormatIndicator=1)),         # dup, QoS 1, retained
])
@pytest.mark.parametrize("payload", [b"", b'{"seq": 1, "t_c": 21.5}', bytes(range(256)) * 300])
def test_publish_decoding_matches_paho(header, props, payload):
    qos = (header & 0x06) >> 1
    packet = bytearray(_publish_packet(b"wildfire/demo/sensor/st1/reading", payload, qos, 4242, props))
    ours, theirs = decode_publish(header, packet), _packet.decode_publish(header, packet, mqtt.MQTTv5)
    assert (ours.topic, ours.payload, ours.qos, ours.mid, ours.dup, ours.retain) == (
        theirs.topic.decode(), theirs.payload, theirs.qos, theirs.mid, theirs.dup, theirs.retain)
    assert type(ours.payload) is bytes and isinstance(ours.properties, Properties)
    assert str(ours.properties) == str(theirs.properties)
    assert ours.properties.json() == theirs.properties.json()


@pytest.mark.parametrize("packet", [
    b"\x00",                                    # no room for the topic length
    b"\x00\x40wildfire",                        # a topic longer than the packet
    b"\x00\x01t",                               # QoS 1 without a packet id
    b"\x00\x01t\x00\x05\xff\xff\xff\xff\xff",   # a property length of five bytes
    b"\x00\x01t\x00\x05\x03\x63\x00\x01",       # a property id that does not exist (99)
])
def test_a_malformed_publish_is_refused_as_paho_refuses_it(packet):
    with pytest.raises(MalformedPacket):
        _packet.decode_publish(0x32, bytearray(packet), mqtt.MQTTv5)
    with pytest.raises(MalformedPacket):
        decode_publish(0x32, bytearray(packet))
