// Crew words for what the box sends: danger class as colour AND word, wind as "22 km/h from the
// south-west", times as local time with its zone and UTC, ages as "40 min ago".
"use strict";

// EFFIS classes by FWI (PLAN.md); the colours are the usual ramp, always shown with the word.
export const DANGER = [
  { name: "very low", css: "d-very-low" }, { name: "low", css: "d-low" }, { name: "moderate", css: "d-moderate" },
  { name: "high", css: "d-high" }, { name: "very high", css: "d-very-high" }, { name: "extreme", css: "d-extreme" },
];

export function dangerCss(cls) {
  const name = String(cls || "").toLowerCase().replace(/_/g, " ").trim();
  return (DANGER.find((d) => d.name === name) || { css: "d-unknown" }).css;
}

export const isNum = (x) => x != null && x !== "" && Number.isFinite(Number(x));

const COMPASS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"];
export function compass(deg) {
  if (!isNum(deg)) return null;
  return COMPASS[Math.round((((Number(deg) % 360) + 360) % 360) / 45) % 8];
}

export function windWords(kmh, fromDeg) {
  if (!isNum(kmh)) return "wind not reported";
  const dir = compass(fromDeg);
  return `${Math.round(Number(kmh))} km/h${dir ? " from the " + dir : ", direction not reported"}`;
}

const pad = (n) => String(n).padStart(2, "0");
export function utcTime(ts) {
  if (!isNum(ts)) return "";
  const d = new Date(Number(ts) * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

// The tablet's own clock zone (the truck is where the stations are); the zone's short name is shown.
export function localTime(ts, withDate = true) {
  if (!isNum(ts)) return "";
  const opts = { hour: "2-digit", minute: "2-digit", hour12: false, timeZoneName: "short" };
  if (withDate) Object.assign(opts, { year: "numeric", month: "short", day: "numeric" });
  return new Date(Number(ts) * 1000).toLocaleString("en-GB", opts);
}

export function ageWords(seconds) {
  if (!isNum(seconds)) return "age unknown";
  const s = Number(seconds);
  if (s < 0) return "from the future (clock?)";
  if (s < 90) return "just now";
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 48 * 3600) return `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min ago`;
  if (s < 60 * 86400) return `${Math.round(s / 86400)} days ago`;
  const years = s / (365.25 * 86400);
  return years >= 1 ? `${years.toFixed(years < 10 ? 1 : 0)} years ago` : `${Math.round(s / (30.4 * 86400))} months ago`;
}

const fixed = (x, d = 1) => (!isNum(x) ? "—" : Number(x).toFixed(d));
export const num = fixed;

// One line per step, in the words a crew uses; the raw step stays in the audit.
const TOOL_WORDS = [
  [/reading|sensor|station|latest|weather_now/, "Reading the stations"],
  [/fire_weather|danger|fwi|codes/, "Working out the fire danger"],
  [/frame|vision|cue|photo|image|drone|detect/, "Looking at the drone frames and photos"],
  [/document|pack|guide|search/, "Looking in the documents"],
  [/spread|front|project|drift/, "Projecting the fire front"],
  [/analog|history|past/, "Finding similar past days"],
];
export function stepWords(s) {
  const step = String(s.step || "").toLowerCase();
  const tool = String(s.tool || s.intent || "").toLowerCase();
  if (s.error || step.endsWith("failed")) return "One part failed; the box carries on with what it has";
  if (tool) {
    const hit = TOOL_WORDS.find(([re]) => re.test(tool));
    if (hit) return hit[1];
  }
  if (/understand|frame|intent|plan|route|weights/.test(step)) return "Working out what you asked";
  if (/compose|reason|model|write|rules/.test(step)) return "Writing the answer";
  if (/verify|check|decide|decision/.test(step)) return "Checking the answer against the data";
  if (/look/.test(step)) return "Looking at the photos";
  return "Working";
}

// The full step, for "How the box got this": still plain words, never JSON.
export function stepDetail(s) {
  const list = (xs) => (Array.isArray(xs) ? xs.map((x) => String(x).replace(/_/g, " ")).join(", ") : "");
  const parts = [stepWords(s)];
  if (s.tool) parts.push(`tool: ${String(s.tool).replace(/_/g, " ")}`);
  if (Array.isArray(s.result_ids)) parts.push(`${s.result_ids.length} item(s) found`);
  if (s.not_available) parts.push("not available on this box");
  if (s.agents) parts.push(`parts asked: ${list(s.agents)}`);
  if (s.intents) parts.push(`asked about: ${list(s.intents)}`);
  if (s.reason) parts.push(String(s.reason));
  if (s.error) parts.push(`error: ${s.error}`);
  if (isNum(s.t)) parts.push(`at ${Number(s.t).toFixed(1)} s`);
  return parts.join(" — ");
}

// "Possible smoke seen by drone uav1 at 14:02, colour heuristic: confirm by eye"
export function alertWords(a) {
  const cue = /fire|flame/.test(a.kind || "") ? "fire" : /smoke/.test(a.kind || "") ? "smoke" : (a.kind || "activity").replace(/_/g, " ");
  const who = a.device ? `drone ${a.device}` : "a drone";
  const when = a.ts ? ` at ${localTime(a.ts, false)}` : "";
  let line = `Possible ${cue} seen by ${who}${when}, colour heuristic: confirm by eye`;
  if (a.projection_id) line += `. A projected front is on the map${a.wind_words ? `, with the wind of ${a.wind_words}` : ""}`;
  else if (a.projection_error) line += `. No front projected: ${a.projection_error}`;
  return line + ".";
}

// Local time, and UTC beside it unless the tablet's zone is UTC already.
export function bothTimes(ts) {
  const local = localTime(ts);
  return /UTC|GMT$/.test(local) ? local : `${local} (${utcTime(ts)})`;
}

// Intent names of the answer contract, as a crew says them.
const INTENT_WORDS = { current_conditions: "current weather", danger: "fire danger", compare_stations: "station comparison",
  summary: "trend over time", analogs: "similar past days", frames: "drone frames", photo: "your photos", spread: "fire spread",
  drift: "front movement while you act", documents: "documents", explain: "explanation of the last answer",
  capabilities: "what the box can do", out_of_scope: "places or topics outside the box's data",
  refuse: "actions the box cannot take", tactical: "staging and routes" };
export const intentWords = (i) => INTENT_WORDS[i] || String(i).replace(/_/g, " ");

// A position as crews write it: degrees decimal minutes (NWCG PMS 936: "35° 11.394' N 000° 37.848' W",
// longitude degrees in three digits) and decimal degrees ("35.18990, -0.63080").
export function coordWords(lat, lon) {
  const part = (v, hemi, width) => {
    const a = Math.abs(v);
    let deg = Math.floor(a), min = Number(((a - deg) * 60).toFixed(3));
    if (min >= 60) { deg += 1; min = 0; }
    return `${String(deg).padStart(width, "0")}° ${min.toFixed(3).padStart(6, "0")}' ${hemi}`;
  };
  return { ddm: `${part(lat, lat < 0 ? "S" : "N", 2)} ${part(lon, lon < 0 ? "W" : "E", 3)}`,
    dd: `${Number(lat).toFixed(5)}, ${Number(lon).toFixed(5)}` };
}
