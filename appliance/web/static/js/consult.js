// Consultation for the planner at the command post (paper 000): profile -> plan -> analysis,
// one step at a time over /api/consult. The box keeps the state; this view only shows the
// current step and sends what the planner chose. Everything from the box is inserted as text, or as
// the HTML the box rendered from its Markdown and sanitized (appliance/web/markdown.py).
"use strict";
import { el, postJSON } from "./api.js";

const $ = (id) => document.getElementById(id);
const STAGES = { profile: "Step 1 of 3 — your profile", confirm: "Step 1 of 3 — check your profile",
  plan: "Step 2 of 3 — the plan", done: "Step 3 of 3 — the report" };
let sid = null;
let generation = 0;   // bumped by "Start a consultation": replies to an older one are dropped
let pending = false;  // one request at a time: a double tap must not answer twice or run the plan twice

function button(text, onClick, cls = "") {
  const b = el("button", { type: "button", className: cls, text });
  b.addEventListener("click", onClick);
  return b;
}

function textForm(id, label, placeholder, send, extra = []) {
  const input = el("input", { id, type: "text", maxLength: 2000, placeholder, autocomplete: "off" });
  const form = el("form", { className: "row" }, el("label", { htmlFor: id, text: label, className: "visually-hidden" }),
    input, el("button", { type: "submit", text: "Send" }), ...extra);
  form.addEventListener("submit", (e) => { e.preventDefault(); if (input.value.trim()) send(input.value.trim()); });
  return form;
}

function setPending(on, busyText = "") {
  pending = on;
  $("consult-busy").textContent = busyText;
  $("consult-busy").hidden = !(on && busyText);
  $("consult-view").setAttribute("aria-busy", String(on));
  for (const b of $("consult-body").querySelectorAll("button")) b.disabled = on;
}

// Sends one step; renders the box's next prompt (or returns a follow-up's reply). Null on error.
async function act(path, body, busyText = "") {
  if (pending) return null;
  const mine = generation;
  $("consult-error").textContent = "";
  setPending(true, busyText);
  try {
    const reply = await postJSON(`/api/consult${sid ? "/" + sid : ""}${path}`, body);
    if (mine !== generation) return null;
    if (!reply.session_id) return reply;
    sid = reply.session_id;
    render(reply);
  } catch (err) {
    if (mine === generation) $("consult-error").textContent = `${err.message}`;
  } finally {
    if (mine === generation) setPending(false);
  }
  return null;
}

// The box's Markdown arrives rendered and sanitized (text_html); plain text only where it is not.
function boxText(html, text, tag = "div") {
  const node = el(tag, { className: "box-text" });
  if (html != null) node.innerHTML = html; else node.textContent = text || "";
  return node;
}

function findingItem(f) {
  const item = el("li", { className: f.no_data ? "finding no-data" : "finding" },
    el("h3", { text: `${f.n}. ${f.title}` }), boxText(f.text_html, f.text));
  if (f.offers && f.offers.length) item.append(el("p", { className: "note", text: `What the box has instead: ${f.offers.join("; ")}` }));
  if (f.box_holds) item.append(el("p", { className: "note box-holds", text: f.box_holds }));
  if (f.plot) item.append(el("img", { src: `/api/consult/${sid}/plot/${f.n}`, alt: `Plot for step ${f.n}: ${f.title}` }));
  return item;
}

function render(p) {
  $("consult-stage").textContent = STAGES[p.stage] || p.stage;
  $("consult-question").textContent = p.question || "";
  $("consult-note").textContent = p.note || "";
  const body = $("consult-body");
  body.replaceChildren();
  if (p.options) {
    body.append(el("ol", { className: "choices" }, ...p.options.map((o, i) =>
      el("li", {}, button(o, () => act("/answer", { text: String(i + 1) }), "secondary")))));
  }
  if (p.stage === "profile" || p.options) {
    const progress = p.index ? ` (${p.index} of ${p.of})` : "";
    body.append(textForm("consult-answer", `Answer${progress}`, "Type your answer", (text) => act("/answer", { text }),
      [button("Skip", () => act("/skip"), "secondary")]));
  } else if (p.stage === "confirm") {
    body.append(el("ul", { id: "consult-profile" }, ...(p.summary || []).map((line) => el("li", { text: line }))));
    const field = el("select", { id: "consult-field" }, ...Object.keys(p.profile || {}).map((f) => el("option", { value: f, text: f })));
    body.append(el("label", { htmlFor: "consult-field", text: "Correct a field" }), field,
      textForm("consult-correct", "Corrected answer", "The right answer", (text) => act("/correct", { field: field.value, text })),
      button("Confirm the profile", () => act("/confirm"), "primary"));
  } else if (p.stage === "plan") {
    body.append(el("ol", { id: "consult-plan" }, ...(p.plan?.steps || []).map((s, i) => el("li", {},
      el("span", { text: (p.lines || [])[i]?.replace(/^\d+\.\s*/, "") || s.title }), " ",
      button("Drop", () => act("/plan", { drop: s.n }), "secondary")))));
    body.append(button("Run the plan", () => act("/run", {}, "Running the plan: each step reads the packs and the box's own data…"), "primary"));
  } else if (p.stage === "done") {
    body.append(el("ol", { id: "consult-findings" }, ...(p.findings || []).map(findingItem)));
    // A planned Recommendations step stays in the report: with its recommendations, or saying why there are none.
    if (p.recommendations?.length || p.recommendations_planned) {
      body.append(el("h3", { text: "Recommendations" }), el("ul", { id: "consult-recommendations" },
        ...(p.recommendations?.length ? p.recommendations.map((r) => el("li", {}, boxText(r.text_html, r.text, "span"),
          r.citation ? ` [${r.citation}]` : ""))
          : [el("li", { className: "note", text: "No recommendation could be tied to figures the packs hold for this profile." })])));
    }
    const answers = el("ul", { id: "consult-followups" });
    body.append(el("h3", { text: "Follow-up questions" }), answers, textForm("consult-followup", "Follow-up question",
      "Ask about this place or the findings", async (question) => {
        const r = await act("/followup", { question }, "Looking in the packs and the box…");
        if (r) {
          answers.append(el("li", {}, el("strong", { text: r.question }), boxText(r.answer_html, r.answer)));
          $("consult-followup").value = "";
        }
      }));
  }
  // A typed answer goes straight into its box; otherwise the reader starts at the question,
  // never on a button such as "Drop" that Enter would press.
  const input = body.querySelector("#consult-answer");
  (input || $("consult-question")).focus();
}

export function setupConsult() {
  $("consult-question").tabIndex = -1;
  $("consult-start").addEventListener("click", () => {
    generation += 1;
    sid = null;
    pending = false;
    act("");
  });
}
