"use strict";
// Plain DOM with textContent only: nothing from the network is ever inserted as HTML.
const $ = (id) => document.getElementById(id);

function cell(row, text) { const td = document.createElement("td"); td.textContent = text; row.appendChild(td); }

function showAnswer(a) {
  $("answer").hidden = false;
  $("answer-text").textContent = a.answer;
  $("answer-mode").textContent = a.mode === "model"
    ? `Answered by the local model in ${a.latency_s} s, citing ${a.cited_ids.length} reading(s).`
    : `Answered from rules (model unavailable) in ${a.latency_s} s.`;
  const body = $("evidence").querySelector("tbody");
  body.replaceChildren();
  for (const r of a.evidence) {
    const tr = document.createElement("tr");
    tr.dataset.readingId = r.id;
    cell(tr, r.id); cell(tr, r.device); cell(tr, new Date(r.ts * 1000).toISOString().slice(0, 16).replace("T", " "));
    cell(tr, r.text);
    body.appendChild(tr);
  }
}

$("ask-form").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const question = $("question").value.trim();
  if (!question) return;
  $("ask-button").disabled = true;
  $("progress").textContent = "Working: retrieving readings and asking the local model…";
  try {
    const resp = await fetch("/api/ask", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question }) });
    const data = await resp.json();
    if (!resp.ok) throw new Error(data.error || resp.statusText);
    showAnswer(data);
    $("progress").textContent = "";
  } catch (err) {
    $("progress").textContent = `Could not answer: ${err.message}. Check the box is running and try again.`;
  } finally {
    $("ask-button").disabled = false;
  }
});

async function refreshLatest() {
  try {
    const data = await (await fetch("/api/latest")).json();
    const list = $("latest");
    list.replaceChildren();
    for (const r of data.readings) {
      const li = document.createElement("li");
      li.textContent = `${r.device}: ${r.temperature_c} °C, RH ${r.rh_pct} %, wind ${r.wind_kmh} km/h`;
      list.appendChild(li);
    }
  } catch (_) { /* the next refresh tries again */ }
}
refreshLatest();
setInterval(refreshLatest, 5000);
