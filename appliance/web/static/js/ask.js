// The question form: photos (previewed and size-checked here, checked again on the box),
// the streamed steps with a progress indicator, then the answer.
"use strict";
import { el, streamAsk } from "./api.js";
import { renderAnswer } from "./evidence.js";

const $ = (id) => document.getElementById(id);
const limits = document.querySelector('meta[name="limits"]').dataset;
const MAX_IMAGES = Number(limits.maxImages), MAX_BYTES = Number(limits.maxImageMb) * 1024 * 1024;
export const state = { sessionId: null, images: [] };

const fmt = (x) => (typeof x === "number" ? x.toFixed(2) : "?");

function describeStep(s) {
  const n = (xs) => (Array.isArray(xs) ? xs.length : 0);
  switch (s.step) {
    case "plan": return `Planned: ${n(s.needed_tools) ? s.needed_tools.join(", ").replace(/_/g, " ") : "no data tools needed"}`;
    case "weights": return `Router weights set by ${s.by || "rules"}: intent α ${fmt(s.alpha)}, data need β ${fmt(s.beta)}`;
    case "retrieve": return s.not_available ? `${s.tool}: not available on this box`
      : s.error ? `${s.tool} failed: ${s.error}` : `Searched ${s.tool || "the store"}: ${n(s.result_ids)} found`;
    case "route": return s.final ? `Routed to the ${s.final} agent after ${s.rounds ?? n(s.steps)} round(s)`
      : `Routing: ${s.agents ? s.agents.join(", ") : s.agent || ""} ${s.reason || ""}`.trim();
    case "reason": return `The local model reasoned${s.agent ? " (" + s.agent + ")" : ""}, citing ${n(s.cited_ids || s.cited)}`
      + (s.images_in_context ? ` with ${s.images_in_context} photo(s)` : "");
    case "reason_failed": return `The model failed: ${s.error || "unknown"}; falling back to rules`;
    case "rules": return `Answered from rules: ${s.reason || ""}`;
    case "images_not_used": return `Photos not used: ${s.reason}`;
    default: {
      const info = ["tool", "agent", "reason", "decision", "error"].filter((k) => s[k]).map((k) => `${k} ${s[k]}`);
      return `${String(s.step || "step").replace(/_/g, " ")}${info.length ? ": " + info.join(", ") : ""}`;
    }
  }
}

function showPreviews() {
  const list = $("previews");
  for (const img of list.querySelectorAll("img")) URL.revokeObjectURL(img.src);
  list.replaceChildren();
  state.images.forEach((file, i) => {
    const remove = el("button", { type: "button", className: "secondary small", text: "Remove" });
    remove.setAttribute("aria-label", `Remove photo ${i + 1}`);
    remove.addEventListener("click", () => { state.images.splice(i, 1); showPreviews(); });
    list.append(el("li", {}, el("img", { src: URL.createObjectURL(file), alt: `Photo ${i + 1}: ${file.name}` }),
      el("span", { text: `${(file.size / 1e6).toFixed(1)} MB` }), remove));
  });
}

function addImages(files) {
  const problems = [];
  for (const f of files) {
    if (state.images.length >= MAX_IMAGES) { problems.push(`only ${MAX_IMAGES} photos per question`); break; }
    if (!["image/jpeg", "image/png"].includes(f.type)) problems.push(`${f.name} is not a JPEG or PNG`);
    else if (f.size > MAX_BYTES) problems.push(`${f.name} is over ${limits.maxImageMb} MB`);
    else state.images.push(f);
  }
  $("image-note").textContent = problems.length ? `Not added: ${problems.join("; ")}.` : `${state.images.length} of ${MAX_IMAGES} photos.`;
  $("image-note").classList.toggle("error", problems.length > 0);
  showPreviews();
}

export function setupAsk(onAnswered) {
  for (const id of ["images", "camera"]) {
    $(id).addEventListener("change", (ev) => { addImages([...ev.target.files]); ev.target.value = ""; });
  }
  $("ask-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const question = $("question").value.trim();
    if (!question) return;
    const body = new FormData();
    body.append("question", question);
    if (state.sessionId) body.append("session_id", state.sessionId);
    for (const f of state.images) body.append("images", f, f.name);
    for (const u of state.sentUrls || []) URL.revokeObjectURL(u);
    state.sentUrls = state.images.map((f) => URL.createObjectURL(f));
    $("ask-button").disabled = true;
    $("steps").replaceChildren();
    $("working").hidden = false;
    const started = performance.now();
    const tick = setInterval(() => {
      $("progress").textContent = `Working… ${((performance.now() - started) / 1000).toFixed(0)} s, ${$("steps").children.length} step(s)`;
    }, 1000);
    $("progress").textContent = "Sending the question…";
    try {
      let answered = false;
      await streamAsk(body, (name, data) => {
        if (name === "accepted") {
          state.sessionId = data.session_id;
          $("progress").textContent = data.ahead ? `Queued behind ${data.ahead} other question(s)…` : "Working…";
        }
        else if (name === "step") $("steps").append(el("li", { className: "step", text: describeStep(data) }));
        else if (name === "answer") { answered = true; renderAnswer(data, state.sentUrls); onAnswered(data); }
        else if (name === "error") throw new Error(data.error);
      });
      if (!answered) throw new Error("the answer did not arrive");
      $("progress").textContent = "Done.";
      state.images = []; showPreviews();
    } catch (err) {
      $("progress").textContent = `Could not answer: ${err.message}. Check the box is running and try again.`;
    } finally {
      clearInterval(tick);
      $("working").hidden = true;
      $("ask-button").disabled = false;
    }
  });
}
