"""`appliance consult`: a terminal consultation (profile -> plan -> analysis), one question at a time.

Typed commands besides plain answers: `skip`, `correct FIELD: text`, `yes` (confirm / run),
`drop N`, `set N PARAM VALUE`, `quit`. With --json every reply of the box is one JSON line, so a
script can drive it through stdin.
"""
import json
import re

import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option

YES = {"yes", "y", "ok", "confirm", "run", "go"}
HELP = "answer, or: skip | correct FIELD: text | yes | drop N | set N PARAM VALUE | quit"


def handle(session, line: str) -> dict:
    """One typed line -> the session call it means -> the box's next prompt (or follow-up answer)."""
    from appliance.consult import ConsultError

    text, stage = line.strip(), session.state["stage"]
    low = text.lower()
    if low == "skip":
        return session.skip()
    if m := re.fullmatch(r"(?:correct|change)\s+(\w+)\s*[:=]?\s*(.+)", text, re.I):
        return session.correct(m.group(1).lower(), m.group(2))
    if stage == "confirm" and low in YES:
        return session.confirm_profile()
    if stage == "plan":
        if low in YES:
            return session.run()
        if m := re.fullmatch(r"drop\s+(\d+)", low):
            return session.edit_plan(drop=int(m.group(1)))
        if m := re.fullmatch(r"set\s+(\d+)\s+(\w+)\s+(.+)", text, re.I):
            try:
                value = json.loads(m.group(3))
            except ValueError:
                value = m.group(3)
            return session.edit_plan(step=int(m.group(1)), param=m.group(2), value=value)
        raise ConsultError("at the plan: yes | drop N | set N PARAM VALUE | correct FIELD: text")
    if stage == "done":
        return session.follow_up(text)
    if stage == "confirm":
        raise ConsultError("type yes to confirm, or correct FIELD: text")
    return session.answer(text)


def show(reply: dict) -> None:
    if "pack_notes" in reply:  # a follow-up answer
        click.echo(reply["answer"])
        return
    for key in ("note",):
        if reply.get(key):
            click.echo(f"  ! {reply[key]}")
    for i, option in enumerate(reply.get("options", []), 1):
        click.echo(f"  {i}. {option}")
    for line in reply.get("summary", []) + reply.get("lines", []):
        click.echo(f"  {line}")
    if reply.get("report"):
        click.echo(reply["report"])
        for f in reply["findings"]:
            if f.get("plot"):
                click.echo(f"  plot for step {f['n']}: {f['plot']}")
    click.echo(f"> {reply['question']}")


@click.command("consult")
@config_option
@set_option
@json_option
@click.option("--session", "session_id", default=None, help="Resume this consultation session.")
@click.option("--no-model", is_flag=True, help="Rules only: never call the local model.")
def command(config_path, overrides, as_json, session_id, no_model):
    """Consultation mode: the box asks for your profile, proposes a plan, then runs the analysis."""
    from appliance.box import Box
    from appliance.consult import ConsultError, ConsultSession

    box = Box(load(config_path, overrides), with_model=not no_model, degraded_ok=True,
              log=lambda m: click.echo(m, err=True))
    try:
        try:
            session = ConsultSession.load(box, session_id) if session_id else ConsultSession.start(box)
        except KeyError:
            raise click.ClickException(f"no consultation session {session_id!r}") from None
        out = emit_json if as_json else show
        if not as_json:
            click.echo(f"consultation {session.id} ({HELP})")
        out(session.prompt())
        while True:
            try:
                line = input() if as_json else click.prompt("", prompt_suffix="", default="", show_default=False)
            except EOFError:
                break
            if line.strip().lower() in ("quit", "exit", "q"):
                break
            if not line.strip():
                continue
            try:
                out(handle(session, line))
            except ConsultError as exc:
                (emit_json({"error": str(exc), "session_id": session.id}) if as_json else click.echo(f"  ! {exc}"))
    finally:
        box.close()
