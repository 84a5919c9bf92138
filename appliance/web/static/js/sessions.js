// Past sessions kept on the box, questions apart from planners' consultations: pick one to see its
// questions and continue it.
"use strict";
import { el, getJSON } from "./api.js";
import { state } from "./ask.js";
import { renderAnswer } from "./answer.js";
import { localTime } from "./words.js";

const $ = (id) => document.getElementById(id);

function sessionButton(s) {
  const b = el("button", { type: "button", className: "session", "data-session-id": s.id },
    el("strong", { text: s.title || "(untitled)" }),
    el("span", { text: ` — ${s.answers} answer(s), ${localTime(s.last_at || s.created_at)}` }));
  b.addEventListener("click", () => openSession(s.id));
  return el("li", {}, b);
}

export async function refreshSessions() {
  const { sessions } = await getJSON("/api/sessions");
  const ask = sessions.filter((s) => s.kind !== "consult"), consult = sessions.filter((s) => s.kind === "consult");
  $("sessions").replaceChildren(...(ask.length ? ask.map(sessionButton) : [el("li", { text: "No questions yet." })]));
  $("consult-sessions").replaceChildren(...(consult.length ? consult.map(sessionButton) : [el("li", { text: "No consultations yet." })]));
}

// The stored answer as first shown (the box sends the same record), its photos from the box.
const reopen = (a) => renderAnswer(a, (a.images || []).map((p) => p.url), { reopened: true });

export async function openSession(id) {
  const data = await getJSON(`/api/sessions/${encodeURIComponent(id)}`);
  state.sessionId = id;
  const history = $("history");
  history.replaceChildren(el("h2", { text: `Session: ${data.session.title || id}` }));
  for (const a of data.answers) {
    const item = el("button", { type: "button", className: "history-item" },
      el("strong", { text: a.question }), el("span", { text: ` (${a.decision?.action || a.mode})` }));
    item.addEventListener("click", () => reopen(a));
    history.append(item);
  }
  if (data.answers.length) reopen(data.answers[data.answers.length - 1]);
  document.dispatchEvent(new CustomEvent("show-view", { detail: "ask-view" }));
}

export function setupSessions() {
  $("new-session").addEventListener("click", () => {
    state.sessionId = null;
    $("history").replaceChildren();
    $("answer").hidden = true; $("steps").replaceChildren(); $("progress").textContent = "";
    $("ask-view").classList.remove("has-answer");
    document.dispatchEvent(new CustomEvent("show-view", { detail: "ask-view" }));
    $("question").focus();
  });
}
