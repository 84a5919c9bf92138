// The offline map: Leaflet (served by the box) over the world layer shipped with it (Natural Earth
// countries from world-atlas) and the operator's regional tiles (/api/maps). Stations with wind
// arrows and danger colour, detections, projected fronts (p50, p95) with time rings.
"use strict";
import { ageWords, dangerCss, isNum, windWords } from "./words.js";

const L = window.L, topo = window.topojson;
let world = null;          // the world layer's GeoJSON, fetched once from the box
let regional = null;       // the regional maps' list, fetched once

async function worldLayer() {
  if (!world) {
    world = fetch("/static/vendor/world-atlas/countries-50m.json").then((r) => r.json()).then((t) => ({
      land: topo.feature(t, t.objects.countries), borders: topo.mesh(t, t.objects.countries, (a, b) => a !== b),
    }));
  }
  return world;
}

async function regionalMaps() {
  if (!regional) regional = fetch("/api/maps").then((r) => (r.ok ? r.json() : { maps: [] })).then((d) => d.maps || []).catch(() => []);
  return regional;
}

function el(tag, cls, text) {
  const n = document.createElement(tag);
  if (cls) n.className = cls;
  if (text != null) n.textContent = text;
  return n;
}

function stationIcon(p) {
  const root = el("div", `st ${dangerCss(p.DangerClass)}`);
  const dot = el("span", "st-dot");
  root.append(dot);
  if (isNum(p.WindDirection_deg)) {
    const arrow = el("span", "st-arrow", "➜");
    // wind_dir_deg is where it comes FROM; the arrow points where it blows (from + 180), "➜" points east (90).
    arrow.style.transform = `rotate(${Number(p.WindDirection_deg) + 180 - 90}deg)`;
    root.append(arrow);
  }
  root.append(el("span", "st-label", p.DangerClass ? `${p.StationID} ${String(p.DangerClass).toUpperCase()}` : p.StationID));
  return L.divIcon({ html: root, className: "st-icon", iconSize: [24, 24], iconAnchor: [12, 12] });
}

function detectionIcon() {
  return L.divIcon({ html: el("div", "det", "!"), className: "det-icon", iconSize: [26, 26], iconAnchor: [13, 13] });
}

// Cool (soonest) to warm (latest), all dark enough to read on the pale land and sea of the world layer.
const RING_COLOURS = ["#08519c", "#3182bd", "#6a51a3", "#d94801", "#a50f15", "#67000d"];

// One map in a container: build() once, then draw(features) on each refresh.
export class FireMap {
  constructor(container, { onTap } = {}) {
    this.container = container;
    this.onTap = onTap;
    this.map = null;
    this.layer = null;
    this.fitted = false;
  }

  async build() {
    if (this.map) return this.map;
    const map = L.map(this.container, { zoomSnap: 0.5, worldCopyJump: true, attributionControl: true, tap: true })
      .setView([30, 5], 4);
    map.attributionControl.setPrefix("Leaflet");
    map.createPane("world").style.zIndex = 150;           // under the regional tiles (tilePane 200)
    this.map = map;
    const w = await worldLayer();
    L.geoJSON(w.land, { pane: "world", interactive: false, style: { color: "#8a8a8a", weight: 0, fillColor: "#efe9dc", fillOpacity: 1 } }).addTo(map);
    L.geoJSON(w.borders, { pane: "world", interactive: false, style: { color: "#777", weight: 1, fill: false } }).addTo(map);
    map.attributionControl.addAttribution("Natural Earth (world-atlas)");
    for (const m of await regionalMaps()) {
      const [west, south, east, north] = m.bounds;
      L.tileLayer(`/api/maps/${encodeURIComponent(m.name)}/{z}/{x}/{y}`, {
        bounds: [[south, west], [north, east]], minZoom: 0, maxNativeZoom: m.maxzoom, maxZoom: 19, minNativeZoom: m.minzoom,
        attribution: m.attribution ? m.attribution.replace(/<[^>]*>/g, "") : m.name,
      }).addTo(map);
    }
    this.container.classList.add("map-ready");
    if (this.onTap) map.on("click", (e) => this.onTap(e.latlng));
    return map;
  }

