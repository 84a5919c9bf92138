// A spoken question: recorded here (MediaRecorder), transcribed on the box, shown as text to
// check before it is sent.
"use strict";
import { postForm } from "./api.js";

const $ = (id) => document.getElementById(id);

export function setupVoice() {
  const button = $("voice-button"), status = $("voice-status");
  if (!navigator.mediaDevices || !window.MediaRecorder) {
    button.disabled = true;
    status.textContent = "Voice needs a browser with a microphone over a trusted connection.";
    return;
  }
  let recorder = null, chunks = [];
  button.addEventListener("click", async () => {
    if (recorder && recorder.state === "recording") { recorder.stop(); return; }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      recorder = new MediaRecorder(stream);
      chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      recorder.onstop = async () => {
        stream.getTracks().forEach((t) => t.stop());
        button.textContent = "Speak"; button.setAttribute("aria-pressed", "false");
        status.textContent = "Transcribing on the box…";
        const body = new FormData();
        body.append("audio", new Blob(chunks, { type: recorder.mimeType }), "question.webm");
        try {
          const out = await postForm("/api/transcribe", body);
          $("question").value = out.text;
          $("question").focus();
          status.textContent = out.text ? "Check the text, then press Ask." : "Nothing was heard. Try again.";
        } catch (err) { status.textContent = `Could not transcribe: ${err.message}`; }
      };
      recorder.start();
      button.textContent = "Stop"; button.setAttribute("aria-pressed", "true");
      status.textContent = "Recording… press Stop when done.";
    } catch (err) { status.textContent = `No microphone: ${err.message}`; }
  });
}
