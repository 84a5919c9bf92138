"""`appliance understand train`: train the reader on the labelled crew questions (issue 26, DESIGN §8b)."""
import time

import click

from appliance.cli._common import config_option, json_option, set_option


@click.group("understand")
def command():
    """The trained reader of crew questions."""


@command.command("train")
@config_option
@set_option
@click.option("--baseline", is_flag=True, help="Also train the logistic baseline (no hidden layer) and report both by LOBO.")
@click.option("--lobo/--no-lobo", default=True, show_default=True,
              help="Report the reader alone, leave-one-batch-out (exact intent set), before shipping it.")
@click.option("--no-cache", is_flag=True, help="Read every question again instead of using the cached features.")
@click.option("--without", "left_out", multiple=True, metavar="BATCH",
              help="Leave this batch out of the shipped reader's training (a fresh batch's arrival is scored by a reader "
                   "that never saw it; `eval crew --batch` refuses to log an arrival for a batch the reader was trained on).")
@json_option
def train_command(config_path, overrides, baseline, lobo, no_cache, left_out, as_json):
    """Read every labelled crew question (all dev batches, never the sealed one) with the slot parsers, train the
    reader from a fixed seed, calibrate it on every batch as read by the reader trained without it (the leave-one-batch-
    out folds; with --no-lobo or --without, on a held-back fold), and write understand/data/reader.npz with its sha256
    in reader.json. Deterministic: the same questions give the same bytes."""
    import statistics

    import numpy as np

    from appliance.config.options import emit_json, load
    from appliance.embed.text import load_embedder_roles, load_text_embedder
    from appliance.evaluation import reader_data, reader_train
    from appliance.provision.manifest import Manifest
    from appliance.understand import reader as R

    say = lambda m: click.echo(m, err=True)  # noqa: E731
    config = load(config_path, overrides)
    # The reader is trained on the int8 embedder's vectors; the box reads with the same role.
    manifest = Manifest.load(config.models.dir)
    embedder = load_text_embedder(manifest, "text_embedder_int8")
    joined = load_embedder_roles(manifest, reader_train.READER_EMBEDDER, have={embedder.name: embedder})
    t0 = time.perf_counter()
    data = reader_data.load(embedder, log=say, use_cache=not no_cache, reader_embedder=joined)
    say(f"{len(data.ids)} questions read in {time.perf_counter() - t0:.0f} s; batches "
        + ", ".join(sorted(set(data.batch.tolist()))))
    out = {"questions": len(data.ids), "features": int(data.feats.shape[1]), "embedding_dim": int(data.emb.shape[1])}
    variants = {"reader": reader_train.SETTINGS}
    if baseline:
        variants["logistic_baseline"] = {**reader_train.SETTINGS, "hidden": 0}
    calibration = None
    if lobo:
        for name, settings in variants.items():
            folds = reader_train.lobo(data, settings, log=say)
            if name == "reader":
                calibration = reader_train.calibrate_out_of_batch(folds, log=say)
            acc = [f["reader_intent_accuracy"] for f in folds]
            out[f"lobo_{name}"] = {"batches": [{k: v for k, v in f.items() if k not in ("params", "logits", "y")} for f in folds],
                                   "mean_intent_accuracy": round(statistics.mean(acc), 4), "min_intent_accuracy": min(acc)}
            say(f"LOBO {name}: mean exact intent set {statistics.mean(acc):.3f}, min {min(acc):.3f}")
    unknown = set(left_out) - set(data.batch.tolist())
    if unknown:
        raise click.BadParameter(f"no batch named {', '.join(sorted(unknown))} in the labelled questions", param_hint="--without")
    rows = np.flatnonzero(~np.isin(data.batch, list(left_out)))
    params = reader_train.train(data, rows, log=say)
    params["embedder"] = reader_train.READER_EMBEDDER
    if calibration is not None and not left_out:
        # the leave-one-batch-out folds read every batch as fresh wording: their calibration is the shipped one
        params.update(temperature=np.float32(calibration[0]), threshold=np.float32(calibration[1]))
    digest = R.save(params, info={"trained_on": sorted(set(data.batch[rows].tolist())), "questions": len(rows),
                                  "settings": reader_train.SETTINGS, "embedder": reader_train.READER_EMBEDDER,
                                  "temperature": round(float(params["temperature"]), 4),
                                  "threshold": round(float(params["threshold"]), 4),
                                  "calibrated_on": (f"{calibration[2]} questions, each read by the reader trained without its batch"
                                                    if calibration is not None and not left_out else "a held-back 15 % of templates and sessions")})
    out.update(sha256=digest, artefact=str(R.ARTEFACT), temperature=round(float(params["temperature"]), 4),
               threshold=round(float(params["threshold"]), 4), seconds=round(time.perf_counter() - t0, 1))
    say(f"reader written: {R.ARTEFACT} (sha256 {digest[:12]}…)")
    if as_json:
        emit_json(out)
    else:
        click.echo(f"reader {R.ARTEFACT} sha256 {digest}")
