"""Two versions of a rules document compared: clauses added, removed, changed and moved.

Clauses are matched by content as well as by id, so a renumbered chapter reads as moves, not
as a chapter removed and another added:

1. the same text (spaces ignored) under one id in each version, taken once: *unchanged* when
   the ids agree, *moved* when they differ;
2. what is left, by id: *changed* when the texts are still alike (similarity >= SAME_ID);
3. what is left, by content: the most similar pair first, *moved* (and changed) when the
   texts are alike (similarity >= MOVED);
4. the rest is *removed* (only in the old version) or *added* (only in the new one).

A changed text carries a word diff over morphemes (the `ask` analyser when installed, else
characters), so 「1枚」→「2枚」 is one word replaced, not a run of characters.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import asdict, dataclass, field
from typing import Any

NUMBERED = ("chapter", "section", "clause", "appendix")
SAME_ID = 0.5  # an id kept with a text this alike is the same clause, changed
MOVED = 0.75  # a text this alike under another id is the clause moved
_SPACE = re.compile(r"\s+")


@dataclass
class Entry:
    """How one clause changed between two versions of a rules document."""

    status: str  # unchanged | changed | moved | added | removed
    old: str | None  # id in the old version
    new: str | None  # id in the new version
    similarity: float = 1.0
    old_text: str = ""
    new_text: str = ""
    words: list[list[str]] = field(default_factory=list)  # [op, old, new] with op = | - + ~

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _key(title: str, text: str) -> str:
    return _SPACE.sub("", f"{title}{text}")


def _rows(kb: Any, game: str, version: str) -> dict[str, tuple[str, str]]:
    rows = kb.con.execute(
        "select id, title, text from clauses where game=? and version=? and kind in "
        f"({','.join('?' * len(NUMBERED))}) order by ord",
        (game, version, *NUMBERED),
    ).fetchall()
    return {cid: (title or "", text or "") for cid, title, text in rows}


def compare(kb: Any, game: str, old: str, new: str, words: bool = True) -> list[Entry]:
    """Every numbered clause of `old` and `new`, matched (module docstring), in the new
    version's order, then the removed ones in the old version's order."""
    old = kb.version(game, old)
    new = kb.version(game, new)
    a, b = _rows(kb, game, old), _rows(kb, game, new)
    ka = {cid: _key(*v) for cid, v in a.items()}
    kb_ = {cid: _key(*v) for cid, v in b.items()}
    pairs: dict[str, tuple[str, float]] = {}  # new id -> (old id, similarity)
    # 1. same text: the same id first, else the first unmatched clause with that text
    by_text: dict[str, list[str]] = {}
    for cid, k in ka.items():
        by_text.setdefault(k, []).append(cid)
    for cid, k in kb_.items():
        cands = by_text.get(k)
        if not cands or not k:
            continue
        pick = cid if cid in cands else cands[0]
        cands.remove(pick)
        pairs[cid] = (pick, 1.0)
    used = {o for o, _ in pairs.values()}
    # 2. same id, text alike
    for cid in kb_:
        if cid in pairs or cid not in ka or cid in used:
            continue
        sim = _similarity(ka[cid], kb_[cid])
        if sim >= SAME_ID:
            pairs[cid] = (cid, sim)
            used.add(cid)
    # 3. by content among the rest, the most similar pairs first
    left_old = [c for c in ka if c not in used and ka[c]]
    left_new = [c for c in kb_ if c not in pairs and kb_[c]]
    cands3: list[tuple[float, int, int]] = []
    for j, n in enumerate(left_new):
        m = difflib.SequenceMatcher(None, "", kb_[n], autojunk=False)
        for i, o in enumerate(left_old):
            m.set_seq1(ka[o])
            if m.real_quick_ratio() < MOVED or m.quick_ratio() < MOVED:
                continue
            r = m.ratio()
            if r >= MOVED:
                cands3.append((r, j, i))
    taken_o: set[int] = set()
    for r, j, i in sorted(cands3, key=lambda t: (-t[0], t[1], t[2])):
        if left_new[j] in pairs or i in taken_o:
            continue
        pairs[left_new[j]] = (left_old[i], r)
        taken_o.add(i)
        used.add(left_old[i])
    # 4. entries in the new order
    out: list[Entry] = []
    for cid in kb_:
        if cid in pairs:
            o, sim = pairs[cid]
            same = ka[o] == kb_[cid]
            status = ("unchanged" if same else "changed") if o == cid else "moved"
            e = Entry(status, o, cid, round(sim, 3), _text(a[o]), _text(b[cid]))
            if not same and words:
                e.words = word_diff(e.old_text, e.new_text)
        else:
            e = Entry("added", None, cid, 0.0, "", _text(b[cid]))
        out.append(e)
    # 5. what the new version no longer has, in its old order
    out += [Entry("removed", c, None, 0.0, _text(a[c]), "") for c in ka if c not in used]
    return out


def _text(v: tuple[str, str]) -> str:
    title, text = v
    return f"{title}\n{text}".strip() if title and text else (title or text)


def _similarity(x: str, y: str) -> float:
    if x == y:
        return 1.0
    return difflib.SequenceMatcher(None, x, y, autojunk=False).ratio()


def _morphemes(text: str) -> list[str]:
    """The text cut into morphemes (the ask analyser), or characters without it."""
    try:
        from kb.ask.analyse import analyser

        an = analyser()
    except Exception:  # noqa: BLE001 - no analyser installed: characters still diff
        return list(text)
    out: list[str] = []
    pos = 0
    for m in an.morphs(text):
        if m.start > pos:
            out.append(text[pos : m.start])
        out.append(text[m.start : m.end])
        pos = m.end
    if pos < len(text):
        out.append(text[pos:])
    return out


def word_diff(old: str, new: str) -> list[list[str]]:
    """[op, old piece, new piece]: '|' the same, '-' removed, '+' added, '~' replaced; the
    pieces are whole morphemes, so joining the old (new) pieces gives the old (new) text."""
    a, b = _morphemes(old), _morphemes(new)
    out: list[list[str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        x, y = "".join(a[i1:i2]), "".join(b[j1:j2])
        out.append([{"equal": "|", "delete": "-", "insert": "+", "replace": "~"}[op], x, y])
    return out


def summary(entries: list[Entry]) -> dict[str, int]:
    out = {s: 0 for s in ("unchanged", "changed", "moved", "added", "removed")}
    for e in entries:
        out[e.status] += 1
    return out


def history(kb: Any, game: str, clause_id: str, version: str | None = None) -> list[dict[str, Any]]:
    """The clause `clause_id` of `version` (default: the default version) in every stored
    version of `game`, oldest first, following moves: {version, date, id, status, text}
    (id None where the clause does not exist)."""
    here = kb.version(game, version)
    kb.require(game, clause_id, here)
    cid = clause_id.strip().rstrip(".")
    rows = kb.con.execute(
        "select version, date from documents where game=? order by date, seq", (game,)
    ).fetchall()
    out = []
    for v, date in rows:
        if v == here:
            c = kb.clause(game, cid, v)
            out.append(
                {
                    "version": v,
                    "date": date,
                    "id": cid,
                    "status": "this",
                    "text": _text((c.title, c.text)),
                }
            )
            continue
        match = next((e for e in compare(kb, game, v, here, words=False) if e.new == cid), None)
        if match is None or match.old is None:
            out.append({"version": v, "date": date, "id": None, "status": "absent", "text": ""})
        else:
            out.append(
                {"version": v, "date": date, "id": match.old, "status": match.status,
                 "text": match.old_text}
            )  # fmt: skip
    return out


# in the head of every report: `--html FILE` replaces only a file that holds it (kb/files.py)
HTML_MARKER = "<meta name='generator' content='shinpan diff'>"


def to_html(game: str, old: str, new: str, entries: list[Entry]) -> str:
    """A standalone HTML report of `compare`'s entries (what changed; unchanged left out)."""
    from html import escape

    counts = summary(entries)
    parts = [
        f"<!doctype html><html lang='ja'><meta charset='utf-8'>{HTML_MARKER}",
        f"<title>{escape(game)} {escape(old)} → {escape(new)}</title>",
        "<style>body{font-family:sans-serif;max-width:60em;margin:auto}"
        "del{background:#fdd}ins{background:#dfd;text-decoration:none}"
        ".id{font-family:monospace}.s{color:#666}</style>",
        f"<h1>{escape(game)}: {escape(old)} → {escape(new)}</h1>",
        "<p>" + ", ".join(f"{k} {v}" for k, v in counts.items()) + "</p><dl>",
    ]
    for e in entries:
        if e.status == "unchanged":
            continue
        ids = {
            "moved": f"{e.old} → {e.new}",
            "added": f"+ {e.new}",
            "removed": f"- {e.old}",
        }.get(e.status, str(e.new))
        parts.append(
            f"<dt><span class='id'>{escape(ids)}</span> <span class='s'>{e.status}</span></dt>"
        )
        if e.words:
            body = "".join(
                escape(x)
                if op == "|"
                else (f"<del>{escape(x)}</del>" if x else "")
                + (f"<ins>{escape(y)}</ins>" if y else "")
                for op, x, y in e.words
            )
        elif e.status == "removed":
            body = f"<del>{escape(e.old_text)}</del>"
        elif e.status == "added":
            body = f"<ins>{escape(e.new_text)}</ins>"
        else:
            body = escape(e.new_text)
        parts.append(f"<dd>{body.replace(chr(10), '<br>')}</dd>")
    parts.append("</dl></html>")
    return "\n".join(parts)


def stale_citations(
    kb: Any, game: str, cited: dict[str, list[str]], written: str, current: str | None = None
) -> list[dict[str, Any]]:
    """Citations written against version `written` that the `current` version (default: the
    game's default) no longer supports: each cited id whose clause is gone, moved (with its
    new id) or changed in text, with where it is cited. Empty when the versions agree."""
    current = kb.version(game, current)
    written = kb.version(game, written)
    if current == written:
        return []
    by_old = {e.old: e for e in compare(kb, game, written, current) if e.old is not None}
    out = []
    for cid in sorted(cited, key=_id_key):
        e = by_old.get(cid)
        if e is None or (e.status == "unchanged" and e.new == cid):
            continue  # not a numbered clause of `written` (its own check reports it), or fine
        status = "gone" if e.status == "removed" else e.status
        out.append(
            {"id": cid, "status": status, "new_id": e.new, "similarity": e.similarity,
             "cited_by": cited[cid][:3]}
        )  # fmt: skip
    return out


def _id_key(cid: str) -> tuple[Any, ...]:
    return tuple(int(p) if p.isdigit() else 10**6 for p in cid.split("#")[0].split("."))
