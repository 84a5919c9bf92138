// The command post's fleet view: the incident picture from /api/fleet/picture, every 5 s.
// No tiles are needed (the box has no internet): engines, stations and fronts are drawn on a plain
// background with a scale, each labelled with its engine and the data's age.
"use strict";
(function () {
  const DANGER_COLOURS = {"very low": "#2e7d32", "low": "#66bb6a", "moderate": "#ef6c00", "high": "#c62828",
                          "very high": "#7f0000", "extreme": "#3e0000"};
  const map = L.map("fleet-map", {zoomControl: true, attributionControl: false}).setView([0, 0], 2);
  L.control.scale({metric: true, imperial: false}).addTo(map);
  const layer = L.layerGroup().addTo(map);
  let fitted = false;

  const age = (s) => s == null ? "age unknown" : s < 90 ? `${Math.round(s)} s` : s < 5400 ? `${Math.round(s / 60)} min` : `${(s / 3600).toFixed(1)} h`;
  const when = (t) => t == null ? "never" : new Date(t * 1000).toISOString().slice(11, 19) + "Z";
  const el = (tag, attrs, ...kids) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) { if (k === "class") e.className = v; else e.setAttribute(k, v); }
    for (const k of kids) e.append(k);
    return e;
  };

  function drawSite(site, bounds) {
    const name = site.site;
    for (const st of site.stations) {
      if (st.lat == null || st.lon == null) continue;
      const m = L.circleMarker([st.lat, st.lon], {radius: 8, color: "#222", weight: 1, fillOpacity: 0.9,
                                                    fillColor: DANGER_COLOURS[st.danger_class] || "#9e9e9e"});
      m.bindTooltip(`${name} / ${st.station}: ${st.danger_class || "danger unknown"}, data ${age(st.data_age_now_s)} old`);
      m.addTo(layer); bounds.push([st.lat, st.lon]);
    }
    for (const a of site.alerts) {
      const after = a.after || {};
      if (after.lat == null) continue;
      const m = L.circleMarker([after.lat, after.lon], {radius: 6, color: a.type === "end" ? "#777" : "#d50000", weight: 3, fill: false});
      m.bindTooltip(`${name}: ${a.summary || a.id} (${a.type})`);
      m.addTo(layer); bounds.push([after.lat, after.lon]);
    }
    const placed = site.stations.filter((st) => st.lat != null && st.lon != null);
    if (placed.length) {   // the engine's name where its stations are, and its link at a glance
      const lat = placed.reduce((a, st) => a + st.lat, 0) / placed.length;
      const lon = placed.reduce((a, st) => a + st.lon, 0) / placed.length;
      const down = site.link === "down";
      L.marker([lat, lon], {interactive: false, icon: L.divIcon({className: "engine-label" + (down ? " down" : ""),
        html: "", iconSize: null})}).addTo(layer).getElement().textContent =
        `${name}${down ? " (link down)" : ""}, last message ${age(site.last_message_age_s)} ago`;
    }
    for (const f of site.fronts) {
      const rings = ((f.projection || {}).features || []).filter((x) => x.properties.kind === "ring" && x.properties.band === "likely");
      L.geoJSON({type: "FeatureCollection", features: rings}, {style: {color: "#ff6d00", weight: 1, fillOpacity: 0.08},
        onEachFeature: (feat, l) => l.bindTooltip(`${name} front ${f.alert_id}: +${feat.properties.minutes} min (${feat.properties.valid_time})`)}).addTo(layer);
    }
  }

  function siteCard(site) {
    const down = site.link === "down";
    const card = el("article", {class: "site" + (down ? " down" : ""), "data-site": site.site});
    card.append(el("h2", {}, site.site + " ",
      el("span", {class: down ? "link-down" : "link-up"},
         down ? `link down, last message ${when(site.last_message_at)} (${age(site.last_message_age_s)} ago)`
              : `link up, last message ${age(site.last_message_age_s)} ago`)));
    for (const st of site.stations) {
      card.append(el("div", {class: "station danger-" + String(st.danger_class || "unknown").replace(" ", "-")},
        `${st.station}: ${st.danger_class || "danger unknown"}` + (st.wind_kmh != null ? `, wind ${Math.round(st.wind_kmh)} km/h` : "")
        + `, data ${age(st.data_age_now_s)} old`));
    }
    for (const a of site.alerts) card.append(el("div", {class: "alert " + a.type}, `${a.id}: ${a.summary || a.kind} (${a.type})`));
    for (const d of site.detections.slice(-3)) {
      const row = el("div", {class: "detection"});
      if (d.thumbnail_jpeg_b64) row.append(el("img", {src: "data:image/jpeg;base64," + d.thumbnail_jpeg_b64, alt: "detection frame"}));
      row.append(` ${d.summary || d.kind} at ${when(d.ts)}`);
      card.append(row);
    }
    return card;
  }

  async function refresh() {
    try {
      const resp = await fetch("/api/fleet/picture", {credentials: "same-origin"});
      if (!resp.ok) throw new Error(`HTTP ${resp.status}`);
      const pic = await resp.json();
      layer.clearLayers();
      const bounds = [];
      const list = document.getElementById("sites");
      list.replaceChildren(...pic.sites.map(siteCard));
      for (const site of pic.sites) drawSite(site, bounds);
      if (!fitted && bounds.length) { map.fitBounds(bounds, {paddingTopLeft: [40, 50], paddingBottomRight: [220, 40], maxZoom: 13}); fitted = true; }
      document.getElementById("updated").textContent = `${pic.sites.length} site(s), updated ${when(pic.at)}`;
    } catch (err) {
      document.getElementById("updated").textContent = `picture unavailable: ${err.message}`;
    }
  }
  refresh();
  setInterval(refresh, 5000);
})();
