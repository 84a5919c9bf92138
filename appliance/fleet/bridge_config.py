"""`appliance fleet bridge-config`: the mosquitto files for this box's role in an incident.

engine: conf.d/fleet-bridge.conf (the bridge stanza from deploy/mosquitto/fleet-engine-bridge.conf)
and the local user `fleet-link` the bridge's local side is checked as. command_post:
conf.d/fleet-listener.conf (the TLS listener taking client certificates) and one ACL user per
engine of [fleet] engines. Both ACLs are written by deploy/mosquitto/make-credentials from the
box's devices.toml, so the fleet users live beside the devices' and one acl_file serves both.
"""
import os
import pwd
import re
import subprocess
import sys
import tomllib
from pathlib import Path

from appliance.fleet.contract import CONTRACT
from appliance.paths import REPO_DIR

TEMPLATE_DIRS = (REPO_DIR / "deploy" / "mosquitto", Path("/opt/wildfire/deploy/mosquitto"))

# Message sizes assumed for the queue sizing below (bytes, JSON as the box writes it): a station's
# state ~450, the status ~1,500, an alert event with its projected front ~6,000, a detection with
# its 160-px thumbnail ~9,000, a front ~5,000, an answer's audit id ~300.
SIZES = {"station_state": 450, "status": 1500, "alert": 6000, "detection": 9000, "front": 5000, "answer": 300}
ALERTS_AT_ONCE = 10          # open alerts one engine may hold at once (a busy day in one sector)
ANSWERS_PER_HOUR = 120       # a crew asking two questions a minute
# mosquitto keeps a client's queue in memory and refuses new QoS 1 messages past max_queued_messages
# (the box's wildfire.conf sets 1,000,000 for every client, ingest's session included).
BROKER_QUEUE_LIMIT = 1_000_000


class BridgeConfigError(ValueError):
    """A setting or file that keeps the bridge files from being written; the message says which."""


def templates_dir(explicit: Path | None = None) -> Path:
    for d in ([explicit] if explicit else list(TEMPLATE_DIRS)):
        if d and (Path(d) / "fleet-engine-bridge.conf").is_file():
            return Path(d)
    raise BridgeConfigError(f"no fleet templates in {explicit or ' or '.join(map(str, TEMPLATE_DIRS))}")


def render(text: str, values: dict) -> str:
    for key, value in values.items():
        text = text.replace(f"@{key}@", str(value))
    left = re.findall(r"@[A-Z_]+@", "\n".join(l for l in text.splitlines() if not l.lstrip().startswith("#")))
    if left:
        raise BridgeConfigError(f"template placeholders left unfilled: {sorted(set(left))}")
    return text


def queue_sizing(config) -> tuple[int, int, str]:
    """(messages, bytes, the comment saying why) for queue_hours of one engine's crossing traffic."""
    f, hours = config.fleet, config.fleet.queue_hours
    per_hour = {
        "station_state": f.stations * 3600 / config.alerts.state_interval_s,
        "status": 3600 / config.ingest.status_interval_s,
        # new / update at most once per cooldown per alert, each with its detection and front
        "alert": ALERTS_AT_ONCE * 3600 / max(config.alerts.cooldown_s, 60),
        "detection": ALERTS_AT_ONCE * 3600 / max(config.alerts.cooldown_s, 60),
        "front": ALERTS_AT_ONCE * 3600 / max(config.alerts.cooldown_s, 60),
        "answer": ANSWERS_PER_HOUR,
    }
    messages = int(sum(per_hour.values()) * hours) + 1
    size = int(sum(n * SIZES[k] for k, n in per_hour.items()) * hours)
    if messages > BROKER_QUEUE_LIMIT:
        raise BridgeConfigError(f"{hours} h of this engine's traffic is {messages:,} messages, more than the broker's "
                                f"max_queued_messages {BROKER_QUEUE_LIMIT:,}: lower fleet.queue_hours or raise it in "
                                "mosquitto.conf")
    rates = ", ".join(f"{k} {n:,.0f}/h" for k, n in per_hour.items())
    comment = "\n".join([
        f"# Queue while the link is down: {hours:g} h (fleet.queue_hours) of this engine's crossing traffic,",
        f"# {rates}",
        f"# = {messages:,} messages, about {size / 1e6:.1f} MB. mosquitto holds a bridge's queue in memory (and in",
        "# its persistence file at each autosave); mosquitto.conf's max_queued_messages "
        f"{BROKER_QUEUE_LIMIT:,} applies to every",
        "# client, the appliance's own session included, so it is not lowered here: the bridge's need fits under",
        f"# it with {BROKER_QUEUE_LIMIT // max(messages, 1)}x headroom, and {size / 1e6:.1f} MB of RAM on the box is the price of "
        f"{hours:g} h without a link.",
        f"# Sized by appliance/fleet/bridge_config.py: {ALERTS_AT_ONCE} alerts open at once, {ANSWERS_PER_HOUR} answers/h, "
        f"{f.stations} stations.",
    ])
    return messages, size, comment


