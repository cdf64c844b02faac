"""The `shinpan` command: parse arguments, call one library function, render text or JSON.

Exit codes: 0 ok, 1 a negative finding (no match, check found errors), 2 usage or input error.
Text output is Japanese by default (`--lang en` for English); every command takes `--json`.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer

app = typer.Typer(
    help="shinpan (審判): rulings assistant over the comprehensive rules of trading card games.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=True,  # --install-completion / --show-completion (bash, zsh, fish, pwsh)
)
kb_app = typer.Typer(help="Build, check and extend the knowledge base.", no_args_is_help=True)
graph_app = typer.Typer(
    help="The clause graph (hierarchy, references, terms).", no_args_is_help=True
)
app.add_typer(kb_app, name="kb")
app.add_typer(graph_app, name="graph")

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON (shapes in docs/cli-json.md).")]
GameOpt = Annotated[
    str | None,
    typer.Option(
        "--game", "-g", help="Game id (default: $SHINPAN_GAME or `game` in the config file)."
    ),
]
LangOpt = Annotated[str, typer.Option("--lang", help="Language of text output: ja or en.")]
DbOpt = Annotated[
    Path | None, typer.Option("--db", help="KB file (default: $SHINPAN_DB or the user data dir).")
]
VersionOpt = Annotated[
    str | None, typer.Option("--version", help="Document version (default: newest).")
]

MESSAGES: dict[str, dict[str, str]] = {
    "ja": {
        "error": "エラー",
        "nearest": "近い条項",
        "examples": "例",
        "children": "下位条項",
        "cites": "参照先",
        "cited_by": "参照元",
        "no_refs": "参照はありません",
        "no_hits": "該当する条項はありません",
        "defined_in": "定義",
        "used_in": "使用箇所",
        "no_term": "用語が見つかりません",
        "versions": "版",
        "clauses": "条項",
        "default": "既定",
        "anomalies": "異常",
        "unresolved": "未解決の参照",
        "errors": "エラー",
        "built": "知識ベースを作成しました",
        "added": "文書を追加しました",
        "written": "書き出しました",
        "path": "経路",
        "no_path": "経路はありません",
        "terms": "用語",
        "references": "参照",
        "changelog": "更新履歴",
        "line": "行",
        "status_this": "この版",
        "status_unchanged": "同じ",
        "status_changed": "変更",
        "status_moved": "番号の移動",
        "status_added": "追加",
        "status_removed": "削除",
        "status_absent": "なし",
        "status_gone": "削除",
    },
    "en": {
        "error": "error",
        "nearest": "nearest clauses",
        "examples": "examples",
        "children": "sub-clauses",
        "cites": "cites",
        "cited_by": "cited by",
        "no_refs": "no references",
        "no_hits": "no matching clause",
        "defined_in": "defined in",
        "used_in": "used in",
        "no_term": "term not found",
        "versions": "versions",
        "clauses": "clauses",
        "default": "default",
        "anomalies": "anomalies",
        "unresolved": "unresolved references",
        "errors": "errors",
        "built": "knowledge base built",
        "added": "document added",
        "written": "written",
        "path": "path",
        "no_path": "no path",
        "terms": "terms",
        "references": "references",
        "changelog": "changelog entries",
        "line": "line",
        "status_this": "this version",
        "status_unchanged": "unchanged",
        "status_changed": "changed",
        "status_moved": "moved",
        "status_added": "added",
        "status_removed": "removed",
        "status_absent": "absent",
        "status_gone": "gone",
    },
}


def _show_version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            v = version("shinpan")
        except PackageNotFoundError:
            v = "unknown"
        typer.echo(f"shinpan {v}")
        raise typer.Exit(0)


@app.callback()
def _root(
    show_version: Annotated[
        bool,
        typer.Option(
            "--version",
            "-V",
            is_eager=True,
            callback=_show_version,
            help="Print shinpan's version and exit.",
        ),
    ] = False,
) -> None:
    """shinpan (審判): rulings assistant over the comprehensive rules of trading card games."""


def config_path() -> Path:
    """The config file: $SHINPAN_CONFIG, else $XDG_CONFIG_HOME/shinpan/config.toml."""
    env = os.environ.get("SHINPAN_CONFIG")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "shinpan" / "config.toml"


def default_game(game: str | None, lang: str = "ja", as_json: bool = False) -> str | None:
    """The game asked for, else $SHINPAN_GAME, else `game = "ws"` in the config file, else
    None. An empty --game / SHINPAN_GAME means no default (every game)."""
    if game is not None:
        return game or None
    env = os.environ.get("SHINPAN_GAME")
    if env is not None:
        return env.strip() or None
    path = config_path()
    if not path.is_file():
        return None
    import tomllib

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        fail(
            f"cannot read the config file {path}: {e}"
            if lang == "en"
            else f"設定ファイル {path} を読めません: {e}",
            lang,
            as_json,
        )
    g = data.get("game")
    return str(g) if g else None


@contextmanager
def progress_bar(label: str, total: int | None, as_json: bool) -> Iterator[Any]:
    """A progress bar on stderr while long work runs (only when stderr is a terminal and the
    output is not JSON): yields `update(done)`."""
    if as_json or not sys.stderr.isatty():
        yield lambda done, total=None: None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        console=Console(stderr=True),
        transient=True,
    ) as p:
        task = p.add_task(label, total=total)

        def update(done: int, total: int | None = None) -> None:
            p.update(task, completed=done, **({"total": total} if total else {}))

        yield update


def t(lang: str, key: str) -> str:
    return MESSAGES.get(lang, MESSAGES["ja"]).get(key, key)


# Reference statuses (kb refs table) as shown to people.
REF_STATUS_JA = {"unresolved": "未解決", "fuzzy": "曖昧一致", "stale": "番号と見出しの不一致"}


def ref_status(lang: str, status: str) -> str:
    return REF_STATUS_JA.get(status, status) if lang == "ja" else status


def out_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def fail(
    message: str, lang: str = "ja", as_json: bool = False, code: int = 2, **extra: Any
) -> NoReturn:
    if as_json:
        out_json({"error": message, **extra})
    else:
        typer.echo(f"shinpan: {t(lang, 'error')}: {message}", err=True)
    raise typer.Exit(code)


def _msg(e: Exception, lang: str) -> str:
    """An exception's message in the output language, when it carries one."""
    text = getattr(e, "text", None)
    return text(lang) if callable(text) else str(e)


