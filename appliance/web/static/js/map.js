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
  const root = el("div", `st ${dangerCss(p.danger_class)}`);
  const dot = el("span", "st-dot");
  root.append(dot);
  if (isNum(p.wind_dir_deg)) {
    const arrow = el("span", "st-arrow", "➜");
    // wind_dir_deg is where it comes FROM; the arrow points where it blows (from + 180), "➜" points east (90).
    arrow.style.transform = `rotate(${Number(p.wind_dir_deg) + 180 - 90}deg)`;
    root.append(arrow);
  }
  root.append(el("span", "st-label", p.danger_class ? `${p.device} ${String(p.danger_class).toUpperCase()}` : p.device));
  return L.divIcon({ html: root, className: "st-icon", iconSize: [24, 24], iconAnchor: [12, 12] });
}

function detectionIcon() {
  return L.divIcon({ html: el("div", "det", "!"), className: "det-icon", iconSize: [26, 26], iconAnchor: [13, 13] });
}

const RING_COLOURS = ["#2c7bb6", "#00a6ca", "#90eb9d", "#f9d057", "#f29e2e", "#d7191c"];   // cool (early) to warm

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

  draw(fc) {
    const map = this.map;
    if (!map) return;
    if (this.layer) this.layer.remove();
    const group = L.featureGroup();
    const fronts = [];
    const feats = (fc?.features || []).filter((f) => f && f.geometry && f.properties);
    const kind = (f) => f.properties.kind;
    const rings = feats.filter((f) => kind(f) === "time_ring").sort((a, b) => a.properties.minutes - b.properties.minutes);
    rings.forEach((f, i) => L.geoJSON(f, { interactive: false, style: {
      color: RING_COLOURS[Math.min(i, RING_COLOURS.length - 1)], weight: 2, fill: false, dashArray: "4 4" } })
      .bindTooltip(`${f.properties.minutes} min after the start`).addTo(group));
    for (const f of feats.filter((x) => kind(x) === "front_p95")) {
      fronts.push(L.geoJSON(f, { className: "front front-p95", style: { color: "#b71c1c", weight: 2, dashArray: "8 6", fillColor: "#ff8a65", fillOpacity: 0.25 } })
        .bindTooltip(`Late answer (p95): ${frontWords(f.properties)}`).addTo(group));
    }
    for (const f of feats.filter((x) => kind(x) === "front_p50")) {
      fronts.push(L.geoJSON(f, { className: "front front-p50", style: { color: "#b71c1c", weight: 3, fillColor: "#d32f2f", fillOpacity: 0.35 } })
        .bindTooltip(`Likely (p50): ${frontWords(f.properties)}`).addTo(group));
    }
    for (const f of feats.filter((x) => kind(x) === "start")) {
      const [lon, lat] = f.geometry.coordinates;
      L.circleMarker([lat, lon], { radius: 6, color: "#000", weight: 2, fillColor: "#ffeb3b", fillOpacity: 1, className: "fire-start" })
        .bindTooltip("Fire start").addTo(group);
    }
    for (const f of feats.filter((x) => kind(x) === "detection")) {
      const [lon, lat] = f.geometry.coordinates;
      L.marker([lat, lon], { icon: detectionIcon(), keyboard: false, title: `Detection: ${f.properties.summary || f.properties.cue}` })
        .bindTooltip(`Possible ${f.properties.cue || "fire"}${f.properties.device ? " (drone " + f.properties.device + ")" : ""}`).addTo(group);
    }
    for (const f of feats.filter((x) => kind(x) === "station")) {
      const p = f.properties, [lon, lat] = f.geometry.coordinates;
      L.marker([lat, lon], { icon: stationIcon(p), keyboard: false, title: p.device })
        .bindTooltip(`${p.device}: danger ${p.danger_class || "unknown"}, wind ${windWords(p.wind_kmh, p.wind_dir_deg)}, ${ageWords(p.age_s)}`)
        .addTo(group);
    }
    group.addTo(map);
    this.layer = group;
    this.fronts = fronts;
    this.counts = { stations: feats.filter((x) => kind(x) === "station").length,
      detections: feats.filter((x) => kind(x) === "detection").length,
      fronts: feats.filter((x) => /^front_/.test(kind(x))).length };
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

export function frontWords(p) {
  const km = (m) => (m >= 1000 ? `${(m / 1000).toFixed(1)} km` : `${Math.round(m)} m`);
  const parts = [];
  if (p.head_distance_m != null) parts.push(`head ${km(p.head_distance_m)} from the start`);
  if (p.minutes_grown != null) parts.push(`after ${Math.round(p.minutes_grown)} min`);
  if (p.act_time) parts.push(`at ${p.act_time.replace("T", " ").replace("Z", " UTC")}`);
  return parts.join(", ") || "projected front";
}

// A GeoJSON FeatureCollection (or Feature) as a list of features.
export function featuresOf(g) {
  if (!g || typeof g !== "object") return [];
  if (g.type === "FeatureCollection") return g.features || [];
  if (g.type === "Feature") return [g];
  return [];
}