def bridge_topic_lines(prefix: str, site: str, incident: str, cp_site: str) -> list[str]:
    lines = []
    for t in CONTRACT["out"]:
        if t.get("bridge_itself"):
            continue
        local = t.get("local", "{prefix}/{site}/").format(prefix=prefix, site=site)
        lines.append(f"topic {t['topic']} out 1 {local} {prefix}/{site}/")
    for t in CONTRACT["in"]:
        topic = t["topic"].format(incident=incident)
        if t.get("site") == "command_post":
            lines.append(f"topic {topic} in 1 {prefix}/{cp_site}/ {prefix}/{cp_site}/")
        else:
            lines.append(f"topic {topic} in 1 {t['local'].format(prefix=prefix)} {t['remote'].format(prefix=prefix)}")
    return lines


def engine_bridge(config, templates: Path) -> str:
    f, prefix = config.fleet, config.mqtt.topic_prefix
    if f.role != "engine":
        raise BridgeConfigError(f"fleet.role is {f.role}: the bridge stanza is for an engine")
    _, _, queue = queue_sizing(config)
    return render((templates / "fleet-engine-bridge.conf").read_text(), {
        "INCIDENT": f.incident_id, "COMMAND_POST_HOST": f.command_post_host, "COMMAND_POST_PORT": f.command_post_port,
        "SITE": config.site, "TLS_DIR": f.engine_cert_dir, "TOPIC_PREFIX": prefix, "QUEUE": queue,
        "TOPICS": "\n".join(bridge_topic_lines(prefix, config.site, f.incident_id, f.command_post_site))})


def command_post_listener(config, templates: Path, bind: str = "") -> str:
    f = config.fleet
    if f.role != "command_post":
        raise BridgeConfigError(f"fleet.role is {f.role}: the listener is for a command post")
    return render((templates / "fleet-command-post.conf").read_text(), {
        "FLEET_PORT": f.command_post_port, "BIND": bind, "TLS_DIR": f.tls_dir, "TOPIC_PREFIX": config.mqtt.topic_prefix})


def device_entries(config) -> list[tuple[str, str, str]]:
    """(user, role, site) the box's devices.toml must hold for its fleet role."""
    f = config.fleet
    if f.role == "engine":
        return [("fleet-link", "fleet_link", config.site)]
    if f.role == "command_post":
        return [(site, "engine_link", site) for site in f.engines]
    return []


def upsert_devices(path: Path, entries: list[tuple[str, str, str]], prefix: str) -> list[str]:
    """Append the missing [[device]] entries (comments and order kept); returns the users added."""
    text = path.read_text() if path.exists() else f'prefix = "{prefix}"\n'
    known = {d["user"]: d for d in tomllib.loads(text).get("device", [])}
    added = []
    for user, role, site in entries:
        have = known.get(user)
        if have is not None:
            if (have.get("role"), have.get("site")) != (role, site):
                raise BridgeConfigError(f"{path}: user {user} is already there with role {have.get('role')} site "
                                        f"{have.get('site')}, not {role} {site}: remove it or rename the site")
            continue
        text += f'\n[[device]]\nuser = "{user}"\nrole = "{role}"\nsite = "{site}"\n'
        added.append(user)
    if added:
        tmp = path.with_suffix(".tmp")
        tmp.write_text(text)
        tmp.replace(path)
    return added


def _let_mosquitto_read(key: Path) -> None:
    """The broker drops to user mosquitto before it reads the bridge's key (as make-ca does for server.key)."""
    if os.geteuid() != 0:
        return
    try:
        os.chown(key, pwd.getpwnam("mosquitto").pw_uid, -1)
    except (KeyError, OSError):
        pass   # no such user (a test or a container running mosquitto as root)


def write_bridge_config(config, conf_dir: Path, templates: Path | None = None, bind: str = "") -> dict:
    """Write this role's files under conf_dir (the broker's folder); returns what was written."""
    conf_dir, templates = Path(conf_dir), templates_dir(templates)
    role = config.fleet.role
    if role == "standalone":
        raise BridgeConfigError("fleet.role is standalone: set it to engine or command_post first")
    if role == "engine":
        for name in ("ca.crt", f"{config.site}.crt", f"{config.site}.key"):
            if not (config.fleet.engine_cert_dir / name).is_file():
                raise BridgeConfigError(f"{config.fleet.engine_cert_dir / name} is missing: on the command post run "
                                        f"`appliance fleet enroll {config.site}` and copy the folder it names here")
        name, text = "fleet-bridge.conf", engine_bridge(config, templates)
        _let_mosquitto_read(config.fleet.engine_cert_dir / f"{config.site}.key")
    else:
        name, text = "fleet-listener.conf", command_post_listener(config, templates, bind)
    (conf_dir / "conf.d").mkdir(parents=True, exist_ok=True)
    target = conf_dir / "conf.d" / name
    tmp = target.with_suffix(".tmp")
    tmp.write_text(text)
    tmp.chmod(0o640)
    tmp.replace(target)
    devices = conf_dir / "devices.toml"
    added = upsert_devices(devices, device_entries(config), config.mqtt.topic_prefix)
    done = subprocess.run([sys.executable, str(templates / "make-credentials"), str(devices), str(conf_dir),
                           "--roles", str(templates / "roles.toml")], capture_output=True, text=True)
    if done.returncode != 0:
        raise BridgeConfigError(f"make-credentials failed: {(done.stderr or done.stdout).strip()}")
    return {"role": role, "conf": str(target), "acl": str(conf_dir / "acl"), "users_added": added}