@contextmanager
def user_errors(lang: str, as_json: bool) -> Iterator[None]:
    """KB errors (unknown game, version, clause; bad input file) become a clear message, exit 2."""
    from kb.api import KBError

    try:
        yield
    except KBError as e:
        fail(_msg(e, lang), lang, as_json, **e.extra)


def _check_lang(lang: str) -> None:
    if lang not in MESSAGES:
        fail(f"unknown language {lang!r} (ja or en)", "en")


def _kb(db: Path | None, lang: str, as_json: bool, *, ask_index: bool = False) -> Any:
    """The KB (built on first use), after checking `lang` (so a command's first step is this
    call); a path that is not a KB, or one that cannot be written when a build is due, is a
    clear error (exit 2)."""
    from kb.api import open_kb

    _check_lang(lang)
    with user_errors(lang, as_json):
        return open_kb(db, ask_index=ask_index)


def _clause_block(c: Any) -> str:
    head = f"[{c.game} {c.id}]"
    if c.title:
        head += f" {c.title}"
    lines = [head]
    if c.heading_path:
        lines.append(f"  ({c.heading_path})")
    if c.text:
        lines.append(c.text)
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------
@app.command()
def games(db: DbOpt = None, as_json: JsonOpt = False, lang: LangOpt = "ja") -> None:
    """List games, their document versions and clause counts."""
    data = _kb(db, lang, as_json).games()
    if as_json:
        out_json(data)
        return
    for g in data:
        name = g["name_ja"] if lang == "ja" else g["name_en"]
        typer.echo(f"{g['game']}  {name}  {g['document']}")
        for v in g["versions"]:
            mark = f" ({t(lang, 'default')})" if v["default"] else ""
            typer.echo(
                f"    {v['version']}  {v['date']}  {v['clauses']} {t(lang, 'clauses')}{mark}"
            )