  // Features as appliance.mapfeatures writes them (kind: station | detection | origin | front | ring).
  draw(fc) {
    const map = this.map;
    if (!map) return;
    if (this.layer) this.layer.remove();
    const group = L.featureGroup();
    const fronts = [];
    const feats = (fc?.features || []).filter((f) => f && f.geometry && f.properties);
    const of = (k) => feats.filter((f) => f.properties.kind === k);
    // Time rings: one colour per horizon, cool (soon) to warm (later); the likely band solid, low/high dashed.
    const minutes = [...new Set(of("ring").map((f) => f.properties.HorizonMinutes))].sort((a, b) => a - b);
    for (const f of of("ring")) {
      const p = f.properties, i = minutes.indexOf(p.HorizonMinutes);
      const likely = (p.SpreadBand || "likely") === "likely";
      fronts.push(L.geoJSON(f, { className: `ring ring-${p.SpreadBand || "likely"}`, style: {
        color: RING_COLOURS[Math.min(i, RING_COLOURS.length - 1)], weight: likely ? 3 : 1.5, fill: false, dashArray: likely ? null : "4 5" } })
        .bindTooltip(`${p.SpreadBand || "likely"} front ${Math.round(p.HorizonMinutes)} min after the question${p.HeadDistance_m != null ? `: head ${distWords(p.HeadDistance_m)}` : ""}`)
        .addTo(group));
    }
    const byLatency = (l) => of("front").filter((f) => (f.properties.Latency || "p50") === l);
    for (const f of byLatency("p95")) {
      fronts.push(L.geoJSON(f, { className: "front front-p95", style: { color: "#b71c1c", weight: 2, dashArray: "8 6", fillColor: "#ff8a65", fillOpacity: 0.25 } })
        .bindTooltip(`If the answer is acted on late (p95): ${frontWords(f.properties)}`).addTo(group));
    }
    for (const f of byLatency("p50")) {
      fronts.push(L.geoJSON(f, { className: "front front-p50", style: { color: "#b71c1c", weight: 3, fillColor: "#d32f2f", fillOpacity: 0.35 } })
        .bindTooltip(`When the answer is acted on (p50): ${frontWords(f.properties)}`).addTo(group));
    }
    for (const f of of("origin")) {
      const [lon, lat] = f.geometry.coordinates;
      fronts.push(L.circleMarker([lat, lon], { radius: 7, color: "#000", weight: 2, fillColor: "#ffeb3b", fillOpacity: 1, className: "fire-start" })
        .bindTooltip("Fire start (projection origin)").addTo(group));
    }
    for (const f of of("detection")) {
      const p = f.properties, [lon, lat] = f.geometry.coordinates;
      L.marker([lat, lon], { icon: detectionIcon(), keyboard: false, title: `Possible ${p.DetectionKind || "fire"}` })
        .bindTooltip(`Possible ${p.DetectionKind || "fire"}${p.SourceDevice ? ", drone " + p.SourceDevice : ""} (colour heuristic: confirm by eye)`).addTo(group);
    }
    for (const f of of("station")) {
      const p = f.properties, [lon, lat] = f.geometry.coordinates;
      L.marker([lat, lon], { icon: stationIcon(p), keyboard: false, title: p.StationID })
        .bindTooltip(`${p.StationID}: danger ${p.DangerClass || "unknown"}, wind ${windWords(p.WindSpeed_kmh, p.WindDirection_deg)}, ${ageWords(p.DataAge_s)}`)
        .addTo(group);
    }
    group.addTo(map);
    this.layer = group;
    this.fronts = fronts;
    this.counts = { stations: of("station").length, detections: of("detection").length, fronts: of("front").length, rings: minutes.length };
    if (!this.fitted) this.fit(true);
    return this.counts;
  }

  // What matters: a front when there is one (a 140 m front is lost on a 1000 km view), else everything.
  fit(frontFirst = true) {
    if (!this.layer || !this.layer.getLayers().length) return;
    const front = frontFirst && this.fronts.length > 0;
    const b = (front ? L.featureGroup(this.fronts) : this.layer).getBounds();
    // A front is small (a few hundred metres): zoom right in. Stations and detections need the region around them.
    if (b.isValid()) this.map.fitBounds(b.pad(front ? 0.4 : 0.3), { maxZoom: front ? 16 : 10 });
    this.fitted = true;
  }
}

export const distWords = (m) => (m >= 1000 ? `${(m / 1000).toFixed(1)} km` : `${Math.round(m)} m`);

export function frontWords(p) {
  const parts = [];
  if (p.HeadDistance_m != null) parts.push(`head ${distWords(p.HeadDistance_m)} from the start`);
  if (p.HorizonMinutes != null) parts.push(`${Math.round(p.HorizonMinutes)} min after the question`);
  if (p.ValidDateTime) parts.push(`at ${p.ValidDateTime.replace("T", " ").replace(/:\d\dZ$/, " UTC")}`);
  parts.push("model projection, no suppression");
  return parts.join(", ");
}
