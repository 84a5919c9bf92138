// The audit as a plain-language timeline (what `appliance audit ID` prints), the raw record one tap further.
"use strict";
import { el } from "./api.js";
import { stepDetail } from "./words.js";

const $ = (id) => document.getElementById(id);

function timeline(data) {
  const a = data.audit || {};
  const out = [];
  if (data.frame?.intents?.length) {
    const f = data.frame;
    out.push(`Understood the question as: ${f.intents.map((i) => i.replace(/_/g, " ")).join(", ")}`
      + (f.stations?.length ? `; stations ${f.stations.join(", ")}` : "") + (f.time?.text ? `; time ${f.time.text}` : ""));
  }
  for (const s of Array.isArray(a.steps) ? a.steps : []) out.push(typeof s === "object" ? stepDetail(s) : String(s).replace(/_/g, " "));
  for (const c of a.model_calls || []) {
    out.push(`The local model${c.agent ? " (" + c.agent + ")" : ""} wrote a draft: ${c.prompt_tokens ?? "?"} prompt tokens, ${c.seconds ?? "?"} s`
      + (c.rejected ? `; draft rejected: ${c.rejected}` : ""));
  }
  for (const d of a.degraded || []) out.push(`Worked around a problem: ${typeof d === "object" ? d.reason || d.what || Object.values(d).join(" ") : d}`);
  const dec = data.decision;
  if (dec) out.push(`Decision: ${dec.action}${dec.reason ? " — " + dec.reason : ""}`);
  if (a.model_sha256) out.push(`Model file ${String(a.model_sha256).slice(0, 12)}…`);
  return out;
}

export function renderAudit(data) {
  $("audit-timeline").replaceChildren(...timeline(data).map((t) => el("li", { text: t })));
  $("audit-text").textContent = JSON.stringify({ id: data.id, decision: data.decision, frame: data.frame, audit: data.audit }, null, 2);
  const photos = $("audit-photos");
  photos.replaceChildren(...(data.images || []).map((p) => el("li", {},
    el("img", { src: p.url, alt: `Photo ${p.position + 1} sent with this question (${p.media_type}, ${p.bytes} bytes)` }))));
  photos.hidden = photos.children.length === 0;
}
