// Evidence as cards, one per citation [n], by the contract's card kinds (PLAN.md): readings as a
// small table with local time and UTC, codes with class and provenance, frames as thumbnails with
// their boxes, documents as quotes with title and page, fronts in words (and on the map).
"use strict";
import { el } from "./api.js";
import { dangerCss, localTime, num, utcTime, windWords } from "./words.js";

const $ = (id) => document.getElementById(id);

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
  for (const b of boxes || []) {
    const r = document.createElementNS(NS, "rect");
    for (const [k, v] of Object.entries({ x: b.x, y: b.y, width: b.w, height: b.h })) r.setAttribute(k, v);
    r.setAttribute("class", b.label);
    svg.append(r);
  }
  return svg;
}

export function frameButton(label, thumb, full, boxes) {
  const b = el("button", { type: "button", className: "thumb" }, el("img", { src: thumb, alt: label, loading: "lazy" }));
  b.setAttribute("aria-label", `Enlarge: ${label}`);
  if (boxes && boxes.length) b.append(cueOverlay(boxes));
  b.addEventListener("click", () => openFrame(full, label));
  return b;
}

export function dangerChip(cls, extra = "") {
  const word = cls ? String(cls).replace(/_/g, " ") : "unknown";
  return el("span", { className: `chip ${dangerCss(cls)}`, text: `${word.toUpperCase()}${extra ? " " + extra : ""}` });
}

function table(rows) {
  const body = el("tbody", {});
  for (const [k, v] of rows) if (v != null && v !== "") body.append(el("tr", {}, el("th", { scope: "row", text: k }), el("td", {}, v)));
  return el("table", { className: "kv" }, body);
}

const unit = (x, u, d = 1) => (x == null || !Number.isFinite(Number(x)) ? null : `${num(x, d)} ${u}`);

function readingCard(c) {
  const rows = [["Station", c.station || c.device], ["Local time", c.local_time || localTime(c.ts)],
    ["UTC", c.ts != null ? utcTime(c.ts) : c.utc], ["Temperature", unit(c.temperature_c, "°C")], ["Humidity", unit(c.rh_pct, "%", 0)],
    ["Wind", c.wind_kmh != null ? windWords(c.wind_kmh, c.wind_dir_deg) : null], ["Rain", unit(c.rain_mm, "mm")]];
  const out = [table(rows)];
  if (c.replay_of) out.push(el("p", { className: "note", text: `Replay of recorded data (${c.replay_of}).` }));
  if (c.temperature_c == null && c.text) out.push(el("p", { text: c.text }));
  return out;
}

function fireWeatherCard(c) {
  return [el("p", {}, dangerChip(c.danger_class, c.fwi != null ? `· FWI ${num(c.fwi)}` : "")),
    table([["Station", c.station || c.device], ["Day", c.day], ["FWI", num(c.fwi)], ["ISI", num(c.isi)], ["BUI", num(c.bui)],
      ["FFMC", num(c.ffmc)], ["DMC", num(c.dmc)], ["DC", num(c.dc)], ["Source", c.provenance]])];
}

function frameCard(c, uploads) {
  const label = c.upload_index != null ? `Your photo ${c.upload_index + 1}`
    : `Drone ${c.device || "?"} frame${c.ts ? " at " + localTime(c.ts) : ""}`;
  const words = [c.cue ? `possible ${c.cue}` : null, c.confidence_words || (c.cues?.summary ?? null)].filter(Boolean).join(": ");
  const thumb = c.upload_index != null ? uploads[c.upload_index] : c.thumb_url;
  const full = c.upload_index != null ? uploads[c.upload_index] : c.image_url;
  const out = [];
  if (thumb) out.push(frameButton(`${label}${words ? ", " + words : ""}`, thumb, full || thumb, c.boxes));
  out.push(el("p", { text: `${label}${words ? " — " + words : ""}.` }));
  if (c.cue || (c.boxes && c.boxes.length)) out.push(el("p", { className: "note", text: "Colour heuristic, not a fire detector: confirm by eye." }));
  return out;
}

