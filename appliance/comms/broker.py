"""The embedded default broker: a mosquitto on loopback, started when none is listening."""
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path


def port_open(host: str, port: int, timeout: float = 0.5) -> bool:
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


AUTOSAVE = "autosave_on_changes true\nautosave_interval 100\n"


class LocalBroker:
    """A mosquitto process on 127.0.0.1 with persistence in `data_dir`; stop() ends it."""

    def __init__(self, port: int, data_dir: Path | None = None):
        self.port = port
        self.data_dir = Path(data_dir or tempfile.mkdtemp(prefix="mosquitto-"))
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 10.0) -> "LocalBroker":
        exe = shutil.which("mosquitto") or ("/usr/sbin/mosquitto" if Path("/usr/sbin/mosquitto").exists() else None)
        if exe is None:
            raise RuntimeError("mosquitto is not installed: run `sudo apt-get install -y mosquitto` "
                               "or point [mqtt] host/port at a broker")
        self.data_dir.mkdir(parents=True, exist_ok=True)
        conf = self.data_dir / "mosquitto.conf"
        # `user root`: started as root, mosquitto drops to user mosquitto and silently fails to write
        # its persistence file here. The default max_queued_messages (1000) drops QoS 1 bursts.
        # Autosave every 100 changes (not every second), as the shipped deploy/mosquitto/wildfire.conf:
        # saving once a second lost 1,064-2,000 of a 2,000-message burst to a broker SIGKILL, this 5-6.
        conf.write_text(
            f"listener {self.port} 127.0.0.1\nallow_anonymous true\npersistence true\n"
            f"persistence_location {self.data_dir}/\n{AUTOSAVE}max_queued_messages 1000000\n"
            "max_inflight_messages 100\nuser root\nlog_dest none\n")
        self.proc = subprocess.Popen([exe, "-c", str(conf)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if port_open("127.0.0.1", self.port):
                return self
            if self.proc.poll() is not None:
                err = self.proc.stderr.read().decode(errors="replace").strip() if self.proc.stderr else ""
                raise RuntimeError(f"mosquitto exited at start: {err or self.proc.returncode}")
            time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"mosquitto did not listen on 127.0.0.1:{self.port} within {timeout} s")

    def stop(self, kill: bool = False) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.kill() if kill else self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.proc = None

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
