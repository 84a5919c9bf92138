// The box's own faults (database damaged, disk nearly full, clock wrong) as one line under the
// header, whatever tab is open; checked every 30 s. Empty and hidden while the box is well.
"use strict";
import { getJSON } from "./api.js";

const line = document.getElementById("box-status");

async function refresh() {
  try {
    const { lines } = await getJSON("/api/box_status");
    line.textContent = lines.length ? `Box: ${lines.join(". ")}.` : "";
    line.hidden = !lines.length;
  } catch (err) {
    line.textContent = `Box status not available: ${err.message}`;
    line.hidden = false;
  }
}

if (line) {
  refresh();
  setInterval(refresh, 30000);
}
