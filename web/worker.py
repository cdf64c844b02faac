"""Rulings for the web app, each in a worker process with a time bound.

A ruling is CPU work that cannot be interrupted inside a thread; it runs in a child process
(started once with the engine imported, then reused), and a ruling that outruns its bound gets
its worker killed and replaced. The request's text is only ever *parsed* (YAML safe loader,
then validation); nothing in it is executed.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import threading
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any


def rule(text: str, lang: str) -> dict[str, Any]:
    """The ruling on a scenario given as text: ``{"ok": True, "ruling": {...}, "text": …}``
    or ``{"ok": False, "error": "file:line:col: …"}`` (the CLI's messages)."""
    from ruling.render import ruling_data, ruling_text
    from ruling.resolve import check_expect, resolve
    from ruling.scenario import ScenarioError, loads

    name = "scenario.json" if text.lstrip().startswith("{") else "scenario.yaml"
    try:
        scn = loads(text, name)
        r = resolve(scn, file=name)
    except ScenarioError as e:
        return {"ok": False, "error": e.text(lang)}
    data = ruling_data(r, lang)
    problems = check_expect(r)
    if scn.expect is not None:
        data["expect"] = {"ok": not problems, "problems": problems}
    return {"ok": True, "ruling": data, "text": ruling_text(r, lang)}


def _serve(conn: Connection, db: str | None) -> None:
    if db:
        os.environ["SHINPAN_DB"] = db
    from ruling.cardref import CARD_DB

    if db:
        CARD_DB.set(Path(db))
    import ruling.resolve  # noqa: F401  (the engine, imported once per worker)

    conn.send({"ready": True})
    while True:
        try:
            text, lang = conn.recv()
        except EOFError:
            return
        try:
            out = rule(text, lang)
        except RecursionError:
            out = {"ok": False, "error": "input nested too deeply", "kind": "input"}
        except Exception as e:  # a bug: reported as one, the worker goes on
            out = {"ok": False, "error": f"internal error: {type(e).__name__}: {e}", "kind": "bug"}
        conn.send(out)


class Worker:
    """One child process; `call` runs a ruling in it, or kills it after `timeout` seconds."""

    def __init__(self, db: Path | None) -> None:
        self.db = str(db) if db else None
        self.lock = threading.Lock()
        self.proc: Any = None
        self.conn: Connection | None = None

    def start(self) -> None:
        ctx = mp.get_context("spawn")  # a clean interpreter: no KB connection shared
        parent, child = ctx.Pipe()
        self.proc = ctx.Process(target=_serve, args=(child, self.db), daemon=True)
        self.proc.start()
        child.close()
        self.conn = parent
        if parent.poll(120):
            parent.recv()

    def stop(self) -> None:
        if self.proc is not None and self.proc.is_alive():
            self.proc.kill()
            self.proc.join(5)
        self.proc = None
        self.conn = None

    def call(self, text: str, lang: str, timeout: float) -> dict[str, Any]:
        with self.lock:
            if self.proc is None or not self.proc.is_alive():
                self.start()
            assert self.conn is not None
            self.conn.send((text, lang))
            if self.conn.poll(timeout):
                try:
                    return self.conn.recv()
                except EOFError:
                    pass
                self.stop()
                return {"ok": False, "error": "the ruling process ended", "kind": "bug"}
            self.stop()  # over time: the worker is killed, the next call starts another
            return {"ok": False, "kind": "timeout"}
