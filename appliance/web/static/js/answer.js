// The answer, verdict first: a card with the decision, the bottom line, danger as colour and word
// and the data's age; then the text with its [n] markers linked to the evidence cards; the map when
// the evidence has places; the steps and the audit folded away. answer_html was sanitized by the box.
"use strict";
import { el } from "./api.js";
import { citationCard, citationsOf, dangerChip } from "./cards.js";
import { renderAudit } from "./audit.js";
import { FireMap } from "./map.js";
import { ageWords, intentWords, localTime, stepDetail } from "./words.js";

const $ = (id) => document.getElementById(id);
const DECISION = { answer: ["✓", "Answered"], warn: ["!", "Partly answered: read the warning"], abstain: ["✕", "The box cannot answer this"],
  refused: ["✕", "Refused: the box does not take this action"] };
let answerMap = null;

function plainVerdict(data) {
  if (data.verdict) return data.verdict;
  const text = String(data.text || data.answer || "").replace(/\[[^\]]*\]/g, "").replace(/[*_#`>]/g, "").trim();
  const first = text.split(/(?<=[.!?])\s/)[0] || text;
  return first.length > 200 ? first.slice(0, 197) + "…" : first;
}

// [n] in the sanitized HTML become links to card n (text nodes only: no markup is ever parsed here).
function linkMarkers(root, known) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes = [];
  while (walker.nextNode()) if (/\[\d+\]/.test(walker.currentNode.nodeValue)) nodes.push(walker.currentNode);
  for (const node of nodes) {
    const frag = document.createDocumentFragment();
    let last = 0;
    const text = node.nodeValue;
    for (const m of text.matchAll(/\[(\d+)\]/g)) {
      frag.append(text.slice(last, m.index));
      if (known.has(Number(m[1]))) {
        const a = el("a", { href: `#cite-${m[1]}`, className: "cite-link", text: m[0] });
        a.setAttribute("aria-label", `evidence ${m[1]}`);
        a.addEventListener("click", (e) => { e.preventDefault(); const card = $(`cite-${m[1]}`); card.scrollIntoView({ block: "nearest" }); card.focus(); });
        frag.append(a);
      } else frag.append(m[0]);
      last = m.index + m[0].length;
    }
    frag.append(text.slice(last));
    node.replaceWith(frag);
  }
}

// The answer's own danger figures when it carries the list (empty: none for the time asked, e.g. today's figure
// beside a count over August); the fire-weather cards only for an answer saved without it.
function dangerList(data, citations) {
  if (Array.isArray(data.danger)) return data.danger;
  return citations.filter((c) => c.kind === "fire_weather").map((c) => c.card);
}

// A reopened answer is the answer as first shown: its data age and staleness are those of the
// moment it was answered (kept with the answer), said so, with the time it was answered.
function ageLine(data, citations, reopened) {
  const times = citations.map((c) => Number(c.card?.ts)).filter(Number.isFinite);
  const newest = times.length ? Math.max(...times) : null;
  const replay = citations.find((c) => c.card?.replay_of)?.card.replay_of;
  const parts = [];
  const then = reopened ? " when answered" : "";
  if (data.data_age_s != null) parts.push(`Data ${ageWords(data.data_age_s).replace(" ago", " old")}${then}`);
  // Its age against the clock the box answered by (the audit's), not this tablet's: a box on a replay or a set
  // answer clock would otherwise call a reading of that morning "14 years ago".
  // Reopened, that age is the one it had when answered, said so.
  const clock = Number(data.audit?.clock);
  const known = Number.isFinite(clock) && clock > 0;
  const since = ageWords(Math.max(0, (known ? clock : Date.now() / 1000) - newest));
  const sinceWords = reopened ? since.replace(" ago", " before it was answered") : since;
  if (newest) parts.push(`newest evidence ${localTime(newest)}${data.data_age_s == null && (known || !reopened) ? ` (${sinceWords})` : ""}`);
  if (replay) parts.push("replayed recorded data");
  if (data.stale) parts.push("OUT OF DATE: check before acting");
  return parts.join(" · ");
}