@app.command()
def rule(
    game: str,
    clause_id: Annotated[str, typer.Argument(metavar="ID")],
    children: Annotated[bool, typer.Option("--children", help="Show the whole subtree.")] = False,
    history: Annotated[
        bool,
        typer.Option("--history", help="The clause in every stored version (following moves)."),
    ] = False,
    version: VersionOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Show a clause: heading path, text, examples (and with --children its subtree)."""

    kb = _kb(db, lang, as_json)
    if history:
        from kb.versions import history as clause_history

        with user_errors(lang, as_json):
            rows = clause_history(kb, game, clause_id, version)
        if as_json:
            out_json({"game": game, "id": clause_id, "history": rows})
            return
        for r in rows:
            where = r["id"] or ("—" if lang == "ja" else "-")
            status = t(lang, "status_" + r["status"])
            typer.echo(f"[{game} {r['version']} {r['date']}] {where}  ({status})")
            if r["text"]:
                typer.echo("    " + r["text"].replace("\n", "\n    "))
        return
    with user_errors(lang, as_json):
        c = kb.require(game, clause_id, version)
    direct = kb.children(game, c.id, c.version)
    examples = [k for k in direct if k.kind == "example"]
    sub = kb.subtree(game, c.id, c.version) if children else []
    if as_json:
        out_json(
            {
                **c.to_json(),
                "examples": [e.to_json() for e in examples],
                "children": [k.to_json() for k in sub],
            }
        )
        return
    typer.echo(_clause_block(c))
    if examples:
        typer.echo(f"\n{t(lang, 'examples')}:")
        for e in examples:
            typer.echo(f"  {e.text}")
    if children:
        typer.echo(f"\n{t(lang, 'children')}:")
        for k in sub:
            if k.kind == "example":
                continue
            indent = "  " * max(1, k.depth - c.depth)
            label = k.title or k.text
            typer.echo(f"{indent}{k.id}  {label}")


def _toc_label(c: Any, width: int = 40) -> str:
    """A clause's line in the table of contents: its title, else the start of its text."""
    if c.title:
        return c.title
    text = " ".join(c.text.replace("◆", " ").split())
    return text[:width] + ("…" if len(text) > width else "")


@app.command()
def toc(
    game: str,
    clause_id: Annotated[
        str | None, typer.Argument(metavar="[ID]", help="Only the part under this clause.")
    ] = None,
    depth: Annotated[
        int, typer.Option("--depth", "-d", min=1, max=10, help="How many levels to show.")
    ] = 2,
    version: VersionOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """The rules document's table of contents: clause ids with their titles, --depth levels deep
    (under ID: that part only)."""

    kb = _kb(db, lang, as_json)
    with user_errors(lang, as_json):
        v = kb.version(game, version)
        rows = kb.outline(game, clause_id, depth, v)
        top = kb.require(game, clause_id, v) if clause_id else None
    if as_json:
        out_json(
            {
                "game": game,
                "version": v,
                "under": top.id if top else None,
                "depth": depth,
                "entries": [
                    {
                        "id": c.id,
                        "depth": c.depth,
                        "kind": c.kind,
                        "title": c.title,
                        "label": _toc_label(c),
                    }
                    for c in rows
                ],
            }
        )
        return
    base = top.depth if top else 0
    if top:
        typer.echo(f"{top.id}  {_toc_label(top)}")
    for c in rows:
        typer.echo("  " * (c.depth - base - (0 if top else 1)) + f"{c.id}  {_toc_label(c)}")


@app.command()
def refs(
    game: str,
    clause_id: Annotated[str, typer.Argument(metavar="ID")],
    incoming: Annotated[bool, typer.Option("--in", help="What cites this clause.")] = False,
    outgoing: Annotated[
        bool, typer.Option("--out", help="What this clause cites (default).")
    ] = False,
    both: Annotated[bool, typer.Option("--both", help="Both directions.")] = False,
    depth: Annotated[
        int, typer.Option("--depth", min=1, max=10, help="Follow references N steps.")
    ] = 1,
    version: VersionOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """What a clause cites and what cites it."""
    from kb.graph import reference_walk

    kb = _kb(db, lang, as_json)
    with user_errors(lang, as_json):
        c = kb.require(game, clause_id, version)
    directions = ["out", "in"] if both else (["in"] if incoming and not outgoing else ["out"])
    result: dict[str, Any] = {"game": game, "version": c.version, "id": c.id}
    for d in directions:
        result[d] = (
            kb.refs(game, c.id, d, c.version)
            if depth == 1
            else reference_walk(kb, game, c.id, d, depth, c.version)
        )
    if as_json:
        out_json(result)
        return
    for d in directions:
        typer.echo(f"{t(lang, 'cites' if d == 'out' else 'cited_by')} ({c.id}):")
        rows = result[d]
        if not rows:
            typer.echo(f"  {t(lang, 'no_refs')}")
        for r in rows:
            other = r["dst"] if d == "out" else r["src"]
            step = f"[{r['depth']}] " if "depth" in r else ""
            target = other or "?"
            title = ""
            if other:
                oc = kb.clause(game, other, c.version)
                title = (oc.title or oc.text[:40]) if oc else ""
            why = (r.get("reason_ja") or r["reason"]) if lang == "ja" else r["reason"]
            status = (
                "" if r["status"] == "resolved" else f"  <{ref_status(lang, r['status'])}: {why}>"
            )
            typer.echo(f"  {step}{target}  {title}  «{r['raw']}»{status}")


@app.command()
def search(
    words: Annotated[
        list[str],
        typer.Argument(
            metavar="[GAME] QUERY",
            help="What to look for; a first word that is a game id (vs, ws, vg, co, mc) picks the "
            "game, as in `rule GAME ID` (words after it are one query).",
        ),
    ],
    game: GameOpt = None,
    n: Annotated[int, typer.Option("-n", min=1, max=200, help="Number of results.")] = 10,
    version: VersionOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Full-text search over clauses (Japanese-aware; 2-character terms match)."""

    _check_lang(lang)
    query, game = _game_first(words, game)
    game = default_game(game, lang, as_json)
    kb = _kb(db, lang, as_json)
    with user_errors(lang, as_json):
        hits = kb.search(query, game=game, n=n, version=version)
    if as_json:
        out_json({"query": query, "game": game, "hits": [h.to_json() for h in hits]})
    else:
        from kb.text import highlight

        if not hits:
            typer.echo(t(lang, "no_hits"))
        for h in hits:
            snippet = highlight(h.snippet, h.highlights)
            head = f"[{h.game} {h.id}]" + (f" {h.title}" if h.title else "")
            typer.echo(f"{head}  ({h.heading_path})" if h.heading_path else head)
            typer.echo(f"    {snippet}")
    if not hits:
        raise typer.Exit(1)


def _game_first(words: list[str], game: str | None) -> tuple[str, str | None]:
    """``search vs パートナー`` as ``search パートナー --game vs`` (the order of ``rule`` and
    ``define``): a first word that is a game id, with more words after it and no ``--game``,
    names the game; the words left are one query, joined by spaces."""
    from kb.registry import games

    if game is None and len(words) > 1 and words[0] in games():
        return " ".join(words[1:]), words[0]
    return " ".join(words), game


@app.command()
def define(
    game: str,
    term: str,
    version: VersionOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Where a term is defined and where it is used."""

    kb = _kb(db, lang, as_json)
    with user_errors(lang, as_json):
        data = kb.define(game, term, version)
    if as_json:
        out_json(data)
    elif not data["definitions"]:
        typer.echo(f"{t(lang, 'no_term')}: {term}")
    else:
        for d in data["definitions"]:
            reading = f"({d['reading']})" if d["reading"] else ""
            typer.echo(
                f"{d['term']}{reading} — {t(lang, 'defined_in')} [{game} {d['clause']}]  ({d['heading_path']})"
            )
            typer.echo(f"    {d['text']}")
        used = data["used_in"]
        typer.echo(
            f"{t(lang, 'used_in')} ({len(used)}): {', '.join(used[:40])}{' …' if len(used) > 40 else ''}"
        )
    if not data["definitions"]:
        raise typer.Exit(1)


@app.command("diff")
def diff_command(
    game: str,
    old: Annotated[str, typer.Argument(metavar="V1", help="The older version.")],
    new: Annotated[str, typer.Argument(metavar="V2", help="The newer version.")],
    html: Annotated[
        Path | None, typer.Option("--html", help="Also write an HTML report to this file.")
    ] = None,
    all_: Annotated[bool, typer.Option("--all", help="List unchanged clauses too.")] = False,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """What changed between two versions of a game's rules: clauses added, removed, changed
    in text (a word diff over morphemes) and moved (the same text under another id)."""
    from kb.versions import compare, summary, to_html

    kb = _kb(db, lang, as_json)
    with user_errors(lang, as_json):
        v1, v2 = kb.version(game, old), kb.version(game, new)
        entries = compare(kb, game, v1, v2)
    if html is not None:
        from kb.files import write_output
        from kb.versions import HTML_MARKER

        with user_errors(lang, as_json):  # temp file + rename; never over a foreign file
            write_output(html, to_html(game, v1, v2, entries), HTML_MARKER)
    counts = summary(entries)
    if as_json:
        shown = entries if all_ else [e for e in entries if e.status != "unchanged"]
        out_json({"game": game, "old": v1, "new": v2, "summary": counts,
                  "entries": [e.to_json() for e in shown]})  # fmt: skip
        return
    typer.echo(
        f"{game} {v1} → {v2}: "
        + ", ".join(f"{t(lang, 'status_' + k)} {n}" for k, n in counts.items())
    )
    mark = {"changed": "~", "moved": ">", "added": "+", "removed": "-", "unchanged": " "}
    for e in entries:
        if e.status == "unchanged" and not all_:
            continue
        ids = f"{e.old} → {e.new}" if e.status == "moved" else (e.new or e.old)
        typer.echo(f"{mark[e.status]} {ids}  ({t(lang, 'status_' + e.status)})")
        if e.words:
            typer.echo(
                "    "
                + "".join(
                    x if op == "|" else (f"[-{x}-]" if x else "") + (f"{{+{y}+}}" if y else "")
                    for op, x, y in e.words
                ).replace("\n", "\n    ")
            )
        elif e.status in ("added", "removed"):
            typer.echo("    " + (e.new_text or e.old_text).replace("\n", "\n    "))
    if html is not None:
        typer.echo(f"{t(lang, 'written')}: {html}")


# --- kb ----------------------------------------------------------------------------------
@kb_app.command("build")
def kb_build(db: DbOpt = None, as_json: JsonOpt = False, lang: LangOpt = "ja") -> None:
    """(Re)build the KB from the bundled documents and any added ones."""
    from kb.api import default_db_path
    from kb.build import build

    _check_lang(lang)
    path = db or default_db_path()
    with user_errors(lang, as_json), progress_bar("kb build", None, as_json) as up:
        counts = build(path, progress=up)
    if as_json:
        out_json({"db": str(path), "documents": counts})
        return
    typer.echo(f"{t(lang, 'built')}: {path}")
    for k, v in counts.items():
        typer.echo(f"  {k}: {v} {t(lang, 'clauses')}")


# Anomaly kinds that mean the parser could not place some text: the KB is incomplete there.
ERROR_KINDS = {"no_clauses", "unplaced_fragment"}


@kb_app.command("check")
def kb_check(
    game: Annotated[str | None, typer.Argument(help="Only this game.")] = None,
    version: VersionOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """List anomalies and unresolved references; exit 1 if any is an error."""
    from kb.model import ANOMALY_JA

    kb = _kb(db, lang, as_json)
    with user_errors(lang, as_json):
        targets = (
            [(game, kb.version(game, version))] if game else [(g["game"], None) for g in kb.games()]
        )
    report = []
    errors = 0
    for g, v in targets:
        anomalies = kb.anomalies(g, v)
        unresolved = kb.unresolved_refs(g, v)
        errs = [a for a in anomalies if a["kind"] in ERROR_KINDS]
        stale = _stale_citations(kb, g, v)
        errors += len(errs) + len(stale)
        row = kb.con.execute(
            "select file from documents where game=? and version=?", (g, kb.version(g, v))
        ).fetchone()
        report.append(
            {
                "game": g,
                "version": kb.version(g, v),
                "file": row[0] if row else f"{g}.txt",
                "anomalies": anomalies,
                "unresolved_refs": unresolved,
                "stale_citations": stale,
                "errors": len(errs) + len(stale),
            }
        )
    if as_json:
        out_json({"games": report, "errors": errors})
    else:
        for r in report:
            typer.echo(
                f"== {r['game']} {r['version']}: {len(r['anomalies'])} {t(lang, 'anomalies')}, "
                f"{len(r['unresolved_refs'])} {t(lang, 'unresolved')}, {r['errors']} {t(lang, 'errors')}"
            )
            for a in r["anomalies"]:
                sev = "error" if a["kind"] in ERROR_KINDS else "note"
                label = ANOMALY_JA.get(a["kind"], a["kind"]) if lang == "ja" else a["kind"]
                detail = a["detail_ja"] if lang == "ja" else a["detail"]
                typer.echo(f"  {r['file']}:{a['line']}: {sev}: {label}: {detail}")
            for u in r["unresolved_refs"]:
                why = (u.get("reason_ja") or u["reason"]) if lang == "ja" else u["reason"]
                typer.echo(f"  {u['src']}: {ref_status(lang, u['status'])}: «{u['raw']}» {why}")
            for c in r["stale_citations"]:
                where = ", ".join(c["cited_by"])
                new = c["new_id"] or "—"
                if lang == "ja":
                    typer.echo(
                        f"  error: 古い引用 {c['id']}: {t(lang, 'status_' + c['status'])}"
                        f"（{r['version']} では {new}、類似度 {c['similarity']}）← {where}"
                    )
                else:
                    typer.echo(
                        f"  error: stale citation {c['id']}: {c['status']} (in {r['version']}: "
                        f"{new}, similarity {c['similarity']}) <- {where}"
                    )
    if errors:
        raise typer.Exit(1)


def _stale_citations(kb: Any, game: str, version: str | None) -> list[dict[str, Any]]:
    """The clauses the game's engine cites and its test scenarios name in decided_by (written
    against the bundled version) that the version checked has moved, changed or dropped
    (kb/versions.py); none without an engine."""
    import importlib.util

    from kb.registry import games as registry

    if game not in registry() or importlib.util.find_spec(f"ruling.games.{game}") is None:
        return []
    from ruling.commands import stale_report

    try:
        return stale_report(kb, game, version)
    except Exception:  # noqa: BLE001 - no engine registered under that id: nothing to check
        return []


@kb_app.command("stats")
def kb_stats(
    game: Annotated[str | None, typer.Argument(help="Only this game.")] = None,
    version: VersionOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Counts per game: clauses by kind, references, terms, anomalies."""

    kb = _kb(db, lang, as_json)
    with user_errors(lang, as_json):
        data = [kb.stats(game, version)] if game else [kb.stats(g["game"]) for g in kb.games()]
    if as_json:
        out_json(data)
        return
    for s in data:
        typer.echo(f"{s['game']} {s['version']}: {s['clauses']} {t(lang, 'clauses')} {s['kinds']}")
        typer.echo(
            f"    {t(lang, 'references')}: {s['references']}  {t(lang, 'terms')}: {s['terms']} ({s['term_uses']} uses)"
        )
        typer.echo(
            f"    {t(lang, 'anomalies')}: {s['anomalies']}  {t(lang, 'changelog')}: {s['changelog_entries']}"
        )


@kb_app.command("add")
def kb_add(
    game: Annotated[str, typer.Option("--game", help="The game the document belongs to.")],
    file: Annotated[Path, typer.Option("--file", help="The rules document: a PDF, or UTF-8 text.")],
    version: Annotated[
        str | None,
        typer.Option("--version", help="Its version (default: read from its changelog)."),
    ] = None,
    force: Annotated[
        bool,
        typer.Option(
            "--force",
            help="Add a document that does not look like the game's rules (far fewer clauses "
            "than the default version, or mostly damage).",
        ),
    ] = False,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Add another version of a game's rules document (e.g. a newer one, or another extraction)."""
    from kb.add import add_document
    from kb.api import default_db_path

    _check_lang(lang)
    path = db or default_db_path()
    with user_errors(lang, as_json):
        info = add_document(path, game, file, version, force=force)
    if info["default"]:  # the version rulings now use: what of the citations it moved
        from kb.api import KB

        with user_errors(lang, as_json):
            info["stale_citations"] = len(_stale_citations(KB(path), game, info["version"]))
    if as_json:
        out_json(info)
        return
    typer.echo(
        f"{t(lang, 'added')}: {info['game']} {info['version']} ({info['clauses']} {t(lang, 'clauses')}, "
        f"{info['anomalies']} {t(lang, 'anomalies')}){' — ' + t(lang, 'default') if info['default'] else ''}"
    )
    if info.get("stale_citations"):
        n = info["stale_citations"]
        typer.echo(
            f"注意: 版 {info['version']} は、エンジンとテストのシナリオが引用する条項のうち {n} 件を"
            f"移動・変更・削除しています（一覧: shinpan kb check {game}）"
            if lang == "ja"
            else f"note: version {info['version']} moved, changed or dropped {n} of the clauses "
            f"the engine and the test scenarios cite (list: shinpan kb check {game})"
        )


# --- graph -------------------------------------------------------------------------------
@graph_app.command("export")
def graph_export(
    game: Annotated[str, typer.Option("--game")],
    fmt: Annotated[str, typer.Option("--format", help="graphml, gexf, dot or json.")] = "graphml",
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="File to write (default: stdout).")
    ] = None,
    version: VersionOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Export the clause graph of one game."""
    from kb.graph import FORMATS, build_graph, export

    _check_lang(lang)
    if fmt not in FORMATS:
        fail(f"unknown format {fmt!r} (one of: {', '.join(FORMATS)})", lang, as_json)
    kb = _kb(db, lang, as_json)
    with user_errors(lang, as_json):
        g = build_graph(kb, game, version)
    text = export(g, fmt)
    if output:
        from kb.files import write_output
        from kb.graph import MARKERS

        with user_errors(lang, as_json):  # temp file + rename; never over a foreign file
            write_output(output, text, MARKERS[fmt])
        if as_json:
            out_json(
                {
                    "output": str(output),
                    "format": fmt,
                    "nodes": g.number_of_nodes(),
                    "edges": g.number_of_edges(),
                }
            )
        else:
            typer.echo(
                f"{t(lang, 'written')}: {output} ({g.number_of_nodes()} nodes, {g.number_of_edges()} edges)"
            )
    else:
        sys.stdout.write(text)


@graph_app.command("path")
def graph_path(
    game: str,
    a: str,
    b: str,
    version: VersionOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Shortest path between two clauses (through hierarchy, references and shared terms)."""
    from kb.graph import build_graph, shortest_path

    kb = _kb(db, lang, as_json)
    with user_errors(lang, as_json):
        ca, cb = kb.require(game, a, version), kb.require(game, b, version)
        g = build_graph(kb, game, version)
    steps = shortest_path(g, ca.id, cb.id)
    if as_json:
        out_json({"game": game, "from": ca.id, "to": cb.id, "path": steps})
    elif not steps:
        typer.echo(t(lang, "no_path"))
    else:
        typer.echo(
            f"{t(lang, 'path')}: "
            + " → ".join(
                f"{s['node']}" + (f" ({s['edge']})" if s.get("edge") else "") for s in steps
            )
        )
    if not steps:
        raise typer.Exit(1)


@graph_app.command("neighbours")
def graph_neighbours(
    game: str,
    clause_id: Annotated[str, typer.Argument(metavar="ID")],
    depth: Annotated[int, typer.Option("--depth", min=1, max=5)] = 1,
    version: VersionOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Clauses and terms within N edges of a clause."""
    from kb.graph import build_graph, neighbourhood

    kb = _kb(db, lang, as_json)
    with user_errors(lang, as_json):
        c = kb.require(game, clause_id, version)
        g = build_graph(kb, game, version)
    nodes = neighbourhood(g, c.id, depth)
    if as_json:
        out_json({"game": game, "id": c.id, "depth": depth, "nodes": nodes})
        return
    for n in nodes:
        typer.echo(f"  [{n['distance']}] {n['node']}  {n.get('label', '')}")


@app.command("check-card")
def check_card(
    game: Annotated[
        str | None,
        typer.Option(
            "--game", "-g", help="ws, vg, vs, co or mc (default: $SHINPAN_GAME or the config file)."
        ),
    ] = None,
    text: Annotated[str | None, typer.Argument(help="Card text (else --file, else stdin).")] = None,
    file: Annotated[
        str | None, typer.Option("--file", help="Plain text (blank-line blocks), .jsonl or .csv.")
    ] = None,
    column: Annotated[
        str | None, typer.Option("--column", help="CSV column holding the text.")
    ] = None,
    ast: Annotated[bool, typer.Option("--ast", help="Print the AST.")] = False,
    stats: Annotated[bool, typer.Option("--stats", help="Print the coverage report.")] = False,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Parse card text with the game's grammar: OK or compiler-style diagnostics."""
    from grammar.check import InputError, Run

    _check_lang(lang)
    game = default_game(game, lang, as_json)
    if game is None:
        fail(
            "give the game with --game (or set SHINPAN_GAME)"
            if lang == "en"
            else "--game でゲームを指定してください（または SHINPAN_GAME を設定）",
            lang,
            as_json,
        )
    stdin = (
        sys.stdin.buffer.read()
        if text is None and file is None and not sys.stdin.isatty()
        else None
    )
    try:  # the cards are parsed and printed one at a time (constant memory)
        run = Run(game, text, file, column, stdin, ast=ast, as_json=as_json, stats=stats, lang=lang)
        # a progress bar only when the results go elsewhere than the terminal
        with progress_bar("check-card", run.n, as_json or sys.stdout.isatty() or run.n < 2) as up:
            for i, chunk in enumerate(run.chunks()):
                sys.stdout.write(chunk)
                up(i)
    except InputError as e:
        fail(e.text(lang), lang, as_json)
    sys.stdout.flush()
    raise typer.Exit(run.exit_code)


# --------------------------------------------------------------------------- cards (kb/cards.py)

cards_app = typer.Typer(help="The card database (card lists you import).", no_args_is_help=True)
app.add_typer(cards_app, name="cards")


@cards_app.command("import")
def cards_import(
    file: Annotated[Path, typer.Argument(help="A card list: JSON lines, CSV or TSV.")],
    game: GameOpt = None,
    mapping: Annotated[
        list[str] | None,
        typer.Option(
            "--map",
            "-m",
            help="FIELD=COLUMN: the column holding number, name, type, text or game "
            "(default: common names such as id, name, type, text).",
        ),
    ] = None,
    fmt: Annotated[
        str | None, typer.Option("--format", help="jsonl, csv or tsv (default: by extension).")
    ] = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Import a card list into the KB file (its own tables; a card already there is replaced)."""
    from kb.api import default_db_path
    from kb.cards import import_cards, parse_mapping

    _check_lang(lang)
    game = default_game(game, lang, as_json)
    path = db or default_db_path()
    with user_errors(lang, as_json), progress_bar("cards import", None, as_json) as up:
        info = import_cards(path, file, game, parse_mapping(mapping or []), fmt, up)
    if as_json:
        out_json(info)
        return
    per = ", ".join(f"{g} {n}" for g, n in info["games"].items())
    if lang == "ja":
        typer.echo(
            f"{info['cards']} 枚のカードを取り込みました（新規 {info['added']}、置き換え "
            f"{info['replaced']}; {per}）: {info['db']}"
        )
    else:
        typer.echo(
            f"imported {info['cards']} cards ({info['added']} new, {info['replaced']} "
            f"replaced; {per}) into {info['db']}"
        )


@cards_app.command("search")
def cards_search(
    query: str,
    game: GameOpt = None,
    n: Annotated[int, typer.Option("-n", min=1, max=200, help="Number of cards.")] = 10,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Cards whose number, name or text contain the words (2-character words match)."""
    from kb.cards import CardDB

    _check_lang(lang)
    game = default_game(game, lang, as_json)
    kb = _kb(db, lang, as_json)
    found = CardDB(kb.con).search(query, game, n)
    if as_json:
        out_json({"query": query, "game": game, "cards": [c.to_json() for c in found]})
    else:
        for c in found:
            first = (c.text.splitlines() or [""])[0]
            typer.echo(f"[{c.game} {c.number}] {c.name}  {first[:60]}")
        if not found:
            typer.echo("該当するカードはありません" if lang == "ja" else "no matching card")
    if not found:
        raise typer.Exit(1)


@app.command("card")
def card_command(
    game: Annotated[str, typer.Argument(help="Game id, e.g. ws.")],
    ref: Annotated[str, typer.Argument(metavar="NUMBER|NAME", help="Card number or name.")],
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """A card of the card database: its abilities as the grammar reads them, and for each
    whether the engine can run it (and why not)."""
    from kb.cards import CardDB

    kb = _kb(db, lang, as_json)
    with user_errors(lang, as_json):
        kb.version(game)  # an unknown game is an error that lists the games
        found = CardDB(kb.con).require(game, ref)
    from ruling.cardinfo import card_report, report_text
    from ruling.rules import get_game

    try:
        get_game(game)
    except KeyError:
        fail(f"no engine for {game}", lang, as_json)
    reports = [card_report(game, c) for c in found]
    if as_json:
        out_json(reports[0] if len(reports) == 1 else {"cards": reports})
        return
    typer.echo("\n\n".join(report_text(r, lang) for r in reports))


# --------------------------------------------------------------------------- site and app

site_app = typer.Typer(help="The rulebook as a static web site.", no_args_is_help=True)
app.add_typer(site_app, name="site")


@site_app.command("build")
def site_build(
    output: Annotated[Path, typer.Option("--output", "-o", help="Directory to write.")],
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Write the hyperlinked rulebook (every game and version) as a static site to DIR."""
    from kb.site.build import build_site

    kb = _kb(db, lang, as_json)
    with user_errors(lang, as_json), progress_bar("site build", None, as_json) as up:
        info = build_site(kb, output, up)
    if as_json:
        out_json(info)
        return
    big, idx = info["largest_page"], info["largest_index"]
    if lang == "ja":
        typer.echo(
            f"{info['pages']} ページを {info['output']} に書きました（{info['seconds']} 秒、"
            f"最大のページ {big['path']} {big['bytes']} バイト、最大の検索索引 {idx['path']} "
            f"{idx['bytes']} バイト）"
        )
    else:
        typer.echo(
            f"wrote {info['pages']} pages to {info['output']} in {info['seconds']} s (largest "
            f"page {big['path']} {big['bytes']} bytes, largest search index {idx['path']} "
            f"{idx['bytes']} bytes)"
        )


@app.command("serve")
def serve_command(
    host: Annotated[str, typer.Option("--host", help="Address to bind.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", "-p", min=1, max=65535)] = 8000,
    timeout: Annotated[
        float, typer.Option("--timeout", min=0.1, max=600, help="Seconds a ruling may take.")
    ] = 10.0,
    workers: Annotated[int, typer.Option("--workers", min=1, max=16, help="Ruling processes.")] = 1,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """The local web app: rulebook pages, ask as a search box, rulings from a pasted scenario."""
    _check_lang(lang)
    try:
        from web.app import serve
    except ImportError as e:
        fail(f"the web app needs its dependencies: {e}", lang, as_json)
    kb = _kb(db, lang, as_json, ask_index=True)  # errors as sentences before the server starts
    url = f"http://{host}:{port}/"
    if as_json:
        out_json({"url": url, "db": str(kb.path)})
    else:
        typer.echo(
            f"shinpan: {url} （Ctrl-C で終了）"
            if lang == "ja"
            else f"shinpan: {url} (Ctrl-C stops)"
        )
    if host not in ("127.0.0.1", "localhost", "::1"):
        typer.echo(
            "注意: 127.0.0.1 以外で待ち受けています"
            if lang == "ja"
            else "note: not bound to 127.0.0.1",
            err=True,
        )
    serve(kb.path, host, port, timeout, workers)


# --------------------------------------------------------------------------- rulings (ruling/)

scenario_app = typer.Typer(help="Scenario files for rulings.", no_args_is_help=True)
app.add_typer(scenario_app, name="scenario")
ExplainOpt = Annotated[
    bool, typer.Option("--explain", help="Also print the numbered trace of every step.")
]


def _emit(code: int, out: str, lang: str, as_json: bool) -> NoReturn:
    if code == 2:
        fail(out, lang, as_json)
    typer.echo(out)
    raise typer.Exit(code)


RulesVersionOpt = Annotated[
    str | None,
    typer.Option(
        "--version",
        help="Show the clauses as this version of the rules prints them (default: newest).",
    ),
]


@app.command("ruling")
def ruling_command(
    file: Annotated[str, typer.Argument(help="Scenario file (YAML or JSON).")],
    explain: ExplainOpt = False,
    version: RulesVersionOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Replay a described situation and give the outcome with the clauses that decide it
    (exit 1 when the scenario's expect: disagrees)."""
    from grammar.recache import serve_re
    from ruling.commands import ruling_cmd

    # a one-shot process: every regex compiled from here on is made from its stored program
    serve_re()
    _check_lang(lang)
    _emit(*ruling_cmd(file, lang, as_json, explain, version), lang, as_json)


@app.command("ask")
def ask_command(
    question: Annotated[str | None, typer.Argument(help="A question in plain Japanese.")] = None,
    scenario: Annotated[
        str | None, typer.Option("--scenario", help="Scenario file (YAML or JSON).")
    ] = None,
    game: Annotated[
        str | None,
        typer.Option(
            "--game",
            "-g",
            help="Only this game (default: $SHINPAN_GAME or the config file, else inferred).",
        ),
    ] = None,
    n: Annotated[int, typer.Option("-n", min=1, max=50, help="Number of clauses.")] = 5,
    version: VersionOpt = None,
    db: DbOpt = None,
    explain: ExplainOpt = False,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Find the clauses that govern a question (`ask "…"`), or rule on a scenario file
    (`ask --scenario FILE`, same as `shinpan ruling FILE`)."""
    _check_lang(lang)
    if scenario is not None:
        if question is not None:
            fail(_ASK_USAGE[lang]["both"], lang, as_json)
        from ruling.commands import ruling_cmd

        _emit(*ruling_cmd(scenario, lang, as_json, explain, version), lang, as_json)
    if question is None:
        fail(_ASK_USAGE[lang]["none"], lang, as_json)
    _ask_question(question, default_game(game, lang, as_json), n, version, db, as_json, lang)


_ASK_USAGE = {
    "ja": {
        "both": "質問と --scenario FILE はどちらか一方を指定してください",
        "none": '質問（shinpan ask "…"）か --scenario FILE を指定してください',
    },
    "en": {
        "both": "give a question or --scenario FILE, not both",
        "none": 'give a question (shinpan ask "…") or --scenario FILE',
    },
}


def _ask_question(
    question: str,
    game: str | None,
    n: int,
    version: str | None,
    db: Path | None,
    as_json: bool,
    lang: str,
) -> NoReturn:
    """`ask "question"`: retrieval over the KB (kb/ask). Exit 1 when nothing matches."""
    import importlib.util

    from kb.ask.render import render_text
    from kb.ask.search import AskError, ask

    with user_errors(lang, as_json):
        # one pass: a KB built now gets its ask index in the same build (no second copy)
        kb = _kb(db, lang, as_json, ask_index=True)
    try:
        result = ask(kb, question, game, n, version)
    except AskError as e:
        fail(e.text(lang), lang, as_json)
    # A situation ("…たら？") is better settled by the engine, where it covers the game.
    scenario_hint = bool(
        result.situational
        and result.game
        and importlib.util.find_spec(f"ruling.games.{result.game}")
    )
    found = bool(result.hits or result.per_game)
    if as_json:
        out_json({**result.to_json(), "scenario_hint": scenario_hint})
    else:
        typer.echo(render_text(result, lang, scenario_hint))
    raise typer.Exit(0 if found else 1)


@scenario_app.command("new")
def scenario_new(
    game: Annotated[
        str | None, typer.Argument(help="Game id (default: $SHINPAN_GAME or the config file).")
    ] = None,
    output: Annotated[
        Path | None,
        typer.Option("--output", "-o", help="File to write (default: GAME-scenario.yaml)."),
    ] = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Build a scenario interactively (Tab completes zones, verbs, phases, card numbers) and
    write it once it is valid."""
    from ruling.rules import games, get_game
    from ruling.scenario import ScenarioError, loads
    from ruling.wizard import Wizard, WizardAbort, dump, nearest

    _check_lang(lang)
    game = default_game(game, lang, as_json)
    try:
        g = get_game(game or "")
    except KeyError:
        near = nearest(game or "", games())
        fail(
            f"unknown game {game!r} (games with an engine: {', '.join(games())}"
            + (f"; nearest: {', '.join(near)}" if near else "")
            + ")"
            if lang == "en"
            else f"ゲーム {game!r} はありません（エンジンのあるゲーム: {'、'.join(games())}）",
            lang,
            as_json,
        )
    path = output or Path(f"{g.id}-scenario.yaml")
    if path.exists():
        fail(
            f"{path} exists; choose another -o FILE"
            if lang == "en"
            else f"{path} はすでにあります。別の -o FILE を指定してください",
            lang,
            as_json,
        )
    numbers = _card_numbers(db, g.id)
    wizard = Wizard(g, _prompt(), lambda m: typer.echo(m, err=True), lang, numbers)
    try:
        data = wizard.run()
    except (WizardAbort, EOFError, KeyboardInterrupt) as e:
        fail(
            str(e) or ("中断しました" if lang == "ja" else "stopped"),
            lang,
            as_json,
        )
    text = dump(data)
    from ruling.cardref import CARD_DB

    if db is not None:
        CARD_DB.set(db)
    try:
        loads(text, str(path))
    except ScenarioError as e:
        fail(e.text(lang), lang, as_json)
    from kb.files import write_output

    with user_errors(lang, as_json):  # temp file + rename; an existing file is never replaced
        write_output(path, text, None)
    if as_json:
        out_json({"output": str(path), "scenario": data})
    else:
        typer.echo(
            f"{path} を書きました（shinpan ruling {path} で裁定します）"
            if lang == "ja"
            else f"wrote {path} (rule on it with: shinpan ruling {path})"
        )


def _card_numbers(db: Path | None, game: str) -> Any:
    """Card numbers of the card database by prefix, for completion (none without a KB)."""
    try:
        from kb.api import open_kb
        from kb.cards import CardDB

        cards = CardDB(open_kb(db).con)
    except Exception:  # no KB yet: completion without card numbers
        return lambda prefix: []
    return lambda prefix: cards.numbers(game, prefix, 200)


def _prompt() -> Any:
    """ask(question, completions, default) with rich's prompt; Tab completes (readline)."""
    from rich.prompt import Prompt

    from ruling.wizard import complete

    try:
        import readline
    except ImportError:  # no readline (Windows): prompts without completion
        readline = None  # type: ignore[assignment]

    def ask(question: str, names: Any, default: str) -> str:
        if readline is not None:
            options = list(names)
            readline.set_completer_delims(" ,、")
            readline.parse_and_bind("tab: complete")
            readline.set_completer(
                lambda text, i: (complete(text, options) + [None])[i]  # type: ignore[operator]
            )
        if names:
            shown = ", ".join(list(names)[:12]) + (" …" if len(list(names)) > 12 else "")
            question = f"{question} [dim]({shown})[/dim]"
        answer = Prompt.ask(question, default=default or None, show_default=bool(default))
        return answer or ""

    return ask


@scenario_app.command("schema")
def scenario_schema() -> None:
    """Print the JSON Schema of scenario files (for editors)."""
    from ruling.commands import schema_cmd

    code, out = schema_cmd()
    typer.echo(out)
    raise typer.Exit(code)


def _table(what: str, game: str, as_json: bool, lang: str) -> NoReturn:
    from ruling.commands import table_cmd

    _check_lang(lang)
    _emit(*table_cmd(what, game, lang, as_json), lang, as_json)


def _table_command(what: str, doc: str) -> None:
    """Register ``shinpan WHAT GAME``: one of the game's tables (zones, phases, actions)."""

    def command(
        game: Annotated[str, typer.Argument(help="Game id, e.g. ws.")],
        as_json: JsonOpt = False,
        lang: LangOpt = "ja",
    ) -> None:
        _table(what, game, as_json, lang)

    command.__doc__ = doc
    command.__name__ = f"{what}_command"
    app.command(what)(command)


for _what, _doc in (
    ("zones", "Zone names a scenario of GAME may use (from the game's engine module)."),
    ("phases", "Phases and steps of GAME (from the game's engine module)."),
    ("actions", "Action verbs (with parameters) a scenario of GAME may use."),
):
    _table_command(_what, _doc)


@app.command("coverage")
def coverage_command(
    game: Annotated[str, typer.Argument(help="Game id, e.g. ws.")],
    write: Annotated[
        str | None, typer.Option("--write", help="Also write the Markdown matrix to this file.")
    ] = None,
    as_json: JsonOpt = False,
    lang: LangOpt = "ja",
) -> None:
    """Which clauses of GAME's rules the engine cites, per chapter (exit 1: a cited clause is not in the KB)."""
    from ruling.commands import coverage_cmd

    _check_lang(lang)
    _emit(*coverage_cmd(game, lang, as_json, write), lang, as_json)


_MAIN = {
    "ja": {
        "argv": "{n} 番目の引数が UTF-8 のテキストではありません（不正なバイト列を含んでいます）",
        "memory": "入力が大きすぎてメモリが足りなくなりました（入力を小さくしてください）",
        "deep": "入力の入れ子が深すぎます（括弧や字下げの入れ子を浅くしてください）",
        "bug": "内部エラー（shinpan のバグです）: {what}。実行したコマンドと、SHINPAN_DEBUG=1 を"
        "付けて再実行したときのトレースバックを添えて報告してください",
        "os": "ファイルの読み書きに失敗しました: {what}",
    },
    "en": {
        "argv": "argument {n} is not UTF-8 text (it holds invalid bytes)",
        "memory": "the input is too large: memory ran out (give a smaller input)",
        "deep": "the input is nested too deeply (brackets or indentation)",
        "bug": "internal error (a bug in shinpan): {what}. Please report it with the command you "
        "ran and the traceback that SHINPAN_DEBUG=1 shows",
        "os": "a file could not be read or written: {what}",
    },
}


def _argv_lang(argv: list[str]) -> str:
    for i, a in enumerate(argv):
        if a == "--lang" and i + 1 < len(argv) and argv[i + 1] in MESSAGES:
            return argv[i + 1]
        if a.startswith("--lang=") and a[7:] in MESSAGES:
            return a[7:]
    return "ja"


def _bad_argument(argv: list[str]) -> int | None:
    """The 1-based position of an argument that is not valid text (undecodable bytes reach
    Python as lone surrogates), or None."""
    for i, a in enumerate(argv, start=1):
        try:
            a.encode("utf-8")
        except UnicodeEncodeError:
            return i
    return None


def describe_error(e: BaseException, lang: str) -> str:
    """An exception that reached the top as a sentence for a person (never a class name)."""
    from kb.errors import KBError

    m = _MAIN.get(lang, _MAIN["ja"])
    if isinstance(e, KBError):
        return e.text(lang)
    if isinstance(e, MemoryError):
        return m["memory"]
    if isinstance(e, RecursionError):
        return m["deep"]
    if isinstance(e, OSError):
        return m["os"].format(what=f"{e.filename or ''} {e.strerror or e}".strip())
    import sqlite3

    if isinstance(e, sqlite3.OperationalError):
        from kb.api import default_db_path
        from kb.store import write_error

        return write_error(default_db_path(), e).text(lang)
    return m["bug"].format(what=str(e) or type(e).__name__)


def main() -> None:
    """Console entry point: no traceback ever reaches the user (SHINPAN_DEBUG=1 shows it)."""
    from kb import codecache

    # the byte code of the project's dataclass methods is read from __pycache__ (kb/codecache.py)
    codecache.install(("cli", "grammar", "kb", "ruling", "web"))
    argv = sys.argv[1:]
    lang = _argv_lang(argv)
    as_json = "--json" in argv
    bad = _bad_argument(argv)
    if bad is not None:
        _report(_MAIN[lang]["argv"].format(n=bad), lang, as_json)
        sys.exit(2)
    try:
        app()
    except SystemExit:
        raise
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:
        # the reader of our output went away (`shinpan … | head`): nothing left to say
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(141)
    except BaseException as e:  # noqa: BLE001 - the last line of defence for a CLI
        if os.environ.get("SHINPAN_DEBUG"):
            raise
        _report(describe_error(e, lang), lang, as_json)
        sys.exit(2)


def _report(message: str, lang: str, as_json: bool) -> None:
    if as_json:
        with contextlib.suppress(OSError):
            out_json({"error": message})
    else:
        sys.stderr.write(f"shinpan: {t(lang, 'error')}: {message}\n")


if __name__ == "__main__":
    main()
