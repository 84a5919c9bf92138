// Entry point: tabs between the views, and wiring of each part.
"use strict";
import { setupAsk } from "./ask.js";
import { setupConsult } from "./consult.js";
import { refreshLive, setupLive } from "./live.js";
import { refreshSessions, setupSessions } from "./sessions.js";
import { setupVoice } from "./voice.js";

const tabs = [...document.querySelectorAll("nav .tab")];
let liveTimer = null;

function liveError(err) {
  document.getElementById("live-map-caption").textContent = `Could not refresh: ${err.message}. Retrying.`;
}

function show(viewId) {
  for (const t of tabs) t.setAttribute("aria-pressed", String(t.dataset.view === viewId));
  for (const v of document.querySelectorAll(".view")) v.hidden = v.id !== viewId;
  clearInterval(liveTimer);
  if (viewId === "live-view") { refreshLive().catch(liveError); liveTimer = setInterval(() => refreshLive().catch(liveError), 10000); }
  if (viewId === "sessions-view") refreshSessions().catch(() => {});
}

for (const t of tabs) t.addEventListener("click", () => show(t.dataset.view));
document.addEventListener("show-view", (e) => show(e.detail));
setupAsk(() => {});
setupSessions();
setupLive();
setupVoice();
setupConsult();
// Tests (and a slow tablet) can tell the handlers are wired before anyone types or picks a photo.
document.documentElement.dataset.ready = "true";
