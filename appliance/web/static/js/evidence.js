// The answer and what it rests on. answer_html was rendered and sanitized by the box (nh3);
// everything else is inserted as text only.
"use strict";
import { el, utc } from "./api.js";
import { drawMap, frontsOf } from "./map.js";

const $ = (id) => document.getElementById(id);
const DECISION = { answer: "Answer", warn: "Warning", abstain: "The box will not answer" };

function readingText(r) {
  if (r.text) return r.text;
  return ["temperature_c", "rh_pct", "wind_kmh", "rain_mm"].filter((k) => r[k] != null).map((k) => `${k} ${r[k]}`).join(", ");
}

export function openFrame(url, label) {
  $("frame-large").src = url;
  $("frame-large").alt = label;
  $("frame-dialog").showModal();
}

export function cueOverlay(boxes) {
  const NS = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "0 0 1 1"); svg.setAttribute("preserveAspectRatio", "none");
  svg.setAttribute("class", "cues"); svg.setAttribute("aria-hidden", "true");
  for (const c of boxes || []) {
    const r = document.createElementNS(NS, "rect");
    for (const k of ["x", "y"]) r.setAttribute(k, c[k]);
    r.setAttribute("width", c.w); r.setAttribute("height", c.h); r.setAttribute("class", c.label);
    svg.append(r);
  }
  return svg;
}

export function frameButton(f, label, src = f.thumb_url, large = f.image_url) {
  const img = el("img", { src, alt: label, loading: "lazy" });
  const b = el("button", { type: "button", className: "thumb", "data-frame-id": String(f.id) }, img);
  b.setAttribute("aria-label", `Enlarge ${label}`);
  b.addEventListener("click", () => openFrame(large, label));
  if (f.cue_boxes && f.cue_boxes.length) b.append(cueOverlay(f.cue_boxes));
  return b;
}

// `uploads`: object URLs of the photos just sent; a stored answer brings the URLs of its own photos.
export function renderAnswer(a, uploads = []) {
  if (!uploads.length && Array.isArray(a.images)) uploads = a.images.map((p) => p.url);
  $("answer").hidden = false;
  $("answer-text").innerHTML = a.answer_html;   // sanitized on the box
  const d = a.decision;
  $("decision").textContent = d ? `${DECISION[d.action] || d.action}${d.reason ? ": " + d.reason : ""}` : "";
  $("decision").className = `decision ${d ? d.action : ""}`;
  $("decision").hidden = !d;
  $("answer-mode").textContent = a.mode === "model"
    ? `Answered by the local model in ${a.latency_s} s, citing ${(a.cited_ids || []).length} item(s).`
    : `Answered from rules (model unavailable) in ${a.latency_s} s.`;
  renderEvidence(a.evidence || [], uploads);
  $("audit-text").textContent = JSON.stringify(a.audit || {}, null, 2);
  const photos = $("audit-photos");
  photos.replaceChildren(...uploads.map((url, i) => el("li", {},
    el("img", { src: url, alt: `Photo ${i + 1} sent with this question`, loading: "lazy" }))));
  photos.hidden = uploads.length === 0;
  $("evidence-panel").hidden = false;
}

export function renderEvidence(items, uploads = []) {
  const body = $("evidence").querySelector("tbody");
  body.replaceChildren();
  $("evidence-frames").replaceChildren();
  $("evidence-docs").replaceChildren();
  $("evidence-other").replaceChildren();
  const stations = new Map(), detections = [], fronts = [];
  for (const e of items) {
    if (e.kind === "reading") {
      const tr = el("tr", { "data-reading-id": String(e.id) },
        el("td", { text: e.id }), el("td", { text: e.device }), el("td", { text: e.ts ? utc(e.ts) : "" }),
        el("td", { text: readingText(e) }));
      body.append(tr);
      if (Number.isFinite(e.lat)) stations.set(e.device, { lat: e.lat, lon: e.lon, label: e.device });
    } else if (e.kind === "frame" && e.upload_index != null) {
      const label = `Your photo ${e.upload_index + 1}${e.cues?.summary ? ": " + e.cues.summary : ""}`;
      const url = uploads[e.upload_index];
      if (url) $("evidence-frames").append(frameButton(e, label, url, url));
      else $("evidence-other").append(el("li", { text: label }));
    } else if (e.kind === "frame" && e.thumb_url) {
      $("evidence-frames").append(frameButton(e, `Frame ${e.frame_id}${e.device ? " from " + e.device : ""}${e.ts ? " at " + utc(e.ts) : ""}`));
      if (Number.isFinite(e.lat)) detections.push({ lat: e.lat, lon: e.lon, label: `frame ${e.id}` });
    } else if (e.kind === "document") {
      $("evidence-docs").append(el("li", { className: "citation" },
        el("strong", { text: e.title || "document" }), e.page != null ? ` — page ${e.page}` : "",
        e.text ? el("q", { text: e.text.slice(0, 240) }) : null));
    } else {
      if (e.kind === "spread") fronts.push(...frontsOf(e.geojson || e.projection || e));
      const summary = e.text || e.summary || e.danger_class || e.class
        || (e.fwi != null ? `FWI ${e.fwi}` : JSON.stringify(e).slice(0, 200));
      $("evidence-other").append(el("li", {}, el("strong", { text: e.kind.replace("_", " ") }), `: ${summary}`));
    }
  }
  $("evidence").hidden = body.children.length === 0;
  drawMap($("answer-map"), { stations: [...stations.values()], detections, fronts });
}
