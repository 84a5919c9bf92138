// The question form: a character counter (the box takes up to 2,000: a longer question is refused
// with a reason, never cut), photos (previewed and size-checked here, again on the box), one
// progress line in crew words while the box works, then the answer.
"use strict";
import { el, streamAsk } from "./api.js";
import { renderAnswer } from "./answer.js";
import { stepDetail, stepWords } from "./words.js";

const $ = (id) => document.getElementById(id);
const limits = document.querySelector('meta[name="limits"]').dataset;
const MAX_IMAGES = Number(limits.maxImages), MAX_BYTES = Number(limits.maxImageMb) * 1024 * 1024;
const MAX_CHARS = Number(limits.maxQuestion);
export const state = { sessionId: null, images: [] };

function showPreviews() {
  const list = $("previews");
  for (const img of list.querySelectorAll("img")) URL.revokeObjectURL(img.src);
  list.replaceChildren();
  state.images.forEach((file, i) => {
    const remove = el("button", { type: "button", className: "secondary small", text: "Remove" });
    remove.setAttribute("aria-label", `Remove photo ${i + 1}`);
    remove.addEventListener("click", () => { state.images.splice(i, 1); showPreviews(); photoNote(); });
    list.append(el("li", {}, el("img", { src: URL.createObjectURL(file), alt: `Photo ${i + 1}: ${file.name}` }),
      el("span", { className: "file-size", text: `${(file.size / 1e6).toFixed(1)} MB` }), remove));
  });
}

function photoNote(problems = []) {
  const note = $("image-note");
  note.textContent = problems.length ? `Not added: ${problems.join("; ")}.`
    : state.images.length ? `${state.images.length} of ${MAX_IMAGES} photos.` : note.dataset.default;
  note.classList.toggle("error", problems.length > 0);
}

// The file's first bytes, not its name: a text file renamed .jpg is refused here, before it is sent
// (the box checks again by decoding it).
async function isPhoto(f) {
  const b = new Uint8Array(await f.slice(0, 8).arrayBuffer());
  const jpeg = b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x);
  return jpeg || png;
}

async function addImages(files) {
  const problems = [];
  for (const f of files) {
    if (state.images.length >= MAX_IMAGES) { problems.push(`only ${MAX_IMAGES} photos per question`); break; }
    if (!["image/jpeg", "image/png"].includes(f.type)) problems.push(`${f.name} is not a JPEG or PNG`);
    else if (f.size > MAX_BYTES) problems.push(`${f.name} is over ${limits.maxImageMb} MB`);
    else if (!(await isPhoto(f))) problems.push(`${f.name} is not a photo: its name ends in .${f.name.split(".").pop()} but its content is not JPEG or PNG. Pick the photo itself`);
    else state.images.push(f);
  }
  photoNote(problems);
  showPreviews();
}

function countChars() {
  const n = $("question").value.length;
  const over = n > MAX_CHARS;
  $("question-count").textContent = over
    ? `${n.toLocaleString("en")} characters: the box takes up to ${MAX_CHARS.toLocaleString("en")}. Shorten the question by ${(n - MAX_CHARS).toLocaleString("en")}.`
    : `${n.toLocaleString("en")} / ${MAX_CHARS.toLocaleString("en")} characters`;
  $("question-count").classList.toggle("error", over);
  $("question").setAttribute("aria-invalid", String(over));
  $("ask-button").disabled = over;
  return !over;
}

export function setupAsk(onAnswered) {
  for (const id of ["images", "camera"]) {
    $(id).addEventListener("change", (ev) => { const files = [...ev.target.files]; ev.target.value = ""; addImages(files); });
  }
  $("question").addEventListener("input", countChars);
  for (const b of document.querySelectorAll("#ask-intro .example")) {
    b.addEventListener("click", () => { $("question").value = b.textContent; countChars(); $("question").focus(); });
  }
  countChars();
  $("ask-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const question = $("question").value.trim();
    if (!countChars()) return;
    if (!question) {   // never silent: a question of only spaces says so where the crew is looking
      $("question-count").textContent = $("question").value ? "Only spaces: type a question first." : "Type a question first.";
      $("question-count").classList.add("error");
      $("question").setAttribute("aria-invalid", "true");
      $("question").focus();
      return;
    }
    const body = new FormData();
    body.append("question", question);
    if (state.sessionId) body.append("session_id", state.sessionId);
    for (const f of state.images) body.append("images", f, f.name);
    for (const u of state.sentUrls || []) URL.revokeObjectURL(u);
    state.sentUrls = state.images.map((f) => URL.createObjectURL(f));
    $("ask-button").disabled = true;
    // The previous answer goes: under a new question it would read as that question's answer.
    $("answer").hidden = true;
    $("ask-view").classList.remove("has-answer");
    $("steps").replaceChildren();
    $("working").hidden = false;
    const started = performance.now();
    let doing = "Sending the question";
    const say = () => { $("progress").textContent = `${doing}… ${((performance.now() - started) / 1000).toFixed(0)} s`; };
    const tick = setInterval(say, 1000);
    say();
    try {
      let answered = false;
      await streamAsk(body, (name, data) => {
        if (name === "accepted") {
          state.sessionId = data.session_id;
          doing = data.ahead ? `Waiting: ${data.ahead} question(s) ahead of yours` : "Working out what you asked";
        } else if (name === "step") {
          doing = stepWords(data);
          $("steps").append(el("li", { className: "step", text: stepDetail(data) }));
        } else if (name === "answer") {
          answered = true;
          clearInterval(tick);
          $("progress").textContent = "";
          renderAnswer(data, state.sentUrls);
          onAnswered(data);
        } else if (name === "error") throw Object.assign(new Error(data.error), { status: 500 });
        if (!answered) say();
      });
      if (!answered) throw Object.assign(new Error("the answer did not arrive"), { status: 504 });
      state.images = []; showPreviews(); photoNote();
      $("question").value = ""; countChars();
    } catch (err) {
      // The box refused the question (it said why) or could not be reached: different advice.
      $("progress").textContent = err.status >= 500 ? `The box could not answer: ${err.message}. Try again in a moment.`
        : err.status ? `The box refused the question: ${err.message}.`
        : `Could not reach the box: ${err.message}. Check the box is running and the tablet is on its network, then try again.`;
    } finally {
      clearInterval(tick);
      $("working").hidden = true;
      $("ask-button").disabled = !countChars();
    }
  });
}
