"""`appliance docs`: load guidance, plans and literature (PDF, Markdown, text) for cited answers."""
from pathlib import Path

import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option


@click.group("docs")
def command():
    """Documents the box answers from: add (chunk, embed, index), list, search, remove."""


def _open(config):
    from appliance.embed.text import load_text_embedder
    from appliance.provision.manifest import Manifest
    from appliance.store.db import Database

    embedder = load_text_embedder(Manifest.load(config.models.dir), config.models.text_embedder_role)
    return Database(config.db_path), embedder


@command.command("add")
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--kind", default=None, help="What the documents are (guidance, plan, literature, ...); default from config.")
@click.option("--site", default="", help="Site the documents apply to (default: every site).")
@config_option
@set_option
@json_option
def add_cmd(paths, kind, site, config_path, overrides, as_json):
    """Load PDF, Markdown or text files; each is stored whole or not at all. Exit 1 if any failed."""
    from appliance.documents import add_documents

    config = load(config_path, overrides)
    db, embedder = _open(config)
    try:
        results = add_documents(db, embedder, paths, kind=kind or config.retrieval.document_kind, site=site,
                                percentile=config.retrieval.chunk_percentile,
                                max_chars=config.retrieval.chunk_max_chars)
    finally:
        db.close()
    for r in results:
        if r["status"] == "error":
            click.echo(f"error: {r['error']}", err=True)
        elif not as_json:
            pages = f", {r['pages']} pages" if r.get("pages") else ""
            places = "" if r.get("places_tagged", True) else "; places not tagged (no gazetteer: appliance geo build)"
            click.echo(f"{r['status']}: {r['title']} ({r['source']}{pages}, {r['chunks']} chunks{places})")
    failed = sum(r["status"] == "error" for r in results)
    if as_json:
        emit_json({"ok": failed == 0, "documents": results})
    if failed:
        raise SystemExit(1)


@command.command("list")
@config_option
@set_option
@json_option
def list_cmd(config_path, overrides, as_json):
    """The loaded documents with their chunk counts."""
    from appliance.store.db import Database
    from appliance.store.documents import list_documents

    db = Database(load(config_path, overrides).db_path)
    docs = list_documents(db)
    db.close()
    if as_json:
        emit_json({"documents": docs})
        return
    for d in docs:
        click.echo(f"{d['id']:>4}  {d['kind']:<10} {d['chunks']:>4} chunks  {d['title']}  ({d['source']})")


@command.command("search")
@click.argument("query")
@click.option("-k", default=6, show_default=True, help="How many passages.")
@click.option("--kind", default=None, help="Only documents of this kind.")
@click.option("--site", default=None, help="Only documents for this site (or for every site).")
@click.option("--mode", type=click.Choice(["hybrid", "vector", "bm25"]), default="hybrid", show_default=True)
@config_option
@set_option
@json_option
def search_cmd(query, k, kind, site, mode, config_path, overrides, as_json):
    """Hybrid (BM25 + vector, reciprocal rank fusion) search over the loaded documents."""
    from appliance.retrieve.documents import search_documents

    config = load(config_path, overrides)
    db, embedder = _open(config)
    hits = search_documents(db, embedder, query, k, kind=kind, site=site, mode=mode,
                            candidates=config.retrieval.hybrid_candidates,
                            quantize_above=config.retrieval.quantize_above)
    db.close()
    if as_json:
        emit_json({"query": query, "hits": hits})
        return
    for h in hits:
        click.echo(f"[{h['citation']}] score {h['score']:.4f}: {h['text'][:160]}")


@command.command("remove")
@click.argument("document_ids", nargs=-1, required=True, type=int)
@config_option
@set_option
def remove_cmd(document_ids, config_path, overrides):
    """Remove documents (with their chunks, FTS rows and vectors) by the id `docs list` shows."""
    from appliance.store.db import Database
    from appliance.store.documents import delete_document

    db = Database(load(config_path, overrides).db_path)
    try:
        for doc_id in document_ids:
            title = db.scalar("SELECT title FROM documents WHERE id = ?", [doc_id])
            if title is None:
                raise click.ClickException(f"no document with id {doc_id} (see `appliance docs list`)")
            delete_document(db, doc_id)
            click.echo(f"removed {doc_id}: {title}")
    finally:
        db.close()
