"""Which Host names the page answers to: the defence against DNS rebinding.

A page on a private address is reachable from any web page the tablet opens, once an attacker's
DNS name is made to resolve to the box: the browser then sends `Host: evil.example` and treats the
box as evil.example's origin, so a same-origin check that compares Origin with Host passes. Only
names the crew can really use are accepted: loopback, `web.host`, `web.allowed_hosts`, and the
box's own host name and addresses (what a tablet on the LAN types).
"""
import fcntl
import ipaddress
import socket
import struct

LOOPBACK_NAMES = {"localhost", "127.0.0.1", "::1", "localhost.localdomain"}


def host_name(host_header: str) -> str:
    """'Box.local:8080' -> 'box.local'; '[::1]:8080' -> '::1'."""
    host = host_header.strip().lower()
    if host.startswith("["):
        return host[1:host.find("]")] if "]" in host else host
    if host.count(":") == 1:
        host = host.split(":", 1)[0]
    return host.rstrip(".")


def _interface_addresses() -> set[str]:
    """Each interface's IPv4 address (SIOCGIFADDR) and every IPv6 address (/proc/net/if_inet6), Linux."""
    found = set()
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        for _, name in socket.if_nameindex():
            try:
                packed = fcntl.ioctl(s.fileno(), 0x8915, struct.pack("256s", name[:15].encode()))
                found.add(socket.inet_ntoa(packed[20:24]))
            except OSError:
                continue   # an interface without IPv4
    try:
        for line in open("/proc/net/if_inet6"):
            found.add(str(ipaddress.ip_address(bytes.fromhex(line.split()[0]))))
    except OSError:
        pass
    return found


def own_addresses() -> set[str]:
    """This machine's host names and addresses: what a tablet on the LAN may type to reach it."""
    names = {socket.gethostname().lower(), socket.getfqdn().lower()}
    names |= {f"{n.split('.')[0]}.local" for n in list(names) if n}
    names |= _interface_addresses()
    for name in list(names):
        try:
            names |= {info[4][0].split("%")[0].lower() for info in socket.getaddrinfo(name, None)}
        except OSError:
            continue
    return {n for n in names if n}


class HostAllowList:
    def __init__(self, web_config, discover=own_addresses):
        self.names = set(LOOPBACK_NAMES) | {host_name(h) for h in web_config.allowed_hosts}
        if web_config.host not in ("0.0.0.0", "::", ""):
            self.names.add(host_name(web_config.host))
        self.names |= discover()

    def allows(self, host_header: str | None) -> bool:
        if not host_header:
            return False
        name = host_name(host_header)
        if name in self.names:
            return True
        try:   # 127.0.0.2 and the like are loopback too
            return ipaddress.ip_address(name).is_loopback
        except ValueError:
            return False
