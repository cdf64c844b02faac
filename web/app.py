"""`shinpan serve`: the rulebook, `ask` and rulings in the browser (Starlette, ASGI).

Routes::

    GET  /…                       the rulebook pages (kb/site: the same pages as `site build`)
    GET  /ask?q=…&game=…          clauses that govern a question (kb/ask)
    GET  /ruling[?new=GAME]       a form: a scenario typed, pasted or built from card numbers
    POST /ruling                  the outcome and the deciding clauses, each linked to its page
    POST /api/ruling              the same as JSON (`shinpan ruling --json` shapes)
    GET  /api/cards?game=&q=      card database lookups for the form

The app reads the KB read-only; a request's text is only parsed (YAML safe loader), never
executed; a body is refused past ``max_body`` bytes and a ruling stopped after ``timeout``
seconds (web/worker.py). Bound to 127.0.0.1 unless told otherwise.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route

MAX_BODY = 256 * 1024  # bytes: the largest bundled scenario is under 8 kB
TIMEOUT = 10.0  # seconds per ruling: the slowest bundled scenario takes well under 2 s
MAX_QUESTION = 500  # characters of an `ask` question

MESSAGES = {
    "ja": {
        "too_large": "入力が大きすぎます（上限 {n} バイト）",
        "timeout": "裁定が {s} 秒以内に終わりませんでした（状況を小さくしてください）",
        "empty": "シナリオを入力してください",
        "bug": "内部エラー（shinpan のバグです）: {what}",
        "question": "質問が長すぎます（上限 {n} 文字）",
        "game": "ゲーム {g!r} はありません",
    },
    "en": {
        "too_large": "the input is too large (at most {n} bytes)",
        "timeout": "the ruling did not finish within {s} seconds (make the situation smaller)",
        "empty": "give a scenario",
        "bug": "internal error (a bug in shinpan): {what}",
        "question": "the question is too long (at most {n} characters)",
        "game": "no game {g!r}",
    },
}
_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
}


class TooLarge(Exception):
    pass


async def read_body(request: Request, limit: int) -> bytes:
    """The request body, refused (TooLarge) past `limit` bytes without reading further."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise TooLarge
    out = bytearray()
    async for chunk in request.stream():
        out += chunk
        if len(out) > limit:
            raise TooLarge
    return bytes(out)


