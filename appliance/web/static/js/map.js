// A plot on a latitude/longitude grid, drawn as SVG by the page itself (no base map, no tiles):
// stations, detections and projected fire fronts (GeoJSON from /api/spread/latest).
"use strict";
const NS = "http://www.w3.org/2000/svg";
const W = 600, H = 400, PAD = 44;

function svgEl(tag, attrs, text) {
  const n = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (text != null) n.textContent = text;
  return n;
}

function ringsOf(geometry) {
  if (!geometry) return [];
  const { type, coordinates: c } = geometry;
  if (type === "Polygon") return c.map((r) => ({ ring: r, closed: true }));
  if (type === "MultiPolygon") return c.flat().map((r) => ({ ring: r, closed: true }));
  if (type === "LineString") return [{ ring: c, closed: false }];
  if (type === "MultiLineString") return c.map((r) => ({ ring: r, closed: false }));
  return [];
}

export function frontsOf(geojson) {
  if (!geojson || typeof geojson !== "object") return [];
  const feats = geojson.type === "FeatureCollection" ? geojson.features || []
    : geojson.type === "Feature" ? [geojson] : [{ geometry: geojson }];
  return feats.flatMap((f) => ringsOf(f.geometry).map((r) => ({ ...r, label: f.properties?.kind ?? f.properties?.label })));
}

function niceStep(span) {
  const raw = span / 5, p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) || raw;
}

export function drawMap(svg, { stations = [], detections = [], fronts = [] }) {
  svg.replaceChildren();
  svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
  const pts = [...stations, ...detections].map((p) => [p.lon, p.lat])
    .concat(fronts.flatMap((f) => f.ring)).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  if (!pts.length) {
    svg.append(svgEl("text", { x: W / 2, y: H / 2, "text-anchor": "middle", class: "map-empty" }, "Nothing with coordinates yet"));
    return;
  }
  let [x0, x1, y0, y1] = [Math.min(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[0])),
    Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[1]))];
  const kx = Math.cos(((y0 + y1) / 2) * Math.PI / 180);
  const span = Math.max((x1 - x0) * kx, y1 - y0, 0.01) * 1.2;
  const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
  const scale = Math.min(W - 2 * PAD, H - 2 * PAD) / span;
  const X = (lon) => W / 2 + 20 + (lon - cx) * kx * scale, Y = (lat) => H / 2 - (lat - cy) * scale;
  const step = niceStep(span);
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  const grid = svgEl("g", { class: "grid" });
  for (let lon = Math.floor((cx - span / kx) / step) * step; lon <= cx + span / kx; lon += step) {
    const x = X(lon); if (x < PAD + 20 || x > W - PAD / 2) continue;
    grid.append(svgEl("line", { x1: x, y1: PAD / 2, x2: x, y2: H - PAD }));
    grid.append(svgEl("text", { x, y: H - PAD + 18, "text-anchor": "middle" }, `${lon.toFixed(digits)}°`));
  }
  for (let lat = Math.floor((cy - span) / step) * step; lat <= cy + span; lat += step) {
    const y = Y(lat); if (y < PAD / 2 || y > H - PAD) continue;
    grid.append(svgEl("line", { x1: PAD + 20, y1: y, x2: W - PAD / 2, y2: y }));
    grid.append(svgEl("text", { x: PAD + 16, y: y + 5, "text-anchor": "end" }, `${lat.toFixed(digits)}°`));
  }
  svg.append(grid);
  for (const f of fronts) {
    const d = f.ring.map(([lon, lat], i) => `${i ? "L" : "M"}${X(lon).toFixed(1)},${Y(lat).toFixed(1)}`).join("") + (f.closed ? "Z" : "");
    svg.append(svgEl("path", { d, class: "front" }, null));
  }
  for (const s of stations) {
    const g = svgEl("g", { class: "station" });
    g.append(svgEl("circle", { cx: X(s.lon), cy: Y(s.lat), r: 8 }), svgEl("title", {}, s.label));
    g.append(svgEl("text", { x: X(s.lon) + 12, y: Y(s.lat) + 5 }, s.label));
    svg.append(g);
  }
  for (const d of detections) {
    const x = X(d.lon), y = Y(d.lat);
    const g = svgEl("g", { class: "detection" });
    g.append(svgEl("path", { d: `M${x},${y - 10}L${x + 9},${y + 7}L${x - 9},${y + 7}Z` }), svgEl("title", {}, d.label));
    svg.append(g);
  }
  const legend = svgEl("g", { class: "legend" });
  legend.append(svgEl("circle", { cx: 14, cy: 14, r: 6, class: "station-dot" }), svgEl("text", { x: 26, y: 19 }, "station"));
  legend.append(svgEl("path", { d: "M110,6L118,20L102,20Z", class: "detection-mark" }), svgEl("text", { x: 124, y: 19 }, "detection"));
  legend.append(svgEl("line", { x1: 210, y1: 14, x2: 234, y2: 14, class: "front-line" }), svgEl("text", { x: 240, y: 19 }, "projected front"));
  svg.append(legend);
}
