// Past sessions kept on the box: pick one to see its questions and continue it.
"use strict";
import { el, getJSON, utc } from "./api.js";
import { state } from "./ask.js";
import { renderAnswer } from "./evidence.js";

const $ = (id) => document.getElementById(id);

export async function refreshSessions() {
  const { sessions } = await getJSON("/api/sessions");
  const list = $("sessions");
  list.replaceChildren();
  if (!sessions.length) list.append(el("li", { text: "No sessions yet." }));
  for (const s of sessions) {
    const b = el("button", { type: "button", className: "session", "data-session-id": s.id },
      el("strong", { text: s.title || "(untitled)" }),
      el("span", { text: ` — ${s.answers} answer(s), ${utc(s.last_at || s.created_at)} UTC` }));
    b.addEventListener("click", () => openSession(s.id));
    list.append(el("li", {}, b));
  }
}

export async function openSession(id, show = () => {}) {
  const data = await getJSON(`/api/sessions/${encodeURIComponent(id)}`);
  state.sessionId = id;
  const history = $("history");
  history.replaceChildren(el("h2", { text: `Session: ${data.session.title || id}` }));
  for (const a of data.answers) {
    const item = el("button", { type: "button", className: "history-item" },
      el("strong", { text: a.question }), el("span", { text: ` (${a.mode})` }));
    item.addEventListener("click", () => renderAnswer(a));
    history.append(item);
  }
  if (data.answers.length) renderAnswer(data.answers[data.answers.length - 1]);
  document.dispatchEvent(new CustomEvent("show-view", { detail: "ask-view" }));
}

export function setupSessions() {
  $("new-session").addEventListener("click", () => {
    state.sessionId = null;
    $("history").replaceChildren();
    $("answer").hidden = true; $("evidence-panel").hidden = true; $("steps").replaceChildren();
    document.dispatchEvent(new CustomEvent("show-view", { detail: "ask-view" }));
    $("question").focus();
  });
}