def create_app(
    db: Path | None = None,
    *,
    timeout: float = TIMEOUT,
    max_body: int = MAX_BODY,
    workers: int = 1,
) -> Starlette:
    import jinja2

    from kb.api import open_kb
    from kb.site.pages import Site
    from web.worker import Worker

    kb = open_kb(db, ask_index=True)
    # the pages and `ask` run on the server's event loop, which may be another thread than
    # this one: a read-only connection that any one thread at a time may use
    import sqlite3

    from kb.store import ro_uri

    kb.con.close()
    kb.con = sqlite3.connect(ro_uri(kb.path), uri=True, check_same_thread=False)
    site = Site(kb, app=True)
    env = jinja2.Environment(
        loader=jinja2.ChoiceLoader(
            [jinja2.PackageLoader("web", "templates"), jinja2.PackageLoader("kb.site", "templates")]
        ),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    pool = [Worker(kb.path) for _ in range(max(1, workers))]
    turn = {"i": 0}
    cache: dict[str, bytes] = {}
    games = kb.games()
    defaults = {g["game"]: next(v["version"] for v in g["versions"] if v["default"]) for g in games}

    def page(template: str, **ctx: Any) -> HTMLResponse:
        body = env.get_template(template).render(root="/", app=True, games=games, **ctx)
        return HTMLResponse(body, status_code=ctx.get("status", 200))

    def lang_of(request: Request, form: dict[str, str] | None = None) -> str:
        lang = (form or {}).get("lang") or request.query_params.get("lang") or "ja"
        return lang if lang in MESSAGES else "ja"

    def clause_href(game: str, cid: str) -> str:
        v = defaults.get(game)
        if v is None:
            return "#"
        book = site.book(game, v)
        if cid not in book.by_id:
            return f"/{game}/{v}/"
        return f"/{game}/{v}/{book.href(cid, None)}"

    async def rulebook(request: Request) -> Response:
        path = request.path_params.get("path", "") or "index.html"
        if path.endswith("/") or path == "":
            path += "index.html"
        if path not in cache:
            data = site.render(path)
            if data is None:
                if not path.endswith(".html") and not path.endswith(".js"):
                    if site.render(path + "/index.html") is not None:
                        return RedirectResponse(f"/{path}/", status_code=301)
                return page("message.html", title="404", message="ページがありません", status=404)
            cache[path] = data
        suffix = Path(path).suffix
        return Response(cache[path], media_type=_TYPES.get(suffix, "application/octet-stream"))

    async def ask_page(request: Request) -> Response:
        from kb.ask.search import AskError, ask

        q = (request.query_params.get("q") or "").strip()
        game = request.query_params.get("game") or None
        lang = lang_of(request)
        m = MESSAGES[lang]
        result, error = None, ""
        if len(q) > MAX_QUESTION:
            error = m["question"].format(n=MAX_QUESTION)
        elif q:
            try:
                result = ask(kb, q, game, 8)
            except AskError as e:
                error = e.text(lang)
        return page(
            "ask.html",
            q=q,
            game=game,
            result=result,
            error=error,
            href=clause_href,
            status=400 if error else 200,
        )

    async def ruling_form(request: Request) -> Response:
        from ruling.wizard import skeleton_yaml

        game = request.query_params.get("new")
        text = ""
        if game:
            try:
                text = skeleton_yaml(game)
            except KeyError:
                text = ""
        return page("ruling.html", text=text, lang="ja", data=None, error="", game=game)

    async def run_ruling(text: str, lang: str) -> tuple[int, dict[str, Any]]:
        m = MESSAGES[lang]
        if not text.strip():
            return 400, {"error": m["empty"]}
        w = pool[turn["i"] % len(pool)]
        turn["i"] += 1
        out = await asyncio.to_thread(w.call, text, lang, timeout)
        if out.get("kind") == "timeout":
            return 503, {"error": m["timeout"].format(s=f"{timeout:g}")}
        if out.get("kind") == "bug":
            return 500, {"error": m["bug"].format(what=out["error"])}
        if out.get("kind") == "input" or not out["ok"]:
            return 400, {"error": out["error"]}
        return 200, out

    async def ruling_post(request: Request) -> Response:
        lang = lang_of(request)
        try:
            body = await read_body(request, max_body)
        except TooLarge:
            return page(
                "ruling.html",
                text="",
                lang=lang,
                data=None,
                error=MESSAGES[lang]["too_large"].format(n=max_body),
                status=413,
            )
        form = {k: v[0] for k, v in parse_qs(body.decode("utf-8", "replace")).items()}
        lang = lang_of(request, form)
        text = form.get("scenario", "")
        status, out = await run_ruling(text, lang)
        m = re.search(r"^game:\s*(\w+)", text, re.M)
        data = out.get("ruling")
        if data:
            for d in data["decided_by"]:
                d["href"] = clause_href(data["game"], d["clause"])
        return page(
            "ruling.html",
            text=text,
            lang=lang,
            data=data,
            error=out.get("error", ""),
            status=status,
            game=m.group(1) if m else None,
        )

    async def api_ruling(request: Request) -> Response:
        lang = lang_of(request)
        try:
            body = await read_body(request, max_body)
        except TooLarge:
            msg = MESSAGES[lang]["too_large"].format(n=max_body)
            return JSONResponse({"error": msg}, status_code=413)
        ctype = request.headers.get("content-type", "")
        text = body.decode("utf-8", "replace")
        if ctype.startswith("application/json"):
            try:
                payload = json.loads(text)
                text = payload.get("scenario", "") if isinstance(payload, dict) else ""
                lang = payload.get("lang", lang) if isinstance(payload, dict) else lang
                lang = lang if lang in MESSAGES else "ja"
            except json.JSONDecodeError:
                text = ""
        status, out = await run_ruling(text, lang)
        if status != 200:
            return JSONResponse({"error": out["error"]}, status_code=status)
        return JSONResponse(out["ruling"])

    async def api_cards(request: Request) -> Response:
        from kb.cards import CardDB

        q = (request.query_params.get("q") or "").strip()[:100]
        game = request.query_params.get("game") or None
        db = CardDB(kb.con)
        found = db.find(game, q) if game and q else []
        found = found or (db.search(q, game, 20) if q else [])
        return JSONResponse(
            {
                "cards": [
                    {"game": c.game, "number": c.number, "name": c.name, "type": c.type}
                    for c in found[:20]
                ]
            }
        )

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        for w in pool:
            w.stop()

    routes = [
        Route("/ask", ask_page),
        Route("/ruling", ruling_form, methods=["GET"]),
        Route("/ruling", ruling_post, methods=["POST"]),
        Route("/api/ruling", api_ruling, methods=["POST"]),
        Route("/api/cards", api_cards),
        Route("/", rulebook),
        Route("/{path:path}", rulebook),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.workers = pool
    return app


def serve(
    db: Path | None,
    host: str = "127.0.0.1",
    port: int = 8000,
    timeout: float = TIMEOUT,
    workers: int = 1,
) -> None:
    import uvicorn

    app = create_app(db, timeout=timeout, workers=workers)
    uvicorn.run(app, host=host, port=port, log_level="warning")
