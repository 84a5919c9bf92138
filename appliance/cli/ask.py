"""`appliance ask`: put one question to the box from the command line."""
import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option


@click.command("ask")
@config_option
@set_option
@json_option
@click.argument("question")
def command(config_path, overrides, as_json, question):
    """Answer QUESTION from the stored data (same path as the page)."""
    from appliance.box import Box

    if not question.strip() or len(question) > 2000:
        raise click.BadParameter("the question must be 1 to 2000 characters", param_hint="QUESTION")
    box = Box(load(config_path, overrides), degraded_ok=True, log=lambda m: click.echo(m, err=True))
    try:
        answer = box.orchestrator.answer(question)
    finally:
        box.close()
    if as_json:
        emit_json(answer.to_json())
    else:
        click.echo(answer.text)
        for r in answer.evidence:
            click.echo(f"  [{r['id']}] {r['text']}")
