"""Pages of the rulebook site, rendered with Jinja2 from the KB tables.

Paths (every link relative, so the pages work from any directory or URL prefix)::

    index.html                          the games and their versions
    <game>/<version>/index.html         contents, search box, permalink redirect (#9.4.1)
    <game>/<version>/<chapter>/         one page per chapter: /ws/1.109/9/#9.4.1
    <game>/<version>/glossary/          the defined terms
    <game>/<version>/search-index.js    the offline search index (kb/site/search.py)
    <game>/<version>/changes/           what changed since the version before it (by date):
                                        clauses added, removed, changed (a word diff over
                                        morphemes) and moved (kb/versions.py), each linked to
                                        its permalink in both versions
    <game>/latest/                      redirect to the default version (fragment kept)
    static/site.css, static/site.js

A clause's permalink is its chapter page with the clause id as fragment; the version page
also resolves ``<game>/<version>/#<id>`` to it, so either form is stable for a version.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from kb.site.search import build_index

if TYPE_CHECKING:
    from kb.api import KB

STATIC = ("site.css", "site.js")


def _env() -> Any:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("kb.site", "templates"),
        autoescape=jinja2.select_autoescape(["html"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["frag"] = lambda cid: quote(cid, safe=".")
    return env


def static_file(name: str) -> bytes:
    return (resources.files("kb.site") / "static" / name).read_bytes()


def _slug(cid: str) -> str:
    """A chapter id as a path segment (ids are ASCII digits, dots, letters)."""
    return quote(cid, safe="")


@dataclass
class Clause:
    id: str
    parent: str | None
    kind: str
    title: str
    text: str
    depth: int
    page: str = ""  # the top-level clause whose page holds it
    html: str = ""  # the text with references and terms linked
    cites: list[str] = field(default_factory=list)
    cited_by: list[str] = field(default_factory=list)


class Book:
    """One game version of the KB, read once, with everything its pages need."""

    def __init__(self, kb: KB, game: str, version: str) -> None:
        self.kb, self.game, self.version = kb, game, version
        info = next(g for g in kb.games() if g["game"] == game)
        self.name_ja, self.name_en, self.document = (
            info["name_ja"],
            info["name_en"],
            info["document"],
        )
        self.versions = info["versions"]
        self.default = next(v["version"] for v in self.versions if v["default"])
        q = kb.con.execute
        rows = q(
            "select id, parent, kind, title, text, depth from clauses "
            "where game=? and version=? order by ord",
            (game, version),
        ).fetchall()
        self.clauses = [Clause(*r) for r in rows]
        self.by_id = {c.id: c for c in self.clauses}
        for c in self.clauses:
            top = c
            seen = 0
            while top.parent and top.parent in self.by_id and seen < 64:
                top, seen = self.by_id[top.parent], seen + 1
            c.page = top.id
        self.refs = q(
            "select src, dst, raw, offset, status from refs where game=? and version=? "
            "order by src, offset",
            (game, version),
        ).fetchall()
        for src, dst, _raw, _off, status in self.refs:
            if dst and dst in self.by_id and src in self.by_id and status != "unresolved":
                if dst not in self.by_id[src].cites:
                    self.by_id[src].cites.append(dst)
                if src not in self.by_id[dst].cited_by:
                    self.by_id[dst].cited_by.append(src)
        self.terms = q(
            "select term, clause, reading from terms where game=? and version=? order by term",
            (game, version),
        ).fetchall()
        uses = q(
            "select term, clause from term_uses where game=? and version=?", (game, version)
        ).fetchall()
        self.term_clause: dict[str, str] = {}
        for term, clause, _reading in self.terms:
            self.term_clause.setdefault(term, clause)
        self.uses: dict[str, list[str]] = {}
        for term, clause in uses:
            self.uses.setdefault(clause, []).append(term)
        self.use_count: dict[str, int] = {}
        for term, _ in uses:
            self.use_count[term] = self.use_count.get(term, 0) + 1
        self._link_all()

    # -- links in the text ---------------------------------------------------------------
    def href(self, cid: str, here: str | None) -> str:
        """A link from page `here` (a chapter slug, or None for the version page) to a clause."""
        page = self.by_id[cid].page if cid in self.by_id else cid
        frag = "#" + quote(cid, safe=".")
        if here is not None and page == here:
            return frag
        prefix = "../" if here is not None else ""
        return f"{prefix}{_slug(page)}/{frag}"

    def _link_all(self) -> None:
        refs_of: dict[str, list[tuple[str | None, str, int, str]]] = {}
        for src, dst, raw, off, status in self.refs:
            refs_of.setdefault(src, []).append((dst, raw, off or 0, status))
        for c in self.clauses:
            c.html = self._link(c, refs_of.get(c.id, []))

    def _link(self, c: Clause, refs: list[tuple[str | None, str, int, str]]) -> str:
        text = c.text
        spans: list[tuple[int, int, str, str]] = []  # start, end, href, css class

        def free(a: int, b: int) -> bool:
            return all(b <= s or a >= e for s, e, _, _ in spans)

        for dst, raw, off, status in refs:
            if not dst or dst not in self.by_id or not raw:
                continue
            at = _nearest(text, raw, off)
            if at < 0 or not free(at, at + len(raw)):
                continue
            cls = "ref" if status == "resolved" else "ref fuzzy"
            spans.append((at, at + len(raw), self.href(dst, c.page), cls))
        # each defined term it uses, at its first free occurrence, longest terms first
        for term in sorted(set(self.uses.get(c.id, [])), key=len, reverse=True):
            start = 0
            while (at := text.find(term, start)) >= 0:
                if free(at, at + len(term)):
                    spans.append((at, at + len(term), f"../glossary/#{quote(term)}", "term"))
                    break
                start = at + 1
        spans.sort()
        out, last = [], 0
        for a, b, href, cls in spans:
            out.append(html.escape(text[last:a]))
            out.append(f'<a class="{cls}" href="{html.escape(href)}">{html.escape(text[a:b])}</a>')
            last = b
        out.append(html.escape(text[last:]))
        return "".join(out).replace("\n", "<br>")

    # -- pages --------------------------------------------------------------------------
    @cached_property
    def chapters(self) -> list[Clause]:
        return [c for c in self.clauses if c.parent is None or c.parent not in self.by_id]

    def chapter_rows(self, top: str) -> list[Clause]:
        return [c for c in self.clauses if c.page == top]

    def search_rows(self) -> list[dict[str, Any]]:
        return [
            {"id": c.id, "page": _slug(c.page), "title": c.title, "text": c.text}
            for c in self.clauses
            if c.kind != "synthetic"
        ]

    def id_pages(self) -> dict[str, str]:
        """Clause id → chapter slug, for the permalink redirect of the version page."""
        return {c.id: _slug(c.page) for c in self.clauses}


def _nearest(text: str, raw: str, offset: int) -> int:
    """The occurrence of `raw` in `text` nearest to `offset` (-1 if none)."""
    best, at = -1, text.find(raw)
    while at >= 0:
        if best < 0 or abs(at - offset) < abs(best - offset):
            best = at
        at = text.find(raw, at + 1)
    return best


_GLOSS_SORT = re.compile(r"\s+")


class Site:
    """Every page of the site, by path (``render(path)``), for the build and the web app."""

    def __init__(self, kb: KB, *, app: bool = False) -> None:
        self.kb = kb
        self.app = app  # pages served by `shinpan serve` get its ask and ruling links
        self.env = _env()
        self._books: dict[tuple[str, str], Book] = {}

    def book(self, game: str, version: str) -> Book:
        key = (game, version)
        if key not in self._books:
            self._books[key] = Book(self.kb, game, version)
        return self._books[key]

    def versions(self) -> list[tuple[str, str]]:
        return [(g["game"], v["version"]) for g in self.kb.games() for v in g["versions"]]

    def previous(self, game: str, version: str) -> str | None:
        """The version of `game` before `version` (by date, then by order added), or None."""
        return _neighbours(self.kb, game).get(version, (None, None))[0]

    def following(self, game: str, version: str) -> str | None:
        """The version of `game` after `version`, or None."""
        return _neighbours(self.kb, game).get(version, (None, None))[1]

    def paths(self) -> list[str]:
        """Every file of the site."""
        out = ["index.html"] + [f"static/{s}" for s in STATIC]
        for g in self.kb.games():
            out.append(f"{g['game']}/latest/index.html")
            for v in g["versions"]:
                base = f"{g['game']}/{v['version']}"
                out += [f"{base}/index.html", f"{base}/glossary/index.html"]
                out.append(f"{base}/search-index.js")
                if self.previous(g["game"], v["version"]) is not None:
                    out.append(f"{base}/changes/index.html")
                book = self.book(g["game"], v["version"])
                out += [f"{base}/{_slug(c.id)}/index.html" for c in book.chapters]
        return out

    def render(self, path: str) -> bytes | None:
        """The file at `path` (as `paths()` names it), or None when there is none."""
        parts = path.strip("/").split("/")
        if parts and parts[-1] == "":
            parts = parts[:-1]
        if parts == ["index.html"] or parts == [""] or not parts:
            return self._page("home.html", 0, games=self.kb.games())
        if parts[0] == "static" and len(parts) == 2 and parts[1] in STATIC:
            return static_file(parts[1])
        if parts[-1] == "index.html":
            parts = parts[:-1]
        known = {g["game"]: g for g in self.kb.games()}
        if not parts or parts[0] not in known:
            return None
        game = parts[0]
        if parts[1:] == ["latest"]:
            default = next(v["version"] for v in known[game]["versions"] if v["default"])
            return self._page("latest.html", 2, target=f"../{quote(default)}/")
        if len(parts) < 2 or parts[1] not in {v["version"] for v in known[game]["versions"]}:
            return None
        book = self.book(game, parts[1])
        rest = parts[2:]
        if not rest:
            return self._page("toc.html", 2, book=book, ids=json.dumps(book.id_pages()))
        if rest == ["search-index.js"]:
            data = json.dumps(
                build_index(book.search_rows()), ensure_ascii=False, separators=(",", ":")
            )
            return f"window.SHINPAN_INDEX={data};\n".encode()
        if rest == ["glossary"]:
            return self._page("glossary.html", 3, book=book)
        if rest == ["changes"]:
            return self._changes(book)
        if len(rest) == 1:
            top = next((c for c in book.chapters if _slug(c.id) == rest[0]), None)
            if top is None:
                return None
            i = book.chapters.index(top)
            return self._page(
                "chapter.html",
                3,
                book=book,
                top=top,
                rows=book.chapter_rows(top.id),
                prev=book.chapters[i - 1] if i else None,
                next=book.chapters[i + 1] if i + 1 < len(book.chapters) else None,
            )
        return None

    def _changes(self, book: Book) -> bytes | None:
        """The page of what changed from the version before `book` to it (kb/versions.py)."""
        from kb.versions import compare, summary

        old = self.previous(book.game, book.version)
        if old is None:
            return None
        before = self.book(book.game, old)
        every = compare(self.kb, book.game, old, book.version)
        return self._page(
            "changes.html",
            3,
            book=book,
            old=old,
            before=before,
            entries=[e for e in every if e.status != "unchanged"],
            counts=summary(every),
            new_href=lambda cid: book.href(cid, "changes"),
            old_href=lambda cid: (
                f"../../{quote(old)}/{_slug(before.by_id[cid].page)}/#{quote(cid, safe='.')}"
                if cid in before.by_id
                else f"../../{quote(old)}/#{quote(cid, safe='.')}"
            ),
        )

    def _page(self, template: str, depth: int, **ctx: Any) -> bytes:
        root = "../" * depth
        return (
            self.env.get_template(template)
            .render(root=root, app=self.app, slug=_slug, site=self, **ctx)
            .encode("utf-8")
        )


def _neighbours(kb: KB, game: str) -> dict[str, tuple[str | None, str | None]]:
    """Each stored version of `game` -> (the version before it, the one after), ordered by
    date, then by the order they were added (the order `kb add` makes the newest default)."""
    rows = kb.con.execute(
        "select version from documents where game=? order by date, seq", (game,)
    ).fetchall()
    vs = [r[0] for r in rows]
    return {
        v: (vs[i - 1] if i else None, vs[i + 1] if i + 1 < len(vs) else None)
        for i, v in enumerate(vs)
    }
