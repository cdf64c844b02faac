"""Cross-references: find them in clause text and resolve them against the document.

Syntaxes (all games): `(11.6.1)`, `(9)`, `(9.2.)`, `(10.7 参照)`, `(第13章)`, `term(2.1.12.3)`,
bare ids in running text (`4.10.4.2.を実行`, `7.1.3.2.2 以降`), co's `4−3−11参照`, ranges
`a～b` / `a-b`, quoted titles `「8 カードのプレイや能力の使用」を参照` and `後述「カードのプレイ」`,
and deictic 後述 / 前述 / 上記 with no target (kept, unresolved).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable

from kb.model import Clause, Reference
from kb.text import ascii_digits, search_key, word_chars

_D = r"[0-9０-９]"
# One clause id as printed in running text (dotted or dashed), or a chapter.
_ID = rf"{_D}+(?:[.−－]{_D}+)+\.?|第\s*{_D}+\s*章"
ID_TOKEN = re.compile(rf"(?<![0-9０-９.+＋])(?:{_ID})(?![0-9０-９])")
PAREN = re.compile(r"[(（]([^()（）\n]{1,60})[)）]")
# What may stand in a parenthesis beside ids for it to be a pure reference.
PAREN_FILLER = re.compile(
    r"[\s、,，・及びとおよ～〜~\-−－]|参照|以降|以下|から|まで|を|の|章|第|など|等|項|条"
)
RANGE_SEP = re.compile(r"^\s*(?:[～〜~\-−－]|から)\s*$")
QUOTED = re.compile(r"[「『‘]([^「」『』‘’\n]{1,50})[」』’]")
# "…を参照してください" / "(…参照)" cite; "…を参照する場合" (card text *refers to* X) does not.
TITLE_CUE_AFTER = re.compile(
    r"^\s*(?:を|も)?\s*(?:参照|参考)(?!する|します|し[、た]|して(?!くだ)|され|でき)"
)
TITLE_CUE_BEFORE = re.compile(r"(?:後述|前述|上記|下記|付録)の?\s*$")
DEICTIC = re.compile(
    r"(?:後述|前述|上記)(?![のする]?\s*[「『])|(?<![0-9０-９枚体点回個])以下(?:の|に|で)"
)
# 「以下に従(う|います)」 / 「以下の手順」 / 「以下の処理」: the text announces rules that follow it
FOLLOWING_CUE = re.compile(r"^(?:従|示|定め|記|手順|処理|順|ように)")
# A heading title cited without brackets: "割り込み参照".
_DEICTIC_WORDS = ("後述", "前述", "上記", "以下")  # DEICTIC matches one of them
BARE_TITLE = re.compile(r"([^\s、。()（）「」『』◆・]{2,20})参照")
APPENDIX_REF = re.compile(r"付録\s*([A-Z][0-9]?)(?![A-Za-z])(?:\s*を?参照)?")
FIGURE_REF = re.compile(r"[(（]?[右左上下]?図\s*参照[)）]?")
BROKEN_REF = re.compile(r"エラー[!！]\s*参照元が見つかりません")
NUMBERED_TITLE = re.compile(rf"^\s*({_D}+(?:[.−－]{_D}+)*)\.?\s+(.+)$")


def normalise_id(printed: str) -> str:
    s = ascii_digits(printed).strip()
    m = re.fullmatch(r"第\s*(\d+)\s*章", s)
    if m:
        return m.group(1)
    s = s.replace("−", ".").replace("－", ".").rstrip(".")
    return s


def _title_key(t: str) -> str:
    return word_chars(search_key(t))


class Resolver:
    """Resolves ids and titles against one parsed document."""

    def __init__(self, clauses: list[Clause]):
        self.ids = {c.id for c in clauses}
        self.headings = [(c.id, c.title) for c in clauses if c.title]
        # A heading whose subtitle sits on the next line ("付録1" / "ファイヤー…を持つカード")
        # is also known by title + subtitle.
        self.headings += [
            (c.id, c.title + c.text.split("\n")[0])
            for c in clauses
            if c.title and c.text and len(c.text.split("\n")[0]) <= 40
        ]
        self.keys = [(cid, title, _title_key(title)) for cid, title in self.headings]
        self.by_key: dict[str, str] = {}
        for cid, _title, key in self.keys:
            self.by_key.setdefault(key, cid)
        self.titles = {cid: title for cid, title in self.headings}
        # 「以下に従います」 in a clause with no children of its own: the rules it announces are
        # the clauses after it under the same parent (ws 8.3.1 and 8.3.2–8.3.3): its following
        # siblings, numbered clauses only (no examples, no synthetic rows)
        numbered = [
            c for c in clauses if c.kind not in ("synthetic", "example") and "#" not in c.id
        ]
        parents = {c.parent for c in clauses}
        kids: dict[str | None, list[str]] = {}
        for c in sorted(numbered, key=lambda c: c.order):
            kids.setdefault(c.parent, []).append(c.id)
        # each childless clause -> (its siblings in order, its place among them): the following
        # ones are sliced out only for a clause that says 「以下」 (no quadratic table)
        self._siblings: dict[str, tuple[list[str], int]] = {}
        for sibs in kids.values():
            for i, cid in enumerate(sibs):
                if cid not in parents and i + 1 < len(sibs):
                    self._siblings[cid] = (sibs, i)

    def following(self, cid: str) -> tuple[str, ...]:
        """The clauses after ``cid`` under its parent, when it has no children (else none)."""
        got = self._siblings.get(cid)
        return tuple(got[0][got[1] + 1 :]) if got else ()

    def by_id(self, raw: str, kind: str, src: str, offset: int) -> Reference:
        rid = normalise_id(raw) if kind != "appendix" else raw
        if rid in self.ids:
            return Reference(src, rid, kind, raw, "resolved", offset=offset)
        return Reference(
            src,
            None,
            kind,
            raw,
            "unresolved",
            f"no clause {rid} in this document (stale or mistyped)",
            0.0,
            offset,
            f"この文書に {rid} はない（古い番号か誤記）",
        )

    def by_title(self, title: str, raw: str, src: str, offset: int) -> Reference:
        m = NUMBERED_TITLE.match(title)
        if m:
            rid = normalise_id(m.group(1))
            named = m.group(2).strip()
            if rid in self.ids:
                actual = self.titles.get(rid, "")
                score = difflib.SequenceMatcher(None, _title_key(named), _title_key(actual)).ratio()
                if score >= 0.6:
                    note, note_ja = (
                        ("", "")
                        if score == 1.0
                        else (
                            f"title printed as {named!r}, heading is {actual!r} (similarity {score:.2f})",
                            f"見出しは {actual!r} だが {named!r} と印刷されている（類似度 {score:.2f}）",
                        )
                    )
                    return Reference(
                        src, rid, "numbered_title", raw, "resolved", note, score, offset, note_ja
                    )
                alt = self._match(named)
                if alt and alt[1] >= 0.8:
                    return Reference(
                        src,
                        alt[0],
                        "numbered_title",
                        raw,
                        "stale",
                        f"number {rid} is titled {actual!r}; title matches {alt[0]} (score {alt[1]:.2f})",
                        alt[1],
                        offset,
                        f"{rid} の見出しは {actual!r}。見出しが合うのは {alt[0]}（スコア {alt[1]:.2f}）",
                    )
                return Reference(
                    src,
                    rid,
                    "numbered_title",
                    raw,
                    "stale",
                    f"number {rid} is titled {actual!r}, not {named!r}",
                    score,
                    offset,
                    f"{rid} の見出しは {named!r} ではなく {actual!r}",
                )
            title = named
        found = self._match(title)
        if found is None:
            return Reference(
                src,
                None,
                "title",
                raw,
                "unresolved",
                f"no heading titled {title!r}",
                0.0,
                offset,
                f"見出し {title!r} はない",
            )
        cid, score, how = found[0], found[1], found[2]
        if how == "fuzzy" and score < 0.6:
            return Reference(
                src,
                None,
                "title",
                raw,
                "unresolved",
                f"no heading titled {title!r} (closest: {cid} {self.titles[cid]!r}, score {score:.2f})",
                score,
                offset,
                f"見出し {title!r} はない（最も近いのは {cid} {self.titles[cid]!r}、スコア {score:.2f}）",
            )
        status = "resolved" if how != "fuzzy" else "fuzzy"
        return Reference(
            src,
            cid,
            "title",
            raw,
            status,
            f"title matched {how}" + (f" (score {score:.2f})" if how == "fuzzy" else ""),
            score,
            offset,
            f"見出しが一致（{how}）" + (f"（スコア {score:.2f}）" if how == "fuzzy" else ""),
        )

    def exact(self, title: str) -> str | None:
        key = _title_key(title)
        return self.by_key.get(key) if key else None

    def _match(self, title: str) -> tuple[str, float, str] | None:
        for cid, t in self.headings:
            if t == title:
                return cid, 1.0, "exactly"
        key = _title_key(title)
        if key in self.by_key:
            return self.by_key[key], 1.0, "after normalisation"
        best: tuple[str, float, str] | None = None
        matcher = difflib.SequenceMatcher(None, "", key)
        for cid, _t, tkey in self.keys:
            matcher.set_seq1(tkey)
            floor = best[1] if best else 0.0
            # upper bounds first (cheap): a title that cannot beat the best is never compared
            if matcher.real_quick_ratio() <= floor or matcher.quick_ratio() <= floor:
                continue
            score = matcher.ratio()
            if best is None or score > best[1]:
                best = (cid, score, "fuzzy")
        return best


def extract(clauses: Iterable[Clause], resolver: Resolver) -> list[Reference]:
    out: list[Reference] = []
    for c in clauses:
        if c.kind in ("synthetic",):
            continue
        out.extend(_extract_one(c, resolver))
    return out


def _extract_one(c: Clause, r: Resolver) -> list[Reference]:
    text = c.text
    refs: list[Reference] = []
    taken: list[tuple[int, int]] = []

    def free(a: int, b: int) -> bool:
        return all(b <= x or a >= y for x, y in taken)

    # 1. Parenthesised pure references.
    for m in PAREN.finditer(text):
        inner = m.group(1)
        tokens = list(ID_TOKEN.finditer(inner))
        single = re.fullmatch(rf"\s*({_D}{{1,2}})\.?\s*(?:参照)?\s*", inner)
        before = text[max(0, m.start() - 1) : m.start()]
        if single and before and before not in "［[【(（" and re.match(r"[\w]", before):
            refs.append(_chapter(r, c.id, m.group(0), single.group(1), m.start()))
            taken.append((m.start(), m.end()))
            continue
        if not tokens or PAREN_FILLER.sub("", ID_TOKEN.sub("", inner)):
            continue
        refs.extend(_ids(r, c.id, inner, tokens, m.start(1), m.group(0), m.start()))
        taken.append((m.start(), m.end()))
    # 2. Quoted titles with a cue (「…」を参照, 後述「…」).
    for m in QUOTED.finditer(text):
        after = text[m.end() : m.end() + 12]
        before = text[max(0, m.start() - 4) : m.start()]
        if TITLE_CUE_AFTER.match(after) or TITLE_CUE_BEFORE.search(before):
            cue = TITLE_CUE_AFTER.match(after)
            lead = before[-2:] if TITLE_CUE_BEFORE.search(before) else ""
            raw = lead + m.group(0) + (cue.group(0) if cue else "")
            refs.append(r.by_title(m.group(1), raw, c.id, m.start() - len(lead)))
            taken.append((m.start(), m.end()))
    # 2a. Quoted "N.title" (「9.ルール処理」): a reference when the title fits the number.
    for m in QUOTED.finditer(text):
        nm = NUMBERED_TITLE.match(m.group(1).replace(".", ". ", 1))
        if nm and free(m.start(), m.end()) and normalise_id(nm.group(1)) in r.ids:
            ref = r.by_title(m.group(1).replace(".", ". ", 1), m.group(0), c.id, m.start())
            if ref.status == "resolved":
                refs.append(ref)
                taken.append((m.start(), m.end()))
    # 2c. Appendices by letter (巻末付録C), figures (右図参照), broken Word fields.
    for m in APPENDIX_REF.finditer(text) if "付録" in text else ():
        if free(m.start(), m.end()):
            refs.append(r.by_id(m.group(1), "appendix", c.id, m.start()))
            refs[-1].raw = m.group(0)
            taken.append((m.start(), m.end()))
    for m in FIGURE_REF.finditer(text) if "図" in text else ():
        refs.append(
            Reference(
                c.id,
                None,
                "figure",
                m.group(0),
                "unresolved",
                "figure reference; figures are not in the text",
                0.0,
                m.start(),
                "図の参照（図は本文にない）",
            )
        )
        taken.append((m.start(), m.end()))
    for m in BROKEN_REF.finditer(text) if "エラー" in text else ():
        refs.append(
            Reference(
                c.id,
                None,
                "broken",
                m.group(0),
                "unresolved",
                "broken Word cross-reference: target lost in the source",
                0.0,
                m.start(),
                "壊れた Word の相互参照（参照先が原文で失われている）",
            )
        )
    # 2b. Bare heading titles followed by 参照 (only exact or normalised title matches).
    # (each pattern is searched only in a text holding the literal it requires: the same
    # matches, without a scan that backtracks at every character)
    for m in BARE_TITLE.finditer(text) if "参照" in text else ():
        if not free(m.start(), m.end()) or ID_TOKEN.search(m.group(1)):
            continue
        name = m.group(1)
        for k in range(len(name) - 1):  # the longest suffix that is a heading title
            found = r.exact(name[k:])
            if found:
                refs.append(
                    Reference(
                        c.id,
                        found,
                        "title",
                        m.group(0)[k:],
                        "resolved",
                        "bare title before 参照",
                        1.0,
                        m.start() + k,
                        "「参照」の前の見出し名",
                    )
                )
                taken.append((m.start(), m.end()))
                break
    # 3. Bare ids in running text (and ranges between them).
    bare = [t for t in ID_TOKEN.finditer(text) if free(t.start(), t.end())]
    refs.extend(_ids(r, c.id, text, bare, 0, None))
    # 4. Deictic references: 「以下に従い…」 in a clause with no children announces its following
    # siblings (resolved to each); any other has no target (kept, unresolved).
    for m in DEICTIC.finditer(text) if any(w in text for w in _DEICTIC_WORDS) else ():
        if not free(m.start(), m.end()):
            continue
        if m.group(0).startswith("以下") and FOLLOWING_CUE.match(text[m.end() :]):
            after = r.following(c.id)
        else:
            after = ()
        if after:
            refs.extend(
                Reference(
                    c.id,
                    dst,
                    "deictic",
                    m.group(0),
                    "resolved",
                    "「以下」 in a clause with no children: the clauses after it under the same parent",
                    1.0,
                    m.start(),
                    "子項目のない条文の「以下」: 同じ親の後続の条文",
                )
                for dst in after
            )
            continue
        refs.append(
            Reference(
                c.id,
                None,
                "deictic",
                m.group(0),
                "unresolved",
                "deictic: no explicit target",
                0.0,
                m.start(),
                "指示語（参照先が明示されていない）",
            )
        )
    return refs


def _chapter(r: Resolver, src: str, raw: str, num: str, offset: int) -> Reference:
    ref = r.by_id(num, "chapter", src, offset)
    ref.raw = raw
    return ref


def _ids(
    r: Resolver,
    src: str,
    text: str,
    tokens: list[re.Match[str]],
    base: int,
    raw_group: str | None,
    raw_start: int = 0,
) -> list[Reference]:
    """References for id tokens of `text` (which starts at `base` in the clause text).

    Every reference's offset is where its `raw` starts in the clause text: the whole printed
    group (`raw_group`, at `raw_start`) when one is given, else the token or range itself.
    """
    out: list[Reference] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if i + 1 < len(tokens) and RANGE_SEP.match(text[t.end() : tokens[i + 1].start()]):
            u = tokens[i + 1]
            raw = raw_group or text[t.start() : u.end()]
            at = raw_start if raw_group else base + t.start()
            a = r.by_id(t.group(0), "range_start", src, at)
            b = r.by_id(u.group(0), "range_end", src, at)
            a.raw = b.raw = raw
            out += [a, b]
            i += 2
            continue
        kind = "chapter" if "章" in t.group(0) else "id"
        ref = r.by_id(t.group(0), kind, src, raw_start if raw_group else base + t.start())
        ref.raw = raw_group or _widen(text, t)
        out.append(ref)
        i += 1
    return out


def _widen(text: str, t: re.Match[str]) -> str:
    """The id plus a following 参照 / 以降 cue, as printed."""
    m = re.match(r"\s*(?:を)?\s*(?:参照|以降|以下)", text[t.end() :])
    return t.group(0) + (m.group(0) if m else "")