function documentCard(c) {
  const where = [c.title || "document", c.page != null ? `page ${c.page}` : null].filter(Boolean).join(", ");
  return [el("blockquote", { className: "quote", text: c.quote || c.text || "" }), el("p", { className: "cite", text: `— ${where}` }),
    c.source ? el("p", { className: "note source", text: String(c.source) }) : null];
}

function spreadCard(c) {
  const h = c.head_m || {};
  const km = (m) => (m == null ? "?" : m >= 1000 ? `${(m / 1000).toFixed(1)} km` : `${Math.round(m)} m`);
  const dir = c.direction_deg != null ? ` toward the ${["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"][Math.round(((c.direction_deg % 360) + 360) % 360 / 45) % 8]}` : "";
  const drawn = Array.isArray(c.map_features) && c.map_features.length > 0;
  return [el("p", { text: `Head about ${km(h.likely)}${dir} in ${c.horizon_min ?? "?"} min (likely; low ${km(h.low)}, high ${km(h.high)}). Model projection: no suppression, no spotting.` }),
    c.wind ? el("p", { className: "wind-source", text: windSourceWords(c.wind) }) : null,
    el("p", { className: "note", text: drawn ? "Drawn on the map below."
      : "Not drawn on the map: without a wind direction the head's direction is unknown." })];
}

// Which station's wind the projection used and how old it was (the box's one rule, spread.live.wind_for_front).
export function windSourceWords(w) {
  const s = (w.stations || [])[0];
  const speed = w.direction_known === false ? `${num(w.wind_kmh, 0)} km/h, direction not reported` : windWords(w.wind_kmh, w.wind_from_deg);
  if (!s) return `Wind ${speed} (${w.source === "given" ? "given with the request" : "source not recorded"}).`;
  const more = w.stations.length > 1 ? ` and ${w.stations.length - 1} more` : "";
  return `Wind ${speed}, from the ${s.device} station ${num(s.distance_km)} km away${s.age_min != null ? `, ${num(s.age_min, 0)} min old` : ""}${more}.`;
}

function analogCard(c) {
  return [table([["Day", c.day], ["Station", c.station], ["FWI", num(c.fwi)], ["Fire that day", c.fire == null ? null : c.fire ? "yes" : "no"]])];
}

function otherCard(c) {
  const rows = Object.entries(c).filter(([, v]) => v != null && typeof v !== "object").slice(0, 10)
    .map(([k, v]) => [k.replace(/_/g, " "), String(v)]);
  return [table(rows)];
}

const KIND_TITLE = { reading: "Station reading", fire_weather: "Fire danger codes", frame: "Drone frame", detection: "Detection",
  document: "Document", spread: "Projected front", analog: "Similar past day", other: "Evidence" };

export function citationCard(cit, uploads = []) {
  const c = cit.card || {};
  const body = cit.kind === "reading" ? readingCard(c) : cit.kind === "fire_weather" ? fireWeatherCard(c)
    : cit.kind === "frame" || cit.kind === "detection" ? frameCard(c, uploads) : cit.kind === "document" ? documentCard(c)
      : cit.kind === "spread" ? spreadCard(c) : cit.kind === "analog" ? analogCard(c) : otherCard(c);
  const li = el("li", { id: `cite-${cit.n}`, className: `card card-${cit.kind}`, tabIndex: -1, "data-kind": cit.kind,
    "data-id": String(cit.id ?? "") },
    el("h4", {}, el("span", { className: "cite-n", text: `[${cit.n}]` }), ` ${cit.title || KIND_TITLE[cit.kind] || "Evidence"}`));
  for (const b of body) if (b) li.append(b);
  return li;
}

// Older answers carry `evidence` items without citations: shown the same way, numbered in order.
export function citationsOf(data) {
  if (Array.isArray(data.citations) && data.citations.length) return data.citations;
  return (data.evidence || []).map((e, i) => ({ n: i + 1, kind: e.kind, id: e.id, title: e.title,
    card: { ...e, station: e.station || e.device, quote: e.quote || e.text } }));
}