async function drawAnswerMap(citations) {
  const feats = [];
  for (const c of citations) {
    const k = c.card || {};
    // Property names as appliance.mapfeatures writes them, so one FireMap draws answers and Live alike.
    if (c.kind === "spread") feats.push(...(k.map_features || []));
    else if ((c.kind === "reading" || c.kind === "fire_weather") && Number.isFinite(k.lat) && Number.isFinite(k.lon)) {
      feats.push({ type: "Feature", geometry: { type: "Point", coordinates: [k.lon, k.lat] },
        properties: { kind: "station", StationID: k.station || k.device, WindSpeed_kmh: k.wind_kmh, WindDirection_deg: k.wind_dir_deg,
          DangerClass: k.danger_class } });
    } else if ((c.kind === "frame" || c.kind === "detection") && Number.isFinite(k.lat) && Number.isFinite(k.lon)) {
      feats.push({ type: "Feature", geometry: { type: "Point", coordinates: [k.lon, k.lat] },
        properties: { kind: "detection", DetectionKind: k.cue, SourceDevice: k.device } });
    }
  }
  $("answer-map-figure").hidden = feats.length === 0;
  if (!feats.length) return;
  answerMap = answerMap || new FireMap($("answer-map"));
  await answerMap.build();
  answerMap.map.invalidateSize();
  answerMap.fitted = false;
  const n = answerMap.draw({ type: "FeatureCollection", features: feats });
  $("answer-map-caption").textContent = `${n.stations} station(s), ${n.detections} detection(s), ${n.fronts ? "projected front (p50 and p95)" : "no projected front"}.`;
}

// uploads: the photos' URLs (the tablet's own copies just sent, or the box's stored ones when reopened).
export function renderAnswer(data, uploads = [], { reopened = false } = {}) {
  const citations = citationsOf(data);
  const d = data.decision || { action: "answer", reason: "" };
  // An order the box refused is no "cannot answer": it says that it was refused.
  const refused = d.action === "abstain" && (data.frame?.intents || []).includes("refuse");
  const [icon, english] = refused ? DECISION.refused : DECISION[d.action] || DECISION.answer;
  // The box words the verdict in the question's language (its audit); older stored answers fall back to English.
  const words = data.audit?.verdict_words || english;
  $("verdict-card").className = `verdict-card ${d.action}`;
  // What the box understood, before the verdict: a crew catches a misread question here (issue 26).
  $("read-back").textContent = data.read_back || data.audit?.read_back || "";
  $("decision").replaceChildren(el("span", { className: "decision-icon", text: icon, ariaHidden: "true" }), ` ${words}`);
  $("verdict").textContent = plainVerdict(data);
  $("danger-chips").replaceChildren(...dangerList(data, citations).map((x) => el("li", {},
    el("span", { className: "chip-station", text: `${x.station_name || x.station || x.device || ""} ` }),
    dangerChip(x.danger_class, x.fwi != null ? `· FWI ${Number(x.fwi).toFixed(1)}` : ""))));
  $("data-age").textContent = ageLine(data, citations, reopened);
  const at = data.answered_at ?? data.created_at;
  $("answered-at").textContent = reopened && at != null ? `Answered at ${localTime(at, false)} on ${localTime(at).split(",")[0]}; reopened from Sessions.` : "";
  $("answered-at").hidden = !$("answered-at").textContent;
  $("data-age").classList.toggle("stale", Boolean(data.stale));
  const missing = (d.missing || []).map(intentWords);
  const reason = d.reason ? d.reason.charAt(0).toUpperCase() + d.reason.slice(1) + (/[.!?]$/.test(d.reason) ? "" : ".") : "";
  $("decision-reason").textContent = d.action === "answer" ? "" : [reason, missing.length ? `Not covered: ${missing.join(", ")}.` : ""].filter(Boolean).join(" ");
  $("asked").textContent = data.question ? `You asked: ${data.question}` : "";
  $("answer-text").innerHTML = data.answer_html || "";
  linkMarkers($("answer-text"), new Set(citations.map((c) => Number(c.n))));
  for (const t of $("answer-text").querySelectorAll("table")) { t.tabIndex = 0; t.setAttribute("aria-label", "Table from the answer (scrolls sideways)"); }
  $("evidence").replaceChildren(...citations.map((c) => citationCard(c, uploads)));
  $("evidence-title").hidden = citations.length === 0;
  const steps = data.audit?.steps;
  if (Array.isArray(steps) && steps.length && typeof steps[0] === "object") {
    $("steps").replaceChildren(...steps.map((s) => el("li", { className: "step", text: stepDetail(s) })));
  }
  renderAudit(data);
  for (const id of ["how", "audit", "audit-raw"]) $(id).open = false;   // a new answer starts folded
  const who = data.writer === "composer" ? "written by the box's rules from the data" : data.writer === "model" ? "written by the local model from the data" : data.mode ? `mode ${data.mode}` : "";
  $("answer-mode").textContent = [who, data.latency_s != null ? `${Number(data.latency_s).toFixed(1)} s` : "", data.id != null ? `answer ${data.id}` : ""].filter(Boolean).join(" · ");
  $("answer").hidden = false;
  $("ask-view").classList.add("has-answer");
  // Verdict first: from wherever the reader had scrolled, back to the top, or to the verdict on a small screen.
  window.scrollTo(0, 0);
  if ($("verdict-card").getBoundingClientRect().bottom > window.innerHeight) $("verdict-card").scrollIntoView({ block: "start" });
  drawAnswerMap(citations).catch((e) => { $("answer-map-caption").textContent = `Map not drawn: ${e.message}`; });
}
