// The live view: latest reading and fire-weather class per station, alerts, recent frames with
// cue boxes, and the map of stations, detections and projected fronts.
"use strict";
import { el, getJSON, utc } from "./api.js";
import { cueOverlay, frameButton } from "./evidence.js";
import { drawMap, frontsOf } from "./map.js";

const $ = (id) => document.getElementById(id);

async function optional(url) {
  try {
    const resp = await fetch(url, { headers: { Accept: "application/json" } });
    return resp.ok ? await resp.json() : null;
  } catch (_) { return null; }
}

// /api/fire-weather comes from the spread blueprint when it is installed; read it loosely.
function fireWeatherByStation(fw) {
  const rows = Array.isArray(fw) ? fw : fw?.stations || fw?.readings || fw?.items || [];
  const out = new Map();
  for (const r of rows) {
    const name = r.device || r.station || r.name;
    const cls = r.class || r.danger_class || r.fire_weather_class || r.rating;
    if (name) out.set(name, [cls, r.fwi != null ? `FWI ${Number(r.fwi).toFixed(1)}` : ""].filter(Boolean).join(", "));
  }
  return out;
}

export async function refreshLive() {
  const [live, fw, spread] = await Promise.all([getJSON("/api/live"), optional("/api/fire-weather"), optional("/api/spread/latest")]);
  const fwMap = fireWeatherByStation(fw);
  const body = $("live-readings").querySelector("tbody");
  body.replaceChildren();
  for (const r of live.readings) {
    const cls = fwMap.get(r.device) || (r.recorded.FWI != null ? `recorded FWI ${r.recorded.FWI}` : "—");
    body.append(el("tr", { "data-device": r.device }, el("th", { scope: "row", text: r.device }), el("td", { text: utc(r.ts) }),
      el("td", { text: r.temperature_c ?? "—" }), el("td", { text: r.rh_pct ?? "—" }), el("td", { text: r.wind_kmh ?? "—" }),
      el("td", { className: "fw", text: cls })));
  }
  if (!live.readings.length) body.append(el("tr", {}, el("td", { colSpan: 6, text: "No readings yet." })));
  const alerts = $("alerts");
  alerts.replaceChildren(...(live.alerts.length ? live.alerts.map((a) =>
    el("li", { className: "alert", text: `${a.ts ? utc(a.ts) + " " : ""}${a.kind || a.level || ""} ${a.message || a.text || a.summary || ""}`.trim() }))
    : [el("li", { text: "No alerts." })]));
  const frames = $("live-frames");
  frames.replaceChildren(...live.frames.map((f) => {
    const b = frameButton(f, `Frame ${f.id} from ${f.device} at ${utc(f.ts)}${f.cues.length ? `, ${f.cues.length} cue(s)` : ""}`);
    b.append(cueOverlay(f.cues));
    return b;
  }));
  if (!live.frames.length) frames.append(el("p", { text: "No frames yet." }));
  const fronts = frontsOf(spread);
  drawMap($("live-map"), {
    stations: live.readings.map((r) => ({ lat: r.lat, lon: r.lon, label: r.device })),
    detections: live.frames.filter((f) => f.cues.length && Number.isFinite(f.lat)).map((f) => ({ lat: f.lat, lon: f.lon, label: `frame ${f.id}` })),
    fronts,
  });
  $("live-map-caption").textContent = `Coordinate grid (no base map loaded). ${live.readings.length} station(s), ${fronts.length} projected front line(s).`;
}
