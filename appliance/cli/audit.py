"""`appliance audit ANSWER_ID`: how an answer was reached — routing, tools, prompts, model, timings."""
import json

import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option


def render(row: dict) -> list[str]:
    a = row["audit"]
    out = [f"answer {row['id']}  mode {row['mode']}  decision {row.get('decision')}  latency {row['latency_s']:.3f} s",
           f"question: {row['question']}", f"answer:   {row['answer']}"]
    if a.get("images"):
        out.append("images: " + ", ".join(f"{i['sha256'][:12]}… ({i['bytes']} bytes)" for i in a["images"]))
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
        prompt = c["messages"][-1]["content"]
        prompt = prompt if isinstance(prompt, str) else json.dumps(prompt)[:200]
        out.append(f"  model {c['agent']} try {c['attempt']}: {c['prompt_tokens']} prompt tokens, {c['seconds']} s, "
                   f"output {c['raw']}" + (f"  REJECTED: {c['rejected']}" if c.get("rejected") else ""))
        out.append("    prompt: " + prompt.replace("\n", " | ")[:300])
    for d in a.get("degraded", []):
        out.append(f"  degraded: {d}")
    out.append(f"model file sha256: {a.get('model_sha256')}")
    return out


@click.command("audit")
@config_option
@set_option
@json_option
@click.argument("answer_id", type=int)
def command(config_path, overrides, as_json, answer_id):
    """Print the audit trail of answer ANSWER_ID (what the page shows under 'how was this answered')."""
    from appliance.store.answers import get_answer
    from appliance.store.db import Database

    config = load(config_path, overrides)
    if not config.db_path.exists():
        raise click.ClickException(f"no database at {config.db_path}")
    row = get_answer(Database(config.db_path), answer_id)
    if row is None:
        raise click.ClickException(f"no answer with id {answer_id}")
    if as_json:
        emit_json(row)
    else:
        click.echo("\n".join(render(row)))
