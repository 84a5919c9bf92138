"""waitress for the page: sized for a crew of tablets, started in a thread, closed only after
running streams wrote their last byte.

waitress's defaults (100 connections, 120 s before an idle one is closed) let one client holding
110 idle connections make the page unreachable for everyone. The limits here come from
`[web]`: many more connections than a crew's tablets open (each holds a few, plus one per live
stream), and idle ones closed after `idle_timeout_s`, checked every second or two.

waitress 3 writes each chunk an app yields straight to the socket (`send_bytes` defaults to 1),
which is what server-sent events need; nothing here changes its buffering.
"""
import threading
import time

from waitress import create_server


def server_options(web_config) -> dict:
    """The waitress settings of the page (also used by appliance/service.py)."""
    return {"threads": web_config.threads, "connection_limit": web_config.connection_limit,
            "channel_timeout": web_config.idle_timeout_s,
            "cleanup_interval": max(1, min(30, int(web_config.idle_timeout_s // 4) or 1)),
            "ident": "wildfire-appliance"}


def create_page_server(app, web_config, host: str | None = None, port: int | None = None):
    return create_server(app, host=web_config.host if host is None else host,
                         port=web_config.port if port is None else port, **server_options(web_config))


def serve_in_thread(app, host: str = "127.0.0.1", port: int = 0, threads: int = 8, web_config=None):
    if web_config is not None:
        server = create_page_server(app, web_config, host, port)
    else:
        server = create_server(app, host=host, port=port, threads=threads, ident="wildfire-appliance")
    threading.Thread(target=server.run, name="waitress", daemon=True).start()
    return server


def close_server(server, settle_s: float = 5.0) -> None:
    # Closing while a task still writes makes waitress log "Bad file descriptor" from its trigger.
    deadline = time.monotonic() + settle_s
    while getattr(server.task_dispatcher, "active_count", 0) and time.monotonic() < deadline:
        time.sleep(0.05)
    server.close()
