"""Fixtures of the web tests: the built site served by a static file server, and the web app
(uvicorn in a thread), each on a free port of 127.0.0.1."""

from __future__ import annotations

import functools
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "cards"


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def site_dir(kb: object, tmp_path_factory: pytest.TempPathFactory) -> Path:
    from kb.site.build import build_site

    out = tmp_path_factory.mktemp("site") / "site"
    build_site(kb, out)  # type: ignore[arg-type]
    return out


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    handler = functools.partial(_Quiet, directory=str(site_dir))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    t = threading.Thread(target=server.serve_forever, daemon=True)
    t.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="session")
def app_db(kb_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the session KB with the ask index and the fixture cards."""
    from kb.cards import import_cards

    p = tmp_path_factory.mktemp("appkb") / "kb.sqlite"
    shutil.copyfile(kb_path, p)
    import_cards(p, FIX / "ws_cards.jsonl")
    return p


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_app(db: Path, **kw: object) -> tuple[str, object, threading.Thread]:
    import uvicorn

    from web.app import create_app

    app = create_app(db, **kw)  # type: ignore[arg-type]
    port = _free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="error"))
    t = threading.Thread(target=server.run, daemon=True)
    t.start()
    for _ in range(200):
        if server.started:
            break
        time.sleep(0.05)
    return f"http://127.0.0.1:{port}/", server, t


@pytest.fixture(scope="session")
def app_url(app_db: Path) -> Iterator[str]:
    url, server, t = start_app(app_db)
    yield url
    server.should_exit = True  # type: ignore[attr-defined]
    t.join(10)
