"""`appliance ask`: put one question to the box from the command line."""
import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option


@click.command("ask")
@config_option
@set_option
@json_option
@click.option("--image", "image_paths", multiple=True, type=click.Path(exists=True, dir_okay=False),
              help="A JPEG/PNG to ask about (repeatable); it goes into the model's context when a vision projector is provisioned.")
@click.argument("question")
def command(config_path, overrides, as_json, image_paths, question):
    """Answer QUESTION from the stored data (same path as the page). With --json the last line is one
    JSON object: frame, decision, verdict, text, citations with cards, danger, data_age_s, stale, writer."""
    from appliance.box import Box

    if not question.strip() or len(question) > 2000:
        raise click.BadParameter("the question must be 1 to 2000 characters", param_hint="QUESTION")
    from appliance.store.media import ImageRejected as UploadRejected, check_image

    config = load(config_path, overrides)
    web = config.web
    if len(image_paths) > web.max_images:
        raise click.BadParameter(f"at most {web.max_images} images per question", param_hint="--image")
    images = []
    for path in image_paths:   # the same checks as a photo sent from the page
        with open(path, "rb") as f:
            data = f.read(web.max_image_mb * 1024 * 1024 + 1)
        try:
            images.append(check_image(path, data, web.max_image_mb * 1024 * 1024, web.max_image_pixels))
        except UploadRejected as exc:
            raise click.BadParameter(str(exc), param_hint="--image") from None
    box = Box(config, degraded_ok=True, log=lambda m: click.echo(m, err=True))
    try:
        answer = box.orchestrator.answer(question, images=images)
    finally:
        box.close()
    if as_json:
        emit_json(answer.to_json())
    else:
        click.echo(answer.text)
        for c in answer.citations:
            click.echo(f"  [{c['n']}] {c['title']}")
        click.echo(f"({answer.decision['action']}: {answer.decision['reason']}; answer {answer.id}, "
                   f"`appliance audit {answer.id}` shows how it was reached)")
