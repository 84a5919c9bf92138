"""`appliance audit ANSWER_ID`: how an answer was reached — routing, tools, prompts, model, timings."""
import json
from pathlib import Path

import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option


def render(row: dict) -> list[str]:
    from appliance.store.answers import shown_answer

    a = row["audit"]
    shown = shown_answer(row)   # the decision, reason and staleness the page showed (and shows when reopened)
    d = shown["decision"]
    age = shown["data_age_s"]
    out = [f"answer {row['id']}  mode {row['mode']}  decision {d['action']}  latency {row['latency_s']:.3f} s",
           f"question: {row['question']}", f"answer:   {row['answer']}"]
    if d.get("reason"):
        out.append(f"why {d['action']}: {d['reason']}")
    if age is not None or shown["stale"]:
        out.append("data: " + (f"{age / 3600:.1f} h old when answered" if age is not None else "age unknown")
                   + ("  OUT OF DATE" if shown["stale"] else ""))
    stored = row.get("images") or []
    if stored:
        out.append("photos (stored with the answer; --save-images DIR writes them): " + ", ".join(
            f"#{p['position'] + 1} {p['media_type']} {p['sha256'][:12]}… ({p['bytes']} bytes)" for p in stored))
    elif a.get("images"):
        out.append("images: " + ", ".join(f"{i['sha256'][:12]}… ({i['bytes']} bytes)" for i in a["images"]))
    f = a.get("frame") or {}
    if f:
        out.append(f"frame: intents {f.get('intents')} (by {f.get('intent_by')})  stations {f.get('stations')}  "
                   f"places {f.get('places')}  time {(f.get('time') or {}).get('kind')} {(f.get('time') or {}).get('text')!r}  "
                   f"horizon {f.get('horizon_min')} min  coords {f.get('coords')}  follow-up {f.get('follow_up')}")
    if a.get("verdict"):
        out.append(f"verdict: {a['verdict']}  (words by the {a.get('writer', 'composer')})")
    r = a.get("route") or {}
    if "alpha" in r:
        out.append(f"routing: alpha {r['alpha']:.2f}  beta0 {r['beta0']:.2f}  gamma {r['gamma']}  tau {r['tau']}  "
                   f"decay bound {r['decay_bound']} rounds  hard cap {r['hard_cap']}  gathered {r['rounds']}  -> {r['final']}")
        for s in r["steps"]:
            scores = "  ".join(f"{k} {v:.3f}" for k, v in s["scores"].items())
            out.append(f"  round {s['round']}: beta_t {s['beta_t']:.3f}  {scores}  => {s['chosen']}")
    elif r:
        out.append(f"routing: {r.get('baseline', r)}")
    for s in a.get("steps", []):
        if s["step"] == "retrieve":
            status = s.get("not_available") or s.get("error") or f"ids {s['result_ids']}"
            out.append(f"  tool {s['tool']} (round {s['round']}, t={s['t']} s): {status}")
        else:
            out.append(f"  {s['step']} (t={s['t']} s): " + json.dumps({k: v for k, v in s.items() if k not in ('step', 't')}))
    for c in a.get("model_calls", []):
        prompt = c["messages"][-1]["content"] if c.get("messages") else ""
        prompt = prompt if isinstance(prompt, str) else json.dumps(prompt)[:200]
        out.append(f"  model {c['agent']} try {c['attempt']}: {c['prompt_tokens']} prompt tokens, {c['seconds']} s, "
                   f"output {c['raw']}" + (f"  REJECTED: {c['rejected']}" if c.get("rejected") else "")
                   + (f"  FAILED: {c['error']}" if c.get("error") else ""))
        out.append("    prompt: " + prompt.replace("\n", " | ")[:300])
    for d in a.get("degraded", []):
        out.append(f"  degraded: {d}")
    out.append(f"model file sha256: {a.get('model_sha256')}")
    return out


@click.command("audit")
@config_option
@set_option
@json_option
@click.option("--save-images", "save_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Write the photos sent with the question into this folder.")
@click.argument("answer_id", type=int)
def command(config_path, overrides, as_json, save_dir, answer_id):
    """Print the audit trail of answer ANSWER_ID (what the page shows under 'how was this answered')."""
    from appliance.store.answers import answer_image, get_answer
    from appliance.store.db import Database

    config = load(config_path, overrides)
    if not config.db_path.exists():
        raise click.ClickException(f"no database at {config.db_path}")
    db = Database(config.db_path)
    row = get_answer(db, answer_id)
    if row is None:
        raise click.ClickException(f"no answer with id {answer_id}")
    if save_dir is not None:
        save_dir.mkdir(parents=True, exist_ok=True)
        row["saved_images"] = []
        for p in row["images"]:
            data, media_type = answer_image(db, answer_id, p["position"])
            path = save_dir / f"answer{answer_id}-photo{p['position'] + 1}.{'png' if media_type == 'image/png' else 'jpg'}"
            path.write_bytes(data)
            row["saved_images"].append(str(path))
        if not as_json:
            click.echo("\n".join(f"saved {p}" for p in row["saved_images"]) or "no photos were sent with this question")
    if as_json:
        emit_json(row)
    else:
        click.echo("\n".join(render(row)))
