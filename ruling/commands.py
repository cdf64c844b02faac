"""What the CLI's ruling commands do, as library functions returning (exit code, output).

Exit codes: 0 ok, 1 a negative finding (the ruling disagrees with the scenario's ``expect:``,
a cited clause is missing from the KB), 2 a usage or input error. No function here lets a
traceback escape for bad input.
"""

from __future__ import annotations

import ast
import gc
import inspect
import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

from ruling.rules import Game, games, get_game

CLAUSE_RE = re.compile(r"^\d+(\.\d+)+$")


def _game(game_id: str) -> Game | str:
    try:
        return get_game(game_id)
    except KeyError:
        return f"error: unknown game '{game_id}' (games with an engine: {', '.join(games())})"


# --------------------------------------------------------------------------- ruling


@contextmanager
def collector_paused() -> Iterator[None]:
    """Run one bounded piece of work (one scenario's ruling) without the cyclic garbage
    collector, which is switched back on after it (if it was on). A ruling imports its game's
    modules, the grammar and the card-text compilers as it needs them: ≈100 collections ran
    during one ruling with card text, traversing every object those imports made, ≈60 M
    instructions (≈4 % of the process); the cycles one ruling leaves are few (the process's
    peak memory 42.8 → 43.4 MB) and are collected once the collector is back on."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def ruling_cmd(
    file: str,
    lang: str = "ja",
    as_json: bool = False,
    explain: bool = False,
    version: str | None = None,
) -> tuple[int, str]:
    """A ruling on the scenario `file`; its clauses shown as `version` of the rules prints
    them (default: the KB's default, the newest), with a warning for each the engine's rule
    was written against in an older text that moved or changed it."""
    with collector_paused():
        return _ruling_cmd(file, lang, as_json, explain, version)


def _ruling_cmd(
    file: str, lang: str, as_json: bool, explain: bool, version: str | None
) -> tuple[int, str]:
    from ruling.render import rules_version, ruling_data, ruling_text
    from ruling.resolve import check_expect, resolve_file
    from ruling.scenario import ScenarioError

    if lang not in ("ja", "en"):
        return 2, f"error: --lang must be ja or en, not '{lang}'"
    try:
        r = resolve_file(file)
    except ScenarioError as exc:
        return 2, exc.text(lang)
    if version is not None:
        try:
            if rules_version(r.scenario.game, version) is None:
                return 2, (
                    "--version には知識ベースが必要です"
                    if lang == "ja"
                    else "--version needs the knowledge base"
                )
        except Exception as exc:  # the KB's error: no such version (its sentence)
            text = getattr(exc, "text", None)
            return 2, text(lang) if callable(text) else str(exc)
    problems = check_expect(r)
    if as_json:
        data = ruling_data(r, lang, version)
        if r.scenario.expect is not None or problems:
            data["expect"] = {"ok": not problems, "problems": problems}
        return (1 if problems else 0), json.dumps(data, ensure_ascii=False, indent=2)
    text = ruling_text(r, lang, explain, version)
    if problems:
        head = (
            "シナリオの expect と一致しません:"
            if lang == "ja"
            else "the ruling disagrees with the scenario's expect:"
        )
        text += "\n\n" + head + "\n" + "\n".join(f"  - {p}" for p in problems)
    return (1 if problems else 0), text


def schema_cmd() -> tuple[int, str]:
    from ruling.scenario import json_schema

    return 0, json.dumps(json_schema(), ensure_ascii=False, indent=2)


# --------------------------------------------------------------------------- game tables


def zones_data(game: Game) -> list[dict[str, Any]]:
    return [
        {
            "id": z.id,
            "ja": z.ja,
            "en": z.en,
            "public": z.public,
            "group": z.group,
            "clauses": list(z.clauses),
        }
        for z in game.zones
    ]


def phases_data(game: Game) -> list[dict[str, Any]]:
    return [
        {
            "id": p.id,
            "ja": p.ja,
            "en": p.en,
            "clauses": list(p.clauses),
            "steps": [
                {"id": s.id, "ja": s.ja, "en": s.en, "clauses": list(s.clauses)} for s in p.steps
            ],
        }
        for p in game.phases
    ]


def actions_data(game: Game) -> list[dict[str, Any]]:
    return [
        {
            "verb": a.verb,
            "ja": a.ja,
            "en": a.en,
            "clauses": list(a.clauses),
            "params": [
                {
                    "name": p.name,
                    "type": p.type,
                    "required": p.required,
                    "alt": p.alt,  # another parameter that may be given instead of a required one
                    "doc": p.doc,
                    "choices": list(p.choices),
                }
                for p in a.params
            ],
        }
        for a in game.actions.values()
    ]


def table_cmd(what: str, game_id: str, lang: str = "ja", as_json: bool = False) -> tuple[int, str]:
    g = _game(game_id)
    if isinstance(g, str):
        return 2, g
    data = {"zones": zones_data, "phases": phases_data, "actions": actions_data}[what](g)
    if as_json:
        return 0, json.dumps(data, ensure_ascii=False, indent=2)
    lines = []
    for item in data:
        name = item["ja"] if lang == "ja" else item["en"]
        key = item.get("id") or item.get("verb")
        cl = ", ".join(item["clauses"])
        lines.append(f"{key:<24} {name}  [{cl}]")
        for s in item.get("steps", []):
            lines.append(
                f"  {s['id']:<22} {s['ja'] if lang == 'ja' else s['en']}  [{', '.join(s['clauses'])}]"
            )
        for p in item.get("params", []):
            req = " (required)" if p["required"] else ""
            if p["required"] and p["alt"]:
                req = f" (required, or {p['alt']})"
            ch = f" one of {', '.join(p['choices'])}" if p["choices"] else ""
            lines.append(f"    {p['name']}: {p['type']}{req}{ch}  {p['doc']}")
    return 0, "\n".join(lines)


# --------------------------------------------------------------------------- citations and coverage


def cited_clauses(game: Game) -> dict[str, list[str]]:
    """Every clause id the game's engine code cites -> where (definition or source line).

    Definitions are read from the registered ``Game``; clause ids inside procedures are read
    from the game module's source (every string literal that is a dotted clause id), so a
    citation cannot hide from the validator."""
    out = {k: list(v) for k, v in game.all_clauses().items()}
    funcs: list[Any] = [a.run for a in game.actions.values()]
    funcs += [f for rp in game.rule_processes for f in (rp.find, rp.apply)]
    funcs += [f for ab in game.abilities.values() for f in (ab.trigger, ab.resolve)]
    funcs += [f for f in (game.setup, game.text_active) if f is not None]
    files: dict[str, None] = {}
    for f in funcs:
        module = inspect.getmodule(f)
        if module is not None and module.__file__:
            files.setdefault(module.__file__, None)
    files = _with_package_imports(files)
    for file in files:
        for value, line in _source_facts(file)[1]:
            out.setdefault(value, []).append(f"{Path(file).name}:{line}")
    return with_procedures(game.id, out)


@cache
def _source_facts(
    file: str,
) -> tuple[tuple[str, ...], tuple[tuple[str, int], ...], tuple[tuple[str, str], ...]]:
    """What the citation checks read of one source file, parsed and walked once per process:
    the modules it imports from by absolute name (``from a.b import c``: ``a.b``), its string
    literals that are clause ids, with their lines (in walk order), and every (package, name)
    it imports (``from a.b import c``: (``a.b``, ``c``)) — ``c`` may be a module of ``a.b``."""
    modules: list[str] = []
    literals: list[tuple[str, int]] = []
    names: list[tuple[str, str]] = []
    for node in ast.walk(ast.parse(Path(file).read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant):
            if isinstance(node.value, str) and CLAUSE_RE.match(node.value):
                literals.append((node.value, node.lineno))
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            modules.append(node.module)
            names += [(node.module, a.name) for a in node.names]
    return tuple(modules), tuple(literals), tuple(names)


def with_procedures(game_id: str, cited: dict[str, list[str]]) -> dict[str, list[str]]:
    """``cited`` and the procedure clauses above each cited step (``ruling/procedures.py``):
    every trace step that cites a step cites its procedure too, so the procedure is used by
    the engine as surely as the step is (its ``where`` says which step brings it in)."""
    from ruling.procedure_table import TABLE
    from ruling.procedures import expand

    table = TABLE.get(game_id) or {}
    out = {k: list(v) for k, v in cited.items()}
    for cid in list(cited):
        for parent in expand(table, (cid,))[:-1]:
            out.setdefault(parent, []).append(f"procedure of {cid}")
    return out


# Where test scenarios live in a checkout of the repository (absent from an installed
# package): hand-written scenarios and the official rulings. tests/blind/ is never read.
SCENARIO_DIRS = ("tests/scenarios", "tests/qa")
_DECIDED = re.compile(r"^\s*(?:not_)?decided_by\s*:", re.M)


def scenario_citations(game_id: str, root: Path | None = None) -> dict[str, list[str]]:
    """Every clause id a test scenario of `game_id` names in ``expect.decided_by`` -> the
    files that name it (relative to the checkout), read from SCENARIO_DIRS/<game>/ of the
    repository the package runs from; empty when its tests are not there."""
    import yaml

    base = root or Path(__file__).resolve().parents[1]
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    out: dict[str, list[str]] = {}
    for d in SCENARIO_DIRS:
        for f in sorted((base / d / game_id).rglob("*.yaml")):
            text = f.read_text(encoding="utf-8")
            if not _DECIDED.search(text):
                continue
            try:
                # the node tree (composed by libyaml when present): only expect.decided_by is
                # read, so the rest of the scenario is never turned into Python objects
                root_node = yaml.compose(text, Loader=loader)  # noqa: S506 - a safe loader
            except yaml.YAMLError:
                continue  # a broken scenario is the scenario tests' finding
            cited = _member(_member(root_node, "expect"), "decided_by")
            for item in cited.value if isinstance(cited, yaml.SequenceNode) else []:
                if isinstance(item, yaml.ScalarNode) and CLAUSE_RE.match(item.value):
                    out.setdefault(item.value, []).append(str(f.relative_to(base)))
    return out


def _member(node: Any, key: str) -> Any:
    """The value node under `key` of a composed YAML mapping node (the last one, as a loader
    keeps it), else None."""
    import yaml

    found = None
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            if isinstance(k, yaml.ScalarNode) and k.value == key:
                found = v
    return found


def all_citations(game_id: str) -> dict[str, list[str]]:
    """The clauses the game's engine cites and those its test scenarios name in decided_by
    (written against the bundled version of the rules), each with where."""
    out = cited_clauses(get_game(game_id))
    for cid, where in scenario_citations(game_id).items():
        out.setdefault(cid, []).extend(where)
    return out


def stale_report(kb: Any, game_id: str, version: str | None = None) -> list[dict[str, Any]]:
    """`all_citations` that `version` of the rules (default: the KB's default) moved, changed
    or dropped against the bundled version they were written for (kb/versions.py)."""
    from kb.registry import games as documents  # type: ignore[import-not-found]
    from kb.versions import stale_citations  # type: ignore[import-not-found]

    if game_id not in documents():
        return []
    written = documents()[game_id].version
    return stale_citations(kb, game_id, all_citations(game_id), written, version)


def _with_package_imports(files: dict[str, None]) -> dict[str, None]:
    """The modules of the registered procedures and, transitively, the modules of their own
    package they import from (``from ruling.games._ws.selection import …``): the helpers a
    procedure calls cite clauses too, wherever the code is split."""
    out = dict(files)
    todo = list(files)
    while todo:
        file = todo.pop()
        here = Path(file).parent
        modules, _literals, submodules = _source_facts(file)
        for module in modules:
            pkg, _, name = module.rpartition(".")
            target = here / f"{name}.py"
            if pkg.replace(".", "/") and here.as_posix().endswith(pkg.replace(".", "/")):
                if target.is_file() and str(target) not in out:
                    out[str(target)] = None
                    todo.append(str(target))
        # ``from ruling.games._co import battle`` in the game module (ruling/games/co.py) or in
        # a module of the package itself: the modules imported whole are procedures too
        for pkg, name in submodules:
            path = pkg.replace(".", "/")
            for base in (here, here / path.rpartition("/")[2]):
                target = base / f"{name}.py"
                if path and base.as_posix().endswith(path) and target.is_file():
                    if str(target) not in out:
                        out[str(target)] = None
                        todo.append(str(target))
                    break
    return out


def _chapter_key(cid: str) -> tuple[int, ...]:
    return tuple(int(x) if x.isdigit() else 0 for x in cid.split("."))


def _stale(kb: Any, game_id: str, cited: dict[str, list[str]]) -> list[dict[str, Any]]:
    """Cited clauses (the engine's, and those its test scenarios name in decided_by) the KB's
    default version moved, changed or dropped against the bundled version the engine was
    written for (kb/versions.py); none while the bundled one is the default."""
    from kb.registry import games as documents  # type: ignore[import-not-found]
    from kb.versions import stale_citations  # type: ignore[import-not-found]

    if game_id not in documents():
        return []
    everything = dict(cited)
    for cid, where in scenario_citations(game_id).items():
        everything[cid] = everything.get(cid, []) + where
    return stale_citations(kb, game_id, everything, documents()[game_id].version)


def coverage_data(game_id: str) -> dict[str, Any]:
    """Which clauses of the rules the engine cites, per chapter. Needs the KB."""
    game = get_game(game_id)
    cited = cited_clauses(game)
    from kb.api import open_kb  # type: ignore[import-not-found]

    kb = open_kb()
    kb_ids = kb.clause_ids(game_id)
    all_ids = {c for c in kb_ids if re.fullmatch(r"\d+(\.\d+)*", c)}
    # a KB id with a suffix (co's ``3.2.2#2``, a second section printed with the same number)
    # is a real clause: cited, it is not missing, though the matrix counts numbered ids only
    missing = sorted((c for c in cited if c not in kb_ids), key=_chapter_key)
    chapters: dict[str, dict[str, Any]] = {}
    for cid in sorted(all_ids, key=_chapter_key):
        ch = cid.split(".")[0]
        entry = chapters.setdefault(
            ch, {"chapter": ch, "title": "", "total": 0, "cited": 0, "not_cited": []}
        )
        if game.not_implemented:
            entry.setdefault("not_implemented", [])
        c = kb.clause(game_id, cid)
        if cid == ch:
            entry["title"] = getattr(c, "title", "") or ""
            continue
        if getattr(c, "kind", "clause") != "clause":
            continue  # section headings and examples state no rule of their own
        entry["total"] += 1
        if cid in cited:
            entry["cited"] += 1
        elif _declared(game.not_implemented, cid):
            entry["not_implemented"].append(cid)
        else:
            entry["not_cited"].append(cid)
    total = sum(c["total"] for c in chapters.values())
    done = sum(c["cited"] for c in chapters.values())
    out: dict[str, Any] = {
        "game": game_id,
        "total": total,
        "cited": done,
        "chapters": list(chapters.values()),
        "missing_from_kb": missing,
        "cited_by": cited,
        "stale_citations": _stale(kb, game_id, cited),
    }
    if game.not_implemented:
        out["not_implemented"] = sum(len(c["not_implemented"]) for c in chapters.values())
        out["declared"] = [
            {
                "section": sec,
                "why": _why(why, "ja"),
                "why_en": _why(why, "en"),
                "clauses": sum(
                    1
                    for c in chapters.values()
                    for x in c["not_implemented"]
                    if _declared({sec: why}, x)
                ),
                "cited": sum(1 for x in cited if _declared({sec: why}, x)),
            }
            for sec, why in sorted(game.not_implemented.items(), key=lambda kv: _chapter_key(kv[0]))
        ]
    return out


def _why(why: str | tuple[str, str], lang: str) -> str:
    """A declared reason in ``lang``: (ja, en), or one string for both."""
    if isinstance(why, tuple):
        return why[0] if lang == "ja" else why[1]
    return why


def _declared(sections: Any, cid: str) -> bool:
    return any(cid == s or cid.startswith(s + ".") for s in sections)


COVERAGE_MARKER = "Generated by `shinpan coverage"


def coverage_markdown(data: dict[str, Any]) -> str:
    lines = [
        f"# Rules coverage: {data['game']}",
        "",
        f"Generated by `shinpan coverage {data['game']}` from the clause ids cited in the engine code",
        "(`ruling/games/` definitions and procedures) against the clause ids of the knowledge base.",
        "A clause counts as cited when the engine names it, or when it is the procedure a cited",
        "clause is a step of (`ruling/procedure_table.py`: a trace step citing the step cites the",
        "procedure too); chapter and section headings and examples are not counted.",
        "",
        f"**{data['cited']} / {data['total']} clauses cited.**",
        "",
        "| chapter | title | cited | total | % |",
        "|---|---|---:|---:|---:|",
    ]
    for c in data["chapters"]:
        pct = 100 * c["cited"] // c["total"] if c["total"] else 0
        lines.append(f"| {c['chapter']} | {c['title']} | {c['cited']} | {c['total']} | {pct} |")
    if data["missing_from_kb"]:
        lines += [
            "",
            "## Cited but not in the KB (fix these)",
            "",
            ", ".join(data["missing_from_kb"]),
        ]
    if data.get("declared"):
        lines += [
            "",
            "## Declared not implemented",
            "",
            f"{data['not_implemented']} clauses of the sections below are not implemented, by",
            "declaration (`Game.not_implemented`); they are left out of the list of clauses not",
            "cited yet.",
            "",
            "| section | clauses | why |",
            "|---|---:|---|",
        ]
        for d in data["declared"]:
            lines.append(f"| {d['section']} | {d['clauses']} | {d['why_en']} |")
    lines += ["", "## Not cited yet", ""]
    for c in data["chapters"]:
        if c["not_cited"]:
            lines.append(f"- **{c['chapter']}**: {', '.join(c['not_cited'])}")
    return "\n".join(lines) + "\n"


def coverage_cmd(
    game_id: str, lang: str = "ja", as_json: bool = False, write: str | None = None
) -> tuple[int, str]:
    g = _game(game_id)
    if isinstance(g, str):
        return 2, g
    try:
        data = coverage_data(game_id)
    except ImportError:
        return (
            2,
            "error: the knowledge base (kb.api) is not available, so coverage cannot be computed",
        )
    if write:
        from kb.files import FileProblem, write_output

        try:  # temp file + rename; never over a file it did not write (kb/files.py)
            write_output(Path(write), coverage_markdown(data), COVERAGE_MARKER)
        except FileProblem as e:
            return 2, e.text(lang)
    code = 1 if data["missing_from_kb"] or data["stale_citations"] else 0
    if as_json:
        out = {k: v for k, v in data.items() if k != "cited_by"}
        if "declared" in out:  # the reason in the language asked for
            out["declared"] = [
                {
                    k: (d["why"] if lang == "ja" else d["why_en"]) if k == "why" else v
                    for k, v in d.items()
                    if k != "why_en"
                }
                for d in out["declared"]
            ]
        return code, json.dumps(out, ensure_ascii=False, indent=2)
    head = "章 | 引用 / 全体" if lang == "ja" else "chapter | cited / total"
    lines = [head]
    for c in data["chapters"]:
        lines.append(f"{c['chapter']:>3} {c['title']}: {c['cited']} / {c['total']}")
    lines.append(f"{'合計' if lang == 'ja' else 'total'}: {data['cited']} / {data['total']}")
    for d in data.get("declared", []):
        lines.append(
            ("未実装（宣言）" if lang == "ja" else "not implemented (declared)")
            + f" {d['section']}: {d['clauses']} — {d['why'] if lang == 'ja' else d['why_en']}"
        )
    if data["missing_from_kb"]:
        lines.append(
            ("KB にない引用: " if lang == "ja" else "cited but not in the KB: ")
            + ", ".join(data["missing_from_kb"])
        )
    for c in data["stale_citations"]:
        new = c["new_id"] or "-"
        status_ja = {"changed": "条文の変更", "moved": "番号の移動", "gone": "削除"}
        lines.append(
            f"古い引用 {c['id']}: {status_ja.get(c['status'], c['status'])}（新しい番号 {new}）"
            if lang == "ja"
            else f"stale citation {c['id']}: {c['status']} (new id {new})"
        )
    return code, "\n".join(lines)
