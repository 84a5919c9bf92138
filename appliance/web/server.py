"""waitress for the page: start in a thread, and close only after running streams wrote their last byte.

waitress 3 writes each chunk an app yields straight to the socket (`send_bytes` defaults to 1),
which is what server-sent events need; nothing here changes its buffering.
"""
import threading
import time

from waitress import create_server


def serve_in_thread(app, host: str = "127.0.0.1", port: int = 0, threads: int = 8):
    server = create_server(app, host=host, port=port, threads=threads, ident="wildfire-appliance")
    threading.Thread(target=server.run, name="waitress", daemon=True).start()
    return server


def close_server(server, settle_s: float = 5.0) -> None:
    # Closing while a task still writes makes waitress log "Bad file descriptor" from its trigger.
    deadline = time.monotonic() + settle_s
    while getattr(server.task_dispatcher, "active_count", 0) and time.monotonic() < deadline:
        time.sleep(0.05)
    server.close()
