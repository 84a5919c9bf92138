// A spoken question: recorded here (MediaRecorder), transcribed on the box, shown as text to
// check before it is sent.
"use strict";
import { postForm } from "./api.js";

const $ = (id) => document.getElementById(id);

async function transcribe(blob, name) {
  const status = $("voice-status");
  status.textContent = "Transcribing on the box…";
  const body = new FormData();
  body.append("audio", blob, name);
  try {
    const out = await postForm("/api/transcribe", body);
    $("question").value = out.text;
    $("question").focus();
    status.textContent = out.text ? "Check the text, then press Ask." : "Nothing was heard. Try again.";
  } catch (err) { status.textContent = `Could not transcribe: ${err.message}`; }
}

export function setupVoice() {
  const button = $("voice-button"), input = $("voice-file");
  input.addEventListener("change", () => { if (input.files[0]) transcribe(input.files[0], input.files[0].name); input.value = ""; });
  if (!navigator.mediaDevices || !window.MediaRecorder) {
    // Plain http over the LAN is not a secure context, so the browser hides the microphone API;
    // the tablet's own recorder app (file input with capture) still works there.
    button.addEventListener("click", () => input.click());
    return;
  }
  const status = $("voice-status");
  let recorder = null, chunks = [];
  button.addEventListener("click", async () => {
    if (recorder && recorder.state === "recording") { recorder.stop(); return; }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      recorder = new MediaRecorder(stream);
      chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      recorder.onstop = () => {
        stream.getTracks().forEach((t) => t.stop());
        button.textContent = "Speak"; button.setAttribute("aria-pressed", "false");
        transcribe(new Blob(chunks, { type: recorder.mimeType }), "question.webm");
      };
      recorder.start();
      button.textContent = "Stop"; button.setAttribute("aria-pressed", "true");
      status.textContent = "Recording… press Stop when done.";
    } catch (err) { status.textContent = `No microphone: ${err.message}`; }
  });
}
