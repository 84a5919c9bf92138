"""Where CoT goes: UDP multicast to TAK apps on the crew network, and optionally a TAK Server over
TLS with a client certificate. Plain sockets and ssl: the box sends a few events on change from a
worker thread, which needs neither an asyncio loop nor a queue (see appliance/tak/__init__.py)."""
import socket
import ssl


class TakSendError(Exception):
    """One line saying what failed and what to check."""


class MulticastSender:
    def __init__(self, group: str, port: int, ttl: int = 1, interface: str = ""):
        self.address = (group, port)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
        self.sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, ttl)
        self.sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)   # a TAK app on the box itself hears it
        if interface:
            try:
                self.sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton(interface))
            except OSError as exc:
                self.sock.close()
                raise TakSendError(f"tak.interface {interface} is not an address of this machine: {exc.strerror}") from None

    def send(self, data: bytes) -> None:
        if len(data) > 65000:
            raise TakSendError(f"CoT event of {len(data)} bytes does not fit a UDP datagram")
        try:
            self.sock.sendto(data, self.address)
        except OSError as exc:
            raise TakSendError(f"multicast to {self.address[0]}:{self.address[1]} failed: {exc.strerror or exc}") from None

    def close(self) -> None:
        self.sock.close()


class TlsSender:
    """A TLS stream to a TAK Server (port 8089): the server checks our client certificate, we check its
    certificate against the CA. Reconnects on the next send after a failure."""

    def __init__(self, host: str, port: int, ca_file, cert_file, key_file, verify_hostname: bool = True,
                 timeout_s: float = 10.0):
        self.host, self.port, self.timeout_s = host, port, timeout_s
        try:
            self.context = ssl.create_default_context(ssl.Purpose.SERVER_AUTH, cafile=str(ca_file))
            self.context.load_cert_chain(str(cert_file), str(key_file))
        except (OSError, ssl.SSLError) as exc:
            raise TakSendError(f"cannot load the TAK TLS files (ca {ca_file}, cert {cert_file}, key {key_file}): "
                               f"{getattr(exc, 'reason', None) or exc}") from None
        self.context.check_hostname = verify_hostname
        self.conn: ssl.SSLSocket | None = None

    def _connect(self) -> ssl.SSLSocket:
        try:
            raw = socket.create_connection((self.host, self.port), timeout=self.timeout_s)
        except OSError as exc:
            raise TakSendError(f"cannot reach TAK Server {self.host}:{self.port}: {exc.strerror or exc}") from None
        try:
            return self.context.wrap_socket(raw, server_hostname=self.host)
        except (ssl.SSLError, OSError) as exc:
            raw.close()
            raise TakSendError(f"TLS with TAK Server {self.host}:{self.port} failed: "
                               f"{getattr(exc, 'verify_message', None) or getattr(exc, 'reason', None) or exc}") from None

    def send(self, data: bytes) -> None:
        if self.conn is None:
            self.conn = self._connect()
        try:
            self.conn.sendall(data)
        except OSError as exc:
            self.close()
            raise TakSendError(f"sending to TAK Server {self.host}:{self.port} failed: {exc}") from None

    def close(self) -> None:
        if self.conn is not None:
            try:
                self.conn.close()
            finally:
                self.conn = None


def senders_from_config(tak) -> list:
    out = []
    if tak.multicast:
        out.append(MulticastSender(tak.group, tak.port, tak.ttl, tak.interface))
    if tak.server_host:
        out.append(TlsSender(tak.server_host, tak.server_port, tak.ca_file, tak.cert_file, tak.key_file,
                             tak.verify_hostname))
    return out
