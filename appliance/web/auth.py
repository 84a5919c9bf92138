"""Crew access: a passphrase set at first start, stored as an scrypt hash; server-side logins.

The passphrase comes from APPLIANCE_WEB_PASSPHRASE (or web.passphrase) the first time the box
starts, or from the /setup form when none was given. With none at all and the page bound to
loopback, the page is open (a demo on one machine); bound to the LAN it shows /setup first.
"""
import hashlib
import hmac
import os
import secrets
import threading
import time
from collections import defaultdict, deque

SCRYPT_N, SCRYPT_R, SCRYPT_P = 2 ** 14, 8, 1   # ~50 ms and 16 MiB per check on the box's CPU
LOOPBACK = {"127.0.0.1", "localhost", "::1"}
LOGIN_IDLE_S = 7 * 24 * 3600
MIN_PASSPHRASE = 8


def hash_passphrase(passphrase: str) -> str:
    salt = os.urandom(16)
    dk = hashlib.scrypt(passphrase.encode(), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=32)
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${salt.hex()}${dk.hex()}"


def verify_passphrase(passphrase: str, stored: str) -> bool:
    try:
        kind, n, r, p, salt, want = stored.split("$")
        dk = hashlib.scrypt(passphrase.encode(), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p),
                            dklen=len(want) // 2)
    except (ValueError, TypeError):
        return False
    return kind == "scrypt" and hmac.compare_digest(dk.hex(), want)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class RateLimiter:
    """Wrong passphrases, counted three ways, so guessing stays slow without locking the crew out.

    - Per client (address + the browser's `wf_anon` cookie): `limit` failures in `window_s`, then
      that client waits. A guesser keeps its cookie or starts afresh; either way it is one client.
    - Per address: a guesser who drops the cookie every try is one new client each time, so past
      `address_limit` failures in the window the address gets one check every `address_interval_s`
      (the others get 429 and Retry-After). Someone else's wrong tries from the same address (a
      shared NAT, a borrowed tablet) therefore delay the crew's right passphrase by seconds, never
      by the whole window, while a guesser from that address gets at most one try per interval.
    - Box-wide: past `global_limit` failures, every failure is slowed (`failure_delay_s`), so many
      addresses together cannot guess fast either; nobody is refused for it.
    """

    def __init__(self, limit: int = 5, window_s: float = 300.0, global_limit: int = 50,
                 address_limit: int = 30, address_interval_s: float = 10.0, clock=time.monotonic):
        self.limit, self.window_s, self.global_limit = limit, window_s, global_limit
        self.address_limit, self.address_interval_s, self.clock = address_limit, address_interval_s, clock
        self.failures: dict[str, deque] = defaultdict(deque)
        self._last_check: dict[str, float] = {}
        self.lock = threading.Lock()

    def _recent(self, key: str, now: float) -> deque:
        q = self.failures[key]
        while q and now - q[0] > self.window_s:
            q.popleft()
        return q

    def _forget_quiet(self, *keys: str) -> None:
        for key in keys:
            if not self.failures.get(key):
                self.failures.pop(key, None)   # keys of clients with no recent failure go

    def retry_after(self, address: str, anon: str = "") -> int:
        """Seconds this client must wait before its passphrase is checked (0: check it now)."""
        now = self.clock()
        client = f"{address} {anon}"
        with self.lock:
            q = self._recent(client, now)
            wait = self.window_s - (now - q[0]) if len(q) >= self.limit else 0.0
            if not wait and len(self._recent(address, now)) >= self.address_limit:
                since = now - self._last_check.get(address, float("-inf"))
                wait = max(0.0, self.address_interval_s - since)
                if not wait:
                    self._last_check[address] = now   # this check takes the address's slot
            elif not wait:
                self._last_check.pop(address, None)
            self._forget_quiet(client, address)
        return int(wait) + 1 if wait else 0

    def failure_delay_s(self) -> float:
        with self.lock:
            return 1.0 if len(self._recent("*", self.clock())) >= self.global_limit else 0.0

    def failed(self, address: str, anon: str = "") -> None:
        now = self.clock()
        with self.lock:
            for key in (f"{address} {anon}", address, "*"):
                self._recent(key, now).append(now)


class Access:
    def __init__(self, db, web_config):
        self.db, self.host = db, web_config.host
        self.limiter = RateLimiter(web_config.login_attempts, web_config.login_window_s)
        self.secret = bytes.fromhex(self._setting("csrf_key") or self._store("csrf_key", secrets.token_hex(32)))
        stored = self._setting("passphrase_hash")
        given = web_config.passphrase
        if given and (not stored or not verify_passphrase(given, stored)):
            self.set_passphrase(given)   # an operator's new passphrase replaces the old one

    def _setting(self, name: str) -> str | None:
        return self.db.scalar("SELECT value FROM web_settings WHERE name = ?", [name])

    def _store(self, name: str, value: str) -> str:
        with self.db.conn:
            self.db.conn.execute("INSERT OR REPLACE INTO web_settings(name, value) VALUES (?, ?)", (name, value))
        return value

    @property
    def passphrase_set(self) -> bool:
        return self._setting("passphrase_hash") is not None

    @property
    def required(self) -> bool:
        return self.passphrase_set or self.host not in LOOPBACK

    def set_passphrase(self, passphrase: str) -> None:
        if len(passphrase) < MIN_PASSPHRASE:
            raise ValueError(f"the passphrase needs at least {MIN_PASSPHRASE} characters")
        self._store("passphrase_hash", hash_passphrase(passphrase))
        with self.db.conn:
            self.db.conn.execute("DELETE FROM web_logins")   # a new passphrase ends every login

    def login(self, passphrase: str, client: str, anon: str = "") -> str | None:
        stored = self._setting("passphrase_hash")
        if not stored or not verify_passphrase(passphrase, stored):
            self.limiter.failed(client, anon)
            return None
        token = secrets.token_urlsafe(32)
        now = time.time()
        with self.db.conn:
            self.db.conn.execute("INSERT INTO web_logins(token_sha256, created_at, last_seen, client) VALUES (?,?,?,?)",
                                 (token_hash(token), now, now, client))
        return token

    def valid(self, token: str | None) -> bool:
        if not token:
            return False
        now = time.time()
        row = self.db.query("SELECT last_seen FROM web_logins WHERE token_sha256 = ?", [token_hash(token)])
        if not row or now - row[0]["last_seen"] > LOGIN_IDLE_S:
            return False
        if now - row[0]["last_seen"] > 60:
            with self.db.conn:
                self.db.conn.execute("UPDATE web_logins SET last_seen = ? WHERE token_sha256 = ?", (now, token_hash(token)))
        return True

    def logout(self, token: str | None) -> None:
        if token:
            with self.db.conn:
                self.db.conn.execute("DELETE FROM web_logins WHERE token_sha256 = ?", [token_hash(token)])

    def csrf_token(self, bound_to: str) -> str:
        return hmac.new(self.secret, b"csrf:" + bound_to.encode(), hashlib.sha256).hexdigest()
