// Talking to the box: every write carries the CSRF token; answers arrive as server-sent events
// read from a fetch() body (EventSource cannot POST photos).
"use strict";
export const csrf = () => document.querySelector('meta[name="csrf-token"]').content;

async function parse(resp) {
  const data = await resp.json().catch(() => ({ error: resp.statusText }));
  if (resp.status === 401) { window.location.assign("/login"); }
  if (!resp.ok) throw Object.assign(new Error(data.error || `HTTP ${resp.status}`), { status: resp.status });
  return data;
}

export async function getJSON(url) {
  return parse(await fetch(url, { headers: { Accept: "application/json" } }));
}

export async function postForm(url, body) {
  return parse(await fetch(url, { method: "POST", body, headers: { "X-CSRF-Token": csrf(), Accept: "application/json" } }));
}

export async function postJSON(url, obj = {}) {
  return parse(await fetch(url, { method: "POST", body: JSON.stringify(obj),
    headers: { "X-CSRF-Token": csrf(), "Content-Type": "application/json", Accept: "application/json" } }));
}

// Calls onEvent(name, data) for each event until the stream ends.
export async function streamAsk(body, onEvent) {
  const resp = await fetch("/api/ask", { method: "POST", body,
    headers: { "X-CSRF-Token": csrf(), Accept: "text/event-stream" } });
  if (!resp.ok || !resp.body) return parse(resp);
  const reader = resp.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let name = "message"; const data = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event: ")) name = line.slice(7);
        else if (line.startsWith("data: ")) data.push(line.slice(6));
      }
      if (data.length) onEvent(name, JSON.parse(data.join("\n")));
    }
  }
}

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") node.textContent = v;
    else if (k.startsWith("data-")) node.setAttribute(k, v);
    else node[k] = v;
  }
  for (const c of children) if (c != null) node.append(c);
  return node;
}

export const utc = (ts) => new Date(ts * 1000).toISOString().slice(0, 16).replace("T", " ");
