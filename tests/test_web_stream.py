"""Server-sent events really stream through waitress: the first step reaches the client while the
orchestrator is still held back (a gate the test opens only after reading that step), so no
timing is assumed. Photos sent as multipart reach an orchestrator that takes `images`."""
import http.client
import json
import threading
import uuid

import pytest
from appliance.web.app import create_app
from appliance.web.server import close_server, serve_in_thread
from tests.test_web_security import ScriptedOrchestrator, jpeg, light_box


@pytest.fixture
def gated_server(tmp_path):
    box = light_box(tmp_path)
    gate = threading.Event()
    box.orchestrator = ScriptedOrchestrator(box.db, gate=gate)
    server = serve_in_thread(create_app(box), threads=4)
    try:
        yield box, gate, server.effective_port
    finally:
        gate.set()
        close_server(server)


def credentials(port) -> dict:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", "/api/whoami")
    resp = conn.getresponse()
    cookie = resp.getheader("Set-Cookie").split(";")[0]
    token = json.loads(resp.read())["csrf"]
    conn.close()
    return {"Cookie": cookie, "X-CSRF-Token": token, "Accept": "text/event-stream"}


def read_events(resp, until: str) -> list[tuple[str, dict]]:
    """Read from the socket until an event named `until` is complete; returns the events so far."""
    events, buffer = [], ""
    while True:
        chunk = resp.read1(4096).decode()
        assert chunk, "stream ended early"
        buffer += chunk
        while "\n\n" in buffer:
            block, buffer = buffer.split("\n\n", 1)
            lines = dict(line.split(": ", 1) for line in block.splitlines() if not line.startswith(":"))
            if "event" in lines:
                events.append((lines["event"], json.loads(lines["data"])))
                if lines["event"] == until:
                    return events


def multipart(fields: dict, files: list[tuple[str, bytes]]) -> tuple[bytes, str]:
    boundary = uuid.uuid4().hex
    parts = [f'--{boundary}\r\nContent-Disposition: form-data; name="{k}"\r\n\r\n{v}\r\n'.encode() for k, v in fields.items()]
    for name, data in files:
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="images"; filename="{name}"\r\n'
                     f'Content-Type: image/jpeg\r\n\r\n'.encode() + data + b"\r\n")
    return b"".join(parts) + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def test_first_step_arrives_before_the_answer_exists(gated_server):
    box, gate, port = gated_server
    headers = credentials(port)
    body, ctype = multipart({"question": "Is that smoke near Bejaia?"}, [("a.jpg", jpeg()), ("b.jpg", jpeg(color=(9, 9, 9)))])
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("POST", "/api/ask", body=body, headers={**headers, "Content-Type": ctype})
    resp = conn.getresponse()
    assert resp.status == 200 and resp.getheader("Content-Type").startswith("text/event-stream")
    first = read_events(resp, until="step")
    assert [name for name, _ in first] == ["accepted", "step"]
    assert first[1][1]["step"] == "route"
    # The orchestrator is still waiting at the gate: no answer row can exist yet.
    assert not gate.is_set() and box.db.scalar("SELECT COUNT(*) FROM answers") == 0
    gate.set()
    rest = read_events(resp, until="answer")
    assert [n for n, _ in rest] == ["step", "step", "answer"]
    answer = rest[-1][1]
    assert answer["session_id"] == first[0][1]["session_id"] and "<strong>" in answer["answer_html"]
    assert [len(c["images"]) for c in box.orchestrator.calls] == [2]
    assert resp.read() == b""
    conn.close()


def test_more_questions_than_the_box_takes_at_once_get_a_clear_503(tmp_path):
    box = light_box(tmp_path, max_answers_running=1)
    gate = threading.Event()
    box.orchestrator = ScriptedOrchestrator(box.db, gate=gate)
    server = serve_in_thread(create_app(box), threads=4)
    port = server.effective_port
    try:
        headers = {**credentials(port), "Content-Type": "application/json"}
        first = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        first.request("POST", "/api/ask", body=json.dumps({"question": "one"}), headers=headers)
        held = first.getresponse()
        read_events(held, until="step")   # the first question is being answered, held at the gate
        second = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        second.request("POST", "/api/ask", body=json.dumps({"question": "two"}), headers=headers)
        busy = second.getresponse()
        assert busy.status == 503 and "try again" in json.loads(busy.read())["error"]
        gate.set()
        assert read_events(held, until="answer")[-1][0] == "answer"
        first.close(), second.close()
    finally:
        gate.set()
        close_server(server)
