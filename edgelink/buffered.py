"""paho-mqtt's client with fewer system calls per message, for a subscriber that receives thousands a second.

paho 2.x reads a packet in three `recv` calls (command byte, length byte, body) and handles one packet
per `select`: at a few thousand readings a second that is ~4 system calls per message on the network
thread, each dropping and retaking the interpreter lock the ingest threads also need. Here the socket
is read in 64 KiB chunks and every packet already buffered is handled before the next `select`; paho
still does all of the protocol (decoding, sessions, keepalive, flow control). The same `pending()`
hook paho uses for TLS and websockets makes its `select` not wait while bytes are buffered.

Each PUBLISH's MQTT 5 properties are paho's `Properties` object, but built from a copy of its lookup
tables: paho builds two 27-entry tables for every message it receives, which cost more than the
rest of the decoding (~20 us of a reading's ~90 in the network thread). Decoding a QoS 0 or 1 PUBLISH
is otherwise paho's (`_handle_publish`, less its debug log line); QoS 2 goes to paho untouched.

`ack_all` acknowledges a batch of QoS 1 messages in one write: paho's `ack()` queues one 4-byte
PUBACK packet per message and wakes the network thread (a socket-pair write) for each.
"""
import struct

import paho.mqtt.client as mqtt
from paho.mqtt._packet import DECODE_ERRORS
from paho.mqtt.client import MQTTErrorCode
from paho.mqtt.exception import MalformedPacket
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties, VariableByteIntegers

CHUNK = 65536
MAX_PACKETS_PER_READ = 500   # then the loop writes (acknowledgements) and keeps the session alive
PUBACK = PacketTypes.PUBACK << 4
_PUBACK_PACKET = struct.Struct("!BBH")   # fixed header, remaining length 2, packet id (MQTT 5: reason 0 implied)


class ReadBuffer:
    """A socket whose `recv(n)` is served from one large read; everything else is the socket's."""

    def __init__(self, sock):
        self._sock, self._buf, self._pos, self.served = sock, b"", 0, 0

    def recv(self, n: int) -> bytes:
        buf, pos = self._buf, self._pos
        if pos >= len(buf):
            buf, pos = self._sock.recv(max(n, CHUNK)), 0   # raises BlockingIOError when nothing waits, as before
            if len(buf) <= n:
                self._buf, self._pos = b"", 0
                self.served += len(buf)
                return buf
            self._buf = buf
        out = buf[pos:pos + n]
        self._pos = pos + len(out)
        self.served += len(out)
        return out

    def pending(self) -> int:
        return len(self._buf) - self._pos

    def __getattr__(self, name):
        return getattr(self._sock, name)


_TABLES = dict(Properties(PacketTypes.PUBLISH).__dict__)   # read-only lookup tables (names, types, properties)


def publish_properties(packet, pos: int) -> tuple[Properties, int]:
    """The PUBLISH properties starting at `pos`, and where the payload starts."""
    props = Properties.__new__(Properties)
    props.__dict__.update(_TABLES)
    length, n = VariableByteIntegers.decode(packet[pos:pos + 4])
    if length:
        props.unpack(packet[pos:pos + n + length])   # paho's own reader, for a message that has any
    return props, pos + n + length


def decode_publish(header: int, packet) -> mqtt.MQTTMessage:
    """paho's `_packet.decode_publish` for MQTT 5 QoS 0/1, into paho's message object."""
    try:
        qos = (header & 0x06) >> 1
        (slen,) = struct.unpack_from("!H", packet, 0)
        topic, pos, mid = bytes(packet[2:2 + slen]), 2 + slen, 0
        if len(topic) != slen:
            raise MalformedPacket("topic longer than the packet")
        if qos > 0:
            (mid,) = struct.unpack_from("!H", packet, pos)
            pos += 2
        props, pos = publish_properties(packet, pos)
    except MalformedPacket:
        raise
    except DECODE_ERRORS as err:
        raise MalformedPacket(str(err)) from err
    message = mqtt.MQTTMessage(mid=mid, topic=topic)
    message.dup, message.qos, message.retain = bool(header & 0x08), qos, bool(header & 0x01)
    message.properties, message.payload = props, bytes(packet[pos:])
    return message


class BufferedClient(mqtt.Client):
    def _handle_publish(self) -> MQTTErrorCode:
        header = self._in_packet["command"]
        if self._protocol != mqtt.MQTTv5 or (header & 0x06) >> 1 not in (0, 1):
            return super()._handle_publish()
        message = decode_publish(header, self._in_packet["packet"])
        message.timestamp = mqtt.time_func()
        self._handle_on_message(message)
        if message.qos == 0 or self._manual_ack:
            return MQTTErrorCode.MQTT_ERR_SUCCESS
        return self._send_puback(message.mid)

    def _create_socket(self):
        sock = super()._create_socket()
        # TLS and websocket sockets keep paho's own reading (they buffer already).
        return sock if self._ssl or self._transport == "websockets" else ReadBuffer(sock)

    def loop_read(self, max_packets: int = 1) -> MQTTErrorCode:
        sock = self._sock
        if not isinstance(sock, ReadBuffer):
            return super().loop_read(max_packets)
        for _ in range(MAX_PACKETS_PER_READ):
            served = sock.served
            rc = super().loop_read(max_packets)
            # Stop when nothing is buffered or nothing was read (a partial packet waits for more bytes).
            if rc or self._sock is not sock or not sock.pending() or sock.served == served:
                return rc
        return MQTTErrorCode.MQTT_ERR_SUCCESS


def ack_all(client: mqtt.Client, messages) -> None:
    """Acknowledge `messages` (a manual-ack client): QoS 1 in one queued packet when this paho has
    `_packet_queue` (2.x), otherwise, and for QoS 2, through `client.ack`."""
    queue = getattr(client, "_packet_queue", None)
    if queue is None or not getattr(client, "_manual_ack", False):
        for m in messages:
            client.ack(m.mid, m.qos)
        return
    pack = _PUBACK_PACKET.pack
    acks = b"".join([pack(PUBACK, 2, m.mid) for m in messages if m.qos == 1])
    if acks:
        queue(PUBACK, acks, 0, 0)
    for m in messages:
        if m.qos == 2:
            client.ack(m.mid, m.qos)
