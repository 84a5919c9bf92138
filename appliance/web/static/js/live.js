// The Live tab for the truck: one card per station (danger colour chip with its word, wind speed and
// direction, data age), a stale banner that says when the data is old or a replay of recorded days,
// alerts in crew words newest first, recent drone frames with their cue boxes, and the map where a
// tap marks a fire start and brings back its projected front.
"use strict";
import { el, getJSON, postJSON } from "./api.js";
import { dangerChip, frameButton } from "./cards.js";
import { FireMap, distWords } from "./map.js";
import { ageWords, alertWords, bothTimes, isNum, localTime, num, windWords } from "./words.js";

const $ = (id) => document.getElementById(id);
let liveMap = null;
let marking = false;

function stationCard(r) {
  const d = r.danger || {};
  const arrow = el("span", { className: "wind-arrow", text: "➜", ariaHidden: "true" });
  if (isNum(r.wind_dir_deg)) arrow.style.transform = `rotate(${Number(r.wind_dir_deg) + 90}deg)`;
  else arrow.hidden = true;
  const stale = r.age_s > r.staleAfter;
  return el("li", { className: `station-card${stale ? " is-stale" : ""}`, "data-device": r.device },
    el("h3", { text: r.device }),
    el("p", { className: "danger-line" }, dangerChip(d.danger_class, d.fwi != null ? `· FWI ${num(d.fwi)}` : ""),
      d.provenance ? el("span", { className: "note", text: ` ${d.provenance}${d.day ? ", " + d.day : ""}` }) : null),
    el("p", { className: "wind-line" }, arrow, ` Wind ${windWords(r.wind_kmh, r.wind_dir_deg)}`),
    el("p", { text: `${num(r.temperature_c)} °C · RH ${num(r.rh_pct, 0)} % · rain ${num(r.rain_mm)} mm` }),
    el("p", { className: `age${stale ? " stale" : ""}`, text: `Reading ${bothTimes(r.ts)}, ${ageWords(r.age_s)}${stale ? ": OLD" : ""}` }),
    r.replay_of ? el("p", { className: "note", text: `Replay of recorded data: ${r.replay_of}` }) : null);
}

function staleBanner(readings, staleAfter) {
  const banner = $("stale-banner");
  if (!readings.length) { banner.hidden = true; return; }
  const newest = readings.reduce((a, b) => (a.ts > b.ts ? a : b));
  const replay = readings.find((r) => r.replay_of);
  const old = readings.filter((r) => r.age_s > staleAfter);
  if (!old.length && !replay) { banner.hidden = true; return; }
  const years = newest.age_s / (365.25 * 86400);
  banner.textContent = [
    old.length ? `${old.length === readings.length ? "All" : old.length + " of " + readings.length} station readings are old: the newest is from ${localTime(newest.ts)}, ${ageWords(newest.age_s)}.` : "",
    years >= 1 ? `This looks like recorded data from ${new Date(newest.ts * 1000).getUTCFullYear()}, not today's weather.` : "",
    replay ? `The box is replaying recorded data (${replay.replay_of}).` : "",
    "Do not treat it as current.",
  ].filter(Boolean).join(" ");
  banner.hidden = false;
}

function setMarking(on) {
  marking = on;
  $("mark-start").setAttribute("aria-pressed", String(on));
  $("live-map").classList.toggle("marking", on);
  $("mark-wind").hidden = !on;
}

async function markStart(latlng) {
  if (!marking) return;
  const body = { lat: latlng.lat, lon: latlng.lng };
  const kmh = $("mark-wind-kmh").value, from = $("mark-wind-from").value;
  if (kmh !== "" && from !== "") Object.assign(body, { wind_kmh: Number(kmh), wind_from_deg: Number(from) });
  $("mark-status").textContent = `Projecting a front from ${latlng.lat.toFixed(4)}, ${latlng.lng.toFixed(4)}…`;
  try {
    const p = await postJSON("/api/spread/project", body);
    setMarking(false);
    // The time rings say how far the head gets; the act-time front is only seconds of growth for a start marked "now".
    const rings = (p.properties?.rings || []).slice(0, 3).map((r) => `${Math.round(r.minutes)} min: ${distWords(r.head_m.likely)}`
      + ` (low ${distWords(r.head_m.low)}, high ${distWords(r.head_m.high)})`);
    const f = p.properties?.fronts?.p50 || {};
    $("mark-status").textContent = "Projected front from the start you marked: head "
      + (rings.length ? `after ${rings.join("; ")}.` : `about ${f.head_distance_m != null ? distWords(f.head_distance_m) : "?"} when the answer is acted on.`)
      + " Model projection: no suppression, no spotting.";
    liveMap.fitted = false;
    await refreshLive();
  } catch (err) {
    const needsWind = /wind/i.test(err.message);
    $("mark-status").textContent = needsWind
      ? `No recent station wind here (${err.message}). Enter the wind speed and where it comes from above, then tap the map again.`
      : `No front: ${err.message}. Tap the map again or press "Mark a fire start" to stop.`;
    if (needsWind) $("mark-wind-kmh").focus();
  }
}

export function setupLive() {
  $("mark-start").addEventListener("click", () => {
    setMarking(!marking);
    $("mark-status").textContent = marking ? "Tap the map where the fire started." : "";
  });
  $("fit-map").addEventListener("click", () => liveMap && liveMap.fit(false));
}

export async function refreshLive() {
  // The map's features may fail on their own (a damaged projection): the stations and alerts still show.
  const [live, features] = await Promise.all([getJSON("/api/live"), getJSON("/api/map/features").catch((e) => ({ error: e.message }))]);
  const staleAfter = live.stale_after_s || 3 * 3600;
  for (const r of live.readings) r.staleAfter = staleAfter;
  $("live-stations").replaceChildren(...(live.readings.length ? live.readings.map(stationCard) : [el("li", { text: "No readings yet." })]));
  staleBanner(live.readings, staleAfter);
  $("alerts").replaceChildren(...(live.alerts.length
    ? live.alerts.map((a) => el("li", { className: "alert" }, el("span", { text: alertWords(a) }),
      a.summary ? el("span", { className: "note alert-detail", text: ` (${a.summary})` }) : null))
    : [el("li", { text: "No alerts." })]));
  const frames = $("live-frames");
  frames.replaceChildren(...live.frames.map((f) => frameButton(
    `Drone ${f.device} at ${localTime(f.ts)}${f.cues.length ? `, ${f.cues.length} possible fire or smoke region(s)` : ""}`,
    f.thumb_url, f.image_url, f.cues)));
  if (!live.frames.length) frames.append(el("p", { text: "No frames yet." }));
  if (!liveMap) liveMap = new FireMap($("live-map"), { onTap: markStart });
  await liveMap.build();
  liveMap.map.invalidateSize();
  const n = liveMap.draw(features.error ? { features: [] } : features);
  $("live-map-caption").textContent = features.error ? `Map features could not be read: ${features.error}.` : `${n.stations} station(s), ${n.detections} detection(s), ${n.fronts ? `a projected front (p50 and p95)${n.rings ? ` with ${n.rings} time ring(s)` : ""}` : "no projected front"}. World layer: Natural Earth; pinch or use + and − to zoom.`;
}
